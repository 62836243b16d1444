import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormAlert, submitButtonClass } from "~/components/accounts/AccountCard";
import { Breadcrumb } from "~/components/members/Breadcrumb";
import { NotFoundBoundary } from "~/components/ui/NotFoundBoundary";
import { whenInZone } from "~/lib/calendar-dates";
import { memberCourse } from "~/server/members/course-catalog.server";
import { lessonPath, lessonRefOf, nextModuleStart, quizPath } from "~/lib/curriculum";
import type { QuizQuestionForm } from "~/lib/quiz";
import { privatePageHeaders } from "~/lib/private-page";
import { htmlOnlyPage, pageTitle } from "~/lib/route-handle";
import { COURSE_COMPLETE, issueCertificateIfComplete } from "~/server/members/certificates.server";
import { env } from "~/server/platform/env.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { requireMember } from "~/server/members/member-access.server";
import { completedLessons } from "~/server/members/progress.server";
import { quizPage, submitQuiz } from "~/server/members/quizzes.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";

// A module's checkpoint quiz: a plain form, graded on the server. After a failed attempt the
// page shows the score and which questions were missed, with their lessons (never the right
// choices); it can be taken again, with questions drawn anew, after a wait. Once passed, the
// results show every answer and why.
export const handle = htmlOnlyPage;

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data ? pageTitle(matches, `${data.title}`) : pageTitle(matches, "Quiz Not Found") },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const shown = Number(new URL(request.url).searchParams.get("attempt"));
  const page = quizPage(user.id, completedLessons(user.id), params.moduleId ?? "", Number.isInteger(shown) && shown > 0 ? shown : null);
  if (!page) throw json("There is no quiz here.", { status: 404 });
  return {
    ...page,
    waitUntil: page.waitUntil ? whenInZone(page.waitUntil, env.HOST_TIMEZONE) : null,
    nextModule: nextModuleStart(memberCourse().modules, page.module.id),
  };
}

const MISSING = "Choose an answer";
const LOCKED = "This quiz opens once you complete the module's lessons.";

/** A refused post: a message for the form, one beside each unanswered question, and the answers already chosen. */
type QuizActionData = { formError: string; errors: Record<string, string>; chosen: Record<string, string> };
const refused = (data: QuizActionData, status: number) => json<QuizActionData>(data, { status });

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireMember(request);
  const moduleId = params.moduleId ?? "";
  const form = await readForm(request);
  const submission = submitQuiz(user.id, completedLessons(user.id), moduleId, form);
  switch (submission.outcome) {
    case "unknown":
      throw json("There is no quiz here.", { status: 404 });
    case "graded": {
      const result = `${quizPath(moduleId)}?attempt=${submission.attempt}#result`;
      const certificate = submission.passed ? await issueCertificateIfComplete(user.id) : null;
      return certificate ? redirectWithFlash(request, result, COURSE_COMPLETE, { status: 303 }) : redirect(result, 303);
    }
    case "incomplete": {
      // The answers given stay chosen; each missing one is named beside its question.
      const chosen = Object.fromEntries([...form.entries()].filter(([name, value]) => name.startsWith("question-") && typeof value === "string")) as Record<
        string,
        string
      >;
      const formError = `Answer every question: ${submission.missing.length} still ${submission.missing.length === 1 ? "needs" : "need"} an answer.`;
      return refused({ errors: Object.fromEntries(submission.missing.map((id) => [id, MISSING])), chosen, formError }, 400);
    }
    case "locked":
      return refused({ errors: {}, chosen: {}, formError: LOCKED }, 403);
    case "waiting":
      return refused({ errors: {}, chosen: {}, formError: `You can try again from ${whenInZone(submission.until, env.HOST_TIMEZONE)}.` }, 429);
    case "passed":
      return redirectWithFlash(request, quizPath(moduleId), { type: "success", title: "You have passed this quiz already" }, { status: 303 });
    case "stale":
      return redirectWithFlash(
        request,
        quizPath(moduleId),
        { type: "error", title: "That quiz was already submitted", description: "Here is the quiz as it stands now." },
        { status: 303 },
      );
  }
}

