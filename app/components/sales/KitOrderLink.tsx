import { ActionLink } from "~/components/funnel/ActionLink";
import { describeKitShipment, kitsForPlan, type ToolKit } from "~/content/kits";
import { plans } from "~/content/plans";
import { formatDollars } from "~/lib/money";

/** The kit's order button: a kit is sold with a plan, so the button names that plan and its price. */
export function KitOrderLink({ kit }: { kit: ToolKit }) {
  const plan = plans.find((candidate) => candidate.id === kit.orderPackage)!;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        Sold with the <span className="font-semibold">{plan.name}</span>: {describeKitShipment(kit.id, kitsForPlan[plan.id].quantity)}, the full training and
        more.
      </p>
      <ActionLink to={`/order?package=${plan.id}`} variant="brand">
        Order the {plan.name}, {formatDollars(plan.price)}
      </ActionLink>
    </div>
  );
}
