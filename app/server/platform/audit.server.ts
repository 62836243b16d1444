import { desc } from "drizzle-orm";
import { auditLog } from "~db/schema";
import { db, type AppDatabase } from "~/server/platform/db.server";

export type Actor = { id: string; email: string };

type Writer = Pick<AppDatabase, "insert">;

/**
 * Write down an admin's change, in the same transaction as the change itself. An actor
 * without an account (a visitor asking for an admin's password reset) has no id.
 */
export function recordAudit(writer: Writer, actor: { id: string | null; email: string }, action: string, target: string, details?: string): void {
  writer
    .insert(auditLog)
    .values({ actorId: actor.id, actorEmail: actor.email, action, target, details: details ?? null })
    .run();
}

export function recentAudit(limit = 50) {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      target: auditLog.target,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .all();
}
