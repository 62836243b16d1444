import { ActionLink } from "~/components/info/ActionLink";
import { checkoutStep } from "~/content/checkout";

/**
 * The order button. Online checkout is not live yet, so it leads to the enrollment-call
 * application and says so; the payments work replaces this one component.
 */
export function CheckoutAction({ className = "" }: { className?: string }) {
  return (
    <div className={className}>
      <ActionLink to={checkoutStep.href} className="w-full">
        {checkoutStep.label}
      </ActionLink>
      <p className="mt-3 text-sm text-slate-600">{checkoutStep.explanation}</p>
    </div>
  );
}
