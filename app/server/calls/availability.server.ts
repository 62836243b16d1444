import { TZDate } from "@date-fns/tz";
import { and, gte, lt, ne } from "drizzle-orm";
import type { DayAvailability, Slot } from "~/lib/booking-form";
import { addDays, dateInZone, offeredDates, timeLabel } from "~/lib/calendar-dates";
import { minutesOf, rangesOn, type HostSchedule } from "~/lib/host-schedule";
import { uploadUrl } from "~/lib/picture-urls";
import { bookings } from "~db/schema";
import { assignHost, hostById, offeredHosts, type OfferedHost } from "~/server/calls/hosts.server";
import { db, type AppDatabase } from "~/server/platform/db.server";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A live call on a host's calendar: its host, start and end (instants in ms). */
export type BookedCall = { hostId: number; start: number; end: number };
/** A stretch a host is busy in their own calendar. */
export type BusyTime = { start: number; end: number };
/** What the engine needs of a host: its id, published schedule and the busy times of its own calendar. */
export type HostCalendar = { id: number; schedule: HostSchedule; busy: readonly BusyTime[] };

/** The instant a host-zone wall-clock time on a host date stands for (TZDate handles daylight saving). */
function instantOf(hostDate: string, minutes: number, timeZone: string): number {
  const [year, month, day] = hostDate.split("-").map(Number);
  return new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, timeZone).getTime();
}

/**
 * The start instants a host is free for a call on one calendar date in the visitor's zone:
 * each of the host's time ranges on the host's dates that can overlap that day (the weekday's
 * hours, or an exception's), cut into calls of the host's call length, minus what is too soon,
 * what comes within the buffer of one of the host's booked calls or of a busy time of the
 * host's own calendar, and every slot of a host day that already has its
 * most calls.
 */
export function hostFreeStarts(host: HostCalendar, date: string, visitorZone: string, now: Date, booked: readonly BookedCall[]): number[] {
  const { schedule } = host;
  const earliest = now.getTime() + schedule.minNoticeHours * 60 * MINUTE_MS;
  const length = schedule.callMinutes * MINUTE_MS;
  const buffer = schedule.bufferMinutes * MINUTE_MS;
  const calls = booked.filter((call) => call.hostId === host.id);
  const callsOnHostDay = new Map<string, number>();
  for (const call of calls) {
    const hostDate = dateInZone(call.start, schedule.timeZone);
    callsOnHostDay.set(hostDate, (callsOnHostDay.get(hostDate) ?? 0) + 1);
  }
  const free = (start: number) =>
    start >= earliest &&
    calls.every((call) => start >= call.end + buffer || call.start >= start + length + buffer) &&
    host.busy.every((busy) => start >= busy.end + buffer || busy.start >= start + length + buffer);
  const starts: number[] = [];
  // A visitor's day can overlap the host's previous, same or next day.
  for (const hostDate of [addDays(date, -1), date, addDays(date, 1)]) {
    if ((callsOnHostDay.get(hostDate) ?? 0) >= schedule.maxCallsPerDay) continue;
    for (const range of rangesOn(schedule, hostDate)) {
      for (let minutes = minutesOf(range.start); minutes + schedule.callMinutes <= minutesOf(range.end); minutes += schedule.callMinutes) {
        const start = instantOf(hostDate, minutes, schedule.timeZone);
        if (dateInZone(start, visitorZone) === date && free(start)) starts.push(start);
      }
    }
  }
  return starts;
}

/** Whether any of the hosts has hours that reach into the visitor's calendar date (their weekly hours or an exception's, in their own zone). */
export function anyHostWorksOn(hosts: readonly Pick<HostCalendar, "schedule">[], date: string, visitorZone: string): boolean {
  const dayStart = instantOf(date, 0, visitorZone);
  const dayEnd = instantOf(addDays(date, 1), 0, visitorZone);
  return hosts.some(({ schedule }) =>
    // A visitor's day can overlap the host's previous, same or next day.
    [addDays(date, -1), date, addDays(date, 1)].some((hostDate) =>
      rangesOn(schedule, hostDate).some(
        (range) =>
          instantOf(hostDate, minutesOf(range.start), schedule.timeZone) < dayEnd && instantOf(hostDate, minutesOf(range.end), schedule.timeZone) > dayStart,
      ),
    ),
  );
}

/** datesOffered's answers by visitor zone and day, with the schedules they were worked out from (a publish replaces them). */
const datesOfferedMemo = new Map<string, { schedules: readonly HostSchedule[]; dates: string[] }>();
const DATES_OFFERED_MEMO_SIZE = 1000;

/**
 * The dates the calendar offers a visitor: its working days are those some offered host has
 * hours on. Worked out once per visitor zone and day for the schedules as published: a page
 * asks for them once per date it checks.
 */
