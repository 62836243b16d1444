import { Link } from "@remix-run/react";
import type { InclusionView } from "~/lib/plan-inclusions";

const BADGES = {
  open: { label: "Open now", className: "bg-green-100 text-green-900" },
  done: { label: "Done", className: "bg-green-100 text-green-900" },
  next: { label: "Next step", className: "bg-amber-100 text-amber-900" },
} as const;

/** Everything the member's plan includes, each with where it stands: open in the portal, done, or what happens next. */
export function PlanInclusions({ plan, className = "" }: { plan: { name: string | null; inclusions: InclusionView[] }; className?: string }) {
  return (
    <section aria-labelledby="plan-heading" className={className} data-testid="plan-inclusions">
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        {plan.name ? `Your plan: ${plan.name}` : "Your membership"}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {plan.inclusions.map((inclusion) => (
          <li key={inclusion.kind} data-testid={`inclusion-${inclusion.kind}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-bold text-slate-900">{inclusion.title}</h3>
              <span className={`rounded-full px-3 py-0.5 text-xs font-bold uppercase tracking-wide ${BADGES[inclusion.state].className}`}>
                {BADGES[inclusion.state].label}
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{inclusion.text}</p>
            {inclusion.link ? (
              <Link to={inclusion.link.to} className="mt-2 inline-block font-semibold text-brand-700 underline">
                {inclusion.link.label}
              </Link>
            ) : null}
            {inclusion.trackingUrl ? (
              <a href={inclusion.trackingUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block font-semibold text-brand-700 underline">
                Track your parcel
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
