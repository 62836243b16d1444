import { KitComparisonTable } from "~/components/sales/KitComparisonTable";
import { KitContents } from "~/components/sales/KitContents";
import { KitOrderLink } from "~/components/sales/KitOrderLink";
import { PictureImage } from "~/components/ui/PictureImage";
import { compareTabLabel, kitNamesOf, kits, type KitId, type KitWords, type ToolKit, type ToolsPageWords } from "~/content/kits";

/** Compare Kits tab: the table and an order card per kit, in the owner's words. */
export function ComparePanel({ intro, comparison, kitWords }: { intro: string; comparison: ToolsPageWords["comparison"]; kitWords: Record<KitId, KitWords> }) {
  return (
    <section aria-labelledby="compare-heading">
      <h2 id="compare-heading" className="text-2xl font-bold text-slate-900">
        {compareTabLabel}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-6">
        <KitComparisonTable rows={comparison} names={kitNamesOf(kitWords)} />
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {Object.values(kits).map((kit) => (
          <section
            key={kit.id}
            aria-labelledby={`order-${kit.id}-heading`}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <PictureImage picture={kit.picture} className="mb-5 aspect-[4/3] h-auto w-full rounded-xl" />
            <h3 id={`order-${kit.id}-heading`} className="text-xl font-bold text-slate-900">
              {kitWords[kit.id].name}
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{kitWords[kit.id].summary}</p>
            <div className="mt-6">
              <KitOrderLink kit={kit} kitNames={kitNamesOf(kitWords)} />
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}

/** Professional / Platinum tab: one kit's name, facts, contents (in the owner's words) and order button. */
export function KitPanel({ kit, kitWords }: { kit: ToolKit; kitWords: Record<KitId, KitWords> }) {
  const words = kitWords[kit.id];
  return (
    <section aria-labelledby="kit-heading">
      <div className="grid items-center gap-6 md:grid-cols-[1fr_20rem]">
        <div>
          <h2 id="kit-heading" className="text-2xl font-bold text-slate-900">
            {words.name}
          </h2>
          <p className="mt-2 text-slate-700">{words.summary}</p>
        </div>
        <PictureImage picture={kit.picture} className="aspect-[4/3] h-auto w-full rounded-2xl shadow-sm" />
      </div>
      <div className="mt-6">
        <KitContents words={words} />
      </div>
      <div className="mt-8 max-w-md">
        <KitOrderLink kit={kit} kitNames={kitNamesOf(kitWords)} />
      </div>
    </section>
  );
}
