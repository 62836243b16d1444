import ICAL from "ical.js";
import { afterAll, describe, expect, it } from "vitest";
import { availabilityFor } from "~/server/calls/availability.server";
import { cancelBooking, moveBooking } from "~/server/calls/booking-changes.server";
import { manageBookingLink } from "~/server/calls/booking-links.server";
import { createBooking } from "~/server/calls/bookings.server";
import { calendarFileToken } from "~/server/calls/booking-links.server";
import * as addToCalendarRoute from "~/routes/_calls+/add-to-calendar.$token";
import * as callPreparationRoute from "~/routes/_calls+/call-preparation";
import { db } from "~/server/platform/db.server";

// The .ics invites of a booking, a move and a cancellation, made by a server running in one
// zone and read back by a real RFC 5545 parser (ical.js) in another: every reader must land
// on the instant that was booked. Node applies a change of process.env.TZ at once.

const ZONES = ["UTC", "America/Denver", "Asia/Tokyo"];
const visitorZone = "America/New_York";
// Wednesday 10 March 2027, before the US clocks go forward (Sunday 14 March); the calls are after it.
const now = new Date("2027-03-10T15:00:00Z");
const CALL_MS = 60 * 60 * 1000;

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

const sql = <T>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
type Invite = { content: string; contentType: string };
const invitesTo = (email: string) =>
  sql<{ payload: string }>("select payload from outbox where kind = 'email' and json_extract(payload, '$.to') = ? order by id", email).map(
    (row) => (JSON.parse(row.payload) as { attachments: Invite[] }).attachments[0],
  );

