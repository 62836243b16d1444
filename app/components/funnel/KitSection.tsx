import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { useFigures } from "~/components/ui/FiguresContext";
import { PictureImage } from "~/components/ui/PictureImage";
import { pictures } from "~/content/pictures";
import { linesOf } from "~/lib/page-lines";

export function KitSection({ words }: { words: Record<string, string> }) {
  const { repairPrice } = useFigures();
  return (
    <section aria-labelledby="kit-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 lg:grid-cols-2">
        <div className="order-last rounded-2xl bg-gradient-to-br from-slate-900 to-brand-900 p-6 text-white shadow-xl sm:p-8 lg:order-first">
          <PictureImage picture={pictures.professionalKit} className="mb-6 aspect-[4/3] h-auto w-full rounded-xl" />
          <p className="text-sm font-bold uppercase tracking-wide text-accent-400">{words.panelEyebrow}</p>
          <p className="mt-2 text-6xl font-extrabold">{words.panelFigure}</p>
          <p className="mt-1 text-lg text-brand-50">{words.panelFigureText}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4 border-t border-white/20 pt-6">
            <div>
              <dt className="text-sm text-brand-50">{words.startLabel}</dt>
              <dd className="text-2xl font-bold">{words.startValue}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-50">{words.repairLabel}</dt>
              <dd className="text-2xl font-bold">{repairPrice.value}</dd>
              <dd className="text-xs text-brand-50">{repairPrice.basis}</dd>
            </div>
          </dl>
        </div>
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">{words.eyebrow}</p>
          <h2 id="kit-heading" className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{words.intro}</p>
          <CheckList items={linesOf(words.highlights)} className="mt-6 text-slate-800" />
          <ActionLink to="/tools" variant="brand" className="mt-8">
            {words.button}
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
