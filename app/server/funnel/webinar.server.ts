import { TZDate } from "@date-fns/tz";
import { webinarSession as sessionContent } from "~/content/webinar";
import { weekdayTimeInZone, whenInZone } from "~/lib/calendar-dates";
import type { WeeklyTime } from "~/lib/weekly-schedule";
import { env } from "~/server/platform/env.server";
import { webinarSchedule } from "~/server/platform/site-texts.server";

// The live webinar's sessions: a weekly schedule (the studio's, seeded by WEBINAR_SCHEDULE), in
// WEBINAR_TIMEZONE or the host's zone. A lead from the webinar survey is
// registered for the session on now or next (webinar-banner.server.ts counts them).

export type WebinarSession = { startsAt: Date; endsAt: Date };

const webinarZone = () => env.WEBINAR_TIMEZONE ?? env.HOST_TIMEZONE;
const LENGTH_MS = sessionContent.minutes * 60_000;

/** The session on now (started, not yet over) or else the next to start; times are wall-clock times in the webinar's zone, so a clock change moves nothing. */
export function currentOrNextSession(now = new Date(), schedule: WeeklyTime[] = webinarSchedule()): WebinarSession {
  const zone = webinarZone();
  const today = new TZDate(now.getTime(), zone);
  let startsAt: Date | null = null;
  // Yesterday (a late session still running) through a week from today.
  for (let offset = -1; offset <= 7; offset++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, 0, zone);
    for (const entry of schedule) {
      if (day.getDay() !== entry.weekday) continue;
      const start = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), entry.hour, entry.minute, 0, zone).getTime());
      if (start.getTime() + LENGTH_MS > now.getTime() && (startsAt === null || start < startsAt)) startsAt = start;
    }
  }
  return { startsAt: startsAt!, endsAt: new Date(startsAt!.getTime() + LENGTH_MS) };
}

/** "Tuesday, June 9, 2026 at 7:00 PM MDT": when a session starts, in the webinar's zone. */
export const sessionWhen = (session: WebinarSession) => whenInZone(session.startsAt, webinarZone());

/** "Tue, Jun 9, 7:00 PM MDT": the same, short, for the landing page's banner. */
export const sessionShortWhen = (session: WebinarSession) => weekdayTimeInZone(session.startsAt, webinarZone());
