import { useContext } from "react";
import type { Picture } from "~/content/pictures";
import { LogoMark } from "~/components/ui/LogoMark";
import { PublishedPhotosContext } from "~/components/ui/published-photos";
import { uploadSrcSet, uploadUrl } from "~/lib/picture-urls";

/**
 * A picture slot: the owner's published photo when there is one, else the drawing made for
 * it. The width and height reserve the slot's space before the file arrives, and a photo of
 * another shape is cropped to fill it. A photo comes as AVIF, WebP or JPEG, whichever the
 * browser takes first, at the width `sizes` says the slot is drawn at (the slot's own width
 * unless the page says otherwise). Pictures load as the visitor scrolls to them; pass
 * `aboveFold` for one a phone shows without scrolling, so it is fetched at once.
 * `decorative` is for a picture whose subject the text beside it already names (a video's
 * poster inside its titled link). A logo mark's slot shows the mark, whole, in the middle.
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
  if (picture.mark)
    return (
      <span className={`flex items-center justify-center ${className}`}>
        <LogoMark decorative={decorative} />
      </span>
    );
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
