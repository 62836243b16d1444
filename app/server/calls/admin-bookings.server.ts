import { firstHost, hostById, hostZoneOf } from "~/server/calls/hosts.server";
import { and, desc, eq } from "drizzle-orm";
import { BOOKING_STATUS_LABELS, OUTCOME_STATUSES, type BookingStatus } from "~/lib/booking-status";
import { shortDateTimeInZone } from "~/lib/calendar-dates";
import { labelledAnswers } from "~/lib/survey-answers";
import { bookings } from "~db/schema";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { queueRebookEmail, type RebookOutcome } from "~/server/calls/no-shows.server";
import { scheduleRebookText } from "~/server/calls/call-texts.server";
import { textRepliesFor } from "~/server/delivery/text-replies.server";
import { keysetPage, pageKeyOf, type PageFrom } from "~/server/platform/keyset.server";

/** A booking's notes as the admin reads them: JSON survey answers as labelled answers, else the text. */
export function readBookingNotes(
  notes: string | null,
): { kind: "answers"; answers: { label: string; answer: string }[] } | { kind: "text"; text: string } | null {
  if (!notes) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(notes);
  } catch {
    return { kind: "text", text: notes };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { kind: "text", text: notes };
  return { kind: "answers", answers: labelledAnswers(parsed as Record<string, unknown>) };
}

/** Booked strategy calls (a member's coaching sessions are on the member's page), newest first, with the appointment in the host's and the booker's time zone, and whether it has started. */
export function listBookings(limit = 100, now = new Date()) {
  const listed = db
    .select()
    .from(bookings)
    .where(eq(bookings.kind, "strategy"))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
    .all()
    .map((booking) => bookingView(booking, now));
  return withTextReplies(listed);
}

/** Each listed call with the texts its booker sent back. */
function withTextReplies<Listed extends { id: number }>(listed: Listed[]) {
  const replies = textRepliesFor(listed.map((booking) => booking.id));
  return listed.map((booking) => ({ ...booking, textReplies: replies.get(booking.id) ?? [] }));
}

/** Calls a page of the dashboard lists: ten, under the page of users. */
export const BOOKINGS_PAGE_SIZE = 10;

/** One page of booked strategy calls, newest first, from the edge of the page before (keyset, through the created index). */
export function bookingsPage(from: PageFrom, now = new Date()) {
  const keyset = keysetPage({ at: bookings.createdAt, id: bookings.id }, from, BOOKINGS_PAGE_SIZE);
  const fetched = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.kind, "strategy"), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit)
    .all();
  const { rows, previous, next } = keyset.page(fetched, (booking) => pageKeyOf(booking.createdAt, booking.id));
  return { bookings: withTextReplies(rows.map((booking) => bookingView(booking, now))), previous, next };
}

function bookingView(booking: typeof bookings.$inferSelect, now: Date) {
  return {
    id: booking.id,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    status: booking.status,
    started: booking.appointmentAt <= now,
    rebookEmailAt: booking.rebookEmailAt,
    timezone: booking.timezone,
    host: (hostById(booking.hostId) ?? firstHost()).schedule.displayName,
    hostTime: shortDateTimeInZone(booking.appointmentAt, hostZoneOf(booking.hostId), true),
    bookerTime: shortDateTimeInZone(booking.appointmentAt, booking.timezone, true),
    createdAt: booking.createdAt,
    cancelReason: booking.status === "cancelled" ? booking.cancelReason : null,
    notes: readBookingNotes(booking.notes),
  };
}

export type StatusChange = { ok: true; rebook: RebookOutcome | null } | { ok: false; reason: string };

/**
 * Change a call's status. Completed and no-show only once its start has passed; a no-show
 * gets the one book-again e-mail. A cancelled call frees its slot, and a slot taken since
 * cannot be restored.
 */
export function setBookingStatus(actor: Actor, bookingId: number, status: BookingStatus, now = new Date()): StatusChange {
  try {
    return writeTransaction((tx): StatusChange => {
      const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get();
      if (!booking) return { ok: false, reason: "That booking no longer exists." };
      if (booking.status === status) return { ok: true, rebook: null };
      if (OUTCOME_STATUSES.includes(status) && booking.appointmentAt > now) {
        return { ok: false, reason: `A call can be marked ${BOOKING_STATUS_LABELS[status].toLowerCase()} once its start time has passed.` };
      }
      tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId)).run();
      recordAudit(tx, actor, "set booking status", `booking ${bookingId} (${booking.email})`, `${booking.status} -> ${status}`);
      // The book-again messages lead to the public calendar: a missed coaching session is booked again in the portal.
      const rebook = status === "no_show" && booking.kind === "strategy";
      if (rebook) scheduleRebookText(tx, booking, now);
      return { ok: true, rebook: rebook ? queueRebookEmail(tx, booking, now) : null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "Another call has been booked in that slot since it was cancelled." };
    throw error;
  }
}
