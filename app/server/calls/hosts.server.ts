import { and, asc, count, eq, gte, lt, ne } from "drizzle-orm";
import { companyFacts } from "~/server/platform/site-texts.server";
import { addDays, dateInZone, mondayOf } from "~/lib/calendar-dates";
import { hostScheduleSchema, type HostSchedule } from "~/lib/host-schedule";
import { bookings, hostBusyTimes, hosts as hostRows, users } from "~db/schema";
import { db, type AppDatabase } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { offeredLengthWords } from "~/lib/call-length";

// The hosts who take strategy calls, as published in the calls studio: read from memory,
// loaded at first use and again after a publish or a fetch of a host's own calendar.

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long the last good copy of a host's own calendar is trusted when fetches fail: past
 * this, the host's times are not offered (a visitor could book over something new in it),
 * and the studio shows the error and the copy's age.
 */
export const BUSY_FEED_STALE_AFTER_MS = 2 * HOUR_MS;

export type Host = {
  id: number;
  userId: string | null;
  accountEmail: string | null;
  schedule: HostSchedule;
  busy: { start: number; end: number }[];
  busyFeed: { hint: string; fetchedAt: Date | null; error: string | null; errorAt: Date | null } | null;
  callFeedGeneration: number;
};

/** What the availability engine and the booking page read of an offered host. */
export type OfferedHost = Pick<Host, "id" | "schedule" | "busy">;

let loaded: Host[] | null = null;

function load(): Host[] {
  const busy = db.select().from(hostBusyTimes).orderBy(asc(hostBusyTimes.startsAt)).all();
  return db
    .select({ host: hostRows, accountEmail: users.email })
    .from(hostRows)
    .leftJoin(users, eq(users.id, hostRows.userId))
    .orderBy(asc(hostRows.id))
    .all()
    .map(({ host, accountEmail }) => ({
      id: host.id,
      userId: host.userId,
      accountEmail,
      schedule: hostScheduleSchema.parse(host.schedule),
      busy: busy.filter((row) => row.hostId === host.id).map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime() })),
      busyFeed: host.busyFeedSealed
        ? { hint: host.busyFeedHint ?? "", fetchedAt: host.busyFeedFetchedAt, error: host.busyFeedError, errorAt: host.busyFeedErrorAt }
        : null,
      callFeedGeneration: host.callFeedGeneration,
    }));
}

/** Every host, first added first, as published. */
export function allHosts(): Host[] {
  loaded ??= load();
  return loaded;
}

/** Read the hosts again (after a publish, a new host or a fetch of a host's calendar). */
export function reloadHosts(): void {
  loaded = load();
}

export function hostById(id: number | null): Host | null {
  return allHosts().find((host) => host.id === id) ?? null;
}

/** The first host (the owner): whose zone and rules stand for the business where no call names a host. */
export const firstHost = (): Host => allHosts()[0];

/** A host whose own calendar is set but has no good copy younger than BUSY_FEED_STALE_AFTER_MS: their free times are unknown. */
export const busyTimesUnknown = (host: Host, now: Date) =>
  host.busyFeed !== null && (host.busyFeed.fetchedAt === null || now.getTime() - host.busyFeed.fetchedAt.getTime() > BUSY_FEED_STALE_AFTER_MS);

/** The hosts visitors may book now: taking calls, and not waiting on a stale copy of their own calendar. */
export const offeredHosts = (now = new Date()): Host[] => allHosts().filter((host) => host.schedule.takesCalls && !busyTimesUnknown(host, now));

/** Where a host's booking notices and agenda go: their own address, else the business's. */
export const hostNoticeAddress = (host: Host | null) => host?.schedule.noticeEmail || env.HOST_NOTIFY_EMAIL || companyFacts().supportEmail;

/** The zone a call's times are told to its host in. */
export const hostZoneOf = (hostId: number | null) => (hostById(hostId) ?? firstHost()).schedule.timeZone;

/**
 * Which of the hosts free at `start` takes the call: the one with the fewest live calls in the
 * call's week (Monday to Sunday in that host's zone), so calls spread evenly; on a tie, the
 * host added first (the lowest id), so the choice is the same however often it is asked.
 */
export function assignHost(reader: Pick<AppDatabase, "select">, candidates: readonly number[], start: Date): number {
  const load = candidates.map((hostId) => {
    const zone = hostZoneOf(hostId);
    const monday = mondayOf(dateInZone(start, zone));
    const [from, to] = [monday, addDays(monday, 7)].map((date) => new Date(`${date}T00:00:00Z`).getTime());
    // The week's bounds in the host's zone, within a day either side; counted exactly below.
    const calls = reader
      .select({ at: bookings.appointmentAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.hostId, hostId),
          ne(bookings.status, "cancelled"),
          gte(bookings.appointmentAt, new Date(from - 86_400_000)),
          lt(bookings.appointmentAt, new Date(to + 86_400_000)),
        ),
      )
      .all()
      .filter((call) => mondayOf(dateInZone(call.at, zone)) === monday).length;
    return { hostId, calls };
  });
  load.sort((a, b) => a.calls - b.calls || a.hostId - b.hostId);
  return load[0].hostId;
}

/** How many live calls each host has from `since` on (for the studio's list of hosts). */
export function upcomingCallCounts(since: Date): Map<number, number> {
  const rows = db
    .select({ hostId: bookings.hostId, calls: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "scheduled"), gte(bookings.appointmentAt, since)))
    .groupBy(bookings.hostId)
    .all();
  return new Map(rows.map((row) => [row.hostId ?? 0, row.calls]));
}

/** How long the calls on offer last, in words ("a full hour", "30 to 60 minutes"): the first host's when no host is offered. */
export function offeredCallLength(now = new Date()): string {
  const offered = offeredHosts(now);
  return offeredLengthWords((offered.length > 0 ? offered : [firstHost()]).map((host) => host.schedule.callMinutes));
}

/** The cut-off the booking page promises before a host is chosen: the longest of the offered hosts'. */
export const longestChangeCutoffHours = (now = new Date()) => Math.max(0, ...offeredHosts(now).map((host) => host.schedule.changeCutoffHours));
