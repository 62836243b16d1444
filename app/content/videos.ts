// Every embedded video on the site. The webinar's and the free training's addresses are the
// owner's, set in the studio (/admin/site/videos); these are their first values. The others
// are replaced here with the business's own uploads;
// the pages never load a player until a visitor clicks (see components/ui/VideoFacade).
import { pictures, type Picture } from "~/content/pictures";

export type Video = {
  provider: "youtube" | "vimeo";
  id: string;
  title: string;
  /** Shown on the poster, e.g. "12:40". */
  duration?: string;
  /** The still shown until the visitor presses play; a course lesson's video shows the windshield. */
  poster?: Picture;
};

export function embedUrl(video: Video): string {
  return video.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;
}

export function watchUrl(video: Video): string {
  return video.provider === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}

export const videos = {
  landingHero: {
    provider: "youtube",
    id: "8RzB2nQm1Xo",
    title: "How a 15-minute chip repair turns into a business",
    duration: "6:12",
    poster: pictures.windshieldChip,
  },
  freeTraining: {
    provider: "vimeo",
    id: "912845531",
    title: "Free training: a living from repairing windshield chips",
    duration: "18:47",
    poster: pictures.repairSteps,
  },
  webinar: {
    provider: "vimeo",
    id: "912846702",
    title: "Live webinar: start your mobile windshield repair business",
    duration: "52:10",
    poster: pictures.repairSteps,
  },
  bootcampLetter: {
    provider: "vimeo",
    id: "912847118",
    title: "A video letter about the Windshield Repair Bootcamp",
    duration: "9:05",
    poster: pictures.founderVideo,
  },
  callPreparation: { provider: "vimeo", id: "912847560", title: "Watch this before your strategy call", duration: "7:30", poster: pictures.founderVideo },
} satisfies Record<string, Video>;

/** A stored video address (a course lesson's video_url) as a Video, or null if it is not on a known host. */
export function videoFromUrl(address: string, title: string): Video | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, "");
  const vimeo = host.endsWith("vimeo.com") ? url.pathname.match(/(\d{6,})/) : null;
  if (vimeo) return { provider: "vimeo", id: vimeo[1], title };
  const youtube =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host.endsWith("youtube.com") || host.endsWith("youtube-nocookie.com")
        ? (url.searchParams.get("v") ?? url.pathname.match(/\/embed\/([\w-]+)/)?.[1])
        : null;
  return youtube && /^[\w-]{6,}$/.test(youtube) ? { provider: "youtube", id: youtube, title } : null;
}
