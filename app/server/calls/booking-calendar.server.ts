import { shortDateLabel, weekdayName } from "~/lib/calendar-dates";
import { capitalized } from "~/lib/call-length";
import { INVALID_DATE_MESSAGE, type DayAvailability, type OfferedDate } from "~/lib/booking-form";
import { bookingSurvey, defaultSurveyAnswers } from "~/lib/booking-survey";
import { COOKIE_NAMES, cookieValue } from "~/lib/cookie-names";
import { bookingTimezones, DEFAULT_TIMEZONE, isBookingTimezone, offeredZoneFor } from "~/lib/timezones";
import { anyTimeOpen, availabilityFor, datesOffered } from "~/server/calls/availability.server";
import { callMeetingBeforeBooking } from "~/server/calls/call-calendar.server";
import { longestChangeCutoffHours, offeredCallLength } from "~/server/calls/hosts.server";
import { loadDraft, saveDraft } from "~/server/funnel/surveys.server";
import { pageEntries, pageWords } from "~/server/platform/site-texts.server";

const AVAILABILITY_ERROR = "Failed to load available times";

/** The answers this visitor gave the booking survey (none yet: an empty object). */
export async function bookingSurveyAnswers(request: Request) {
  return (await loadDraft(request, bookingSurvey))?.answers ?? {};
}

/** The webinar page's 'Schedule a Call': default answers stand in for the booking survey; returns the draft cookie's headers. */
export async function answerBookingSurveyWithDefaults(request: Request) {
  return (await saveDraft(request, bookingSurvey, defaultSurveyAnswers, bookingSurvey.steps.length, { completed: true })).headers;
}

/** The visitor's zone: ?tz=, else the offered zone for the one their browser reported (cookie), else New York. */
export function chosenTimezone(request: Request): { timezone: string; fromUrl: boolean } {
  const param = new URL(request.url).searchParams.get("tz");
  if (isBookingTimezone(param)) return { timezone: param, fromUrl: true };
  const cookie = cookieValue(request.headers.get("Cookie"), COOKIE_NAMES.timezone);
  const fromCookie = cookie ? safelyDecoded(cookie) : null;
  return { timezone: fromCookie ? offeredZoneFor(fromCookie.slice(0, 64), bookingTimezones) : DEFAULT_TIMEZONE, fromUrl: false };
}

/** How the call happens, for the calendar page (from here: each `.server` module a page imports is a chunk of its own in the browser). */
export const meetingForCalendarPage = callMeetingBeforeBooking;

/** Whether the calendar has any time open in the dates it offers (none: the page says so, with the support contact). */
export const calendarHasOpenTimes = (timezone: string) => anyTimeOpen(timezone);

/** How long the calls on offer last, as the calendar page's sentences start with it ("A full hour"). */
export const callLengthForCalendarPage = () => capitalized(offeredCallLength());

/** The owner's words around the calendar (studio page words, from memory) and the points of its side panel. */
export const calendarPageWords = () => ({ words: pageWords("page.booking-calendar"), expectPoints: pageEntries("page.booking-calendar.expect") });

/** Until how long before the call the booker may change it, as the calendar page promises it. */
export const changeCutoffForCalendarPage = longestChangeCutoffHours;

export function offeredDateOptions(timezone: string, now = new Date()): OfferedDate[] {
  return datesOffered(now, timezone).map((date) => ({ date, label: shortDateLabel(date), day: weekdayName(date) }));
}

export type DaySlotsResult = { availability: DayAvailability } | { error: string; status: number };

/** Slots for one date; else the message for a date we do not offer (400) or a failure (500). */
export function daySlots(date: string, timezone: string): DaySlotsResult {
  try {
    const availability = availabilityFor(date, timezone);
    return availability ? { availability } : { error: INVALID_DATE_MESSAGE, status: 400 };
  } catch (error) {
    console.error("[booking-calendar] availability failed", error);
    return { error: AVAILABILITY_ERROR, status: 500 };
  }
}

/** A cookie value the browser wrote; a malformed one (not valid percent-encoding) is ignored. */
function safelyDecoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
