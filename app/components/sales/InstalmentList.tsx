import type { InstalmentView } from "~/lib/instalments";

const statusClass: Record<InstalmentView["status"], string> = {
  scheduled: "bg-slate-100 text-slate-800",
  retrying: "bg-amber-100 text-amber-900",
  lapsed: "bg-red-100 text-red-900",
  paid: "bg-green-100 text-green-900",
  waived: "bg-slate-100 text-slate-800",
};

/** A plan's later payments: amount, status and what it means; a failed one links to its payment page when `payLinks`. */
export function InstalmentList({ instalments, payLinks }: { instalments: InstalmentView[]; payLinks: boolean }) {
  return (
    <ul data-testid="instalments" className="mt-2 space-y-2 text-sm text-slate-800">
      {instalments.map((instalment) => (
        <li key={instalment.id} data-testid="instalment" className="rounded-lg bg-slate-50 p-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">
              {instalment.label}: {instalment.amount}
            </span>
            <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${statusClass[instalment.status]}`}>{instalment.status}</span>
          </p>
          <p className="mt-1 break-words">{instalment.detail}</p>
          {payLinks && instalment.payPath ? (
            <a href={instalment.payPath} className="mt-2 inline-block font-semibold text-brand-700 underline">
              Pay {instalment.amount} now
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
