/**
 * The name of every cookie the site sets. The server modules sign and read them, the booking
 * calendar's script sets the time zone, and the page cache decides by them which requests
 * may share a page.
 */
export const COOKIE_NAMES = {
  /** The signed-in session's random id (signed; the session lives in SQLite). */
  session: "__session",
  /** One message shown after a redirect (signed, a minute). */
  flash: "__flash",
  /** The ids of the visitor's survey drafts (signed). */
  surveyDrafts: "__survey",
  /** Where a new visitor first came from (signed, first touch wins). */
  attribution: "__attribution",
  /** The accounts whose paused sign-in this browser may still use, from the owner's e-mailed link (signed, a day). */
  signInUnlock: "__unlock",
  /** When the visitor first saw the bootcamp's limited offer (signed): it runs from then. */
  bootcampOffer: "__offer",
  /** The time zone the visitor's browser reported, set by the booking calendar in the browser. */
  timezone: "tz",
} as const;

/** The raw (still encoded) value of the cookie `name` in a Cookie header or `document.cookie`, or null. */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const pair of cookies.split(";")) {
    const equals = pair.indexOf("=");
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return null;
}
