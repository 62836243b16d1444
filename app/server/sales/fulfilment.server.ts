import { and, asc, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { carriers, fulfilmentActions, handDelivered, type HandDeliveredKind } from "~/content/inclusions";
import { findProduct, orderInclusions } from "~/server/platform/offers.server";
import { normalizedTrackingNumber, type Fulfilment } from "~/lib/admin-forms";
import { orderFulfilments, orders } from "~db/schema";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { kitsShippedEmail } from "~/server/sales/sales-emails.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { orderShipment } from "~/server/sales/shipping.server";
import { inclusionWords } from "~/server/sales/inclusion-words.server";

// What each order includes (as sold, whatever its offer says now), delivered by the team: the
// admin's fulfilment queue lists what the team still has to do, order by order, and records
// who did each thing and when. Shipping the kits e-mails the buyer the tracking link. (What
// the member sees of it: member-plan.)

export type FulfilmentRow = typeof orderFulfilments.$inferSelect;

const carrierOf = (value: string | null) => carriers.find((carrier) => carrier.value === value);

/** How the buyer follows a shipped parcel: the carrier's name, the number and the carrier's own page for it. */
export function tracking(row: FulfilmentRow) {
  const carrier = carrierOf(row.carrier);
  return carrier && row.trackingNumber ? { carrier: carrier.label, number: row.trackingNumber, url: carrier.trackingUrl(row.trackingNumber) } : null;
}

export const doneOn = (row: FulfilmentRow) => formatAdminDate(row.doneAt)!;

export type QueueItem = {
  kind: HandDeliveredKind;
  title: string;
  action: (typeof fulfilmentActions)[HandDeliveredKind];
  done: { by: string; at: string; detail: string | null; tracking: ReturnType<typeof tracking> } | null;
};

export type QueueOrder = {
  id: string;
  productName: string;
  buyer: string;
  email: string;
  paidAt: string | null;
  test: boolean;
  shipment: ReturnType<typeof orderShipment>;
  items: QueueItem[];
};

/**
 * Paid orders with something to deliver by hand: `open` lists those with anything still to
 * do, oldest first (first paid, first served); `done` those with everything done, newest first.
 */
export function fulfilmentQueue(show: "open" | "done", limit = 200): QueueOrder[] {
  const paid = db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "paid"), gt(orders.handDeliveredCount, 0)))
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .all();
  const rows =
    paid.length === 0
      ? []
      : db
          .select()
          .from(orderFulfilments)
          .where(
            inArray(
              orderFulfilments.orderId,
              paid.map((order) => order.id),
            ),
          )
          .all();
  const doneByOrder = new Map<string, Map<string, FulfilmentRow>>();
  for (const row of rows) doneByOrder.set(row.orderId, (doneByOrder.get(row.orderId) ?? new Map()).set(row.inclusion, row));
  const { titles } = inclusionWords();
  const queue = paid.map((order): QueueOrder => {
    const done = doneByOrder.get(order.id) ?? new Map<string, FulfilmentRow>();
    return {
      id: order.id,
      productName: findProduct(order.product)!.name,
      buyer: [order.buyerFirstName, order.buyerLastName].filter(Boolean).join(" "),
      email: order.buyerEmail,
      paidAt: formatAdminDate(order.paidAt),
      test: order.provider === "test",
      shipment: orderShipment(order),
      items: handDelivered(orderInclusions(order)).map((kind) => {
        const row = done.get(kind);
        return {
          kind,
          title: titles[kind],
          action: fulfilmentActions[kind],
          done: row ? { by: row.doneByEmail, at: doneOn(row), detail: row.detail, tracking: tracking(row) } : null,
        };
      }),
    };
  });
  const wanted = queue.filter((order) => order.items.some((item) => !item.done) === (show === "open"));
  return (show === "open" ? wanted : wanted.reverse()).slice(0, limit);
}

// What an order has had done: one row per inclusion (the unique index), each of what it
// includes (markFulfilled). Rows recorded for coaching before members booked their own sessions
// are kept and count for nothing.
const doneOfOrder = sql`(select count(*) from ${orderFulfilments} where ${orderFulfilments.orderId} = ${orders.id} and ${orderFulfilments.inclusion} <> 'coaching')`;

/** How many paid orders still have something to deliver by hand (the open queue's length), counted by SQL on the queue's index alone. */
export function openFulfilmentCount(): number {
  return db
    .select({ orders: count() })
    .from(orders)
    .where(and(eq(orders.status, "paid"), gt(orders.handDeliveredCount, 0), lt(doneOfOrder, orders.handDeliveredCount)))
    .get()!.orders;
}

export type FulfilResult = { ok: true; title: string } | { ok: false; reason: string };

/** Record one thing of an order as done, with who did it; for the kits, e-mail the buyer the tracking link. */
export function markFulfilled(actor: Actor, input: Fulfilment, now = new Date()): FulfilResult {
  try {
    return writeTransaction((tx): FulfilResult => {
      const order = tx.select().from(orders).where(eq(orders.id, input.orderId)).get();
      if (!order || order.status !== "paid") return { ok: false, reason: "that order is not a paid order" };
      if (!handDelivered(orderInclusions(order)).includes(input.inclusion)) return { ok: false, reason: "that order does not include that" };
      const kits = input.inclusion === "kits";
      const trackingNumber = kits ? normalizedTrackingNumber(input.trackingNumber) : null;
      tx.insert(orderFulfilments)
        .values({
          orderId: order.id,
          inclusion: input.inclusion,
          carrier: kits ? input.carrier : null,
          trackingNumber,
          detail: kits ? null : input.detail || null,
          doneByEmail: actor.email,
          doneAt: now,
        })
        .run();
      const title = `${fulfilmentActions[input.inclusion].done}: ${inclusionWords().titles[input.inclusion]}`;
      recordAudit(
        tx,
        actor,
        "fulfil order",
        `${order.id} (${order.buyerEmail})`,
        kits ? `${title}, ${carrierOf(input.carrier)!.label} ${trackingNumber}` : title,
      );
      const shipment = orderShipment(order);
      if (kits && shipment) {
        const carrier = carrierOf(input.carrier)!;
        enqueue(
          {
            kind: "email",
            payload: kitsShippedEmail({
              to: order.buyerEmail,
              firstName: order.buyerFirstName,
              kits: shipment.kits,
              address: shipment.address,
              carrier: carrier.label,
              trackingNumber: trackingNumber!,
              trackingUrl: carrier.trackingUrl(trackingNumber!),
            }),
          },
          now,
        );
      }
      return { ok: true, title };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "someone has already recorded that as done" };
    throw error;
  }
}
