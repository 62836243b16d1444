import type { ListEntry } from "~/lib/text-units";
import { SectionHeading } from "~/components/funnel/SectionHeading";

export function MarketOpportunity({ words, stats }: { words: Record<string, string>; stats: ListEntry[] }) {
  return (
    <section aria-labelledby="market-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="market-heading" eyebrow={words.eyebrow} title={words.heading}>
          {words.intro}
        </SectionHeading>
        <dl className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat, index) => (
            <div key={index} className="flex flex-col-reverse rounded-2xl bg-brand-800 p-6 text-center text-white">
              <dt className="mt-1 font-medium text-brand-50">{stat.label}</dt>
              <dd className="text-4xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
