import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, max, sql } from "drizzle-orm";
import { findProduct, type InstalmentSchedule } from "~/content/products";
import { formatCents } from "~/lib/money";
import { fullDateInZone } from "~/lib/calendar-dates";
import { orderNumber } from "~/lib/order-number";
import type { InstalmentStatus, InstalmentView, ScheduledPayment } from "~/lib/instalments";
import { instalmentCharges, instalments, orders, paymentRefunds } from "../../db/schema";
import { recordAudit, type Actor } from "./audit.server";
import { db, writeTransaction, type AppDatabase } from "./db.server";
import { instalmentFailedEmail, instalmentReceiptEmail } from "./emails.server";
import { env, siteUrl } from "./env.server";
import { enqueue } from "./outbox.server";
import { OrderingClosedError, paymentProvider, type ChargeResult, type PaymentProvider, type SessionState } from "./payments.server";
import { periodicWork } from "./periodic.server";
import { idFromSignedToken, signedId } from "./signed-links.server";
import { keysetPage, pageKeyOf, type PageFrom } from "~/server/platform/keyset.server";

// The later payments of a plan sold in instalments. Each is a row with a due time; the
// worker charges the card saved at checkout when it falls due, tries again on the retry
// schedule (INSTALMENT_RETRY_DAYS after the due date) and lapses the plan after the last
// failure, which pauses what it bought (member-access.server.ts) until the instalment is
// paid. Every charge is first written down with its attempt number, which is also the
// provider's idempotency key: a charge cut off by a crash is taken up again with the same key
// once its lease has run out, so no instalment is charged twice.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A charge under way is left to its process this long; after that it is taken to have crashed. */
export const CHARGE_LEASE_MS = 2 * 60 * 1000;
/** A checkout for one instalment can be paid for this long; the saved card is left alone meanwhile (and a little longer). */
const PAY_LINK_CHECKOUT_MINUTES = 60;
const PAY_LINK_HOLD_MS = (PAY_LINK_CHECKOUT_MINUTES + 5) * 60 * 1000;
/** An open checkout is handed out again only while it has this long left to be paid in. */
const CHECKOUT_REUSE_MARGIN_MS = 10 * 60 * 1000;
const BATCH_SIZE = 100;
/** Charges in flight at once: the provider answers slowly, the database quickly. */
const CONCURRENT_CHARGES = 8;

type Instalment = typeof instalments.$inferSelect;
type Order = typeof orders.$inferSelect;

/** A pay link works while the plan can still be put right: until 90 days after the instalment's lapse deadline. */
const PAY_LINK_DAYS_AFTER_DEADLINE = 90;
export const instalmentPayPath = (instalment: Pick<Instalment, "id" | "dueAt">) =>
  `/pay/${signedId("pay-instalment", instalment.id, new Date(lapseDeadline(instalment.dueAt).getTime() + PAY_LINK_DAYS_AFTER_DEADLINE * DAY_MS))}`;
export const instalmentIdFromToken = (token: string, now = new Date()) => idFromSignedToken("pay-instalment", token, now);

const dateForBuyer = (date: Date) => fullDateInZone(date, env.HOST_TIMEZONE);
const paymentOf = (number: number, payments: number) => `payment ${number} of ${payments}`;
const paymentLabel = (instalment: Pick<Instalment, "number">, order: Pick<Order, "product">) =>
  paymentOf(instalment.number, findProduct(order.product)?.instalments?.payments ?? instalment.number);

/** When each later payment of a plan whose first payment is made at `paidAt` falls due: payment 2 first. */
const dueDates = (schedule: InstalmentSchedule, paidAt: Date) =>
  Array.from({ length: schedule.payments - 1 }, (_, index) => new Date(paidAt.getTime() + (index + 1) * schedule.intervalDays * DAY_MS));

/** The later payments of a plan whose first payment was made at `paidAt`, in the transaction that records it. */
export function scheduleInstalments(tx: AppDatabase, orderId: string, schedule: InstalmentSchedule, paidAt: Date): void {
  dueDates(schedule, paidAt).forEach((dueAt, index) => {
    tx.insert(instalments).values({ orderId, number: index + 2, amountCents: schedule.amountCents, dueAt, nextAttemptAt: dueAt }).run();
  });
}

/**
 * What the saved card will be charged, and when, for a plan paid for now: what the checkout
 * states before the buyer pays (the card networks' stored-credential disclosure). The same
 * dates the receipt then lists, counted from the moment of payment.
 */
export function announcedLaterPayments(schedule: InstalmentSchedule | null, now = new Date()): ScheduledPayment[] {
  if (!schedule) return [];
  return dueDates(schedule, now).map((dueAt, index) => ({ payment: paymentOf(index + 2, schedule.payments), amount: formatCents(schedule.amountCents), dueOn: dateForBuyer(dueAt) }));
}

/** For the checkout that opens order `orderId` (not one paying an instalment): what its kept card will be charged, and when, if paid now. */
export function announcedLaterPaymentsOfOrder(orderId: string, now = new Date()): ScheduledPayment[] {
  const order = db.select({ product: orders.product }).from(orders).where(eq(orders.id, orderId)).get();
  return announcedLaterPayments((order && findProduct(order.product)?.instalments) ?? null, now);
}

