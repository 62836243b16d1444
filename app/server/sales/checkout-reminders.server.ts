import { and, asc, eq, isNotNull, lte, ne, sql } from "drizzle-orm";
import { type ProductId } from "~/content/products";
import { findProduct } from "~/server/platform/offers.server";
import { formatCents } from "~/lib/money";
import { checkoutReminders, orders, users } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { checkoutReminderEmail } from "~/server/sales/sales-emails.server";
import { siteUrl } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { generateToken, hashToken } from "~/server/platform/passwords.server";
import { periodicWork } from "~/server/platform/periodic.server";
import { startCheckout } from "~/server/sales/purchases.server";
import { orderKits } from "~/server/sales/shipping.server";
import { isSuppressed } from "~/server/delivery/unsubscribe.server";
import type { ShippingDetails } from "~/lib/order-form";

const BATCH_SIZE = 100;

type Reminded = { sent: number; notNeeded: number };

const dueCondition = (now: Date) => and(eq(checkoutReminders.status, "scheduled"), lte(checkoutReminders.dueAt, now));

/**
 * Send the reminders that are due. Each is decided and its e-mail queued in the one write
 * transaction that marks it done, so a reminder goes out once, whatever number of
 * processes run this and wherever one of them is stopped. The write lock is taken only when
 * a plain read has found something due: most runs find nothing.
 */
export function sendDueCheckoutReminders(now = new Date()): Reminded {
  if (!db.select({ orderId: checkoutReminders.orderId }).from(checkoutReminders).where(dueCondition(now)).limit(1).get()) return { sent: 0, notNeeded: 0 };
  return writeTransaction((tx) => {
    const due = tx
      .select({ orderId: checkoutReminders.orderId, order: orders })
      .from(checkoutReminders)
      .innerJoin(orders, eq(orders.id, checkoutReminders.orderId))
      .where(dueCondition(now))
      .orderBy(asc(checkoutReminders.dueAt))
      .limit(BATCH_SIZE)
      .all();
    const reminded: Reminded = { sent: 0, notNeeded: 0 };
    for (const { orderId, order } of due) {
      const notNeededBecause = reasonNotToRemind(tx, order);
      if (notNeededBecause) {
        tx.update(checkoutReminders).set({ status: "not_needed", notNeededBecause }).where(eq(checkoutReminders.orderId, orderId)).run();
        reminded.notNeeded++;
        continue;
      }
      const token = generateToken();
      tx.update(checkoutReminders)
        .set({ status: "sent", sentAt: now, tokenHash: hashToken(token) })
        .where(eq(checkoutReminders.orderId, orderId))
        .run();
      const email = checkoutReminderEmail({
        to: order.buyerEmail,
        firstName: order.buyerFirstName,
        productName: findProduct(order.product)?.name ?? order.product,
        amount: formatCents(order.amountCents),
        reopenLink: `${siteUrl}/checkout/reopen/${token}`,
      });
      enqueue({ kind: "email", payload: email });
      reminded.sent++;
    }
    return reminded;
  });
}

/**
 * The reminder is marketing mail to an address someone typed: it goes only where the buyer
 * ticked the box for it at the order, or the address belongs to a confirmed account.
 */
function reasonNotToRemind(tx: AppDatabase, order: Order): CheckoutReminder["notNeededBecause"] {
  if (order.status !== "pending") return "paid";
  if (boughtInAnotherOrder(tx, order)) return "bought";
  if (isSuppressed(tx, order.buyerEmail)) return "unsubscribed";
  const confirmedAccount = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, order.buyerEmail), isNotNull(users.emailConfirmedAt)))
    .get();
  return order.marketingConsent || confirmedAccount ? null : "no-consent";
}

type CheckoutReminder = typeof checkoutReminders.$inferSelect;

type Order = typeof orders.$inferSelect;

/** Whether the buyer of `order` has the product from another order (paid, or paid and refunded). */
function boughtInAnotherOrder(database: AppDatabase, order: Order): boolean {
  const other = database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerEmail, order.buyerEmail), eq(orders.product, order.product), ne(orders.id, order.id), ne(orders.status, "pending")))
    .get();
  return Boolean(other);
}

/** The order a reminder's link reopens: what the page shows before the buyer goes on to pay. */
export function reminderOrder(token: string) {
  if (!token || token.length > 100) return null;
  const row = db
    .select({ order: orders })
    .from(checkoutReminders)
    .innerJoin(orders, eq(orders.id, checkoutReminders.orderId))
    .where(eq(checkoutReminders.tokenHash, hashToken(token)))
    .get();
  const product = row && findProduct(row.order.product);
  if (!row || !product) return null;
  return { order: row.order, product, bought: row.order.status !== "pending" || boughtInAnotherOrder(db, row.order) };
}

export type ReopenedCheckout = { outcome: "checkout"; url: string } | { outcome: "bought" } | { outcome: "unknown" };

/**
 * Reopen checkout from a reminder's link: a new order for the same product, price, inclusions,
 * kits, buyer and shipping address (the first one's provider session may still be paid; it stays as it was).
 * A product the buyer has by now (this order or another) is not sold twice. Ordering closed
 * since: OrderingClosedError.
 */
export async function reopenCheckout(token: string): Promise<ReopenedCheckout> {
  const found = reminderOrder(token);
  if (!found) return { outcome: "unknown" };
  const { order, product, bought } = found;
  if (bought) return { outcome: "bought" };
  const ships = orderKits(order);
  const shipping: ShippingDetails | null = ships
    ? {
        street: order.shippingStreet ?? "",
        street2: order.shippingStreet2 ?? "",
        city: order.shippingCity ?? "",
        state: order.shippingState ?? "",
        zip: order.shippingZip ?? "",
        phone: order.buyerPhone ?? "",
      }
    : null;
  const url = await startCheckout(
    product.id as ProductId,
    {
      firstName: order.buyerFirstName,
      lastName: order.buyerLastName ?? "",
      email: order.buyerEmail,
      marketingConsent: order.marketingConsent ? "yes" : undefined,
    },
    shipping,
    { reopens: { orderId: order.id, amountCents: order.amountCents, instalmentSchedule: order.instalmentSchedule, inclusions: order.inclusions, ships } },
  );
  return { outcome: "checkout", url };
}

/** For the admin: reminders sent, and the orders paid through their links (count and cents). */
export function checkoutReminderStats() {
  const sent =
    db
      .select({ count: sql<number>`count(*)` })
      .from(checkoutReminders)
      .where(eq(checkoutReminders.status, "sent"))
      .get()?.count ?? 0;
  const recovered = db
    .select({
      orders: sql<number>`count(*)`,
      cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)`,
    })
    .from(checkoutReminders)
    .innerJoin(orders, eq(orders.id, checkoutReminders.reopenedOrderId))
    .where(and(eq(orders.status, "paid"), ne(orders.provider, "test")))
    .get();
  return {
    sent,
    recoveredOrders: recovered?.orders ?? 0,
    recoveredCents: recovered?.cents ?? 0,
  };
}

/** The in-process worker: looks for due reminders every 5 seconds; the schedule lives in SQLite. */
export const checkoutReminderWorker = periodicWork("checkout-reminders", () => sendDueCheckoutReminders(), 5_000);
