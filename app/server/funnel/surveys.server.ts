import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { COOKIE_NAMES } from "~/lib/cookie-names";
import { firstInvalidStep, pickAnswers, validateStep, type FieldErrors, type SurveyAnswers, type SurveyDefinition } from "~/lib/survey-definition";
import { SURVEY_STEP_SAVE } from "~/lib/survey-saves";
import { surveyResponses } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { cookieSecurity } from "~/server/platform/cookies.server";
import { secrets } from "~/server/platform/secrets.server";

// Drafts live in survey_responses; the browser holds only their ids in a signed cookie,
// so Back, reload and a lost connection never lose answers.
const draftCookie = createCookie(COOKIE_NAMES.surveyDrafts, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [secrets.sessionSecret],
  maxAge: 60 * 60 * 24 * 30,
});

type DraftIds = Partial<Record<SurveyDefinition["id"], string>>;
export type SurveyDraft = { id: string; step: number; answers: SurveyAnswers; completed: boolean };

async function readDraftIds(request: Request): Promise<DraftIds> {
  const value = await draftCookie.parse(request.headers.get("Cookie"));
  return value && typeof value === "object" ? (value as DraftIds) : {};
}

export async function loadDraft(request: Request, survey: SurveyDefinition): Promise<SurveyDraft | null> {
  const id = (await readDraftIds(request))[survey.id];
  if (!id) return null;
  const row = db.select().from(surveyResponses).where(eq(surveyResponses.id, id)).get();
  if (!row || row.survey !== survey.id) return null;
  return { id: row.id, step: row.step, answers: row.answers, completed: row.completedAt !== null };
}

/** Save answers into the visitor's draft (creating it), returning the cookie to set if new. */
export async function saveDraft(
  request: Request,
  survey: SurveyDefinition,
  answers: SurveyAnswers,
  step: number,
  options: { completed?: boolean } = {},
): Promise<{ draft: SurveyDraft; headers: Headers }> {
  const existing = await loadDraft(request, survey);
  const headers = new Headers();
  const now = new Date();
  const merged = { ...(existing && !existing.completed ? existing.answers : {}), ...answers };
  const completedAt = options.completed ? now : null;
  let id = existing?.id;
  if (id && !existing?.completed) {
    db.update(surveyResponses).set({ answers: merged, step, completedAt, updatedAt: now }).where(eq(surveyResponses.id, id)).run();
  } else {
    // A finished draft is kept as the record of that submission; a new visit starts afresh.
    id = crypto.randomUUID();
    db.insert(surveyResponses).values({ id, survey: survey.id, answers: merged, step, completedAt, updatedAt: now }).run();
    const ids = { ...(await readDraftIds(request)), [survey.id]: id };
    headers.append("Set-Cookie", await draftCookie.serialize(ids, cookieSecurity(request)));
  }
  return { draft: { id, step, answers: merged, completed: Boolean(completedAt) }, headers };
}

type SurveyIntent = "next" | "previous" | typeof SURVEY_STEP_SAVE | "submit";

export type SurveyPost =
  | { outcome: "invalid"; step: number; errors: FieldErrors; answers: SurveyAnswers }
  | { outcome: "moved"; step: number; headers: Headers }
  | { outcome: "saved"; step: number; headers: Headers }
  | { outcome: "complete"; answers: SurveyAnswers };

function parseStep(survey: SurveyDefinition, value: FormDataEntryValue | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= survey.steps.length ? step : 1;
}

/**
 * One step's POST: 'previous' keeps what was typed and goes back; 'next' and SURVEY_STEP_SAVE
 * validate this step and keep the draft; 'submit' checks every step against the draft
 * plus what was posted. The route decides what completing means.
 */
export async function handleSurveyPost(request: Request, survey: SurveyDefinition, form: FormData): Promise<SurveyPost> {
  const intent = String(form.get("intent") ?? "next") as SurveyIntent;
  const step = parseStep(survey, form.get("step"));
  const posted = pickAnswers(survey, form);

  if (intent === "previous") {
    const { headers } = await saveDraft(request, survey, posted, Math.max(1, step - 1));
    return { outcome: "moved", step: Math.max(1, step - 1), headers };
  }

  const draft = await loadDraft(request, survey);
  const answers = { ...(draft && !draft.completed ? draft.answers : {}), ...posted };

  if (intent === "submit" || step === survey.steps.length) {
    const invalid = firstInvalidStep(survey, answers);
    if (invalid) return { outcome: "invalid", step: invalid.step, errors: invalid.errors, answers };
    return { outcome: "complete", answers };
  }

  const errors = validateStep(survey.steps[step - 1], answers);
  if (Object.keys(errors).length > 0) return { outcome: "invalid", step, errors, answers };
  const { headers } = await saveDraft(request, survey, posted, step + 1);
  return intent === SURVEY_STEP_SAVE ? { outcome: "saved", step: step + 1, headers } : { outcome: "moved", step: step + 1, headers };
}
