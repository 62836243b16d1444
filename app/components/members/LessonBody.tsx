import type { ReactNode } from "react";
import { VideoFacade } from "~/components/ui/VideoFacade";
import type { Video } from "~/content/videos";
import { TabLinks } from "~/components/members/TabLinks";

type Body =
  { kind: "video"; video: Video | null } | { kind: "text"; tabs: { id: string; label: string }[]; tab: { id: string; html: string }; isLastTab: boolean };

/**
 * A video lesson's player (or a clear notice while its video is being made), or a text
 * lesson's tabs. The completion form (children) sits under the video, or on a text lesson's
 * last tab (Launch).
 */
export function LessonBody({ body, lessonUrl, children }: { body: Body; lessonUrl: string; children: ReactNode }) {
  if (body.kind === "video") {
    return (
      <>
        {body.video ? (
          <VideoFacade video={body.video} />
        ) : (
          <div className="flex aspect-video flex-col items-center justify-center rounded-xl bg-slate-100 p-6 text-center" data-testid="video-coming-soon">
            <p className="text-lg font-bold text-slate-900">Video coming soon</p>
            <p className="mt-1 text-slate-700">We are filming this lesson. The notes above cover what it teaches.</p>
          </div>
        )}
        {children}
      </>
    );
  }
  return (
    <>
      <TabLinks id="lesson-sections" tabs={body.tabs} current={body.tab.id} label="Lesson sections" hrefFor={(id) => `${lessonUrl}?tab=${id}`} />
      {/* Our own course text, rendered from Markdown on the server (HTML in it is escaped). */}
      <div className="lesson-text mt-6 max-w-none text-slate-800" dangerouslySetInnerHTML={{ __html: body.tab.html }} />
      {body.isLastTab ? children : null}
    </>
  );
}
