import { json, redirect } from "@remix-run/node";
import { checkoutCopy } from "~/content/checkout";
import type { GuaranteeWords, PageWords } from "~/lib/page-texts/sales";
import { pageWords, toolsPageWords } from "~/server/platform/site-texts.server";
import { checkoutWords, guaranteeWords } from "~/server/sales/sales-page-words.server";
import { describeKitShipment } from "~/content/kits";
import { type ProductId } from "~/content/products";
import { findProduct, publishedOffer } from "~/server/platform/offers.server";
import { formValues } from "~/lib/form-values";
import type { ScheduledPayment } from "~/lib/instalments";
import { formatDollars } from "~/lib/money";
import { checkOrderForm, orderFields, type CheckoutAnswer, type PaymentMode, type ShippedKitSummary } from "~/lib/order-form";
import { normalizeEmail } from "~/server/platform/email-address.server";
import { announcedLaterPayments } from "~/server/sales/instalment-schedule.server";
import { paymentMode } from "~/server/sales/payments.server";
import { OrderingClosedError } from "~/server/sales/payments.server";
import { currentUser } from "~/server/accounts/auth.server";
import { bootcampPriceFor, type BootcampOfferView } from "~/server/funnel/bootcamp-offer.server";
import { startCheckout } from "~/server/sales/purchases.server";
import { consumeLimit } from "~/server/platform/rate-limit.server";
import { readPostedForm } from "~/server/platform/request.server";

/**
 * What every order page's loader hands its view: how payments are taken; the kits the
 * product ships ("2 Platinum Tools kits", under the kit's published name; the form then asks
 * where to send them) or null, with the facts the summary gives about that kit, as /tools
 * states them; and for a plan in instalments, what the kept card will be charged and when.
 */
export function orderPageData(productId: ProductId): {
  /** The product's published name and price (whole dollars): what a new order is charged. */
  name: string;
  price: number;
  payments: PaymentMode;
  shippedKits: string | null;
  shippedKit: ShippedKitSummary | null;
  laterPayments: ScheduledPayment[];
  guarantee: GuaranteeWords;
  checkout: PageWords;
} {
  const product = findProduct(productId);
  if (!product?.onSale) throw new Response("This is not on sale.", { status: 404 });
  const shipment = product.ships;
  const { name, price } = publishedOffer(productId);
  const payments = paymentMode();
  const common = {
    name,
    price,
    payments,
    laterPayments: announcedLaterPayments(product.instalments),
    guarantee: guaranteeWords(),
    checkout: checkoutWords(payments !== "closed"),
  };
  if (!shipment) return { ...common, shippedKits: null, shippedKit: null };
  const { name: kitName, summary, resinRepairs, maxCrackLength } = toolsPageWords().kits[shipment.kit];
  return {
    ...common,
    shippedKits: describeKitShipment(kitName, shipment.quantity),
    shippedKit: { id: shipment.kit, name: kitName, summary, resinRepairs, maxCrackLength, quantity: shipment.quantity },
  };
}

/**
 * The action every order page shares: the buyer's details (and, for a product that ships a
 * kit, where to ship it), checked with that form's one schema, open a checkout for
 * `productId` and send the buyer to pay. A bad entry comes back with its message and
 * everything typed kept. While ordering is closed, nothing is opened.
 */
export async function submitOrderForm(request: Request, clientAddress: string, productId: ProductId) {
  const form = await readPostedForm(request);
  const product = findProduct(productId);
  if (!product?.onSale) throw new Response("This is not on sale.", { status: 404 });
  const shipsKit = Boolean(product.ships);
  const values = formValues(form, orderFields(shipsKit));
  const limit = await consumeLimit("publicForm", clientAddress);
  if (!limit.allowed) {
    return json<CheckoutAnswer>(
      { values, errors: { form: "Too many attempts from your connection. Please try again later." } },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const checked = checkOrderForm(values, shipsKit);
  if (!checked.ok) return json<CheckoutAnswer>({ values, errors: checked.errors }, { status: 400 });
  // The bootcamp costs what this buyer's limited offer says: if their address's offer ended
  // before the one the page showed, they see the price that holds before paying it.
  const bootcamp = productId === "bootcamp" ? await bootcampPriceFor(request, checked.buyer.email) : null;
  if (bootcamp?.changed)
    return json<CheckoutAnswer>({ values, errors: { form: offerEndedFor(checked.buyer.email, bootcamp.offer) } }, { status: 409, headers: bootcamp.headers });
  let checkoutUrl: string;
  try {
    // A signed-in member ordering for their own address is the same buyer as before.
    const signedIn = await currentUser(request);
    const buyerAccountId = signedIn && signedIn.email === normalizeEmail(checked.buyer.email) ? signedIn.id : null;
    checkoutUrl = await startCheckout(productId, checked.buyer, checked.shipping, { buyerAccountId, priceCents: bootcamp?.priceCents });
  } catch (error) {
    if (error instanceof OrderingClosedError) return json<CheckoutAnswer>({ values, errors: { form: checkoutCopy.closed } }, { status: 503 });
    console.error("[payments] could not open a checkout", productId, error);
    return json<CheckoutAnswer>({ values, errors: { form: pageWords("page.checkout").unavailable! } }, { status: 503 });
  }
  return redirect(checkoutUrl);
}

/** Why the price changed at the order: the offer for this address ended earlier than the page knew. */
function offerEndedFor(email: string, offer: BootcampOfferView): string {
  const { offerHours } = publishedOffer("bootcamp");
  return `The ${offerHours}-hour offer for ${email} ended on ${offer.endsOn}, ${offerHours} hours after that address first saw it, so the bootcamp is ${formatDollars(offer.priceDollars)} now. Press the button again to order at that price.`;
}
