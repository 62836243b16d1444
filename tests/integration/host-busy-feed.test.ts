import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";

// Busy times from a host's own calendar, fetched from a stand-in calendar server on 127.0.0.1
// through the production code path: recurring events expanded in the host's zone across a
// daylight-saving change with one occurrence moved and one cancelled, an all-day event, an
// event in another zone, a zone the file defines itself (Outlook's names), a "free" event
// left out; a failed fetch keeps the last good copy for a while, then the host's times are
// not offered; the address is kept sealed and never shown or logged whole.

process.env.CALL_BUFFER_MINUTES = "0";
// The stand-in is on this machine's own address, which the site refuses unless told (see outbound-fetch.test.ts).
process.env.CALENDAR_FEED_ADDRESSES = "any";

const feed = await import("~/server/calls/host-busy-feed.server");
const hosts = await import("~/server/calls/hosts.server");
const { recentAudit } = await import("~/server/platform/audit.server");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");

const owner = { id: await createUser({ email: "feed-owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "feed-owner@example.test" };

const ics = (events: string[], extra = "") =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Stand-in//Calendar//EN", extra, ...events, "END:VCALENDAR"].filter(Boolean).join("\r\n");

const event = (lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"].join("\r\n");

const OUTLOOK_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Mountain Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0700",
  "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0600",
  "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
].join("\r\n");

/** March 2026: US clocks spring forward on Sunday the 8th, the UK's on the 29th. */
const CALENDAR = ics(
  [
    // Every Monday 10-11 in Denver from March 2, the 16th cancelled (EXDATE), the 23rd moved to 15:00.
    event([
      "UID:weekly@stand-in",
      "DTSTAMP:20260201T000000Z",
      "DTSTART;TZID=America/Denver:20260302T100000",
      "DTEND;TZID=America/Denver:20260302T110000",
      "RRULE:FREQ=WEEKLY;COUNT=5",
      "EXDATE;TZID=America/Denver:20260316T100000",
      "SUMMARY:Team meeting",
    ]),
    event([
      "UID:weekly@stand-in",
      "DTSTAMP:20260201T000000Z",
      "RECURRENCE-ID;TZID=America/Denver:20260323T100000",
      "DTSTART;TZID=America/Denver:20260323T150000",
      "DTEND;TZID=America/Denver:20260323T160000",
      "SUMMARY:Team meeting (moved)",
    ]),
    // The 30th's occurrence cancelled the other way calendars say it: an exception with STATUS:CANCELLED.
    event([
      "UID:weekly@stand-in",
      "DTSTAMP:20260201T000000Z",
      "RECURRENCE-ID;TZID=America/Denver:20260330T100000",
      "DTSTART;TZID=America/Denver:20260330T100000",
      "DTEND;TZID=America/Denver:20260330T110000",
      "STATUS:CANCELLED",
    ]),
    // All day on Wednesday the 18th: the host's whole day.
    event(["UID:allday@stand-in", "DTSTAMP:20260201T000000Z", "DTSTART;VALUE=DATE:20260318", "DTEND;VALUE=DATE:20260319", "SUMMARY:Dentist and errands"]),
    // 17:00 in London on the 19th (GMT then): 17:00 UTC.
    event([
      "UID:london@stand-in",
      "DTSTAMP:20260201T000000Z",
      "DTSTART;TZID=Europe/London:20260319T170000",
      "DTEND;TZID=Europe/London:20260319T180000",
      "SUMMARY:Call with London",
    ]),
    // A zone the file defines itself, as Outlook writes them: 8:00 MDT on the 20th.
    event([
      "UID:outlook@stand-in",
      "DTSTAMP:20260201T000000Z",
      "DTSTART;TZID=Mountain Standard Time:20260320T080000",
      "DTEND;TZID=Mountain Standard Time:20260320T083000",
    ]),
    // Marked free: holds no time.
    event([
      "UID:free@stand-in",
      "DTSTAMP:20260201T000000Z",
      "DTSTART:20260317T160000Z",
      "DTEND:20260317T170000Z",
      "TRANSP:TRANSPARENT",
      "SUMMARY:Focus time (free)",
    ]),
  ],
  OUTLOOK_ZONE,
);

const utc = (iso: string) => Date.parse(iso);

describe("reading a host's calendar", () => {
  it("expands the weekly meeting in the host's zone across the change to summer time, with its moved and cancelled occurrences; all-day, other-zone and Outlook-zone events; no free event", () => {
    const times = feed.busyTimesOf(CALENDAR, "America/Denver", utc("2026-03-01T00:00:00Z"), utc("2026-04-15T00:00:00Z"));
    expect(times.map((time) => [new Date(time.start).toISOString(), new Date(time.end).toISOString()])).toEqual([
      ["2026-03-02T17:00:00.000Z", "2026-03-02T18:00:00.000Z"], // 10:00 MST
      ["2026-03-09T16:00:00.000Z", "2026-03-09T17:00:00.000Z"], // 10:00 MDT, after the change
      ["2026-03-18T06:00:00.000Z", "2026-03-19T06:00:00.000Z"], // all day in Denver (MDT)
      ["2026-03-19T17:00:00.000Z", "2026-03-19T18:00:00.000Z"], // London 17:00 GMT
      ["2026-03-20T14:00:00.000Z", "2026-03-20T14:30:00.000Z"], // Outlook's "Mountain Standard Time", 8:00 MDT
      ["2026-03-23T21:00:00.000Z", "2026-03-23T22:00:00.000Z"], // moved to 15:00 MDT
    ]);
  });

  it("reads the same all-day event as the host's day in the host's own zone", () => {
    const [allDay] = feed.busyTimesOf(CALENDAR, "Asia/Tokyo", utc("2026-03-17T00:00:00Z"), utc("2026-03-18T12:00:00Z"));
    expect(new Date(allDay.start).toISOString()).toBe("2026-03-17T15:00:00.000Z");
  });
});

let answer: { status: number; body: string } = { status: 200, body: CALENDAR };
const requested: string[] = [];
const standIn = http.createServer((request, response) => {
  requested.push(request.url ?? "");
  response.writeHead(answer.status, { "Content-Type": "text/calendar" }).end(answer.body);
});
await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
const address = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/calendar/ical/host%40example.test/private-9f8e7d6c5b4a39281706/basic.ics`;
afterAll(() => new Promise((resolve) => standIn.close(resolve)));

describe("fetching it", () => {
  it("fetches on demand when the address is set, keeps it sealed, and shows and audits only its host name and last characters", async () => {
    const hostId = hosts.firstHost().id;
    // A busy event in the coming days: the first host's next weekday 10:00 Denver time.
    const { offeredDates } = await import("~/lib/calendar-dates");
    const { availabilityFor } = await import("~/server/calls/availability.server");
    const date = offeredDates(new Date(), "America/Denver")[4];
    const ten = availabilityFor(date, "America/Denver")!.slots.find((slot) => slot.time.startsWith("10:00"))!.datetime;
    const compact = (iso: string) => iso.replace(/[-:]|\.\d{3}/g, "");
    answer = {
      status: 200,
      body: ics([
        event([
          "UID:soon@stand-in",
          "DTSTAMP:20260201T000000Z",
          `DTSTART:${compact(ten)}`,
          `DTEND:${compact(new Date(Date.parse(ten) + 1_800_000).toISOString())}`,
        ]),
      ]),
    };
    const errors = vi.spyOn(console, "error");
    expect(await feed.setBusyFeed(hostId, address, owner)).toEqual({ ok: true });
    expect(requested.at(-1)).toContain("private-9f8e7d6c5b4a39281706");
    expect(availabilityFor(date, "America/Denver")!.slots.map((slot) => slot.datetime)).not.toContain(ten);

    const row = db.$client.prepare("select busy_feed_sealed, busy_feed_hint from hosts where id = ?").get(hostId) as Record<string, string>;
    expect(row.busy_feed_sealed).not.toContain("private-9f8e7d6c5b4a39281706");
    expect(row.busy_feed_hint).toMatch(/^127\.0\.0\.1:\d+ …\.ics$/);
    expect(hosts.firstHost().busyFeed).toMatchObject({ hint: row.busy_feed_hint, error: null });
    expect(JSON.stringify(recentAudit(5))).not.toContain("private-9f8e7d6c5b4a39281706");

    // The calendar fails: the error is recorded (without the address), the last good copy stays for two hours, then the host is not offered.
    answer = { status: 500, body: "boom" };
    const failedAt = new Date();
    expect(await feed.refreshBusyFeed(hostId, failedAt)).toEqual({ ok: false, error: "the address answered 500" });
    expect(hosts.firstHost().busyFeed).toMatchObject({ error: "the address answered 500", errorAt: failedAt });
    expect(availabilityFor(date, "America/Denver")!.slots.map((slot) => slot.datetime)).not.toContain(ten);
    const fetchedAt = hosts.firstHost().busyFeed!.fetchedAt!;
    expect(hosts.offeredHosts(new Date(fetchedAt.getTime() + hosts.BUSY_FEED_STALE_AFTER_MS - 1000)).map((host) => host.id)).toContain(hostId);
    expect(hosts.offeredHosts(new Date(fetchedAt.getTime() + hosts.BUSY_FEED_STALE_AFTER_MS + 1000)).map((host) => host.id)).not.toContain(hostId);
    for (const call of errors.mock.calls) expect(call.join(" ")).not.toContain("private-9f8e7d6c5b4a39281706");
    errors.mockRestore();

    // Not a calendar at all: refused the same way; a good fetch clears the error.
    answer = { status: 200, body: "<html>sign in</html>" };
    expect(await feed.refreshBusyFeed(hostId)).toEqual({ ok: false, error: "the address did not return an iCalendar file" });
    answer = { status: 200, body: ics([]) };
    await feed.refreshAllBusyFeeds();
    expect(hosts.firstHost().busyFeed).toMatchObject({ error: null });
    expect(availabilityFor(date, "America/Denver")!.slots.map((slot) => slot.datetime)).toContain(ten);

    // Removing the address removes its busy times and the staleness rule.
    expect(await feed.setBusyFeed(hostId, "", owner)).toEqual({ ok: true });
    expect(hosts.firstHost().busyFeed).toBeNull();
    expect(await feed.setBusyFeed(hostId, "ftp://example.test/cal.ics", owner)).toMatchObject({ error: expect.stringContaining("https://") });
  });
});
