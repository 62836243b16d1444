// zod's mini build: the same schemas at half the bytes in the browser, which matters on
// the public pages' JavaScript budget.
import * as z from "zod/v4-mini";

// A multi-step survey, described once and used by the server (validation, drafts) and the
// browser (rendering, instant checks).

export type ChoiceOption = { value: string; label: string };

export type SurveyField =
  | { name: string; kind: "choice"; label: string; options: readonly ChoiceOption[] }
  | {
      name: string;
      kind: "text" | "email" | "tel" | "textarea";
      label: string;
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

/** Validate one step's answers; returns the first message for each field that fails. */
export function validateStep(step: SurveyStep, answers: SurveyAnswers): FieldErrors {
  const result = step.schema.safeParse(answers);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    errors[name] ??= issue.message;
  }
  return errors;
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

// Building blocks for the step schemas.

export function choice(options: readonly ChoiceOption[], message: string) {
  const values: string[] = options.map((option) => option.value);
  return z.string({ error: message }).check(z.refine((value) => values.includes(value), message));
}

export function requiredText(message: string, maxLength: number, tooLongMessage: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(maxLength, tooLongMessage));
}

export const emailField = z
  .string({ error: "Please enter your e-mail address" })
  .check(
    z.trim(),
    z.minLength(1, "Please enter your e-mail address"),
    z.maxLength(254, "That e-mail address is too long"),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, "Please enter a valid e-mail address, like name@example.com"),
  );

export const phoneField = z
  .string({ error: "Please enter your phone number" })
  .check(
    z.trim(),
    z.minLength(1, "Please enter your phone number"),
    z.maxLength(30, "That phone number is too long"),
    z.regex(/^[+()\d\s.-]+$/, "Please use only digits, spaces and + ( ) - in your phone number"),
    z.refine((value) => value.replace(/\D/g, "").length >= 7, "Please enter a full phone number, with area code"),
  );
