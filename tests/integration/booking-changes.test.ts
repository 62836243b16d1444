import { describe, expect, it } from "vitest";
import { offeredDates, whenInZone } from "~/lib/calendar-dates";
import { availabilityFor } from "~/server/calls/availability.server";
import { cancelBooking, HOST_NOTICE_DELAY_MS, manageView, moveBooking, requireBookingForToken } from "~/server/calls/booking-changes.server";
import { bookingIdFromToken, manageBookingLink } from "~/server/calls/booking-links.server";
import { createBooking } from "~/server/calls/bookings.server";
import { db } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { deliverDue } from "~/server/delivery/outbox.server";

// A booker cancelling or moving their own call from the signed link in their e-mail.

const timezone = "America/Chicago";
const HOUR_MS = 60 * 60 * 1000;
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;

/** Free slots far enough apart that booking one leaves the others free (the buffer around a call). */
function freeSlots(count: number) {
  const slots: { date: string; datetime: string }[] = [];
  const farFromPicked = (datetime: string) => slots.every((picked) => Math.abs(Date.parse(picked.datetime) - Date.parse(datetime)) >= 2 * HOUR_MS);
  for (const date of offeredDates(new Date(), timezone)) {
    for (const slot of availabilityFor(date, timezone)!.slots)
      if (slots.length < count && farFromPicked(slot.datetime)) slots.push({ date, datetime: slot.datetime });
  }
  return slots;
}

/** Two free slots an hour apart on one day: a call, and the hour next to it. */
function neighbouringSlots() {
  for (const date of offeredDates(new Date(), timezone)) {
    const slots = availabilityFor(date, timezone)!.slots;
    const pair = slots.findIndex((slot, index) => index > 0 && Date.parse(slot.datetime) - Date.parse(slots[index - 1].datetime) === HOUR_MS);
    if (pair > 0) return [slots[pair - 1], slots[pair]].map((slot) => ({ date, datetime: slot.datetime }));
  }
  throw new Error("no two free slots an hour apart");
}

function book(slot: { date: string; datetime: string }, now = new Date()) {
  sequence += 1;
  const result = createBooking(
    {
      ...slot,
      timezone,
      name: "Casey Caller",
      email: `caller-${sequence}-${Date.now()}@example.test`,
      phone: `801-555-${String(1000 + sequence).slice(-4)}${sequence}`,
    },
    { experience: "complete-beginner" },
    now,
  );
  if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
  const token = manageBookingLink({ id: result.bookingId, appointmentAt: result.appointmentAt }).split("/my-call/")[1];
  return { id: result.bookingId, token };
}

const invitesTo = (email: string) =>
  sql<{ payload: string }>("select payload from outbox where kind = 'email' and json_extract(payload, '$.to') = ? order by id", email).map(
    (row) => JSON.parse(row.payload) as { subject: string; text: string; attachments: { content: string; contentType: string }[] },
  );

