import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { CompleteLessonForm } from "~/components/members/CompleteLessonForm";
import { LessonBody } from "~/components/members/LessonBody";
import { LessonHeading } from "~/components/members/LessonHeading";
import { LessonNavigation } from "~/components/members/LessonNavigation";
import { ProgressBar } from "~/components/members/ProgressBar";
import { NotFoundBoundary } from "~/components/ui/NotFoundBoundary";
import { notify } from "~/components/ui/Toasts";
import { longDateLabel } from "~/lib/calendar-dates";
import { lessonPath } from "~/lib/curriculum";
import { requireMember } from "~/server/members/member-access.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { lessonBody } from "~/server/members/courses.server";
import { COURSE_COMPLETE, issueCertificateIfComplete } from "~/server/members/certificates.server";
import { completeLesson, lessonView, recordLessonOpened } from "~/server/members/progress.server";
import { requireSameOrigin } from "~/server/platform/request.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";
import { pageData } from "~/server/platform/page-data.server";

export const handle: RouteHandle = { hydrate: "Mark Lesson Complete saves in place; the video opens in place" };

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  { title: page ? pageTitle(matches, `${page.lesson.title}`) : pageTitle(matches, "Lesson Not Found") },
];

const SAVE_FAILED = "Failed to save your progress. Please try again.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const ref = { moduleId: params.moduleId ?? "", lessonId: params.lessonId ?? "" };
  const view = lessonView(user.id, ref, user.release);
  if (!view) throw json("The requested lesson could not be found.", { status: 404 });
  if (!view.unlockedBy && !view.opensOn) recordLessonOpened(user.id, ref);
  const { lesson, ...rest } = view;
  return pageData({
    ...rest,
    ref,
    lesson: { title: lesson.title, description: lesson.description, duration: lesson.duration },
    body: lessonBody(lesson, new URL(request.url).searchParams.get("tab")),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireMember(request);
  const ref = { moduleId: params.moduleId ?? "", lessonId: params.lessonId ?? "" };
  let outcome;
  try {
    outcome = completeLesson(user.id, ref, user.release);
  } catch (error) {
    console.error("[progress] could not save a lesson completion", error);
    return json({ error: SAVE_FAILED }, { status: 500 });
  }
  if (outcome === "unknown") throw json("The requested lesson could not be found.", { status: 404 });
  if (outcome === "locked")
    return json({ error: "This lesson is not open yet: it opens once you complete the one before it, or on its module's opening day." }, { status: 403 });
  const tab = new URL(request.url).searchParams.get("tab");
  const certificate = await issueCertificateIfComplete(user.id);
  return redirectWithFlash(
    request,
    `${lessonPath(ref)}${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`,
    certificate ? COURSE_COMPLETE : { type: "success", title: "Lesson Completed!", description: "Great job! Your progress has been saved." },
  );
}

export default function LessonPage() {
  const page = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  useEffect(() => {
    if (error) notify({ type: "error", title: "Error", description: error });
  }, [error]);
  // A plain box, not a <section>: the lesson itself is the <article> that carries the page's heading.
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Course", to: "/dashboard" }, { label: page.lesson.title }]} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <article>
          <LessonHeading
            module={page.module.title}
            title={page.lesson.title}
            description={page.lesson.description}
            number={page.number}
            duration={page.lesson.duration}
          />
          {error ? (
            <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              {error}
            </p>
          ) : null}
          <div className="mt-6">
            {page.opensOn ? (
              <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6" data-testid="module-closed">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <span aria-hidden="true" className="icon-lock" />
                  This module opens on {longDateLabel(page.opensOn)}.
                </p>
              </div>
            ) : page.unlockedBy ? (
              <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6" data-testid="lesson-locked">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <span aria-hidden="true" className="icon-lock" />
                  This lesson opens once you complete the one before it.
                </p>
                <Link to={lessonPath(page.unlockedBy)} className="mt-3 inline-block font-semibold text-brand-700 underline">
                  Go to {page.unlockedBy.title}
                </Link>
              </div>
            ) : (
              <LessonBody body={page.body} lessonUrl={lessonPath(page.ref)}>
                <CompleteLessonForm completed={page.completed} />
              </LessonBody>
            )}
          </div>
          <LessonNavigation previous={page.previous} next={page.next} />
        </article>
        <aside className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:self-start">
          <h2 className="text-lg font-bold text-slate-900">Your progress</h2>
          <ProgressBar label="Module Progress" progress={page.moduleProgress} />
          <ProgressBar label="Overall Progress" progress={page.overallProgress} />
          {page.quiz ? (
            <p className="rounded-lg border border-slate-200 px-3 py-2 text-sm" data-testid="module-quiz">
              {page.quiz.status === "passed" ? (
                <>
                  <span aria-hidden="true">✓ </span>Module quiz passed: {page.quiz.title}
                </>
              ) : page.quiz.status === "open" ? (
                <Link to={page.quiz.to} className="font-semibold text-brand-700 underline">
                  Take the module quiz: {page.quiz.title}
                </Link>
              ) : (
                <>The module ends with a quiz: {page.quiz.title}. It opens once the lessons are complete.</>
              )}
            </p>
          ) : null}
          {page.completed ? (
            <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
              <span aria-hidden="true">✓ </span>Lesson Completed
            </p>
          ) : null}
          <Link to="/dashboard" className="block text-center font-semibold text-brand-700 underline">
            Back to Course Overview
          </Link>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary title="Lesson Not Found" back={{ to: "/dashboard", label: "Back to Dashboard" }}>
      The requested lesson could not be found.
    </NotFoundBoundary>
  );
}
