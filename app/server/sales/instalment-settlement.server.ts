import { and, eq } from "drizzle-orm";
import { findProduct } from "~/server/platform/offers.server";
import { formatCents } from "~/lib/money";
import { orderNumber } from "~/lib/order-number";
import { instalments, orders, paymentRefunds } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { instalmentReceiptEmail } from "~/server/sales/sales-emails.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { type Instalment, type Order, dateForBuyer, laterPayments, paymentLabel } from "~/server/sales/instalment-schedule.server";
import type { PaymentProvider, SessionState } from "~/server/sales/payments.server";

// Settling an instalment, whichever way it was paid (the saved card, the buyer's pay link, the
// admin): marked paid once with its receipt, and a payment for one already paid recorded to be
// given back. A pay-link checkout still open when the instalment is settled another way is
// closed first, so it cannot be paid twice.

/**
 * Close the pay-link checkout of an instalment that is about to be settled another way (its
 * charge, an admin), so it cannot be paid twice. Returns "paid" when the buyer paid through it
 * before it closed (the instalment is then settled by that payment), else "closed".
 */
export async function closeOpenCheckout(provider: PaymentProvider, instalmentId: number, now: Date): Promise<"paid" | "closed"> {
  const open = db.select({ sessionId: instalments.checkoutSessionId }).from(instalments).where(eq(instalments.id, instalmentId)).get()?.sessionId;
  if (!open) return "closed";
  const state = await provider.expireCheckout(open);
  if (state?.paid) {
    settlePaidInstalmentSession(state, now);
    return "paid";
  }
  db.update(instalments)
    .set({ checkoutSessionId: null, checkoutUrl: null, checkoutExpiresAt: null })
    .where(and(eq(instalments.id, instalmentId), eq(instalments.checkoutSessionId, open)))
    .run();
  return "closed";
}

/** A payment to give back, in the caller's transaction (refunded by the worker; listed for the admin). */
export function recordPaymentToRefund(
  tx: AppDatabase,
  payment: { paymentReference: string; order: Order; instalmentId: number; amountCents: number; reason: (typeof paymentRefunds.$inferInsert)["reason"] },
  now: Date,
): void {
  if (payment.order.provider === "manual") return;
  tx.insert(paymentRefunds)
    .values({
      paymentReference: payment.paymentReference,
      orderId: payment.order.id,
      instalmentId: payment.instalmentId,
      provider: payment.order.provider,
      amountCents: payment.amountCents,
      reason: payment.reason,
      createdAt: now,
    })
    .onConflictDoNothing()
    .run();
  console.error(
    `[instalments] instalment ${payment.instalmentId} was paid (${payment.paymentReference}) though ${payment.reason === "order-refunded" ? "its order was refunded" : "it was already settled"}: the payment is refunded`,
  );
}

export const productName = (order: Pick<Order, "product">) => findProduct(order.product)?.name ?? order.product;

export type Settlement = { settledBy: "saved-card" | "pay-link" | "outside-site"; paymentReference: string | null; now: Date };

/** The instalment is paid: off the schedule, and a receipt unless an admin recorded money taken elsewhere. */
export function markPaid(tx: AppDatabase, instalment: Instalment, order: Order, { settledBy, paymentReference, now }: Settlement): void {
  tx.update(instalments).set({ status: "paid", paidAt: now, settledBy, paymentReference, nextAttemptAt: null }).where(eq(instalments.id, instalment.id)).run();
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

/**
 * A paid checkout of one instalment (its return page or the provider's event; either, both,
 * in any order): the instalment is paid, and the card used becomes the one later payments
 * are charged to.
 */
export function settlePaidInstalmentSession(state: SessionState, now = new Date()): boolean {
  if (!state.paid || state.instalmentId === null) return false;
  const instalmentId = state.instalmentId;
  return writeTransaction((tx) => {
    const row = tx
      .select({ instalment: instalments, order: orders })
      .from(instalments)
      .innerJoin(orders, eq(orders.id, instalments.orderId))
      .where(eq(instalments.id, instalmentId))
      .get();
    if (!row) return false;
    const { instalment, order } = row;
    if (state.orderId !== order.id || state.amountCents !== instalment.amountCents) {
      throw new Error(
        `Checkout session ${state.id} does not match instalment ${instalmentId} (${state.amountCents} cents paid, ${instalment.amountCents} owed)`,
      );
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
