import { desc, eq, sql } from "drizzle-orm";
import { coachingSessionGrants, users } from "~db/schema";
import { sessionsUsed } from "~/server/calls/coaching-sessions.server";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";

// A member's coaching allowance: the sessions their plan includes plus those an admin added
// (a make-up for a session the coach missed, an extension: each with its reason, audited). A
// session is used once booked and stays used when held or missed (a no-show counts); a
// cancelled one is given back.

/** The member's sessions in all (`planSessions`, the plan's, and those added), used and left. */
export function sessionCount(reader: Pick<AppDatabase, "select">, userId: string, planSessions: number) {
  const allowance = planSessions + sessionsGranted(reader, userId);
  const used = sessionsUsed(reader, userId);
  return { allowance, used, left: Math.max(0, allowance - used) };
}

/** The sessions admins added to the member's allowance, in all. */
function sessionsGranted(reader: Pick<AppDatabase, "select">, userId: string): number {
  return (
    reader
      .select({ sessions: sql<number>`coalesce(sum(${coachingSessionGrants.sessions}), 0)` })
      .from(coachingSessionGrants)
      .where(eq(coachingSessionGrants.userId, userId))
      .get()?.sessions ?? 0
  );
}

/** Each addition to the member's sessions, newest first, with who made it. */
export function sessionGrantsOf(userId: string) {
  return db
    .select({
      id: coachingSessionGrants.id,
      sessions: coachingSessionGrants.sessions,
      reason: coachingSessionGrants.reason,
      by: users.email,
      createdAt: coachingSessionGrants.createdAt,
    })
    .from(coachingSessionGrants)
    .leftJoin(users, eq(users.id, coachingSessionGrants.grantedBy))
    .where(eq(coachingSessionGrants.userId, userId))
    .orderBy(desc(coachingSessionGrants.createdAt), desc(coachingSessionGrants.id))
    .all();
}

/** An admin adds sessions to a member's allowance, with the reason, in the audit log too. */
export function grantCoachingSessions(
  actor: Actor,
  userId: string,
  sessions: number,
  reason: string,
  now = new Date(),
): { ok: true; email: string } | { ok: false; reason: string } {
  return writeTransaction((tx) => {
    const user = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
    if (!user) return { ok: false, reason: "that user no longer exists" };
    tx.insert(coachingSessionGrants).values({ userId, sessions, reason, grantedBy: actor.id, createdAt: now }).run();
    recordAudit(tx, actor, "add coaching sessions", user.email, `${sessions}: ${reason}`);
    return { ok: true, email: user.email };
  });
}
