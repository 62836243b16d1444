import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { isTimeZone } from "~/lib/calendar-dates";
import { hostBusyTimes, hosts as hostRows } from "~db/schema";
import { allHosts, hostById, reloadHosts } from "~/server/calls/hosts.server";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { periodicWork } from "~/server/platform/periodic.server";
import { env } from "~/server/platform/env.server";
import { fetchTypedAddress } from "~/server/platform/outbound-fetch.server";
import { seal, unseal } from "~/server/platform/sealed-box.server";

// Busy times from a host's own calendar: the secret iCalendar address they paste (Google's
// "secret address in iCal format", Outlook's published calendar, iCloud's public link) is
// fetched every 10 minutes and on demand, parsed with ical.js, and every event marked busy in
// the coming weeks (recurring ones expanded, their moved and cancelled occurrences included)
// becomes a busy time no slot may overlap. The address is a secret: kept sealed, shown and
// logged only as its host name and last characters. A failed fetch keeps the last good copy
// (see BUSY_FEED_STALE_AFTER_MS in hosts.server.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead busy times are kept: past the last date the calendar offers (about two weeks). */
const HORIZON_MS = 35 * DAY_MS;
const FETCH_TIMEOUT_MS = 15_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Occurrences expanded per recurring event at most (a daily event for ten years is 3650). */
const MAX_OCCURRENCES = 5000;

const BUSY_FEED_INTERVAL_MS = 10 * 60 * 1000;

/** The part of an address the studio and the log may show: its host name and last four characters. */
const feedHint = (address: string) => {
  const url = new URL(address);
  return `${url.host} …${address.slice(-4)}`;
};

