import { longDateLabel } from "~/lib/calendar-dates";
import { bookingTimezones, isBookingTimezone } from "~/lib/timezones";
import type { CurrentUser } from "~/server/accounts/users.server";
import { availabilityFor, datesOffered } from "~/server/calls/availability.server";
import { chosenTimezone } from "~/server/calls/booking-calendar.server";
export { ONE_A_WEEK_MESSAGE } from "~/server/calls/coaching-sessions.server";
import { callMeeting } from "~/server/calls/call-calendar.server";
import {
  bookCoachingSession,
  coachingSessionsOf,
  lastSessionPhone,
  type CoachingBookingResult,
  type CoachingChoice,
} from "~/server/calls/coaching-sessions.server";
import { offeredHosts } from "~/server/calls/hosts.server";
import { sessionCount, sessionGrantsOf } from "~/server/members/coaching-allowance.server";
import { planCoaching } from "~/server/members/member-plan.server";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";

// A member's coaching in the portal: their allowance (see coaching-allowance.server.ts), their
// sessions, the free times to book from, and booking one.

/** The coaching the member's plan includes (or null) and their sessions in all, used and left. */
export function coachingAllowance(reader: Pick<AppDatabase, "select">, userId: string) {
  const plan = planCoaching(userId);
  return { plan, ...sessionCount(reader, userId, plan?.sessions ?? 0) };
}

/** What the member's coaching page and the admin's view of the member show. */
export function coachingOverview(userId: string, now = new Date()) {
  const { plan, allowance, used, left } = coachingAllowance(db, userId);
  return {
    over: plan?.over ?? null,
    allowance,
    used,
    left,
    sessions: coachingSessionsOf(userId, now),
    grants: sessionGrantsOf(userId).map((grant) => ({ ...grant, createdAt: formatAdminDate(grant.createdAt) })),
  };
}

/**
 * The member's zone (the page's tz parameter, else the one the booking calendar remembers), the
 * zones to choose from, the dates a member may pick and the free times on `date` (null: none
 * chosen, or not one offered) in that zone.
 */
export function coachingCalendar(request: Request, now = new Date()) {
  const { timezone } = chosenTimezone(request);
  const date = new URL(request.url).searchParams.get("date");
  const hosts = offeredHosts(now);
  const lengths = new Set(hosts.map((host) => host.schedule.callMinutes));
  return {
    timezone,
    timezones: bookingTimezones,
    dates: datesOffered(now, timezone, hosts).map((offered) => ({ date: offered, label: longDateLabel(offered) })),
    availability: date ? availabilityFor(date, timezone, now) : null,
    // A session lasts its host's call length: the page says how long when every host's is the same.
    minutes: lengths.size === 1 ? [...lengths][0]! : null,
  };
}

/** Sessions are phone calls when no meeting link is set: then the form asks for the number, offering the one the member last gave. */
export function sessionPhoneCall(userId: string): { phone: string } | null {
  return callMeeting().medium === "phone" ? { phone: lastSessionPhone(userId) } : null;
}

export type CoachingBookingOutcome = CoachingBookingResult | { outcome: "none-left" } | { outcome: "invalid-timezone" };

/**
 * Book a session for the member: in one write transaction, refused when no session is left
 * (so two bookings at once cannot both take the last one), then as bookCoachingSession says.
 */
export function bookCoaching(
  member: Pick<CurrentUser, "id" | "email" | "firstName" | "lastName" | "displayName">,
  choice: CoachingChoice & { phone?: string },
  now = new Date(),
): CoachingBookingOutcome {
  if (!isBookingTimezone(choice.timezone)) return { outcome: "invalid-timezone" };
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || member.displayName || member.email;
  return writeTransaction((tx): CoachingBookingOutcome => {
    if (coachingAllowance(tx, member.id).left === 0) return { outcome: "none-left" };
    return bookCoachingSession({ userId: member.id, name, email: member.email, phone: choice.phone ?? "" }, choice, now);
  });
}
