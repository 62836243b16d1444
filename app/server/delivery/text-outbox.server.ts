import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { CountryCode } from "libphonenumber-js/max";
import { OPT_OUT_LINE } from "~/content/text-messages";
import { textConsents, textMessages } from "~db/schema";
import type { AppDatabase } from "~/server/platform/db.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { textableNumber } from "~/server/delivery/phone-numbers.server";

// Who may be texted, and the queue of texts: the consent ledger per number (E.164), and every
// text written to the log and queued in the outbox in the caller's transaction.

type Writer = Pick<AppDatabase, "select" | "insert" | "update">;
type TextKind = (typeof textMessages.$inferInsert)["kind"];
type TextStatus = NonNullable<(typeof textMessages.$inferInsert)["status"]>;
type ConsentState = "granted" | "opted-out" | "none";

/** A number's standing: its latest ledger event; no row (a number given before texts existed, or without the box ticked): none. */
export function consentState(tx: Pick<AppDatabase, "select">, e164: string): ConsentState {
  const latest = tx.select({ event: textConsents.event }).from(textConsents).where(eq(textConsents.phone, e164)).orderBy(desc(textConsents.id)).limit(1).get();
  if (!latest) return "none";
  return latest.event === "opted-out" ? "opted-out" : "granted";
}

type FormConsent = {
  phone: string;
  country: CountryCode;
  ticked: boolean;
  source: string;
  consentText: string;
  ip: string | null;
  userAgent: string | null;
  leadId?: number | null;
};

/**
 * A form's text box as posted, in the caller's transaction. Ticked: a "granted" row for the
 * number in E.164, with the wording shown, when and from where. Unticked: withdraws a consent
 * the number had (the box showed it ticked); for a number without one, nothing. A number that
 * cannot take texts is not recorded (the texts that would have gone to it are logged as skipped).
 */
export function recordFormConsent(tx: Writer, form: FormConsent, now: Date): void {
  const number = textableNumber(form.phone, form.country);
  if (!number.ok) return;
  const row = { phone: number.e164, source: form.source, ip: form.ip, userAgent: form.userAgent?.slice(0, 500) ?? null, leadId: form.leadId ?? null, at: now };
  if (form.ticked)
    tx.insert(textConsents)
      .values({ ...row, event: "granted", consentText: form.consentText })
      .run();
  else if (consentState(tx, number.e164) === "granted")
    tx.insert(textConsents)
      .values({ ...row, event: "opted-out" })
      .run();
}

/** A keyword texted back (STOP, START): the number's new standing, from the reply itself. */
export function recordReplyConsent(tx: Writer, e164: string, event: "opted-out" | "opted-in", now: Date): void {
  tx.insert(textConsents).values({ phone: e164, event, source: "reply", at: now }).run();
}

export type TextRequest = {
  kind: TextKind;
  phone: string;
  country: CountryCode;
  body: string;
  bookingId?: number | null;
  leadId?: number | null;
  /** Why nothing is sent even though the number would take it (quiet hours, a withdrawn cause): logged as skipped. */
  skip?: string;
  /** The recipient asked for this very text (a keyword's answer, a test an admin sends to their own phone): sent consent or not. Everything else needs consent. */
  askedForByRecipient?: boolean;
  /** The box was ticked on the form just posted: a number that cannot take texts is logged as skipped, with why. */
  justConsented?: boolean;
  /** What the log says about it beside its status (a move for quiet hours). */
  note?: string | null;
};

type TextOutcome = { queued: true; textMessageId: number } | { queued: false; reason: string };

const NOT_SENT: TextStatus[] = ["skipped", "failed", "undelivered"];
/** Answers to a keyword say what they need to themselves. */
const KEYWORD_ANSWERS: readonly TextKind[] = ["opt-out", "opt-in", "help"];

function logSkipped(tx: Writer, request: TextRequest, toPhone: string, reason: string, now: Date): TextOutcome {
  tx.insert(textMessages)
    .values({
      toPhone,
      kind: request.kind,
      body: request.body,
      bookingId: request.bookingId ?? null,
      leadId: request.leadId ?? null,
      status: "skipped",
      note: reason,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return { queued: false, reason };
}

/**
 * Queue a text in the caller's transaction: written to the log and to the outbox, which sends
 * it once. Only to a number whose latest ledger event consents, never to one that opted out;
 * the first text a number gets says how to stop them. A number without consent gets nothing
 * and no log row; one that cannot take texts or opted out is logged as skipped, with why.
 */
export function queueText(tx: Writer, request: TextRequest, now: Date): TextOutcome {
  const number = textableNumber(request.phone, request.country);
  if (!number.ok) return request.justConsented ? logSkipped(tx, request, request.phone, number.reason, now) : { queued: false, reason: number.reason };
  const to = number.e164;
  if (!request.askedForByRecipient) {
    const consent = consentState(tx, to);
    if (consent === "none") return { queued: false, reason: "no text consent" };
    if (consent === "opted-out") return logSkipped(tx, request, to, "the number opted out (by a STOP reply or an unticked box)", now);
  }
  if (request.skip) return logSkipped(tx, request, to, request.skip, now);
  const texted = tx
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(and(eq(textMessages.toPhone, to), notInArray(textMessages.status, NOT_SENT)))
    .limit(1)
    .get();
  const body = texted || KEYWORD_ANSWERS.includes(request.kind) ? request.body : `${request.body} ${OPT_OUT_LINE}`;
  const { id } = tx
    .insert(textMessages)
    .values({
      toPhone: to,
      kind: request.kind,
      body,
      bookingId: request.bookingId ?? null,
      leadId: request.leadId ?? null,
      status: "queued",
      note: request.note ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: textMessages.id })
    .get();
  enqueue({ kind: "text", payload: { textMessageId: id } }, now);
  return { queued: true, textMessageId: id };
}

/** The text log, newest first, for the admin (the built-in text outbox when Twilio is not set). */
export function textLog(db: Pick<AppDatabase, "select">, limit = 200) {
  return db.select().from(textMessages).orderBy(desc(textMessages.id)).limit(limit).all();
}

/** Numbers whose latest ledger event is an opt-out, with when. */
export function optedOutNumbers(db: Pick<AppDatabase, "select">) {
  const rows = db.select({ phone: textConsents.phone, event: textConsents.event, at: textConsents.at }).from(textConsents).orderBy(desc(textConsents.id)).all();
  const latest = new Map<string, { event: string; at: Date }>();
  for (const row of rows) if (!latest.has(row.phone)) latest.set(row.phone, row);
  return [...latest.entries()].filter(([, row]) => row.event === "opted-out").map(([phone, row]) => ({ phone, at: row.at }));
}

/** The bookings that got a text reminder (queued to the provider or the outbox, not skipped or failed). */
export function bookingsWithTextReminder(db: Pick<AppDatabase, "selectDistinct">, bookingIds: number[]): Set<number> {
  if (bookingIds.length === 0) return new Set();
  const rows = db
    .selectDistinct({ bookingId: textMessages.bookingId })
    .from(textMessages)
    .where(and(eq(textMessages.kind, "reminder"), inArray(textMessages.bookingId, bookingIds), notInArray(textMessages.status, NOT_SENT)))
    .all();
  return new Set(rows.map((row) => row.bookingId!));
}
