import { pictureSlots as pictureSlotRows } from "~db/schema";
import { pictureSlots, type Picture } from "~/content/pictures";
import { pictureSlotSchema, type PictureSlotValue, type PublishedPhotos, type UploadedPhoto } from "~/lib/picture-slots";
import type { Actor } from "~/server/platform/audit.server";
import { type Draft, publishRevision, readDraft, revisionById, revisionsOf, saveDraft, type StaleEdit } from "~/server/platform/content-revisions.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { processUpload } from "~/server/platform/picture-uploads.server";

// The picture slots as owner-editable content: a slot's value is the photo it shows and the
// photo's alt text, or no photo (the slot's drawing shows). Staff upload and describe a photo
// as the slot's draft; a super admin publishes it (a row of picture_slots, a revision, an
// audit entry) and may restore an earlier revision. Pages read the published photos from
// memory, loaded at start and again after each publish, which also empties the page cache.

export const PICTURE_SLOT_KIND = "picture-slot";

const DRAWING: PictureSlotValue = { photo: null, alt: "" };

let published: PublishedPhotos | null = null;

function load(): PublishedPhotos {
  const loaded: PublishedPhotos = {};
  for (const row of db.select().from(pictureSlotRows).all()) {
    const value = pictureSlotSchema.parse(valueOf(row));
    if (value.photo) loaded[row.slot] = { photo: value.photo, alt: value.alt };
  }
  return loaded;
}

const valueOf = (row: typeof pictureSlotRows.$inferSelect): PictureSlotValue =>
  row.upload ? { photo: { id: row.upload, width: row.width!, height: row.height!, widths: row.widths! }, alt: row.alt } : DRAWING;

/** The published photo of every slot that has one: what every page renders from (in memory). */
export function publishedPhotos(): PublishedPhotos {
  published ??= load();
  return published;
}

const publishedValue = (slot: string): PictureSlotValue => {
  const photo = publishedPhotos()[slot];
  return photo ? { photo: photo.photo, alt: photo.alt } : DRAWING;
};

export type StudioSlot = {
  picture: Picture;
  published: PictureSlotValue;
  /** What the slot will show once published: the draft, or as published. */
  current: PictureSlotValue;
  draft: Draft<PictureSlotValue>;
};

function requireSlot(slot: string): Picture {
  const picture = pictureSlots.find((candidate) => candidate.slot === slot);
  if (!picture) throw new Response("No such picture slot", { status: 404 });
  return picture;
}

/** One slot as the studio shows it: published, drafted, and the version a form must send back. */
export function studioSlot(slot: string): StudioSlot {
  const picture = requireSlot(slot);
  const draft = readDraft<PictureSlotValue>(PICTURE_SLOT_KIND, slot);
  const current = publishedValue(slot);
  return { picture, published: current, current: draft.body ?? current, draft };
}

/** Every slot, in the order of app/content/pictures.ts. */
export const studioSlots = (): StudioSlot[] => pictureSlots.map((picture) => studioSlot(picture.slot));

export type SlotFailure = { error: string } | StaleEdit;

/**
 * Save the slot's draft: a new photo (already processed) or the one it shows now, with this
 * alt text; refused when the slot moved on since the form was opened at `openedAtVersion`.
 */
function saveSlotDraft(slot: string, change: { photo: UploadedPhoto | null; alt: string }, openedAtVersion: number, actor: Actor) {
  const { current } = studioSlot(slot);
  const photo = change.photo ?? current.photo;
  if (!photo) return { error: "Choose a photo to upload." };
  const value = pictureSlotSchema.parse({ photo, alt: change.alt });
  return writeTransaction((tx) => saveDraft(tx, PICTURE_SLOT_KIND, slot, value, openedAtVersion, actor));
}

/**
 * The studio's save: the posted file (none: keep the slot's photo) made into the site's photo
 * files, then the draft saved with the alt text. A refused file says why, for the photo field.
 */
export async function uploadSlotDraft(slot: string, file: Buffer | null, alt: string, openedAtVersion: number, actor: Actor) {
  const picture = requireSlot(slot);
  const photo = file ? await processUpload(file, undefined, picture.mark ? "mark" : "photo") : null;
  if (photo && "error" in photo) return photo;
  return saveSlotDraft(slot, { photo, alt }, openedAtVersion, actor);
}

/** Draft the slot back to its drawing (published like any other change). */
export function draftDrawing(slot: string, openedAtVersion: number, actor: Actor) {
  requireSlot(slot);
  return writeTransaction((tx) => saveDraft(tx, PICTURE_SLOT_KIND, slot, DRAWING, openedAtVersion, actor));
}

function writeSlot(tx: AppDatabase, slot: string, value: PictureSlotValue, actor: Actor, now: Date) {
  const row = {
    upload: value.photo?.id ?? null,
    widths: value.photo?.widths ?? null,
    width: value.photo?.width ?? null,
    height: value.photo?.height ?? null,
    alt: value.alt,
    publishedBy: actor.email,
    publishedAt: now,
  };
  tx.insert(pictureSlotRows)
    .values({ slot, ...row })
    .onConflictDoUpdate({ target: pictureSlotRows.slot, set: row })
    .run();
}

const describe = (value: PictureSlotValue) => (value.photo ? `photo ${value.photo.id} ("${value.alt}")` : "the drawing");

/** Make a value the slot's published one, as a revision; the draft is settled so forms opened before are refused. */
function publishValue(slot: string, value: PictureSlotValue, summary: (before: PictureSlotValue) => string, actor: Actor): { revision: number } {
  const checked = pictureSlotSchema.parse(value);
  const now = new Date();
  const outcome = writeTransaction((tx) => {
    const before = publishedValue(slot);
    writeSlot(tx, slot, checked, actor, now);
    return { revision: publishRevision(tx, { kind: PICTURE_SLOT_KIND, key: slot, before, after: checked, summary: summary(before) }, actor, now) };
  });
  published = load();
  return outcome;
}

/** Publish the slot's draft. */
export function publishSlot(slot: string, actor: Actor): SlotFailure | { revision: number } {
  const { draft, picture } = studioSlot(slot);
  if (!draft.body) return { error: "There is no draft to publish: upload a photo first." };
  const value = draft.body;
  return publishValue(slot, value, (before) => `${picture.label}: ${describe(before)} became ${describe(value)}`, actor);
}

/** Publish a revision's value again, as a new revision. */
export function restoreSlotRevision(revisionId: number, actor: Actor): SlotFailure | { revision: number } {
  const revision = revisionById(revisionId);
  if (!revision || revision.kind !== PICTURE_SLOT_KIND) return { error: "That revision does not exist." };
  const value = revision.after as PictureSlotValue;
  return publishValue(revision.key, value, () => `Restored revision ${revision.id}: ${describe(value)}`, actor);
}

/** The slot's publishes, newest first, each with the value it published. */
export const slotRevisions = (slot: string) =>
  revisionsOf([PICTURE_SLOT_KIND], slot)
    .filter((revision) => revision.key === slot)
    .map((revision) => ({ ...revision, value: revisionById(revision.id)!.after as PictureSlotValue }));
