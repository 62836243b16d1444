import * as z from "zod/v4-mini";
import { emailAddress } from "~/lib/field-rules";
import { isTimeZone, parseIsoDate } from "~/lib/calendar-dates";

// A host's calendar settings as the calls studio edits them and the availability engine reads
// them: who they are on the booking page, their zone, their weekly hours (one or more time
// ranges per weekday), exceptions (one date or a from–to range, with other hours or none),
// and the rules around calls. One schema checks the studio's form, the seed and every publish.

/** Monday first, as the studio lists them; `WEEKDAY_KEYS[i]` is JavaScript weekday (i + 1) % 7. */
export const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
export const WEEKDAY_LABELS: Record<WeekdayKey, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** The weekday key of a calendar date ("YYYY-MM-DD"). */
const weekdayKeyOf = (date: string): WeekdayKey => WEEKDAY_KEYS[(parseIsoDate(date)!.getUTCDay() + 6) % 7];

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export type TimeRange = { start: string; end: string };

/** "9:00-12:00, 14:00 - 17:30" (empty: no hours) as ranges, or the message for the field. */
function parseRanges(text: string): TimeRange[] | string {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const match = /^(\d{1,2}:\d{2})\s*(?:-|–|to)\s*(\d{1,2}:\d{2})$/i.exec(part);
    const [start, end] = match ? [match[1].padStart(5, "0"), match[2].padStart(5, "0")] : [];
    if (!start || !end || !TIME.test(start) || !TIME.test(end)) return `“${part}” is not a time range: write it like 9:00-12:00 (24-hour clock).`;
    if (minutesOf(end) <= minutesOf(start)) return `“${part}” ends before it starts.`;
    ranges.push({ start, end });
  }
  ranges.sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  for (let index = 1; index < ranges.length; index++) {
    if (minutesOf(ranges[index].start) < minutesOf(ranges[index - 1].end)) return "Two of these ranges overlap.";
  }
  return ranges;
}

/** Ranges as the studio's field shows them: "09:00-12:00, 14:00-17:00". */
export const rangesText = (ranges: readonly TimeRange[]) => ranges.map((range) => `${range.start}-${range.end}`).join(", ");

const rangeSchema = z.object({ start: z.string().check(z.regex(TIME)), end: z.string().check(z.regex(TIME)) });
const isoDate = z.string().check(z.refine((value) => parseIsoDate(value) !== null, "Enter a date like 2026-12-01."));
const rangeList = z.array(rangeSchema).check(z.maxLength(12, "At most 12 ranges."));

const exceptionSchema = z
  .object({ from: isoDate, to: isoDate, ranges: rangeList })
  .check(z.refine((exception) => exception.to >= exception.from, { message: "The last day comes before the first.", path: ["to"] }));
export type ScheduleException = z.infer<typeof exceptionSchema>;

export const DEFAULT_BUFFER_MINUTES = 15;

/** A number field between `min` and `max` (whole when `whole`), with the field's messages. */
const numberField = (min: number, max: number, tooSmall: string, tooBig: string, whole = true) =>
  z.coerce.number({ error: "Enter a number." }).check(
    z.refine((value) => !whole || Number.isInteger(value), "A whole number."),
    z.gte(min, tooSmall),
    z.lte(max, tooBig),
  );

