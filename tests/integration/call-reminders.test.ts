import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { dateInZone, timeLabel, whenInZone } from "~/lib/calendar-dates";
import { yearLike } from "../support/calendar-year";
import { readEmailHtml } from "../support/email-html";

// Reminders before a booked call (24 and 1 hour before, CALL_REMINDER_HOURS' default) and the
// host's morning agenda. The clock is the test's: every call is told what time it is. The
// host works in America/Denver (the default), with a midnight slot added so that a call's
// 24 hours can span a change of clocks. The dates are March's in a year laid out as 2027.

process.env.MEETING_LINK = "https://meet.example/j/42";
process.env.HOST_NOTIFY_EMAIL = "host@example.test";
process.env.HOST_HOURS = "0,9,10,11,14,15,16";
// Calls back to back, many a day and many booked at one moment of the test's clock, so the
// tests can book the hours they need.
process.env.CALL_BUFFER_MINUTES = "0";
process.env.MAX_CALLS_PER_DAY = "24";
process.env.BOOKINGS_PER_HOUR = "100";

const { createBooking } = await import("~/server/calls/bookings.server");
const { cancelBooking, moveBooking } = await import("~/server/calls/booking-changes.server");
const { sendDueCallReminders } = await import("~/server/calls/call-reminders.server");
const { sendHostAgendas } = await import("~/server/calls/host-agenda.server");
const { firstHost } = await import("~/server/calls/hosts.server");
const studio = await import("~/server/calls/host-studio.server");
const { createUser } = await import("~/server/accounts/users.server");
const { siteUrl } = await import("~/server/platform/env.server");
const { deliverDue } = await import("~/server/delivery/outbox.server");
const { db } = await import("~/server/platform/db.server");

const YEAR = yearLike(2027);
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const at = (iso: string) => new Date(iso);
const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];

let people = 0;

/** Book the slot starting at `start` (ISO, UTC) for a booker in `timezone`, on the test's clock `now`. */
function book(start: string, timezone: string, now: Date, who: { name?: string; survey?: Record<string, string> } = {}) {
  people++;
  const email = `booker-${people}@example.test`;
  const phone = `+1 801 555 ${1000 + people}`;
  const datetime = at(start).toISOString();
  const result = createBooking(
    { date: dateInZone(at(start), timezone), datetime, timezone, name: who.name ?? "Riley Booker", email, phone },
    who.survey ?? { experience: "complete-beginner", source: "booking_survey" },
    now,
  );
  if (result.outcome !== "booked") throw new Error(`${start} in ${timezone} was not booked: ${JSON.stringify(result)}`);
  return { id: result.bookingId, email, phone, start: at(start), token: manageToken(result.bookingId) };
}

/** The booking's manage token, as its confirmation e-mail carries it. */
function manageToken(bookingId: number): string {
  const [{ text_body }] = sql<{ text_body: string }>(
    "select json_extract(payload, '$.text') as text_body from outbox where json_extract(payload, '$.subject') = 'Your free strategy call is booked' and json_extract(payload, '$.to') = (select email from bookings where id = ?)",
    bookingId,
  );
  return /\/my-call\/(\S+)/.exec(text_body)![1];
}

type ReminderRow = { hours_before: number; due_at: number; status: string; withdrawn_because: string | null; sent_at: number | null };
const remindersOf = (bookingId: number) =>
  sql<ReminderRow>(
    "select hours_before, due_at, status, withdrawn_because, sent_at from call_reminders where booking_id = ? order by hours_before desc",
    bookingId,
  );

/** Everything queued so far, delivered into the built-in mailbox. */
async function deliverAll() {
  while ((await deliverDue(at("2100-01-01T00:00:00Z"))) > 0);
}

type Mail = { subject: string; text_body: string; html_body: string; secret: string | null };
async function remindersTo(email: string): Promise<Mail[]> {
  await deliverAll();
  return sql<Mail>("select subject, text_body, html_body, secret from mail where to_address = ? and subject like 'Reminder:%' order by id", email);
}
async function agendas(): Promise<Mail[]> {
  await deliverAll();
  return sql<Mail>(
    "select subject, text_body, html_body, secret from mail where to_address = 'host@example.test' and subject like 'Today''s calls:%' order by id",
  );
}

