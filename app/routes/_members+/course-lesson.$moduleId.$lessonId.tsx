import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { VideoFacade } from "~/components/ui/VideoFacade";
import { videoFromUrl } from "~/content/videos";
import { LESSON_LOAD_FAILED, requireBootcampBuyer } from "~/server/members/course-access.server";
import { loadBootcampLesson } from "~/server/members/courses.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { htmlOnlyPage } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: `${page?.lesson.title ?? "Lesson"} | Windshield Repair Bootcamp` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireBootcampBuyer(request);
  const lesson = loadBootcampLesson(params.moduleId ?? "", params.lessonId ?? "");
  if (!lesson) throw await redirectWithFlash(request, "/course-access", LESSON_LOAD_FAILED);
  const { videoUrl, ...shown } = lesson;
  return { lesson: { ...shown, video: videoUrl ? videoFromUrl(videoUrl, lesson.title) : null, videoLink: videoUrl } };
}

export default function CourseLesson() {
  const { lesson } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Bootcamp", to: "/course-access" }, { label: lesson.title }]} />
      <p className="mt-4 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800" data-testid="module-badge">
        {lesson.module.title}
      </p>
      <p className="mt-3 text-sm font-semibold text-slate-600">Lesson {lesson.number}</p>
      <h1 className="text-3xl font-extrabold text-slate-900">{lesson.title}</h1>
      {lesson.video ? (
        <VideoFacade video={lesson.video} className="mt-6" />
      ) : lesson.videoLink ? (
        <a href={lesson.videoLink} target="_blank" rel="noopener noreferrer" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Watch the lesson video
        </a>
      ) : null}
      {lesson.html ? (
        // Sanitised through an allow-list on the server (courses.server.ts): no script, handler or style survives.
        <div
          className="lesson-text mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm"
          dangerouslySetInnerHTML={{ __html: lesson.html }}
        />
      ) : null}
      <Link to="/course-access" className="mt-8 inline-block rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
        Back to Course
      </Link>
    </section>
  );
}
