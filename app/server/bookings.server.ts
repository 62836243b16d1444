import { longDateLabel, weekdayName, whenInZone } from "~/lib/calendar-dates";
import type { BookingForm, DayAvailability } from "~/lib/booking-form";
import type { SurveyAnswers } from "~/lib/survey-definition";
import { timezoneLabel } from "~/lib/timezones";
import { and, eq, gt, gte, lte, or, sql } from "drizzle-orm";
import { bookings, outbox } from "../../db/schema";
import { availabilityFor, hostHours } from "./availability.server";
import { calendarId, calendarLinks, inviteFor } from "./call-calendar.server";
import { scheduleCallReminders } from "./call-reminders.server";
import { bookingCrmPayload } from "./crm.server";
import { isUniqueViolation, writeTransaction, type AppDatabase } from "./db.server";
import {
  BOOKING_CEILING_ALERT_SUBJECT,
  bookingCeilingAlertEmail,
  bookingConfirmationEmail,
  hostBookingNoticeEmail,
  type BookingEmailDetails,
} from "./emails.server";
import { env } from "./env.server";
import { labelledAnswers } from "./admin-bookings.server";
import { manageBookingLink } from "./booking-links.server";
import { crmEnabled, enqueue } from "./outbox.server";

export type BookingResult =
  | { outcome: "booked"; bookingId: number; date: string; time: string; day: string; crmQueued: boolean }
  | { outcome: "invalid-date" }
  | { outcome: "taken"; availability: DayAvailability }
  /** This e-mail or phone already has a call coming up (when: in the visitor's zone). */
  | { outcome: "already-booked"; when: string }
  /** The site-wide hourly ceiling is reached. */
  | { outcome: "busy" };

export const hostAddress = () => env.HOST_NOTIFY_EMAIL ?? env.SUPPORT_EMAIL;
const HOUR_MS = 60 * 60 * 1000;
const bookingsPerHour = () => Math.ceil(env.BOOKINGS_PER_HOUR * env.RATE_LIMIT_MULTIPLIER);
const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

/** One upcoming call per e-mail and per phone: the one already booked, if any. */
function upcomingBookingFor(writer: Pick<AppDatabase, "select">, email: string, digits: string, now: Date) {
  return writer
    .select({ appointmentAt: bookings.appointmentAt })
    .from(bookings)
    .where(and(eq(bookings.status, "scheduled"), gt(bookings.appointmentAt, now), or(eq(bookings.email, email), eq(bookings.phoneDigits, digits))))
    .get();
}

/**
 * The ceiling: at most BOOKINGS_PER_HOUR calls booked in any hour. Reaching it tells the
 * host once an hour (a rush is good news to check; a script filling the calendar is not).
 */
function ceilingReached(writer: Pick<AppDatabase, "select" | "insert">, now: Date): boolean {
  const since = new Date(now.getTime() - HOUR_MS);
  const { count } = writer.select({ count: sql<number>`count(*)` }).from(bookings).where(and(gte(bookings.createdAt, since), lte(bookings.createdAt, now))).get()!;
  if (count < bookingsPerHour()) return false;
  const alerted = writer
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(gte(outbox.createdAt, since), sql`json_extract(${outbox.payload}, '$.subject') = ${BOOKING_CEILING_ALERT_SUBJECT}`))
    .get();
  if (!alerted) enqueue({ kind: "email", payload: bookingCeilingAlertEmail(hostAddress(), bookingsPerHour()) }, now);
  return true;
}

/**
 * Book a strategy call. The slot must be offered and free right now; one transaction
 * inserts the booking (a unique index on the instant makes a double booking impossible,
 * however many people press Confirm at once) and queues the e-mails and CRM delivery.
 */
export function createBooking(form: BookingForm, surveyData: SurveyAnswers, now = new Date()): BookingResult {
  const availability = availabilityFor(form.date, form.timezone, now);
  if (!availability) return { outcome: "invalid-date" };
  const slot = availability.slots.find((candidate) => candidate.datetime === form.datetime);
  if (!slot) return { outcome: "taken", availability };

  const start = new Date(slot.datetime);
  const day = weekdayName(form.date);
  const email = form.email.toLowerCase();
  const digits = phoneDigits(form.phone);
  try {
    // One synchronous transaction: the checks and the insert cannot interleave with another booking.
    return writeTransaction((tx): BookingResult => {
      const existing = upcomingBookingFor(tx, email, digits, now);
      if (existing) {
        const when = whenInZone(existing.appointmentAt, form.timezone);
        return { outcome: "already-booked", when };
      }
      if (ceilingReached(tx, now)) return { outcome: "busy" };
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
          createdAt: now,
        })
        .returning({ id: bookings.id, uid: bookings.uid })
        .get();
      scheduleCallReminders(tx, { id, appointmentAt: start }, now);
      const details: BookingEmailDetails = {
        name: form.name,
        email: form.email,
        phone: form.phone,
        whenForVisitor: `${longDateLabel(form.date)} at ${slot.time} (${timezoneLabel(form.timezone)})`,
        whenForHost: whenInZone(start, hostHours.timeZone),
        meetingLink: env.MEETING_LINK,
        instructions: env.CALL_INSTRUCTIONS,
        surveyAnswers: labelledAnswers(surveyData),
        invite: inviteFor({ uid, start, name: form.name, email, sequence: 0 }),
        manageLink: manageBookingLink(id),
        calendar: calendarLinks({ id, appointmentAt: start }),
      };
      enqueue({ kind: "email", payload: bookingConfirmationEmail(details) }, now);
      enqueue({ kind: "email", payload: hostBookingNoticeEmail(hostAddress(), details) }, now);
      let queued = false;
      if (crmEnabled()) {
        // The CRM hearing about a booking must never cost the booking itself.
        try {
          enqueue({
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
          }, now);
          queued = true;
        } catch (error) {
          console.error("[bookings] could not queue the CRM delivery", error);
        }
      }
      return { outcome: "booked", bookingId: id, date: form.date, time: slot.time, day, crmQueued: queued || !crmEnabled() };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone else took this hour a moment ago: offer what is still free.
    return { outcome: "taken", availability: availabilityFor(form.date, form.timezone, now) ?? availability };
  }
}
