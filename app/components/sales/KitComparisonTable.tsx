import { ComparisonCards } from "~/components/sales/ComparisonCards";
import { kits, type ToolsPageWords } from "~/content/kits";

const kitIds = ["professional", "platinum"] as const;

type Rows = ToolsPageWords["comparison"];

/** The two kits compared (Compare Kits tab): one card per kit on a phone, side by side from 640 px up. */
export function KitComparisonTable({ rows }: { rows: Rows }) {
  return (
    <>
      <ComparisonCards
        columns={kitIds.map((id) => ({ id, name: kits[id].name }))}
        rows={rows.map((row) => ({ feature: row.feature, value: (id: (typeof kitIds)[number]) => row[id] }))}
      />
      <SideBySideTable rows={rows} />
    </>
  );
}

function SideBySideTable({ rows }: { rows: Rows }) {
  return (
    <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">Professional and Platinum kits compared</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
              Feature
            </th>
            <th scope="col" className="px-4 py-3 font-bold text-slate-900">
              {kits.professional.name}
            </th>
            <th scope="col" className="px-4 py-3 font-bold text-brand-800">
              {kits.platinum.name}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                {row.feature}
              </th>
              <td className="px-4 py-3 text-slate-900">{row.professional}</td>
              <td className="px-4 py-3 text-slate-900">{row.platinum}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