/** The payments of a plan still to come, in order, as a receipt lists them. */
export function laterPayments(database: AppDatabase, order: Pick<Order, "id" | "product">): ScheduledPayment[] {
  return database
    .select({ number: instalments.number, amountCents: instalments.amountCents, dueAt: instalments.dueAt })
    .from(instalments)
    .where(and(eq(instalments.orderId, order.id), inArray(instalments.status, ["scheduled", "retrying", "lapsed"])))
    .orderBy(asc(instalments.number))
    .all()
    .map((instalment) => ({ payment: paymentLabel(instalment, order), amount: formatCents(instalment.amountCents), dueOn: dateForBuyer(instalment.dueAt) }));
}

/** A refund ends the plan: nothing more is charged. */
export function stopInstalments(tx: AppDatabase, orderId: string): void {
  tx.update(instalments).set({ nextAttemptAt: null }).where(eq(instalments.orderId, orderId)).run();
}

/**
 * After a failed charge at `now`: the next try, the first of the due date and the retry days
 * after it that is still ahead; none left means the plan lapses.
 */
export function nextRetry(dueAt: Date, now: Date, retryDays: readonly number[] = env.INSTALMENT_RETRY_DAYS): Date | null {
  const tries = [0, ...retryDays].map((days) => new Date(dueAt.getTime() + days * DAY_MS));
  return tries.find((time) => time.getTime() > now.getTime()) ?? null;
}

/**
 * The end of the dunning window: the last retry, INSTALMENT_RETRY_DAYS after the due date. An
 * instalment not paid by then lapses its plan, whether or not a charge runs at that moment;
 * nothing (a pay link opened, say) puts its next charge later than this.
 */
export const lapseDeadline = (dueAt: Date, retryDays: readonly number[] = env.INSTALMENT_RETRY_DAYS): Date => new Date(dueAt.getTime() + Math.max(0, ...retryDays) * DAY_MS);

// ---------------------------------------------------------------- charging

type Claim = {
  instalmentId: number;
  attempt: number;
  amountCents: number;
  currency: string;
  orderId: string;
  customerId: string | null;
  paymentMethod: string | null;
};

const idempotencyKey = (claim: Pick<Claim, "instalmentId" | "attempt">) => `instalment-${claim.instalmentId}-attempt-${claim.attempt}`;

// A new charge is made to the card saved on the order now; a resumed one exactly as first sent.
const newChargeColumns = {
  instalmentId: instalments.id,
  amountCents: instalments.amountCents,
  currency: orders.currency,
  orderId: orders.id,
  customerId: orders.providerCustomerId,
  paymentMethod: orders.savedPaymentMethod,
};
const resumedChargeColumns = {
  instalmentId: instalmentCharges.instalmentId,
  attempt: instalmentCharges.attempt,
  amountCents: instalmentCharges.amountCents,
  currency: orders.currency,
  orderId: orders.id,
  customerId: instalmentCharges.customerId,
  paymentMethod: instalmentCharges.paymentMethod,
};

type ProviderName = PaymentProvider["name"];

// An instalment with a pay-link checkout open is charged once that checkout is closed (closeCheckoutsOfDueInstalments).
const dueInstalments = (providerName: ProviderName, now: Date) =>
  and(lte(instalments.nextAttemptAt, now), isNull(instalments.checkoutSessionId), eq(orders.status, "paid"), eq(orders.provider, providerName));
const abandonedCharges = (providerName: ProviderName, now: Date) =>
  and(eq(instalmentCharges.status, "charging"), lte(instalmentCharges.leaseUntil, now), eq(orders.provider, providerName));

/** Write down a new charge of an instalment, with what it sends, and take the instalment off the schedule while it runs. */
function startCharge(tx: AppDatabase, charge: Omit<Claim, "attempt">, trigger: "schedule" | "admin", now: Date): Claim {
  const last = tx.select({ attempt: max(instalmentCharges.attempt) }).from(instalmentCharges).where(eq(instalmentCharges.instalmentId, charge.instalmentId)).get();
  const attempt = (last?.attempt ?? 0) + 1;
  tx.insert(instalmentCharges)
    .values({
      instalmentId: charge.instalmentId,
      attempt,
      amountCents: charge.amountCents,
      customerId: charge.customerId,
      paymentMethod: charge.paymentMethod,
      trigger,
      leaseUntil: new Date(now.getTime() + CHARGE_LEASE_MS),
      startedAt: now,
    })
    .run();
  tx.update(instalments).set({ nextAttemptAt: null }).where(eq(instalments.id, charge.instalmentId)).run();
  return { ...charge, attempt };
}

/**
 * Take the charges to make now, in one write transaction so that no two processes take the
 * same: charges whose process died (lease run out; same attempt, same key) and instalments
 * whose time has come (a new attempt).
 */
