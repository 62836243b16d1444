import { companyFacts } from "~/server/platform/site-texts.server";
import { eq, sql } from "drizzle-orm";
import type { SurveyAnswers } from "~/lib/survey-definition";
import { smsConsentText } from "~/lib/text-consent";
import { leadConsents, leads } from "~db/schema";
import { readAttribution, type Attribution } from "~/server/funnel/attribution.server";
import { holdOfferOnLead, offerStartedAt } from "~/server/funnel/bootcamp-offer.server";
import { leadCrmPayload } from "~/server/funnel/crm.server";
import { db, placeholders, writeTransaction } from "~/server/platform/db.server";
import { crmEnabled, enqueue } from "~/server/delivery/outbox.server";
import { startSequences } from "~/server/funnel/sequence-emails.server";
import { currentOrNextSession } from "~/server/funnel/webinar.server";
import { recordSurveyTextConsent, scheduleWebinarNotice } from "~/server/funnel/lead-texts.server";

/** Who sent a survey and from where: the consent record's facts; and when they first saw the bootcamp's offer, if they have. */
export type Submitter = { ip: string; userAgent: string | null; attribution: Attribution; offerStartedAt?: Date | null };

/** The submitter of a survey's post. */
export async function submitterOf(request: Request, clientAddress: string): Promise<Submitter> {
  return {
    ip: clientAddress,
    userAgent: request.headers.get("user-agent"),
    attribution: await readAttribution(request),
    offerStartedAt: await offerStartedAt(request),
  };
}

type LeadSubmission = {
  source: "webinar_survey" | "booking_survey";
  page: string;
  contact: { firstName: string; lastName: string | null; email: string; phone: string };
  /** The latest answers, kept on the lead. */
  profile: Partial<Record<"experience" | "timeAvailable" | "investmentCapacity" | "currentIncome" | "motivation" | "location", string>>;
  /** Everything the visitor answered, kept with this submission's consent. */
  answers: SurveyAnswers;
  /** The webinar survey registers the lead for the live session on now or next. */
  webinarSessionAt?: Date;
};

// Prepared once: a lead submission is the site's hottest write path, and building and
// compiling each statement anew cost as much as running it.
const findLeadByEmail = db
  .select({ id: leads.id })
  .from(leads)
  .where(eq(leads.email, sql.placeholder("email")))
  .prepare();
// prettier-ignore
const NEW_LEAD_FIELDS = [
  "firstName", "lastName", "email", "phone", "source",
  "experience", "timeAvailable", "investmentCapacity", "currentIncome", "motivation", "location",
  "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "referrer",
] as const;
const insertLead = db.insert(leads).values(placeholders(NEW_LEAD_FIELDS)).returning({ id: leads.id }).prepare();
const CONSENT_FIELDS = ["leadId", "source", "page", "consentText", "consentedAt", "ip", "userAgent", "answers"] as const;
const insertConsent = db.insert(leadConsents).values(placeholders(CONSENT_FIELDS)).prepare();

/**
 * Store a lead and this submission's consent in one transaction, with its CRM delivery
 * queued and its follow-up series scheduled beside them. The lead is the contact record, found by e-mail only (two
 * people may share a phone) and updated with the latest answers; first-touch attribution is
 * kept. Each submission adds its own consent row, never changed afterwards.
 */
function storeLead(submission: LeadSubmission, submitter: Submitter, now: Date): { leadId: number; isNew: boolean } {
  return writeTransaction(() => {
    const email = submission.contact.email.toLowerCase();
    const latest = { ...submission.contact, email, ...submission.profile };
    const existing = findLeadByEmail.get({ email });
    let leadId: number;
    if (existing) {
      db.update(leads)
        .set({ ...latest, updatedAt: now })
        .where(eq(leads.id, existing.id))
        .run();
      leadId = existing.id;
    } else {
      // Every field gets a value: an answer this survey does not ask is stored as null.
      const row: Record<string, unknown> = { ...latest, source: submission.source, ...submitter.attribution };
      leadId = insertLead.get(Object.fromEntries(NEW_LEAD_FIELDS.map((field) => [field, row[field] ?? null])))!.id;
    }
    if (submission.webinarSessionAt) db.update(leads).set({ webinarSessionAt: submission.webinarSessionAt }).where(eq(leads.id, leadId)).run();
    if (submitter.offerStartedAt) holdOfferOnLead(db, email, submitter.offerStartedAt);
    insertConsent.run({
      leadId,
      source: submission.source,
      page: submission.page,
      consentText: smsConsentText(companyFacts().name),
      consentedAt: now,
      ip: submitter.ip,
      userAgent: submitter.userAgent?.slice(0, 500) ?? null,
      answers: submission.answers,
    });
    recordSurveyTextConsent(
      db,
      {
        leadId,
        phone: latest.phone,
        location: latest.location,
        ticked: submission.answers.smsConsent === "yes",
        page: submission.page,
        ip: submitter.ip,
        userAgent: submitter.userAgent,
      },
      now,
    );
    if (submission.webinarSessionAt) scheduleWebinarNotice(db, leadId, submission.webinarSessionAt, now);
    if (crmEnabled()) {
      const { experience, timeAvailable, investmentCapacity } = submission.profile;
      const body = leadCrmPayload({
        ...submission.contact,
        email,
        experience,
        timeframe: timeAvailable,
        investment: investmentCapacity,
        source: submission.source,
      });
      enqueue({ kind: "crm", payload: { event: "lead", body } }, now);
    }
    startSequences(db, submission.source, { email, firstName: submission.contact.firstName }, now);
    return { leadId, isNew: !existing };
  });
}

/** The webinar survey's four steps: a lead registered for the next live session, with its consent, the CRM call and the free 3-part training (a series). */
export function submitWebinarLead(answers: SurveyAnswers, submitter: Submitter, now = new Date()) {
  const { firstName, email, phone, experience, timeAvailable, investmentCapacity, currentIncome, motivation, location } = answers;
  return storeLead(
    {
      source: "webinar_survey",
      page: "/lead-survey",
      contact: { firstName, lastName: null, email, phone },
      profile: { experience, timeAvailable, investmentCapacity, currentIncome, motivation, location },
      answers,
      webinarSessionAt: currentOrNextSession(now).startsAt,
    },
    submitter,
    now,
  );
}

/** The booking survey's contact step: a lead even if the visitor never picks a time. */
export function submitBookingSurveyLead(answers: SurveyAnswers, submitter: Submitter) {
  const [firstName, ...rest] = answers.name.trim().split(/\s+/);
  return storeLead(
    {
      source: "booking_survey",
      page: "/booking-survey",
      contact: { firstName, lastName: rest.join(" ") || null, email: answers.email, phone: answers.phone },
      profile: {
        experience: answers.experience,
        timeAvailable: answers.timeCommitment,
        investmentCapacity: answers.investment,
        motivation: answers.motivation,
        location: answers.location,
      },
      answers,
    },
    submitter,
    new Date(),
  );
}
