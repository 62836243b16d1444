import { companyFacts } from "~/server/platform/site-texts.server";
import { and, count, desc, eq, gt } from "drizzle-orm";
import type { DayAvailability } from "~/lib/booking-form";
import { whenInZone } from "~/lib/calendar-dates";
import { timezoneLabel } from "~/lib/timezones";
import { bookingChanges, bookings } from "~db/schema";
import { availabilityFor, datesOffered, freeStartsFor, hostPhotoUrl } from "~/server/calls/availability.server";
import { bookingIdFromToken, manageBookingLink } from "~/server/calls/booking-links.server";
import { assignHost, firstHost, hostById, hostNoticeAddress, hostZoneOf } from "~/server/calls/hosts.server";
import { calendarLinks, callInviteFields, inviteFor } from "~/server/calls/call-calendar.server";
import { scheduleCallReminders, withdrawCallReminders } from "~/server/calls/call-reminders.server";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { bookingChangedEmail, hostBookingChangedEmail } from "~/server/calls/call-emails.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { enqueue, withdrawPending } from "~/server/delivery/outbox.server";
import { scheduleTextReminder } from "~/server/calls/call-texts.server";
import { ONE_A_WEEK_MESSAGE, sessionInSameWeek } from "~/server/calls/coaching-sessions.server";

// A booker managing their own call from the link in their confirmation e-mail, the way
// Cal.com does it: cancel, or move to another free slot (a few times a day). The host is
// told once per burst of changes, the old slot is freed, and calendars get an update under
// the same UID with a higher SEQUENCE.

type Booking = typeof bookings.$inferSelect;

const whenForVisitor = (booking: Pick<Booking, "appointmentAt" | "timezone">) =>
  `${whenInZone(booking.appointmentAt, booking.timezone)} (${timezoneLabel(booking.timezone)})`;

function bookingForToken(token: string): Booking | null {
  const id = bookingIdFromToken(token);
  return id === null ? null : (db.select().from(bookings).where(eq(bookings.id, id)).get() ?? null);
}

/** The booking a manage link stands for; a link that stands for none gets 404, to a post as to a visit. */
export function requireBookingForToken(token: string): Booking {
  const booking = bookingForToken(token);
  if (!booking) throw new Response("This link is not valid or has expired. Please use the link in your latest e-mail about the call.", { status: 404 });
  return booking;
}

const HOUR_MS = 60 * 60 * 1000;

/** Hours before a call when its booker's changes close: its host's change cut-off. */
const cutOffHours = (booking: Pick<Booking, "hostId">) => (hostById(booking.hostId) ?? firstHost()).schedule.changeCutoffHours;

/** Until when the booker may cancel or move the call: the host's cut-off before it. */
const changesCloseAt = (booking: Pick<Booking, "appointmentAt" | "hostId">) => new Date(booking.appointmentAt.getTime() - cutOffHours(booking) * HOUR_MS);

/** Why the booker can no longer change the call from the link, or null while they can. */
function closedBecause(booking: Booking, now: Date): "cancelled" | "over" | "cut-off" | null {
  if (booking.status !== "scheduled") return booking.status === "cancelled" ? "cancelled" : "over";
  if (booking.appointmentAt <= now) return "over";
  return changesCloseAt(booking) <= now ? "cut-off" : null;
}

const cutOffPassed = (booking: Pick<Booking, "hostId">) =>
  `Changes close ${cutOffHours(booking)} hours before the call, so this one can no longer be moved or cancelled here. To change it now, please call us at ${companyFacts().supportPhone} or e-mail ${companyFacts().supportEmail}.`;

/** What the manage page shows: the call, until when it can change (or why not), and free slots for `date`. */
export function manageView(booking: Booking, date: string | null, now = new Date()) {
  const closed = closedBecause(booking, now);
  const dates = datesOffered(now, booking.timezone);
  const availability: DayAvailability | null = !closed && date ? availabilityFor(date, booking.timezone, now, booking.id) : null;
  const host = (hostById(booking.hostId) ?? firstHost()).schedule;
  return {
    kind: booking.kind,
    name: booking.name,
    status: booking.status,
    when: whenForVisitor(booking),
    host: { name: host.displayName, photo: hostPhotoUrl(host) },
    timezone: booking.timezone,
    changeable: !closed,
    changesCloseAt: whenInZone(changesCloseAt(booking), booking.timezone),
    cutOff: closed === "cut-off" ? cutOffPassed(booking) : null,
    calendar: booking.status === "scheduled" && booking.appointmentAt > now ? calendarLinks(booking) : null,
    dates,
    availability,
  };
}

/** How long the host's notice of a change is held back: a burst of changes reaches the host as one notice of where the call ended up. */
export const HOST_NOTICE_DELAY_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function changesInLastDay(bookingId: number, now: Date): number {
  const since = new Date(now.getTime() - DAY_MS);
  return db
    .select({ count: count() })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), gt(bookingChanges.changedAt, since)))
    .get()!.count;
}

/**
 * Record a change and tell both sides: the booker at once, with the updated (or cancelling)
 * invite; the host after HOST_NOTICE_DELAY_MS. A change while the host's notice of the
 * previous one is still waiting takes that notice back and sends one from the time the host
 * last heard of; a call moved back there needs no notice at all.
 */
