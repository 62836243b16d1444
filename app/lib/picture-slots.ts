import * as z from "zod/v4-mini";
import { requiredText } from "~/lib/field-rules";

// A picture slot's owner-editable value: the uploaded photo it shows (or none: the drawing)
// and the photo's alt text. One schema for the studio's form, the server's save and publish,
// and every load of the published slots.

/** The largest upload taken, and the largest photo in pixels (a 48-megapixel phone photo fits). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** What the file input offers; the server judges the file by its content, never by this or the name. */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.heic,.heif";
/** What the file input offers for a logo mark (SVG is refused: it can carry scripts). */
export const MARK_ACCEPT = "image/png,image/webp,image/jpeg";
export const ALT_MAX_LENGTH = 250;

/** An uploaded photo (UploadedPhoto): its id (from the upload's SHA-256) and the widths made of it; width and height are the largest's. */
const uploadedPhotoSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  widths: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)),
});
export type { PublishedPhotos, UploadedPhoto } from "~/lib/picture-urls";

const altText = requiredText(
  "Describe the photo for people who cannot see it (alt text)",
  ALT_MAX_LENGTH,
  `Keep the description under ${ALT_MAX_LENGTH} characters`,
);

/** A slot's value: a photo with its description, or no photo (the drawing shows, with its own description). */
export const pictureSlotSchema = z.union([z.object({ photo: uploadedPhotoSchema, alt: altText }), z.object({ photo: z.null(), alt: z.literal("") })]);
export type PictureSlotValue = z.infer<typeof pictureSlotSchema>;

/** The studio's form for one slot: the alt text and the version the form was opened at (the photo is the file posted beside them). */
export const PICTURE_FORM_FIELDS = ["alt", "version"] as const;
export const pictureFormSchema = z.object({
  alt: altText,
  version: z.pipe(z.string().check(z.regex(/^\d+$/, "Reload the page and try again")), z.transform(Number)),
});
