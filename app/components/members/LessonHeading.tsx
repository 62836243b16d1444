/** A lesson's heading on either course's lesson page: its module, title, description, place and length. */
export function LessonHeading({
  module,
  title,
  description,
  number,
  duration,
}: {
  module: string;
  title: string;
  description: string;
  number: number;
  duration: string;
}) {
  return (
    <>
      <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800" data-testid="module-badge">
        {module}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{title}</h1>
      {description ? <p className="mt-2 text-slate-700">{description}</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        Lesson {number} · {duration === "TBD" ? "Length to be announced" : duration}
      </p>
    </>
  );
}
