import { ComparisonCards } from "~/components/sales/ComparisonCards";
import { useOffers } from "~/components/sales/OffersContext";
import type { ComparisonRow } from "~/lib/page-texts/sales";

type PlanColumn = Exclude<keyof ComparisonRow, "feature">;

const columns: PlanColumn[] = ["complete", "premium", "ultimate"];

type Words = { rows: ComparisonRow[]; caption: string; firstColumn: string };

/** A plan's published name. */
function usePlanName() {
  const { plans } = useOffers();
  return (id: PlanColumn) => plans.find((plan) => plan.id === id)?.name ?? id;
}

/** A row's value for a plan: "yes" a check mark, "no" a dash, other words as written. */
function Cell({ value }: { value: string }) {
  if (value !== "yes" && value !== "no") return <>{value}</>;
  return value === "yes" ? (
    <>
      <span aria-hidden="true" className="font-bold text-green-700">
        ✓
      </span>
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-slate-600">
        —
      </span>
      <span className="sr-only">Not included</span>
    </>
  );
}

/** What each public plan includes: one card per plan on a phone, a table from 640 px up. */
export function PlanComparisonTable(words: Words) {
  const planName = usePlanName();
  return (
    <>
      <ComparisonCards
        columns={columns.map((id) => ({ id, name: planName(id) }))}
        rows={words.rows.map((row) => ({ feature: row.feature, value: (id: PlanColumn) => <Cell value={row[id]} /> }))}
      />
      <ComparisonTable {...words} />
    </>
  );
}

function ComparisonTable({ rows, caption, firstColumn }: Words) {
  const planName = usePlanName();
  return (
    <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
              {firstColumn}
            </th>
            {columns.map((id) => (
              <th key={id} scope="col" className="px-4 py-3 font-bold text-slate-900">
                {planName(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                {row.feature}
              </th>
              {columns.map((id) => (
                <td key={id} className="px-4 py-3 text-slate-900">
                  <Cell value={row[id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
