// Where an uploaded photo's files are served, for every page that shows one: kept apart from
// the slot's schema so that pages load no zod for a picture.

/** An uploaded photo: its id (from the upload's SHA-256) and the widths made of it; width and height are the largest's. */
export type UploadedPhoto = { id: string; width: number; height: number; widths: number[] };

/** The published photo of each slot that has one, by slot key: what every page renders from. */
export type PublishedPhotos = Record<string, { photo: UploadedPhoto; alt: string }>;

/** Where an uploaded photo's file of one width and format is served. */
export const uploadUrl = (id: string, width: number, format: "avif" | "webp" | "jpg" | "png") => `/uploads/${id}-${width}w.${format}`;

/** The srcset of a photo in one format. */
export const uploadSrcSet = (photo: UploadedPhoto, format: "avif" | "webp" | "jpg") =>
  photo.widths.map((width) => `${uploadUrl(photo.id, width, format)} ${width}w`).join(", ");

/** The height of the logo mark in the header, in CSS pixels; an uploaded mark's files are this height and twice it. */
export const MARK_HEIGHT = 28;

/** The logo mark's slot (content/pictures' logo), named here so the header needs none of the other slots. */
export const LOGO_SLOT = "logo";

/** The srcset of a logo mark in one format: its two files, for screens of one and two device pixels per CSS pixel. */
export const markSrcSet = (mark: UploadedPhoto, format: "webp" | "png") =>
  mark.widths.map((width, index) => `${uploadUrl(mark.id, width, format)} ${index + 1}x`).join(", ");
