import { and, asc, count, desc, eq, gte, inArray, lt, ne } from "drizzle-orm";
import type { DayAvailability } from "~/lib/booking-form";
import { dateInZone, longDateLabel, mondayOf, timeLabel, whenInZone } from "~/lib/calendar-dates";
import { timezoneLabel } from "~/lib/timezones";
import { bookings } from "~db/schema";
import { availabilityFor, freeStartsFor } from "~/server/calls/availability.server";
import { manageBookingLink } from "~/server/calls/booking-links.server";
import { calendarLinks, inviteFor } from "~/server/calls/call-calendar.server";
import { bookingConfirmationEmail, hostBookingNoticeEmail } from "~/server/calls/call-emails.server";
import { scheduleCallReminders } from "~/server/calls/call-reminders.server";
import { assignHost, hostById, hostNoticeAddress } from "~/server/calls/hosts.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { db, isUniqueViolation, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";

// A member's 1-on-1 coaching sessions: booked in the portal from the same hosts' hours by the
// same engine as a strategy call (so a host never has a session and a call at once: the one
// unique index on host and instant holds for both), at the host's call length, with the same
// invite, reminders and manage link. A session is not a strategy call: the strategy call's
// rules (one upcoming call per e-mail or phone, the hourly ceiling, the CRM, the book-again
// e-mail) and its figures leave sessions out.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses that use one of the member's sessions: booked, held, or missed (a missed session is used). */
const SESSION_USED_STATUSES = ["scheduled", "completed", "no_show"] as const;

export const ONE_A_WEEK_MESSAGE = "You already have a coaching session that week (one a week, Monday to Sunday). Please pick a day in another week.";

type Reader = Pick<AppDatabase, "select">;

/** The member's coaching sessions that use their allowance. */
export function sessionsUsed(reader: Reader, userId: string): number {
  return reader
    .select({ used: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.kind, "coaching"), inArray(bookings.status, [...SESSION_USED_STATUSES])))
    .get()!.used;
}

/**
 * Whether the member already has a session (other than `exceptBookingId`) in the Monday-to-Sunday
 * week of `start`, weeks counted on the member's clock (`timeZone`, the zone they book in).
 */
export function sessionInSameWeek(reader: Reader, userId: string, start: Date, timeZone: string, exceptBookingId: number | null = null): boolean {
  const week = mondayOf(dateInZone(start, timeZone));
  return reader
    .select({ at: bookings.appointmentAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.kind, "coaching"),
        inArray(bookings.status, [...SESSION_USED_STATUSES]),
        gte(bookings.appointmentAt, new Date(start.getTime() - 8 * DAY_MS)),
        lt(bookings.appointmentAt, new Date(start.getTime() + 8 * DAY_MS)),
        exceptBookingId === null ? undefined : ne(bookings.id, exceptBookingId),
      ),
    )
    .all()
    .some((session) => mondayOf(dateInZone(session.at, timeZone)) === week);
}

/** The number the member last gave for a session by phone ("" if none): the form offers it again. */
export function lastSessionPhone(userId: string): string {
  return (
    db
      .select({ phone: bookings.phone })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.kind, "coaching"), ne(bookings.phone, "")))
      .orderBy(desc(bookings.id))
      .get()?.phone ?? ""
  );
}

/** Every coaching session of the member, soonest first, as the member's page and the admin's list show them. */
export function coachingSessionsOf(userId: string, now = new Date()) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.kind, "coaching")))
    .orderBy(asc(bookings.appointmentAt))
    .all()
    .map((session) => ({
      id: session.id,
      status: session.status,
      when: `${whenInZone(session.appointmentAt, session.timezone)} (${timezoneLabel(session.timezone)})`,
      host: hostById(session.hostId)?.schedule.displayName ?? null,
      upcoming: session.status === "scheduled" && session.appointmentAt > now,
      manageLink: session.status === "scheduled" && session.appointmentAt > now ? manageBookingLink(session) : null,
    }));
}

/** Who books: the member, and the number the host calls when sessions are phone calls ("" when they are held at the meeting link). */
export type CoachingBooker = { userId: string; name: string; email: string; phone: string };
export type CoachingChoice = { date: string; datetime: string; timezone: string };

export type CoachingBookingResult =
  | { outcome: "booked"; bookingId: number; appointmentAt: Date }
  | { outcome: "invalid-date" }
  | { outcome: "same-week" }
  | { outcome: "taken"; availability: DayAvailability };

/**
 * Book a coaching session at a free start of the engine, in one write transaction (or a
 * savepoint of the caller's, which checks the allowance first): the one-a-week rule, the slot
 * free for a host (given by the same assignment rule as a strategy call), the insert (the
 * host-and-instant index refuses a double booking under a race), the reminders and e-mails.
 */
export function bookCoachingSession(booker: CoachingBooker, choice: CoachingChoice, now = new Date()): CoachingBookingResult {
  try {
    return writeTransaction((tx): CoachingBookingResult => {
      const starts = freeStartsFor(choice.date, choice.timezone, now);
      if (!starts) return { outcome: "invalid-date" };
      const start = new Date(choice.datetime);
      const candidates = starts.get(start.getTime());
      if (!candidates) return { outcome: "taken", availability: availabilityFor(choice.date, choice.timezone, now)! };
      if (sessionInSameWeek(tx, booker.userId, start, choice.timezone)) return { outcome: "same-week" };
      const host = hostById(assignHost(tx, candidates, start))!;
      const minutes = host.schedule.callMinutes;
      const { id, uid } = tx
        .insert(bookings)
        .values({
          kind: "coaching",
          userId: booker.userId,
          name: booker.name,
          email: booker.email.toLowerCase(),
          phone: booker.phone,
          phoneDigits: booker.phone.replace(/\D/g, ""),
          appointmentAt: start,
          timezone: choice.timezone,
          status: "scheduled",
          hostId: host.id,
          durationMinutes: minutes,
          createdAt: now,
        })
        .returning({ id: bookings.id, uid: bookings.uid })
        .get();
      scheduleCallReminders(tx, { id, appointmentAt: start }, now);
      const details = {
        callKind: "coaching" as const,
        name: booker.name,
        email: booker.email,
        phone: booker.phone,
        whenForVisitor: `${longDateLabel(choice.date)} at ${timeLabel(start, choice.timezone)} (${timezoneLabel(choice.timezone)})`,
        whenForHost: whenInZone(start, host.schedule.timeZone),
        hostName: host.schedule.displayName,
        callMinutes: minutes,
        meetingLink: env.MEETING_LINK,
        instructions: env.CALL_INSTRUCTIONS,
        surveyAnswers: [],
        invite: inviteFor({ uid, start, minutes, name: booker.name, email: booker.email, sequence: 0, kind: "coaching" }),
        manageLink: manageBookingLink({ id, appointmentAt: start }),
        calendar: calendarLinks({ id, appointmentAt: start, durationMinutes: minutes, kind: "coaching" }),
      };
      enqueue({ kind: "email", payload: bookingConfirmationEmail(details) }, now);
      enqueue({ kind: "email", payload: hostBookingNoticeEmail(hostNoticeAddress(host), details) }, now);
      return { outcome: "booked", bookingId: id, appointmentAt: start };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const availability = availabilityFor(choice.date, choice.timezone, now);
    return availability ? { outcome: "taken", availability } : { outcome: "invalid-date" };
  }
}
