import * as z from "zod/v4-mini";
import { firstErrorPerField } from "~/lib/form-errors";

// A multi-step survey, described once and used by the server (validation, drafts) and the
// browser (rendering, instant checks).

export type ChoiceOption = { value: string; label: string };

export type SurveyField =
  | { name: string; kind: "choice"; label: string; options: readonly ChoiceOption[] }
  | {
      name: string;
      kind: "text" | "email" | "tel" | "textarea";
      label: string;
      /** The longest answer the step's schema accepts (the same constant), given to the input. */
      maxLength: number;
      autoComplete?: string;
      placeholder?: string;
      /** Legal text shown under the field (the text-message consent notice). */
      notice?: string;
    };

export type SurveyStep = {
  title: string;
  description?: string;
  fields: readonly SurveyField[];
  schema: z.ZodMiniType<Record<string, string>>;
};

export type SurveyDefinition = {
  id: "webinar" | "booking";
  steps: readonly SurveyStep[];
};

export type FieldErrors = Record<string, string>;
export type SurveyAnswers = Record<string, string>;

/** Where a visitor is in a survey, as the server tells the page: the step, answers so far, messages. */
export type SurveyState = { step: number; answers: SurveyAnswers; errors: FieldErrors };

/** Validate one step's answers; returns the first message for each field that fails. */
export function validateStep(step: SurveyStep, answers: SurveyAnswers): FieldErrors {
  const result = step.schema.safeParse(answers);
  return result.success ? {} : (firstErrorPerField(result.error.issues) as FieldErrors);
}

/** The first step (1-based) whose answers are not valid, or null when all are. */
export function firstInvalidStep(survey: SurveyDefinition, answers: SurveyAnswers): { step: number; errors: FieldErrors } | null {
  for (const [index, step] of survey.steps.entries()) {
    const errors = validateStep(step, answers);
    if (Object.keys(errors).length > 0) return { step: index + 1, errors };
  }
  return null;
}

function fieldNames(survey: SurveyDefinition): string[] {
  return survey.steps.flatMap((step) => step.fields.map((field) => field.name));
}

/** Only the survey's own fields, as trimmed strings (anything else posted is dropped). */
export function pickAnswers(survey: SurveyDefinition, source: FormData | SurveyAnswers): SurveyAnswers {
  const answers: SurveyAnswers = {};
  for (const name of fieldNames(survey)) {
    const value = source instanceof FormData ? source.get(name) : source[name];
    if (typeof value === "string") answers[name] = value.trim();
  }
  return answers;
}

/** A choice question's rule: one of its options. */
export function choice(options: readonly ChoiceOption[], message: string) {
  const values: string[] = options.map((option) => option.value);
  return z.string({ error: message }).check(z.refine((value) => values.includes(value), message));
}