function claimCharges(providerName: ProviderName, now: Date): Claim[] {
  const lookFirst =
    db.select({ id: instalments.id }).from(instalments).innerJoin(orders, eq(orders.id, instalments.orderId)).where(dueInstalments(providerName, now)).limit(1).get() ??
    db
      .select({ id: instalmentCharges.instalmentId })
      .from(instalmentCharges)
      .innerJoin(instalments, eq(instalments.id, instalmentCharges.instalmentId))
      .innerJoin(orders, eq(orders.id, instalments.orderId))
      .where(abandonedCharges(providerName, now))
      .limit(1)
      .get();
  if (!lookFirst) return [];
  return writeTransaction((tx) => {
    const leaseUntil = new Date(now.getTime() + CHARGE_LEASE_MS);
    const resumed = tx
      .select(resumedChargeColumns)
      .from(instalmentCharges)
      .innerJoin(instalments, eq(instalments.id, instalmentCharges.instalmentId))
      .innerJoin(orders, eq(orders.id, instalments.orderId))
      .where(abandonedCharges(providerName, now))
      .limit(BATCH_SIZE)
      .all();
    for (const claim of resumed) {
      tx.update(instalmentCharges)
        .set({ leaseUntil })
        .where(and(eq(instalmentCharges.instalmentId, claim.instalmentId), eq(instalmentCharges.attempt, claim.attempt)))
        .run();
    }
    const due = tx
      .select(newChargeColumns)
      .from(instalments)
      .innerJoin(orders, eq(orders.id, instalments.orderId))
      .where(dueInstalments(providerName, now))
      .orderBy(asc(instalments.nextAttemptAt))
      .limit(BATCH_SIZE - resumed.length)
      .all();
    return [...resumed, ...due.map((charge) => startCharge(tx, charge, "schedule", now))];
  });
}

/** Ask the provider for a claimed charge and record the answer; an error leaves it to be taken up again. */
async function makeCharge(provider: PaymentProvider, claim: Claim, now: Date): Promise<"paid" | "failed" | "unknown"> {
  let result: ChargeResult;
  try {
    result = claim.paymentMethod
      ? await provider.chargeSavedCard({
          customerId: claim.customerId,
          paymentMethod: claim.paymentMethod,
          amountCents: claim.amountCents,
          currency: claim.currency,
          idempotencyKey: idempotencyKey(claim),
          metadata: { orderId: claim.orderId, instalmentId: String(claim.instalmentId), attempt: String(claim.attempt) },
        })
      : { paid: false, declineCode: "no_saved_card", paymentReference: null };
  } catch (error) {
    console.error(`[instalments] charge ${idempotencyKey(claim)} has no answer yet; it is tried again with the same key`, error instanceof Error ? error.message : error);
    return "unknown";
  }
  settleCharge(claim.instalmentId, claim.attempt, result, now);
  return result.paid ? "paid" : "failed";
}

export type Collected = { paid: number; failed: number; unknown: number };

/**
 * Charge every instalment that is due (and finish charges cut off by a crash): first bring any
 * charge held past its plan's deadline back to it, close the pay-link checkouts still open for
 * the instalments due (one paid meanwhile settles its instalment instead), then charge; the
 * last try failing lapses the plan. Payments to give back are refunded on the way.
 */
export async function collectDueInstalments(now = new Date(), provider = paymentProvider()): Promise<Collected> {
  const collected: Collected = { paid: 0, failed: 0, unknown: 0 };
  if (!provider) return collected;
  holdNoChargePastDeadline(provider.name, now);
  await closeCheckoutsOfDueInstalments(provider, now);
  await refundPendingPayments(provider);
  for (;;) {
    const claims = claimCharges(provider.name, now);
    if (claims.length === 0) return collected;
    for (let start = 0; start < claims.length; start += CONCURRENT_CHARGES) {
      const outcomes = await Promise.all(claims.slice(start, start + CONCURRENT_CHARGES).map((claim) => makeCharge(provider, claim, now)));
      for (const outcome of outcomes) collected[outcome]++;
    }
    if (claims.length < BATCH_SIZE) return collected;
  }
}

/**
 * No instalment's next charge lies past its deadline (one held back by an older rule, or the
 * retry days shortened since): it is brought back to the deadline, so the last try is made
 * then and, failing, lapses the plan with the usual e-mail.
 */
function holdNoChargePastDeadline(providerName: ProviderName, now: Date): void {
  const late = db
    .select({ id: instalments.id, dueAt: instalments.dueAt, nextAttemptAt: instalments.nextAttemptAt })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(and(inArray(instalments.status, ["scheduled", "retrying"]), isNotNull(instalments.nextAttemptAt), eq(orders.status, "paid"), eq(orders.provider, providerName)))
    .all()
    .filter((row) => lapseDeadline(row.dueAt) <= now && row.nextAttemptAt! > lapseDeadline(row.dueAt));
  if (late.length === 0) return;
  writeTransaction((tx) => {
    for (const { id, dueAt } of late) {
      tx.update(instalments)
        .set({ nextAttemptAt: lapseDeadline(dueAt) })
        .where(and(eq(instalments.id, id), inArray(instalments.status, ["scheduled", "retrying"]), isNotNull(instalments.nextAttemptAt)))
        .run();
    }
  });
}

