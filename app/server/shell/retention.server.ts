import { and, eq, isNull, lt } from "drizzle-orm";
import { emailConfirmations, mail, outbox, passwordResets, sessions, signInUnlocks, surveyResponses } from "~db/schema";
import { writeTransaction } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { periodicWork } from "~/server/platform/periodic.server";
import { forgetUnclaimedCredentials } from "~/server/sales/purchases.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const DRAFT_RETENTION_DAYS = 30; // promised in the privacy policy
const DELIVERED_OUTBOX_RETENTION_DAYS = 30;

/**
 * Delete what we promised not to keep: unfinished survey drafts and delivered e-mails and
 * CRM calls (copies of personal data) after 30 days, the built-in mailbox after
 * MAILBOX_RETENTION_DAYS (its messages hold reset links), expired sessions and tokens, and
 * new buyers' temporary passwords nobody came back for.
 */
export function sweepExpiredData(now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return writeTransaction((tx) => ({
    drafts: tx
      .delete(surveyResponses)
      .where(and(isNull(surveyResponses.completedAt), lt(surveyResponses.createdAt, daysAgo(DRAFT_RETENTION_DAYS))))
      .run().changes,
    deliveries: tx
      .delete(outbox)
      .where(and(eq(outbox.status, "delivered"), lt(outbox.createdAt, daysAgo(DELIVERED_OUTBOX_RETENTION_DAYS))))
      .run().changes,
    mailbox: tx
      .delete(mail)
      .where(lt(mail.createdAt, daysAgo(env.MAILBOX_RETENTION_DAYS)))
      .run().changes,
    sessions: tx.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes,
    tokens:
      tx.delete(passwordResets).where(lt(passwordResets.expiresAt, now)).run().changes +
      tx.delete(emailConfirmations).where(lt(emailConfirmations.expiresAt, now)).run().changes +
      tx.delete(signInUnlocks).where(lt(signInUnlocks.expiresAt, now)).run().changes,
    buyerCredentials: forgetUnclaimedCredentials(now),
  }));
}

/** Sweeps once at start and then every hour. */
export const retentionSweep = periodicWork("retention", () => sweepExpiredData(), 60 * 60 * 1000);
