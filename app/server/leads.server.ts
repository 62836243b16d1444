import { eq, or, sql } from "drizzle-orm";
import type { SurveyAnswers } from "~/lib/survey-definition";
import { SMS_CONSENT_TEXT } from "~/lib/webinar-survey";
import { leads } from "../../db/schema";
import type { Attribution } from "./attribution.server";
import { leadCrmPayload } from "./crm.server";
import { db } from "./db.server";
import { freeTrainingEmail } from "./emails.server";
import { crmEnabled, drainOutbox, enqueue } from "./outbox.server";

export type LeadContext = {
  ip: string;
  userAgent: string | null;
  page: string;
  attribution: Attribution;
};

// Prepared once: a lead submission is the site's hottest write path.
const findLeadByContact = db
  .select({ id: leads.id })
  .from(leads)
  .where(or(eq(leads.email, sql.placeholder("email")), eq(leads.phoneDigits, sql.placeholder("digits"))))
  .prepare();

const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

/**
 * Store a webinar lead with its consent record and queue its CRM delivery and the
 * free-training e-mail, all in one transaction. A returning visitor (same e-mail or
 * phone) updates their lead; the first attribution is kept.
 */
export function submitLead(answers: SurveyAnswers, context: LeadContext): { leadId: number; isNew: boolean } {
  const email = answers.email.toLowerCase();
  const digits = phoneDigits(answers.phone);
  const now = new Date();
  const details = {
    firstName: answers.firstName,
    email,
    phone: answers.phone,
    phoneDigits: digits,
    experience: answers.experience,
    timeAvailable: answers.timeAvailable,
    investmentCapacity: answers.investmentCapacity,
    currentIncome: answers.currentIncome,
    motivation: answers.motivation,
    location: answers.location,
    consentText: SMS_CONSENT_TEXT,
    consentAt: now,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    page: context.page,
  };

  const result = db.transaction((tx) => {
    const existing = findLeadByContact.get({ email, digits });
    let leadId: number;
    if (existing) {
      tx.update(leads).set({ ...details, updatedAt: now }).where(eq(leads.id, existing.id)).run();
      leadId = existing.id;
    } else {
      const { utmSource, utmMedium, utmCampaign, utmTerm, utmContent, referrer } = context.attribution;
      const inserted = tx
        .insert(leads)
        .values({ ...details, source: "webinar_survey", utmSource, utmMedium, utmCampaign, utmTerm, utmContent, referrer })
        .returning({ id: leads.id })
        .get();
      leadId = inserted.id;
    }
    if (crmEnabled()) enqueue(tx, { kind: "crm", payload: { event: "lead", body: leadCrmPayload({ ...answers, email }) } }, now);
    enqueue(tx, { kind: "email", payload: freeTrainingEmail(answers.firstName, email) }, now);
    return { leadId, isNew: !existing };
  });
  void drainOutbox();
  return result;
}
