import { and, eq, gt, gte, lte, ne } from "drizzle-orm";
import { addDays, dateInZone, mondayOf, monthDayLabel, whenInZone } from "~/lib/calendar-dates";
import { bookingSurvey } from "~/lib/booking-survey";
import type { SurveyAnswers } from "~/lib/survey-definition";
import { bookings, leads } from "~db/schema";
import { hostMidnight } from "~/server/accounts/admin.server";
import { bookAgainLink, bookingIdFromBookAgainToken } from "~/server/calls/booking-links.server";
import { offeredCallLength } from "~/server/calls/hosts.server";
import { db, type AppDatabase } from "~/server/platform/db.server";
import { noShowRebookEmail } from "~/server/calls/call-emails.server";
import { env } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { saveDraft } from "~/server/funnel/surveys.server";
import { isSuppressed } from "~/server/delivery/unsubscribe.server";

// A call the booker missed: one e-mail inviting them to book again with their answers kept,
// and how often booked calls are kept (the show rate) by week and by where leads came from.

/** What became of the book-again e-mail when a call was marked a no-show. */
export type RebookOutcome = "queued" | "already-sent" | "unsubscribed" | "booked-again";

type MissedCall = { id: number; name: string; email: string; appointmentAt: Date; timezone: string; rebookEmailAt: Date | null };

/**
 * Queue the one book-again e-mail for a call just marked a no-show, in the caller's
 * transaction: never twice for a booking, never to an unsubscribed address, and not when the
 * booker already has another call coming up.
 */
export function queueRebookEmail(tx: AppDatabase, call: MissedCall, now: Date): RebookOutcome {
  if (call.rebookEmailAt) return "already-sent";
  if (isSuppressed(tx, call.email)) return "unsubscribed";
  const upcoming = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.kind, "strategy"), eq(bookings.email, call.email), eq(bookings.status, "scheduled"), gt(bookings.appointmentAt, now)))
    .get();
  if (upcoming) return "booked-again";
  enqueue(
    {
      kind: "email",
      payload: noShowRebookEmail({
        to: call.email,
        name: call.name,
        missedCall: whenInZone(call.appointmentAt, call.timezone),
        bookAgainLink: bookAgainLink(call),
        callLength: offeredCallLength(now),
      }),
    },
    now,
  );
  tx.update(bookings).set({ rebookEmailAt: now }).where(eq(bookings.id, call.id)).run();
  return "queued";
}

/** The survey answers a booking's notes hold (notes written as plain text hold none). */
function surveyAnswersIn(notes: string | null): SurveyAnswers {
  try {
    const parsed: unknown = JSON.parse(notes ?? "");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    // plain text
  }
  return {};
}

/**
 * Following a book-again link: the missed booking's answers become this visitor's finished
 * booking survey (so the calendar needs only a time), and where the calendar opens, in the
 * booker's zone. Null for a link that is not ours.
 */
export async function restoreAnswersForBookingAgain(request: Request, token: string): Promise<{ location: string; headers: Headers } | null> {
  const id = bookingIdFromBookAgainToken(token);
  const booking = id === null ? undefined : db.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!booking) return null;
  const answers = { ...surveyAnswersIn(booking.notes), name: booking.name, email: booking.email, phone: booking.phone };
  const { headers } = await saveDraft(request, bookingSurvey, answers, bookingSurvey.steps.length, { completed: true });
  return { location: `/booking-calendar?${new URLSearchParams({ tz: booking.timezone })}`, headers };
}

export type ShowRate = { label: string; calls: number; completed: number; noShows: number; unmarked: number; showRatePercent: number | null };

export const emptyRate = (label: string): ShowRate => ({ label, calls: 0, completed: 0, noShows: 0, unmarked: 0, showRatePercent: null });

export function count(rate: ShowRate, status: string) {
  rate.calls += 1;
  if (status === "completed") rate.completed += 1;
  else if (status === "no_show") rate.noShows += 1;
  else rate.unmarked += 1;
  const marked = rate.completed + rate.noShows;
  rate.showRatePercent = marked ? Math.round((rate.completed / marked) * 100) : null;
}

/** Where a lead came from, as one label: the UTM source, else the referring site, else none. */
function leadSource(utmSource: string | null, referrer: string | null): string {
  if (utmSource) return utmSource;
  if (referrer) {
    try {
      return new URL(referrer).hostname;
    } catch {
      return referrer;
    }
  }
  return "No source recorded";
}

/**
 * Strategy calls whose start has passed in the last `weeks` weeks (Monday to Sunday in the host's
 * zone, this one included), cancelled ones left out: per week, newest first, and per lead
 * source (the lead with the booker's e-mail), most calls first. The show rate is completed
 * calls out of those marked completed or no-show; calls not yet marked are counted apart.
 */
export function showRates(now = new Date(), weeks = 8) {
  const firstMonday = addDays(mondayOf(dateInZone(now, env.HOST_TIMEZONE)), -7 * (weeks - 1));
  const rows = db
    .select({ appointmentAt: bookings.appointmentAt, status: bookings.status, utmSource: leads.utmSource, referrer: leads.referrer })
    .from(bookings)
    .leftJoin(leads, eq(leads.email, bookings.email))
    .where(
      and(
        eq(bookings.kind, "strategy"),
        ne(bookings.status, "cancelled"),
        gte(bookings.appointmentAt, hostMidnight(firstMonday)),
        lte(bookings.appointmentAt, now),
      ),
    )
    .all();
  const byWeek = new Map(
    Array.from({ length: weeks }, (_, index) => addDays(firstMonday, 7 * (weeks - 1 - index))).map((monday) => [monday, emptyRate(monthDayLabel(monday))]),
  );
  // Each week's first instant, newest first: a call's week is the first one it is not before.
  const weekStarts = [...byWeek.entries()].map(([monday, rate]) => ({ startsAt: hostMidnight(monday).getTime(), rate }));
  const bySource = new Map<string, ShowRate>();
  for (const row of rows) {
    count(weekStarts.find((week) => row.appointmentAt.getTime() >= week.startsAt)!.rate, row.status);
    const source = leadSource(row.utmSource, row.referrer);
    if (!bySource.has(source)) bySource.set(source, emptyRate(source));
    count(bySource.get(source)!, row.status);
  }
  return { weeks, byWeek: [...byWeek.values()], bySource: [...bySource.values()].sort((a, b) => b.calls - a.calls || a.label.localeCompare(b.label)) };
}
