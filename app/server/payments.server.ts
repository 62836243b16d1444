import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { testCheckoutSessions } from "../../db/schema";
import { db } from "./db.server";
import { env, siteUrl } from "./env.server";

// Two ways to take a payment behind one interface: Stripe Checkout when STRIPE_SECRET_KEY is
// set, else the built-in test-mode checkout (/test-checkout/{id}), which keeps its sessions
// in SQLite the way Stripe keeps them for us and completes the same flow with the same ids.

export type CheckoutRequest = {
  orderId: string;
  productName: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  /** Absolute; `{CHECKOUT_SESSION_ID}` is replaced by the session id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
};

/** What a provider says about a checkout session when asked. */
export type SessionState = {
  id: string;
  paid: boolean;
  orderId: string | null;
  amountCents: number;
  /** The payment that refund events will name. */
  paymentReference: string | null;
};

export type PaymentProvider = {
  name: "stripe" | "test";
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** null when the provider knows no such session. */
  retrieveSession(id: string): Promise<SessionState | null>;
};

// ---------------------------------------------------------------- Stripe

let stripeClient: Stripe | undefined;

function stripe(): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  if (!stripeClient) {
    const apiUrl = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    stripeClient = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(apiUrl ? { host: apiUrl.hostname, port: apiUrl.port, protocol: apiUrl.protocol === "http:" ? "http" : "https" } : {}),
    });
  }
  return stripeClient;
}

function paymentIntentId(value: string | Stripe.PaymentIntent | null): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** The parts of a Stripe Checkout Session we act on (from a retrieval or a webhook event). */
export function stripeSessionState(session: Stripe.Checkout.Session): SessionState {
  return {
    id: session.id,
    paid: session.payment_status === "paid",
    orderId: session.client_reference_id,
    amountCents: session.amount_total ?? 0,
    paymentReference: paymentIntentId(session.payment_intent),
  };
}

const stripeProvider: PaymentProvider = {
  name: "stripe",
  async createCheckout(request) {
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.productName } } }],
        customer_email: request.customerEmail,
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retried create (network blip) must not open a second session for one order.
      { idempotencyKey: `checkout-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without an address`);
    return { id: session.id, url: session.url };
  },
  async retrieveSession(id) {
    try {
      return stripeSessionState(await stripe().checkout.sessions.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  },
};

/** A verified webhook event, or an error when the signature does not match STRIPE_WEBHOOK_SECRET. */
export function verifiedStripeEvent(rawBody: string, signature: string): Stripe.Event {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  return stripe().webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
}

// ---------------------------------------------------------------- built-in test mode

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(18).toString("base64url")}`;

const testProvider: PaymentProvider = {
  name: "test",
  async createCheckout(request) {
    const id = randomId("cs_test");
    db.insert(testCheckoutSessions)
      .values({
        id,
        orderId: request.orderId,
        amountCents: request.amountCents,
        currency: request.currency,
        productName: request.productName,
        customerEmail: request.customerEmail,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      })
      .run();
    return { id, url: `${siteUrl}/test-checkout/${id}` };
  },
  async retrieveSession(id) {
    const session = findTestCheckout(id);
    if (!session) return null;
    return { id, paid: session.status === "complete", orderId: session.orderId, amountCents: session.amountCents, paymentReference: session.paymentReference };
  },
};

export function findTestCheckout(id: string) {
  return db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).get();
}

/** The test checkout's Pay button: the session is paid; returns where the buyer goes next. */
export function completeTestCheckout(id: string): string | null {
  const session = findTestCheckout(id);
  if (!session) return null;
  if (session.status === "open") {
    db.update(testCheckoutSessions).set({ status: "complete", paymentReference: randomId("pi_test") }).where(eq(testCheckoutSessions.id, id)).run();
  }
  return session.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(id));
}

// ----------------------------------------------------------------

export function paymentProvider(): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripeProvider : testProvider;
}

export const testModePayments = (): boolean => paymentProvider().name === "test";
