import { longDateLabel, timeLabel, weekdayName, whenInZone } from "~/lib/calendar-dates";
import type { BookingForm, DayAvailability } from "~/lib/booking-form";
import type { SurveyAnswers } from "~/lib/survey-definition";
import { timezoneLabel } from "~/lib/timezones";
import { and, desc, eq, gt, gte, lte, ne, or, sql } from "drizzle-orm";
import { bookingCeilingTrips, bookings, outbox } from "~db/schema";
import { availabilityFor, freeStartsFor } from "~/server/calls/availability.server";
import { assignHost, firstHost, hostById, hostNoticeAddress } from "~/server/calls/hosts.server";
import { calendarId, calendarLinks, inviteFor } from "~/server/calls/call-calendar.server";
import { scheduleCallReminders } from "~/server/calls/call-reminders.server";
import { bookingCrmPayload } from "~/server/funnel/crm.server";
import { db, isUniqueViolation, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import {
  bookingCeilingAlertEmail,
  bookingConfirmationEmail,
  existingCallEmail,
  hostBookingNoticeEmail,
  type BookingEmailDetails,
} from "~/server/calls/call-emails.server";
import { env } from "~/server/platform/env.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { labelledAnswers } from "~/lib/survey-answers";
import { manageBookingLink } from "~/server/calls/booking-links.server";
import { crmEnabled, enqueue } from "~/server/delivery/outbox.server";
import { textsForNewBooking, type BookingTextConsent } from "~/server/calls/call-texts.server";

export type BookingResult =
  | { outcome: "booked"; bookingId: number; appointmentAt: Date; date: string; time: string; day: string; crmQueued: boolean }
  | { outcome: "invalid-date" }
  | { outcome: "taken"; availability: DayAvailability }
  /** This e-mail or phone already has a call coming up; its details went to the address on file, not to the page. */
  | { outcome: "already-booked" }
  /** The site-wide hourly ceiling is reached. */
  | { outcome: "busy" };

const HOUR_MS = 60 * 60 * 1000;
const bookingsPerHour = () => Math.ceil(businessSetting("BOOKINGS_PER_HOUR") * env.RATE_LIMIT_MULTIPLIER);
const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

/** One upcoming strategy call per e-mail and per phone: the one already booked, if any (a member's coaching sessions are not counted). */
function upcomingBookingFor(writer: Pick<AppDatabase, "select">, email: string, digits: string, now: Date) {
  return writer
    .select({ id: bookings.id, name: bookings.name, email: bookings.email, appointmentAt: bookings.appointmentAt, timezone: bookings.timezone })
    .from(bookings)
    .where(
      and(
        eq(bookings.kind, "strategy"),
        eq(bookings.status, "scheduled"),
        gt(bookings.appointmentAt, now),
        or(eq(bookings.email, email), eq(bookings.phoneDigits, digits)),
      ),
    )
    .get();
}

/**
 * Someone asked to book with the e-mail or phone of a call already booked: its details go to
 * the address on file (at most once an hour, so the form cannot be used to flood an inbox).
 */
function tellAboutExistingCall(writer: Pick<AppDatabase, "select">, existing: NonNullable<ReturnType<typeof upcomingBookingFor>>, now: Date): void {
  const told = writer
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        gte(outbox.createdAt, new Date(now.getTime() - HOUR_MS)),
        eq(outbox.purpose, "existing-call"),
        sql`json_extract(${outbox.payload}, '$.to') = ${existing.email}`,
      ),
    )
    .get();
  if (told) return;
  const email = existingCallEmail({
    to: existing.email,
    name: existing.name,
    whenForVisitor: `${whenInZone(existing.appointmentAt, existing.timezone)} (${timezoneLabel(existing.timezone)})`,
    manageLink: manageBookingLink(existing),
  });
  enqueue({ kind: "email", payload: email, purpose: "existing-call" }, now);
}

/**
 * The ceiling: strategy calls booked (and not cancelled) in the last hour from at most
 * BOOKINGS_PER_HOUR different networks (an IPv4 /24, an IPv6 /64; see networkKey), so a
 * handful of addresses cannot close booking for everyone. A network already counted adds
 * nothing. Reaching it is recorded for the admin dashboard and tells the host once an hour.
 */
function ceilingReached(writer: Pick<AppDatabase, "select" | "insert" | "update">, clientNetwork: string | null, now: Date): boolean {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = and(eq(bookings.kind, "strategy"), gte(bookings.createdAt, since), lte(bookings.createdAt, now), ne(bookings.status, "cancelled"));
  const network = sql`coalesce(${bookings.clientNetwork}, 'booking-' || ${bookings.id})`;
  const { networks } = writer
    .select({ networks: sql<number>`count(distinct ${network})` })
    .from(bookings)
    .where(recent)
    .get()!;
  if (networks < bookingsPerHour()) return false;
  if (
    clientNetwork &&
    writer
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(recent, eq(bookings.clientNetwork, clientNetwork)))
      .get()
  )
    return false;
  const trip = writer
    .select({ id: bookingCeilingTrips.id })
    .from(bookingCeilingTrips)
    .where(gte(bookingCeilingTrips.trippedAt, since))
    .orderBy(desc(bookingCeilingTrips.trippedAt))
    .get();
  if (trip) {
    writer
      .update(bookingCeilingTrips)
      .set({ refused: sql`${bookingCeilingTrips.refused} + 1`, lastRefusedAt: now })
      .where(eq(bookingCeilingTrips.id, trip.id))
      .run();
  } else {
    writer.insert(bookingCeilingTrips).values({ trippedAt: now, lastRefusedAt: now }).run();
    enqueue({ kind: "email", payload: bookingCeilingAlertEmail(hostNoticeAddress(firstHost()), bookingsPerHour()) }, now);
  }
  return true;
}

