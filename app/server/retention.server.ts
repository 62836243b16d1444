import { and, isNull, lt, eq } from "drizzle-orm";
import { outbox, surveyResponses } from "../../db/schema";
import { db } from "./db.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DRAFT_RETENTION_DAYS = 30; // promised in the privacy policy
export const DELIVERED_OUTBOX_RETENTION_DAYS = 30;

/**
 * Delete what we promised not to keep: unfinished survey drafts after 30 days, and
 * delivered e-mails and CRM calls (copies of personal data) after 30 days.
 */
export function sweepExpiredData(now = new Date()): { drafts: number; deliveries: number } {
  const draftCutoff = new Date(now.getTime() - DRAFT_RETENTION_DAYS * DAY_MS);
  const outboxCutoff = new Date(now.getTime() - DELIVERED_OUTBOX_RETENTION_DAYS * DAY_MS);
  const drafts = db
    .delete(surveyResponses)
    .where(and(isNull(surveyResponses.completedAt), lt(surveyResponses.createdAt, draftCutoff)))
    .run().changes;
  const deliveries = db
    .delete(outbox)
    .where(and(eq(outbox.status, "delivered"), lt(outbox.createdAt, outboxCutoff)))
    .run().changes;
  return { drafts, deliveries };
}

let timer: NodeJS.Timeout | undefined;

export function startRetentionSweep(intervalMs = 60 * 60 * 1000): void {
  if (timer) return;
  const sweep = () => {
    try {
      sweepExpiredData();
    } catch (error) {
      console.error("[retention] sweep failed", error);
    }
  };
  sweep();
  timer = setInterval(sweep, intervalMs);
  timer.unref();
}
