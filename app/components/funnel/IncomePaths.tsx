import { useFigures } from "~/components/ui/FiguresContext";
import { incomePaths } from "~/content/landing";
import { SectionHeading } from "~/components/funnel/SectionHeading";

export function IncomePaths() {
  const paths = incomePaths(useFigures());
  return (
    <section aria-labelledby="income-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="income-heading" eyebrow="Grow at your own pace" title="Three Paths to Chip Repair Income">
          Start on weekends, go full time, or build a team. The skills are the same; you choose how far to take them.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {paths.map((path, index) => (
            <li
              key={path.name}
              data-testid="income-path"
              className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ${index === 1 ? "ring-2 ring-brand-700" : "border border-slate-200"}`}
            >
              <p className="text-sm font-bold uppercase tracking-wide text-brand-700">Path {index + 1}</p>
              <h3 className="mt-1 text-2xl font-bold text-slate-900">{path.name}</h3>
              <p className="mt-4 text-3xl font-extrabold text-green-800">{path.income.value}</p>
              <p className="text-xs text-slate-600">{path.income.basis}</p>
              <p className="mt-1 font-semibold text-slate-700">{path.hours}</p>
              <p className="mt-4 text-slate-700">{path.text}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-800">
                {path.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2">
                    <span aria-hidden="true" className="font-bold text-green-700">
                      ✓
                    </span>
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">
          Income figures are results our students reported, not a promise. Your results depend on your effort, your market and your hours.
        </p>
      </div>
    </section>
  );
}
