import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { LessonBody } from "~/components/members/LessonBody";
import { LESSON_LOAD_FAILED, requireBootcampBuyer } from "~/server/members/course-access.server";
import { bootcampLesson, lessonBody } from "~/server/members/courses.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { htmlOnlyPage } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: `${page?.lesson.title ?? "Lesson"} | Windshield Repair Bootcamp` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireBootcampBuyer(request);
  const found = bootcampLesson(params.moduleId ?? "", params.lessonId ?? "");
  if (!found) throw await redirectWithFlash(request, "/course-access", LESSON_LOAD_FAILED);
  const url = new URL(request.url);
  return {
    lesson: { title: found.lesson.title, number: found.number, module: found.module },
    path: url.pathname,
    body: lessonBody(found.lesson, url.searchParams.get("tab")),
  };
}

export default function CourseLesson() {
  const { lesson, body, path } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Bootcamp", to: "/course-access" }, { label: lesson.title }]} />
      <p className="mt-4 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800" data-testid="module-badge">
        {lesson.module.title}
      </p>
      <p className="mt-3 text-sm font-semibold text-slate-600">Lesson {lesson.number}</p>
      <h1 className="text-3xl font-extrabold text-slate-900">{lesson.title}</h1>
      <div className="mt-6">
        <LessonBody body={body} lessonUrl={path} />
      </div>
      <Link to="/course-access" className="mt-8 inline-block rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
        Back to Course
      </Link>
    </section>
  );
}
