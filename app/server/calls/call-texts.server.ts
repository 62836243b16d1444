import { companyFacts } from "~/server/platform/site-texts.server";
import { and, asc, eq, gt, gte, lte, ne } from "drizzle-orm";
import { addDays, dateInZone, timeLabel, whenInZone } from "~/lib/calendar-dates";
import { smsConsentText } from "~/lib/text-consent";
import { bookings, leads, scheduledTexts } from "~db/schema";
import { hostMidnight } from "~/server/accounts/admin.server";
import { bookAgainLink, manageBookingLink } from "~/server/calls/booking-links.server";
import { startsIn } from "~/server/calls/call-reminders.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { countryForLocation, textableNumber, zoneOfNumber } from "~/server/delivery/phone-numbers.server";
import { placeOutsideQuietHours, type Placement } from "~/server/delivery/quiet-hours.server";
import { bookingsWithTextReminder, queueText, recordFormConsent, type TextRequest } from "~/server/delivery/text-outbox.server";
import { textMessage } from "~/server/delivery/text-wording.server";
import { env, siteUrl } from "~/server/platform/env.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { periodicWork } from "~/server/platform/periodic.server";
import { count as countShowRate, emptyRate as emptyShowRate } from "~/server/calls/no-shows.server";

// Texts about a booked call: the confirmation when it is booked, the reminder before it
// (CALL_TEXT_REMINDER_HOURS), the one book-again text to a no-show; and the worker that sends
// every text due later (these and the webinar's start notice), deciding each when it is due.

type Writer = Pick<AppDatabase, "select" | "insert" | "update">;
type Booking = typeof bookings.$inferSelect;
type ScheduledText = typeof scheduledTexts.$inferSelect;
const HOUR_MS = 60 * 60 * 1000;
const BATCH_SIZE = 100;

/** The survey's location answer a booking's notes hold, which says which country its phone is in. */
function locationOf(notes: string | null): string | null {
  try {
    const parsed = JSON.parse(notes ?? "") as { location?: unknown };
    return typeof parsed?.location === "string" ? parsed.location : null;
  } catch {
    return null;
  }
}

/** The call's time on the booker's clock, with the zone's abbreviation: short enough for a text. */
const whenFor = (booking: Pick<Booking, "appointmentAt" | "timezone">) => whenInZone(booking.appointmentAt, booking.timezone);

const bookingText = (booking: Booking, kind: TextRequest["kind"], body: string): TextRequest => ({
  kind,
  body,
  phone: booking.phone,
  country: countryForLocation(locationOf(booking.notes)),
  bookingId: booking.id,
});

/** The note a text moved for quiet hours carries: where it was due and where it went, on the recipient's clock. */
function movedNote(placement: Placement, dueAt: Date, zone: string): string | null {
  if (!("at" in placement) || !placement.moved) return null;
  const how = placement.moved === "deferred" ? "held until" : "sent early, at";
  return `due ${timeLabel(dueAt, zone)}, in quiet hours: ${how} ${timeLabel(placement.at, zone)}`;
}

export type BookingTextConsent = { ticked: boolean; ip: string | null; userAgent: string | null };

/**
 * In the transaction that books a call: the booking form's text box into the ledger, the
 * confirmation text (when the number consents) and the reminder's schedule.
 */
export function textsForNewBooking(tx: Writer, bookingId: number, consent: BookingTextConsent | undefined, now: Date): void {
  const booking = tx.select().from(bookings).where(eq(bookings.id, bookingId)).get()!;
  const country = countryForLocation(locationOf(booking.notes));
  if (consent) {
    recordFormConsent(
      tx,
      {
        phone: booking.phone,
        country,
        ticked: consent.ticked,
        source: "/booking-calendar",
        consentText: smsConsentText(companyFacts().name),
        ip: consent.ip,
        userAgent: consent.userAgent,
      },
      now,
    );
  }
  queueText(
    tx,
    {
      ...bookingText(booking, "confirmation", textMessage("text.booking-confirmation", { callTime: whenFor(booking) }, manageBookingLink(booking))),
      justConsented: consent?.ticked,
    },
    now,
  );
  scheduleTextReminder(tx, booking, now);
}

/**
 * A call's text reminder, CALL_TEXT_REMINDER_HOURS before it, kept out of quiet hours on the
 * booker's clock: held until 8:00 if that is still before the call, else sent at 20:59 the
 * evening before. Called when the call is booked or moved; a reminder whose time has passed is
 * not sent.
 */
