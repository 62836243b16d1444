import type { Stat } from "~/content/free-training";

/** Big figures with a caption each, as a description list so screen readers pair them; a reported result's basis under its caption. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <dt className="order-2 mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="order-1 text-3xl font-extrabold text-brand-700">{stat.value}</dd>
          {stat.basis ? <dd className="order-3 mt-1 text-xs text-slate-600">{stat.basis}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
