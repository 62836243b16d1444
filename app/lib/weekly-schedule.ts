// A weekly schedule written as weekdays and 24-hour times, "Tue 19:00, Thu 12:00": how the
// webinar's live sessions are given, in WEBINAR_SCHEDULE and in the studio alike.

export type WeeklyTime = { weekday: number; hour: number; minute: number };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKLY_TIME = /^(sun(?:day)?|mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?)\s+(\d{1,2}):(\d{2})$/i;

export const WEEKLY_SCHEDULE_RULE = 'weekdays and 24-hour times separated by commas, like "Tue 19:00, Thu 12:00"';

/** The schedule's times, or null when any entry is not a weekday and a 24-hour time. */
export function parseWeeklySchedule(value: string): WeeklyTime[] | null {
  const entries = value.split(",").map((entry) => WEEKLY_TIME.exec(entry.trim()));
  if (entries.some((entry) => entry === null || Number(entry[2]) > 23 || Number(entry[3]) > 59)) return null;
  return entries.map((entry) => ({
    weekday: WEEKDAYS.indexOf(entry![1]!.slice(0, 1).toUpperCase() + entry![1]!.slice(1, 3).toLowerCase()),
    hour: Number(entry![2]),
    minute: Number(entry![3]),
  }));
}

/** The times written back as the schedule's text. */
export const formatWeeklySchedule = (times: WeeklyTime[]) =>
  times.map(({ weekday, hour, minute }) => `${WEEKDAYS[weekday]} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`).join(", ");
