import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

// The image pipeline on real files made with sharp: what comes out carries no EXIF or
// location, is upright, comes in the site's widths and formats under the upload's hash, and a
// file that is not a photo (whatever its name) or is too large in pixels is refused in words.

const { processUpload, photoFiles, settleUploadedFiles } = await import("~/server/platform/picture-uploads.server");
const { db } = await import("~/server/platform/db.server");
const { pictureFiles } = await import("~db/schema");
const { UPLOAD_MAX_PIXELS } = await import("~/lib/picture-slots");

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).composite([
    { input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: "#1e40af" } }, left: 0, top: 0 },
  ]);

describe("a photo", () => {
  it("comes out without its EXIF and location, upright, in every width up to its own and every format, named by its hash", async () => {
    // A 4000×3000 camera photo stored sideways (orientation 6: shown turned a quarter right), with GPS.
    const upload = await photo(4000, 3000)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "PhoneMaker", Model: "Secret Phone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(upload).metadata();
    expect(before.exif?.toString("latin1")).toContain("Secret Phone");
    expect(before.orientation).toBe(6);

    const directory = folder();
    const result = await processUpload(upload, directory);
    if ("error" in result) throw new Error(result.error);
    // Turned upright: the 4000×3000 landscape stored sideways is a portrait, 1600 wide at most.
    expect(result).toMatchObject({ width: 1600, height: Math.round((1600 * 4000) / 3000), widths: [480, 960, 1600] });
    expect(result.id).toMatch(/^[0-9a-f]{16}$/);
    expect(fs.readdirSync(directory).sort()).toEqual(photoFiles(result).sort());
    for (const name of photoFiles(result)) {
      const file = fs.readFileSync(path.join(directory, name));
      const metadata = await sharp(file).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.orientation, name).toBeUndefined();
      expect(file.includes("Secret Phone"), name).toBe(false);
      expect(file.includes("GPS"), name).toBe(false);
      const [, width, format] = /-(\d+)w\.(\w+)$/.exec(name)!;
      expect(metadata.width, name).toBe(Number(width));
      expect(metadata.format, name).toBe({ avif: "heif", webp: "webp", jpg: "jpeg" }[format]);
      if (format === "avif") expect(metadata.compression).toBe("av1");
    }

    // The same upload again is the same name and the same files.
    const again = await processUpload(upload, directory);
    expect(again).toEqual(result);
  }, 60_000);

  it("is kept in the database, and start-up writes its files to an uploads folder that lost them (and takes in files the database lacks)", async () => {
    const result = await processUpload(await photo(900, 600).jpeg().toBuffer(), folder());
    if ("error" in result) throw new Error(result.error);
    const kept = new Map(
      db
        .select()
        .from(pictureFiles)
        .all()
        .map((file) => [file.name, file.bytes]),
    );
    for (const name of photoFiles(result)) expect(kept.has(name), name).toBe(true);

    // A new machine: the database came back from a backup or the replica, uploads/ is empty.
    const fresh = folder();
    expect(settleUploadedFiles(fresh).toDisk).toBe(kept.size);
    for (const name of photoFiles(result)) expect(fs.readFileSync(path.join(fresh, name)).equals(kept.get(name)!), name).toBe(true);
    expect(settleUploadedFiles(fresh)).toEqual({ toDisk: 0, toDatabase: 0 });

    // A photo written to uploads/ before the database kept photos is taken into it; other files are not.
    const older = `${"ab".repeat(8)}-480w.webp`;
    fs.writeFileSync(path.join(fresh, older), "older photo bytes");
    fs.writeFileSync(path.join(fresh, "notes.txt"), "not a photo");
    expect(settleUploadedFiles(fresh)).toEqual({ toDisk: 0, toDatabase: 1 });
    expect(
      db
        .select()
        .from(pictureFiles)
        .all()
        .find((file) => file.name === older)
        ?.bytes.toString(),
    ).toBe("older photo bytes");
    expect(
      db
        .select()
        .from(pictureFiles)
        .all()
        .some((file) => file.name === "notes.txt"),
    ).toBe(false);
  }, 60_000);

  it("is never enlarged: a small photo keeps its own width, as the largest of its widths", async () => {
    const directory = folder();
    const result = await processUpload(await photo(700, 500).png().toBuffer(), directory);
    expect(result).toMatchObject({ width: 700, height: 500, widths: [480, 700] });
  });

  it("takes PNG and WebP by their content, whatever the name", async () => {
    for (const upload of [await photo(600, 400).png().toBuffer(), await photo(600, 400).webp().toBuffer()]) {
      expect(await processUpload(upload, folder())).toMatchObject({ widths: [480, 600] });
    }
  });
});

