import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { savedCardCopy } from "~/content/saved-card";
import type { ScheduledPayment } from "~/lib/instalments";
import type { PaymentMode } from "~/lib/order-form";
import { testCardCharges, testCheckoutSessions, testRefunds } from "~db/schema";
import { db, writeTransaction } from "~/server/platform/db.server";
import { env, servesPublicAddress, siteUrl, type Env } from "~/server/platform/env.server";

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
  /**
   * A plan in instalments: keep the card for later charges without the buyer, under this
   * customer (or a new one); `laterPayments`, what it will be charged and when, is stated
   * above the pay button.
   */
  saveCard?: { customerId: string | null; laterPayments?: ScheduledPayment[] };
  /** The session pays this instalment of the order, not the order. */
  instalmentId?: number;
  /** The session can be paid for this long (Stripe's default is a day; its least, 30 minutes). */
  expiresInMinutes?: number;
};

/** What a provider says about a checkout session when asked. */
export type SessionState = {
  id: string;
  paid: boolean;
  orderId: string | null;
  amountCents: number;
  /** The payment that refund events will name. */
  paymentReference: string | null;
  /** With a saved card: the customer and the card, for later charges. */
  customerId: string | null;
  paymentMethod: string | null;
  instalmentId: number | null;
};

/** A charge to a card saved at an earlier checkout, made without the buyer. */
export type SavedCardCharge = {
  customerId: string | null;
  paymentMethod: string;
  amountCents: number;
  currency: string;
  /** The same key always means the same charge: a retry with it never charges twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/** A decline: `declineCode` says why (card_declined, expired_card, authentication_required...). */
export type ChargeResult = { paid: true; paymentReference: string } | { paid: false; declineCode: string; paymentReference: string | null };

export type PaymentProvider = {
  name: "stripe" | "test";
  /** `url`: where the buyer pays, Stripe's page or a path on this site. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** null when the provider knows no such session. */
  retrieveSession(id: string): Promise<SessionState | null>;
  /** A decline is an answer; an error (network, provider down) leaves the outcome unknown. */
  chargeSavedCard(charge: SavedCardCharge): Promise<ChargeResult>;
  /**
   * Close a checkout so that it can no longer be paid; returns the session as it stands after
   * (paid, when the buyer paid before it closed), or null when the provider knows no such session.
   */
  expireCheckout(id: string): Promise<SessionState | null>;
  /** Give a payment back in full; the same payment always makes one refund. Returns the refund's id. */
  refund(paymentReference: string): Promise<string>;
};

/** A checkout was asked for while the site takes no orders (no payment provider; see choosePaymentMode). */
export class OrderingClosedError extends Error {
  constructor() {
    super("Ordering is closed: no payment provider is configured");
  }
}

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

/** The stored-credential disclosure, as Stripe's page shows it above its pay button. */
function savedCardMessage(laterPayments: ScheduledPayment[]): string {
  const charges = laterPayments.map(({ payment, amount, dueOn }) => `${amount} on ${dueOn} (${payment})`).join("; ");
  return `${savedCardCopy.intro} ${charges}. ${savedCardCopy.after} ${savedCardCopy.terms} Terms of Use: ${siteUrl}/terms`;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value ? (typeof value === "string" ? value : value.id) : null);

/** The parts of a Stripe Checkout Session we act on, retrieved with its payment intent expanded. */
function stripeSessionState(session: Stripe.Checkout.Session): SessionState {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const savesCard = intent?.setup_future_usage === "off_session";
  return {
    id: session.id,
    paid: session.payment_status === "paid",
    orderId: session.client_reference_id,
    amountCents: session.amount_total ?? 0,
    paymentReference: idOf(session.payment_intent),
    customerId: savesCard ? idOf(session.customer) : null,
    paymentMethod: savesCard ? idOf(intent?.payment_method) : null,
    instalmentId: session.metadata?.instalmentId ? Number(session.metadata.instalmentId) : null,
  };
}

const stripeProvider: PaymentProvider = {
  name: "stripe",
  async createCheckout(request) {
    const metadata = { orderId: request.orderId, ...(request.instalmentId ? { instalmentId: String(request.instalmentId) } : {}) };
    const customer = request.saveCard?.customerId;
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          { quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.productName } } },
        ],
        ...(customer ? { customer } : { customer_email: request.customerEmail }),
        ...(request.saveCard
          ? { payment_intent_data: { setup_future_usage: "off_session", metadata }, ...(customer ? {} : { customer_creation: "always" }) }
          : {}),
        client_reference_id: request.orderId,
        metadata,
        ...(request.saveCard?.laterPayments?.length ? { custom_text: { submit: { message: savedCardMessage(request.saveCard.laterPayments) } } } : {}),
        ...(request.expiresInMinutes ? { expires_at: Math.floor(Date.now() / 1000) + request.expiresInMinutes * 60 } : {}),
        success_url: `${siteUrl}${request.successPath}`,
        cancel_url: `${siteUrl}${request.cancelPath}`,
      },
      // A retried create (network blip) must not open a second session for one order. An
      // instalment may be paid through several sessions (one left, then another): the
      // package's own key covers its retries.
      request.instalmentId ? {} : { idempotencyKey: `checkout-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without an address`);
    return { id: session.id, url: session.url };
  },
  async retrieveSession(id) {
    try {
      return stripeSessionState(await stripe().checkout.sessions.retrieve(id, { expand: ["payment_intent"] }));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  },
  async expireCheckout(id) {
    try {
      await stripe().checkout.sessions.expire(id);
    } catch (error) {
      // Only an open session can be expired: one paid (or expired) meanwhile is read as it is.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    return this.retrieveSession(id);
  },
  async refund(paymentReference) {
    const refund = await stripe().refunds.create({ payment_intent: paymentReference }, { idempotencyKey: `refund-${paymentReference}` });
    return refund.id;
  },
  async chargeSavedCard(charge) {
    try {
      const intent = await stripe().paymentIntents.create(
        {
          amount: charge.amountCents,
          currency: charge.currency,
          ...(charge.customerId ? { customer: charge.customerId } : {}),
          payment_method: charge.paymentMethod,
          off_session: true,
          confirm: true,
          metadata: charge.metadata,
        },
        { idempotencyKey: charge.idempotencyKey },
      );
      if (intent.status === "succeeded") return { paid: true, paymentReference: intent.id };
      if (intent.status === "processing") throw new Error(`Payment ${intent.id} is still processing`);
      return { paid: false, declineCode: intent.status === "requires_action" ? "authentication_required" : intent.status, paymentReference: intent.id };
    } catch (error) {
      // Stripe answers a declined or unauthenticated off-session charge with a card error.
      if (error instanceof Stripe.errors.StripeCardError)
        return { paid: false, declineCode: error.code ?? "card_declined", paymentReference: idOf(error.payment_intent) };
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

/** The cards the test checkout offers for a plan in instalments; the second pays today and is declined later. */
export const TEST_CARDS = { pays: "pm_test_pays", "declined-later": "pm_test_declined_later" } as const;
export type TestCard = keyof typeof TEST_CARDS;

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
        instalmentId: request.instalmentId ?? null,
        saveCard: Boolean(request.saveCard),
        customerId: request.saveCard ? (request.saveCard.customerId ?? randomId("cus_test")) : null,
        expiresAt: new Date(Date.now() + (request.expiresInMinutes ?? 24 * 60) * 60_000),
      })
      .run();
    // A path, not SITE_URL: the buyer stays on whatever address they reached the site at,
    // which is the only one the order page's form-action 'self' lets the redirect go to.
    return { id, url: `/test-checkout/${id}` };
  },
  async retrieveSession(id) {
    const session = findTestCheckout(id);
    if (!session) return null;
    return {
      id,
      paid: session.status === "complete",
      orderId: session.orderId,
      amountCents: session.amountCents,
      paymentReference: session.paymentReference,
      customerId: session.saveCard ? session.customerId : null,
      paymentMethod: session.saveCard ? session.paymentMethod : null,
      instalmentId: session.instalmentId,
    };
  },
  async expireCheckout(id) {
    db.update(testCheckoutSessions)
      .set({ status: "expired" })
      .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, "open")))
      .run();
    return this.retrieveSession(id);
  },
  async refund(paymentReference) {
    return writeTransaction((tx) => {
      const earlier = tx.select().from(testRefunds).where(eq(testRefunds.paymentReference, paymentReference)).get();
      if (earlier) return earlier.refundReference;
      const payment =
        tx
          .select({ amountCents: testCheckoutSessions.amountCents })
          .from(testCheckoutSessions)
          .where(eq(testCheckoutSessions.paymentReference, paymentReference))
          .get() ??
        tx.select({ amountCents: testCardCharges.amountCents }).from(testCardCharges).where(eq(testCardCharges.paymentReference, paymentReference)).get();
      if (!payment) throw new Error(`The test checkout took no payment ${paymentReference}`);
      const refundReference = randomId("re_test");
      tx.insert(testRefunds).values({ paymentReference, refundReference, amountCents: payment.amountCents }).run();
      return refundReference;
    });
  },
  async chargeSavedCard(charge) {
    const answer = (row: typeof testCardCharges.$inferSelect): ChargeResult =>
      row.declineCode
        ? { paid: false, declineCode: row.declineCode, paymentReference: row.paymentReference }
        : { paid: true, paymentReference: row.paymentReference };
    return writeTransaction((tx) => {
      const earlier = tx.select().from(testCardCharges).where(eq(testCardCharges.idempotencyKey, charge.idempotencyKey)).get();
      if (earlier) return answer(earlier);
      const row = {
        idempotencyKey: charge.idempotencyKey,
        paymentMethod: charge.paymentMethod,
        amountCents: charge.amountCents,
        declineCode: charge.paymentMethod === TEST_CARDS.pays ? null : "card_declined",
        paymentReference: randomId("pi_test"),
        createdAt: new Date(),
      };
      tx.insert(testCardCharges).values(row).run();
      return answer(row);
    });
  },
};

