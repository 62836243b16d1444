import { useContext } from "react";
import { PublishedPhotosContext } from "~/components/ui/published-photos";
import { LOGO_SLOT, MARK_HEIGHT, markSrcSet, uploadUrl } from "~/lib/picture-urls";

// Its own module, apart from the picture slots' registry (content/pictures): the header shows it on every page.

/**
 * The logo mark: the owner's published one (WebP, or PNG for a browser without it, both with
 * their transparency, sharp on screens of two device pixels per CSS pixel), else the mark drawn
 * for this site. Its width and height reserve its space before the file arrives.
 */
export function LogoMark({ decorative = false }: { decorative?: boolean }) {
  const published = useContext(PublishedPhotosContext)[LOGO_SLOT];
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