describe("a refused file", () => {
  it("an HTML page named .jpg is refused by its content, in words", async () => {
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script><p>not a photo</p></html>");
    const directory = folder();
    expect(await processUpload(html, directory)).toEqual({ error: "That file is not a photo we can read: upload a JPEG, PNG, WebP or HEIC photo." });
    expect(fs.readdirSync(directory)).toEqual([]);
  });

  it("a photo over the pixel limit is refused before it is decoded", async () => {
    // 8000×6500: 52 megapixels, a small file (one colour) that would take 156 MB decoded.
    const huge = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: "#888888" } })
      .png()
      .toBuffer();
    expect(8000 * 6500).toBeGreaterThan(UPLOAD_MAX_PIXELS);
    const result = await processUpload(huge, folder());
    expect(result).toEqual({ error: expect.stringContaining("That photo is 52 megapixels; the largest taken is 50.") });
  }, 60_000);

  it("an HEIC photo (HEVC) is refused with the way to export it as JPEG: sharp's prebuilt libvips has no HEVC decoder", async () => {
    // An HEIF file whose brand says HEIC: what an iPhone writes. (sharp cannot write HEVC, so an AVIF is relabelled.)
    const avif = await photo(64, 48).avif().toBuffer();
    const heic = Buffer.from(avif);
    heic.write("heic", heic.indexOf("avif"));
    expect((await sharp(heic).metadata()).compression).toBe("hevc");
    expect(await processUpload(heic, folder())).toEqual({ error: expect.stringContaining("share it as JPEG") });
    // A true AVIF (HEIF with AV1) is read.
    expect(await processUpload(avif, folder())).toMatchObject({ widths: [64] });
  });

  it("a GIF or an empty file is refused", async () => {
    expect(await processUpload(await photo(20, 20).gif().toBuffer(), folder())).toEqual({ error: expect.stringContaining("That file is a GIF image") });
    expect(await processUpload(Buffer.alloc(0), folder())).toEqual({ error: "Choose a photo to upload." });
  });
});

describe("a logo mark", () => {
  /** A 400×200 mark: a blue disc on a transparent background. */
  const transparentMark = () =>
    sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><circle cx="100" cy="100" r="90" fill="#1e40af"/></svg>'))
      .png()
      .toBuffer();

  it("keeps its transparency in PNG and WebP at the header's height and twice it, whole, with no JPEG, named by its hash", async () => {
    const upload = await transparentMark();
    expect((await sharp(upload).metadata()).hasAlpha).toBe(true);
    const directory = folder();
    const mark = await processUpload(upload, directory, "mark");
    if ("error" in mark) throw new Error(mark.error);
    // At most twice as wide as tall: 112×56 and 56×28, the 2:1 mark kept whole.
    expect(mark).toMatchObject({ width: 112, height: 56, widths: [56, 112] });
    expect(fs.readdirSync(directory).sort()).toEqual(photoFiles(mark, "mark").sort());
    expect(photoFiles(mark, "mark").every((name) => /^[0-9a-f]{16}-\d+w\.(png|webp)$/.test(name))).toBe(true);
    for (const name of photoFiles(mark, "mark")) {
      const file = sharp(path.join(directory, name));
      const metadata = await file.metadata();
      expect(metadata.format, name).toBe(name.endsWith(".png") ? "png" : "webp");
      expect(metadata.hasAlpha, name).toBe(true);
      expect(metadata.channels, name).toBe(4);
      expect(metadata.height, name).toBe(name.includes("-56w.") ? 28 : 56);
      const stats = await file.stats();
      expect(stats.isOpaque, name).toBe(false);
      // The corner is clear, the disc's middle is solid.
      const { data, info } = await file.raw().toBuffer({ resolveWithObject: true });
      expect(data[3], name).toBe(0);
      const middle = (Math.round(info.height / 2) * info.width + Math.round(info.height / 2)) * 4;
      expect(data[middle + 3], name).toBe(255);
    }
    // The files are kept in the database too, so backups and restores carry them.
    const kept = db
      .select({ name: pictureFiles.name })
      .from(pictureFiles)
      .all()
      .map((file) => file.name);
    for (const name of photoFiles(mark, "mark")) expect(kept).toContain(name);
  });

  it("an SVG, and an SVG or HTML file named .png, are refused by their content, in words", async () => {
    const directory = folder();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>');
    expect(await processUpload(svg, directory, "mark")).toEqual({
      error: "An SVG file can carry scripts, so it is not taken: export the logo as a PNG with a transparent background and upload that.",
    });
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script><p>logo.png</p></html>");
    expect(await processUpload(html, directory, "mark")).toEqual({ error: "That file is not a picture we can read: upload a PNG or WebP logo (or a JPEG)." });
    expect(await processUpload(await photo(20, 20).gif().toBuffer(), directory, "mark")).toEqual({
      error: expect.stringContaining("That file is a GIF image"),
    });
    expect(fs.readdirSync(directory)).toEqual([]);
    // An SVG libvips cannot even size (no width or height), named .png, is still named as an SVG.
    const unsized = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await processUpload(unsized, directory, "mark")).toEqual({ error: expect.stringContaining("An SVG file can carry scripts") });
    // A photo slot refuses an SVG as well.
    expect(await processUpload(svg, directory)).toEqual({ error: expect.stringContaining("An SVG file can carry scripts") });
  });
});
