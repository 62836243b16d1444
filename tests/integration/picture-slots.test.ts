import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

// The picture slots as owner-editable content, on the real database: an upload is a draft the
// site does not show, a publish makes it every page's photo (from memory, the page cache
// emptied) as a revision in the audit log, a stale form is refused, and restore brings back
// an earlier photo or the drawing.

const slots = await import("~/server/platform/picture-slots.server");
const { dataDirectory } = await import("~/server/platform/db.server");
const { contentGeneration } = await import("~/server/platform/content-revisions.server");
const { recentAudit } = await import("~/server/platform/audit.server");
const { createUser } = await import("~/server/accounts/users.server");

const owner = {
  id: await createUser({ email: "pictures-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "pictures-owner@example.test",
};
const editor = {
  id: await createUser({ email: "pictures-editor@example.test", password: "secret1", roles: ["admin"] }),
  email: "pictures-editor@example.test",
};

const jpeg = (colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe("a picture slot", () => {
  it("keeps an upload as a draft, publishes it as a revision every page reads from memory, and restores the drawing", async () => {
    expect(await slots.uploadSlotDraft("founder", await jpeg("#aa3300"), "Dave at his van", 0, editor)).toEqual({ version: 1 });
    const photo = slots.studioSlot("founder").current.photo!;
    // Written in the uploads folder beside the database.
    expect(fs.existsSync(path.join(dataDirectory, "uploads", `${photo.id}-960w.avif`))).toBe(true);
    expect(slots.publishedPhotos().founder).toBeUndefined();
    expect(slots.studioSlot("founder")).toMatchObject({ published: { photo: null }, current: { photo, alt: "Dave at his van" }, draft: { version: 1 } });

    const generation = contentGeneration();
    const first = slots.publishSlot("founder", owner);
    expect(first).toEqual({ revision: expect.any(Number) });
    expect(contentGeneration()).toBeGreaterThan(generation);
    expect(slots.publishedPhotos().founder).toEqual({ photo, alt: "Dave at his van" });
    expect(slots.studioSlot("founder")).toMatchObject({ draft: { body: null, version: 2 }, published: { photo } });
    expect(recentAudit(5).some((entry) => entry.action === "content.publish" && entry.target === `${slots.PICTURE_SLOT_KIND} founder`)).toBe(true);

    // Only the alt text changes: the photo stays.
    expect(await slots.uploadSlotDraft("founder", null, "Dave Larsen beside his repair van", 2, editor)).toEqual({ version: 3 });
    slots.publishSlot("founder", owner);
    expect(slots.publishedPhotos().founder).toEqual({ photo, alt: "Dave Larsen beside his repair van" });

    // Back to the drawing, then the first photo restored from the history.
    expect(slots.draftDrawing("founder", 4, owner)).toEqual({ version: 5 });
    slots.publishSlot("founder", owner);
    expect(slots.publishedPhotos().founder).toBeUndefined();
    const history = slots.slotRevisions("founder");
    expect(history.map((revision) => revision.value.photo?.id ?? null)).toEqual([null, photo.id, photo.id]);
    expect(history[0].summary).toContain("became the drawing");
    const restored = slots.restoreSlotRevision((first as { revision: number }).revision, owner);
    expect(restored).toEqual({ revision: expect.any(Number) });
    expect(slots.publishedPhotos().founder).toEqual({ photo, alt: "Dave at his van" });
    expect(slots.slotRevisions("founder")[0].summary).toContain(`Restored revision ${(first as { revision: number }).revision}`);
    // The founder's history is the founder's: not the founder video's, whose key starts the same.
    expect(slots.slotRevisions("founderVideo")).toEqual([]);
  });

  it("refuses the second of two saves from the same version, naming who saved first", async () => {
    const opened = slots.studioSlot("platinumKit").draft.version;
    expect(await slots.uploadSlotDraft("platinumKit", await jpeg("#0033aa"), "The Platinum kit, open", opened, editor)).toEqual({ version: opened + 1 });
    expect(await slots.uploadSlotDraft("platinumKit", null, "The kit", opened, owner)).toEqual({ stale: true, by: editor.email, at: expect.any(Date) });
    expect(slots.studioSlot("platinumKit").current.alt).toBe("The Platinum kit, open");
  });

  it("requires a photo and its alt text; nothing to publish without a draft; an unknown slot is a 404", async () => {
    expect(await slots.uploadSlotDraft("stepCure", null, "A lamp", 0, editor)).toEqual({ error: "Choose a photo to upload." });
    expect(await slots.uploadSlotDraft("stepCure", Buffer.from("<html>not a photo</html>"), "A lamp", 0, editor)).toEqual({
      error: expect.stringContaining("not a photo"),
    });
    await expect(slots.uploadSlotDraft("stepCure", await jpeg("#336600"), "   ", 0, editor)).rejects.toThrow(/alt text/);
    expect(slots.publishSlot("stepCure", owner)).toEqual({ error: expect.stringContaining("no draft") });
    expect(() => slots.studioSlot("nothing")).toThrow(Response);
    await expect(slots.uploadSlotDraft("nothing", null, "x", 0, editor)).rejects.toBeInstanceOf(Response);
  });
});