export function scheduleTextReminder(tx: Writer, booking: Booking, now: Date): void {
  const hours = businessSetting("CALL_TEXT_REMINDER_HOURS");
  if (hours === null) return;
  const dueAt = new Date(booking.appointmentAt.getTime() - hours * HOUR_MS);
  const placement = placeOutsideQuietHours(dueAt, booking.timezone, { deadline: booking.appointmentAt, now });
  const late = "at" in placement ? placement.at <= now : false;
  const values =
    "skip" in placement
      ? { dueAt, status: "skipped" as const, note: `due ${timeLabel(dueAt, booking.timezone)}: ${placement.skip}` }
      : late
        ? { dueAt, status: "withdrawn" as const, note: "its time had passed when the call was booked" }
        : { dueAt: placement.at, status: "scheduled" as const, note: movedNote(placement, dueAt, booking.timezone) };
  tx.insert(scheduledTexts)
    .values({ key: `reminder:${booking.id}`, kind: "reminder", bookingId: booking.id, ...values })
    .onConflictDoUpdate({ target: scheduledTexts.key, set: { ...values, textMessageId: null } })
    .run();
  // The text log says so too, for a number that would have had it.
  if (values.status === "skipped") queueText(tx, { ...reminderText(booking, now), skip: values.note }, now);
}

/** The one book-again text to a call just marked a no-show, in that transaction; quiet hours hold it until 8:00. */
export function scheduleRebookText(tx: Writer, booking: Pick<Booking, "id" | "timezone">, now: Date): void {
  const placement = placeOutsideQuietHours(now, booking.timezone, { deadline: null, now });
  const at = "at" in placement ? placement.at : now;
  tx.insert(scheduledTexts)
    .values({ key: `rebook:${booking.id}`, kind: "rebook", bookingId: booking.id, dueAt: at, note: movedNote(placement, now, booking.timezone) })
    .onConflictDoNothing()
    .run();
}

type Decision =
  { action: "send"; request: TextRequest } | { action: "reschedule"; dueAt: Date; note: string | null } | { action: "withdraw" | "skip"; note: string };

/**
 * A text found due, sent unless it is quiet hours on the recipient's clock (the site was down,
 * or the clock changed): then held until 8:00, or, when that is too late, logged as not sent.
 */
function sendOutsideQuietHours(request: TextRequest, now: Date, zone: string, deadline: Date | null): Decision {
  const placement = placeOutsideQuietHours(now, zone, { deadline, now });
  if ("skip" in placement) return { action: "send", request: { ...request, skip: `found due at ${timeLabel(now, zone)}: ${placement.skip}` } };
  if (placement.moved) return { action: "reschedule", dueAt: placement.at, note: movedNote(placement, now, zone) };
  return { action: "send", request };
}

const reminderText = (booking: Booking, now: Date) =>
  bookingText(
    booking,
    "reminder",
    textMessage("text.call-reminder", { startsIn: startsIn(booking.appointmentAt, now), callTime: whenFor(booking) }, manageBookingLink(booking)),
  );

function decideReminder(job: ScheduledText, booking: Booking, now: Date): Decision {
  if (booking.status !== "scheduled") return { action: "withdraw", note: `the call was ${booking.status.replace("_", "-")}` };
  if (booking.appointmentAt <= now) return { action: "skip", note: "the call had started" };
  const hours = businessSetting("CALL_TEXT_REMINDER_HOURS");
  if (hours === null) return { action: "withdraw", note: "text reminders are turned off" };
  return sendOutsideQuietHours({ ...reminderText(booking, now), note: job.note }, now, booking.timezone, booking.appointmentAt);
}

function decideRebook(tx: Writer, job: ScheduledText, booking: Booking, now: Date): Decision {
  if (booking.status !== "no_show") return { action: "withdraw", note: `the call is marked ${booking.status.replace("_", "-")} now` };
  const upcoming = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.kind, "strategy"), eq(bookings.email, booking.email), eq(bookings.status, "scheduled"), gt(bookings.appointmentAt, now)))
    .get();
  if (upcoming) return { action: "withdraw", note: "booked again already" };
  return sendOutsideQuietHours(
    { ...bookingText(booking, "rebook", textMessage("text.book-again", {}, bookAgainLink(booking))), note: job.note },
    now,
    booking.timezone,
    null,
  );
}

function decideWebinar(job: ScheduledText, lead: typeof leads.$inferSelect, zone: string, now: Date): Decision {
  const sessionAt = new Date(Number(job.key.split(":")[2]));
  if (lead.webinarSessionAt?.getTime() !== sessionAt.getTime()) return { action: "withdraw", note: "registered for another session since" };
  if (sessionAt <= now) return { action: "skip", note: "the session had started" };
  const body = textMessage("text.webinar-starting", { startsIn: startsIn(sessionAt, now) }, `${siteUrl}/webinar`);
  return sendOutsideQuietHours(
    { kind: "webinar", body, phone: lead.phone, country: countryForLocation(lead.location), leadId: lead.id, note: job.note },
    now,
    zone,
    sessionAt,
  );
}

