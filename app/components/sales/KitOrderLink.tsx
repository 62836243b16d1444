import { ActionLink } from "~/components/funnel/ActionLink";
import { useOffers } from "~/components/sales/OffersContext";
import { describeKitShipment, type KitId, type ToolKit } from "~/content/kits";
import { formatDollars } from "~/lib/money";

/** The kit's order button: a kit is sold with a plan, so the button names that plan, its price and the kits it ships under their published names (none while that plan is not on sale). */
export function KitOrderLink({ kit, kitNames }: { kit: ToolKit; kitNames: Record<KitId, string> }) {
  const { plans, kitShipments } = useOffers();
  const plan = plans.find((candidate) => candidate.id === kit.orderPackage);
  const shipment = kitShipments[kit.orderPackage];
  if (!plan || !shipment) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        Sold with the <span className="font-semibold">{plan.name}</span>: {describeKitShipment(kitNames[shipment.kit], shipment.quantity)}, the full training
        and more.
      </p>
      <ActionLink to={`/order?package=${plan.id}`} variant="brand">
        Order the {plan.name}, {formatDollars(plan.price)}
      </ActionLink>
    </div>
  );
}
