// The course studio's forms, one schema each, on the course content's own rules: what the
// action accepts is exactly what a publish will accept. Built on zod's mini build.
import * as z from "zod/v4-mini";
import { contentKey, lessonSchema, moduleSchema, quizSchema, textLessonNeedsText } from "~/lib/course-content";

/** The draft version the form was opened at: a save from an older one is refused. */
const version = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, "Reload the page and try again")),
  z.transform((value) => Number(value)),
);

/** The outline's buttons: move, show, hide or archive a module or lesson; a new lesson order (drag and drop); publish. */
const OUTLINE_INTENTS = [
  "module-up",
  "module-down",
  "lesson-up",
  "lesson-down",
  "module-live",
  "module-hidden",
  "module-archived",
  "lesson-live",
  "lesson-hidden",
  "lesson-archived",
  "order-lessons",
  "publish-module",
  "publish-quiz",
  "publish-course",
] as const;
export const outlineActionSchema = z.object({
  intent: z.enum(OUTLINE_INTENTS, { error: "Use one of the buttons on this page" }),
  moduleId: z.optional(contentKey),
  lessonId: z.optional(contentKey),
  /** The module's lesson ids in their new order, separated by commas. */
  order: z.optional(
    z.pipe(
      z.string(),
      z.transform((order) => order.split(",").filter(Boolean)),
    ),
  ),
});

export const addModuleSchema = z.object({ id: contentKey, title: moduleSchema.shape.title });
export const addLessonSchema = z.object({ moduleId: contentKey, id: contentKey, title: lessonSchema.shape.title, kind: lessonSchema.shape.kind });

/** A module's own fields; its schedule is one of: open at once, N days after the member's access began, or on a date. */
export const moduleFormSchema = z.pipe(
  z.pipe(
    z
      .object({
        version,
        title: moduleSchema.shape.title,
        description: moduleSchema.shape.description,
        status: moduleSchema.shape.status,
        release: z.enum(["open", "days", "date"], { error: "Choose when the module opens" }),
        releaseAfterDays: z.string().check(z.trim()),
        releaseOn: z.string().check(z.trim()),
      })
      .check(
        z.refine((form) => form.release !== "days" || /^\d{1,4}$/.test(form.releaseAfterDays), {
          message: "Give the number of days, e.g. 7",
          path: ["releaseAfterDays"],
        }),
        z.refine((form) => form.release !== "date" || form.releaseOn !== "", { message: "Choose the date", path: ["releaseOn"] }),
      ),
    z.transform(({ release, releaseAfterDays, releaseOn, ...fields }) => ({
      ...fields,
      releaseAfterDays: release === "days" ? Number(releaseAfterDays) : null,
      releaseOn: release === "date" ? releaseOn : null,
    })),
  ),
  // The module's own rules (at least a day, a real date).
  z.object({
    version: z.number(),
    title: z.string(),
    description: z.string(),
    status: moduleSchema.shape.status,
    releaseAfterDays: moduleSchema.shape.releaseAfterDays,
    releaseOn: moduleSchema.shape.releaseOn,
  }),
);
export const MODULE_FORM_FIELDS = ["version", "title", "description", "status", "release", "releaseAfterDays", "releaseOn"] as const;

/** A lesson's fields; an empty video address is a video still being made. */
export const lessonFormSchema = z
  .object({
    version,
    title: lessonSchema.shape.title,
    kind: lessonSchema.shape.kind,
    videoUrl: z.pipe(
      z.string().check(z.trim()),
      z.transform((address) => address || null),
    ),
    duration: lessonSchema.shape.duration,
    description: lessonSchema.shape.description,
    content: lessonSchema.shape.content,
    status: lessonSchema.shape.status,
  })
  .check(
    z.refine((lesson) => lesson.videoUrl === null || lessonSchema.shape.videoUrl.safeParse(lesson.videoUrl).success, {
      message: "Paste a YouTube or Vimeo address, e.g. https://vimeo.com/912850101",
      path: ["videoUrl"],
    }),
    textLessonNeedsText,
  );
export const LESSON_FORM_FIELDS = ["version", "title", "kind", "videoUrl", "duration", "description", "content", "status"] as const;

/** The most choices a question may have, and how many rows the form shows without JavaScript. */
export const MAX_CHOICES = 8;
export const CHOICE_ROWS = 6;

/**
 * The quiz form as posted (its fields are named by position, `questions.2.choices.1.text`, so
 * it works as plain HTML; quizFormValues reads them), checked as the quiz it makes.
 */
export const quizFormSchema = z.object({
  version,
  quiz: z.pipe(
    z.object({
      moduleId: z.string(),
      title: z.string(),
      ask: z.pipe(
        z.string().check(z.regex(/^\d{1,2}$/, "Give a number of questions, e.g. 6")),
        z.transform((value) => Number(value)),
      ),
      questions: z.array(z.unknown()),
    }),
    quizSchema,
  ),
});

export type QuizFormValues = {
  version: string;
  quiz: { moduleId: string; title: string; ask: string; questions: QuizFormQuestion[] };
};
type QuizFormQuestion = {
  id: string;
  prompt: string;
  choices: { id: string; text: string }[];
  answer: string;
  explanation: string;
  lesson: string;
  status: string;
};

/**
 * The quiz form's posted fields as a quiz: questions with an empty prompt and no choices are
 * left out (the blank "new question" row), blank choices are dropped, and new questions and
 * choices get ids that no other one in the quiz has. The right answer is posted as a choice's
 * row number and becomes that choice's id.
 */
export function quizFormValues(form: FormData, moduleId: string): QuizFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const taken = new Set<string>();
  for (const [name, value] of form) if (/\.id$/.test(name) && typeof value === "string" && value) taken.add(value);
  const fresh = (stem: string) => {
    let number = 1;
    while (taken.has(`${stem}-${number}`)) number++;
    taken.add(`${stem}-${number}`);
    return `${stem}-${number}`;
  };
  const questions: QuizFormQuestion[] = [];
  for (let index = 0; form.has(`questions.${index}.prompt`); index++) {
    const field = (name: string) => text(`questions.${index}.${name}`);
    const rows: { id: string; text: string; row: number }[] = [];
    for (let row = 0; row < MAX_CHOICES && form.has(`questions.${index}.choices.${row}.text`); row++) {
      const choice = field(`choices.${row}.text`).trim();
      if (choice) rows.push({ id: field(`choices.${row}.id`) || fresh("choice"), text: choice, row });
    }
    if (!field("prompt").trim() && rows.length === 0 && !field("id")) continue;
    const answerRow = field("answer");
    questions.push({
      id: field("id") || fresh("question"),
      prompt: field("prompt"),
      choices: rows.map(({ id, text: choiceText }) => ({ id, text: choiceText })),
      answer: rows.find((choice) => String(choice.row) === answerRow)?.id ?? "",
      explanation: field("explanation"),
      lesson: field("lesson"),
      status: field("status") === "archived" ? "archived" : "live",
    });
  }
  return { version: text("version"), quiz: { moduleId, title: text("title"), ask: text("ask"), questions } };
}

/** A failed parse's messages by field path ("questions.2.prompt"), the first for each. */
export function errorsByPath(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}
