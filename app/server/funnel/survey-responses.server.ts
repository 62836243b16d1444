import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { pickAnswers, type SurveyAnswers, type SurveyDefinition, type SurveyState } from "~/lib/survey-definition";
import { consumeLimit } from "~/server/platform/rate-limit.server";
import { readPostedForm } from "~/server/platform/request.server";
import { handleSurveyPost, loadDraft } from "~/server/funnel/surveys.server";

// The parts every survey route shares: its loader state and its action's answers.

export type SurveyActionData = { state?: SurveyState; formError?: string; saved?: boolean };

/** The step to show: from ?step=, never past the furthest step the visitor reached. */
export async function surveyPageState(request: Request, survey: SurveyDefinition): Promise<SurveyState> {
  const draft = await loadDraft(request, survey);
  const answers = draft && !draft.completed ? draft.answers : {};
  const reached = draft && !draft.completed ? draft.step : 1;
  const requested = Number(new URL(request.url).searchParams.get("step"));
  const step = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, reached, survey.steps.length) : reached;
  return { step, answers, errors: {} };
}

type Completion = (answers: SurveyAnswers) => Promise<Response | ReturnType<typeof json<SurveyActionData>>>;

/**
 * A survey step's POST: rate limit, origin and honeypot checks, step validation, then
 * `complete` once every step is answered.
 */
export async function surveyAction(
  { request, context }: { request: Request; context: AppLoadContext },
  survey: SurveyDefinition,
  path: string,
  complete: Completion,
) {
  const form = await readPostedForm(request);
  const limit = await consumeLimit("publicForm", context.clientAddress);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    const step = Math.min(Math.max(1, Number(form.get("step")) || 1), survey.steps.length);
    return json<SurveyActionData>(
      {
        state: { step, answers: pickAnswers(survey, form), errors: {} },
        formError: `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const result = await handleSurveyPost(request, survey, form);
  switch (result.outcome) {
    case "invalid":
      return json<SurveyActionData>({ state: { step: result.step, answers: result.answers, errors: result.errors } }, { status: 400 });
    case "moved":
      return redirect(`${path}?step=${result.step}`, { headers: result.headers });
    case "saved":
      return json<SurveyActionData>({ saved: true }, { headers: result.headers });
    case "complete":
      return complete(result.answers);
  }
}