function recordChange(booking: Booking, kind: "moved" | "cancelled", previous: Date, now: Date): void {
  const change = {
    callKind: booking.kind,
    name: booking.name,
    email: booking.email,
    whenForVisitor: kind === "moved" ? whenForVisitor(booking) : whenForVisitor({ ...booking, appointmentAt: previous }),
    whenForHost: whenInZone(booking.appointmentAt, hostZoneOf(booking.hostId)),
    manageLink: manageBookingLink(booking),
    invite: inviteFor(callInviteFields(booking), kind === "cancelled" ? "cancel" : "request"),
  };
  enqueue({ kind: "email", payload: bookingChangedEmail({ ...change, kind }) }, now);

  const last = db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, booking.id)).orderBy(desc(bookingChanges.id)).limit(1).get();
  const burstGoesOn = last?.hostNoticeId != null && withdrawPending(last.hostNoticeId);
  const hostKnewAt = burstGoesOn ? last.hostKnewAt : previous;
  const backWhereHostKnows = kind === "moved" && booking.appointmentAt.getTime() === hostKnewAt.getTime();
  const hostNotice = { ...change, kind, previousForHost: whenInZone(hostKnewAt, hostZoneOf(booking.hostId)) };
  const hostNoticeId = backWhereHostKnows
    ? null
    : enqueue(
        { kind: "email", payload: hostBookingChangedEmail(hostNoticeAddress(hostById(booking.hostId)), hostNotice) },
        new Date(now.getTime() + HOST_NOTICE_DELAY_MS),
      );
  db.insert(bookingChanges).values({ bookingId: booking.id, kind, changedAt: now, hostKnewAt, hostNoticeId }).run();
}

export type ChangeResult = { ok: true } | { ok: false; reason: string; status: 409 | 429 };

const TOO_LATE = "This call can no longer be changed (it is cancelled or already past).";

/** Whether the booker may still change `booking`, and if not, what they are told. */
function refusal(booking: Booking, now: Date): ChangeResult | null {
  const closed = closedBecause(booking, now);
  if (!closed) return null;
  return { ok: false, reason: closed === "cut-off" ? cutOffPassed(booking) : TOO_LATE, status: 409 };
}
const tooManyChanges = () =>
  `This call has been moved ${businessSetting("BOOKING_CHANGES_PER_DAY")} times in the last 24 hours, the most we allow here. To move it again, please call us at ${companyFacts().supportPhone} or e-mail ${companyFacts().supportEmail}. You can still cancel it below.`;

/**
 * Cancel the call, keeping the booker's reason if they gave one (for the admin): the slot is
 * free again at once (the slot index skips cancelled calls). Allowed however often the call was moved.
 */
export function cancelBooking(token: string, now = new Date(), reason: string | null = null): ChangeResult {
  return writeTransaction((): ChangeResult => {
    const booking = bookingForToken(token);
    if (!booking) return { ok: false, reason: TOO_LATE, status: 409 };
    const refused = refusal(booking, now);
    if (refused) return refused;
    const sequence = booking.sequence + 1;
    db.update(bookings).set({ status: "cancelled", sequence, cancelReason: reason }).where(eq(bookings.id, booking.id)).run();
    withdrawCallReminders(db, booking.id, "cancelled");
    recordChange({ ...booking, status: "cancelled", sequence }, "cancelled", booking.appointmentAt, now);
    return { ok: true };
  });
}

/** Move the call to another free slot (offered for that day in the booker's zone, and still free), up to BOOKING_CHANGES_PER_DAY times a day. */
export function moveBooking(token: string, choice: { date: string; datetime: string }, now = new Date()): ChangeResult {
  try {
    return writeTransaction((): ChangeResult => {
      const booking = bookingForToken(token);
      if (!booking) return { ok: false, reason: TOO_LATE, status: 409 };
      const refused = refusal(booking, now);
      if (refused) return refused;
      if (changesInLastDay(booking.id, now) >= businessSetting("BOOKING_CHANGES_PER_DAY")) return { ok: false, reason: tooManyChanges(), status: 429 };
      const start = new Date(choice.datetime);
      const candidates = freeStartsFor(choice.date, booking.timezone, now, booking.id)?.get(start.getTime());
      if (!candidates) return { ok: false, reason: "That time is not free any more. Please pick another.", status: 409 };
      if (booking.kind === "coaching" && booking.userId && sessionInSameWeek(db, booking.userId, start, booking.timezone, booking.id))
        return { ok: false, reason: ONE_A_WEEK_MESSAGE, status: 409 };
      // The call stays with its host when they are free at the new time; else it goes to another, by the same rule as a new booking.
      const host = hostById(candidates.includes(booking.hostId ?? 0) ? booking.hostId : assignHost(db, candidates, start))!;
      const moved = { ...booking, appointmentAt: start, hostId: host.id, durationMinutes: host.schedule.callMinutes, sequence: booking.sequence + 1 };
      db.update(bookings)
        .set({ appointmentAt: moved.appointmentAt, hostId: moved.hostId, durationMinutes: moved.durationMinutes, sequence: moved.sequence })
        .where(eq(bookings.id, booking.id))
        .run();
      scheduleCallReminders(db, moved, now);
      // A coaching session is booked without a phone number: it has no text reminder to move.
      if (booking.kind === "strategy") scheduleTextReminder(db, moved, now);
      recordChange(moved, "moved", booking.appointmentAt, now);
      return { ok: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "Someone booked that time a moment ago. Please pick another.", status: 409 };
    throw error;
  }
}
