import { TZDate } from "@date-fns/tz";

// No text that can wait goes out while its recipient is likely asleep: from 21:00 to 8:00 on
// the recipient's clock. Times are wall-clock times in the zone, so a daylight-saving change
// moves the window with the clock.

const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 8;

export function isQuietHour(instant: Date, zone: string): boolean {
  const hour = new TZDate(instant.getTime(), zone).getHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The instant a wall-clock time occurs in the zone on the day of `instant`, `dayShift` days on. */
function wallClock(instant: Date, zone: string, hour: number, minute: number, dayShift: number): Date {
  const local = new TZDate(instant.getTime(), zone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + dayShift, hour, minute, 0, zone).getTime());
}

/** When quiet hours holding `instant` end: 8:00 that morning, or the next one if the evening. */
export function quietHoursEnd(instant: Date, zone: string): Date {
  const hour = new TZDate(instant.getTime(), zone).getHours();
  return wallClock(instant, zone, QUIET_UNTIL_HOUR, 0, hour >= QUIET_FROM_HOUR ? 1 : 0);
}

/** The last minute before the quiet hours holding `instant` began: 20:59 that evening, or the evening before if the small hours. */
export function lastMinuteBeforeQuietHours(instant: Date, zone: string): Date {
  const hour = new TZDate(instant.getTime(), zone).getHours();
  return wallClock(instant, zone, QUIET_FROM_HOUR - 1, 59, hour < QUIET_UNTIL_HOUR ? -1 : 0);
}

export type Placement = { at: Date; moved: null | "deferred" | "early" } | { skip: string };

/**
 * When a text due at `dueAt` goes out: then, outside quiet hours. Inside them, at 8:00 when
 * quiet hours end, if that is still before `deadline` (the call or session it is about); else
 * at 20:59 before they began, if that is still to come (`now`); else not at all.
 */
export function placeOutsideQuietHours(dueAt: Date, zone: string, { deadline, now }: { deadline: Date | null; now: Date }): Placement {
  if (!isQuietHour(dueAt, zone)) return { at: dueAt, moved: null };
  const end = quietHoursEnd(dueAt, zone);
  if (!deadline || end < deadline) return { at: end, moved: "deferred" };
  const before = lastMinuteBeforeQuietHours(dueAt, zone);
  if (before > now && before < deadline) return { at: before, moved: "early" };
  return { skip: "quiet hours last until after it starts" };
}
