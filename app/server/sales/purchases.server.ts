import { companyFacts } from "~/server/platform/site-texts.server";
import crypto from "node:crypto";
import { and, desc, eq, isNotNull, lt } from "drizzle-orm";
import { BOOTCAMP_COURSE_ID } from "~/lib/course-content";
import type { SoldKits } from "~/content/kits";
import { type ProductId } from "~/content/products";
import { findProduct, inclusionsOf, orderInclusionColumns, orderInclusions, type Product } from "~/server/platform/offers.server";
import { formatCents } from "~/lib/money";
import { fullDateInZone } from "~/lib/calendar-dates";
import { orderNumber } from "~/lib/order-number";
import type { OrderForm, OrderShipment, PaymentOutcome, ShippingDetails } from "~/lib/order-form";
import { normalizeEmail } from "~/server/platform/email-address.server";
import { checkoutReminders, coursePurchases, orders, users } from "~db/schema";
import { db, writeTransaction } from "~/server/platform/db.server";
import { purchaseEmail } from "~/server/sales/sales-emails.server";
import { env } from "~/server/platform/env.server";
import { announcedLaterPayments, laterPayments, scheduleInstalments, stopInstalments } from "~/server/sales/instalment-schedule.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { hashPassword } from "~/server/platform/passwords.server";
import { OrderingClosedError, paymentProvider, testModePayments, type PaymentProvider, type SessionState } from "~/server/sales/payments.server";
import { seal, unseal } from "~/server/platform/sealed-box.server";
import { kitsAsSoldNow, orderShipment, soldKitColumns } from "~/server/sales/shipping.server";
import { mailPasswordLink } from "~/server/accounts/password-reset.server";
import { generateTemporaryPassword } from "~/server/accounts/temporary-password.server";
import { findUserByEmail, insertUser } from "~/server/accounts/users.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A new buyer's temporary password waits this long to be shown; after that, 'forgot password'. */
const CREDENTIALS_KEPT_MS = DAY_MS;

/** Where a buyer starts: the bootcamp's course area, the training-only page, or the member welcome. */
function accessPathFor(product: Product): string {
  if (product.grantsBootcamp) return "/course-access";
  return product.id === "training-only" ? "/training-access" : "/welcome";
}

/** How long after an unpaid order its buyer gets the one reminder (checkout-reminders.server.ts). */
export const CHECKOUT_REMINDER_DELAY_MS = 60 * 60 * 1000;

/**
 * Open an order and a checkout session for it; returns the checkout's address (Stripe's page,
 * or a path here). A product that ships kits is ordered with the address they go to (and the
 * kits promised are recorded with it); any other product, without one. The order keeps what
 * the offer includes now (fulfilment and the member's plan read that). The order gets its
 * reminder for the case it is not paid, unless it `reopens` an order that already had one
 * (from that reminder's link, at that order's price).
 */
export async function startCheckout(
  productId: ProductId,
  buyer: OrderForm,
  shipping: ShippingDetails | null = null,
  {
    reopens,
    buyerAccountId = null,
    priceCents,
    now = new Date(),
  }: {
    /** The order a reminder's link reopens: at its price, with its instalment schedule, inclusions and kits (under their names as sold), whatever the offer says now. */
    reopens?: Pick<typeof orders.$inferSelect, "amountCents" | "instalmentSchedule" | "inclusions"> & { orderId: string; ships: SoldKits | null };
    /** The signed-in account ordering for its own address: it gets the purchase at once, and a plan reuses its customer at the provider. */
    buyerAccountId?: string | null;
    priceCents?: number;
    now?: Date;
  } = {},
): Promise<string> {
  const product = findProduct(productId);
  if (!product) throw new Error(`Unknown product ${productId}`);
  const ships = reopens ? reopens.ships : product.ships && kitsAsSoldNow(product.ships);
  if (Boolean(ships) !== Boolean(shipping)) throw new Error(`${product.name} is ordered ${ships ? "with" : "without"} a shipping address`);
  const provider = paymentProvider();
  if (!provider) throw new OrderingClosedError();
  const orderId = crypto.randomUUID();
  const email = normalizeEmail(buyer.email);
  const amountCents = reopens?.amountCents ?? priceCents ?? product.amountCents;
  const instalmentSchedule = reopens ? reopens.instalmentSchedule : product.instalments;
  const inclusions = reopens ? orderInclusions(reopens) : inclusionsOf(product.id);
  writeTransaction((tx) => {
    tx.insert(orders)
      .values({
        id: orderId,
        product: product.id,
        amountCents,
        provider: provider.name,
        buyerEmail: email,
        buyerFirstName: buyer.firstName,
        buyerLastName: buyer.lastName || null,
        placedByUserId: buyerAccountId,
        marketingConsent: buyer.marketingConsent === "yes",
        instalmentSchedule,
        ...orderInclusionColumns(inclusions),
        ...(ships && shipping
          ? {
              ...soldKitColumns(ships),
              shippingStreet: shipping.street,
              shippingStreet2: shipping.street2 || null,
              shippingCity: shipping.city,
              shippingState: shipping.state,
              shippingZip: shipping.zip,
              buyerPhone: shipping.phone,
            }
          : {}),
      })
      .run();
    if (reopens) tx.update(checkoutReminders).set({ reopenedOrderId: orderId }).where(eq(checkoutReminders.orderId, reopens.orderId)).run();
    else
      tx.insert(checkoutReminders)
        .values({ orderId, dueAt: new Date(now.getTime() + CHECKOUT_REMINDER_DELAY_MS) })
        .run();
  });
  const successPath = product.grantsBootcamp ? "/course-access" : "/order/complete";
  const session = await provider.createCheckout({
    orderId,
    productName: product.name,
    amountCents,
    currency: "usd",
    customerEmail: email,
    successPath: `${successPath}?session_id={CHECKOUT_SESSION_ID}`,
    cancelPath: `${product.orderPath}${product.orderPath.includes("?") ? "&" : "?"}checkout=cancelled`,
    ...(instalmentSchedule
      ? {
          saveCard: {
            customerId: buyerAccountId ? customerOf(buyerAccountId, provider.name) : null,
            laterPayments: announcedLaterPayments(instalmentSchedule, now),
          },
        }
      : {}),
  });
  db.update(orders).set({ providerSessionId: session.id }).where(eq(orders.id, orderId)).run();
  return session.url;
}

