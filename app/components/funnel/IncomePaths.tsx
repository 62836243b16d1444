import { useFigures } from "~/components/ui/FiguresContext";
import { incomePaths } from "~/content/landing";
import { linesOf } from "~/lib/page-lines";
import { SectionHeading } from "~/components/funnel/SectionHeading";

/** The three paths: their words (page.home.income) beside the monthly figure students reported for each. */
export function IncomePaths({ words }: { words: Record<string, string> }) {
  const figures = useFigures();
  return (
    <section aria-labelledby="income-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="income-heading" eyebrow={words.eyebrow} title={words.heading}>
          {words.intro}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {incomePaths.map(({ path, income }, index) => (
            <li
              key={path}
              data-testid="income-path"
              className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm ${index === 1 ? "ring-2 ring-brand-700" : "border border-slate-200"}`}
            >
              <p className="text-sm font-bold uppercase tracking-wide text-brand-700">
                {words.pathLabel} {index + 1}
              </p>
              <h3 className="mt-1 text-2xl font-bold text-slate-900">{words[`${path}Name`]}</h3>
              <p className="mt-4 text-3xl font-extrabold text-green-800">{figures[income].value}</p>
              <p className="text-xs text-slate-600">{figures[income].basis}</p>
              <p className="mt-1 font-semibold text-slate-700">{words[`${path}Hours`]}</p>
              <p className="mt-4 text-slate-700">{words[`${path}Text`]}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-800">
                {linesOf(words[`${path}Highlights`]).map((highlight) => (
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
        <p className="mt-8 text-center text-sm text-slate-600">{words.disclaimer}</p>
      </div>
    </section>
  );
}
