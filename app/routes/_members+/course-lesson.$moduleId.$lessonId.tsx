import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { LessonBody } from "~/components/members/LessonBody";
import { LessonHeading } from "~/components/members/LessonHeading";
import { LESSON_LOAD_FAILED, requireBootcampBuyer } from "~/server/members/course-access.server";
import { bootcampLesson, lessonBody } from "~/server/members/courses.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { htmlOnlyPage } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";
import { pageData } from "~/server/platform/page-data.server";

export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: `${page?.lesson.title ?? "Lesson"} | Windshield Repair Bootcamp` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireBootcampBuyer(request);
  const found = bootcampLesson(params.moduleId ?? "", params.lessonId ?? "");
  if (!found) throw await redirectWithFlash(request, "/course-access", LESSON_LOAD_FAILED);
  const url = new URL(request.url);
  return pageData({
    lesson: { title: found.lesson.title, description: found.lesson.description, duration: found.lesson.duration, number: found.number, module: found.module },
    path: url.pathname,
    body: lessonBody(found.lesson, url.searchParams.get("tab")),
  });
}

export default function CourseLesson() {
  const { lesson, body, path } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Bootcamp", to: "/course-access" }, { label: lesson.title }]} />
      <div className="mt-4">
        <LessonHeading module={lesson.module.title} title={lesson.title} description={lesson.description} number={lesson.number} duration={lesson.duration} />
      </div>
      <div className="mt-6">
        <LessonBody body={body} lessonUrl={path} />
      </div>
      <Link to="/course-access" className="mt-8 inline-block rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
        Back to Course
      </Link>
    </section>
  );
}
