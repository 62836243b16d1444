import { offerSeeds, type ProductId } from "~/content/products";
import type { ShippingDetails } from "~/lib/order-form";

/** A buyer's answers to a kit plan's shipping questions, as the order form's schema returns them. */
export const testShippingAddress: ShippingDetails = { phone: "(801) 555-0142", street: "350 S 400 W", street2: "", city: "Lindon", state: "UT", zip: "84042" };

/**
 * What startCheckout takes for `productId`: the address for a product that ships kits (as first
 * published: this module loads no server code, so a test may set the environment first), else nothing.
 */
export const shippingFor = (productId: ProductId): ShippingDetails | null => (offerSeeds[productId].ships ? testShippingAddress : null);

/** A manual account's shipping fields when its product ships nothing: posted empty. */
export const noShippingAddress: ShippingDetails = { phone: "", street: "", street2: "", city: "", state: "", zip: "" };
