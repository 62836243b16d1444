import { PictureImage } from "~/components/ui/PictureImage";
import { repairSteps } from "~/content/landing";
import { SectionHeading } from "~/components/funnel/SectionHeading";

/** Bridge, inject, cure, pit fill: the repair a student learns, one picture per step. */
export function RepairSteps({ words }: { words: Record<string, string> }) {
  return (
    <section aria-labelledby="repair-steps-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="repair-steps-heading" eyebrow={words.eyebrow} title={words.heading}>
          {words.intro}
        </SectionHeading>
        <ol className="mt-12 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {repairSteps.map(({ step, picture }, index) => (
            <li key={step} data-testid="repair-step" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <PictureImage picture={picture} className="aspect-[4/3] h-auto w-full" />
              <div className="p-3 sm:p-5">
                <h3 className="flex items-center gap-2 text-base font-bold text-slate-900 sm:gap-3 sm:text-lg">
                  <span
                    aria-hidden="true"
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-500 text-sm font-extrabold text-slate-900 sm:h-8 sm:w-8"
                  >
                    {index + 1}
                  </span>
                  {words[`${step}Name`]}
                </h3>
                <p className="mt-2 text-sm text-slate-700 sm:text-base">{words[`${step}Text`]}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
