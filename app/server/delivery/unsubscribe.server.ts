import { companyFacts } from "~/server/platform/site-texts.server";
import { count, desc, eq } from "drizzle-orm";
import { normalizeEmail } from "~/server/platform/email-address.server";
import { emailSuppressions } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { siteUrl } from "~/server/platform/env.server";
import { crmEnabled, enqueue } from "~/server/delivery/outbox.server";
import { signedText, textFromSignedToken } from "~/server/platform/signed-links.server";

// Marketing mail (reminders to finish an order, sequences, invitations to book again) can be
// stopped by its recipient with one click: every such message carries a signed link to
// /unsubscribe/<token> in its body and in its List-Unsubscribe header (with
// List-Unsubscribe-Post, RFC 8058, so a mail provider can post it for them), plus a mailto.
// The address goes on the suppression list, which every marketing send checks first;
// transactional mail (confirmations, reminders, receipts, password resets) still goes.

/**
 * An unsubscribe link works for two years, counted in whole months (so every message sent in
 * one month carries the same link): mail is read, and providers act on List-Unsubscribe, long
 * after it is sent.
 */
const UNSUBSCRIBE_MONTHS = 24;
const unsubscribeExpiry = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + UNSUBSCRIBE_MONTHS + 1, 1));

/** The recipient's own unsubscribe link. */
export const unsubscribeLink = (email: string, now = new Date()) =>
  `${siteUrl}/unsubscribe/${signedText("unsubscribe", normalizeEmail(email), unsubscribeExpiry(now))}`;

/** The address an unsubscribe token stands for, or null when it is not one of ours or has expired. */
export const addressFromUnsubscribeToken = (token: string, now = new Date()) => textFromSignedToken("unsubscribe", token, now);

/** The List-Unsubscribe header's values for `email`: the one-click link and a mail to the business. */
export function listUnsubscribe(email: string): { url: string; mail: string } {
  return { url: unsubscribeLink(email), mail: `mailto:${companyFacts().supportEmail}?subject=${encodeURIComponent(`Unsubscribe ${normalizeEmail(email)}`)}` };
}

/** Whether `email` takes no marketing mail; every marketing send asks, in its own transaction. */
export function isSuppressed(database: AppDatabase, email: string): boolean {
  return Boolean(
    database
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, normalizeEmail(email)))
      .get(),
  );
}

/**
 * Put `email` on the suppression list (once; again changes nothing) and tell the CRM. A
 * lead's consent records stay as they were given.
 */
export function unsubscribe(email: string, via: "link" | "one-click", now = new Date()): void {
  const address = normalizeEmail(email);
  writeTransaction((tx) => {
    const added = tx.insert(emailSuppressions).values({ email: address, createdAt: now }).onConflictDoNothing().run().changes;
    if (added && crmEnabled())
      enqueue({ kind: "crm", payload: { event: "unsubscribe", body: { email: address, unsubscribedAt: now.toISOString(), via } } }, now);
  });
}

/** For the admin: how many addresses take no marketing mail, and the newest of them. */
export function unsubscribes(limit = 50) {
  return {
    total: db.select({ value: count() }).from(emailSuppressions).get()?.value ?? 0,
    recent: db.select().from(emailSuppressions).orderBy(desc(emailSuppressions.createdAt)).limit(limit).all(),
  };
}
