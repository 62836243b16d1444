import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPage } from "~/components/admin/AdminLayout";
import { Link, useLoaderData } from "@remix-run/react";
import { lessonPath, lessonRefOf } from "~/lib/curriculum";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, type RouteHandle, pageTitle } from "~/lib/route-handle";
import { requireAdmin } from "~/server/accounts/admin.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { questionPassRates } from "~/server/members/quizzes.server";
import { pageData } from "~/server/platform/page-data.server";

export const handle: RouteHandle = { ...htmlOnlyPage, ...adminPage };

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Quizzes") }];

// How students do on each checkpoint quiz, question by question: a question most get wrong
// points at a lesson (or a question) to improve.
export async function loader({ request }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  return pageData({ superAdmin, passMark: businessSetting("QUIZ_PASS_PERCENT"), quizzes: questionPassRates() });
}

export default function AdminQuizzes() {
  const { passMark, quizzes } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Checkpoint Quizzes</h1>
      <p className="mt-2 text-slate-700">Every submitted attempt counts. A quiz passes at {passMark}% (QUIZ_PASS_PERCENT).</p>
      {quizzes.map((quiz) => (
        <section
          key={quiz.moduleId}
          aria-labelledby={`quiz-${quiz.moduleId}`}
          data-testid={`quiz-rates-${quiz.moduleId}`}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id={`quiz-${quiz.moduleId}`} className="text-lg font-bold text-slate-900">
            {quiz.title}
          </h2>
          <p className="text-sm text-slate-700">
            {quiz.attempts} {quiz.attempts === 1 ? "attempt" : "attempts"}, {quiz.passed} passed
          </p>
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Right</th>
                <th scope="col">Lesson</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {quiz.questions.map((question) => (
                <tr key={question.id}>
                  <td className="py-1 pr-2">{question.prompt}</td>
                  <td className="py-1 pr-2 whitespace-nowrap">
                    {question.percent === null ? "—" : `${question.percent}% (${question.right}/${question.answered})`}
                  </td>
                  <td className="py-1">
                    <Link to={lessonPath(lessonRefOf(question.lesson))} className="font-semibold text-brand-700 underline">
                      Open
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
