// Calendar-date arithmetic on "YYYY-MM-DD" strings. Dates are plain calendar days, so the
// math runs in UTC where no day is ever 23 or 25 hours long.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the platform knows a time zone by this name (an IANA name like America/Denver). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function parseIsoDate(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : parsed;
}

export function addDays(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  return new Date(parsed.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function isWeekday(date: string): boolean {
  const day = parseIsoDate(date)?.getUTCDay();
  return day !== undefined && day !== 0 && day !== 6;
}

/** The Monday of the week holding a calendar date: the admin's weeks run Monday to Sunday. */
export function mondayOf(date: string): string {
  const weekday = parseIsoDate(date)!.getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

// Building an Intl.DateTimeFormat costs far more than using one: keep one per zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The calendar date of an instant in a time zone. */
export function dateInZone(instant: Date | number, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

export function weekdayName(date: string): string {
  return formatter("en-US", { weekday: "long", timeZone: "UTC" }).format(parseIsoDate(date) ?? undefined);
}

/** "Tue, Dec 1" */
export function shortDateLabel(date: string): string {
  return formatter("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(parseIsoDate(date) ?? undefined);
}

/** "Mar 11": a week's first day, as the admin's weekly tables name the week. */
export function monthDayLabel(date: string): string {
  return formatter("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(parseIsoDate(date) ?? undefined);
}

/** "Tuesday, December 1, 2026" */
export function longDateLabel(date: string): string {
  return formatter("en-US", { dateStyle: "full", timeZone: "UTC" }).format(parseIsoDate(date) ?? undefined);
}

/** "Tuesday, December 1, 2026" for an instant, in a time zone */
export function fullDateInZone(instant: Date | number, timeZone: string): string {
  return formatter("en-US", { dateStyle: "full", timeZone }).format(instant);
}

/** "December 1, 2026" for an instant, in a time zone */
export function monthDayYearInZone(instant: Date | number, timeZone: string): string {
  return formatter("en-US", { dateStyle: "long", timeZone }).format(instant);
}

/** "10:00 AM EST" */
export function timeLabel(instant: Date | number, timeZone: string): string {
  return formatter("en-US", { hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(instant);
}

/** "Tuesday, December 1, 2026 at 10:00 AM EST": a call's time in e-mails and messages. */
export function whenInZone(instant: Date | number, timeZone: string): string {
  return `${fullDateInZone(instant, timeZone)} at ${timeLabel(instant, timeZone)}`;
}

/** "Tue, Dec 1, 7:00 PM MST": a time a few days ahead, short enough for one line on a phone. */
export function weekdayTimeInZone(instant: Date | number, timeZone: string): string {
  return formatter("en-US", { timeZone, weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(
    instant,
  );
}

/** "Dec 1, 2026, 10:00 AM" (with "MST" when asked): dates in admin lists. */
export function shortDateTimeInZone(instant: Date | number, timeZone: string, withZoneName = false): string {
  // Spelled out: dateStyle and timeStyle cannot be combined with timeZoneName.
  const options: Intl.DateTimeFormatOptions = { timeZone, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };
  return formatter("en-US", withZoneName ? { ...options, timeZoneName: "short" } : options).format(instant);
}

/** How far ahead the offered dates are looked for: a calendar with no working day in this stretch offers none. */
const OFFERED_DATES_HORIZON_DAYS = 42;

/**
 * The dates a visitor may book: the next 3 working days from tomorrow, then 5 working days
 * from 7 days out; 8 in all, as calendar days in the visitor's zone. A working day is a
 * weekday unless `isWorkDay` says otherwise (the server asks the hosts' hours); fewer dates
 * when fewer working days come within OFFERED_DATES_HORIZON_DAYS.
 */
export function offeredDates(now: Date, timeZone: string, isWorkDay: (date: string) => boolean = isWeekday): string[] {
  const today = dateInZone(now, timeZone);
  const take = (from: string, count: number, before: string) => {
    const dates: string[] = [];
    for (let day = from; dates.length < count && day < before; day = addDays(day, 1)) {
      if (isWorkDay(day)) dates.push(day);
    }
    return dates;
  };
  const soon = take(addDays(today, 1), 3, addDays(today, 7));
  const later = take(addDays(today, 7), 5, addDays(today, 7 + OFFERED_DATES_HORIZON_DAYS));
  return [...soon, ...later];
}
