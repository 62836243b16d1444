import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, type UploadedPhoto } from "~/lib/picture-slots";
import { MARK_HEIGHT } from "~/lib/picture-urls";
import { pictureFiles } from "~db/schema";
import { dataDirectory, db } from "~/server/platform/db.server";

// Photos the owner uploads, made safe and light: the file is judged by its content (what
// libvips reads in it, never its name or the browser's type), decoded and encoded again, so
// nothing of the original reaches a visitor: no EXIF, no location, no embedded thumbnail or
// script. It is turned upright, made in a few widths (never enlarged) and written as AVIF,
// WebP and JPEG under names made of the upload's SHA-256: a name always means the same bytes,
// so browsers may keep the files for a year. The files are kept in the database
// (picture_files), so backups and the replica carry them; uploads/ is the copy that is served.
// A logo mark goes through the same checks and files but is kept whole with its transparency:
// PNG and WebP with alpha at the header's height and twice it, never JPEG, never cropped.

/** The widths made of a photo (those narrower than it, and its own width when it is narrower than the largest). */
const PHOTO_WIDTHS = [480, 960, 1600] as const;
const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;

/** The uploads folder, in the data folder beside the database (the container's volume, the backups). */
export const uploadsDirectory = path.join(dataDirectory, "uploads");

// One image at a time, nothing cached between them: a small host's memory holds one decoded
// 50-megapixel photo (about 150 MB), not several.
sharp.cache(false);
sharp.concurrency(1);

/** A logo mark is made at the header's height (MARK_HEIGHT) and twice it, for screens of two device pixels per CSS pixel; at most twice as wide as tall. */
const MARK_MAX_ASPECT = 2;

/** What an upload is made into: a photo for a picture slot, or a logo mark. */
export type UploadKind = "photo" | "mark";

const ACCEPTED: Record<UploadKind, Set<string>> = { photo: new Set(["jpeg", "png", "webp", "heif"]), mark: new Set(["png", "webp", "jpeg"]) };
const ACCEPTED_WORDS: Record<UploadKind, string> = { photo: "a JPEG, PNG, WebP or HEIC photo", mark: "a PNG or WebP logo (or a JPEG)" };
const MEGAPIXELS = UPLOAD_MAX_PIXELS / 1_000_000;

export type PhotoRefusal = { error: string };

const widthsFor = (width: number): number[] => {
  const largest = Math.min(width, PHOTO_WIDTHS.at(-1)!);
  return [...PHOTO_WIDTHS.filter((candidate) => candidate < largest), largest];
};

/** The names the pipeline gives its files; nothing else in uploads/ is a photo. */
const PICTURE_FILE_NAME = /^[0-9a-f]{16}-\d{1,5}w\.(avif|webp|jpg|png)$/;

const MARK_FORMATS = ["webp", "png"] as const;

const fileName = (id: string, width: number, format: (typeof PHOTO_FORMATS)[number] | (typeof MARK_FORMATS)[number]) => `${id}-${width}w.${format}`;

// An SVG is a document that can carry scripts and links, not only a drawing: refused, also when libvips cannot size it.
const SVG_REFUSAL = "An SVG file can carry scripts, so it is not taken: export the logo as a PNG with a transparent background and upload that.";
const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("latin1"));

/** Why this file cannot be a photo, in words for the form; null when libvips can read it as one we take. */
async function refusal(bytes: Buffer, kind: UploadKind): Promise<string | null> {
  if (bytes.length === 0) return kind === "mark" ? "Choose a logo to upload." : "Choose a photo to upload.";
  if (bytes.length > UPLOAD_MAX_BYTES) return `That file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Export the photo smaller and upload it again.`;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return looksLikeSvg(bytes) ? SVG_REFUSAL : `That file is not ${kind === "mark" ? "a picture" : "a photo"} we can read: upload ${ACCEPTED_WORDS[kind]}.`;
  }
  if (metadata.format === "svg") return SVG_REFUSAL;
  if (!ACCEPTED[kind].has(metadata.format)) return `That file is a ${metadata.format.toUpperCase()} image: upload ${ACCEPTED_WORDS[kind]}.`;
  // The prebuilt libvips that sharp ships reads HEIF's AV1 flavour (AVIF) but has no HEVC
  // decoder (a patent-encumbered codec it leaves out), and an iPhone's HEIC is HEVC.
  if (metadata.format === "heif" && metadata.compression !== "av1")
    return "This HEIC photo cannot be read here. On the iPhone, share it as JPEG (or set Camera, Formats to Most Compatible) and upload that.";
  if (!metadata.width || !metadata.height) return "That photo has no size we can read: export it again as JPEG.";
  const pixels = metadata.width * metadata.height;
  if (pixels > UPLOAD_MAX_PIXELS)
    return `That photo is ${(pixels / 1_000_000).toFixed(0)} megapixels; the largest taken is ${MEGAPIXELS}. Export it at most 6000 pixels wide and upload it again.`;
  return null;
}

