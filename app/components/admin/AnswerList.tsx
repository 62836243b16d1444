/** Survey answers as question and answer pairs (a booked call's notes, a lead's consent record). */
export function AnswerList({ answers, className = "" }: { answers: { label: string; answer: string }[]; className?: string }) {
  return (
    <dl className={`grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)] ${className}`}>
      {answers.map((answer) => (
        <div key={answer.label} className="contents">
          <dt className="font-semibold text-slate-700">{answer.label}</dt>
          <dd className="[overflow-wrap:anywhere]">{answer.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
