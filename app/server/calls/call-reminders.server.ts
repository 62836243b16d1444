import { and, asc, eq, inArray, lt, lte, ne } from "drizzle-orm";
import { whenInZone } from "~/lib/calendar-dates";
import { timezoneLabel } from "~/lib/timezones";
import { bookings, callReminders } from "~db/schema";
import { manageBookingLink } from "~/server/calls/booking-links.server";
import { firstHost, hostById } from "~/server/calls/hosts.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { callReminderEmail } from "~/server/calls/call-emails.server";
import { env } from "~/server/platform/env.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { enqueue } from "~/server/delivery/outbox.server";

// Reminder e-mails before a booked call (CALL_REMINDER_HOURS: 24 and 1 hour before, unless
// configured otherwise). They are rows in SQLite, written in the transaction that books,
// moves or cancels the call, and sent by a worker that decides each one again when it is due.

const HOUR_MS = 60 * 60 * 1000;
const BATCH_SIZE = 100;

type Writer = Pick<AppDatabase, "select" | "insert" | "update">;
type WithdrawnBecause = NonNullable<typeof callReminders.$inferSelect.withdrawnBecause>;

const dueAtFor = (appointmentAt: Date, hoursBefore: number) => new Date(appointmentAt.getTime() - hoursBefore * HOUR_MS);

/**
 * Give a call its reminders, inside the transaction that books or moves it: each lead time in
 * CALL_REMINDER_HOURS is due that many real hours before the start. One whose time has already
 * passed is not sent (a call booked 3 hours ahead gets no 24-hour reminder); one already sent
 * for the call's previous time stays as it is then. A move re-schedules the rest, sent or not,
 * for the new time; lead times no longer configured are withdrawn.
 */
export function scheduleCallReminders(
  tx: Writer,
  booking: { id: number; appointmentAt: Date },
  now: Date,
  hoursBefore: readonly number[] = businessSetting("CALL_REMINDER_HOURS"),
): void {
  const existing = new Map(
    tx
      .select()
      .from(callReminders)
      .where(eq(callReminders.bookingId, booking.id))
      .all()
      .map((row) => [row.hoursBefore, row]),
  );
  for (const hours of hoursBefore) {
    const dueAt = dueAtFor(booking.appointmentAt, hours);
    const row = existing.get(hours);
    existing.delete(hours);
    const future = dueAt > now;
    if (!row) {
      tx.insert(callReminders)
        .values({ bookingId: booking.id, hoursBefore: hours, dueAt, status: future ? "scheduled" : "withdrawn", withdrawnBecause: future ? null : "too-late" })
        .run();
    } else if (future) {
      tx.update(callReminders).set({ dueAt, status: "scheduled", withdrawnBecause: null, sentAt: null }).where(reminderKey(booking.id, hours)).run();
    } else if (row.status !== "sent") {
      tx.update(callReminders).set({ dueAt, status: "withdrawn", withdrawnBecause: "too-late" }).where(reminderKey(booking.id, hours)).run();
    }
  }
  for (const row of existing.values()) {
    if (row.status === "scheduled") withdraw(tx, row.bookingId, row.hoursBefore, "turned-off");
  }
}

/** Withdraw a call's reminders not yet sent, inside the transaction that cancels it. */
export function withdrawCallReminders(tx: Writer, bookingId: number, because: WithdrawnBecause): void {
  tx.update(callReminders)
    .set({ status: "withdrawn", withdrawnBecause: because })
    .where(and(eq(callReminders.bookingId, bookingId), eq(callReminders.status, "scheduled")))
    .run();
}

const reminderKey = (bookingId: number, hoursBefore: number) => and(eq(callReminders.bookingId, bookingId), eq(callReminders.hoursBefore, hoursBefore));

function withdraw(tx: Writer, bookingId: number, hoursBefore: number, because: WithdrawnBecause): void {
  tx.update(callReminders).set({ status: "withdrawn", withdrawnBecause: because }).where(reminderKey(bookingId, hoursBefore)).run();
}

const dueCondition = (now: Date) => and(eq(callReminders.status, "scheduled"), lte(callReminders.dueAt, now));

