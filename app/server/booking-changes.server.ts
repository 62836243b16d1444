import { eq } from "drizzle-orm";
import type { DayAvailability } from "~/lib/booking-form";
import { offeredDates, whenInZone } from "~/lib/calendar-dates";
import { timezoneLabel } from "~/lib/timezones";
import { bookings } from "../../db/schema";
import { availabilityFor, hostHours } from "./availability.server";
import { bookingIdFromToken, manageBookingLink } from "./booking-links.server";
import { hostAddress, inviteFor } from "./bookings.server";
import { db, isUniqueViolation } from "./db.server";
import { bookingChangedEmail, hostBookingChangedEmail } from "./emails.server";
import { enqueue } from "./outbox.server";

// A booker managing their own call from the link in their confirmation e-mail, the way
// Cal.com does it: cancel, or move to another free slot. The host is told, the old slot is
// freed, and calendars get an update under the same UID with a higher SEQUENCE.

type Booking = typeof bookings.$inferSelect;

const whenForVisitor = (booking: Pick<Booking, "appointmentAt" | "timezone">) => `${whenInZone(booking.appointmentAt, booking.timezone)} (${timezoneLabel(booking.timezone)})`;

export function bookingForToken(token: string): Booking | null {
  const id = bookingIdFromToken(token);
  return id === null ? null : (db.select().from(bookings).where(eq(bookings.id, id)).get() ?? null);
}

/** What the manage page shows: the call, whether it can still change, and free slots for `date`. */
export function manageView(booking: Booking, date: string | null, now = new Date()) {
  const changeable = booking.status === "scheduled" && booking.appointmentAt > now;
  const dates = offeredDates(now, booking.timezone);
  const availability: DayAvailability | null = changeable && date ? availabilityFor(date, booking.timezone, now) : null;
  return {
    name: booking.name,
    status: booking.status,
    when: whenForVisitor(booking),
    timezone: booking.timezone,
    changeable,
    dates,
    availability,
  };
}

function notify(booking: Booking, kind: "moved" | "cancelled", previous: Date, now: Date): void {
  const change = {
    name: booking.name,
    email: booking.email,
    whenForVisitor: kind === "moved" ? whenForVisitor(booking) : whenForVisitor({ ...booking, appointmentAt: previous }),
    whenForHost: whenInZone(booking.appointmentAt, hostHours.timeZone),
    previousForHost: whenInZone(previous, hostHours.timeZone),
    manageLink: manageBookingLink(booking.id),
    invite: inviteFor({ uid: booking.uid, start: booking.appointmentAt, name: booking.name, email: booking.email, sequence: booking.sequence }, kind === "cancelled" ? "cancel" : "request"),
  };
  enqueue({ kind: "email", payload: bookingChangedEmail({ ...change, kind }) }, now);
  enqueue({ kind: "email", payload: hostBookingChangedEmail(hostAddress(), { ...change, kind }) }, now);
}

export type ChangeResult = { ok: true } | { ok: false; reason: string };

const TOO_LATE = "This call can no longer be changed (it is cancelled or already past).";

/** Cancel the call: the slot is free again at once (the slot index skips cancelled calls). */
export function cancelBooking(token: string, now = new Date()): ChangeResult {
  return db.transaction((): ChangeResult => {
    const booking = bookingForToken(token);
    if (!booking || booking.status !== "scheduled" || booking.appointmentAt <= now) return { ok: false, reason: TOO_LATE };
    const sequence = booking.sequence + 1;
    db.update(bookings).set({ status: "cancelled", sequence }).where(eq(bookings.id, booking.id)).run();
    notify({ ...booking, status: "cancelled", sequence }, "cancelled", booking.appointmentAt, now);
    return { ok: true };
  });
}

/** Move the call to another free slot (offered for that day in the booker's zone, and still free). */
export function moveBooking(token: string, choice: { date: string; datetime: string }, now = new Date()): ChangeResult {
  try {
    return db.transaction((): ChangeResult => {
      const booking = bookingForToken(token);
      if (!booking || booking.status !== "scheduled" || booking.appointmentAt <= now) return { ok: false, reason: TOO_LATE };
      const slot = availabilityFor(choice.date, booking.timezone, now)?.slots.find((candidate) => candidate.datetime === choice.datetime);
      if (!slot) return { ok: false, reason: "That time is not free any more. Please pick another." };
      const moved = { ...booking, appointmentAt: new Date(slot.datetime), sequence: booking.sequence + 1 };
      db.update(bookings).set({ appointmentAt: moved.appointmentAt, sequence: moved.sequence }).where(eq(bookings.id, booking.id)).run();
      notify(moved, "moved", booking.appointmentAt, now);
      return { ok: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "Someone booked that time a moment ago. Please pick another." };
    throw error;
  }
}
