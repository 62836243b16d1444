import { afterEach, describe, expect, it } from "vitest";
import { dateInZone } from "~/lib/calendar-dates";
import { yearLike } from "../support/calendar-year";

// Text messages on a machine without Twilio: every text lands in the built-in text outbox
// (the text_messages log), through the same outbox as e-mail. The clock is the test's: every
// call is told what time it is. The strict rule holds throughout: no text to a number whose
// owner did not tick the text box (or text START).

process.env.HOST_NOTIFY_EMAIL = "host@example.test";
process.env.HOST_HOURS = "0,9,10,11,14,15,16";
process.env.CALL_BUFFER_MINUTES = "0";
process.env.MAX_CALLS_PER_DAY = "24";
process.env.BOOKINGS_PER_HOUR = "100";

const { createBooking } = await import("~/server/calls/bookings.server");
const { moveBooking } = await import("~/server/calls/booking-changes.server");
const { listBookings, setBookingStatus } = await import("~/server/calls/admin-bookings.server");
const { sendDueTexts } = await import("~/server/calls/call-texts.server");
const { handleInboundText, simulateReply } = await import("~/server/delivery/text-replies.server");
const { submitWebinarLead } = await import("~/server/funnel/leads.server");
const { deliverDue } = await import("~/server/delivery/outbox.server");
const { createUser } = await import("~/server/accounts/users.server");
const { manageBookingLink } = await import("~/server/calls/booking-links.server");
const { db } = await import("~/server/platform/db.server");

const YEAR = yearLike(2027);
const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const texts = (phone: string) =>
  sql<{ kind: string; status: string; body: string; note: string | null }>(
    "select kind, status, body, note from text_messages where to_phone = ? order by id",
    phone,
  );
