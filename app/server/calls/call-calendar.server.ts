import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { and, eq } from "drizzle-orm";
import { callMedium } from "~/content/strategy-call";
import type { CalendarLinks } from "~/lib/calendar-links";
import { bookings } from "~db/schema";
import { bookingIdFromCalendarFileToken, calendarFileToken } from "~/server/calls/booking-links.server";
import { db } from "~/server/platform/db.server";
import { mailSafeName } from "~/server/delivery/emails.server";
import { env, siteUrl } from "~/server/platform/env.server";
import { companyFacts } from "~/server/platform/site-texts.server";
import type { MailAttachment } from "~/server/delivery/mail.server";

// A booked call in the booker's calendar: the invite e-mailed with each change, the same
// event as a file to download, and links that open Google Calendar or Outlook on the web
// with the call filled in.

export const calendarId = () => env.CALENDAR_ID ?? env.SUPPORT_EMAIL;

/** A strategy call for a visitor, or a member's coaching session. */
export type CallKind = (typeof bookings.$inferSelect)["kind"];

/** What calendars call the event, naming the business as the studio does. */
const summaryOf = (kind: CallKind = "strategy") =>
  kind === "coaching" ? `1-on-1 coaching session with ${companyFacts().name}` : `Free strategy call with ${companyFacts().name}`;

/** How the call happens (one setting: MEETING_LINK makes it a video call at that link, else we phone the booker). */
export type CallMeeting = { medium: "video" | "phone"; text: string; link: string | null };

export function callMeeting(): CallMeeting {
  return env.MEETING_LINK ? { medium: "video", text: callMedium.video, link: env.MEETING_LINK } : { medium: "phone", text: callMedium.phone, link: null };
}

/** The same, for a page shown before anything is booked: the words without the link. */
export function callMeetingBeforeBooking(): string {
  const meeting = callMeeting();
  return meeting.link ? `${meeting.text} ${callMedium.videoLinkLater}` : meeting.text;
}

const description = () => {
  const meeting = callMeeting();
  return [meeting.text, meeting.link ? `${callMedium.joinLabel} ${meeting.link}` : null, env.CALL_INSTRUCTIONS].filter(Boolean).join("\n\n");
};
const location = () => callMeeting().link ?? "Phone call: we call you";
const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

/** A call as its invite needs it; `minutes`: its length as booked. */
type CalendarBooking = { uid: string; start: Date; minutes: number; name: string; email: string; sequence: number; kind?: CallKind };

/**
 * The call as an iCalendar event. One UID per booking for its whole life (the booking's
 * random uid at this site's host name); a move sends the same UID with a higher SEQUENCE
 * (calendars update the event), a cancellation METHOD:CANCEL. "request" is the invite sent by
 * e-mail, with the booker as attendee; "publish" is the file a visitor downloads and opens
 * themselves (the same event, no reply asked). Times are UTC instants (given no time zone,
 * ical-generator writes them with a Z), right whatever zone this server or the reader is in;
 * never a TZID, which ical-generator fills with this process's wall time and no VTIMEZONE.
 */
export function inviteFor(booking: CalendarBooking, method: "request" | "cancel" | "publish" = "request"): MailAttachment {
  const cancel = method === "cancel";
  const methods = { request: ICalCalendarMethod.REQUEST, cancel: ICalCalendarMethod.CANCEL, publish: ICalCalendarMethod.PUBLISH };
  const calendar = ical({ name: companyFacts().name, method: methods[method] });
  calendar.createEvent({
    id: `${booking.uid}@${new URL(siteUrl).hostname}`,
    sequence: booking.sequence,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: booking.start,
    end: endOf(booking.start, booking.minutes),
    summary: summaryOf(booking.kind),
    description: description(),
    location: location(),
    organizer: { name: companyFacts().name, email: calendarId().includes("@") ? calendarId() : env.SUPPORT_EMAIL },
    attendees: method === "publish" ? [] : [{ name: mailSafeName(booking.name), email: booking.email, status: ICalAttendeeStatus.NEEDSACTION, rsvp: true }],
  });
  const contentType = `text/calendar; charset=utf-8; method=${method.toUpperCase()}`;
  const file = booking.kind === "coaching" ? "coaching-session" : "strategy-call";
  return { filename: cancel ? `${file}-cancelled.ics` : `${file}.ics`, contentType, content: calendar.toString() };
}

/** 20261201T150000Z: an instant as Google Calendar's `dates` wants it. */
const compactUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** 2026-12-01T15:00:00Z */
const isoUtc = (instant: Date) => instant.toISOString().replace(/\.\d{3}/, "");

/** Add-to-calendar links for a booked call; the times are UTC instants, right in every zone. */
export function calendarLinks(booking: { id: number; appointmentAt: Date; durationMinutes: number; kind?: CallKind }): CalendarLinks {
  const start = booking.appointmentAt;
  const summary = summaryOf(booking.kind);
  const end = endOf(start, booking.durationMinutes);
  const google = new URLSearchParams({
    action: "TEMPLATE",
    text: summary,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    details: description(),
    location: location(),
  });
  const outlook = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: summary,
    startdt: isoUtc(start),
    enddt: isoUtc(end),
    body: description(),
    location: location(),
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook}`,
    file: `${siteUrl}/add-to-calendar/${calendarFileToken(booking)}`,
  };
}

/** The links for the call a calendar-file token stands for, while it is booked; else null. */
export function calendarLinksForToken(token: string): CalendarLinks | null {
  const id = bookingIdFromCalendarFileToken(token);
  if (id === null) return null;
  const booking = db
    .select({ id: bookings.id, appointmentAt: bookings.appointmentAt, durationMinutes: bookings.durationMinutes, kind: bookings.kind })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.status, "scheduled")))
    .get();
  return booking ? calendarLinks(booking) : null;
}

/** The call's .ics file for a calendar-file token: the booking as it stands, "cancelled", or null for a token that is not ours. */
export function calendarFileFor(token: string): MailAttachment | "cancelled" | null {
  const id = bookingIdFromCalendarFileToken(token);
  const booking = id === null ? undefined : db.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!booking) return null;
  if (booking.status === "cancelled") return "cancelled";
  return inviteFor(callInviteFields(booking), "publish");
}

/** A booking's fields as its invite needs them. */
export const callInviteFields = (
  booking: Pick<typeof bookings.$inferSelect, "uid" | "appointmentAt" | "durationMinutes" | "name" | "email" | "sequence" | "kind">,
): CalendarBooking => ({
  kind: booking.kind,
  uid: booking.uid,
  start: booking.appointmentAt,
  minutes: booking.durationMinutes,
  name: booking.name,
  email: booking.email,
  sequence: booking.sequence,
});
