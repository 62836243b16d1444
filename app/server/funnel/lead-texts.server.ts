import { companyFacts } from "~/server/platform/site-texts.server";
import { smsConsentText } from "~/lib/text-consent";
import { scheduledTexts } from "~db/schema";
import type { AppDatabase } from "~/server/platform/db.server";
import { countryForLocation } from "~/server/delivery/phone-numbers.server";
import { recordFormConsent } from "~/server/delivery/text-outbox.server";

// A survey's text box, and the one text a webinar lead gets: the notice that the live training
// is starting, for the session they registered for.

/** How long before a webinar session its start notice is due. */
const WEBINAR_NOTICE_MINUTES = 15;

type Writer = Pick<AppDatabase, "select" | "insert" | "update">;

type SurveyTextConsent = {
  leadId: number;
  phone: string;
  location: string | null | undefined;
  ticked: boolean;
  page: string;
  ip: string | null;
  userAgent: string | null;
};

/** The survey's text box, in the transaction that stores the lead (see recordFormConsent). */
export function recordSurveyTextConsent(tx: Writer, consent: SurveyTextConsent, now: Date): void {
  recordFormConsent(
    tx,
    {
      phone: consent.phone,
      country: countryForLocation(consent.location),
      ticked: consent.ticked,
      source: consent.page,
      consentText: smsConsentText(companyFacts().name),
      ip: consent.ip,
      userAgent: consent.userAgent,
      leadId: consent.leadId,
    },
    now,
  );
}

/**
 * The webinar start notice for a lead registered for the session at `sessionAt`: one per lead
 * and session, due 15 minutes before it starts (at once when that has passed). Whether it goes
 * (consent, quiet hours on the lead's clock) is decided when it is due.
 */
export function scheduleWebinarNotice(tx: Writer, leadId: number, sessionAt: Date, now: Date): void {
  const noticeAt = new Date(sessionAt.getTime() - WEBINAR_NOTICE_MINUTES * 60_000);
  const dueAt = noticeAt > now ? noticeAt : now;
  tx.insert(scheduledTexts)
    .values({ key: `webinar:${leadId}:${sessionAt.getTime()}`, kind: "webinar", leadId, dueAt })
    .onConflictDoNothing()
    .run();
}
