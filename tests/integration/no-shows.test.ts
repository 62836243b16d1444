import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { dateInZone } from "~/lib/calendar-dates";
import { readEmailHtml } from "../support/email-html";
import { startSmtpStandIn } from "../support/smtp-stand-in";
import { leavesOf, parseStrictMime } from "../support/strict-mime";

// A call the booker missed: an admin marks it (only once its start has passed), the booker
// gets one e-mail inviting them to book again with their answers kept, and the admin sees
// the show rate per week and per lead source. The clock is the test's.

process.env.HOST_HOURS = "0,9,10,11,14,15,16";
process.env.CALL_BUFFER_MINUTES = "0";
process.env.MAX_CALLS_PER_DAY = "24";

const smtp = await startSmtpStandIn();
afterAll(() => smtp.close());

const { createBooking } = await import("~/server/calls/bookings.server");
const { setBookingStatus } = await import("~/server/calls/admin-bookings.server");
const { showRates } = await import("~/server/calls/no-shows.server");
const { bookingSurveyAnswers } = await import("~/server/calls/booking-calendar.server");
const { unsubscribe, unsubscribeLink } = await import("~/server/delivery/unsubscribe.server");
const { recentAudit } = await import("~/server/platform/audit.server");
const { createUser } = await import("~/server/accounts/users.server");
const { sendOverSmtp } = await import("~/server/delivery/mail.server");
const { db } = await import("~/server/platform/db.server");
const bookAgainRoute = await import("~/routes/_calls+/book-again.$token");

const HOUR = 60 * 60 * 1000;
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const context = { clientAddress: "127.0.0.1" };