const dueCondition = (now: Date) => and(eq(scheduledTexts.status, "scheduled"), lte(scheduledTexts.dueAt, now));

type TextsSent = { sent: number; notSent: number };

/**
 * Send the texts that are due. Each is decided again (the call still on, the lead still
 * registered, consent, quiet hours on the recipient's clock) and its text queued in the write
 * transaction that marks it done, so it goes out once whatever number of processes run this
 * and wherever one is stopped. A webinar lead's clock is the one their number's area code
 * names, else the host's (looked up before the transaction, as the lookup reads files).
 */
export async function sendDueTexts(now = new Date()): Promise<TextsSent> {
  const webinarDue = db
    .select({ phone: leads.phone, location: leads.location })
    .from(scheduledTexts)
    .innerJoin(leads, eq(leads.id, scheduledTexts.leadId))
    .where(dueCondition(now))
    .limit(BATCH_SIZE)
    .all();
  if (webinarDue.length === 0 && !db.select({ id: scheduledTexts.id }).from(scheduledTexts).where(dueCondition(now)).limit(1).get())
    return { sent: 0, notSent: 0 };
  const zones = new Map<string, string>();
  for (const lead of webinarDue) {
    const number = textableNumber(lead.phone, countryForLocation(lead.location));
    zones.set(lead.phone, (number.ok ? await zoneOfNumber(number.e164, now) : null) ?? env.HOST_TIMEZONE);
  }
  return writeTransaction((tx) => {
    const due = tx
      .select({ job: scheduledTexts, booking: bookings, lead: leads })
      .from(scheduledTexts)
      .leftJoin(bookings, eq(bookings.id, scheduledTexts.bookingId))
      .leftJoin(leads, eq(leads.id, scheduledTexts.leadId))
      .where(dueCondition(now))
      .orderBy(asc(scheduledTexts.dueAt))
      .limit(BATCH_SIZE)
      .all();
    const result: TextsSent = { sent: 0, notSent: 0 };
    for (const { job, booking, lead } of due) {
      let decision: Decision;
      if (job.kind === "webinar")
        decision = lead ? decideWebinar(job, lead, zones.get(lead.phone) ?? env.HOST_TIMEZONE, now) : { action: "withdraw", note: "the lead is gone" };
      else if (!booking) decision = { action: "withdraw", note: "the booking is gone" };
      else decision = job.kind === "reminder" ? decideReminder(job, booking, now) : decideRebook(tx, job, booking, now);
      const row = eq(scheduledTexts.id, job.id);
      if (decision.action === "reschedule") {
        tx.update(scheduledTexts).set({ dueAt: decision.dueAt, note: decision.note }).where(row).run();
      } else if (decision.action === "send") {
        const outcome = queueText(tx, decision.request, now);
        if (outcome.queued) {
          tx.update(scheduledTexts).set({ status: "sent", textMessageId: outcome.textMessageId }).where(row).run();
          result.sent++;
        } else {
          tx.update(scheduledTexts).set({ status: "skipped", note: outcome.reason }).where(row).run();
          result.notSent++;
        }
      } else {
        tx.update(scheduledTexts)
          .set({ status: decision.action === "withdraw" ? "withdrawn" : "skipped", note: decision.note })
          .where(row)
          .run();
        result.notSent++;
      }
    }
    return result;
  });
}

/**
 * The show rate of strategy calls whose start has passed in the last `weeks` weeks (cancelled ones left
 * out), split by whether the booker got a text reminder: does texting pay.
 */
export function showRateByTextReminder(now = new Date(), weeks = 8) {
  const since = hostMidnight(addDays(dateInZone(now, env.HOST_TIMEZONE), -7 * weeks));
  const rows = db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.kind, "strategy"), ne(bookings.status, "cancelled"), gte(bookings.appointmentAt, since), lte(bookings.appointmentAt, now)))
    .all();
  const reminded = bookingsWithTextReminder(
    db,
    rows.map((row) => row.id),
  );
  const withText = emptyShowRate("Texted");
  const withoutText = emptyShowRate("Not texted");
  for (const row of rows) countShowRate(reminded.has(row.id) ? withText : withoutText, row.status);
  return [withText, withoutText];
}

/** The in-process worker for texts due later: every 5 seconds; the schedule lives in SQLite. */
export const textWorker = periodicWork("texts", () => sendDueTexts(), 5_000);
