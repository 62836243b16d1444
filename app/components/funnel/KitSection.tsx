import { ActionLink } from "~/components/funnel/ActionLink";
import { CheckList } from "~/components/funnel/CheckList";
import { useFigures } from "~/components/ui/FiguresContext";
import { PictureImage } from "~/components/ui/PictureImage";
import { kitSection } from "~/content/landing";
import { pictures } from "~/content/pictures";

export function KitSection() {
  const { repairPrice } = useFigures();
  return (
    <section aria-labelledby="kit-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 lg:grid-cols-2">
        <div className="order-last rounded-2xl bg-gradient-to-br from-slate-900 to-brand-900 p-6 text-white shadow-xl sm:p-8 lg:order-first">
          <PictureImage picture={pictures.professionalKit} className="mb-6 aspect-[4/3] h-auto w-full rounded-xl" />
          <p className="text-sm font-bold uppercase tracking-wide text-accent-400">Professional kit</p>
          <p className="mt-2 text-6xl font-extrabold">250+</p>
          <p className="mt-1 text-lg text-brand-50">repairs from the resin in one kit</p>
          <dl className="mt-8 grid grid-cols-2 gap-4 border-t border-white/20 pt-6">
            <div>
              <dt className="text-sm text-brand-50">Starting equipment</dt>
              <dd className="text-2xl font-bold">Under $500</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-50">Each repair pays</dt>
              <dd className="text-2xl font-bold">{repairPrice.value}</dd>
              <dd className="text-xs text-brand-50">{repairPrice.basis}</dd>
            </div>
          </dl>
        </div>
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-accent-600">Low start-up cost</p>
          <h2 id="kit-heading" className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
            {kitSection.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{kitSection.intro}</p>
          <CheckList items={kitSection.highlights} className="mt-6 text-slate-800" />
          <ActionLink to="/tools" variant="brand" className="mt-8">
            Compare Our Tool Kits
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
