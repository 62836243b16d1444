import { companyFacts, publishedText } from "~/server/platform/site-texts.server";
import type { TextValue } from "~/lib/text-units";
import { emailFromText } from "~/server/delivery/email-texts.server";
import crypto from "node:crypto";
import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { bookings, leads, textConsents, textMessages, textReplies } from "~db/schema";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { fact, facts } from "~/server/delivery/email-body.server";
import { transactionalEmail } from "~/server/delivery/email-layout.server";
import { env, siteUrl } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { textableNumber } from "~/server/delivery/phone-numbers.server";
import { twilioEnabled } from "~/server/delivery/text-messages.server";
import { consentState, queueText, recordReplyConsent } from "~/server/delivery/text-outbox.server";
import { keywordAnswer } from "~/server/delivery/text-wording.server";

// Texts people send back. The carriers' keywords, case and spaces aside: STOP and its
// synonyms opt the number out (one confirmation, then silence), START and UNSTOP opt it back
// in, HELP answers with the business's name and contact. Anything else is a reply for a person:
// kept beside the lead or booking for the admin and forwarded to the host by e-mail.
//
// Twilio answers the keywords itself (its opt-out handling, whose wording the README says to
// set to ours) and refuses any text to a number after its STOP, so with Twilio the site only
// records them; the built-in text outbox gets the site's own answers.

type Keyword = "opt-out" | "opt-in" | "help";

const KEYWORDS: Record<string, Keyword> = {
  STOP: "opt-out",
  STOPALL: "opt-out",
  UNSUBSCRIBE: "opt-out",
  CANCEL: "opt-out",
  END: "opt-out",
  QUIT: "opt-out",
  START: "opt-in",
  UNSTOP: "opt-in",
  HELP: "help",
};

/** The keyword a reply is, if it is one: the whole message, whatever its case and spacing ("s t o p", " Stop "). */
export function keywordOf(body: string): Keyword | null {
  return KEYWORDS[body.replace(/\s+/g, "").toUpperCase()] ?? null;
}

type InboundText = { from: string; body: string; sid: string };
type InboundOutcome = Keyword | "reply" | "duplicate";

/** Who a number belongs to, for the admin: the lead and booking of the last text it was sent, else the lead that consented with it. */
function ownerOf(e164: string): { leadId: number | null; bookingId: number | null } {
  const texted = db
    .select({ leadId: textMessages.leadId, bookingId: textMessages.bookingId })
    .from(textMessages)
    .where(eq(textMessages.toPhone, e164))
    .orderBy(desc(textMessages.id))
    .limit(1)
    .get();
  const consented = db
    .select({ leadId: textConsents.leadId })
    .from(textConsents)
    .where(and(eq(textConsents.phone, e164), isNotNull(textConsents.leadId)))
    .orderBy(desc(textConsents.id))
    .limit(1)
    .get();
  return { leadId: texted?.leadId ?? consented?.leadId ?? null, bookingId: texted?.bookingId ?? null };
}

export type ForwardedReply = { from: string; body: string; who: string; belongsTo: { label: "Booked call" | "Lead"; email: string } | null };

/** A reply forwarded to the host, in the owner's words (the studio's text, or a draft being previewed). */
export function textReplyForwardContent(reply: ForwardedReply, text: TextValue) {
  return emailFromText(
    text,
    { phone: reply.from, name: reply.who, repliesAddress: `${siteUrl}/admin-dashboard/texts` },
    {
      reply: [
        facts(fact("From", reply.from), fact("Their message", reply.body), ...(reply.belongsTo ? [fact(reply.belongsTo.label, reply.belongsTo.email)] : [])),
      ],
    },
  );
}

function forwardToHost(text: InboundText, owner: { leadId: number | null; bookingId: number | null }) {
  const lead = owner.leadId ? db.select({ firstName: leads.firstName, email: leads.email }).from(leads).where(eq(leads.id, owner.leadId)).get() : undefined;
  const booking = owner.bookingId
    ? db.select({ name: bookings.name, email: bookings.email }).from(bookings).where(eq(bookings.id, owner.bookingId)).get()
    : undefined;
  const reply: ForwardedReply = {
    from: text.from,
    body: text.body,
    who: booking?.name ?? lead?.firstName ?? "Someone",
    belongsTo: booking ? { label: "Booked call", email: booking.email } : lead ? { label: "Lead", email: lead.email } : null,
  };
  const { subject, body } = textReplyForwardContent(reply, publishedText("email.text-reply-forward"));
  return transactionalEmail({ to: env.HOST_NOTIFY_EMAIL ?? companyFacts().supportEmail, subject }, body);
}

