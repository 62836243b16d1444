import type { ReactNode } from "react";

type Props<Id extends string> = {
  /** What is compared: one card each, headed by its name. */
  columns: readonly { id: Id; name: string }[];
  /** The rows of the wide table: a feature and its value for each column. */
  rows: readonly { feature: string; value: (id: Id) => ReactNode }[];
};

/**
 * A comparison as a phone reads it: one card per plan or kit, each listing every feature
 * with its value, instead of a table wider than the screen. Shown under 640 px; the
 * caller shows its table from there up.
 */
export function ComparisonCards<Id extends string>({ columns, rows }: Props<Id>) {
  return (
    <div className="space-y-4 sm:hidden">
      {columns.map((column) => (
        <section key={column.id} aria-labelledby={`compare-${column.id}`} className="rounded-2xl border border-slate-200 bg-white p-5">
          <h3 id={`compare-${column.id}`} className="text-lg font-bold text-slate-900">
            {column.name}
          </h3>
          <dl className="mt-3 divide-y divide-slate-200 text-sm">
            {rows.map((row) => (
              <div key={row.feature} className="flex items-start justify-between gap-4 py-2">
                <dt className="text-slate-700">{row.feature}</dt>
                <dd className="text-right font-medium text-slate-900">{row.value(column.id)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
