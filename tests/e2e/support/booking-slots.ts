import { TZDate } from "@date-fns/tz";
import { expect, type Page } from "@playwright/test";
import { dateInZone, offeredDates } from "~/lib/calendar-dates";

// The browser tests share one calendar, and both halves of a test (JavaScript on and off) run
// at once. So every call a test books is a time of its own: an hour of the host's day
// (HOST_HOURS 9, 10, 11, 14, 15, 16 in America/Denver) on one of the dates offered a week or
// more ahead (indexes 3-7: never within the minimum notice). A time is chosen by its instant,
// not by its place in the list, since others' bookings take times out of the list. From index 4
// on, the date is offered too in the zones east of the host's, whichever side of midnight each is on.

const HOST_ZONE = "America/Denver";

type Booker = "js" | "no-js";
/** [index of the offered date in the host's zone, host's hour] */
type Reservation = readonly [dateIndex: number, hour: number];

const reservations = {
  "booking survey to a confirmed call": { js: [3, 9], "no-js": [3, 10] },
  "a second call for the same e-mail": { js: [6, 9], "no-js": [6, 10] },
  /** The second attempt, refused for the call already booked: a time no one books. */
  "a second call for the same e-mail, refused": { js: [6, 16], "no-js": [6, 16] },
  "the webinar's Schedule a Call": { js: [4, 9], "no-js": [4, 10] },
  /** Booked first by another visitor, so this test's own post is refused. */
  "a taken slot": { js: [5, 9], "no-js": [5, 10] },
  "a missed call rebooked from its e-mail": { js: [5, 11], "no-js": [5, 14] },
  "the confirmation opens at its heading": { js: [7, 9], "no-js": [7, 10] },
  "20 people pressing Confirm at once": { js: [7, 16], "no-js": [7, 16] },
  "a booker moves their call from its e-mail's link": { js: [4, 11], "no-js": [4, 14] },
  "a call texted from booking to reminder": { js: [3, 11], "no-js": [3, 14] },
  "a call booked without the text box": { js: [3, 15], "no-js": [3, 16] },
  "a member books a coaching session": { js: [6, 11], "no-js": [6, 14] },
  "a member moves a coaching session": { js: [7, 11], "no-js": [7, 14] },
} satisfies Record<string, Record<Booker, Reservation>>;

export type ReservedFor = keyof typeof reservations;

/** The call time of `test`'s half: its offered date in the host's zone, and its instant. */
export function reservedSlot(test: ReservedFor, javaScriptEnabled: boolean): { date: string; datetime: string } {
  const [dateIndex, hour] = reservations[test][javaScriptEnabled ? "js" : "no-js"];
  const date = offeredDates(new Date(), HOST_ZONE)[dateIndex];
  const [year, month, day] = date.split("-").map(Number);
  return { date, datetime: new Date(new TZDate(year, month - 1, day, hour, 0, 0, HOST_ZONE).getTime()).toISOString() };
}

/**
 * On a page that lists dates as links and a date's times as radios (the booking calendar, in the
 * zone its picker shows, or a call's manage page, in the call's zone): opens the reserved time's
 * date and checks the time. Returns the chosen time's radio.
 */
export async function chooseReservedSlot(page: Page, test: ReservedFor, javaScriptEnabled: boolean, shownZone?: string) {
  const { datetime } = reservedSlot(test, javaScriptEnabled);
  const zone = shownZone ?? (await page.getByLabel("Your time zone").inputValue());
  await page
    .getByRole("listitem")
    .getByRole("link")
    .and(page.locator(`[href*="date=${dateInZone(new Date(datetime), zone)}"]`))
    .click();
  const radio = page.locator(`input[type="radio"][value="${datetime}"]`);
  await expect(radio).toHaveCount(1);
  await radio.check();
  return radio;
}

// Two tests holding one time would take it from each other (the halves of a test that runs
// once, or whose post is refused, may share one).
const held = Object.values(reservations).flatMap((byBooker) => [...new Set(Object.values(byBooker).map(([dateIndex, hour]) => `${dateIndex}@${hour}`))]);
const twice = held.filter((time, index) => held.indexOf(time) !== index);
if (twice.length > 0) throw new Error(`booking-slots: times reserved twice: ${twice.join(", ")}`);
