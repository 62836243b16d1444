import { TZDate } from "@date-fns/tz";
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { addDays, dateInZone, fullDateInZone, timeLabel } from "~/lib/calendar-dates";
import { bookings, hostAgendas } from "~db/schema";
import { readBookingNotes } from "~/server/calls/admin-bookings.server";
import { firstHost, hostNoticeAddress } from "~/server/calls/hosts.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { hostAgendaEmail, type AgendaCall } from "~/server/calls/call-emails.server";
import { env } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";

// The morning e-mail: the day's calls (in the first host's zone) with who is calling, with
// which host, and what they answered, sent once a day at HOST_AGENDA_HOUR to the first host;
// nothing on a day without calls.

/** The instant a calendar date's hour begins in a time zone (TZDate handles daylight saving). */
function instantOf(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, timeZone).getTime());
}

export type AgendaSent = { hostDate: string; calls: number };

/**
 * Today's agenda (a day in the host's zone), once its hour has come: the day's scheduled calls
 * not over yet, in order. The day is decided once, in the write transaction that records it and
 * queues the e-mail, so several processes and restarts send it once; a plain read first keeps
 * the other runs of the day from taking the write lock. A day the site was down for is not
 * caught up on the next day.
 */
export function sendHostAgenda(now = new Date(), timeZone = firstHost().schedule.timeZone): AgendaSent | null {
  const hostDate = dateInZone(now, timeZone);
  if (now < instantOf(hostDate, env.HOST_AGENDA_HOUR, timeZone)) return null;
  const decided = (reader: Pick<typeof db, "select">) =>
    reader.select({ hostDate: hostAgendas.hostDate }).from(hostAgendas).where(eq(hostAgendas.hostDate, hostDate)).get();
  if (decided(db)) return null;
  return writeTransaction((tx): AgendaSent | null => {
    if (decided(tx)) return null;
    const dayStart = instantOf(hostDate, 0, timeZone);
    const dayEnd = instantOf(addDays(hostDate, 1), 0, timeZone);
    const calls = tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "scheduled"),
          gte(bookings.appointmentAt, dayStart),
          lt(bookings.appointmentAt, dayEnd),
          gt(sql`${bookings.appointmentAt} + ${bookings.durationMinutes} * 60000`, now.getTime()),
        ),
      )
      .orderBy(asc(bookings.appointmentAt))
      .all();
    tx.insert(hostAgendas).values({ hostDate, calls: calls.length, decidedAt: now }).run();
    if (calls.length > 0) {
      const agenda: AgendaCall[] = calls.map((call) => ({
        time: timeLabel(call.appointmentAt, timeZone),
        name: call.name,
        email: call.email,
        phone: call.phone,
        bookerTime: `${timeLabel(call.appointmentAt, call.timezone)} for them`,
        notes: readBookingNotes(call.notes),
      }));
      enqueue({ kind: "email", payload: hostAgendaEmail(hostNoticeAddress(firstHost()), { day: fullDateInZone(now, timeZone), calls: agenda }) }, now);
    }
    return { hostDate, calls: calls.length };
  });
}
