import { and, asc, eq, inArray } from "drizzle-orm";
import type { InstalmentSchedule } from "~/server/platform/offers.server";
import { formatCents } from "~/lib/money";
import { fullDateInZone } from "~/lib/calendar-dates";
import type { ScheduledPayment } from "~/lib/instalments";
import { instalments, orders } from "~db/schema";
import { db, type AppDatabase } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { idFromSignedToken, signedId } from "~/server/platform/signed-links.server";

// The later payments of a plan sold in instalments: their schedule, made when the plan is
// paid, what the checkout and the receipts announce of it, and when a failed payment is
// tried again and when the plan lapses (INSTALMENT_RETRY_DAYS after the due date). The
// worker that charges them is instalment-charging; the buyer's pay link, instalment-pay-link;
// the admin's views and overrides, instalment-admin.

const DAY_MS = 24 * 60 * 60 * 1000;

export type Instalment = typeof instalments.$inferSelect;

export type Order = typeof orders.$inferSelect;

/** A pay link works while the plan can still be put right: until 90 days after the instalment's lapse deadline. */
const PAY_LINK_DAYS_AFTER_DEADLINE = 90;

export const instalmentPayPath = (instalment: Pick<Instalment, "id" | "dueAt">) =>
  `/pay/${signedId("pay-instalment", instalment.id, new Date(lapseDeadline(instalment.dueAt).getTime() + PAY_LINK_DAYS_AFTER_DEADLINE * DAY_MS))}`;

export const instalmentIdFromToken = (token: string, now = new Date()) => idFromSignedToken("pay-instalment", token, now);

export const dateForBuyer = (date: Date) => fullDateInZone(date, env.HOST_TIMEZONE);

const paymentOf = (number: number, payments: number) => `payment ${number} of ${payments}`;

/** "payment 2 of 2": of the plan as the order was sold. */
export const paymentLabel = (instalment: Pick<Instalment, "number">, order: Pick<Order, "instalmentSchedule">) =>
  paymentOf(instalment.number, order.instalmentSchedule?.payments ?? instalment.number);

/** When each later payment of a plan whose first payment is made at `paidAt` falls due: payment 2 first. */
const dueDates = (schedule: InstalmentSchedule, paidAt: Date) =>
  Array.from({ length: schedule.payments - 1 }, (_, index) => new Date(paidAt.getTime() + (index + 1) * schedule.intervalDays * DAY_MS));

/** The later payments of a plan whose first payment was made at `paidAt`, in the transaction that records it. */
export function scheduleInstalments(tx: AppDatabase, orderId: string, schedule: InstalmentSchedule, paidAt: Date): void {
  dueDates(schedule, paidAt).forEach((dueAt, index) => {
    tx.insert(instalments)
      .values({ orderId, number: index + 2, amountCents: schedule.amountCents, dueAt, nextAttemptAt: dueAt })
      .run();
  });
}

/**
 * What the saved card will be charged, and when, for a plan paid for now: what the checkout
 * states before the buyer pays (the card networks' stored-credential disclosure). The same
 * dates the receipt then lists, counted from the moment of payment.
 */
export function announcedLaterPayments(schedule: InstalmentSchedule | null, now = new Date()): ScheduledPayment[] {
  if (!schedule) return [];
  return dueDates(schedule, now).map((dueAt, index) => ({
    payment: paymentOf(index + 2, schedule.payments),
    amount: formatCents(schedule.amountCents),
    dueOn: dateForBuyer(dueAt),
  }));
}

/** For the checkout that opens order `orderId` (not one paying an instalment): what its kept card will be charged, and when, if paid now. */
export function announcedLaterPaymentsOfOrder(orderId: string, now = new Date()): ScheduledPayment[] {
  const order = db.select({ schedule: orders.instalmentSchedule }).from(orders).where(eq(orders.id, orderId)).get();
  return announcedLaterPayments(order?.schedule ?? null, now);
}

/** The payments of a plan still to come, in order, as a receipt lists them. */
export function laterPayments(database: AppDatabase, order: Pick<Order, "id" | "instalmentSchedule">): ScheduledPayment[] {
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
export function nextRetry(dueAt: Date, now: Date, retryDays: readonly number[] = businessSetting("INSTALMENT_RETRY_DAYS")): Date | null {
  const tries = [0, ...retryDays].map((days) => new Date(dueAt.getTime() + days * DAY_MS));
  return tries.find((time) => time.getTime() > now.getTime()) ?? null;
}

/**
 * The end of the dunning window: the last retry, INSTALMENT_RETRY_DAYS after the due date. An
 * instalment not paid by then lapses its plan, whether or not a charge runs at that moment;
 * nothing (a pay link opened, say) puts its next charge later than this.
 */
export const lapseDeadline = (dueAt: Date, retryDays: readonly number[] = businessSetting("INSTALMENT_RETRY_DAYS")): Date =>
  new Date(dueAt.getTime() + Math.max(0, ...retryDays) * DAY_MS);