/**
 * Close the pay-link checkout of an instalment that is about to be settled another way (its
 * charge, an admin), so it cannot be paid twice. Returns "paid" when the buyer paid through it
 * before it closed (the instalment is then settled by that payment), else "closed".
 */
async function closeOpenCheckout(provider: PaymentProvider, instalmentId: number, now: Date): Promise<"paid" | "closed"> {
  const open = db.select({ sessionId: instalments.checkoutSessionId }).from(instalments).where(eq(instalments.id, instalmentId)).get()?.sessionId;
  if (!open) return "closed";
  const state = await provider.expireCheckout(open);
  if (state?.paid) {
    settlePaidInstalmentSession(state, now);
    return "paid";
  }
  db.update(instalments).set({ checkoutSessionId: null, checkoutUrl: null, checkoutExpiresAt: null }).where(and(eq(instalments.id, instalmentId), eq(instalments.checkoutSessionId, open))).run();
  return "closed";
}

async function closeCheckoutsOfDueInstalments(provider: PaymentProvider, now: Date): Promise<void> {
  const due = db
    .select({ id: instalments.id })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(and(lte(instalments.nextAttemptAt, now), isNotNull(instalments.checkoutSessionId), eq(orders.provider, provider.name)))
    .limit(BATCH_SIZE)
    .all();
  for (const { id } of due) {
    await closeOpenCheckout(provider, id, now).catch((error: unknown) => {
      console.error(`[instalments] could not close the pay-link checkout of instalment ${id}; its charge waits`, error instanceof Error ? error.message : error);
    });
  }
}

/** Give back the payments recorded as to refund (see paymentRefunds); a failure is tried again on the next round. */
async function refundPendingPayments(provider: PaymentProvider, now = new Date()): Promise<number> {
  const pending = db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, "pending"), eq(paymentRefunds.provider, provider.name)))
    .limit(BATCH_SIZE)
    .all();
  let refunded = 0;
  for (const payment of pending) {
    try {
      const refundReference = await provider.refund(payment.paymentReference);
      db.update(paymentRefunds).set({ status: "refunded", refundReference, refundedAt: now, lastError: null }).where(eq(paymentRefunds.paymentReference, payment.paymentReference)).run();
      console.log(`[instalments] refunded payment ${payment.paymentReference} (${payment.reason})`);
      refunded++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      db.update(paymentRefunds).set({ lastError: message }).where(eq(paymentRefunds.paymentReference, payment.paymentReference)).run();
      console.error(`[instalments] could not refund payment ${payment.paymentReference}; tried again later`, message);
    }
  }
  return refunded;
}

/** A payment to give back, in the caller's transaction (refunded by the worker; listed for the admin). */
function recordPaymentToRefund(tx: AppDatabase, payment: { paymentReference: string; order: Order; instalmentId: number; amountCents: number; reason: (typeof paymentRefunds.$inferInsert)["reason"] }, now: Date): void {
  if (payment.order.provider === "manual") return;
  tx.insert(paymentRefunds)
    .values({ paymentReference: payment.paymentReference, orderId: payment.order.id, instalmentId: payment.instalmentId, provider: payment.order.provider, amountCents: payment.amountCents, reason: payment.reason, createdAt: now })
    .onConflictDoNothing()
    .run();
  console.error(`[instalments] instalment ${payment.instalmentId} was paid (${payment.paymentReference}) though ${payment.reason === "order-refunded" ? "its order was refunded" : "it was already settled"}: the payment is refunded`);
}

const DECLINE_REASONS: Record<string, string> = {
  card_declined: "your card was declined",
  expired_card: "your card has expired",
  authentication_required: "your bank asks you to confirm the payment yourself",
  insufficient_funds: "the card has insufficient funds",
  no_saved_card: "we have no card on file for it",
};
const declineReason = (code: string) => DECLINE_REASONS[code] ?? "the payment was not accepted";

/**
 * Record a charge's answer, once: a paid instalment gets its receipt; a failed one its next
 * try or, after the last, a lapsed plan; either failure e-mail carries the link to pay now.
 * The worker and the provider's webhook may both report one charge: the first one counts.
 */