/**
 * The signed-in buyer's customer record at the provider from an earlier plan of their account,
 * so one buyer is one customer. Never found by a typed e-mail: anyone can type anyone's, and a
 * checkout opened for someone else's customer would save the stranger's card to it.
 */
function customerOf(accountId: string, providerName: PaymentProvider["name"]): string | null {
  const earlier = db
    .select({ customerId: orders.providerCustomerId })
    .from(orders)
    .where(and(eq(orders.userId, accountId), eq(orders.provider, providerName), isNotNull(orders.providerCustomerId)))
    .orderBy(desc(orders.createdAt))
    .get();
  return earlier?.customerId ?? null;
}

export type Credentials = { email: string; temporaryPassword: string };

export type Verification =
  | { success: true; orderId: string; product: Product; email: string; newUser: Credentials | null; awaitsClaim: boolean; shipment: OrderShipment | null }
  | { success: false };

/**
 * The buyer's return from checkout (/order/complete, or the bootcamp's course area): ask
 * the provider whether the session is paid, fulfil the order if nobody has yet, and hand out
 * a new account's temporary password the first time only. Safe to run any number of times.
 */
export async function verifyCheckout(sessionId: string, now = new Date()): Promise<Verification> {
  if (!sessionId || sessionId.length > 255) return { success: false };
  const order = db.select().from(orders).where(eq(orders.providerSessionId, sessionId)).get();
  const product = order && findProduct(order.product);
  if (!order || !product) return { success: false };
  if (order.status === "pending") {
    // Only the provider that opened the session may say it is paid, and only while the site
    // still sells through it: a test checkout left open proves nothing once Stripe is on.
    const provider = paymentProvider();
    if (provider?.name !== order.provider) return { success: false };
    const state = await provider.retrieveSession(sessionId).catch((error: unknown) => {
      // The session id claims a new buyer's temporary password: it stays out of the log.
      const reason = error instanceof Error ? error.message.replaceAll(sessionId, "[redacted]") : "unknown error";
      console.error(`[payments] could not verify a checkout session for order ${order.id}: ${reason}`);
      return null;
    });
    if (!state?.paid) return { success: false };
    await fulfilOrder(state, now);
  }
  const fulfilled = db.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, order.id)).get();
  if (fulfilled?.status !== "paid") return { success: false };
  return {
    success: true,
    orderId: order.id,
    product,
    email: order.buyerEmail,
    newUser: claimCredentials(order.id),
    awaitsClaim: !fulfilled.userId,
    shipment: orderShipment(order),
  };
}

/** What the buyer's return page shows for `?session_id=`. */
export async function paymentOutcome(sessionId: string): Promise<PaymentOutcome> {
  const verification = await verifyCheckout(sessionId);
  if (!verification.success) return { success: false, support: { email: companyFacts().supportEmail, phone: companyFacts().supportPhone } };
  const { orderId, product, email, newUser, awaitsClaim, shipment } = verification;
  return {
    success: true,
    orderNumber: orderNumber(orderId),
    productName: product.name,
    email,
    startPath: accessPathFor(product),
    newUser,
    awaitsClaim,
    shipment,
    testMode: testModePayments(),
  };
}

/**
 * Mark an order paid and give the buyer what they bought: an account if they have none
 * (temporary password, must change it), the course purchase, the receipt. The page and the
 * webhook may both get here at once; the transaction re-checks, so only the first acts.
 */
