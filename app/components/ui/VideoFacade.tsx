import { useState } from "react";
import { PictureImage } from "~/components/ui/PictureImage";
import { pictures } from "~/content/pictures";
import { embedUrl, watchUrl, type Video } from "~/content/videos";

/**
 * A poster with a play button. No third-party request is made until the visitor clicks:
 * with JavaScript the player's iframe replaces the poster; without it the poster is a
 * plain link to the video on its host. The poster's picture is decorative: the link is
 * named by the video's title.
 */
export function VideoFacade({ video, aboveFold = false, className = "" }: { video: Video; aboveFold?: boolean; className?: string }) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <div className={`relative aspect-video overflow-hidden rounded-xl bg-black ${className}`}>
        <iframe
          src={embedUrl(video)}
          title={video.title}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <a
      href={watchUrl(video)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="video-facade"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className={`group relative flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-brand-900 text-white ${className}`}
    >
      <PictureImage picture={video.poster ?? pictures.windshieldChip} aboveFold={aboveFold} decorative className="absolute inset-0 h-full w-full" />
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-slate-900/75 via-slate-900/0 via-30% to-slate-900/25" />
      <span className="sr-only">Play video: </span>
      <span className="absolute left-4 right-4 top-4 text-left text-sm font-semibold leading-snug drop-shadow sm:text-base">{video.title}</span>
      <span
        aria-hidden="true"
        className="relative flex h-16 w-16 items-center justify-center rounded-full bg-accent-500 text-slate-900 shadow-lg ring-4 ring-white/30 transition group-hover:scale-105"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
      {video.duration ? <span className="absolute bottom-3 right-3 rounded bg-black/70 px-2 py-0.5 text-xs">{video.duration}</span> : null}
    </a>
  );
}
