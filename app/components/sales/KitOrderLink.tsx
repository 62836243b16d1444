import { ActionLink } from "~/components/info/ActionLink";
import type { ToolKit } from "~/content/kits";
import { plans } from "~/content/plans";
import { formatDollars } from "~/lib/money";

/** The kit's order button, with the plan it ships in, so the price is never a surprise. */
export function KitOrderLink({ kit }: { kit: ToolKit }) {
  const plan = plans.find((candidate) => candidate.id === kit.orderPackage);
  return (
    <div className="flex flex-col gap-2">
      {plan ? (
        <p className="text-sm text-slate-700">
          Ships with the <span className="font-semibold">{plan.name}</span> ({formatDollars(plan.price)})
        </p>
      ) : null}
      <ActionLink to={`/order?package=${kit.orderPackage}`} variant="brand">
        {kit.orderLabel}
      </ActionLink>
    </div>
  );
}
