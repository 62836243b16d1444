import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { PaymentMode } from "~/lib/order-form";
import { testCheckoutSessions } from "../../db/schema";
import { db } from "./db.server";
import { env, servesPublicAddress, siteUrl, type Env } from "./env.server";

// Two ways to take a payment behind one interface: Stripe Checkout when STRIPE_SECRET_KEY is
// set, else the built-in test-mode checkout (/test-checkout/{id}), which keeps its sessions
// in SQLite the way Stripe keeps them for us and completes the same flow with the same ids.
// A site at a public address without a key takes no orders at all (see choosePaymentMode).

export type CheckoutRequest = {
  orderId: string;
  productName: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  /**
   * Paths on this site, where the buyer returns; `{CHECKOUT_SESSION_ID}` is replaced by the
   * session id, as Stripe does. Only Stripe gets them as absolute addresses (on SITE_URL).
   */
  successPath: string;
  cancelPath: string;
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
  /** `url`: where the buyer pays, Stripe's page or a path on this site. */
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
        success_url: `${siteUrl}${request.successPath}`,
        cancel_url: `${siteUrl}${request.cancelPath}`,
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
        successUrl: request.successPath,
        cancelUrl: request.cancelPath,
      })
      .run();
    // A path, not SITE_URL: the buyer stays on whatever address they reached the site at,
    // which is the only one the order page's form-action 'self' lets the redirect go to.
    return { id, url: `/test-checkout/${id}` };
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

/** The test checkout's Pay button: the session is paid; returns where the buyer goes next (a path). */
export function completeTestCheckout(id: string): string | null {
  const session = findTestCheckout(id);
  if (!session) return null;
  if (session.status === "open") {
    db.update(testCheckoutSessions).set({ status: "complete", paymentReference: randomId("pi_test") }).where(eq(testCheckoutSessions.id, id)).run();
  }
  return session.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(id));
}

// ----------------------------------------------------------------

/**
 * With a key, Stripe. Without one, a trial run (SITE_URL unset, or naming this machine)
 * sells through the test checkout; a site at a public address does not, since anyone could
 * take everything for free there, unless the operator opts in with PAYMENTS=test.
 */
export function choosePaymentMode(settings: Pick<Env, "STRIPE_SECRET_KEY" | "PAYMENTS" | "NODE_ENV" | "SITE_URL">): PaymentMode {
  if (settings.STRIPE_SECRET_KEY) return "stripe";
  if (settings.PAYMENTS === "test" || !servesPublicAddress(settings)) return "test";
  return "closed";
}

export const paymentMode = (): PaymentMode => choosePaymentMode(env);

export const testModePayments = (): boolean => paymentMode() === "test";

/** The provider checkouts go through; null while ordering is closed. */
export function paymentProvider(): PaymentProvider | null {
  const mode = paymentMode();
  if (mode === "closed") return null;
  return mode === "stripe" ? stripeProvider : testProvider;
}
