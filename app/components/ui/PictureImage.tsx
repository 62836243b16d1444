import { createContext, useContext } from "react";
import type { Picture } from "~/content/pictures";
import { uploadSrcSet, uploadUrl, type PublishedPhotos } from "~/lib/picture-urls";

/** The published photos, given by the root from its loader data; without it, every slot shows its drawing. */
export const PublishedPhotosContext = createContext<PublishedPhotos>({});

/**
 * A picture slot: the owner's published photo when there is one, else the drawing made for
 * it. The width and height reserve the slot's space before the file arrives, and a photo of
 * another shape is cropped to fill it. A photo comes as AVIF, WebP or JPEG, whichever the
 * browser takes first, at the width `sizes` says the slot is drawn at (the slot's own width
 * unless the page says otherwise). Pictures load as the visitor scrolls to them; pass
 * `aboveFold` for one a phone shows without scrolling, so it is fetched at once.
 * `decorative` is for a picture whose subject the text beside it already names (a video's
 * poster inside its titled link).
 */
export function PictureImage({
  picture,
  aboveFold = false,
  decorative = false,
  sizes,
  className = "",
}: {
  picture: Picture;
  aboveFold?: boolean;
  decorative?: boolean;
  sizes?: string;
  className?: string;
}) {
  const published = useContext(PublishedPhotosContext)[picture.slot];
  const image = {
    width: picture.width,
    height: picture.height,
    loading: aboveFold ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    className: `object-cover ${className}`,
  };
  if (!published) return <img src={picture.drawing} alt={decorative ? "" : picture.alt} {...image} />;
  const { photo, alt } = published;
  const slotSizes = sizes ?? `(min-width: ${picture.width}px) ${picture.width}px, 100vw`;
  return (
    <picture>
      <source type="image/avif" srcSet={uploadSrcSet(photo, "avif")} sizes={slotSizes} />
      <source type="image/webp" srcSet={uploadSrcSet(photo, "webp")} sizes={slotSizes} />
      <img src={uploadUrl(photo.id, photo.widths[0], "jpg")} srcSet={uploadSrcSet(photo, "jpg")} sizes={slotSizes} alt={decorative ? "" : alt} {...image} />
    </picture>
  );
}
