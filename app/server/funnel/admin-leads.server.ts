import { and, desc, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import { bookingSurvey } from "~/lib/booking-survey";
import type { SurveyDefinition } from "~/lib/survey-definition";
import { webinarSurvey } from "~/lib/webinar-survey";
import { bookings, leadConsents, leads, outbox, surveyResponses } from "~db/schema";
import { labelledAnswers } from "~/lib/survey-answers";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { deliverSoon } from "~/server/delivery/outbox.server";
import {
  CANDIDATES_CHECKED,
  containsPattern,
  FOUND_BY_ID,
  holdsEveryWord,
  hourlyTrigramSample,
  matchAllWords,
  matchRareTrigrams,
  searchWords,
} from "~/server/platform/full-text.server";
import { keysetPage, pageKeyOf, type PageFrom } from "~/server/platform/keyset.server";

// The admin's view of the lead funnel: leads with their attribution, consent and CRM
// delivery, a retry for a failed delivery, and the survey funnel.

export type CrmStatus = { id: number; status: "pending" | "delivered" | "failed"; attempts: number; lastError: string | null } | null;

/**
 * Leads newest first, each with its latest consent record and the state of its latest CRM
 * delivery. Three queries whatever the count (the CSV asks for all of them): no list of ids
 * is sent as parameters, which SQLite caps at 32,766.
 */
export function listLeads(limit = 100) {
  const newest = db.select({ id: leads.id }).from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit);
  const rows = db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).all();
  const consents = new Map<number, typeof leadConsents.$inferSelect>();
  for (const consent of db.select().from(leadConsents).where(inArray(leadConsents.leadId, newest)).orderBy(leadConsents.id).all())
    consents.set(consent.leadId, consent);
  // The outbox payload is JSON, so finding a lead's deliveries is a scan either way: one pass, latest wins.
  const deliveries = new Map<string, CrmStatus>();
  const crmRows = db
    .select({
      id: outbox.id,
      email: sql<string>`json_extract(${outbox.payload}, '$.body.email')`,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(and(eq(outbox.kind, "crm"), sql`json_extract(${outbox.payload}, '$.event') = 'lead'`))
    .orderBy(outbox.id)
    .all();
  for (const { email, ...delivery } of crmRows) deliveries.set(email, delivery);
  return rows.map((lead) => ({ ...lead, consent: consents.get(lead.id) ?? null, crm: deliveries.get(lead.email) ?? null }));
}

export const LEADS_PAGE_SIZE = 25;

/** Leads with every word of `query` in a name, the e-mail or the phone. */
function leadSearchCondition(query: string) {
  const { indexed, short } = searchWords(query);
  if (indexed.length + short.length === 0) return undefined;
  const conditions = short.map((word) =>
    or(...[leads.firstName, leads.lastName, leads.email, leads.phone].map((column) => sql`${column} like ${containsPattern(word)} escape '\\'`)),
  );
  if (indexed.length > 0) conditions.push(sql`${leads.id} in (select rowid from lead_search where lead_search match ${matchAllWords(indexed)})`);
  // The leads found, when they are few, are named by id to the page.
  const found = indexed.length > 0 ? leadsHoldingRareTrigrams(indexed, [...indexed, ...short]) : null;
  if (found && found.length <= FOUND_BY_ID) return inArray(leads.id, found);
  return and(...conditions);
}

/**
 * The leads whose names, e-mail or phone hold every word, found through each indexed word's
 * rarest trigrams and checked here; null when too many hold those trigrams to check.
 */
function leadsHoldingRareTrigrams(indexed: string[], words: string[]): number[] | null {
  const candidates = db
    .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(sql`${leads.id} in (select rowid from lead_search where lead_search match ${matchRareTrigrams(indexed, leadTrigramSample())})`)
    .limit(CANDIDATES_CHECKED + 1)
    .all();
  if (candidates.length > CANDIDATES_CHECKED) return null;
  return candidates.filter((lead) => holdsEveryWord([lead.firstName, lead.lastName, lead.email, lead.phone], words)).map((lead) => lead.id);
}

const leadTrigramSample = hourlyTrigramSample({
  lastKey: () =>
    db
      .select({ id: sql<number>`max(${leads.id})` })
      .from(leads)
      .get()?.id ?? 0,
  textsAt: (keys) =>
    db
      .select({ firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone })
      .from(leads)
      .where(inArray(leads.id, keys))
      .all()
      .map((lead) => [lead.firstName, lead.lastName, lead.email, lead.phone].join("\n")),
});

/**
 * One page of the leads list, newest first, from the edge of the page before (keyset): each
 * lead with its latest consent record and its latest CRM delivery, looked up for this page's
 * leads only (the CRM deliveries through their address index).
 */
export function leadsPage(options: { query: string; from: PageFrom }) {
  const keyset = keysetPage({ at: leads.createdAt, id: leads.id }, options.from, LEADS_PAGE_SIZE);
  const fetched = db
    .select()
    .from(leads)
    .where(and(leadSearchCondition(options.query), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit)
    .all();
  const { rows, previous, next } = keyset.page(fetched, (lead) => pageKeyOf(lead.createdAt, lead.id));
  const consents = new Map<number, typeof leadConsents.$inferSelect>();
  const deliveries = new Map<string, CrmStatus>();
  if (rows.length > 0) {
    const ids = rows.map((lead) => lead.id);
    for (const consent of db.select().from(leadConsents).where(inArray(leadConsents.leadId, ids)).orderBy(leadConsents.id).all())
      consents.set(consent.leadId, consent);
    const crmEmail = sql<string>`json_extract(${outbox.payload}, '$.body.email')`;
    const crmRows = db
      .select({ id: outbox.id, email: crmEmail, status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "crm"),
          inArray(
            crmEmail,
            rows.map((lead) => lead.email),
          ),
          sql`json_extract(${outbox.payload}, '$.event') = 'lead'`,
        ),
      )
      .orderBy(outbox.id)
      .all();
    for (const { email, ...delivery } of crmRows) deliveries.set(email, delivery);
  }
  return { leads: rows.map((lead) => ({ ...lead, consent: consents.get(lead.id) ?? null, crm: deliveries.get(lead.email) ?? null })), previous, next };
}

const SOURCE_WORDS: Record<string, string> = { webinar_survey: "Webinar survey", booking_survey: "Booking survey" };
const CRM_WORDS = { pending: "Queued", delivered: "Delivered", failed: "Failed" } as const;

/**
 * Every lead as spreadsheet rows with everything the leads page shows: contact, where they
 * came from, the consent record, the CRM delivery, and each survey answer in words, one
 * column per question (the questions any lead answered, in the order first met).
 */
export function leadsCsv(): { header: string[]; rows: (string | null)[][] } {
  const all = listLeads(100_000).map((lead) => ({
    lead,
    answers: new Map(lead.consent ? labelledAnswers(lead.consent.answers).map((entry) => [entry.label, entry.answer]) : []),
  }));
  const questions = [...new Set(all.flatMap(({ answers }) => [...answers.keys()]))];
  const header = [
    "created",
    "first name",
    "last name",
    "email",
    "phone",
    "source",
    "utm source",
    "utm medium",
    "utm campaign",
    "utm term",
    "utm content",
    "referrer",
  ];
  header.push("consented at", "consent page", "consent ip", "consent text", "crm", "crm error", ...questions);
  const rows = all.map(({ lead, answers }) => [
    lead.createdAt.toISOString(),
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    SOURCE_WORDS[lead.source] ?? lead.source,
    lead.utmSource,
    lead.utmMedium,
    lead.utmCampaign,
    lead.utmTerm,
    lead.utmContent,
    lead.referrer,
    lead.consent?.consentedAt.toISOString() ?? null,
    lead.consent?.page ?? null,
    lead.consent?.ip ?? null,
    lead.consent?.consentText ?? null,
    lead.crm ? CRM_WORDS[lead.crm.status] : "Not sent",
    lead.crm?.lastError ?? null,
    ...questions.map((question) => answers.get(question) ?? null),
  ]);
  return { header, rows };
}

/** Send a failed CRM delivery again, now. */
export function retryCrmDelivery(actor: Actor, outboxId: number): boolean {
  const retried = writeTransaction((tx) => {
    const row = tx.select({ status: outbox.status, kind: outbox.kind }).from(outbox).where(eq(outbox.id, outboxId)).get();
    if (row?.kind !== "crm" || row.status !== "failed") return false;
    tx.update(outbox).set({ status: "pending", attempts: 0, nextAttemptAt: new Date() }).where(eq(outbox.id, outboxId)).run();
    recordAudit(tx, actor, "retry CRM delivery", `delivery ${outboxId}`);
    return true;
  });
  if (retried) deliverSoon();
  return retried;
}

/** reached: visitors who answered the step before (unknown for the first: page views are not recorded). */
export type FunnelStep = { title: string; reached: number | null; answered: number; dropOffPercent: number | null };

function surveyFunnel(survey: SurveyDefinition, since: Date): FunnelStep[] {
  let previous: number | null = null;
  return survey.steps.map((step) => {
    const field = step.fields[0].name;
    const answered =
      db
        .select({ value: sql<number>`count(*)` })
        .from(surveyResponses)
        .where(
          and(
            eq(surveyResponses.survey, survey.id),
            gte(surveyResponses.createdAt, since),
            sql`json_extract(${surveyResponses.answers}, ${`$.${field}`}) IS NOT NULL`,
          ),
        )
        .get()?.value ?? 0;
    const reached = previous;
    const dropOffPercent = reached ? Math.round(((reached - answered) / reached) * 100) : null;
    previous = answered;
    return { title: step.title, reached, answered, dropOffPercent };
  });
}

/**
 * How far visitors get in each survey (a draft counts for a step once that step's answers
 * are in it), and how many finished booking surveys became booked calls, over `days`.
 */
export function funnel(days: number, now = new Date()) {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const completedBookingSurveys =
    db
      .select({ value: sql<number>`count(*)` })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.survey, "booking"), isNotNull(surveyResponses.completedAt), gte(surveyResponses.completedAt, since)))
      .get()?.value ?? 0;
  const booked =
    db
      .select({ value: sql<number>`count(*)` })
      .from(bookings)
      .where(and(eq(bookings.kind, "strategy"), gte(bookings.createdAt, since)))
      .get()?.value ?? 0;
  return {
    days,
    webinar: surveyFunnel(webinarSurvey, since),
    booking: surveyFunnel(bookingSurvey, since),
    completedBookingSurveys,
    booked,
    conversionPercent: completedBookingSurveys ? Math.round((booked / completedBookingSurveys) * 100) : null,
  };
}