export function settleCharge(instalmentId: number, attempt: number, result: ChargeResult, now = new Date()): void {
  writeTransaction((tx) => {
    const chargeKey = and(eq(instalmentCharges.instalmentId, instalmentId), eq(instalmentCharges.attempt, attempt));
    const charge = tx.select({ status: instalmentCharges.status }).from(instalmentCharges).where(chargeKey).get();
    if (charge?.status !== "charging") return;
    tx.update(instalmentCharges)
      .set({ status: result.paid ? "paid" : "failed", failure: result.paid ? null : result.declineCode, paymentReference: result.paymentReference, finishedAt: now })
      .where(chargeKey)
      .run();
    const row = tx.select({ instalment: instalments, order: orders }).from(instalments).innerJoin(orders, eq(orders.id, instalments.orderId)).where(eq(instalments.id, instalmentId)).get();
    if (!row) return;
    const { instalment, order } = row;
    if (instalment.status === "paid" || instalment.status === "waived" || order.status !== "paid") {
      if (result.paid && result.paymentReference !== instalment.paymentReference) {
        const reason = order.status === "paid" ? "instalment-already-settled" : "order-refunded";
        recordPaymentToRefund(tx, { paymentReference: result.paymentReference, order, instalmentId, amountCents: instalment.amountCents, reason }, now);
      }
      return;
    }
    if (result.paid) {
      markPaid(tx, instalment, order, { settledBy: "saved-card", paymentReference: result.paymentReference, now });
      return;
    }
    const retryAt = nextRetry(instalment.dueAt, now);
    tx.update(instalments)
      .set({ status: retryAt ? "retrying" : "lapsed", nextAttemptAt: retryAt, lastFailure: result.declineCode })
      .where(eq(instalments.id, instalmentId))
      .run();
    const email = instalmentFailedEmail({
      to: order.buyerEmail,
      firstName: order.buyerFirstName,
      productName: productName(order),
      payment: paymentLabel(instalment, order),
      amount: formatCents(instalment.amountCents),
      reason: declineReason(result.declineCode),
      retryOn: retryAt ? dateForBuyer(retryAt) : null,
      payLink: `${siteUrl}${instalmentPayPath(instalment)}`,
    });
    enqueue({ kind: "email", payload: email }, now);
  });
}

const productName = (order: Pick<Order, "product">) => findProduct(order.product)?.name ?? order.product;

type Settlement = { settledBy: "saved-card" | "pay-link" | "outside-site"; paymentReference: string | null; now: Date };

/** The instalment is paid: off the schedule, and a receipt unless an admin recorded money taken elsewhere. */
function markPaid(tx: AppDatabase, instalment: Instalment, order: Order, { settledBy, paymentReference, now }: Settlement): void {
  tx.update(instalments)
    .set({ status: "paid", paidAt: now, settledBy, paymentReference, nextAttemptAt: null })
    .where(eq(instalments.id, instalment.id))
    .run();
  if (settledBy === "outside-site") return;
  const receipt = instalmentReceiptEmail({
    to: order.buyerEmail,
    firstName: order.buyerFirstName,
    orderNumber: orderNumber(order.id),
    paidOn: dateForBuyer(now),
    productName: productName(order),
    payment: paymentLabel(instalment, order),
    amount: formatCents(instalment.amountCents),
    laterPayments: laterPayments(tx, order),
  });
  enqueue({ kind: "email", payload: receipt }, now);
}

/** The in-process worker: looks for due instalments every 5 seconds; the schedule lives in SQLite. */
export const instalmentWorker = periodicWork("instalments", () => collectDueInstalments(), 5_000);

// ---------------------------------------------------------------- paying through the link

/** A charge without an answer yet (running, or cut off and waiting to be taken up again): it may have taken the money. */
const chargeUnderWay = (database: AppDatabase, instalmentId: number) =>
  Boolean(
    database
      .select({ attempt: instalmentCharges.attempt })
      .from(instalmentCharges)
      .where(and(eq(instalmentCharges.instalmentId, instalmentId), eq(instalmentCharges.status, "charging")))
      .get(),
  );

const isOpen = (instalment: Instalment, order: Order) => order.status === "paid" && (["scheduled", "retrying", "lapsed"] as InstalmentStatus[]).includes(instalment.status);

/** What the pay link's page shows. */
export function instalmentToPay(instalmentId: number) {
  const row = db.select({ instalment: instalments, order: orders }).from(instalments).innerJoin(orders, eq(orders.id, instalments.orderId)).where(eq(instalments.id, instalmentId)).get();
  if (!row) return null;
  const { instalment, order } = row;
  return {
    productName: productName(order),
    payment: paymentLabel(instalment, order),
    amount: formatCents(instalment.amountCents),
    dueOn: dateForBuyer(instalment.dueAt),
    status: instalment.status,
    orderRefunded: order.status === "refunded",
    payable: isOpen(instalment, order),
    testMode: order.provider === "test",
  };
}

export type InstalmentPayment = { outcome: "checkout"; url: string } | { outcome: "nothing-to-pay" } | { outcome: "charge-under-way" };

/**
 * The buyer pays an instalment now: a checkout of its own for its amount, which saves the
 * card used for the payments after it. Meanwhile the saved card is left alone for a while.
 * Ordering closed (or the order's provider no longer in use): OrderingClosedError.
 */