export function findTestCheckout(id: string) {
  return db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).get();
}

/** Whether a test checkout can still be paid: open, and not past its time (as a Stripe session). */
export const isPayableTestCheckout = (session: Pick<typeof testCheckoutSessions.$inferSelect, "status" | "expiresAt">, now = new Date()) =>
  session.status === "open" && (!session.expiresAt || session.expiresAt > now);

/** The test checkout's Pay button, with the card chosen: the session is paid; returns where the buyer goes next (a path), or null when it cannot be paid. */
export function completeTestCheckout(id: string, card: TestCard = "pays"): string | null {
  const session = findTestCheckout(id);
  if (!session || (session.status !== "complete" && !isPayableTestCheckout(session))) return null;
  if (session.status === "open") {
    db.update(testCheckoutSessions)
      .set({ status: "complete", paymentReference: randomId("pi_test"), paymentMethod: TEST_CARDS[card] })
      .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, "open")))
      .run();
    // Closed a moment ago (an admin's charge, the worker): nothing was paid.
    if (findTestCheckout(id)?.status !== "complete") return null;
  }
  return session.successUrl.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(id));
}

// ----------------------------------------------------------------

/**
 * With a key, Stripe. Without one, a trial run (`npm start` on a developer's machine, SITE_URL
 * unset or naming this machine) sells through the test checkout; a production deploy
 * (NODE_ENV=production from the environment) or a site at a public address does not, since
 * anyone could take everything for free there, unless the operator opts in with PAYMENTS=test.
 */
export function choosePaymentMode(settings: Pick<Env, "STRIPE_SECRET_KEY" | "PAYMENTS" | "NODE_ENV" | "NODE_ENV_DEFAULTED" | "SITE_URL">): PaymentMode {
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