export async function fulfilOrder(state: SessionState, now = new Date()): Promise<void> {
  const order = db.select().from(orders).where(eq(orders.providerSessionId, state.id)).get();
  if (!order || order.status !== "pending" || !state.paid) return;
  const product = findProduct(order.product);
  if (!product) throw new Error(`Order ${order.id} is for unknown product ${order.product}`);
  if (state.orderId !== order.id || state.amountCents !== order.amountCents) {
    throw new Error(`Checkout session ${state.id} does not match order ${order.id} (${state.amountCents} cents paid, ${order.amountCents} ordered)`);
  }
  // A new buyer needs a password. Hashing is slow and asynchronous, so it happens before the
  // transaction (which cannot wait), and only when the address has no account yet.
  const temporaryPassword = findUserByEmail(order.buyerEmail) ? null : generateTemporaryPassword();
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;

  writeTransaction((tx) => {
    const current = tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)).get();
    if (current?.status !== "pending") return;
    const existing = tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, order.buyerEmail)).get();
    // The account was deleted while the password was being hashed: let the caller try again.
    if (!existing && !passwordHash) throw new Error(`The account for order ${order.id} disappeared during fulfilment`);
    // An existing account gets the order at once when it placed the order itself, signed in;
    // otherwise only once the address's owner proves the mailbox and chooses the password
    // (order-claims.server.ts): whoever made the account may not own the address.
    const placedBySelf = Boolean(existing && order.placedByUserId === existing.id);
    const userId = existing
      ? placedBySelf
        ? existing.id
        : null
      : insertUser(tx, {
          email: order.buyerEmail,
          passwordHash: passwordHash!,
          firstName: order.buyerFirstName,
          lastName: order.buyerLastName,
          needsPasswordChange: true,
          emailConfirmed: true,
        });
    tx.update(orders)
      .set({
        status: "paid",
        paidAt: now,
        userId,
        paymentReference: state.paymentReference,
        providerCustomerId: state.customerId,
        savedPaymentMethod: state.paymentMethod,
        sealedCredentials: existing ? null : seal({ email: order.buyerEmail, temporaryPassword: temporaryPassword! } satisfies Credentials),
      })
      .where(eq(orders.id, order.id))
      .run();
    if (order.instalmentSchedule) scheduleInstalments(tx, order.id, order.instalmentSchedule, now);
    if (existing && !placedBySelf) mailPasswordLink(tx, existing, "purchase", now, product.name);
    if (userId && product.grantsBootcamp) {
      tx.insert(coursePurchases)
        .values({ userId, courseId: BOOTCAMP_COURSE_ID, orderId: order.id, providerSessionId: state.id, status: "completed" })
        .onConflictDoNothing()
        .run();
    }
    const receipt = purchaseEmail({
      to: order.buyerEmail,
      firstName: order.buyerFirstName,
      orderNumber: orderNumber(order.id),
      paidOn: fullDateInZone(now, env.HOST_TIMEZONE),
      productName: product.name,
      amount: formatCents(order.amountCents),
      laterPayments: laterPayments(tx, order),
      accessPath: accessPathFor(product),
      newAccount: !existing,
      shipment: orderShipment(order),
    });
    enqueue({ kind: "email", payload: receipt }, now);
  });
}

/** The new account's password, the first time it is asked for; null ever after. */
function claimCredentials(orderId: string): Credentials | null {
  const sealed = writeTransaction((tx) => {
    const row = tx.select({ sealed: orders.sealedCredentials }).from(orders).where(eq(orders.id, orderId)).get();
    if (row?.sealed) tx.update(orders).set({ sealedCredentials: null }).where(eq(orders.id, orderId)).run();
    return row?.sealed ?? null;
  });
  return sealed ? unseal<Credentials>(sealed) : null;
}

/** A full refund: the order is marked refunded, the course it opened closes again, and a plan's later payments are not collected. */
export function refundPayment(paymentReference: string, now = new Date()): boolean {
  return writeTransaction((tx) => {
    const order = tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentReference, paymentReference), eq(orders.status, "paid")))
      .get();
    if (!order) return false;
    tx.update(orders).set({ status: "refunded", refundedAt: now }).where(eq(orders.id, order.id)).run();
    tx.update(coursePurchases).set({ status: "refunded" }).where(eq(coursePurchases.orderId, order.id)).run();
    stopInstalments(tx, order.id);
    return true;
  });
}

/** Temporary passwords nobody came back for are dropped; the receipt points to 'forgot password'. */
export function forgetUnclaimedCredentials(now: Date): number {
  return db
    .update(orders)
    .set({ sealedCredentials: null })
    .where(and(isNotNull(orders.sealedCredentials), lt(orders.paidAt, new Date(now.getTime() - CREDENTIALS_KEPT_MS))))
    .run().changes;
}