/** The address as fetched: webcal:// is https://. Null for anything but an http(s) or webcal address. */
function feedAddress(input: string): string | null {
  const trimmed = input.trim().replace(/^webcals?:\/\//i, "https://");
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The instant an iCalendar time stands for: UTC as it is; a time with a TZID that names an IANA
 * zone on that zone's clock (daylight saving from the platform's zone data); a TZID the feed
 * defines itself (Outlook's "Pacific Standard Time") through the feed's VTIMEZONE; a floating
 * time or an all-day date on the host's clock.
 */
function instantOf(time: ICAL.Time, hostZone: string, tzidParameter?: string): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  // ical.js forgets a TZID the file does not define: the property's parameter still names it.
  const tzid = tzidParameter ?? time.zone?.tzid;
  const wallClock = (zone: string) =>
    new TZDate(time.year, time.month - 1, time.day, time.isDate ? 0 : time.hour, time.isDate ? 0 : time.minute, time.isDate ? 0 : time.second, zone).getTime();
  if (time.isDate || !tzid || tzid === "floating") return wallClock(hostZone);
  if (isTimeZone(tzid)) return wallClock(tzid);
  return time.zone && time.zone.tzid !== "floating" ? time.toUnixTime() * 1000 : wallClock(hostZone);
}

/** Whether an event (or an occurrence's own exception) holds time: not TRANSP:TRANSPARENT ("free"), not cancelled. */
const busy = (event: ICAL.Event) =>
  event.component.getFirstPropertyValue("transp") !== "TRANSPARENT" && event.component.getFirstPropertyValue("status") !== "CANCELLED";

export type BusyTime = { start: number; end: number };

/** The busy times of an iCalendar text that overlap [from, to), in the host's zone for floating and all-day times. */
export function busyTimesOf(text: string, hostZone: string, from: number, to: number): BusyTime[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const definition of calendar.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(definition);
    if (!isTimeZone(zone.tzid)) ICAL.TimezoneService.register(zone, zone.tzid);
  }
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  const masters = new Map<string, ICAL.Event>();
  for (const event of events) if (!event.isRecurrenceException()) masters.set(event.uid, event);
  for (const event of events) if (event.isRecurrenceException()) masters.get(event.uid)?.relateException(event);

  const times: BusyTime[] = [];
  const tzidOf = (event: ICAL.Event, name: "dtstart" | "dtend") => {
    const value = event.component.getFirstProperty(name)?.getParameter("tzid");
    return typeof value === "string" ? value : undefined;
  };
  const keep = (event: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null) => {
    const startsAt = instantOf(start, hostZone, tzidOf(event, "dtstart"));
    const endsAt = end ? instantOf(end, hostZone, tzidOf(event, "dtend") ?? tzidOf(event, "dtstart")) : startsAt + (start.isDate ? DAY_MS : 0);
    if (busy(event) && endsAt > from && startsAt < to && endsAt > startsAt) times.push({ start: startsAt, end: endsAt });
  };
  for (const event of masters.values()) {
    if (!event.isRecurring()) {
      keep(event, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count++, next = iterator.next()) {
      // A moved occurrence may land up to a day either side of where the rule put it.
      if (instantOf(next, hostZone, tzidOf(event, "dtstart")) >= to + DAY_MS) break;
      const occurrence = event.getOccurrenceDetails(next);
      keep(occurrence.item, occurrence.startDate, occurrence.endDate);
    }
  }
  return times.sort((a, b) => a.start - b.start);
}

async function download(address: string): Promise<string> {
  const text = await fetchTypedAddress(address, {
    accept: "text/calendar",
    maxBytes: MAX_FEED_BYTES,
    timeoutMs: FETCH_TIMEOUT_MS,
    privateNetworks: env.CALENDAR_FEED_ADDRESSES === "any",
  });
  if (!text.includes("BEGIN:VCALENDAR")) throw new Error("the address did not return an iCalendar file");
  return text;
}

/** Why a fetch failed, in words for the studio: never the address itself (it is a secret). */
function reason(error: unknown, address: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(address).join("(the address)").slice(0, 300);
}

/**
 * Fetch a host's calendar now: on success its busy times are replaced and the copy's time
 * recorded; on failure the last good copy stays and the error is recorded for the studio.
 */
export async function refreshBusyFeed(hostId: number, now = new Date()): Promise<{ ok: true; busyTimes: number } | { ok: false; error: string }> {
  const row = db.select({ sealed: hostRows.busyFeedSealed, schedule: hostRows.schedule }).from(hostRows).where(eq(hostRows.id, hostId)).get();
  if (!row?.sealed) return { ok: false, error: "This host has no calendar address." };
  let address = "";
  let times: BusyTime[];
  try {
    address = unseal<string>(row.sealed);
    times = busyTimesOf(await download(address), row.schedule.timeZone, now.getTime() - DAY_MS, now.getTime() + HORIZON_MS);
  } catch (error) {
    // An address sealed under another site secret cannot be opened: it has to be pasted again.
    const message = address ? reason(error, address) : "the saved address can no longer be read (the site's secret changed): paste it again";
    db.update(hostRows).set({ busyFeedError: message, busyFeedErrorAt: now }).where(eq(hostRows.id, hostId)).run();
    console.error(`[host-calendars] host ${hostId} (${address ? feedHint(address) : "sealed address"}): ${message}`);
    reloadHosts();
    return { ok: false, error: message };
  }
  writeTransaction((tx) => {
    tx.delete(hostBusyTimes).where(eq(hostBusyTimes.hostId, hostId)).run();
    for (const time of times)
      tx.insert(hostBusyTimes)
        .values({ hostId, startsAt: new Date(time.start), endsAt: new Date(time.end) })
        .run();
    tx.update(hostRows).set({ busyFeedFetchedAt: now, busyFeedError: null, busyFeedErrorAt: null }).where(eq(hostRows.id, hostId)).run();
  });
  reloadHosts();
  return { ok: true, busyTimes: times.length };
}

/** Every host's calendar, one after the other. */
export async function refreshAllBusyFeeds(now = new Date()): Promise<void> {
  for (const host of allHosts()) if (host.busyFeed) await refreshBusyFeed(host.id, now);
}

/** The periodic fetch of every host's calendar (started with the server's other workers). */
export const busyFeedWorker = periodicWork("host-calendars", () => refreshAllBusyFeeds(), BUSY_FEED_INTERVAL_MS);

/**
 * Set (or, with an empty address, remove) the host's calendar address, then fetch it at once.
 * Until a first fetch succeeds, the host's times are not offered.
 */
export async function setBusyFeed(hostId: number, input: string, actor: Actor): Promise<{ ok: true } | { error: string }> {
  if (!hostById(hostId)) throw new Response("No such host", { status: 404 });
  if (input.trim() === "") {
    writeTransaction((tx) => {
      tx.update(hostRows)
        .set({ busyFeedSealed: null, busyFeedHint: null, busyFeedFetchedAt: null, busyFeedError: null, busyFeedErrorAt: null })
        .where(eq(hostRows.id, hostId))
        .run();
      tx.delete(hostBusyTimes).where(eq(hostBusyTimes.hostId, hostId)).run();
      recordAudit(tx, actor, "host.calendar-removed", `host ${hostId}`);
    });
    reloadHosts();
    return { ok: true };
  }
  const address = feedAddress(input);
  if (!address) return { error: "Paste the calendar's secret address: it starts with https:// or webcal://." };
  const hint = feedHint(address);
  writeTransaction((tx) => {
    tx.update(hostRows)
      .set({ busyFeedSealed: seal(address), busyFeedHint: hint, busyFeedFetchedAt: null, busyFeedError: null, busyFeedErrorAt: null })
      .where(eq(hostRows.id, hostId))
      .run();
    tx.delete(hostBusyTimes).where(eq(hostBusyTimes.hostId, hostId)).run();
    recordAudit(tx, actor, "host.calendar-set", `host ${hostId}`, hint);
  });
  reloadHosts();
  await refreshBusyFeed(hostId);
  return { ok: true };
}
