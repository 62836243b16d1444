import { checkoutCopy } from "~/content/checkout";

/** Marks every purchase screen while the site runs the built-in test-mode checkout. */
export function TestModeBadge({ className = "" }: { className?: string }) {
  return (
    <p
      data-testid="test-mode"
      className={`rounded-md border-2 border-dashed border-amber-600 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ${className}`}
    >
      {checkoutCopy.testMode}
    </p>
  );
}
