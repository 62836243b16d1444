import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { PaymentResult } from "~/components/sales/PaymentResult";
import { FlashNotice } from "~/components/ui/Toasts";
import { currentUser } from "~/server/accounts/auth.server";
import { ACCESS_DENIED, requireCourseMember } from "~/server/members/course-access.server";
import { bootcampOutline } from "~/server/members/courses.server";
import { hasBootcampAccess } from "~/server/members/member-access.server";
import { paymentOutcome } from "~/server/sales/purchases.server";
import { pageWords } from "~/server/platform/site-texts.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle: RouteHandle = { hydrate: "the new account's password is shown once in a toast" };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Windshield Repair Bootcamp") }];

// Back from checkout (?session_id=) the payment is verified first, even before sign-in;
// then, in this order: signed in, bought the bootcamp, the course.
export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const payment = sessionId ? await paymentOutcome(sessionId) : null;
  const words = pageWords("page.course-access");
  const paymentWords = pageWords("page.payment-result");
  if (payment && !(await currentUser(request))) return { payment, signedIn: false, access: null, words, paymentWords };
  const user = await requireCourseMember(request);
  if (!hasBootcampAccess(user.id))
    return { payment, signedIn: true, access: { granted: false as const, notice: { ...ACCESS_DENIED, id: "access-denied" } }, words, paymentWords };
  return { payment, signedIn: true, access: { granted: true as const, course: bootcampOutline() }, words, paymentWords };
}

export default function CourseAccess() {
  const { payment, signedIn, access, words, paymentWords } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Bootcamp" }]} />
      {/* Back from checkout and not signed in, the payment's answer is the whole page: it gets the page's heading. */}
      {payment && !access ? <h1 className="mt-6 text-3xl font-extrabold text-slate-900">{payment.success ? words.paidHeading : words.orderHeading}</h1> : null}
      {payment ? (
        <div className="mt-6">
          <PaymentResult outcome={payment} signedIn={signedIn} words={paymentWords} />
        </div>
      ) : null}
      {access && !access.granted ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <FlashNotice flash={access.notice} />
          <h1 className="text-2xl font-extrabold text-slate-900">{words.requiredHeading}</h1>
          <p className="mt-2 text-slate-700">{words.requiredText}</p>
          <Link to="/bootcamp" className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {words.requiredButton}
          </Link>
        </div>
      ) : null}
      {access?.granted ? <CourseOutline course={access.course} /> : null}
    </section>
  );
}

const courseLessonPath = (moduleId: string, lessonId: string) => `/course-lesson/${moduleId}/${lessonId}`;

function CourseOutline({ course }: { course: ReturnType<typeof bootcampOutline> | null }) {
  if (!course) {
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        Failed to load course content.
      </p>
    );
  }
  return (
    <div className="mt-6">
      <h1 className="text-3xl font-extrabold text-slate-900">{course.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{course.description}</p>
      <ol className="mt-8 space-y-6">
        {course.modules.map((module, moduleIndex) => (
          <li key={module.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-xl font-bold text-slate-900">
              Module {moduleIndex + 1}: {module.title}
            </h2>
            {module.description ? <p className="mt-1 text-slate-700">{module.description}</p> : null}
            <ol className="mt-4 divide-y divide-slate-100">
              {module.lessons.map((lesson) => (
                <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-semibold text-slate-900">{lesson.title}</p>
                    <p className="text-sm text-slate-600">{lesson.kind === "video" ? "Video Lesson" : "Text Lesson"}</p>
                  </div>
                  <Link
                    to={courseLessonPath(module.id, lesson.id)}
                    aria-label={`Start Lesson: ${lesson.title}`}
                    className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    Start Lesson
                  </Link>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