describe("call reminders", () => {
  // Each test's clock runs on its own: what an earlier test left scheduled is set aside.
  afterEach(() => db.$client.prepare("update call_reminders set status = 'withdrawn' where status = 'scheduled'").run());

  // Booked on Wednesday, March 10, in winter time; the US changes clocks on Sunday, March 14.
  const bookedAt = at(`${YEAR}-03-10T15:00:00Z`);

  it("are due 24 and 1 real hours before the call and state its time in the booker's zone, across a change of clocks", async () => {
    // Monday, March 15 at 9:00 MDT = 11:00 EDT, the Monday after the US change.
    const newYork = book(`${YEAR}-03-15T15:00:00Z`, "America/New_York", bookedAt);
    // Monday at 0:00 MDT = 2:00 EDT: its 24 hours start before the change, on Sunday at 1:00 EST.
    const midnight = book(`${YEAR}-03-15T06:00:00Z`, "America/New_York", bookedAt);
    // Monday at 10:00 MDT = Tuesday 1:00 JST (Tokyo keeps no summer time); 11:00 MDT = 17:00 GMT (London changes on March 28).
    // (Booked on Friday: Tokyo's own Saturday, the host's Friday, is among the dates offered on Wednesday, and leaves Tuesday out.)
    const tokyo = book(`${YEAR}-03-15T16:00:00Z`, "Asia/Tokyo", at(`${YEAR}-03-12T15:00:00Z`));
    const london = book(`${YEAR}-03-15T17:00:00Z`, "Europe/London", bookedAt);

    for (const booking of [newYork, midnight, tokyo, london]) {
      expect(remindersOf(booking.id)).toEqual([
        { hours_before: 24, due_at: booking.start.getTime() - 24 * HOUR, status: "scheduled", withdrawn_because: null, sent_at: null },
        { hours_before: 1, due_at: booking.start.getTime() - HOUR, status: "scheduled", withdrawn_because: null, sent_at: null },
      ]);
    }
    // 24 real hours, 25 on the wall clock: Sunday 1:00 AM EST to Monday 2:00 AM EDT.
    expect(whenInZone(midnight.start.getTime() - 24 * HOUR, "America/New_York")).toBe(`Sunday, March 14, ${YEAR} at 1:00 AM EST`);
    expect(timeLabel(midnight.start.getTime() - 24 * HOUR, "America/Denver")).toBe("11:00 PM MST"); // Saturday evening for the host

    // A moment before the first is due nothing goes; at its instant it does.
    expect(sendDueCallReminders(later(midnight.start, -24 * HOUR - 1))).toEqual({ sent: 0, withdrawn: 0 });
    expect(sendDueCallReminders(later(midnight.start, -24 * HOUR))).toEqual({ sent: 1, withdrawn: 0 });
    const [first] = await remindersTo(midnight.email);
    expect(first.subject).toBe("Reminder: your strategy call is in 24 hours");
    expect(first.text_body).toContain(`starts in 24 hours, on Monday, March 15, ${YEAR} at 2:00 AM EDT (New York (Eastern Time)).`);

    // Sunday 11:00 EDT: the 24-hour reminders of the three daytime calls, one after the other.
    for (const [booking, stated] of [
      [newYork, `Monday, March 15, ${YEAR} at 11:00 AM EDT (New York (Eastern Time))`],
      [tokyo, `Tuesday, March 16, ${YEAR} at 1:00 AM GMT+9 (Tokyo)`],
      [london, `Monday, March 15, ${YEAR} at 5:00 PM GMT (London)`],
    ] as const) {
      expect(sendDueCallReminders(later(booking.start, -24 * HOUR))).toEqual({ sent: 1, withdrawn: 0 });
      const [reminder] = await remindersTo(booking.email);
      expect(reminder.text_body).toContain(`starts in 24 hours, on ${stated}.`);
    }

    // The hour-before reminders: the midnight call's at 1:00 EDT, the 11:00 EDT one's at 10:00 EDT.
    expect(sendDueCallReminders(later(midnight.start, -HOUR))).toEqual({ sent: 1, withdrawn: 0 });
    expect(sendDueCallReminders(later(newYork.start, -HOUR))).toEqual({ sent: 1, withdrawn: 0 });
    const [, lastHour] = await remindersTo(newYork.email);
    expect(lastHour.subject).toBe("Reminder: your strategy call is in 1 hour");
    expect(lastHour.text_body).toContain(`starts in 1 hour, on Monday, March 15, ${YEAR} at 11:00 AM EDT (New York (Eastern Time)).`);
    expect(remindersOf(newYork.id).map((row) => [row.status, row.sent_at])).toEqual([
      ["sent", newYork.start.getTime() - 24 * HOUR],
      ["sent", newYork.start.getTime() - HOUR],
    ]);
  });

  it("carry the join details and the manage link, and are marked as holding a private link", async () => {
    const booking = book(`${YEAR}-03-17T15:00:00Z`, "America/Chicago", bookedAt, { name: "Sam <b>www.evil.example</b>" });
    sendDueCallReminders(later(booking.start, -24 * HOUR));
    const [reminder] = await remindersTo(booking.email);
    const manage = `${siteUrl}/my-call/${booking.token}`;
    expect(reminder.secret).toBe("link");
    expect(reminder.text_body).toContain("Hi Sam b www evil example b,");
    expect(reminder.text_body).toContain("Join the call: https://meet.example/j/42");
    expect(reminder.text_body).toContain("Join from a quiet place"); // CALL_INSTRUCTIONS
    expect(reminder.text_body).toContain(`Cancel or pick another time: ${manage}`);
    expect(reminder.text_body).toContain(`Wednesday, March 17, ${YEAR} at 10:00 AM CDT (Chicago (Central Time))`);
    expect(readEmailHtml(reminder.html_body).links.map((link) => link.href)).toEqual(["https://meet.example/j/42", manage]);
  });

  it("go out once: runs side by side, and runs after sending, send nothing more", async () => {
    const booking = book(`${YEAR}-03-17T16:00:00Z`, "America/New_York", bookedAt);
    const due = later(booking.start, -24 * HOUR);
    const runs = await Promise.all([due, due, later(due, 1)].map(async (now) => sendDueCallReminders(now)));
    expect(runs.map((run) => run.sent).reduce((a, b) => a + b)).toBe(1);
    for (const now of [later(due, 5_000), later(due, HOUR), later(booking.start, -HOUR - 1)])
      expect(sendDueCallReminders(now)).toEqual({ sent: 0, withdrawn: 0 });
    expect(await remindersTo(booking.email)).toHaveLength(1);
    expect(sendDueCallReminders(later(booking.start, -HOUR))).toEqual({ sent: 1, withdrawn: 0 });
    expect(sendDueCallReminders(later(booking.start, -HOUR + 5_000))).toEqual({ sent: 0, withdrawn: 0 });
    expect(await remindersTo(booking.email)).toHaveLength(2);
  });

  it("move with the call: new due times, and one already sent goes out again for the new time", async () => {
    const booking = book(`${YEAR}-03-18T15:00:00Z`, "America/New_York", bookedAt); // Thursday 11:00 EDT
    const oldDay = later(booking.start, -24 * HOUR);
    expect(sendDueCallReminders(oldDay).sent).toBe(1);

    // An hour later the booker moves it to Friday, March 19 at 15:00 MDT (17:00 EDT).
    const movedAt = later(oldDay, HOUR);
    expect(moveBooking(booking.token, { date: `${YEAR}-03-19`, datetime: `${YEAR}-03-19T21:00:00.000Z` }, movedAt)).toEqual({ ok: true });
    const start = at(`${YEAR}-03-19T21:00:00Z`);
    expect(remindersOf(booking.id)).toEqual([
      { hours_before: 24, due_at: start.getTime() - 24 * HOUR, status: "scheduled", withdrawn_because: null, sent_at: null },
      { hours_before: 1, due_at: start.getTime() - HOUR, status: "scheduled", withdrawn_because: null, sent_at: null },
    ]);
    // The old call's hour-before time passes without a reminder.
    expect(sendDueCallReminders(later(booking.start, -HOUR))).toEqual({ sent: 0, withdrawn: 0 });
    expect(sendDueCallReminders(later(start, -24 * HOUR)).sent).toBe(1);
    expect(sendDueCallReminders(later(start, -HOUR)).sent).toBe(1);
    const reminders = await remindersTo(booking.email);
    expect(reminders.map((mail) => /on (.*?)\./.exec(mail.text_body)![1])).toEqual([
      `Thursday, March 18, ${YEAR} at 11:00 AM EDT (New York (Eastern Time))`,
      `Friday, March 19, ${YEAR} at 5:00 PM EDT (New York (Eastern Time))`,
      `Friday, March 19, ${YEAR} at 5:00 PM EDT (New York (Eastern Time))`,
    ]);
  });

  it("are withdrawn when the call is cancelled", async () => {
    const booking = book(`${YEAR}-03-19T15:00:00Z`, "America/Los_Angeles", bookedAt);
    expect(cancelBooking(booking.token, later(bookedAt, HOUR))).toEqual({ ok: true });
    expect(remindersOf(booking.id).map((row) => [row.status, row.withdrawn_because])).toEqual([
      ["withdrawn", "cancelled"],
      ["withdrawn", "cancelled"],
    ]);
    for (const now of [later(booking.start, -24 * HOUR), later(booking.start, -HOUR)]) expect(sendDueCallReminders(now)).toEqual({ sent: 0, withdrawn: 0 });
    expect(await remindersTo(booking.email)).toHaveLength(0);
  });

  it("are not sent for a call marked completed or cancelled by an admin, nor for a call that is over", async () => {
    const completed = book(`${YEAR}-03-19T16:00:00Z`, "America/New_York", bookedAt);
    const cancelled = book(`${YEAR}-03-19T17:00:00Z`, "America/New_York", bookedAt);
    const over = book(`${YEAR}-03-19T20:00:00Z`, "America/New_York", bookedAt);
    db.$client.prepare("update bookings set status = 'completed' where id = ?").run(completed.id);
    db.$client.prepare("update bookings set status = 'cancelled' where id = ?").run(cancelled.id);

    // The site was down from Thursday to Friday evening, after all three calls.
    const back = at(`${YEAR}-03-19T23:00:00Z`);
    expect(sendDueCallReminders(back)).toEqual({ sent: 0, withdrawn: 6 });
    expect(remindersOf(completed.id).map((row) => row.withdrawn_because)).toEqual(["completed", "completed"]);
    expect(remindersOf(cancelled.id).map((row) => row.withdrawn_because)).toEqual(["cancelled", "cancelled"]);
    expect(remindersOf(over.id).map((row) => row.withdrawn_because)).toEqual(["over", "over"]);
    for (const booking of [completed, cancelled, over]) expect(await remindersTo(booking.email)).toHaveLength(0);
  });

  it("found late, send only the one that says it best", async () => {
    const booking = book(`${YEAR}-03-23T15:00:00Z`, "America/New_York", at(`${YEAR}-03-12T15:00:00Z`));
    // Back up half an hour before the call: the 24-hour reminder gives way to the 1-hour one.
    expect(sendDueCallReminders(later(booking.start, -30 * MINUTE))).toEqual({ sent: 1, withdrawn: 1 });
    expect(remindersOf(booking.id).map((row) => [row.hours_before, row.status, row.withdrawn_because])).toEqual([
      [24, "withdrawn", "superseded"],
      [1, "sent", null],
    ]);
    const [reminder, ...more] = await remindersTo(booking.email);
    expect(more).toHaveLength(0);
    expect(reminder.subject).toBe("Reminder: your strategy call is in 30 minutes");
  });

  it("skip one whose time had already passed when the call was booked", async () => {
    // Monday, March 29 at 6:00 MDT (21:00 in Tokyo): the first slot of Tokyo's tomorrow is Monday 9:00 MDT, 3 hours ahead.
    const now = at(`${YEAR}-03-29T12:00:00Z`);
    const booking = book(`${YEAR}-03-29T15:00:00Z`, "Asia/Tokyo", now);
    expect(remindersOf(booking.id).map((row) => [row.hours_before, row.status, row.withdrawn_because])).toEqual([
      [24, "withdrawn", "too-late"],
      [1, "scheduled", null],
    ]);
    expect(sendDueCallReminders(later(now, MINUTE))).toEqual({ sent: 0, withdrawn: 0 });
    expect(sendDueCallReminders(later(booking.start, -HOUR))).toEqual({ sent: 1, withdrawn: 0 });
    const reminders = await remindersTo(booking.email);
    expect(reminders.map((mail) => mail.subject)).toEqual(["Reminder: your strategy call is in 1 hour"]);
  });

  it("stop at lead times taken out of CALL_REMINDER_HOURS", async () => {
    const booking = book(`${YEAR}-03-19T22:00:00Z`, "America/New_York", bookedAt);
    // Booked when reminders were configured 2 hours ahead too; that one is no longer in the setting.
    db.$client.prepare("insert into call_reminders (booking_id, hours_before, due_at) values (?, 2, ?)").run(booking.id, booking.start.getTime() - 2 * HOUR);
    // Found late, the 24-hour one is not set aside for it either: it is not going out.
    expect(sendDueCallReminders(later(booking.start, -2 * HOUR))).toEqual({ sent: 1, withdrawn: 1 });
    expect(remindersOf(booking.id).map((row) => [row.hours_before, row.status, row.withdrawn_because])).toEqual([
      [24, "sent", null],
      [2, "withdrawn", "turned-off"],
      [1, "scheduled", null],
    ]);
    expect((await remindersTo(booking.email)).map((mail) => mail.subject)).toEqual(["Reminder: your strategy call is in 2 hours"]);
  });
});