/** Turn an uploaded file into the site's photo (or logo mark) files, kept in the database and written to uploads/ once under the upload's hash; or why it is refused. */
export async function processUpload(bytes: Buffer, directory = uploadsDirectory, kind: UploadKind = "photo"): Promise<UploadedPhoto | PhotoRefusal> {
  const problem = await refusal(bytes, kind);
  if (problem) return { error: problem };
  // A mark's files differ from a photo's made of the same upload, so the kind is part of the name.
  const id = crypto
    .createHash("sha256")
    .update(kind === "mark" ? "mark:" : "")
    .update(bytes)
    .digest("hex")
    .slice(0, 16);
  let encoded: { photo: UploadedPhoto; files: PictureFile[] };
  try {
    encoded = await (kind === "mark" ? encodeMark : encode)(id, bytes);
  } catch {
    return { error: "That photo could not be read to the end (the file may be damaged): export it again as JPEG and upload that." };
  }
  db.insert(pictureFiles).values(encoded.files).onConflictDoNothing().run();
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  for (const file of encoded.files) writeOnce(directory, file.name, file.bytes);
  return encoded.photo;
}

type PictureFile = { name: string; bytes: Buffer };

/** Every width and format of a photo, made from one decode of it. */
async function encode(id: string, bytes: Buffer): Promise<{ photo: UploadedPhoto; files: PictureFile[] }> {
  // Upright by its EXIF orientation, in sRGB, at most the largest width: decoded once, kept
  // raw, and every width and format made from that.
  const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const widths = widthsFor(info.width);
  const files: PictureFile[] = [];
  for (const width of widths) {
    const scaled = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width });
    const [avif, webp, jpg] = await Promise.all([
      scaled().avif({ quality: 50, effort: 2 }).toBuffer(),
      scaled().webp({ quality: 72 }).toBuffer(),
      scaled().flatten({ background: "#ffffff" }).jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
    ]);
    files.push(
      { name: fileName(id, width, "avif"), bytes: avif },
      { name: fileName(id, width, "webp"), bytes: webp },
      { name: fileName(id, width, "jpg"), bytes: jpg },
    );
  }
  return { photo: { id, width: info.width, height: info.height, widths }, files };
}

/** A logo mark at twice the header's height (within twice as wide) and at the header's height, as PNG and WebP that keep its transparency; width and height are the larger's. */
async function encodeMark(id: string, bytes: Buffer): Promise<{ photo: UploadedPhoto; files: PictureFile[] }> {
  const double = MARK_HEIGHT * 2;
  const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" })
    .autoOrient()
    .toColourspace("srgb")
    .ensureAlpha()
    .resize({ width: double * MARK_MAX_ASPECT, height: double, fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sizes = [
    { width: Math.max(1, Math.round(info.width / 2)), height: Math.max(1, Math.round(info.height / 2)) },
    { width: info.width, height: info.height },
  ].filter((size, index, all) => index === 0 || size.width !== all[0]!.width);
  const files: PictureFile[] = [];
  for (const size of sizes) {
    const scaled = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize(size.width, size.height, { fit: "fill" });
    const [webp, png] = await Promise.all([scaled().webp({ lossless: true }).toBuffer(), scaled().png({ compressionLevel: 9 }).toBuffer()]);
    files.push({ name: fileName(id, size.width, "webp"), bytes: webp }, { name: fileName(id, size.width, "png"), bytes: png });
  }
  return { photo: { id, width: info.width, height: info.height, widths: sizes.map((size) => size.width) }, files };
}

/** Write a file once: a name is its content, so one already there is the same; written aside and renamed, never seen half-written. */
function writeOnce(directory: string, name: string, bytes: Buffer): void {
  const target = path.join(directory, name);
  if (fs.existsSync(target)) return;
  const partial = `${target}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, target);
}

/**
 * Make uploads/ and picture_files hold the same files, at start-up: a database restored from a
 * backup or a replica brings its photos back to disk, and photos uploaded before the database
 * kept them are taken into it. Returns how many files were written each way.
 */
export function settleUploadedFiles(directory = uploadsDirectory): { toDisk: number; toDatabase: number } {
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  const onDisk = new Set(fs.readdirSync(directory).filter((name) => PICTURE_FILE_NAME.test(name)));
  const inDatabase = new Set(
    db
      .select({ name: pictureFiles.name })
      .from(pictureFiles)
      .all()
      .map((file) => file.name),
  );
  let toDisk = 0;
  for (const name of inDatabase) {
    if (onDisk.has(name)) continue;
    const file = db.select({ bytes: pictureFiles.bytes }).from(pictureFiles).where(eq(pictureFiles.name, name)).get()!;
    writeOnce(directory, name, file.bytes);
    toDisk++;
  }
  const missing = [...onDisk].filter((name) => !inDatabase.has(name));
  if (missing.length > 0)
    db.insert(pictureFiles)
      .values(missing.map((name) => ({ name, bytes: fs.readFileSync(path.join(directory, name)) })))
      .onConflictDoNothing()
      .run();
  return { toDisk, toDatabase: missing.length };
}

/** Every file a photo (or a logo mark) was made into. */
export const photoFiles = (photo: UploadedPhoto, kind: UploadKind = "photo"): string[] =>
  photo.widths.flatMap((width) => (kind === "mark" ? MARK_FORMATS : PHOTO_FORMATS).map((format) => fileName(photo.id, width, format)));
