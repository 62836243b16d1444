import { siteUrl } from "./env.server";
import { idFromSignedToken, signedId } from "./signed-links.server";

// The link in a booking's confirmation e-mail that lets the booker cancel or move the call.

const PURPOSE = "manage-booking";

export function manageBookingLink(bookingId: number): string {
  return `${siteUrl}/my-call/${signedId(PURPOSE, bookingId)}`;
}

/** The booking id a manage token stands for, or null when the signature does not match. */
export const bookingIdFromToken = (token: string): number | null => idFromSignedToken(PURPOSE, token);
