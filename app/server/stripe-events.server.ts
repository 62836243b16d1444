import type Stripe from "stripe";
import { stripeSessionState } from "./payments.server";
import { fulfilOrder, refundPayment } from "./purchases.server";

/**
 * What a verified Stripe webhook event changes: a paid checkout is fulfilled even when the
 * buyer closed the tab before returning, and a full refund closes what it bought. Events
 * arrive at least once and in any order; both handlers are idempotent.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      await fulfilOrder(stripeSessionState(event.data.object));
      return;
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
      // A partial refund leaves access as it is; the admin decides what it means.
      if (charge.refunded && paymentIntent) refundPayment(paymentIntent);
      return;
    }
    default:
      return;
  }
}