describe("the manage link", () => {
  it("is in the confirmation e-mail, signed, and refuses a tampered id or signature", () => {
    const [slot] = freeSlots(1);
    const { id, token } = book(slot);
    const [email] = sql<{ email: string }>("select email from bookings where id = ?", id);
    expect(invitesTo(email.email)[0].text).toContain(`/my-call/${token}`);
    expect(bookingIdFromToken(token)).toBe(id);
    expect(bookingIdFromToken(token.replace(/^\d+/, String(id + 1)))).toBeNull();
    expect(bookingIdFromToken(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(bookingIdFromToken("12.short")).toBeNull();
  });
});

describe("cancelling", () => {
  it("frees the slot, tells booker and host, and sends METHOD:CANCEL for the same UID with a higher SEQUENCE", () => {
    const [slot] = freeSlots(1);
    const { id, token } = book(slot);
    expect(cancelBooking(token)).toEqual({ ok: true });
    const [booking] = sql<{ status: string; sequence: number; email: string; uid: string }>(
      "select status, sequence, email, uid from bookings where id = ?",
      id,
    );
    expect(booking).toMatchObject({ status: "cancelled", sequence: 1 });
    const cancellation = invitesTo(booking.email).at(-1)!;
    expect(cancellation.subject).toBe("Your strategy call is cancelled");
    const ics = cancellation.attachments[0].content;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:${booking.uid}@localhost`);
    expect(invitesTo(booking.email)[0].attachments[0].content).toContain(`UID:${booking.uid}@localhost`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(sql("select id from outbox where json_extract(payload, '$.subject') like ?", "Call cancelled: Casey Caller%").length).toBeGreaterThanOrEqual(1);
    // The slot is offered again, and a second cancel changes nothing.
    expect(availabilityFor(slot.date, timezone)!.slots.map((free) => free.datetime)).toContain(slot.datetime);
    expect(cancelBooking(token)).toMatchObject({ ok: false });
  });
});

describe("moving", () => {
  it("moves to a free slot with an updated invite (same UID, SEQUENCE 1) and frees the old one", () => {
    const [from, to] = freeSlots(2);
    const { id, token } = book(from);
    expect(moveBooking(token, to)).toEqual({ ok: true });
    const [booking] = sql<{ appointment_at: number; sequence: number; email: string; uid: string }>(
      "select appointment_at, sequence, email, uid from bookings where id = ?",
      id,
    );
    expect(booking.appointment_at).toBe(new Date(to.datetime).getTime());
    expect(booking.sequence).toBe(1);
    const update = invitesTo(booking.email).at(-1)!;
    expect(update.subject).toBe("Your strategy call has a new time");
    expect(update.attachments[0].content).toContain("METHOD:REQUEST");
    expect(update.attachments[0].content).toContain(`UID:${booking.uid}@localhost`);
    expect(update.attachments[0].content).toContain("SEQUENCE:1");
    expect(availabilityFor(from.date, timezone)!.slots.map((free) => free.datetime)).toContain(from.datetime);
  });

  it("refuses a slot someone else holds, and a cancelled call", () => {
    const [first, second] = freeSlots(2);
    const mine = book(first);
    book(second);
    expect(moveBooking(mine.token, second)).toEqual({ ok: false, reason: "That time is not free any more. Please pick another.", status: 409 });
    cancelBooking(mine.token);
    const [free] = freeSlots(1);
    expect(moveBooking(mine.token, free)).toMatchObject({ ok: false });
  });
});

describe("booking rules", () => {
  it("cancelling and moving close CHANGE_CUTOFF_HOURS (4) before the call; the page says until when, and after it how to reach the business", () => {
    const [slot, other] = freeSlots(2);
    const { token } = book(slot);
    const closes = Date.parse(slot.datetime) - env.CHANGE_CUTOFF_HOURS * HOUR_MS;
    const [before, after] = [new Date(closes - 60_000), new Date(closes + 60_000)];
    expect(manageView(requireBookingForToken(token), null, before)).toMatchObject({
      changeable: true,
      changesCloseAt: whenInZone(new Date(closes), timezone),
      cutOff: null,
    });
    const refused = {
      ok: false,
      reason: `Changes close 4 hours before the call, so this one can no longer be moved or cancelled here. To change it now, please call us at ${env.SUPPORT_PHONE} or e-mail ${env.SUPPORT_EMAIL}.`,
      status: 409,
    };
    expect(manageView(requireBookingForToken(token), null, after)).toMatchObject({ changeable: false, cutOff: refused.reason, availability: null });
    expect(cancelBooking(token, after)).toEqual(refused);
    expect(moveBooking(token, other, after)).toEqual(refused);
    expect(sql("select status, appointment_at from bookings where id = ?", bookingIdFromToken(token))).toEqual([
      { status: "scheduled", appointment_at: Date.parse(slot.datetime) },
    ]);
    expect(cancelBooking(token, before)).toEqual({ ok: true });
  });

  it("keeps 15 minutes free around a call: the hour next to it is not offered or bookable, but the call itself may move there", () => {
    const [mine, next] = neighbouringSlots();
    const { token } = book(mine);
    expect(availabilityFor(next.date, timezone)!.slots.map((slot) => slot.datetime)).not.toContain(next.datetime);
    const stranger = createBooking(
      { ...next, timezone, name: "Other Caller", email: `other-${Date.now()}@example.test`, phone: "801-555-7731" },
      {},
      new Date(),
    );
    expect(stranger.outcome).toBe("taken");
    expect(moveBooking(token, next)).toEqual({ ok: true });
  });
});

// Changes have limits: a few moves a day per booking, and the host hears of a burst of
// changes once. A clock a month ahead: nothing here is due for the worker running in real time.
// It starts at noon in the booker's zone (18:00 UTC), so the minutes the tests move it never
// carry it past midnight there, which would change the offered dates under a test.
describe("limits on changes", () => {
  const MINUTE = 60 * 1000;
  const DAY = 24 * 60 * MINUTE;
  let clock = Math.floor(Date.now() / DAY) * DAY + 30 * DAY + 18 * 60 * MINUTE;
  /** A moment after the last one, and free slots as seen then. */
  const later = (ms = 1000) => new Date((clock += ms));
  /**
   * Free slots a week or more after `now` (the later block of offered dates): the tests move
   * their clock a day on, and a call that is over by then can no longer be moved.
   */
  function slotsAt(now: Date, count: number) {
    const slots: { date: string; datetime: string }[] = [];
    for (const date of offeredDates(now, timezone).slice(3)) {
      for (const slot of availabilityFor(date, timezone, now)!.slots) if (slots.length < count) slots.push({ date, datetime: slot.datetime });
    }
    return slots;
  }
  /** The host's notices of changes to the call booked under this id. */
  const hostNotices = (bookingId: number) =>
    sql<{ payload: string; status: string; next_attempt_at: number }>(
      "select payload, status, next_attempt_at from outbox where json_extract(payload, '$.to') = ? and json_extract(payload, '$.subject') like 'Call %' and json_extract(payload, '$.text') like ? order by id",
      env.SUPPORT_EMAIL,
      `%E-mail: ${sql<{ email: string }>("select email from bookings where id = ?", bookingId)[0].email}\n%`,
    ).map((row) => ({ ...row, payload: JSON.parse(row.payload) as { subject: string; text: string; attachments: { content: string }[] } }));
  const mailbox = (to: string, text: string) =>
    sql<{ subject: string }>("select subject from mail where to_address = ? and text_body like ? order by id", to, text);
  /** Deliver everything due at `now`, however many batches that takes. */
  const deliverAllDue = async (now: Date) => {
    while ((await deliverDue(now)) > 0) {
      // another batch
    }
  };
  const hostWhen = (datetime: string) => whenInZone(new Date(datetime), "America/Denver");

  it("accepts only BOOKING_CHANGES_PER_DAY of 20 moves, each with the booker's own invite, and tells the host once where the call ended up", async () => {
    const [a, b] = slotsAt(later(), 2);
    const { id, token } = book(a, later());
    const results = Array.from({ length: 20 }, (_, move) => moveBooking(token, move % 2 === 0 ? b : a, later()));
    expect(results.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    for (const refused of results.slice(3)) {
      expect(refused).toMatchObject({ ok: false, status: 429 });
      if (!refused.ok)
        expect(refused.reason).toBe(
          `This call has been moved 3 times in the last 24 hours, the most we allow here. To move it again, please call us at ${env.SUPPORT_PHONE} or e-mail ${env.SUPPORT_EMAIL}. You can still cancel it below.`,
        );
    }
    const [booking] = sql<{ appointment_at: number; sequence: number; email: string }>("select appointment_at, sequence, email from bookings where id = ?", id);
    expect(booking).toMatchObject({ appointment_at: Date.parse(b.datetime), sequence: 3 });
    const lastChange = clock - 17 * 1000;

    // The booker: an updated invite for each accepted move, right away.
    expect(invitesTo(booking.email).map((mail) => mail.subject)).toEqual([
      "Your free strategy call is booked",
      ...Array(3).fill("Your strategy call has a new time"),
    ]);
    expect(invitesTo(booking.email).map((mail) => /SEQUENCE:(\d+)/.exec(mail.attachments[0].content)![1])).toEqual(["0", "1", "2", "3"]);
    // The host: one notice, held back a few minutes after the last move, from the first time to the last.
    const [notice, ...more] = hostNotices(id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ status: "pending", next_attempt_at: lastChange + HOST_NOTICE_DELAY_MS });
    expect(notice.payload.text).toContain(`moved their strategy call from ${hostWhen(a.datetime)} to ${hostWhen(b.datetime)}`);
    expect(notice.payload.attachments[0].content).toContain("SEQUENCE:3");

    await deliverAllDue(new Date(lastChange + HOST_NOTICE_DELAY_MS - 1));
    expect(hostNotices(id).map((row) => row.status)).toEqual(["pending"]);
    await deliverAllDue(new Date(lastChange + HOST_NOTICE_DELAY_MS));
    expect(hostNotices(id).map((row) => row.status)).toEqual(["delivered"]);
    expect(mailbox(env.SUPPORT_EMAIL, `%E-mail: ${booking.email}%`)).toHaveLength(2); // the new booking, and the one change notice

    // A day after the first moves, the booker may move it again.
    const nextDay = later(DAY);
    const [free] = slotsAt(nextDay, 1);
    expect(moveBooking(token, free, nextDay)).toEqual({ ok: true });
  });

  it("still lets a booker past the cap cancel, and tells the host the call they knew of is cancelled", () => {
    const [a, b] = slotsAt(later(), 2);
    const { id, token } = book(a, later());
    for (let move = 0; move < 3; move++) expect(moveBooking(token, move % 2 === 0 ? b : a, later())).toEqual({ ok: true });
    expect(moveBooking(token, a, later())).toMatchObject({ ok: false, status: 429 });
    expect(cancelBooking(token, later())).toEqual({ ok: true });
    const [notice, ...more] = hostNotices(id);
    expect(more).toEqual([]);
    expect(notice.payload.subject).toBe(`Call cancelled: Casey Caller, ${hostWhen(a.datetime)}`);
    expect(notice.payload.attachments[0].content).toContain("METHOD:CANCEL");
  });

  it("sends the host nothing when the call is moved back to the time they know", async () => {
    const [a, b] = slotsAt(later(), 2);
    const { id, token } = book(a, later());
    expect(moveBooking(token, b, later())).toEqual({ ok: true });
    expect(moveBooking(token, a, later())).toEqual({ ok: true });
    expect(hostNotices(id)).toEqual([]);
  });

  it("starts a new notice, from the time the host heard of last, once the previous one went out", async () => {
    const [a, b, c] = slotsAt(later(), 3);
    const { id, token } = book(a, later());
    expect(moveBooking(token, b, later())).toEqual({ ok: true });
    await deliverAllDue(later(HOST_NOTICE_DELAY_MS));
    expect(moveBooking(token, c, later())).toEqual({ ok: true });
    const notices = hostNotices(id);
    expect(notices.map((notice) => notice.status)).toEqual(["delivered", "pending"]);
    expect(notices[1].payload.text).toContain(`from ${hostWhen(b.datetime)} to ${hostWhen(c.datetime)}`);
  });
});
