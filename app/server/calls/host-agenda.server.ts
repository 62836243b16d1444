import { TZDate } from "@date-fns/tz";
import { and, asc, eq, gt, gte, isNull, lt, or, sql } from "drizzle-orm";
import { addDays, dateInZone, fullDateInZone, timeLabel } from "~/lib/calendar-dates";
import { bookings, hostAgendas } from "~db/schema";
import { readBookingNotes } from "~/server/calls/admin-bookings.server";
import { allHosts, firstHost, hostNoticeAddress, type Host } from "~/server/calls/hosts.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { hostAgendaEmail, type AgendaCall } from "~/server/calls/call-emails.server";
import { env } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";

// The morning e-mail: each host's calls of the day (in the host's zone) with who is calling and
// what they answered, sent once a day at HOST_AGENDA_HOUR in that zone to the host's notice
// address; nothing on a day without calls.

/** The instant a calendar date's hour begins in a time zone (TZDate handles daylight saving). */
function instantOf(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, timeZone).getTime());
}

export type AgendaSent = { hostId: number; hostDate: string; calls: number };

/** Each host's agenda whose hour has come today and was not decided yet (see sendHostAgenda). */
export const sendHostAgendas = (now = new Date()): AgendaSent[] =>
  allHosts().flatMap((host) => {
    const sent = sendHostAgenda(host, now);
    return sent ? [sent] : [];
  });

/**
 * A host's agenda for today (a day in the host's zone), once its hour has come: the host's
 * scheduled calls of the day not over yet, in order (calls no host was given belong to the
 * first host). The day is decided once, in the write transaction that records it and queues
 * the e-mail, so several processes and restarts send it once; a plain read first keeps the
 * other runs of the day from taking the write lock. A day the site was down for is not caught
 * up on the next day.
 */
function sendHostAgenda(host: Host, now: Date): AgendaSent | null {
  const { timeZone } = host.schedule;
  const hostDate = dateInZone(now, timeZone);
  if (now < instantOf(hostDate, env.HOST_AGENDA_HOUR, timeZone)) return null;
  const decided = (reader: Pick<typeof db, "select">) =>
    reader
      .select({ hostDate: hostAgendas.hostDate })
      .from(hostAgendas)
      .where(and(eq(hostAgendas.hostId, host.id), eq(hostAgendas.hostDate, hostDate)))
      .get();
  if (decided(db)) return null;
  return writeTransaction((tx): AgendaSent | null => {
    if (decided(tx)) return null;
    const dayStart = instantOf(hostDate, 0, timeZone);
    const dayEnd = instantOf(addDays(hostDate, 1), 0, timeZone);
    const hostsCalls = host.id === firstHost().id ? or(eq(bookings.hostId, host.id), isNull(bookings.hostId)) : eq(bookings.hostId, host.id);
    const calls = tx
      .select()
      .from(bookings)
      .where(
        and(
          hostsCalls,
          eq(bookings.status, "scheduled"),
          gte(bookings.appointmentAt, dayStart),
          lt(bookings.appointmentAt, dayEnd),
          gt(sql`${bookings.appointmentAt} + ${bookings.durationMinutes} * 60000`, now.getTime()),
        ),
      )
      .orderBy(asc(bookings.appointmentAt))
      .all();
    tx.insert(hostAgendas).values({ hostId: host.id, hostDate, calls: calls.length, decidedAt: now }).run();
    if (calls.length > 0) {
      const agenda: AgendaCall[] = calls.map((call) => ({
        time: timeLabel(call.appointmentAt, timeZone),
        name: call.name,
        email: call.email,
        phone: call.phone,
        bookerTime: `${timeLabel(call.appointmentAt, call.timezone)} for them`,
        minutes: call.durationMinutes,
        notes: readBookingNotes(call.notes),
      }));
      enqueue({ kind: "email", payload: hostAgendaEmail(hostNoticeAddress(host), { day: fullDateInZone(now, timeZone), calls: agenda }) }, now);
    }
    return { hostId: host.id, hostDate, calls: calls.length };
  });
}