let people = 0;
const actor = { id: await createUser({ email: "owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "owner@example.test" };

const SURVEY = {
  experience: "complete-beginner",
  timeCommitment: "20-30-hours",
  investment: "1000-5000",
  location: "usa-canada",
  motivation: "replace-income",
};

/** Book the slot starting at `start` (UTC) for a booker in Chicago, a week before it unless told when. */
function book(start: string, who: { email?: string; bookedAt?: Date } = {}) {
  people++;
  const email = who.email ?? `missed-${people}@example.test`;
  const timezone = "America/Chicago";
  const result = createBooking(
    {
      date: dateInZone(new Date(start), timezone),
      datetime: new Date(start).toISOString(),
      timezone,
      name: "Jordan Missed",
      email,
      phone: `+1 801 555 ${2000 + people}`,
    },
    SURVEY,
    who.bookedAt ?? new Date(new Date(start).getTime() - 7 * 24 * HOUR),
  );
  if (result.outcome !== "booked") throw new Error(`${start} was not booked: ${JSON.stringify(result)}`);
  return { id: result.bookingId, email, start: new Date(start) };
}

type Queued = { subject: string; text: string; html: string; secret: string | null; listUnsubscribe: { url: string; mail: string } | null };
const bookAgainEmailsTo = (email: string) =>
  sql<{ payload: string }>(
    "select payload from outbox where kind = 'email' and json_extract(payload, '$.to') = ? and json_extract(payload, '$.subject') like 'We missed you%'",
    email,
  ).map((row) => JSON.parse(row.payload) as Queued);

describe("marking a call", () => {
  it("completed or no-show only once its start has passed; scheduled and cancelled any time", () => {
    const call = book("2029-01-10T16:00:00Z");
    const before = new Date(call.start.getTime() - 1000);
    for (const status of ["completed", "no_show"] as const) {
      expect(setBookingStatus(actor, call.id, status, before)).toEqual({
        ok: false,
        reason: `A call can be marked ${status === "no_show" ? "no-show" : "completed"} once its start time has passed.`,
      });
    }
    expect(sql("select status from bookings where id = ?", call.id)).toEqual([{ status: "scheduled" }]);
    expect(setBookingStatus(actor, call.id, "completed", call.start)).toEqual({ ok: true, rebook: null });
    expect(recentAudit(1)[0]).toMatchObject({
      actorEmail: actor.email,
      action: "set booking status",
      target: `booking ${call.id} (${call.email})`,
      details: "scheduled -> completed",
    });
    expect(bookAgainEmailsTo(call.email)).toEqual([]);
  });

  it("a no-show gets one book-again e-mail, in their zone, as marketing mail; marking it again sends nothing more", () => {
    const call = book("2029-01-11T16:00:00Z");
    const after = new Date(call.start.getTime() + 2 * HOUR);
    expect(setBookingStatus(actor, call.id, "no_show", after)).toEqual({ ok: true, rebook: "queued" });
    expect(sql("select status, rebook_email_at from bookings where id = ?", call.id)).toEqual([{ status: "no_show", rebook_email_at: after.getTime() }]);
    const [email, ...more] = bookAgainEmailsTo(call.email);
    expect(more).toEqual([]);
    expect(email.subject).toBe("We missed you: pick a new time for your strategy call");
    expect(email.text).toContain("Hi Jordan Missed,");
    expect(email.text).toContain("Your free strategy call was booked for Thursday, January 11, 2029 at 10:00 AM CST, but we could not reach you.");
    expect(email.text).toMatch(/Pick a new time: http:\/\/localhost:\d+\/book-again\/\d+\.[0-9a-z]+\.[\w-]{43}\n/);
    expect(email.secret).toBe("link");
    expect(email.listUnsubscribe?.url).toBe(unsubscribeLink(call.email));
    expect(email.text).toContain(`Unsubscribe with one click: ${unsubscribeLink(call.email)}`);

    expect(setBookingStatus(actor, call.id, "scheduled", after)).toEqual({ ok: true, rebook: null });
    expect(setBookingStatus(actor, call.id, "no_show", after)).toEqual({ ok: true, rebook: "already-sent" });
    expect(bookAgainEmailsTo(call.email)).toHaveLength(1);
    expect(recentAudit(3).map((entry) => entry.details)).toEqual(["scheduled -> no_show", "no_show -> scheduled", "scheduled -> no_show"]);
  });

  it("no e-mail to an address that unsubscribed, nor to a booker who already has another call coming", () => {
    const unsubscribed = book("2029-01-12T16:00:00Z");
    unsubscribe(unsubscribed.email, "link");
    expect(setBookingStatus(actor, unsubscribed.id, "no_show", new Date("2029-01-12T18:00:00Z"))).toEqual({ ok: true, rebook: "unsubscribed" });
    expect(bookAgainEmailsTo(unsubscribed.email)).toEqual([]);

    const missed = book("2029-01-15T16:00:00Z");
    // Booked again on their own before anyone marked the first call.
    book("2029-01-17T16:00:00Z", { email: missed.email, bookedAt: new Date("2029-01-15T17:30:00Z") });
    expect(setBookingStatus(actor, missed.id, "no_show", new Date("2029-01-15T18:00:00Z"))).toEqual({ ok: true, rebook: "booked-again" });
    expect(bookAgainEmailsTo(missed.email)).toEqual([]);
    expect(sql("select rebook_email_at from bookings where id = ?", missed.id)).toEqual([{ rebook_email_at: null }]);
  });
});

describe("the book-again link", () => {
  it("opens the calendar in the booker's zone with their answers and details in, and the new call keeps the answers", async () => {
    const call = book("2029-01-18T16:00:00Z");
    setBookingStatus(actor, call.id, "no_show", new Date("2029-01-18T18:00:00Z"));
    const [email] = bookAgainEmailsTo(call.email);
    const link = /Pick a new time: (\S+)/.exec(email.text)![1];
    const token = link.split("/book-again/")[1];

    const answer = (await bookAgainRoute.loader({ request: new Request(link), params: { token }, context })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/booking-calendar?tz=America%2FChicago");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const cookie = answer.headers.get("Set-Cookie")!.split(";")[0];
    const restored = await bookingSurveyAnswers(new Request("http://localhost/booking-calendar", { headers: { Cookie: cookie } }));
    expect(restored).toEqual({ ...SURVEY, name: "Jordan Missed", email: call.email, phone: expect.stringMatching(/^\+1 801 555 \d{4}$/) });

    // The calendar posts the survey's answers with the new booking, as it does for any visitor.
    const { name: _name, email: _email, phone: _phone, ...surveyData } = restored;
    const again = createBooking(
      {
        date: "2029-01-22",
        datetime: "2029-01-22T16:00:00.000Z",
        timezone: "America/Chicago",
        name: restored.name,
        email: restored.email,
        phone: restored.phone,
      },
      surveyData,
      new Date("2029-01-18T19:00:00Z"),
    );
    expect(again.outcome).toBe("booked");
    const notes = sql<{ notes: string }>("select notes from bookings where email = ? order by id", call.email).map((row) => JSON.parse(row.notes));
    expect(notes).toEqual([SURVEY, SURVEY]);
  });

  it("a forged link sends the visitor to the survey with a message", async () => {
    const token = "1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const answer = (await bookAgainRoute.loader({ request: new Request(`http://localhost/book-again/${token}`), params: { token }, context })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/booking-survey");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^__flash=/);
  });
});

describe("over SMTP", () => {
  it("the book-again e-mail is well-formed MIME with a text and an HTML part and the one-click unsubscribe headers", async () => {
    const call = book("2029-01-19T16:00:00Z");
    setBookingStatus(actor, call.id, "no_show", new Date("2029-01-19T18:00:00Z"));
    const [email] = bookAgainEmailsTo(call.email);
    await sendOverSmtp(smtp.url, email as Parameters<typeof sendOverSmtp>[1]);
    const raw = smtp.messages.at(-1)!.raw;
    const mime = parseStrictMime(raw);
    expect(leavesOf(mime).map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    expect(mime.headers.get("list-unsubscribe-post")).toEqual(["List-Unsubscribe=One-Click"]);
    const parsed = await simpleParser(raw);
    expect(readEmailHtml(parsed.html || "").links.map((link) => link.href)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+\/book-again\/\d+\.[0-9a-z]+\.[\w-]{43}$/),
      unsubscribeLink(call.email),
    ]);
    expect(parsed.text).toContain("Your survey answers are saved");
  });
});

describe("the show rate", () => {
  // Weeks run Monday to Sunday in the host's zone (America/Denver); clocks went forward on
  // Sunday, March 10, 2041. "Now" is Wednesday, March 13, 2041, 11:00 MDT.
  const now = new Date("2041-03-13T17:00:00Z");
  function call(at: string, status: string, lead?: { utmSource?: string; referrer?: string }) {
    people++;
    const email = `rate-${people}@example.test`;
    db.$client
      .prepare(
        "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, status) values ('Rate Caller', ?, '801-555-0100', ?, ?, 'America/Denver', ?)",
      )
      .run(email, String(people), new Date(at).getTime(), status);
    if (lead) {
      db.$client
        .prepare("insert into leads (first_name, email, phone, source, utm_source, referrer) values ('Rate', ?, '801-555-0100', 'booking_survey', ?, ?)")
        .run(email, lead.utmSource ?? null, lead.referrer ?? null);
    }
  }

  it("counts passed, uncancelled calls per host week and per lead source", () => {
    call("2041-03-11T06:30:00Z", "completed", { utmSource: "facebook" }); // Monday 00:30 MDT: this week
    call("2041-03-11T05:30:00Z", "no_show", { referrer: "https://www.google.com/search?q=chip+repair" }); // Sunday 23:30: last week
    call("2041-03-12T16:00:00Z", "no_show"); // no lead record
    call("2041-03-13T16:00:00Z", "scheduled", { utmSource: "facebook" }); // started, not yet marked
    call("2041-03-13T18:00:00Z", "scheduled", { utmSource: "facebook" }); // not started yet
    call("2041-03-12T17:00:00Z", "cancelled", { utmSource: "facebook" });
    call("2041-01-20T17:00:00Z", "completed", { utmSource: "facebook" }); // before the 8 weeks

    const rates = showRates(now);
    expect(rates.byWeek).toHaveLength(8);
    expect(rates.byWeek[0]).toEqual({ label: "Mar 11", calls: 3, completed: 1, noShows: 1, unmarked: 1, showRatePercent: 50 });
    expect(rates.byWeek[1]).toEqual({ label: "Mar 4", calls: 1, completed: 0, noShows: 1, unmarked: 0, showRatePercent: 0 });
    expect(rates.byWeek[7]).toEqual({ label: "Jan 21", calls: 0, completed: 0, noShows: 0, unmarked: 0, showRatePercent: null });
    expect(rates.bySource).toEqual([
      { label: "facebook", calls: 2, completed: 1, noShows: 0, unmarked: 1, showRatePercent: 100 },
      { label: "No source recorded", calls: 1, completed: 0, noShows: 1, unmarked: 0, showRatePercent: 0 },
      { label: "www.google.com", calls: 1, completed: 0, noShows: 1, unmarked: 0, showRatePercent: 0 },
    ]);
  });
});