/** What a calendar reading the invite in the current process zone makes of it. */
function read(invite: Invite) {
  const calendar = new ICAL.Component(ICAL.parse(invite.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  const attendee = calendar.getFirstSubcomponent("vevent")!.getFirstProperty("attendee");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status"),
    // A floating time (no UTC and no VTIMEZONE to go with its TZID) means whatever the reader's zone says.
    floating: event.startDate.zone === ICAL.Timezone.localTimezone || event.endDate.zone === ICAL.Timezone.localTimezone,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    attendee: attendee
      ? { email: String(attendee.getFirstValue()).toLowerCase(), partstat: attendee.getParameter("partstat"), rsvp: attendee.getParameter("rsvp") }
      : null,
  };
}

/** The first two free slots on an offered date after the clock change, skipping the ones already used. */
function slotsAfterTheChange(index: number) {
  const pick = (date: string) => ({ date, datetime: availabilityFor(date, visitorZone, now)!.slots[index].datetime });
  return { booked: pick("2027-03-15"), movedTo: pick("2027-03-17") };
}

describe("calendar invites read back by ical.js, whatever zone the server and the reader are in", () => {
  const made: { serverZone: string; email: string; booked: string; movedTo: string }[] = [];

  it.each(ZONES.map((zone, index) => [zone, index] as const))(
    "a server running with TZ=%s books, moves and cancels a call across the DST change",
    (serverZone, index) => {
      process.env.TZ = serverZone;
      const { booked, movedTo } = slotsAfterTheChange(index);
      const email = `invite-${index}@example.test`;
      const result = createBooking({ ...booked, timezone: visitorZone, name: "Dana Invite", email, phone: `801-555-02${index}0` }, {}, now);
      if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
      const token = manageBookingLink({ id: result.bookingId, appointmentAt: result.appointmentAt }).split("/my-call/")[1];
      expect(moveBooking(token, movedTo, now)).toEqual({ ok: true });
      expect(cancelBooking(token, now)).toEqual({ ok: true });
      made.push({ serverZone, email, booked: booked.datetime, movedTo: movedTo.datetime });
    },
  );

  it.each(ZONES)("a reader in %s sees each invite at the booked instant, under one UID with rising SEQUENCE", (readerZone) => {
    process.env.TZ = readerZone;
    expect(made).toHaveLength(ZONES.length);
    const uids = new Set<string>();
    for (const booking of made) {
      const [confirmation, move, cancellation] = invitesTo(booking.email).map(read);
      const at = (iso: string) => ({ start: new Date(iso).toISOString(), end: new Date(new Date(iso).getTime() + CALL_MS).toISOString(), floating: false });
      const attendee = { email: `mailto:${booking.email}`, partstat: "NEEDS-ACTION", rsvp: "TRUE" };
      const context = `made under TZ=${booking.serverZone}`;
      expect(confirmation, context).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", attendee, ...at(booking.booked) });
      expect(move, context).toMatchObject({ method: "REQUEST", sequence: 1, status: "CONFIRMED", attendee, ...at(booking.movedTo) });
      expect(cancellation, context).toMatchObject({ method: "CANCEL", sequence: 2, status: "CANCELLED", attendee, ...at(booking.movedTo) });
      expect(new Set([confirmation.uid, move.uid, cancellation.uid]).size, context).toBe(1);
      uids.add(confirmation.uid);
    }
    // One UID per booking, unique beyond this site too: random, under the site's own host name.
    expect(uids.size).toBe(made.length);
    for (const uid of uids) expect(uid).toMatch(/^[0-9a-f]{32}@localhost$/);
  });
});

describe("add-to-calendar links and the .ics download, whatever zone the server and the reader are in", () => {
  const context = { clientAddress: "127.0.0.1" };
  const download = async (token: string) =>
    (await addToCalendarRoute.loader({ request: new Request(`http://localhost/add-to-calendar/${token}`), params: { token }, context })) as Response;
  const confirmationText = (email: string) =>
    sql<{ text: string }>(
      "select json_extract(payload, '$.text') as text from outbox where json_extract(payload, '$.to') = ? and json_extract(payload, '$.subject') = 'Your free strategy call is booked'",
      email,
    )[0].text;

  it.each(ZONES.map((zone, index) => [zone, index] as const))(
    "a server running with TZ=%s: Google, Outlook and the file all hold the booked instant, in every reader's zone",
    async (serverZone, index) => {
      process.env.TZ = serverZone;
      const { booked, movedTo } = slotsAfterTheChange(index + ZONES.length);
      const email = `calendar-links-${index}@example.test`;
      const result = createBooking({ ...booked, timezone: visitorZone, name: "Dana Links", email, phone: `801-555-03${index}0` }, {}, now);
      if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
      const start = new Date(booked.datetime);
      const end = new Date(start.getTime() + CALL_MS);

      // The confirmation e-mail's links.
      const text = confirmationText(email);
      const google = new URL(/Google Calendar: (\S+)/.exec(text)![1]);
      const outlook = new URL(/Outlook: (\S+)/.exec(text)![1]);
      const file = /\(\.ics file\): (\S+)/.exec(text)![1];
      const compact = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, "");
      expect(google.searchParams.get("dates")).toBe(`${compact(start)}/${compact(end)}`);
      expect(google.searchParams.get("text")).toBe("Free strategy call with Chip Repair Academy");
      expect([outlook.searchParams.get("startdt"), outlook.searchParams.get("enddt")].map((value) => new Date(value!).toISOString())).toEqual([
        start.toISOString(),
        end.toISOString(),
      ]);
      expect(outlook.searchParams.get("startdt")).toMatch(/Z$/);
      const token = file.split("/add-to-calendar/")[1];
      expect(token).toBe(calendarFileToken({ id: result.bookingId, appointmentAt: result.appointmentAt }));

      // The file: the same event as the e-mailed invite (its UID), published rather than an invitation.
      const [invite] = invitesTo(email);
      const answer = await download(token);
      expect(answer.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
      expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="strategy-call.ics"');
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      const published = { content: await answer.text(), contentType: "" };
      for (const readerZone of ZONES) {
        process.env.TZ = readerZone;
        expect(read(published), `reader in ${readerZone}`).toMatchObject({
          method: "PUBLISH",
          uid: read(invite).uid,
          sequence: 0,
          status: "CONFIRMED",
          attendee: null,
          floating: false,
          start: start.toISOString(),
          end: end.toISOString(),
        });
      }

      // A move: the same link downloads the new time; a cancellation: nothing to add.
      process.env.TZ = serverZone;
      const manage = manageBookingLink({ id: result.bookingId, appointmentAt: result.appointmentAt }).split("/my-call/")[1];
      expect(moveBooking(manage, movedTo, now)).toEqual({ ok: true });
      expect(read({ content: await (await download(token)).text(), contentType: "" })).toMatchObject({
        sequence: 1,
        start: new Date(movedTo.datetime).toISOString(),
      });
      expect(cancelBooking(manage, now)).toEqual({ ok: true });
      const cancelled = await download(token);
      expect([cancelled.status, await cancelled.text()]).toEqual([410, "This call was cancelled, so there is nothing to add to your calendar."]);
    },
  );

  it("a forged token downloads nothing", async () => {
    const answer = await download(`1.${(4_000_000_000).toString(36)}.${"A".repeat(43)}`);
    expect(answer.status).toBe(404);
  });

  it("the confirmation page shows the links only for the call's own token, and says so to every cache", async () => {
    process.env.TZ = "UTC";
    const booked = { date: "2027-03-17", datetime: availabilityFor("2027-03-17", visitorZone, now)!.slots[0].datetime };
    const result = createBooking({ ...booked, timezone: visitorZone, name: "Dana Page", email: "calendar-page@example.test", phone: "801-555-0400" }, {}, now);
    if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
    const page = async (query: string) =>
      (await callPreparationRoute.loader({ request: new Request(`http://localhost/call-preparation?${query}`), params: {}, context })) as Response;
    const withToken = await page(`call=${calendarFileToken({ id: result.bookingId, appointmentAt: result.appointmentAt })}`);
    expect(withToken.headers.get("Cache-Control")).toBe("no-store");
    const { calendar } = (await withToken.json()).booked;
    expect(new URL(calendar.google).searchParams.get("dates")).toMatch(new RegExp(`^${new Date(booked.datetime).toISOString().replace(/[-:]|\.\d{3}/g, "")}/`));
    expect(calendar.file).toMatch(new RegExp(`/add-to-calendar/${calendarFileToken({ id: result.bookingId, appointmentAt: result.appointmentAt })}$`));
    expect((await (await page(`call=${result.bookingId}.${"A".repeat(43)}`)).json()).booked).toBeNull();
    const plain = await page("date=2027-03-15&time=9%3A00%20AM&day=Monday");
    expect(plain.headers.get("Cache-Control")).toBeNull();
    expect((await plain.json()).booked).toBeNull();
  });
});
