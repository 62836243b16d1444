import { TZDate } from "@date-fns/tz";
import { and, gte, lt, ne } from "drizzle-orm";
import type { DayAvailability, Slot } from "~/lib/booking-form";
import { addDays, dateInZone, isWeekday, offeredDates, timeLabel } from "~/lib/calendar-dates";
import { bookings } from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";


export type HostHours = { timeZone: string; hours: number[]; minNoticeHours: number };

export const hostHours: HostHours = {
  timeZone: env.HOST_TIMEZONE,
  hours: env.HOST_HOURS,
  minNoticeHours: env.MIN_NOTICE_HOURS,
};

export const CALL_LENGTH_MINUTES = 60;

/**
 * The free slots on one calendar date in the visitor's zone: the host's working hours on
 * the host's weekdays, converted to instants (TZDate handles daylight saving in both
 * zones), minus what is booked and what is too soon.
 */
export function slotsForDate(
  date: string,
  visitorZone: string,
  now: Date,
  booked: ReadonlySet<number>,
  host: HostHours = hostHours,
): Slot[] {
  const earliest = now.getTime() + host.minNoticeHours * 60 * 60 * 1000;
  const instants: number[] = [];
  // A visitor's day can overlap the host's previous, same or next day.
  for (const hostDate of [addDays(date, -1), date, addDays(date, 1)]) {
    if (!isWeekday(hostDate)) continue;
    const [year, month, day] = hostDate.split("-").map(Number);
    for (const hour of host.hours) {
      const instant = new TZDate(year, month - 1, day, hour, 0, 0, host.timeZone).getTime();
      if (dateInZone(instant, visitorZone) === date && instant >= earliest && !booked.has(instant)) instants.push(instant);
    }
  }
  return instants
    .sort((a, b) => a - b)
    .map((instant) => ({ time: timeLabel(instant, visitorZone), datetime: new Date(instant).toISOString() }));
}

/** Instants already taken between two instants. */
function bookedBetween(from: number, to: number): Set<number> {
  const rows = db
    .select({ at: bookings.appointmentAt })
    .from(bookings)
    .where(and(gte(bookings.appointmentAt, new Date(from)), lt(bookings.appointmentAt, new Date(to)), ne(bookings.status, "cancelled")))
    .all();
  return new Set(rows.map((row) => row.at.getTime()));
}


/** Free slots for an offered date, or null when the date is not one we offer. */
export function availabilityFor(date: string, visitorZone: string, now = new Date()): DayAvailability | null {
  if (!offeredDates(now, visitorZone).includes(date)) return null;
  const [year, month, day] = date.split("-").map(Number);
  const dayStart = new TZDate(year, month - 1, day, 0, 0, 0, visitorZone).getTime();
  const booked = bookedBetween(dayStart - 86_400_000, dayStart + 2 * 86_400_000);
  return { date, slots: slotsForDate(date, visitorZone, now, booked) };
}
