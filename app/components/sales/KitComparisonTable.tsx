import { ComparisonCards } from "~/components/sales/ComparisonCards";
import { kitIds, type KitId, type ToolsPageWords } from "~/content/kits";

type Rows = ToolsPageWords["comparison"];

type Names = Record<KitId, string>;

/** The two kits compared (Compare Kits tab), under their published names: one card per kit on a phone, side by side from 640 px up. */
export function KitComparisonTable({ rows, names }: { rows: Rows; names: Names }) {
  return (
    <>
      <ComparisonCards
        columns={kitIds.map((id) => ({ id, name: names[id] }))}
        rows={rows.map((row) => ({ feature: row.feature, value: (id: KitId) => row[id] }))}
      />
      <SideBySideTable rows={rows} names={names} />
    </>
  );
}

function SideBySideTable({ rows, names }: { rows: Rows; names: Names }) {
  return (
    <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">
          {names.professional} and {names.platinum} compared
        </caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
              Feature
            </th>
            <th scope="col" className="px-4 py-3 font-bold text-slate-900">
              {names.professional}
            </th>
            <th scope="col" className="px-4 py-3 font-bold text-brand-800">
              {names.platinum}
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
