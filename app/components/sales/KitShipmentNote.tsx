import { kitShipping } from "~/content/shipping";
import type { OrderShipment } from "~/lib/order-form";
import { ParcelAddress } from "~/components/sales/ParcelAddress";

/** When the buyer's kits ship and the address they go to, as the order recorded it. */
export function KitShipmentNote({ shipment }: { shipment: OrderShipment }) {
  return (
    <div data-testid="kit-shipment">
      <p>
        We ship your {shipment.kits} {kitShipping.shipsWithin} to:
      </p>
      <ParcelAddress shipment={shipment} className="mt-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-900" />
      <p className="mt-2">The courier may call you at {shipment.phone} about the delivery. Wrong address? Reply to the receipt before the kit ships.</p>
    </div>
  );
}
