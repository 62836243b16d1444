import { describeKitShipment, kits, type KitId, type KitShipment, type SoldKits } from "~/content/kits";
import { shippingAddressLines, type OrderShipment } from "~/lib/order-form";
import { publishedKitName } from "~/server/platform/site-texts.server";
import type { orders } from "~db/schema";

type OrderRow = typeof orders.$inferSelect;

/** The kits a new order is sold with: under the kit's published name, which the order keeps. */
export const kitsAsSoldNow = (shipment: KitShipment): SoldKits => ({ ...shipment, name: publishedKitName(shipment.kit) });

/** An order's columns for the kits it is sold with. */
export const soldKitColumns = (sold: SoldKits) => ({ shippingKit: sold.kit, shippingKitQuantity: sold.quantity, shippingKitName: sold.name });

/** The name an order's kit was sold under (an order from before names were kept goes by the kit's id). */
const soldKitName = (order: Pick<OrderRow, "shippingKit" | "shippingKitName">) => order.shippingKitName ?? order.shippingKit ?? "";

/**
 * The kits an order ships, to whom, where and the courier's phone number, as recorded with the
 * order; null for an order that ships nothing.
 */
export function orderShipment(order: OrderRow): OrderShipment | null {
  const { shippingKit, shippingKitQuantity, shippingStreet, shippingCity, shippingState, shippingZip } = order;
  if (!shippingKit || !shippingKitQuantity || !shippingStreet || !shippingCity || !shippingState || !shippingZip) return null;
  return {
    kits: describeKitShipment(soldKitName(order), shippingKitQuantity),
    recipient: [order.buyerFirstName, order.buyerLastName].filter(Boolean).join(" "),
    address: shippingAddressLines({ street: shippingStreet, street2: order.shippingStreet2 ?? "", city: shippingCity, state: shippingState, zip: shippingZip }),
    phone: order.buyerPhone ?? "",
  };
}

/** Which kit, how many and under which name the order was sold with; null for an order that ships nothing. */
export function orderKits(order: Pick<OrderRow, "shippingKit" | "shippingKitQuantity" | "shippingKitName">): SoldKits | null {
  const { shippingKit, shippingKitQuantity } = order;
  return shippingKit && Object.hasOwn(kits, shippingKit) && shippingKitQuantity
    ? { kit: shippingKit as KitId, quantity: shippingKitQuantity, name: soldKitName(order) }
    : null;
}
