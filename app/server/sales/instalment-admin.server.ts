import { and, asc, desc, eq, exists, inArray, isNotNull, sql } from "drizzle-orm";
import { formatCents } from "~/lib/money";
import type { InstalmentStatus, InstalmentView } from "~/lib/instalments";
import { instalmentCharges, instalments, orders, paymentRefunds } from "~db/schema";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { paymentProvider, type PaymentProvider } from "~/server/sales/payments.server";
import { type Instalment, type Order, dateForBuyer, instalmentPayPath, paymentLabel } from "~/server/sales/instalment-schedule.server";
import { chargeUnderWay, isOpen } from "~/server/sales/instalment-pay-link.server";
import { type Claim, declineReason, makeCharge, startCharge } from "~/server/sales/instalment-charging.server";
import { closeOpenCheckout, markPaid, productName } from "~/server/sales/instalment-settlement.server";
import { keysetPage, pageKeyOf, type PageFrom } from "~/server/platform/keyset.server";

// The buyer's and the admin's view of a plan's later payments, and what the admin may do to
// one: charge it now, mark it paid outside the site, waive it. Each is in the audit log.

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

/** The later payments of an order (all of its plan's but the one at checkout). */
export function instalmentViews(order: Pick<Order, "status">, lines: InstalmentLine[]): InstalmentView[] {
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
      label: `Payment ${line.number} of ${lines.length + 1}`,
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
  return listed.map((order) => ({ ...order, instalments: instalmentViews({ status: order.status }, lines.get(order.id) ?? []) }));
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
    .where(
      and(
        isNotNull(orders.instalmentSchedule),
        exists(
          db
            .select({ one: sql`1` })
            .from(instalments)
            .where(eq(instalments.orderId, orders.id)),
        ),
        keyset.where,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit)
    .all();
  const { rows, previous, next } = keyset.page(fetched, (order) => pageKeyOf(order.paidAt, order.id));
  const lines = instalmentsOfOrders(rows.map((order) => order.id));
  return { plans: rows.map((order) => ({ order, productName: productName(order), instalments: lines.get(order.id) ?? [] })), previous, next };
}

type AdminOutcome = { ok: true; message: string } | { ok: false; reason: string };

function adminTarget(tx: AppDatabase, instalmentId: number): { instalment: Instalment; order: Order } | string {
  const row = tx
    .select({ instalment: instalments, order: orders })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(eq(instalments.id, instalmentId))
    .get();
  if (!row) return "that instalment no longer exists";
  if (!isOpen(row.instalment, row.order)) return row.order.status === "paid" ? `it is already ${row.instalment.status}` : `its order is ${row.order.status}`;
  if (chargeUnderWay(tx, instalmentId)) return "a charge is under way; try again in a few minutes";
  return row;
}

const auditDetails = (instalment: Instalment, order: Order) =>
  `${productName(order)}, ${paymentLabel(instalment, order)}: ${formatCents(instalment.amountCents)}`;

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
    const charge = {
      instalmentId,
      amountCents: instalment.amountCents,
      currency: order.currency,
      orderId: order.id,
      customerId: order.providerCustomerId,
      paymentMethod: order.savedPaymentMethod,
    };
    return startCharge(tx, charge, "admin", now);
  });
  if (typeof claim === "string") return { ok: false, reason: claim };
  const outcome = await makeCharge(provider!, claim, now);
  if (outcome === "paid") return { ok: true, message: "Charged: the instalment is paid" };
  if (outcome === "unknown") return { ok: false, reason: "the payment provider did not answer; the charge is tried again with the same key" };
  const failure =
    db.select({ lastFailure: instalments.lastFailure }).from(instalments).where(eq(instalments.id, instalmentId)).get()?.lastFailure ?? "declined";
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