/**
 * Act on one inbound text, once per provider id (a webhook delivered twice changes nothing):
 * record it, change the number's standing for STOP or START (a second STOP gets no second
 * confirmation), answer the keywords, forward anything else. `from` is E.164 as the provider
 * sends it.
 */
export function handleInboundText(text: InboundText, now = new Date()): InboundOutcome {
  const keyword = keywordOf(text.body);
  const number = textableNumber(text.from);
  const from = number.ok ? number.e164 : text.from;
  try {
    return writeTransaction((tx): InboundOutcome => {
      const owner = ownerOf(from);
      tx.insert(textReplies)
        .values({ fromPhone: from, body: text.body.slice(0, 1600), keyword, providerSid: text.sid, ...owner, receivedAt: now })
        .run();
      const answer = (kind: "opt-out" | "opt-in" | "help", body: string) => {
        if (!twilioEnabled()) queueText(tx, { kind, body, phone: from, country: "US", askedForByRecipient: true, ...owner }, now);
      };
      if (keyword === "opt-out") {
        if (consentState(tx, from) === "opted-out") return keyword;
        recordReplyConsent(tx, from, "opted-out", now);
        answer("opt-out", keywordAnswer("opt-out"));
      } else if (keyword === "opt-in") {
        recordReplyConsent(tx, from, "opted-in", now);
        answer("opt-in", keywordAnswer("opt-in"));
      } else if (keyword === "help") {
        answer("help", keywordAnswer("help"));
      } else {
        enqueue({ kind: "email", payload: forwardToHost(text, owner) }, now);
        return "reply";
      }
      return keyword;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

/** The replies for a person each booking got, oldest first: shown beside the call in the admin's list. */
export function textRepliesFor(bookingIds: number[]): Map<number, string[]> {
  // Replies are few beside bookings: read them all rather than bind thousands of ids (the bookings CSV lists every call).
  const wanted = new Set(bookingIds);
  const rows = db
    .select({ bookingId: textReplies.bookingId, body: textReplies.body })
    .from(textReplies)
    .where(and(isNotNull(textReplies.bookingId), isNull(textReplies.keyword)))
    .orderBy(asc(textReplies.id))
    .all();
  const byBooking = new Map<number, string[]>();
  for (const row of rows) if (wanted.has(row.bookingId!)) byBooking.set(row.bookingId!, [...(byBooking.get(row.bookingId!) ?? []), row.body]);
  return byBooking;
}

/** Replies for a person (not keywords), newest first, with whose they are: for the admin. */
export function recentReplies(limit = 100) {
  return db
    .select({
      id: textReplies.id,
      from: textReplies.fromPhone,
      body: textReplies.body,
      receivedAt: textReplies.receivedAt,
      leadName: leads.firstName,
      leadEmail: leads.email,
      bookingName: bookings.name,
      bookingAt: bookings.appointmentAt,
    })
    .from(textReplies)
    .leftJoin(leads, eq(leads.id, textReplies.leadId))
    .leftJoin(bookings, eq(bookings.id, textReplies.bookingId))
    .where(isNull(textReplies.keyword))
    .orderBy(desc(textReplies.id))
    .limit(limit)
    .all();
}

export type SimulatedReply =
  { ok: true; outcome: InboundOutcome } | { ok: false; values: { phone: string; message: string }; errors: Partial<Record<"phone" | "message", string>> };

/**
 * The built-in text outbox's stand-in for a phone (no Twilio): a reply typed by a super admin
 * as if the number had sent it, handled like a real one. STOP, HELP and other replies only: a
 * START must come from the phone itself, since it grants consent.
 */
export function simulateReply(form: FormData, now = new Date()): SimulatedReply {
  const values = { phone: String(form.get("phone") ?? "").trim(), message: String(form.get("message") ?? "").trim() };
  const errors: Partial<Record<"phone" | "message", string>> = {};
  const number = textableNumber(values.phone);
  if (!number.ok) errors.phone = `Please enter a mobile number that was texted (${number.reason})`;
  if (!values.message) errors.message = "Please type the reply";
  else if (values.message.length > 1600) errors.message = "Please keep the reply under 1,600 characters";
  else if (keywordOf(values.message) === "opt-in") errors.message = "START grants consent, so only the phone itself can send it";
  if (!number.ok || Object.keys(errors).length > 0) return { ok: false, values, errors };
  return { ok: true, outcome: handleInboundText({ from: number.e164, body: values.message, sid: `builtin-${crypto.randomUUID()}` }, now) };
}
