import type { ReactNode } from "react";
import { VideoFacade } from "~/components/ui/VideoFacade";
import type { Video } from "~/content/videos";
import { TabLinks } from "~/components/members/TabLinks";

type Body = {
  /** A video lesson's video (null while it is being made); null on a text lesson. */
  video: { video: Video | null } | null;
  tabs: { id: string; label: string }[];
  tab: { id: string; html: string } | null;
  isLastTab: boolean;
  /** The video's captions as paragraphs, each with the second it starts at. */
  transcript: { start: number; speaker: string | null; text: string }[] | null;
};

const clock = (seconds: number) => {
  const whole = Math.floor(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return `${hours ? `${hours}:${String(minutes).padStart(2, "0")}` : minutes}:${String(rest).padStart(2, "0")}`;
};

/**
 * A lesson of either course: its player (or a clear notice while its video is being made),
 * then its text, in tabs when it has several parts. The completion form (children) sits under
 * the video, or on a text lesson's last tab.
 */
export function LessonBody({ body, lessonUrl, children }: { body: Body; lessonUrl: string; children?: ReactNode }) {
  return (
    <>
      {body.video ? (
        body.video.video ? (
          <VideoFacade video={body.video.video} />
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center rounded-xl bg-slate-100 p-6 text-center" data-testid="video-coming-soon">
            <p className="text-lg font-bold text-slate-900">Video coming soon</p>
            <p className="mt-1 text-slate-700">We are filming this lesson. The notes above cover what it teaches.</p>
          </div>
        )
      ) : null}
      {body.transcript ? (
        <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="lesson-transcript">
          <summary className="cursor-pointer font-semibold text-slate-900">Transcript</summary>
          <div className="mt-3 space-y-3 text-slate-800">
            {body.transcript.map((paragraph) => (
              <p key={paragraph.start}>
                <span className="mr-2 font-mono text-sm text-slate-600">{clock(paragraph.start)}</span>
                {paragraph.speaker ? <strong>{paragraph.speaker}: </strong> : null}
                {paragraph.text}
              </p>
            ))}
          </div>
        </details>
      ) : null}
      {body.video ? children : null}
      {body.tabs.length > 1 && body.tab ? (
        <TabLinks id="lesson-sections" tabs={body.tabs} current={body.tab.id} label="Lesson sections" hrefFor={(id) => `${lessonUrl}?tab=${id}`} />
      ) : null}
      {body.tab ? (
        // Rendered from Markdown on the server and passed through the lesson allow-list (courses.server.ts).
        <div className="lesson-text mt-6 max-w-none text-slate-800" dangerouslySetInnerHTML={{ __html: body.tab.html }} />
      ) : null}
      {!body.video && body.isLastTab ? children : null}
    </>
  );
}
