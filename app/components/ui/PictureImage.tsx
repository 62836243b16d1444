import type { Picture } from "~/content/pictures";

/**
 * A picture slot: the owner's photo when one is set, else the drawing made for it. The
 * width and height reserve the slot's space before the file arrives, and a photo of another
 * shape is cropped to fill it. Pictures load as the visitor scrolls to them; pass
 * `aboveFold` for one a phone shows without scrolling, so it is fetched at once.
 * `decorative` is for a picture whose subject the text beside it already names (a video's
 * poster inside its titled link).
 */
export function PictureImage({
  picture,
  aboveFold = false,
  decorative = false,
  className = "",
}: {
  picture: Picture;
  aboveFold?: boolean;
  decorative?: boolean;
  className?: string;
}) {
  return (
    <img
      src={picture.src ?? picture.drawing}
      alt={decorative ? "" : picture.alt}
      width={picture.width}
      height={picture.height}
      loading={aboveFold ? "eager" : "lazy"}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
