import type { KitWords } from "~/content/kits";

/** A kit's headline facts and its items, grouped by category (Professional / Platinum tabs). */
export function KitContents({ words: kit }: { words: KitWords }) {
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col-reverse rounded-xl bg-brand-50 p-5 text-center">
          <dt className="mt-1 text-sm font-medium text-slate-700">Repairs of resin included</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{kit.resinRepairs}</dd>
        </div>
        <div className="flex flex-col-reverse rounded-xl bg-brand-50 p-5 text-center">
          <dt className="mt-1 text-sm font-medium text-slate-700">Maximum crack length</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{kit.maxCrackLength}</dd>
        </div>
      </dl>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {kit.categories.map((category) => (
          <section key={category.name} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h3 className="text-lg font-bold text-slate-900">{category.name}</h3>
            <ul className="mt-3 space-y-3">
              {category.items.map((item) => (
                <li key={item.name}>
                  <p className="font-semibold text-slate-900">{item.name}</p>
                  <p className="text-sm text-slate-600">{item.detail}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
