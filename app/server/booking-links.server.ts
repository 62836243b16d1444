import { siteUrl } from "./env.server";
import { idFromSignedToken, signedId } from "./signed-links.server";

// Links about one booking: managing the call (cancel or move it), its calendar file, and
// booking again after a missed call with the same answers.

const MANAGE = "manage-booking";
const BOOK_AGAIN = "book-again";
const CALENDAR_FILE = "add-to-calendar";

export function manageBookingLink(bookingId: number): string {
  return `${siteUrl}/my-call/${signedId(MANAGE, bookingId)}`;
}

/** The booking id a manage token stands for, or null when the signature does not match. */
export const bookingIdFromToken = (token: string): number | null => idFromSignedToken(MANAGE, token);

export function bookAgainLink(bookingId: number): string {
  return `${siteUrl}/book-again/${signedId(BOOK_AGAIN, bookingId)}`;
}

/** The missed booking a book-again token stands for, or null when the signature does not match. */
export const bookingIdFromBookAgainToken = (token: string): number | null => idFromSignedToken(BOOK_AGAIN, token);

/** The token of the call's .ics file (/add-to-calendar/<token>), which is always the booking as it stands now. */
export const calendarFileToken = (bookingId: number): string => signedId(CALENDAR_FILE, bookingId);

export const bookingIdFromCalendarFileToken = (token: string): number | null => idFromSignedToken(CALENDAR_FILE, token);
