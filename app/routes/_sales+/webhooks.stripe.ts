import type { ActionFunctionArgs } from "@remix-run/node";
import { env } from "~/server/platform/env.server";
import { verifiedStripeEvent } from "~/server/sales/payments.server";
import { postOnly } from "~/server/platform/request.server";
import { handleStripeEvent } from "~/server/sales/stripe-events.server";

// Stripe's webhook endpoint (register https://<your site>/webhooks/stripe for
// checkout.session.completed, checkout.session.async_payment_succeeded,
// payment_intent.succeeded, payment_intent.payment_failed and charge.refunded).
export async function action({ request }: ActionFunctionArgs) {
  if (!env.STRIPE_SECRET_KEY) return new Response("Stripe is not configured on this site.", { status: 404 });
  const signature = request.headers.get("stripe-signature");
  const body = await request.text(); // the exact bytes Stripe signed
  let event;
  try {
    event = verifiedStripeEvent(body, signature ?? "");
  } catch {
    return new Response("Invalid signature.", { status: 400 });
  }
  try {
    await handleStripeEvent(event);
  } catch (error) {
    // A 500 makes Stripe retry later, which is what a passing fault (the database busy) needs.
    console.error("[payments] webhook event failed", event.id, event.type, error);
    return new Response("Could not process the event.", { status: 500 });
  }
  return Response.json({ received: true });
}

export const loader = postOnly;