/** "in 24 hours", "in 1 hour" (from 50 minutes), "in 35 minutes": how soon the call starts, from `now`. */
export function startsIn(appointmentAt: Date, now: Date): string {
  const remaining = appointmentAt.getTime() - now.getTime();
  const minutes = Math.max(1, Math.round(remaining / 60_000));
  if (minutes < 50) return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = Math.max(1, Math.round(remaining / HOUR_MS));
  return `in ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

export type RemindersSent = { sent: number; withdrawn: number };

type Booking = typeof bookings.$inferSelect;
type Reminder = typeof callReminders.$inferSelect;

type Decision = { action: "send" } | { action: "withdraw"; because: WithdrawnBecause } | { action: "reschedule"; dueAt: Date };

/** What to do with a reminder that is due, looking at its call as it is now. */
function decide(tx: Writer, reminder: Reminder, booking: Booking, now: Date): Decision {
  // A no-show is marked only after the call's start: its reminders are over.
  if (booking.status !== "scheduled") return { action: "withdraw", because: booking.status === "no_show" ? "over" : booking.status };
  if (booking.appointmentAt <= now) return { action: "withdraw", because: "over" };
  if (!businessSetting("CALL_REMINDER_HOURS").includes(reminder.hoursBefore)) return { action: "withdraw", because: "turned-off" };
  // The call's time is the one to go by, whatever the row says.
  const dueAt = dueAtFor(booking.appointmentAt, reminder.hoursBefore);
  if (dueAt > now) return { action: "reschedule", dueAt };
  // Found late (the site was down): a shorter reminder that is due as well says it better.
  const later = tx
    .select({ hoursBefore: callReminders.hoursBefore })
    .from(callReminders)
    .where(
      and(
        eq(callReminders.bookingId, booking.id),
        lt(callReminders.hoursBefore, reminder.hoursBefore),
        inArray(callReminders.hoursBefore, businessSetting("CALL_REMINDER_HOURS")),
        ne(callReminders.status, "withdrawn"),
        lte(callReminders.dueAt, now),
      ),
    )
    .get();
  return later ? { action: "withdraw", because: "superseded" } : { action: "send" };
}

/**
 * Send the reminders that are due. Each is decided (the call still scheduled, not over, and
 * at the time the reminder was set for) and its e-mail queued in the one write transaction
 * that marks it sent, so a reminder goes out once, whatever number of processes run this and
 * wherever one of them is stopped. The write lock is taken only when a plain read has found
 * something due: most runs find nothing.
 */
export function sendDueCallReminders(now = new Date()): RemindersSent {
  if (!db.select({ bookingId: callReminders.bookingId }).from(callReminders).where(dueCondition(now)).limit(1).get()) return { sent: 0, withdrawn: 0 };
  return writeTransaction((tx) => {
    const due = tx
      .select({ reminder: callReminders, booking: bookings })
      .from(callReminders)
      .innerJoin(bookings, eq(bookings.id, callReminders.bookingId))
      .where(dueCondition(now))
      .orderBy(asc(callReminders.dueAt), asc(callReminders.hoursBefore))
      .limit(BATCH_SIZE)
      .all();
    const result: RemindersSent = { sent: 0, withdrawn: 0 };
    for (const { reminder, booking } of due) {
      const decision = decide(tx, reminder, booking, now);
      const key = reminderKey(reminder.bookingId, reminder.hoursBefore);
      if (decision.action === "reschedule") {
        tx.update(callReminders).set({ dueAt: decision.dueAt }).where(key).run();
      } else if (decision.action === "withdraw") {
        withdraw(tx, reminder.bookingId, reminder.hoursBefore, decision.because);
        result.withdrawn++;
      } else {
        tx.update(callReminders).set({ status: "sent", sentAt: now }).where(key).run();
        const email = callReminderEmail({
          callKind: booking.kind,
          to: booking.email,
          name: booking.name,
          startsIn: startsIn(booking.appointmentAt, now),
          whenForVisitor: `${whenInZone(booking.appointmentAt, booking.timezone)} (${timezoneLabel(booking.timezone)})`,
          hostName: (hostById(booking.hostId) ?? firstHost()).schedule.displayName,
          callMinutes: booking.durationMinutes,
          meetingLink: env.MEETING_LINK,
          instructions: env.CALL_INSTRUCTIONS,
          manageLink: manageBookingLink(booking),
        });
        enqueue({ kind: "email", payload: email }, now);
        result.sent++;
      }
    }
    return result;
  });
}
