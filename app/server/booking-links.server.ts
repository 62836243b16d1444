import crypto from "node:crypto";
import { siteUrl } from "./env.server";
import { secrets } from "./secrets.server";

// The link in a booking's confirmation e-mail that lets the booker cancel or move the call:
// the booking id signed with the site secret, so it cannot be guessed for someone else's call.

const signature = (bookingId: number) => crypto.createHmac("sha256", secrets.sessionSecret).update(`manage-booking:${bookingId}`).digest("base64url");

export function manageBookingLink(bookingId: number): string {
  return `${siteUrl}/my-call/${bookingId}.${signature(bookingId)}`;
}

/** The booking id a manage token stands for, or null when the signature does not match. */
export function bookingIdFromToken(token: string): number | null {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const bookingId = Number(match[1]);
  const expected = Buffer.from(signature(bookingId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? bookingId : null;
}
