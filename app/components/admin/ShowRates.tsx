type ShowRate = { label: string; calls: number; completed: number; noShows: number; unmarked: number; showRatePercent: number | null };

function RateTable({ caption, heading, rows }: { caption: string; heading: string; rows: ShowRate[] }) {
  return (
    <table className="mt-3 w-full text-left text-sm [&_th]:align-bottom">
      <caption className="text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="text-slate-600">
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Calls</th>
          <th scope="col">Completed</th>
          <th scope="col">No-show</th>
          <th scope="col">Not marked</th>
          <th scope="col">Show rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            {/* A UTM source is the visitor's text: it breaks rather than widens the page. */}
            <td className="[overflow-wrap:anywhere]">{row.label}</td>
            <td>{row.calls}</td>
            <td>{row.completed}</td>
            <td>{row.noShows}</td>
            <td>{row.unmarked}</td>
            <td>{row.showRatePercent === null ? "—" : `${row.showRatePercent}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How many booked calls were kept: per week and per lead source, over the same weeks. */
export function ShowRates({ rates }: { rates: { weeks: number; byWeek: ShowRate[]; bySource: ShowRate[] } }) {
  return (
    <section data-testid="show-rates" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">Show rate, last {rates.weeks} weeks</h3>
      <p className="mt-1 text-sm text-slate-600">
        Calls whose start has passed, cancelled ones left out. Show rate: completed out of those marked completed or no-show.
      </p>
      <RateTable caption="By week" heading="Week of" rows={rates.byWeek} />
      {rates.bySource.length > 0 ? <RateTable caption="By lead source (utm_source, else the referring site)" heading="Source" rows={rates.bySource} /> : null}
    </section>
  );
}
