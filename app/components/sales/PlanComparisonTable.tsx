import { ComparisonCards } from "~/components/sales/ComparisonCards";
import { planComparison, type PlanColumn } from "~/content/pricing-page";
import { useOffers } from "~/components/sales/OffersContext";

const columns: PlanColumn[] = ["complete", "premium", "ultimate"];

/** A plan's published name. */
function usePlanName() {
  const { plans } = useOffers();
  return (id: PlanColumn) => plans.find((plan) => plan.id === id)?.name ?? id;
}

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
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
export function PlanComparisonTable() {
  const planName = usePlanName();
  return (
    <>
      <ComparisonCards
        columns={columns.map((id) => ({ id, name: planName(id) }))}
        rows={planComparison.map((row) => ({ feature: row.feature, value: (id: PlanColumn) => <Cell value={row.values[id]} /> }))}
      />
      <ComparisonTable />
    </>
  );
}

function ComparisonTable() {
  const planName = usePlanName();
  return (
    <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">What each training plan includes</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
              Included
            </th>
            {columns.map((id) => (
              <th key={id} scope="col" className="px-4 py-3 font-bold text-slate-900">
                {planName(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {planComparison.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-700">
                {row.feature}
              </th>
              {columns.map((id) => (
                <td key={id} className="px-4 py-3 text-slate-900">
                  <Cell value={row.values[id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
