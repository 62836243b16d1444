import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { LessonBody } from "~/components/members/LessonBody";
import { studioLessonPath, studioPreviewPath } from "~/lib/admin-paths";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { requireAdmin } from "~/server/accounts/admin.server";
import { studioLesson } from "~/server/members/course-studio.server";
import { lessonBody } from "~/server/members/courses.server";

export const handle: RouteHandle = { ...adminPage, hydrate: "The video opens in place" };

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `Preview: ${data?.lesson.title ?? "Lesson"} | Admin`) }];

// The member's lesson page as the drafts make it, for staff only.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const ref = { courseId: params.courseId ?? "", moduleId: params.moduleId ?? "", lessonId: params.lessonId ?? "" };
  const { module, lesson, number } = studioLesson(ref.courseId, ref.moduleId, ref.lessonId);
  return {
    superAdmin,
    ref,
    module,
    number,
    lesson: { title: lesson.title, description: lesson.description, duration: lesson.duration, status: lesson.status },
    body: lessonBody(lesson, new URL(request.url).searchParams.get("tab")),
  };
}

export default function StudioLessonPreview() {
  const { ref, module, number, lesson, body } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p role="note" className="rounded-lg border-2 border-amber-400 bg-amber-50 px-4 py-3 font-bold text-amber-950" data-testid="preview-banner">
        Preview — members do not see this yet. This is the draft{lesson.status === "live" ? "" : ` (status: ${lesson.status})`}; publish its module to show it.{" "}
        <Link to={studioLessonPath(ref.courseId, ref.moduleId, ref.lessonId)} className="underline">
          Back to the editor
        </Link>
      </p>
      <article className="mt-6 lg:max-w-[66%]">
        <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800">{module.title}</p>
        <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{lesson.title}</h1>
        <p className="mt-2 text-slate-700">{lesson.description}</p>
        <p className="mt-1 text-sm text-slate-600">
          Lesson {number} · {lesson.duration === "TBD" ? "Length to be announced" : lesson.duration}
        </p>
        <div className="mt-6">
          <LessonBody body={body} lessonUrl={studioPreviewPath(ref.courseId, ref.moduleId, ref.lessonId)} />
        </div>
      </article>
    </div>
  );
}
