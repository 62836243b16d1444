// Prices as the site writes them, in US dollars.

/** A whole-dollar price from the content: $1,997. */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** An amount charged, in cents: $1,997.00. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