export async function startInstalmentPayment(instalmentId: number, now = new Date()): Promise<InstalmentPayment> {
  const row = db.select({ instalment: instalments, order: orders }).from(instalments).innerJoin(orders, eq(orders.id, instalments.orderId)).where(eq(instalments.id, instalmentId)).get();
  if (!row || !isOpen(row.instalment, row.order)) return { outcome: "nothing-to-pay" };
  if (chargeUnderWay(db, instalmentId)) return { outcome: "charge-under-way" };
  const { instalment, order } = row;
  const provider = paymentProvider();
  if (provider?.name !== order.provider) throw new OrderingClosedError();
  // One open checkout per instalment: the same one again while it has time left to be paid.
  const reusable = openCheckoutOf(instalment, now);
  if (reusable) return { outcome: "checkout", url: reusable };
  const payPath = instalmentPayPath(instalment);
  const session = await provider.createCheckout({
    orderId: order.id,
    instalmentId,
    productName: `${productName(order)}, ${paymentLabel(instalment, order)}`,
    amountCents: instalment.amountCents,
    currency: order.currency,
    customerEmail: order.buyerEmail,
    successPath: `${payPath}?session_id={CHECKOUT_SESSION_ID}`,
    cancelPath: payPath,
    saveCard: { customerId: order.providerCustomerId },
    expiresInMinutes: PAY_LINK_CHECKOUT_MINUTES,
  });
  // The saved card is left alone while the checkout is open, but never past the plan's deadline.
  const hold = Math.min(now.getTime() + PAY_LINK_HOLD_MS, lapseDeadline(instalment.dueAt).getTime());
  const expiresAt = new Date(now.getTime() + PAY_LINK_CHECKOUT_MINUTES * 60_000);
  const stored = writeTransaction((tx) => {
    const current = tx.select().from(instalments).where(eq(instalments.id, instalmentId)).get();
    // Another post opened one a moment ago: that one is the instalment's checkout.
    const other = current && openCheckoutOf(current, now);
    if (other) return other;
    tx.update(instalments)
      .set({
        checkoutSessionId: session.id,
        checkoutUrl: session.url,
        checkoutExpiresAt: expiresAt,
        nextAttemptAt: sql`case when ${instalments.nextAttemptAt} is null then null when ${instalments.nextAttemptAt} < ${hold} then ${hold} else ${instalments.nextAttemptAt} end`,
      })
      .where(eq(instalments.id, instalmentId))
      .run();
    return null;
  });
  if (stored) {
    await provider.expireCheckout(session.id).catch(() => null);
    return { outcome: "checkout", url: stored };
  }
  return { outcome: "checkout", url: session.url };
}

/** The address of the instalment's open checkout while it has time left to be paid in. */
function openCheckoutOf(instalment: Instalment, now: Date): string | null {
  const open = instalment.checkoutSessionId && instalment.checkoutUrl && instalment.checkoutExpiresAt && instalment.checkoutExpiresAt.getTime() > now.getTime() + CHECKOUT_REUSE_MARGIN_MS;
  return open ? instalment.checkoutUrl : null;
}

/**
 * A paid checkout of one instalment (its return page or the provider's event; either, both,
 * in any order): the instalment is paid, and the card used becomes the one later payments
 * are charged to.
 */
export function settlePaidInstalmentSession(state: SessionState, now = new Date()): boolean {
  if (!state.paid || state.instalmentId === null) return false;
  const instalmentId = state.instalmentId;
  return writeTransaction((tx) => {
    const row = tx.select({ instalment: instalments, order: orders }).from(instalments).innerJoin(orders, eq(orders.id, instalments.orderId)).where(eq(instalments.id, instalmentId)).get();
    if (!row) return false;
    const { instalment, order } = row;
    if (state.orderId !== order.id || state.amountCents !== instalment.amountCents) {
      throw new Error(`Checkout session ${state.id} does not match instalment ${instalmentId} (${state.amountCents} cents paid, ${instalment.amountCents} owed)`);
    }
    if (state.paymentMethod && order.status === "paid") {
      tx.update(orders)
        .set({ savedPaymentMethod: state.paymentMethod, providerCustomerId: state.customerId ?? order.providerCustomerId })
        .where(eq(orders.id, order.id))
        .run();
    }
    if (instalment.checkoutSessionId === state.id) {
      tx.update(instalments).set({ checkoutSessionId: null, checkoutUrl: null, checkoutExpiresAt: null }).where(eq(instalments.id, instalmentId)).run();
    }
    if (instalment.status === "paid" || instalment.status === "waived" || order.status !== "paid") {
      const samePayment = instalment.status === "paid" && instalment.paymentReference === state.paymentReference;
      if (!samePayment && state.paymentReference) {
        const reason = order.status === "paid" ? "instalment-already-settled" : "order-refunded";
        recordPaymentToRefund(tx, { paymentReference: state.paymentReference, order, instalmentId, amountCents: state.amountCents, reason }, now);
      }
      return samePayment;
    }
    markPaid(tx, instalment, order, { settledBy: "pay-link", paymentReference: state.paymentReference, now });
    return true;
  });
}

/** The pay link's return: whether the session the buyer comes back from paid the instalment. */
export async function verifyInstalmentPayment(instalmentId: number, sessionId: string, now = new Date()): Promise<boolean> {
  if (!sessionId || sessionId.length > 255) return false;
  const state = await paymentProvider()
    ?.retrieveSession(sessionId)
    .catch((error: unknown) => {
      console.error(`[instalments] could not verify a payment of instalment ${instalmentId}`, error instanceof Error ? error.message : error);
      return null;
    });
  if (!state || state.instalmentId !== instalmentId) return false;
  return settlePaidInstalmentSession(state, now);
}

// ---------------------------------------------------------------- the buyer's and the admin's view

