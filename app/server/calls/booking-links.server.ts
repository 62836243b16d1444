import { siteUrl } from "~/server/platform/env.server";
import { idFromSignedToken, signedId } from "~/server/platform/signed-links.server";

// Links about one booking, each good for as long as it is of use: managing the call (cancel
// or move it) until it starts, its calendar file until the day after it, and booking again
// after a missed call for 30 days after it. A moved call's e-mails carry links for its new time.

const DAY_MS = 24 * 60 * 60 * 1000;
const BOOK_AGAIN_DAYS = 30;

type Call = { id: number; appointmentAt: Date };

export function manageBookingLink(call: Call): string {
  return `${siteUrl}/my-call/${signedId("manage-booking", call.id, call.appointmentAt)}`;
}

/** The booking id a manage token stands for, or null when the signature does not match or the call has started. */
export const bookingIdFromToken = (token: string, now = new Date()): number | null => idFromSignedToken("manage-booking", token, now);

export function bookAgainLink(missed: Call): string {
  return `${siteUrl}/book-again/${signedId("book-again", missed.id, new Date(missed.appointmentAt.getTime() + BOOK_AGAIN_DAYS * DAY_MS))}`;
}

/** The missed booking a book-again token stands for, or null when the signature does not match or it has expired. */
export const bookingIdFromBookAgainToken = (token: string, now = new Date()): number | null => idFromSignedToken("book-again", token, now);

/** The token of the call's .ics file (/add-to-calendar/<token>), which is always the booking as it stands now. */
export const calendarFileToken = (call: Call): string => signedId("add-to-calendar", call.id, new Date(call.appointmentAt.getTime() + DAY_MS));

export const bookingIdFromCalendarFileToken = (token: string, now = new Date()): number | null => idFromSignedToken("add-to-calendar", token, now);
