import ical, { ICalCalendarMethod } from "ical-generator";
import { fullDateInZone, longDateLabel, timeLabel, weekdayName } from "~/lib/calendar-dates";
import type { BookingForm } from "~/lib/booking-form";
import type { SurveyAnswers } from "~/lib/survey-definition";
import { timezoneLabel } from "~/lib/timezones";
import { bookings } from "../../db/schema";
import { availabilityFor, CALL_LENGTH_MINUTES, hostHours, type DayAvailability } from "./availability.server";
import { bookingCrmPayload } from "./crm.server";
import { db, isUniqueViolation } from "./db.server";
import { bookingConfirmationEmail, hostBookingNoticeEmail, type BookingEmailDetails } from "./emails.server";
import { env } from "./env.server";
import type { MailAttachment } from "./mail.server";
import { crmEnabled, drainOutbox, enqueue } from "./outbox.server";

export type BookingResult =
  | { outcome: "booked"; bookingId: number; date: string; time: string; day: string; crmQueued: boolean }
  | { outcome: "invalid-date" }
  | { outcome: "taken"; availability: DayAvailability };

const calendarId = () => env.CALENDAR_ID ?? env.SUPPORT_EMAIL;

function inviteFor(bookingId: number, start: Date, form: BookingForm): MailAttachment {
  const calendar = ical({ name: "Chip Repair Academy", method: ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: `booking-${bookingId}@chiprepairacademy`,
    start,
    end: new Date(start.getTime() + CALL_LENGTH_MINUTES * 60_000),
    timezone: hostHours.timeZone,
    summary: "Free strategy call with Chip Repair Academy",
    description: [env.MEETING_LINK ? `Join: ${env.MEETING_LINK}` : `We will call you at ${form.phone}.`, env.CALL_INSTRUCTIONS].join("\n\n"),
    location: env.MEETING_LINK ?? "Phone call",
    organizer: { name: "Chip Repair Academy", email: calendarId().includes("@") ? calendarId() : env.SUPPORT_EMAIL },
    attendees: [{ name: form.name, email: form.email }],
  });
  return { filename: "strategy-call.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: calendar.toString() };
}

function surveySummary(answers: SurveyAnswers): string {
  const lines = Object.entries(answers).map(([question, answer]) => `- ${question}: ${answer}`);
  return lines.length > 0 ? lines.join("\n") : "- (no survey answers)";
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
  try {
    const { bookingId, crmQueued } = db.transaction((tx) => {
      const { id } = tx
        .insert(bookings)
        .values({
          name: form.name,
          email: form.email.toLowerCase(),
          phone: form.phone,
          appointmentAt: start,
          timezone: form.timezone,
          status: "scheduled",
          notes: JSON.stringify(surveyData),
        })
        .returning({ id: bookings.id })
        .get();
      const details: BookingEmailDetails = {
        name: form.name,
        email: form.email,
        phone: form.phone,
        whenForVisitor: `${longDateLabel(form.date)} at ${slot.time} (${timezoneLabel(form.timezone)})`,
        whenForHost: `${fullDateInZone(start, hostHours.timeZone)} at ${timeLabel(start, hostHours.timeZone)}`,
        meetingLink: env.MEETING_LINK,
        instructions: env.CALL_INSTRUCTIONS,
        surveySummary: surveySummary(surveyData),
        invite: inviteFor(id, start, form),
      };
      enqueue(tx, { kind: "email", payload: bookingConfirmationEmail(details) }, now);
      enqueue(tx, { kind: "email", payload: hostBookingNoticeEmail(env.HOST_NOTIFY_EMAIL ?? env.SUPPORT_EMAIL, details) }, now);
      let queued = false;
      if (crmEnabled()) {
        // The CRM hearing about a booking must never cost the booking itself.
        try {
          enqueue(tx, {
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
      return { bookingId: id, crmQueued: queued || !crmEnabled() };
    });
    void drainOutbox();
    return { outcome: "booked", bookingId, date: form.date, time: slot.time, day, crmQueued };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone else took this hour a moment ago: offer what is still free.
    return { outcome: "taken", availability: availabilityFor(form.date, form.timezone, now) ?? availability };
  }
}
