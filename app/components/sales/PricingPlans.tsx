import { Link } from "@remix-run/react";
import type { PricingPlan } from "~/content/plans";
import { formatDollars, priceNote } from "~/lib/money";

// On the pricing sections every plan starts with a conversation: each plan's button leads
// to /booking-landing, except the split-pay plan, offered after that conversation, whose
// button opens its order page. The /order page's own plan choice links to each order summary.
const pricingLink = (plan: PricingPlan) => (plan.isQualified ? `/order?package=${plan.id}` : "/booking-landing");

export function PricingPlans({ plans, linkFor = pricingLink }: { plans: PricingPlan[]; linkFor?: (plan: PricingPlan) => string }) {
  return (
    <div className={`grid gap-6 ${plans.length > 3 ? "md:grid-cols-2 xl:grid-cols-4" : "md:grid-cols-3"}`}>
      {plans.map((plan) => (
        <article
          key={plan.id}
          data-testid={`plan-${plan.id}`}
          className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
            plan.highlight ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"
          }`}
        >
          {plan.badge ? (
            <span
              className={`absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-bold ${
                plan.badgeVariant === "secondary" ? "bg-accent-400 text-slate-900" : "bg-brand-700 text-white"
              }`}
            >
              {plan.badge}
            </span>
          ) : null}
          <h3 className="text-xl font-bold">{plan.name}</h3>
          <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
          <p className="mt-4">
            <span className="text-4xl font-extrabold">{formatDollars(plan.price)}</span>
            {plan.instalments ? <span className="ml-2 text-sm text-slate-600">{priceNote(plan)}</span> : null}
          </p>
          <ul className="mt-6 flex-1 space-y-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="font-bold text-green-700">
                  ✓
                </span>
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <Link
            to={linkFor(plan)}
            className={`mt-6 block rounded-md px-4 py-3 text-center font-semibold ${
              plan.highlight ? "bg-brand-700 text-white hover:bg-brand-800" : "bg-slate-900 text-white hover:bg-slate-700"
            }`}
          >
            {plan.cta}
          </Link>
        </article>
      ))}
    </div>
  );
}
