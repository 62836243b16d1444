import type { PricingPlan } from "~/content/plans";

// Prices as the site writes them, in US dollars.

// One formatter each, made once: making an Intl formatter costs far more than using one.
const wholeDollars = new Intl.NumberFormat("en-US");
const dollarsAndCents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A whole-dollar price from the content: $1,997. */
export function formatDollars(amount: number): string {
  return `$${wholeDollars.format(amount)}`;
}

/** An amount charged, in cents: $1,997.00. */
export function formatCents(cents: number): string {
  return `$${dollarsAndCents.format(cents / 100)}`;
}

/** What a plan in instalments charges after today, beside its price: "today, then $997 in 30 days". */
export function priceNote(plan: Pick<PricingPlan, "price" | "instalments">): string | null {
  if (!plan.instalments) return null;
  const later = plan.instalments.payments - 1;
  const when = later === 1 ? `in ${plan.instalments.everyDays} days` : `${later} times, every ${plan.instalments.everyDays} days`;
  return `today, then ${formatDollars(plan.price)} ${when}`;
}
