import { kitComparison, kits } from "~/content/kits";

/** The two kits side by side (Compare Kits tab). */
export function KitComparisonTable() {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm sm:text-base">
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
          {kitComparison.map((row) => (
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
