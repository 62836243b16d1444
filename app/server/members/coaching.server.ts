import { longDateLabel } from "~/lib/calendar-dates";
import { bookingTimezones, isBookingTimezone } from "~/lib/timezones";
import type { CurrentUser } from "~/server/accounts/users.server";
import { availabilityFor, datesOffered } from "~/server/calls/availability.server";
import { chosenTimezone } from "~/server/calls/booking-calendar.server";
export { ONE_A_WEEK_MESSAGE } from "~/server/calls/coaching-sessions.server";
import {
  bookCoachingSession,
  coachingSessionsOf,
  sessionsUsed,
  type CoachingBookingResult,
  type CoachingChoice,
} from "~/server/calls/coaching-sessions.server";
import { offeredHosts } from "~/server/calls/hosts.server";
import { sessionGrantsOf, sessionsGranted } from "~/server/members/coaching-grants.server";
import { planCoaching } from "~/server/members/member-plan.server";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";

// A member's coaching allowance and sessions. The allowance is the coaching their plan
// includes (its sessions) plus the sessions an admin added; a session is used once booked and
// stays used when held or missed (a no-show counts), and is given back when cancelled.

/** The member's sessions in all, used and left. */
export function coachingAllowance(reader: Pick<AppDatabase, "select">, userId: string) {
  const plan = planCoaching(userId);
  const allowance = (plan?.sessions ?? 0) + sessionsGranted(reader, userId);
  const used = sessionsUsed(reader, userId);
  return { plan, allowance, used, left: Math.max(0, allowance - used) };
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

export type CoachingBookingOutcome = CoachingBookingResult | { outcome: "none-left" } | { outcome: "invalid-timezone" };

/**
 * Book a session for the member: in one write transaction, refused when no session is left
 * (so two bookings at once cannot both take the last one), then as bookCoachingSession says.
 */
export function bookCoaching(
  member: Pick<CurrentUser, "id" | "email" | "firstName" | "lastName" | "displayName">,
  choice: CoachingChoice,
  now = new Date(),
): CoachingBookingOutcome {
  if (!isBookingTimezone(choice.timezone)) return { outcome: "invalid-timezone" };
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || member.displayName || member.email;
  return writeTransaction((tx): CoachingBookingOutcome => {
    if (coachingAllowance(tx, member.id).left === 0) return { outcome: "none-left" };
    return bookCoachingSession({ userId: member.id, name, email: member.email }, choice, now);
  });
}
