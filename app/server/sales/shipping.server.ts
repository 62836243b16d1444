import { describeKitShipment, kits, type KitId, type KitShipment } from "~/content/kits";
import { shippingAddressLines, type OrderShipment } from "~/lib/order-form";
import type { orders } from "~db/schema";

type OrderRow = typeof orders.$inferSelect;

/**
 * The kits an order ships, to whom, where and the courier's phone number, as recorded with the
 * order; null for an order that ships nothing.
 */
export function orderShipment(order: OrderRow): OrderShipment | null {
  const { shippingKit, shippingKitQuantity, shippingStreet, shippingCity, shippingState, shippingZip } = order;
  if (!shippingKit || !shippingKitQuantity || !shippingStreet || !shippingCity || !shippingState || !shippingZip) return null;
  return {
    kits: describeKitShipment(shippingKit, shippingKitQuantity),
    recipient: [order.buyerFirstName, order.buyerLastName].filter(Boolean).join(" "),
    address: shippingAddressLines({ street: shippingStreet, street2: order.shippingStreet2 ?? "", city: shippingCity, state: shippingState, zip: shippingZip }),
    phone: order.buyerPhone ?? "",
  };
}

/** Which kit and how many the order was sold with; null for an order that ships nothing. */
export function orderKits(order: Pick<OrderRow, "shippingKit" | "shippingKitQuantity">): KitShipment | null {
  const { shippingKit, shippingKitQuantity } = order;
  return shippingKit && Object.hasOwn(kits, shippingKit) && shippingKitQuantity ? { kit: shippingKit as KitId, quantity: shippingKitQuantity } : null;
}