type InstalmentLine = {
  id: number;
  number: number;
  amountCents: number;
  dueAt: Date;
  status: InstalmentStatus;
  nextAttemptAt: Date | null;
  paidAt: Date | null;
  settledBy: Instalment["settledBy"];
  lastFailure: string | null;
  /** Charges to the saved card so far. */
  attempts: number;
};

const SETTLED_BY: Record<NonNullable<Instalment["settledBy"]>, string> = {
  "saved-card": "charged to the saved card",
  "pay-link": "paid through its link",
  "outside-site": "recorded as paid outside the site",
  waived: "waived",
};

export function instalmentViews(order: Pick<Order, "product" | "status">, lines: InstalmentLine[]): InstalmentView[] {
  return lines.map((line) => {
    const due = `due ${dateForBuyer(line.dueAt)}`;
    const failure = line.lastFailure ? declineReason(line.lastFailure) : "";
    const detail = {
      scheduled: order.status === "paid" ? due : `${due}; not collected (order ${order.status})`,
      retrying: `${due}; not paid: ${failure}; next try ${line.nextAttemptAt ? dateForBuyer(line.nextAttemptAt) : "soon"}`,
      lapsed: `${due}; failed on every try (${failure}): access paused until it is paid`,
      paid: `paid ${line.paidAt ? dateForBuyer(line.paidAt) : ""} (${line.settledBy ? SETTLED_BY[line.settledBy] : "paid"})`,
      waived: "waived: nothing to pay",
    }[line.status];
    const open = order.status === "paid" && (line.status === "retrying" || line.status === "lapsed");
    return {
      id: line.id,
      label: `Payment ${line.number} of ${findProduct(order.product)?.instalments?.payments ?? line.number}`,
      amount: formatCents(line.amountCents),
      status: line.status,
      detail,
      payPath: open ? instalmentPayPath(line) : null,
      attempts: line.attempts,
    };
  });
}

/** The later payments of each of `orderIds`, in order. */
function instalmentsOfOrders(orderIds: string[]): Map<string, InstalmentLine[]> {
  const byOrder = new Map<string, InstalmentLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = db
    .select({
      orderId: instalments.orderId,
      id: instalments.id,
      number: instalments.number,
      amountCents: instalments.amountCents,
      dueAt: instalments.dueAt,
      status: instalments.status,
      nextAttemptAt: instalments.nextAttemptAt,
      paidAt: instalments.paidAt,
      settledBy: instalments.settledBy,
      lastFailure: instalments.lastFailure,
      attempts: sql<number>`(select count(*) from ${instalmentCharges} where ${instalmentCharges.instalmentId} = ${instalments.id})`,
    })
    .from(instalments)
    .where(inArray(instalments.orderId, orderIds))
    .orderBy(asc(instalments.number))
    .all();
  for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return byOrder;
}

/** Each order with the views of its later payments (none for an order paid at once). */
export function withInstalmentViews<Listed extends { id: string; productId: string; status: Order["status"] }>(listed: Listed[]) {
  const lines = instalmentsOfOrders(listed.map((order) => order.id));
  return listed.map((order) => ({ ...order, instalments: instalmentViews({ product: order.productId, status: order.status }, lines.get(order.id) ?? []) }));
}

/** Payments taken twice (or after a refund) and given back, newest first, for the admin's instalments view. */
export function paymentsGivenBack(limit = 50) {
  return db
    .select({
      paymentReference: paymentRefunds.paymentReference,
      buyerEmail: orders.buyerEmail,
      product: orders.product,
      provider: paymentRefunds.provider,
      amountCents: paymentRefunds.amountCents,
      reason: paymentRefunds.reason,
      status: paymentRefunds.status,
      lastError: paymentRefunds.lastError,
      createdAt: paymentRefunds.createdAt,
    })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .orderBy(desc(paymentRefunds.createdAt))
    .limit(limit)
    .all()
    .map((row) => ({ ...row, productName: productName({ product: row.product }) }));
}

/** The plans in instalments, newest first (at most `limit`), for the admin's instalments view and its CSV. */
export function instalmentPlans(limit = Number.MAX_SAFE_INTEGER) {
  const planOrders = db
    .select()
    .from(orders)
    .where(inArray(orders.id, db.selectDistinct({ orderId: instalments.orderId }).from(instalments)))
    .orderBy(desc(orders.paidAt))
    .limit(limit)
    .all();
  const lines = instalmentsOfOrders(planOrders.map((order) => order.id));
  return planOrders.map((order) => ({ order, productName: productName(order), instalments: lines.get(order.id) ?? [] }));
}

/** One page of plans in instalments for the admin's view, newest paid first, from the edge of the page before (keyset, through the paid index). */
export function instalmentPlansPage(from: PageFrom, size: number) {
  const keyset = keysetPage({ at: orders.paidAt, id: orders.id }, from, size);
  const fetched = db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, db.select({ orderId: instalments.orderId }).from(instalments)), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit)
    .all();
  const { rows, previous, next } = keyset.page(fetched, (order) => pageKeyOf(order.paidAt, order.id));
  const lines = instalmentsOfOrders(rows.map((order) => order.id));
  return { plans: rows.map((order) => ({ order, productName: productName(order), instalments: lines.get(order.id) ?? [] })), previous, next };
}

