import { and, eq, sql } from "drizzle-orm";
import { formatCents } from "~/lib/money";
import type { InstalmentStatus } from "~/lib/instalments";
import { instalmentCharges, instalments, orders } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { OrderingClosedError, paymentProvider } from "~/server/sales/payments.server";
import { type Instalment, type Order, dateForBuyer, instalmentPayPath, lapseDeadline, paymentLabel } from "~/server/sales/instalment-schedule.server";
import { productName, settlePaidInstalmentSession } from "~/server/sales/instalment-settlement.server";

// Paying an instalment through the link e-mailed to the buyer: one open checkout per
// instalment, and never while a charge of it may be under way.

/** A checkout for one instalment can be paid for this long; the saved card is left alone meanwhile (and a little longer). */
const PAY_LINK_CHECKOUT_MINUTES = 60;

export const PAY_LINK_HOLD_MS = (PAY_LINK_CHECKOUT_MINUTES + 5) * 60 * 1000;

/** An open checkout is handed out again only while it has this long left to be paid in. */
const CHECKOUT_REUSE_MARGIN_MS = 10 * 60 * 1000;

/** A charge without an answer yet (running, or cut off and waiting to be taken up again): it may have taken the money. */
export const chargeUnderWay = (database: AppDatabase, instalmentId: number) =>
  Boolean(
    database
      .select({ attempt: instalmentCharges.attempt })
      .from(instalmentCharges)
      .where(and(eq(instalmentCharges.instalmentId, instalmentId), eq(instalmentCharges.status, "charging")))
      .get(),
  );

export const isOpen = (instalment: Instalment, order: Order) =>
  order.status === "paid" && (["scheduled", "retrying", "lapsed"] as InstalmentStatus[]).includes(instalment.status);

/** What the pay link's page shows. */
export function instalmentToPay(instalmentId: number) {
  const row = db
    .select({ instalment: instalments, order: orders })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(eq(instalments.id, instalmentId))
    .get();
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
  const row = db
    .select({ instalment: instalments, order: orders })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(eq(instalments.id, instalmentId))
    .get();
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
  const open =
    instalment.checkoutSessionId &&
    instalment.checkoutUrl &&
    instalment.checkoutExpiresAt &&
    instalment.checkoutExpiresAt.getTime() > now.getTime() + CHECKOUT_REUSE_MARGIN_MS;
  return open ? instalment.checkoutUrl : null;
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