export default function QuizPage() {
  const page = useLoaderData<typeof loader>();
  const submitted = useActionData<QuizActionData>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb trail={[{ label: "Welcome", to: "/welcome" }, { label: "Course", to: "/dashboard" }, { label: page.title }]} />
      <p className="mt-4 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800">{page.module.title}</p>
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{page.title}</h1>
      <p className="mt-2 text-slate-700" data-testid="quiz-rule">
        {page.questionCount} questions. Answer {page.passMark}% correctly to pass and complete the module. Not passed? Review the lessons behind the questions
        you missed, then try again with new questions.
      </p>
      {page.passed && !page.result ? (
        <p className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-800" data-testid="quiz-passed">
          <span aria-hidden="true">✓ </span>You passed this quiz with {page.bestPercent}%.
        </p>
      ) : null}
      {page.result ? <QuizResult result={page.result} passMark={page.passMark} /> : null}
      {page.locked ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6" data-testid="quiz-locked">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <span aria-hidden="true" className="icon-lock" />
            {LOCKED}
          </p>
          <Link to="/dashboard" className="mt-3 inline-block font-semibold text-brand-700 underline">
            Back to the course
          </Link>
        </div>
      ) : page.passed ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {page.nextModule ? (
            <Link
              to={page.nextModule.path}
              className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              data-testid="next-module"
            >
              Next module: {page.nextModule.title}
            </Link>
          ) : null}
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            Back to the course
          </Link>
        </div>
      ) : page.waitUntil ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800" data-testid="quiz-wait">
          You can try again from {page.waitUntil}. Meanwhile, review the lessons behind the questions you missed.
        </p>
      ) : page.form ? (
        <Form method="post" className="mt-6 space-y-6" noValidate>
          {page.result ? <h2 className="text-xl font-bold text-slate-900">Try again</h2> : null}
          {submitted?.formError ? <FormAlert>{submitted.formError}</FormAlert> : null}
          <input type="hidden" name="attempt" value={page.form.attempt} />
          {page.form.questions.map((question) => (
            <QuestionFields
              key={`${page.form!.attempt}-${question.id}`}
              question={question}
              error={submitted?.errors[question.id]}
              chosen={submitted?.chosen[`question-${question.id}`]}
            />
          ))}
          <button type="submit" disabled={busy} className={submitButtonClass}>
            Submit Answers
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function QuestionFields({ question, error, chosen }: { question: QuizQuestionForm; error?: string; chosen?: string }) {
  const errorId = `question-${question.id}-error`;
  return (
    <fieldset
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      {/* Floated, the question sits inside the card like its other lines instead of on its top border. */}
      <legend className="float-left w-full font-semibold text-slate-900">
        {question.number}. {question.prompt}
      </legend>
      {error ? (
        <p id={errorId} className="clear-left pt-1 text-sm font-semibold text-red-800" data-testid={errorId}>
          {error}
        </p>
      ) : null}
      <div className="clear-left space-y-2 pt-3">
        {question.choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-3 rounded-md border border-slate-300 px-3 py-2">
            <input type="radio" name={`question-${question.id}`} value={choice.value} defaultChecked={chosen === choice.value} className="mt-1" />
            <span>{choice.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Result = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["result"]>;

function QuizResult({ result, passMark }: { result: Result; passMark: number }) {
  return (
    <section id="result" aria-labelledby="result-heading" className="mt-6" data-testid="quiz-result">
      <h2
        id="result-heading"
        className={`rounded-lg px-4 py-3 text-lg font-bold ${result.passed ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}
      >
        {result.passed ? "Passed" : "Not passed yet"}: {result.percent}% ({result.correct} of {result.questionCount} right; {passMark}% passes)
      </h2>
      {result.review ? <QuizReview questions={result.review} /> : <MissedQuestions missed={result.missed} />}
    </section>
  );
}

/** Before the pass: which questions were wrong and where they are taught, never what is right. */
function MissedQuestions({ missed }: { missed: Result["missed"] }) {
  if (missed.length === 0) return null;
  return (
    <>
      <p className="mt-4 text-slate-800">Review these lessons before your next try:</p>
      <ol className="mt-2 space-y-3">
        {missed.map((question) => (
          <li key={question.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="quiz-result-question">
            <p className="font-semibold text-slate-900">{question.prompt}</p>
            <p className="mt-1 font-semibold text-red-800">Not right.</p>
            <Link to={lessonPath(lessonRefOf(question.lesson))} className="mt-1 inline-block font-semibold text-brand-700 underline">
              Review the lesson
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}

/** After the pass: every question with the answer given, the right one and why. */
function QuizReview({ questions }: { questions: NonNullable<Result["review"]> }) {
  return (
    <ol className="mt-4 space-y-3">
      {questions.map((question) => (
        <li key={question.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="quiz-result-question">
          <p className="font-semibold text-slate-900">{question.prompt}</p>
          <p className={`mt-1 font-semibold ${question.correct ? "text-green-800" : "text-red-800"}`}>
            {question.correct ? "Right" : "Not right"}: you answered “{question.chosenText ?? "nothing"}”.
          </p>
          {question.correct ? null : <p className="mt-1 text-slate-800">The answer: {question.answerText}</p>}
          <p className="mt-1 text-slate-700">{question.explanation}</p>
          <Link to={lessonPath(lessonRefOf(question.lesson))} className="mt-1 inline-block font-semibold text-brand-700 underline">
            Review the lesson
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundBoundary title="Quiz Not Found" back={{ to: "/dashboard", label: "Back to the course" }}>
      This module has no checkpoint quiz.
    </NotFoundBoundary>
  );
}