export const hostScheduleSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, "Enter the name visitors see."), z.maxLength(80, "At most 80 characters.")),
  timeZone: z.string().check(z.refine(isTimeZone, "Choose a time zone like America/Denver.")),
  /** Where the host's booking notices go (empty: the business's address). */
  noticeEmail: z.union([z.literal(""), emailAddress("Enter an e-mail address like host@example.com.")]),
  /** Whether the host is offered to visitors at all. */
  takesCalls: z.boolean(),
  /** The booking page's photo of the host (an upload; null: none). */
  photo: z.optional(
    z.nullable(
      z.object({
        id: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
        width: z.number().check(z.int(), z.positive()),
        height: z.number().check(z.int(), z.positive()),
        widths: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)),
      }),
    ),
  ),
  callMinutes: numberField(15, 240, "At least 15 minutes.", "At most 240 minutes."),
  weekly: z.object(Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, rangeList])) as Record<WeekdayKey, typeof rangeList>),
  exceptions: z.array(exceptionSchema).check(z.maxLength(200, "At most 200 exceptions: remove past ones first.")),
  minNoticeHours: numberField(0, 24 * 14, "Zero or more hours.", "At most two weeks.", false),
  bufferMinutes: numberField(0, 240, "Zero or more minutes.", "At most 240 minutes."),
  maxCallsPerDay: numberField(1, 24, "At least one call.", "At most 24 calls."),
  changeCutoffHours: numberField(0, 24 * 7, "Zero or more hours.", "At most a week.", false),
});
export type HostSchedule = z.infer<typeof hostScheduleSchema>;

/** The studio's settings form: text fields for the weekly hours, the rest as the schedule has them. */
export const SCHEDULE_FORM_FIELDS = [
  "version",
  "displayName",
  "timeZone",
  "noticeEmail",
  "takesCalls",
  "callMinutes",
  "minNoticeHours",
  "bufferMinutes",
  "maxCallsPerDay",
  "changeCutoffHours",
  ...WEEKDAY_KEYS.map((key) => `hours-${key}` as const),
] as const;
export type ScheduleFormField = (typeof SCHEDULE_FORM_FIELDS)[number];

/**
 * The settings form's values as a schedule (keeping `exceptions` as they are), or a message
 * per field. The weekday fields take ranges like "9:00-12:00, 14:00-17:00"; empty is a day off.
 */
export function scheduleFromForm(
  values: Record<ScheduleFormField, string>,
  exceptions: ScheduleException[],
): { schedule: HostSchedule } | { errors: Partial<Record<ScheduleFormField, string>> } {
  const errors: Partial<Record<ScheduleFormField, string>> = {};
  const weekly = {} as Record<WeekdayKey, TimeRange[]>;
  for (const key of WEEKDAY_KEYS) {
    const ranges = parseRanges(values[`hours-${key}`]);
    if (typeof ranges === "string") errors[`hours-${key}`] = ranges;
    else weekly[key] = ranges;
  }
  const parsed = hostScheduleSchema.safeParse({ ...values, takesCalls: values.takesCalls === "on", weekly, exceptions });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0]) as ScheduleFormField] ??= issue.message;
  return parsed.success && Object.keys(errors).length === 0 ? { schedule: parsed.data } : { errors };
}

export const EXCEPTION_FORM_FIELDS = ["version", "from", "to", "hours"] as const;
export type ExceptionFormField = (typeof EXCEPTION_FORM_FIELDS)[number];

/** The studio's "day off or other hours" form: one date, or a range (vacation); empty hours is a day off. */
export function exceptionFromForm(
  values: Record<ExceptionFormField, string>,
): { exception: ScheduleException } | { errors: Partial<Record<ExceptionFormField, string>> } {
  const ranges = parseRanges(values.hours);
  if (typeof ranges === "string") return { errors: { hours: ranges } };
  const parsed = exceptionSchema.safeParse({ from: values.from.trim(), to: values.to.trim() || values.from.trim(), ranges });
  if (!parsed.success) {
    const errors: Partial<Record<ExceptionFormField, string>> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as ExceptionFormField] ??= issue.message;
    return { errors };
  }
  return { exception: parsed.data };
}

/** The hours a schedule gives one calendar date in the host's zone: the last exception covering it wins, else the weekday's. */
export function rangesOn(schedule: Pick<HostSchedule, "weekly" | "exceptions">, date: string): TimeRange[] {
  for (let index = schedule.exceptions.length - 1; index >= 0; index--) {
    const exception = schedule.exceptions[index];
    if (exception.from <= date && date <= exception.to) return exception.ranges;
  }
  return schedule.weekly[weekdayKeyOf(date)];
}
