import { createContext, useContext } from "react";
import { pictures, type Picture } from "~/content/pictures";
import { MARK_HEIGHT, markSrcSet, uploadSrcSet, uploadUrl, type PublishedPhotos } from "~/lib/picture-urls";

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

/**
 * The logo mark: the owner's published one (WebP, or PNG for a browser without it, both with
 * their transparency, sharp on screens of two device pixels per CSS pixel), else the mark drawn
 * for this site. Its width and height reserve its space before the file arrives.
 */
export function LogoMark({ decorative = false }: { decorative?: boolean }) {
  const published = useContext(PublishedPhotosContext)[pictures.logo.slot];
  if (!published)
    return (
      <svg aria-hidden="true" width={MARK_HEIGHT} height={MARK_HEIGHT} viewBox="0 0 32 32" className="shrink-0">
        <path d="M4 24 C8 8, 24 8, 28 24 Z" fill="#1e40af" />
        <path d="M16 13 l2 4 -2 2 2 3" stroke="#fbbf24" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
    );
  const { photo: mark, alt } = published;
  // The larger file is twice the header's size: the mark is drawn at the smaller's.
  const width = mark.widths[0]!;
  const height = Math.round(mark.height / 2);
  return (
    <picture className="shrink-0">
      <source type="image/webp" srcSet={markSrcSet(mark, "webp")} />
      <img
        src={uploadUrl(mark.id, mark.widths[0]!, "png")}
        srcSet={markSrcSet(mark, "png")}
        width={width}
        height={height}
        alt={decorative ? "" : alt}
        // On a phone a wide mark is held square, so the business's name and the menu still fit beside it.
        className="block h-auto max-w-7 sm:max-w-none"
      />
    </picture>
  );
}
