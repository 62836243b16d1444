import { TZDate } from "@date-fns/tz";
import { and, gte, lt, ne } from "drizzle-orm";
import type { DayAvailability, Slot } from "~/lib/booking-form";
import { addDays, dateInZone, isWeekday, offeredDates, timeLabel } from "~/lib/calendar-dates";
import { bookings } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";

export type HostHours = { timeZone: string; hours: number[]; minNoticeHours: number; bufferMinutes: number; maxCallsPerDay: number };

export const hostHours: HostHours = {
  timeZone: env.HOST_TIMEZONE,
  hours: env.HOST_HOURS,
  minNoticeHours: env.MIN_NOTICE_HOURS,
  bufferMinutes: env.CALL_BUFFER_MINUTES,
  maxCallsPerDay: env.MAX_CALLS_PER_DAY,
};

export const CALL_LENGTH_MINUTES = 60;

/**
 * The free slots on one calendar date in the visitor's zone: the host's working hours on
 * the host's weekdays, converted to instants (TZDate handles daylight saving in both
 * zones), minus what is too soon, what overlaps a booked call or its buffer, and every slot
 * of a host day that already has its most calls.
 */
export function slotsForDate(date: string, visitorZone: string, now: Date, booked: ReadonlySet<number>, host: HostHours = hostHours): Slot[] {
  const earliest = now.getTime() + host.minNoticeHours * 60 * 60 * 1000;
  const apart = (CALL_LENGTH_MINUTES + host.bufferMinutes) * 60 * 1000;
  const clashes = (instant: number) => [...booked].some((other) => Math.abs(other - instant) < apart);
  const callsOnHostDay = new Map<string, number>();
  for (const other of booked) {
    const hostDate = dateInZone(other, host.timeZone);
    callsOnHostDay.set(hostDate, (callsOnHostDay.get(hostDate) ?? 0) + 1);
  }
  const instants: number[] = [];
  // A visitor's day can overlap the host's previous, same or next day.
  for (const hostDate of [addDays(date, -1), date, addDays(date, 1)]) {
    if (!isWeekday(hostDate)) continue;
    const [year, month, day] = hostDate.split("-").map(Number);
    if ((callsOnHostDay.get(hostDate) ?? 0) >= host.maxCallsPerDay) continue;
    for (const hour of host.hours) {
      const instant = new TZDate(year, month - 1, day, hour, 0, 0, host.timeZone).getTime();
      if (dateInZone(instant, visitorZone) === date && instant >= earliest && !clashes(instant)) instants.push(instant);
    }
  }
  return instants.sort((a, b) => a - b).map((instant) => ({ time: timeLabel(instant, visitorZone), datetime: new Date(instant).toISOString() }));
}

/** Instants already taken between two instants (by calls other than `exceptBookingId`). */
function bookedBetween(from: number, to: number, exceptBookingId: number | null): Set<number> {
  const rows = db
    .select({ at: bookings.appointmentAt })
    .from(bookings)
    .where(
      and(
        gte(bookings.appointmentAt, new Date(from)),
        lt(bookings.appointmentAt, new Date(to)),
        ne(bookings.status, "cancelled"),
        exceptBookingId === null ? undefined : ne(bookings.id, exceptBookingId),
      ),
    )
    .all();
  return new Set(rows.map((row) => row.at.getTime()));
}

/**
 * Free slots for an offered date, or null when the date is not one we offer. A call being
 * moved (`movingBookingId`) does not stand in its own way.
 */
export function availabilityFor(date: string, visitorZone: string, now = new Date(), movingBookingId: number | null = null): DayAvailability | null {
  if (!offeredDates(now, visitorZone).includes(date)) return null;
  const [year, month, day] = date.split("-").map(Number);
  const dayStart = new TZDate(year, month - 1, day, 0, 0, 0, visitorZone).getTime();
  // Every call on the three host days the visitor's day can touch (for the daily cap), with room for the buffer.
  const booked = bookedBetween(dayStart - 2 * 86_400_000, dayStart + 3 * 86_400_000, movingBookingId);
  return { date, slots: slotsForDate(date, visitorZone, now, booked) };
}
