import { and, asc, eq, inArray, isNotNull, isNull, lte, max, sql } from "drizzle-orm";
import { formatCents } from "~/lib/money";
import { instalmentCharges, instalments, orders, paymentRefunds } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { instalmentFailedEmail } from "~/server/sales/sales-emails.server";
import { siteUrl } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { paymentProvider, type ChargeResult, type PaymentProvider } from "~/server/sales/payments.server";
import { periodicWork } from "~/server/platform/periodic.server";
import { dateForBuyer, instalmentPayPath, lapseDeadline, nextRetry, paymentLabel } from "~/server/sales/instalment-schedule.server";
import { closeOpenCheckout, markPaid, productName, recordPaymentToRefund } from "~/server/sales/instalment-settlement.server";

// The worker that charges the card saved at checkout when an instalment falls due, tries
// again on the retry schedule and lapses the plan after the last failure, which pauses what it
// bought (member-access.server.ts) until the instalment is paid. Every charge is first written
// down with its attempt number, which is also the provider's idempotency key: a charge cut
// off by a crash is taken up again with the same key once its lease has run out, so no
// instalment is charged twice.

/** A charge under way is left to its process this long; after that it is taken to have crashed. */
export const CHARGE_LEASE_MS = 2 * 60 * 1000;

const BATCH_SIZE = 100;

/** Charges in flight at once: the provider answers slowly, the database quickly. */
const CONCURRENT_CHARGES = 8;

export type Claim = {
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
export function startCharge(tx: AppDatabase, charge: Omit<Claim, "attempt">, trigger: "schedule" | "admin", now: Date): Claim {
  const last = tx
    .select({ attempt: max(instalmentCharges.attempt) })
    .from(instalmentCharges)
    .where(eq(instalmentCharges.instalmentId, charge.instalmentId))
    .get();
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
    db
      .select({ id: instalments.id })
      .from(instalments)
      .innerJoin(orders, eq(orders.id, instalments.orderId))
      .where(dueInstalments(providerName, now))
      .limit(1)
      .get() ??
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
export async function makeCharge(provider: PaymentProvider, claim: Claim, now: Date): Promise<"paid" | "failed" | "unknown"> {
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
    console.error(
      `[instalments] charge ${idempotencyKey(claim)} has no answer yet; it is tried again with the same key`,
      error instanceof Error ? error.message : error,
    );
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
  // Past its deadline (due + the longest retry wait) and set to be tried after it: counted in SQL, so the rows read are only those.
  const graceMs = lapseDeadline(new Date(0)).getTime();
  const late = db
    .select({ id: instalments.id, dueAt: instalments.dueAt })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(
      and(
        inArray(instalments.status, ["scheduled", "retrying"]),
        lte(instalments.dueAt, new Date(now.getTime() - graceMs)),
        sql`${instalments.nextAttemptAt} > ${instalments.dueAt} + ${graceMs}`,
        eq(orders.status, "paid"),
        eq(orders.provider, providerName),
      ),
    )
    .all();
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
      console.error(
        `[instalments] could not close the pay-link checkout of instalment ${id}; its charge waits`,
        error instanceof Error ? error.message : error,
      );
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
      db.update(paymentRefunds)
        .set({ status: "refunded", refundReference, refundedAt: now, lastError: null })
        .where(eq(paymentRefunds.paymentReference, payment.paymentReference))
        .run();
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

const DECLINE_REASONS: Record<string, string> = {
  card_declined: "your card was declined",
  expired_card: "your card has expired",
  authentication_required: "your bank asks you to confirm the payment yourself",
  insufficient_funds: "the card has insufficient funds",
  no_saved_card: "we have no card on file for it",
};

export const declineReason = (code: string) => DECLINE_REASONS[code] ?? "the payment was not accepted";

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
      .set({
        status: result.paid ? "paid" : "failed",
        failure: result.paid ? null : result.declineCode,
        paymentReference: result.paymentReference,
        finishedAt: now,
      })
      .where(chargeKey)
      .run();
    const row = tx
      .select({ instalment: instalments, order: orders })
      .from(instalments)
      .innerJoin(orders, eq(orders.id, instalments.orderId))
      .where(eq(instalments.id, instalmentId))
      .get();
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

/** The in-process worker: looks for due instalments every 5 seconds; the schedule lives in SQLite. */
export const instalmentWorker = periodicWork("instalments", () => collectDueInstalments(), 5_000);
