import { checkoutCopy } from "~/content/checkout";

/** In place of the checkout while the site takes no orders (no payment provider configured). */
export function OrderingClosedNotice({ className = "" }: { className?: string }) {
  return (
    <div role="status" data-testid="ordering-closed" className={`rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800 ${className}`}>
      <p className="font-bold text-slate-900">{checkoutCopy.closedTitle}</p>
      <p className="mt-1 text-sm">{checkoutCopy.closed}</p>
    </div>
  );
}