export function datesOffered(now: Date, visitorZone: string, hosts: readonly Pick<HostCalendar, "schedule">[] = offeredHosts(now)): readonly string[] {
  const schedules = hosts.map((host) => host.schedule);
  const key = `${visitorZone} ${dateInZone(now, visitorZone)}`;
  const known = datesOfferedMemo.get(key);
  if (known && known.schedules.length === schedules.length && known.schedules.every((schedule, index) => schedule === schedules[index])) return known.dates;
  const dates = offeredDates(now, visitorZone, (date) => anyHostWorksOn(hosts, date, visitorZone));
  if (datesOfferedMemo.size >= DATES_OFFERED_MEMO_SIZE) datesOfferedMemo.clear();
  datesOfferedMemo.set(key, { schedules, dates });
  return dates;
}

/** Every free start on the date, each with the hosts free for it: the visitor sees the union of the hosts' free times. */
export function freeStarts(hosts: readonly HostCalendar[], date: string, visitorZone: string, now: Date, booked: readonly BookedCall[]): Map<number, number[]> {
  const union = new Map<number, number[]>();
  for (const host of hosts) {
    for (const start of hostFreeStarts(host, date, visitorZone, now, booked)) union.set(start, [...(union.get(start) ?? []), host.id]);
  }
  return new Map([...union].sort(([a], [b]) => a - b));
}

/** The host's photo at its smallest size (it shows as a small round picture beside the name), or null. */
export const hostPhotoUrl = (host: Pick<HostSchedule, "photo">) => (host.photo ? uploadUrl(host.photo.id, Math.min(...host.photo.widths), "jpg") : null);

/** The free starts as slots, each with the host the assignment rule gives it (`hostOf`: which of the free hosts). */
function toSlots(starts: Map<number, number[]>, visitorZone: string, hostOf: (start: number, candidates: number[]) => HostSchedule): Slot[] {
  return [...starts].map(([start, candidates]) => {
    const host = hostOf(start, candidates);
    return { time: timeLabel(start, visitorZone), datetime: new Date(start).toISOString(), host: host.displayName, hostPhoto: hostPhotoUrl(host) };
  });
}

export function slotsForDate(hosts: readonly HostCalendar[], date: string, visitorZone: string, now: Date, booked: readonly BookedCall[]): Slot[] {
  return toSlots(freeStarts(hosts, date, visitorZone, now, booked), visitorZone, (_, [first]) => hosts.find((host) => host.id === first)!.schedule);
}

/** Live calls between two instants (other than `exceptBookingId`), on every host's calendar. */
function bookedBetween(reader: Pick<AppDatabase, "select">, from: number, to: number, exceptBookingId: number | null): BookedCall[] {
  return reader
    .select({ hostId: bookings.hostId, at: bookings.appointmentAt, minutes: bookings.durationMinutes })
    .from(bookings)
    .where(
      and(
        gte(bookings.appointmentAt, new Date(from)),
        lt(bookings.appointmentAt, new Date(to)),
        ne(bookings.status, "cancelled"),
        exceptBookingId === null ? undefined : ne(bookings.id, exceptBookingId),
      ),
    )
    .all()
    .map((row) => ({ hostId: row.hostId ?? 0, start: row.at.getTime(), end: row.at.getTime() + row.minutes * MINUTE_MS }));
}

/**
 * The free starts for an offered date with the hosts free at each, or null when the date is
 * not one we offer. A call being moved (`movingBookingId`) does not stand in its own way.
 */
export function freeStartsFor(
  date: string,
  visitorZone: string,
  now = new Date(),
  movingBookingId: number | null = null,
  hosts: readonly OfferedHost[] = offeredHosts(now),
): Map<number, number[]> | null {
  if (!datesOffered(now, visitorZone, hosts).includes(date)) return null;
  const dayStart = instantOf(date, 0, visitorZone);
  // Every call on the three host days the visitor's day can touch (for the daily cap), with room for the buffer.
  const booked = bookedBetween(db, dayStart - 2 * DAY_MS, dayStart + 3 * DAY_MS, movingBookingId);
  return freeStarts(hosts, date, visitorZone, now, booked);
}

/** Free slots for an offered date, or null when the date is not one we offer. */
export function availabilityFor(date: string, visitorZone: string, now = new Date(), movingBookingId: number | null = null): DayAvailability | null {
  const starts = freeStartsFor(date, visitorZone, now, movingBookingId);
  if (!starts) return null;
  const hostOf = (start: number, candidates: number[]) =>
    hostById(candidates.length === 1 ? candidates[0] : assignHost(db, candidates, new Date(start)))!.schedule;
  return { date, slots: toSlots(starts, visitorZone, hostOf) };
}

/** Whether any offered date has a free time: the calendar says so, with the support contact, when none has. */
export function anyTimeOpen(visitorZone: string, now = new Date()): boolean {
  const hosts = offeredHosts(now);
  return datesOffered(now, visitorZone, hosts).some((date) => (freeStartsFor(date, visitorZone, now, null, hosts)?.size ?? 0) > 0);
}