/** When the hourly ceiling closed online booking lately, newest first, for the admin dashboard. */
export function recentCeilingTrips(now = new Date(), days = 30) {
  return db
    .select()
    .from(bookingCeilingTrips)
    .where(gte(bookingCeilingTrips.trippedAt, new Date(now.getTime() - days * 24 * HOUR_MS)))
    .orderBy(desc(bookingCeilingTrips.trippedAt))
    .limit(20)
    .all();
}

/**
 * Book a strategy call. The slot must be offered and free when the write lock is held: one
 * transaction reads the availability (the buffer around booked calls, the daily cap, each
 * host's own calendar), gives the call to one of the hosts free then (see assignHost),
 * inserts the booking (a unique index on the host and instant makes a double booking
 * impossible, however many people press Confirm at once) and queues the e-mails and CRM delivery, so
 * another process's booking lands wholly before or after this one's check. `clientNetwork`:
 * the booker's network, which the hourly ceiling counts (see networkKey).
 */
export function createBooking(
  form: BookingForm,
  surveyData: SurveyAnswers,
  now = new Date(),
  clientNetwork: string | null = null,
  textConsent?: BookingTextConsent,
): BookingResult {
  const day = weekdayName(form.date);
  const email = form.email.toLowerCase();
  const digits = phoneDigits(form.phone);
  try {
    // One synchronous transaction: the checks and the insert cannot interleave with another booking.
    return writeTransaction((tx): BookingResult => {
      const starts = freeStartsFor(form.date, form.timezone, now);
      if (!starts) return { outcome: "invalid-date" };
      const start = new Date(form.datetime);
      const candidates = starts.get(start.getTime());
      if (!candidates) return { outcome: "taken", availability: availabilityFor(form.date, form.timezone, now)! };
      const host = hostById(assignHost(tx, candidates, start))!;
      const slot = { time: timeLabel(start, form.timezone), datetime: start.toISOString() };
      const existing = upcomingBookingFor(tx, email, digits, now);
      if (existing) {
        tellAboutExistingCall(tx, existing, now);
        return { outcome: "already-booked" };
      }
      if (ceilingReached(tx, clientNetwork, now)) return { outcome: "busy" };
      const { id, uid } = tx
        .insert(bookings)
        .values({
          name: form.name,
          email,
          phone: form.phone,
          phoneDigits: digits,
          appointmentAt: start,
          timezone: form.timezone,
          status: "scheduled",
          notes: JSON.stringify(surveyData),
          clientNetwork,
          hostId: host.id,
          durationMinutes: host.schedule.callMinutes,
          createdAt: now,
        })
        .returning({ id: bookings.id, uid: bookings.uid })
        .get();
      scheduleCallReminders(tx, { id, appointmentAt: start }, now);
      textsForNewBooking(tx, id, textConsent, now);
      const details: BookingEmailDetails = {
        name: form.name,
        email: form.email,
        phone: form.phone,
        whenForVisitor: `${longDateLabel(form.date)} at ${slot.time} (${timezoneLabel(form.timezone)})`,
        whenForHost: whenInZone(start, host.schedule.timeZone),
        hostName: host.schedule.displayName,
        callMinutes: host.schedule.callMinutes,
        meetingLink: env.MEETING_LINK,
        instructions: env.CALL_INSTRUCTIONS,
        surveyAnswers: labelledAnswers(surveyData),
        invite: inviteFor({ uid, start, minutes: host.schedule.callMinutes, name: form.name, email, sequence: 0 }),
        manageLink: manageBookingLink({ id, appointmentAt: start }),
        calendar: calendarLinks({ id, appointmentAt: start, durationMinutes: host.schedule.callMinutes }),
      };
      enqueue({ kind: "email", payload: bookingConfirmationEmail(details) }, now);
      enqueue({ kind: "email", payload: hostBookingNoticeEmail(hostNoticeAddress(host), details) }, now);
      let queued = false;
      if (crmEnabled()) {
        // The CRM hearing about a booking must never cost the booking itself.
        try {
          enqueue(
            {
              kind: "crm",
              payload: {
                event: "booking",
                body: bookingCrmPayload({
                  date: form.date,
                  time: slot.time,
                  day,
                  timezone: form.timezone,
                  datetime: slot.datetime,
                  name: form.name,
                  email: form.email,
                  phone: form.phone,
                  surveyData,
                  calendarId: calendarId(),
                }),
              },
            },
            now,
          );
          queued = true;
        } catch (error) {
          console.error("[bookings] could not queue the CRM delivery", error);
        }
      }
      return { outcome: "booked", bookingId: id, appointmentAt: start, date: form.date, time: slot.time, day, crmQueued: queued || !crmEnabled() };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone else took this hour a moment ago: offer what is still free.
    const availability = availabilityFor(form.date, form.timezone, now);
    return availability ? { outcome: "taken", availability } : { outcome: "invalid-date" };
  }
}