describe("the host's morning agenda", () => {
  const hostile = {
    name: `Dana http://evil.example/x <a href="https://evil.example">Dana</a> www.evil.example`,
    survey: {
      experience: "some-experience",
      location: "Phoenix, AZ. See evil.example/offer or mail me@evil.example",
      motivation: "javascript:alert(1) <script>x</script>",
      source: "webinar_survey",
    },
  };

  it("lists the day's calls in order at 7:00 in the host's zone, with each booker's details and answers, and links none of it", async () => {
    // Monday, March 22 (summer time in Denver: 7:00 MDT is 13:00 UTC).
    const now = at(`${YEAR}-03-12T15:00:00Z`);
    const afternoon = book(`${YEAR}-03-22T20:00:00Z`, "Europe/London", at(`${YEAR}-03-15T15:00:00Z`)); // 14:00 MDT, 20:00 GMT
    const morning = book(`${YEAR}-03-22T16:00:00Z`, "America/New_York", now, hostile); // 10:00 MDT, 12:00 EDT
    const cancelled = book(`${YEAR}-03-22T17:00:00Z`, "America/New_York", now);
    expect(cancelBooking(cancelled.token, now)).toEqual({ ok: true });
    book(`${YEAR}-03-23T16:00:00Z`, "America/New_York", now); // Tuesday's

    expect(sendHostAgendas(at(`${YEAR}-03-22T12:59:59Z`))).toEqual([]);
    expect(sendHostAgendas(at(`${YEAR}-03-22T13:00:00Z`))).toEqual([{ hostId: firstHost().id, hostDate: `${YEAR}-03-22`, calls: 2 }]);
    const [agenda, ...more] = await agendas();
    expect(more).toHaveLength(0);
    expect(agenda.subject).toBe(`Today's calls: 2 strategy calls, Monday, March 22, ${YEAR}`);
    expect(agenda.text_body).toBe(
      [
        `Good morning. You have 2 strategy calls today, Monday, March 22, ${YEAR}:`,
        "",
        `10:00 AM MDT: Dana http evil example x <a href="https evil example">Dana< a> www evil example (12:00 PM EDT for them)`,
        "",
        `E-mail: ${morning.email}`,
        `Phone: ${morning.phone}`,
        "Your experience: Some experience",
        "Your location: Phoenix, AZ. See evil example offer or mail me evil example",
        "Your motivation: javascript alert(1) <script>x< script>",
        "Answered in: the webinar survey",
        "",
        "2:00 PM MDT: Riley Booker (8:00 PM GMT for them)",
        "",
        `E-mail: ${afternoon.email}`,
        `Phone: ${afternoon.phone}`,
        "Your experience: Complete beginner",
        "Answered in: the booking survey",
        "",
        "Each call lasts a full hour. Calls booked, moved or cancelled from now on reach you in their own notices.",
        "",
        "--",
        "Chip Repair Academy, 350 S 400 W, Lindon, UT 84042",
      ].join("\n"),
    );
    const html = readEmailHtml(agenda.html_body);
    expect(html.links).toEqual([]);
    expect(html.tags).not.toContain("script"); // no markup but the layout's own
    expect(html.text).not.toMatch(/https?:|www\.|evil\.example|@evil/);
    expect(html.text).toContain("Your motivation javascript alert(1) <script>x< script>");
  });

  it("goes out once a day, however many runs and processes look", async () => {
    const runs = await Promise.all(
      [at(`${YEAR}-03-22T13:00:00Z`), at(`${YEAR}-03-22T13:00:05Z`), at(`${YEAR}-03-22T20:00:00Z`)].map(async (now) => sendHostAgendas(now)),
    );
    expect(runs).toEqual([[], [], []]);
    expect(await agendas()).toHaveLength(1);
    expect(sql(`select host_date, calls from host_agendas where host_date = '${YEAR}-03-22'`)).toEqual([{ host_date: `${YEAR}-03-22`, calls: 2 }]);
  });

  it("comes at 7:00 local time in winter too, and not on a day without calls", async () => {
    // Monday, March 8 is in winter time: 7:00 MST is 14:00 UTC.
    const now = at(`${YEAR}-03-03T15:00:00Z`);
    const booking = book(`${YEAR}-03-08T16:00:00Z`, "America/New_York", now); // 9:00 MST
    expect(sendHostAgendas(at(`${YEAR}-03-08T13:30:00Z`))).toEqual([]);
    expect(sendHostAgendas(at(`${YEAR}-03-08T14:00:00Z`))).toEqual([{ hostId: firstHost().id, hostDate: `${YEAR}-03-08`, calls: 1 }]);
    const latest = (await agendas()).at(-1)!;
    expect(latest.subject).toBe(`Today's calls: 1 strategy call, Monday, March 8, ${YEAR}`);
    expect(latest.text_body).toContain(`9:00 AM MST: Riley Booker (11:00 AM EST for them)\n\nE-mail: ${booking.email}`);

    // Sunday, March 14 (the day the clocks change): no calls, no e-mail, and decided once.
    const before = (await agendas()).length;
    expect(sendHostAgendas(at(`${YEAR}-03-14T14:00:00Z`))).toEqual([{ hostId: firstHost().id, hostDate: `${YEAR}-03-14`, calls: 0 }]);
    expect(sendHostAgendas(at(`${YEAR}-03-14T18:00:00Z`))).toEqual([]);
    expect(await agendas()).toHaveLength(before);
  });

  it("leaves out a call that is over by the time it is sent (the site was down all morning)", async () => {
    const now = at(`${YEAR}-03-17T15:00:00Z`);
    book(`${YEAR}-03-24T15:00:00Z`, "America/New_York", now); // Wednesday 9:00 MDT, over at 10:00
    const evening = book(`${YEAR}-03-24T22:00:00Z`, "America/New_York", now); // 16:00 MDT
    expect(sendHostAgendas(at(`${YEAR}-03-24T17:30:00Z`))).toEqual([{ hostId: firstHost().id, hostDate: `${YEAR}-03-24`, calls: 1 }]);
    const latest = (await agendas()).at(-1)!;
    expect(latest.text_body).toContain(`4:00 PM MDT: Riley Booker (6:00 PM EDT for them)\n\nE-mail: ${evening.email}`);
    expect(latest.text_body).not.toContain("9:00 AM MDT");
  });

  it("goes to each host with their own calls only, at the agenda hour in their own zone", async () => {
    const owner = {
      id: await createUser({ email: "agenda-owner@example.test", password: "secret1", roles: ["super_admin"] }),
      email: "agenda-owner@example.test",
    };
    await createUser({ email: "closer@example.test", password: "secret1", roles: ["admin"] });
    const { hostId } = studio.addHost("closer@example.test", owner) as { hostId: number };
    const { current, draft } = studio.studioHost(hostId);
    studio.saveHostSettings(hostId, { ...current, displayName: "Sam", timeZone: "America/New_York", noticeEmail: "sam@example.test" }, draft.version, owner);
    studio.publishHost(hostId, owner);
    // Monday, April 5: a call for each host.
    const now = at(`${YEAR}-03-31T15:00:00Z`);
    const ownersCall = book(`${YEAR}-04-05T16:00:00Z`, "America/Chicago", now, { name: "Owner's Caller" }); // 10:00 MDT
    const samsCall = book(`${YEAR}-04-05T21:00:00Z`, "America/Chicago", now, { name: "Sam's Caller" }); // 15:00 MDT, 17:00 EDT
    // Sam's calls are 45 minutes long.
    db.$client.prepare("update bookings set host_id = ?, duration_minutes = 45 where id = ?").run(hostId, samsCall.id);

    // 7:00 EDT (11:00 UTC): Sam's morning, not yet the owner's.
    expect(sendHostAgendas(at(`${YEAR}-04-05T11:00:00Z`))).toEqual([{ hostId, hostDate: `${YEAR}-04-05`, calls: 1 }]);
    // 7:00 MDT (13:00 UTC): the owner's.
    expect(sendHostAgendas(at(`${YEAR}-04-05T13:00:00Z`))).toEqual([{ hostId: firstHost().id, hostDate: `${YEAR}-04-05`, calls: 1 }]);
    expect(sendHostAgendas(at(`${YEAR}-04-05T14:00:00Z`))).toEqual([]);

    await deliverAll();
    const [samsAgenda, ...more] = sql<Mail>("select subject, text_body from mail where to_address = 'sam@example.test' and subject like 'Today''s calls:%'");
    expect(more).toHaveLength(0);
    expect(samsAgenda.text_body).toContain(`5:00 PM EDT: Sam's Caller (4:00 PM CDT for them)`);
    expect(samsAgenda.text_body).not.toContain("Owner's Caller");
    expect(samsAgenda.text_body).toContain("Each call lasts 45 minutes.");
    const ownersAgenda = (await agendas()).at(-1)!;
    expect(ownersAgenda.text_body).toContain(`10:00 AM MDT: Owner's Caller (11:00 AM CDT for them)\n\nE-mail: ${ownersCall.email}`);
    expect(ownersAgenda.text_body).not.toContain("Sam's Caller");
  });
});

