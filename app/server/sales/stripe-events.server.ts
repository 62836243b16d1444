import type Stripe from "stripe";
import { settleCharge } from "~/server/sales/instalment-charging.server";
import { settlePaidInstalmentSession } from "~/server/sales/instalment-settlement.server";
import { paymentProvider } from "~/server/sales/payments.server";
import { fulfilOrder, refundPayment } from "~/server/sales/purchases.server";

/**
 * What a verified Stripe webhook event changes: a paid checkout is fulfilled even when the
 * buyer closed the tab before returning (an order, or one instalment paid through its link),
 * a charge to a saved card is recorded even when the process that made it died before the
 * answer, and a full refund closes what it bought. Events arrive at least once and in any
 * order; every handler is idempotent.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      // Asked again, with its payment expanded: the event does not carry the card saved.
      const state = await paymentProvider()?.retrieveSession(event.data.object.id);
      if (!state) return;
      if (state.instalmentId === null) await fulfilOrder(state);
      else settlePaidInstalmentSession(state);
      return;
    }
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const instalmentId = Number(intent.metadata?.instalmentId);
      const attempt = Number(intent.metadata?.attempt);
      // Only charges to a saved card name their attempt; a checkout's payment is settled above.
      if (!Number.isInteger(instalmentId) || !Number.isInteger(attempt)) return;
      const result =
        event.type === "payment_intent.succeeded"
          ? ({ paid: true, paymentReference: intent.id } as const)
          : ({ paid: false, declineCode: intent.last_payment_error?.code ?? "card_declined", paymentReference: intent.id } as const);
      settleCharge(instalmentId, attempt, result);
      return;
    }
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
