type Step = { title: string; reached: number | null; answered: number; dropOffPercent: number | null };
type Funnel = { days: number; webinar: Step[]; booking: Step[]; completedBookingSurveys: number; booked: number; conversionPercent: number | null };

function Steps({ caption, steps }: { caption: string; steps: Step[] }) {
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Reached</th>
          <th scope="col">Answered</th>
          <th scope="col">Drop-off</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.title}>
            <td>{step.title}</td>
            <td>{step.reached ?? "—"}</td>
            <td>{step.answered}</td>
            <td>{step.dropOffPercent === null ? "—" : `${step.dropOffPercent}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One period's funnel: each survey step's answers and drop-off, and booking-survey-to-call conversion. */
export function FunnelTable({ funnel }: { funnel: Funnel }) {
  return (
    <section data-testid={`funnel-${funnel.days}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">Last {funnel.days} days</h3>
      <Steps caption="Webinar survey" steps={funnel.webinar} />
      <Steps caption="Booking survey" steps={funnel.booking} />
      <p className="mt-3 text-sm">
        Finished booking surveys: {funnel.completedBookingSurveys}; calls booked: {funnel.booked}
        {funnel.conversionPercent === null ? "" : ` (${funnel.conversionPercent}% conversion)`}
      </p>
    </section>
  );
}