type AdminOutcome = { ok: true; message: string } | { ok: false; reason: string };

function adminTarget(tx: AppDatabase, instalmentId: number): { instalment: Instalment; order: Order } | string {
  const row = tx.select({ instalment: instalments, order: orders }).from(instalments).innerJoin(orders, eq(orders.id, instalments.orderId)).where(eq(instalments.id, instalmentId)).get();
  if (!row) return "that instalment no longer exists";
  if (!isOpen(row.instalment, row.order)) return row.order.status === "paid" ? `it is already ${row.instalment.status}` : `its order is ${row.order.status}`;
  if (chargeUnderWay(tx, instalmentId)) return "a charge is under way; try again in a few minutes";
  return row;
}

const auditDetails = (instalment: Instalment, order: Order) => `${productName(order)}, ${paymentLabel(instalment, order)}: ${formatCents(instalment.amountCents)}`;

/** A super admin charges the saved card now, whatever the schedule says; a failure counts like any other. */
export async function chargeInstalmentNow(actor: Actor, instalmentId: number, now = new Date()): Promise<AdminOutcome> {
  const provider = paymentProvider();
  const closed = await closeCheckoutFirst(provider, instalmentId, now);
  if (closed) return closed;
  const claim = writeTransaction((tx): Claim | string => {
    const target = adminTarget(tx, instalmentId);
    if (typeof target === "string") return target;
    const { instalment, order } = target;
    if (provider?.name !== order.provider) return "the order was paid through a payment provider this site no longer uses";
    recordAudit(tx, actor, "charge instalment now", order.buyerEmail, auditDetails(instalment, order));
    const charge = { instalmentId, amountCents: instalment.amountCents, currency: order.currency, orderId: order.id, customerId: order.providerCustomerId, paymentMethod: order.savedPaymentMethod };
    return startCharge(tx, charge, "admin", now);
  });
  if (typeof claim === "string") return { ok: false, reason: claim };
  const outcome = await makeCharge(provider!, claim, now);
  if (outcome === "paid") return { ok: true, message: "Charged: the instalment is paid" };
  if (outcome === "unknown") return { ok: false, reason: "the payment provider did not answer; the charge is tried again with the same key" };
  const failure = db.select({ lastFailure: instalments.lastFailure }).from(instalments).where(eq(instalments.id, instalmentId)).get()?.lastFailure ?? "declined";
  return { ok: false, reason: `the charge failed (${failure}); the buyer has been e-mailed a link to pay` };
}

/**
 * Before an admin settles an instalment, its pay-link checkout is closed, so the buyer cannot
 * pay it a second time; when they paid through it just now, that payment settles it and the
 * admin is told so instead.
 */
async function closeCheckoutFirst(provider: PaymentProvider | null, instalmentId: number, now: Date): Promise<AdminOutcome | null> {
  if (!provider) return null;
  try {
    if ((await closeOpenCheckout(provider, instalmentId, now)) === "paid") return { ok: false, reason: "the buyer has just paid it through their link" };
    return null;
  } catch (error) {
    console.error(`[instalments] could not close the pay-link checkout of instalment ${instalmentId}`, error instanceof Error ? error.message : error);
    return { ok: false, reason: "its pay-link checkout could not be closed at the payment provider; try again in a minute" };
  }
}

/** A super admin records an instalment paid outside the site (cash, bank transfer). */
export async function markInstalmentPaidOutside(actor: Actor, instalmentId: number, now = new Date()): Promise<AdminOutcome> {
  const closed = await closeCheckoutFirst(paymentProvider(), instalmentId, now);
  if (closed) return closed;
  return writeTransaction((tx) => {
    const target = adminTarget(tx, instalmentId);
    if (typeof target === "string") return { ok: false, reason: target };
    const { instalment, order } = target;
    markPaid(tx, instalment, order, { settledBy: "outside-site", paymentReference: null, now });
    recordAudit(tx, actor, "record instalment paid outside the site", order.buyerEmail, auditDetails(instalment, order));
    return { ok: true, message: `Recorded as paid: ${order.buyerEmail}` };
  });
}

/** A super admin lets an instalment go: nothing more is charged for it and the plan is in good standing. */
export async function waiveInstalment(actor: Actor, instalmentId: number, now = new Date()): Promise<AdminOutcome> {
  const closed = await closeCheckoutFirst(paymentProvider(), instalmentId, now);
  if (closed) return closed;
  return writeTransaction((tx) => {
    const target = adminTarget(tx, instalmentId);
    if (typeof target === "string") return { ok: false, reason: target };
    const { instalment, order } = target;
    tx.update(instalments).set({ status: "waived", settledBy: "waived", nextAttemptAt: null }).where(eq(instalments.id, instalmentId)).run();
    recordAudit(tx, actor, "waive instalment", order.buyerEmail, auditDetails(instalment, order));
    return { ok: true, message: `Waived: ${order.buyerEmail}` };
  });
}
