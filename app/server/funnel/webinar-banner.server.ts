import { count, eq, sql } from "drizzle-orm";
import { leads } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { currentOrNextSession, sessionShortWhen } from "~/server/funnel/webinar.server";

// The landing page's banner: a countdown to the live session on now or next, when it is, and
// how many leads registered for it ("N registered" counts real people).

// Prepared once: the landing page asks on each of its renders. The session is its start, in milliseconds.
const registeredFor = db
  .select({ value: count() })
  .from(leads)
  .where(eq(leads.webinarSessionAt, sql.placeholder("startsAt")))
  .prepare();

/** What the landing page's banner shows: the session, when it starts (in the webinar's zone), and how many leads registered for it. */
export function webinarSessionBanner(now = new Date()) {
  const session = currentOrNextSession(now);
  return {
    startsAt: session.startsAt.toISOString(),
    when: sessionShortWhen(session),
    secondsLeft: Math.max(0, Math.ceil((session.startsAt.getTime() - now.getTime()) / 1000)),
    registered: registeredFor.get({ startsAt: session.startsAt.getTime() })?.value ?? 0,
  };
}
