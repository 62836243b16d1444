import type { Stat } from "~/content/free-training";

/** Big figures with a caption each, as a description list so screen readers pair them. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
