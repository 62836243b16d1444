import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { adminPage } from "~/components/admin/AdminLayout";
import { ChoiceRows } from "~/components/admin/studio/ChoiceRows";
import { FormMessage, StaleNotice, studioButton, studioCard, StudioPage, TextAreaField } from "~/components/admin/studio/StudioParts";
import { FormField } from "~/components/ui/FormField";
import { FormSelect } from "~/components/ui/FormSelect";
import { STUDIO_PATH, studioCoursePath } from "~/lib/admin-paths";
import { CHOICE_ROWS, errorsByPath, MAX_CHOICES, quizFormSchema, quizFormValues, type QuizFormValues } from "~/lib/course-studio-forms";
import { privatePageHeaders } from "~/lib/private-page";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { formatAdminDate, requireAdmin } from "~/server/accounts/admin.server";
import { saveQuizDraft, studioQuiz } from "~/server/members/course-studio.server";
import { questionPassRates } from "~/server/members/quizzes.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { readForm, requireSameOrigin } from "~/server/platform/request.server";

export const handle: RouteHandle = { ...adminPage, hydrate: "Choices are added and removed in place" };

export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: pageTitle(matches, `${data?.quiz.title ?? "Quiz"} | Courses | Admin`) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { superAdmin } = await requireAdmin(request);
  const [courseId, moduleId] = [params.courseId ?? "", params.moduleId ?? ""];
  const { courseTitle, quiz, state, lessons } = studioQuiz(courseId, moduleId);
  const rates = questionPassRates().find((candidate) => candidate.moduleId === moduleId);
  return {
    superAdmin,
    courseId,
    courseTitle,
    quiz,
    version: state.version,
    lessons,
    passRates: Object.fromEntries((rates?.questions ?? []).map((question) => [question.id, { percent: question.percent, answered: question.answered }])),
  };
}

type Answer = { values: QuizFormValues; errors: Record<string, string>; stale?: { by: string; at: string | null } };

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { user } = await requireAdmin(request);
  const [courseId, moduleId] = [params.courseId ?? "", params.moduleId ?? ""];
  studioQuiz(courseId, moduleId);
  const values = quizFormValues(await readForm(request), moduleId);
  const parsed = quizFormSchema.safeParse(values);
  if (!parsed.success) return json<Answer>({ values, errors: errorsByPath(parsed.error.issues) }, { status: 400 });
  const outcome = saveQuizDraft(courseId, parsed.data.quiz, parsed.data.version, user);
  if ("stale" in outcome) return json<Answer>({ values, errors: {}, stale: { by: outcome.by, at: formatAdminDate(outcome.at) } }, { status: 409 });
  return redirectWithFlash(request, new URL(request.url).pathname, {
    type: "success",
    title: `Saved ${parsed.data.quiz.title}`,
    description: "A draft: publish the quiz to use it in members' next attempts.",
  });
}

const BLANK_QUESTION = { id: "", prompt: "", choices: [], answer: "", explanation: "", lesson: "", status: "live" };
const STATUS_OPTIONS = [
  { value: "live", label: "In use: attempts may ask it" },
  { value: "archived", label: "Archived: no longer asked" },
];

export default function StudioQuiz() {
  const { courseId, courseTitle, quiz, version, lessons, passRates } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values: QuizFormValues = answer?.values ?? { version: String(version), quiz: { ...quiz, ask: String(quiz.ask) } };
  const errors = answer?.errors ?? {};
  const questions = [...values.quiz.questions, BLANK_QUESTION];
  const errorCount = Object.keys(errors).length;
  return (
    <StudioPage
      title={`Quiz: ${quiz.title}`}
      trail={[
        { label: "Courses", to: STUDIO_PATH },
        { label: courseTitle, to: studioCoursePath(courseId) },
      ]}
    >
      <StaleNotice stale={answer?.stale} />
      <FormMessage
        message={errorCount ? `Not saved: ${errorCount === 1 ? "one field needs" : `${errorCount} fields need`} a change (marked below).` : undefined}
      />
      <Form method="post" className="mt-6 space-y-6" noValidate>
        <input type="hidden" name="version" value={values.version} />
        <div className={`grid gap-4 sm:grid-cols-[2fr_1fr] ${studioCard}`}>
          <FormField name="title" label="Quiz title" defaultValue={values.quiz.title} error={errors["quiz.title"]} required />
          <FormField
            name="ask"
            label="Questions per attempt"
            hint="Drawn from the questions in use"
            inputMode="numeric"
            defaultValue={values.quiz.ask}
            error={errors["quiz.ask"]}
            required
          />
        </div>
        <ol className="space-y-6">
          {questions.map((question, index) => {
            const name = `questions.${index}`;
            const id = `q${index}`;
            const error = (field: string) => errors[`quiz.questions.${index}.${field}`];
            const rate = question.id ? passRates[question.id] : undefined;
            const isNew = !question.id;
            return (
              <li key={question.id || `new-${index}`} className={studioCard} data-testid="quiz-question">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-bold text-slate-900">{isNew ? "Add a question (leave empty to add none)" : `Question ${index + 1}`}</h2>
                  {isNew ? null : (
                    <p className="text-sm text-slate-700" data-testid="pass-rate">
                      {rate?.percent == null ? "Not answered yet" : `${rate.percent}% answered right (${rate.answered} answers)`}
                    </p>
                  )}
                </div>
                <input type="hidden" name={`${name}.id`} value={question.id} />
                <div className="mt-3 space-y-4">
                  <FormField name={`${name}.prompt`} id={`${id}-prompt`} label="Question" defaultValue={question.prompt} error={error("prompt")} />
                  <ChoiceRows
                    name={name}
                    choices={question.choices}
                    answer={question.answer}
                    rows={CHOICE_ROWS}
                    max={MAX_CHOICES}
                    error={error("choices") ?? error("answer")}
                  />
                  <TextAreaField
                    name={`${name}.explanation`}
                    id={`${id}-explanation`}
                    label="Why the right answer is right (shown after answering)"
                    rows={3}
                    defaultValue={question.explanation}
                    error={error("explanation")}
                  />
                  <div className="grid gap-4 sm:grid-cols-2">
                    <FormSelect
                      name={`${name}.lesson`}
                      id={`${id}-lesson`}
                      label="The lesson it comes from"
                      options={lessons}
                      placeholder="Choose a lesson"
                      defaultValue={question.lesson}
                      error={error("lesson")}
                    />
                    <FormSelect
                      name={`${name}.status`}
                      id={`${id}-status`}
                      label="Use"
                      options={STATUS_OPTIONS}
                      placeholder="Choose"
                      defaultValue={question.status}
                      error={error("status")}
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <button type="submit" className={studioButton}>
          Save draft
        </button>
      </Form>
    </StudioPage>
  );
}
