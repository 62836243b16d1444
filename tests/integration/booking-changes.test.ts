import { describe, expect, it } from "vitest";
import { offeredDates } from "~/lib/calendar-dates";
import { availabilityFor } from "~/server/availability.server";
import { cancelBooking, moveBooking } from "~/server/booking-changes.server";
import { bookingIdFromToken, manageBookingLink } from "~/server/booking-links.server";
import { createBooking } from "~/server/bookings.server";
import { db } from "~/server/db.server";

// A booker cancelling or moving their own call from the signed link in their e-mail.

const timezone = "America/Chicago";
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;

function freeSlots(count: number) {
  const slots: { date: string; datetime: string }[] = [];
  for (const date of offeredDates(new Date(), timezone)) {
    for (const slot of availabilityFor(date, timezone)!.slots) if (slots.length < count) slots.push({ date, datetime: slot.datetime });
  }
  return slots;
}

function book(slot: { date: string; datetime: string }) {
  sequence += 1;
  const result = createBooking(
    { ...slot, timezone, name: "Casey Caller", email: `caller-${sequence}-${Date.now()}@example.test`, phone: `801-555-${String(1000 + sequence).slice(-4)}${sequence}` },
    { experience: "complete-beginner" },
  );
  if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
  const token = manageBookingLink(result.bookingId).split("/my-call/")[1];
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
    const [booking] = sql<{ status: string; sequence: number; email: string; uid: string }>("select status, sequence, email, uid from bookings where id = ?", id);
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
    const [booking] = sql<{ appointment_at: number; sequence: number; email: string; uid: string }>("select appointment_at, sequence, email, uid from bookings where id = ?", id);
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
    expect(moveBooking(mine.token, second)).toEqual({ ok: false, reason: "That time is not free any more. Please pick another." });
    cancelBooking(mine.token);
    const [free] = freeSlots(1);
    expect(moveBooking(mine.token, free)).toMatchObject({ ok: false });
  });
});