const deliverAll = async () => {
  while ((await deliverDue(at("2100-01-01T00:00:00Z"))) > 0);
};
const actor = { id: await createUser({ email: "owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "owner@example.test" };

let serial = 0;
/** A call booked a week ahead, at 10:00 Denver time on Wednesday March 17 (or `start`), by a booker in `timezone`. */
function book(options: { phone: string; ticked: boolean | null; start?: Date; timezone?: string; location?: string; now?: Date }) {
  const start = options.start ?? at(`${YEAR}-03-17T16:00:00Z`);
  const timezone = options.timezone ?? "America/New_York";
  serial++;
  const result = createBooking(
    {
      date: dateInZone(start, timezone),
      datetime: start.toISOString(),
      timezone,
      name: `Booker ${serial}`,
      email: `booker${serial}@example.test`,
      phone: options.phone,
    },
    { experience: "complete-beginner", location: options.location ?? "usa-canada" },
    options.now ?? at(`${YEAR}-03-10T15:00:00Z`),
    null,
    options.ticked === null ? undefined : { ticked: options.ticked, ip: "203.0.113.9", userAgent: "Test" },
  );
  if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
  return { id: result.bookingId, start };
}

afterEach(() => {
  db.$client.exec(
    "delete from scheduled_texts; delete from text_messages; delete from text_consents; delete from text_replies; delete from outbox; delete from mail; delete from call_reminders; delete from bookings; delete from leads",
  );
});

describe("consent", () => {
  it("a ticked box is recorded for the number in E.164 with the wording shown, and the confirmation text goes to the outbox once", async () => {
    const call = book({ phone: "(212) 555-0111", ticked: true });
    expect(sql("select phone, event, source, consent_text, ip from text_consents")).toEqual([
      {
        phone: "+12125550111",
        event: "granted",
        source: "/booking-calendar",
        consent_text: expect.stringContaining("which may be sent by an autodialer"),
        ip: "203.0.113.9",
      },
    ]);
    await deliverAll();
    await deliverAll();
    const [confirmation] = texts("+12125550111");
    expect(texts("+12125550111")).toHaveLength(1);
    expect(confirmation).toMatchObject({ kind: "confirmation", status: "in-outbox" });
    expect(confirmation.body).toMatch(/^Chip Repair Academy: your free strategy call is booked for Wednesday, March 17, \d{4} at 12:00 PM EDT/);
    expect(confirmation.body).toContain(manageBookingLink({ id: call.id, appointmentAt: call.start }));
    expect(confirmation.body).toMatch(/Reply STOP to opt out\.$/);
  });

  it("no box ticked, a number given before texts existed, or the box unticked later: no text, and no log row", async () => {
    // A lead from before this change: a phone on file, nothing in the ledger.
    db.$client.prepare("insert into leads (first_name, email, phone, source) values ('Old', 'old@example.test', '(212) 555-0122', 'webinar_survey')").run();
    const unticked = book({ phone: "(212) 555-0122", ticked: false });
    const later = book({ phone: "(212) 555-0133", ticked: null, start: at(`${YEAR}-03-17T17:00:00Z`) });
    // Ticked on one call, unticked on the next: the box withdraws the consent.
    book({ phone: "(212) 555-0144", ticked: true, start: at(`${YEAR}-03-17T20:00:00Z`) });
    db.$client.prepare("update bookings set status = 'cancelled' where phone = '(212) 555-0144'").run();
    book({ phone: "212 555 0144", ticked: false, start: at(`${YEAR}-03-17T21:00:00Z`) });
    await deliverAll();
    // Both reminders come due before their calls: neither is sent.
    expect(await sendDueTexts(at(`${YEAR}-03-17T15:00:00Z`))).toEqual({ sent: 0, notSent: 2 });
    await deliverAll();
    expect(texts("+12125550122")).toEqual([]);
    expect(texts("+12125550133")).toEqual([]);
    expect(texts("+12125550144").map((text) => [text.kind, text.status])).toEqual([
      ["confirmation", "in-outbox"],
      ["confirmation", "skipped"],
    ]);
    expect(sql("select event, source from text_consents where phone = '+12125550144' order by id")).toEqual([
      { event: "granted", source: "/booking-calendar" },
      { event: "opted-out", source: "/booking-calendar" },
    ]);
    expect(sql("select status, note from scheduled_texts where booking_id in (?, ?)", unticked.id, later.id)).toEqual([
      { status: "skipped", note: "no text consent" },
      { status: "skipped", note: "no text consent" },
    ]);
  });

  it("a number that cannot take texts gets none, and the log says why", async () => {
    book({ phone: "020 7946 0958", ticked: true, location: "uk-europe", timezone: "Europe/London" });
    await deliverAll();
    expect(sql("select to_phone, kind, status, note from text_messages")).toEqual([
      { to_phone: "020 7946 0958", kind: "confirmation", status: "skipped", note: "not a mobile number: a landline" },
    ]);
    expect(sql("select count(*) as count from text_consents")).toEqual([{ count: 0 }]);
  });
});

describe("the reminder", () => {
  it("goes 2 hours before the call, once, without the opt-out line the first text carried; a move takes it along", async () => {
    const call = book({ phone: "(212) 555-0155", ticked: true });
    expect(sql("select kind, due_at, status from scheduled_texts")).toEqual([
      { kind: "reminder", due_at: call.start.getTime() - 2 * HOUR, status: "scheduled" },
    ]);
    // Moved an hour later: the reminder follows.
    const token = manageBookingLink({ id: call.id, appointmentAt: call.start }).split("/my-call/")[1];
    const newStart = at(`${YEAR}-03-17T17:00:00Z`);
    expect(moveBooking(token, { date: `${YEAR}-03-17`, datetime: newStart.toISOString() }, at(`${YEAR}-03-10T16:00:00Z`))).toEqual({ ok: true });
    expect(sql("select due_at from scheduled_texts")).toEqual([{ due_at: newStart.getTime() - 2 * HOUR }]);

    expect(await sendDueTexts(new Date(newStart.getTime() - 2 * HOUR - 1000))).toEqual({ sent: 0, notSent: 0 });
    expect(await sendDueTexts(new Date(newStart.getTime() - 2 * HOUR))).toEqual({ sent: 1, notSent: 0 });
    expect(await sendDueTexts(new Date(newStart.getTime() - HOUR))).toEqual({ sent: 0, notSent: 0 });
    await deliverAll();
    const [, reminder] = texts("+12125550155");
    expect(texts("+12125550155")).toHaveLength(2);
    expect(reminder).toMatchObject({ kind: "reminder", status: "in-outbox" });
    expect(reminder.body).toMatch(/^Chip Repair Academy: reminder, your strategy call starts in 2 hours \(Wednesday, March 17, \d{4} at 1:00 PM EDT/);
    expect(reminder.body).not.toContain("Reply STOP");
  });

  it("due in the booker's quiet hours: held until 8:00, or sent at 20:59 the evening before when the call is earlier, and the log says which", async () => {
    // 09:00 Denver (15:00 UTC) is 05:00 in Honolulu: due 03:00, and 08:00 is after the call, so 20:59 the evening before.
    const early = book({ phone: "(808) 555-0166", ticked: true, timezone: "Pacific/Honolulu", start: at(`${YEAR}-03-17T15:00:00Z`) });
    const [row] = sql<{ due_at: number; note: string }>("select due_at, note from scheduled_texts where booking_id = ?", early.id);
    expect(new Date(row.due_at)).toEqual(at(`${YEAR}-03-17T06:59:00Z`));
    expect(row.note).toBe("due 3:00 AM HST, in quiet hours: sent early, at 8:59 PM HST");
    expect(await sendDueTexts(at(`${YEAR}-03-17T06:59:00Z`))).toEqual({ sent: 1, notSent: 0 });
    await deliverAll();
    expect(texts("+18085550166").map((text) => [text.kind, text.note])).toEqual([
      ["confirmation", null],
      ["reminder", "due 3:00 AM HST, in quiet hours: sent early, at 8:59 PM HST"],
    ]);

    // Booked for 16:00 Denver, a booker in London (22:00 there): the reminder is due 20:00. Found
    // late by a site that was down, at 21:30 London time, with the call at 22:00: skipped.
    const london = book({ phone: "07400 123456", ticked: true, location: "uk-europe", timezone: "Europe/London", start: at(`${YEAR}-03-17T22:00:00Z`) });
    expect(await sendDueTexts(at(`${YEAR}-03-17T21:30:00Z`))).toEqual({ sent: 0, notSent: 1 });
    expect(sql("select status, note from scheduled_texts where booking_id = ?", london.id)).toEqual([
      { status: "skipped", note: "found due at 9:30 PM GMT: quiet hours last until after it starts" },
    ]);
    // The admin's text log says so, beside the confirmation the number got.
    expect(texts("+447400123456").map((text) => [text.kind, text.status, text.note])).toEqual([
      ["confirmation", "queued", null],
      ["reminder", "skipped", "found due at 9:30 PM GMT: quiet hours last until after it starts"],
    ]);
  });
});

describe("replies", () => {
  it("STOP opts out with one confirmation; the next reminder is not sent; START opts back in", async () => {
    const call = book({ phone: "(212) 555-0177", ticked: true });
    await deliverAll();
    expect(handleInboundText({ from: "+12125550177", body: " stop ", sid: "SM1" }, at(`${YEAR}-03-12T15:00:00Z`))).toBe("opt-out");
    expect(handleInboundText({ from: "+12125550177", body: "STOP", sid: "SM2" }, at(`${YEAR}-03-12T15:01:00Z`))).toBe("opt-out");
    expect(handleInboundText({ from: "+12125550177", body: "STOP", sid: "SM2" }, at(`${YEAR}-03-12T15:01:00Z`))).toBe("duplicate");
    expect(await sendDueTexts(new Date(call.start.getTime() - 2 * HOUR))).toEqual({ sent: 0, notSent: 1 });
    await deliverAll();
    expect(texts("+12125550177").map((text) => [text.kind, text.status])).toEqual([
      ["confirmation", "in-outbox"],
      ["opt-out", "in-outbox"],
      ["reminder", "skipped"],
    ]);
    expect(texts("+12125550177")[1].body).toBe("Chip Repair Academy: you are unsubscribed and will get no more texts from us. Reply START to subscribe again.");
    expect(texts("+12125550177")[2].note).toBe("the number opted out (by a STOP reply or an unticked box)");

    expect(handleInboundText({ from: "+12125550177", body: "Start", sid: "SM3" })).toBe("opt-in");
    await deliverAll();
    expect(texts("+12125550177").at(-1)).toMatchObject({ kind: "opt-in", status: "in-outbox" });
    expect(sql("select event, source from text_consents order by id")).toEqual([
      { event: "granted", source: "/booking-calendar" },
      { event: "opted-out", source: "reply" },
      { event: "opted-in", source: "reply" },
    ]);
  });

  it("HELP is answered with the business's name and contact; another reply is kept with its booking and forwarded to the host", async () => {
    const call = book({ phone: "(212) 555-0188", ticked: true });
    await deliverAll();
    expect(handleInboundText({ from: "+12125550188", body: "help", sid: "SM4" })).toBe("help");
    expect(handleInboundText({ from: "+12125550188", body: "Running 5 min late, sorry!", sid: "SM5" })).toBe("reply");
    await deliverAll();
    expect(texts("+12125550188").at(-1)!.body).toMatch(
      /^Chip Repair Academy: help with your training or call: e-mail \S+@\S+ or call .+\. Msg & data rates may apply\. Reply STOP to opt out\.$/,
    );
    expect(sql("select from_phone, body, keyword, booking_id from text_replies order by id")).toEqual([
      { from_phone: "+12125550188", body: "help", keyword: "help", booking_id: call.id },
      { from_phone: "+12125550188", body: "Running 5 min late, sorry!", keyword: null, booking_id: call.id },
    ]);
    expect(listBookings().find((booking) => booking.id === call.id)!.textReplies).toEqual(["Running 5 min late, sorry!"]);
    const [forwarded] = sql<{ to_address: string; subject: string; text_body: string }>(
      "select to_address, subject, text_body from mail where subject like 'Text reply%'",
    );
    expect(forwarded).toMatchObject({ to_address: "host@example.test", subject: "Text reply from +12125550188" });
    expect(forwarded.text_body).toContain("Running 5 min late, sorry!");
  });

  it("a reply typed into the built-in outbox acts like one from the phone, but START must come from the phone", () => {
    const form = (phone: string, message: string) => {
      const data = new FormData();
      data.set("phone", phone);
      data.set("message", message);
      return data;
    };
    expect(simulateReply(form("(212) 555-0199", "START"))).toEqual({
      ok: false,
      values: { phone: "(212) 555-0199", message: "START" },
      errors: { message: "START grants consent, so only the phone itself can send it" },
    });
    expect(simulateReply(form("12", ""))).toMatchObject({
      ok: false,
      errors: { phone: expect.stringContaining("Please enter a mobile number"), message: "Please type the reply" },
    });
    expect(simulateReply(form("(212) 555-0199", "STOP"))).toEqual({ ok: true, outcome: "opt-out" });
  });
});

describe("the book-again text and the webinar notice", () => {
  it("a no-show gets the book-again text once", async () => {
    const call = book({ phone: "(212) 555-0211", ticked: true });
    const after = new Date(call.start.getTime() + 2 * HOUR); // 14:00 in New York
    expect(setBookingStatus(actor, call.id, "no_show", after)).toMatchObject({ ok: true });
    expect(setBookingStatus(actor, call.id, "scheduled", after)).toMatchObject({ ok: true });
    expect(setBookingStatus(actor, call.id, "no_show", after)).toMatchObject({ ok: true });
    // The book-again text; the reminder, found late, is over (the call was missed).
    expect(await sendDueTexts(after)).toEqual({ sent: 1, notSent: 1 });
    await deliverAll();
    const rebook = texts("+12125550211").filter((text) => text.kind === "rebook");
    expect(rebook).toHaveLength(1);
    expect(rebook[0].body).toMatch(/^Chip Repair Academy: sorry we missed you on your strategy call\. Pick a new time here: http:\/\/\S+\/book-again\//);
  });

  it("a webinar lead who ticked the box gets the start notice 15 minutes before the session, on their number's clock; one who did not gets none", async () => {
    const submitter = { ip: "203.0.113.10", userAgent: "Test", attribution: {} };
    const answers = (email: string, phone: string, smsConsent: string) => ({
      firstName: "Lee",
      email,
      phone,
      smsConsent,
      experience: "experienced",
      timeAvailable: "5-10-hours",
      investmentCapacity: "under-1000",
      currentIncome: "2000-5000",
      location: "Ogden, UT",
      motivation: "Extra",
    });
    // Monday noon in Denver: the next session is Tuesday 19:00 Denver time.
    const now = at(`${YEAR}-03-15T18:00:00Z`);
    submitWebinarLead(answers("lee@example.test", "801-555-0222", "yes"), submitter, now);
    submitWebinarLead(answers("kim@example.test", "801-555-0233", ""), submitter, now);
    const session = at(`${YEAR}-03-17T01:00:00Z`);
    expect(sql("select kind, due_at from scheduled_texts order by id")).toEqual([
      { kind: "webinar", due_at: session.getTime() - 15 * 60_000 },
      { kind: "webinar", due_at: session.getTime() - 15 * 60_000 },
    ]);
    expect(await sendDueTexts(new Date(session.getTime() - 15 * 60_000))).toEqual({ sent: 1, notSent: 1 });
    await deliverAll();
    expect(texts("+18015550222").map((text) => text.body)).toEqual([
      expect.stringMatching(/^Chip Repair Academy: the free live training starts in 15 minutes\. Join here: http:\/\/\S+\/webinar Reply STOP to opt out\.$/),
    ]);
    expect(texts("+18015550233")).toEqual([]);
  });
});

describe("the admin's view", () => {
  it("splits the show rate by whether the booker was sent a text reminder", async () => {
    const { showRateByTextReminder } = await import("~/server/calls/call-texts.server");
    const now = new Date();
    const insertCall = db.$client.prepare(
      "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, status) values ('Past', ?, '(212) 555-0400', '2125550400', ?, 'America/New_York', ?) returning id",
    );
    const calls = [
      ["completed", true],
      ["completed", true],
      ["no_show", true],
      ["completed", false],
      ["no_show", false],
      ["no_show", false],
      ["cancelled", true],
    ] as const;
    calls.forEach(([status, texted], index) => {
      const { id } = insertCall.get(`past${index}@example.test`, now.getTime() - (index + 1) * 3 * HOUR, status) as { id: number };
      if (texted)
        db.$client
          .prepare("insert into text_messages (to_phone, kind, body, booking_id, status) values ('+12125550400', 'reminder', 'r', ?, 'in-outbox')")
          .run(id);
    });
    // A reminder that was not sent (opted out) does not count as one.
    const { id: skipped } = insertCall.get("past-skipped@example.test", now.getTime() - 30 * HOUR, "completed") as { id: number };
    db.$client
      .prepare("insert into text_messages (to_phone, kind, body, booking_id, status) values ('+12125550400', 'reminder', 'r', ?, 'skipped')")
      .run(skipped);
    expect(showRateByTextReminder(now)).toEqual([
      { label: "Texted", calls: 3, completed: 2, noShows: 1, unmarked: 0, showRatePercent: 67 },
      { label: "Not texted", calls: 4, completed: 2, noShows: 2, unmarked: 0, showRatePercent: 50 },
    ]);
  });
});
