import { and, desc, eq, like, sql } from "drizzle-orm";
import { contentDrafts, contentRevisions } from "~db/schema";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, type AppDatabase } from "~/server/platform/db.server";

// Drafts, versions and revisions of owner-editable content, the same for every kind (course
// lessons, modules, quizzes, and what later studios edit). A unit of content has one draft
// row: its whole edited value (null once published) and a version that every save and publish
// raises. A save names the version its form was opened at: if the unit moved on since, the
// save is refused with who moved it and when, never written over their work. A publish is a
// revision: the published value before and after, who, when and what changed, in the audit
// log too; a revision can be published again (restored).

export type Draft<T> = { body: T | null; version: number; updatedBy: string | null; updatedAt: Date | null };

const NO_DRAFT: Draft<never> = { body: null, version: 0, updatedBy: null, updatedAt: null };

/** A unit's draft (body null: as published; version 0: never edited). */
export function readDraft<T>(kind: string, key: string, reader: Pick<AppDatabase, "select"> = db): Draft<T> {
  const row = reader
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)))
    .get();
  return row ? { body: row.body as T | null, version: row.version, updatedBy: row.updatedBy, updatedAt: row.updatedAt } : NO_DRAFT;
}

/** Every draft of a kind whose key starts with `prefix`, by key. Keys are ids and slashes: no LIKE wildcard in them. */
export function draftsOf<T>(kind: string, prefix: string): Map<string, Draft<T>> {
  const rows = db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), like(contentDrafts.key, `${prefix}%`)))
    .all();
  return new Map(rows.map((row) => [row.key, { body: row.body as T | null, version: row.version, updatedBy: row.updatedBy, updatedAt: row.updatedAt }]));
}

/** Someone else saved or published the unit after this form was opened. */
export type StaleEdit = { stale: true; by: string; at: Date };

/**
 * Save a unit's edited value as its draft, if the unit is still at `openedAtVersion`; returns
 * the new version, or who changed it since and when. Runs inside the caller's transaction.
 */
export function saveDraft(
  tx: AppDatabase,
  kind: string,
  key: string,
  body: unknown,
  openedAtVersion: number,
  actor: Actor,
  now = new Date(),
): { version: number } | StaleEdit {
  const current = readDraft(kind, key, tx);
  if (current.version !== openedAtVersion) return { stale: true, by: current.updatedBy ?? "someone", at: current.updatedAt ?? now };
  const version = current.version + 1;
  tx.insert(contentDrafts)
    .values({ kind, key, body, version, updatedBy: actor.email, updatedAt: now })
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.key], set: { body, version, updatedBy: actor.email, updatedAt: now } })
    .run();
  return { version };
}

/** The unit is published as it stands: its draft is emptied and its version raised, so a form opened before is refused. */
export function settleDraft(tx: AppDatabase, kind: string, key: string, actor: Actor, now = new Date()): void {
  tx.insert(contentDrafts)
    .values({ kind, key, body: null, version: 1, updatedBy: actor.email, updatedAt: now })
    .onConflictDoUpdate({
      target: [contentDrafts.kind, contentDrafts.key],
      set: { body: null, version: sql`${contentDrafts.version} + 1`, updatedBy: actor.email, updatedAt: now },
    })
    .run();
}

export type Revision = typeof contentRevisions.$inferSelect;

/** Record a publish (a revision) and its audit entry; returns the revision's id. Runs inside the caller's transaction. */
export function recordRevision(
  tx: AppDatabase,
  revision: { kind: string; key: string; before: unknown; after: unknown; summary: string },
  actor: Actor,
  now = new Date(),
): number {
  const row = tx
    .insert(contentRevisions)
    .values({ ...revision, publishedBy: actor.email, publishedAt: now })
    .returning({ id: contentRevisions.id })
    .get();
  recordAudit(tx, actor, "content.publish", `${revision.kind} ${revision.key}`, `Revision ${row.id}: ${revision.summary}`);
  publishedGeneration++;
  return row.id;
}

/** Publish a unit as it stands: its draft is settled (a form opened before is refused) and the publish recorded as a revision; returns the revision's id. */
export function publishRevision(
  tx: AppDatabase,
  revision: { kind: string; key: string; before: unknown; after: unknown; summary: string },
  actor: Actor,
  now = new Date(),
): number {
  settleDraft(tx, revision.kind, revision.key, actor, now);
  return recordRevision(tx, revision, actor, now);
}

/** The revisions of units whose key starts with `prefix` (any kind in `kinds`), newest first. */
export function revisionsOf(kinds: string[], prefix: string, limit = 100): Omit<Revision, "before" | "after">[] {
  return db
    .select({
      id: contentRevisions.id,
      kind: contentRevisions.kind,
      key: contentRevisions.key,
      summary: contentRevisions.summary,
      publishedBy: contentRevisions.publishedBy,
      publishedAt: contentRevisions.publishedAt,
    })
    .from(contentRevisions)
    .where(and(sql`${contentRevisions.kind} in ${kinds}`, like(contentRevisions.key, `${prefix}%`)))
    .orderBy(desc(contentRevisions.id))
    .limit(limit)
    .all();
}

export function revisionById(id: number): Revision | null {
  return db.select().from(contentRevisions).where(eq(contentRevisions.id, id)).get() ?? null;
}

let publishedGeneration = 0;

/** Rises with every publish in this process: what a cache of rendered pages compares to know its copies are of older content. */
export const contentGeneration = () => publishedGeneration;