describe("migration 0014", () => {
  it("gives calls booked before it the default reminders still ahead", () => {
    const MIGRATIONS = path.resolve("db/migrations");
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.mkdirSync(path.join(folder, "meta"));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
    journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < "0014");
    fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
    for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));

    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: folder });
    const insert = sqlite.prepare(
      "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, status) values ('Riley', ?, '801-555-0123', ?, ?, 'America/Denver', ?)",
    );
    const inADay = Date.now() + 12 * HOUR; // its 24-hour reminder is past, its 1-hour one ahead
    const nextWeek = Date.now() + 7 * 24 * HOUR;
    insert.run("soon@example.test", "1", inADay, "scheduled");
    insert.run("later@example.test", "2", nextWeek, "scheduled");
    insert.run("cancelled@example.test", "3", nextWeek + HOUR, "cancelled");
    insert.run("past@example.test", "4", Date.now() - HOUR, "scheduled");

    migrate(database, { migrationsFolder: MIGRATIONS });
    expect(
      sqlite
        .prepare(
          "select b.email, r.hours_before, r.due_at, r.status from call_reminders r join bookings b on b.id = r.booking_id order by b.id, r.hours_before desc",
        )
        .all(),
    ).toEqual([
      { email: "soon@example.test", hours_before: 1, due_at: inADay - HOUR, status: "scheduled" },
      { email: "later@example.test", hours_before: 24, due_at: nextWeek - 24 * HOUR, status: "scheduled" },
      { email: "later@example.test", hours_before: 1, due_at: nextWeek - HOUR, status: "scheduled" },
    ]);
    sqlite.close();
  });
});
