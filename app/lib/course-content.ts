import * as z from "zod/v4-mini";
import { videoFromUrl } from "~/content/videos";
import { parseIsoDate } from "~/lib/calendar-dates";
import { requiredText } from "~/lib/field-rules";

// The courses' content, one zod schema per kind: the seed, every studio form and every load
// from the database pass through these, so what a member sees has always been checked.

/** The two courses: the member course (the portal's lessons and quizzes) and the paid bootcamp. */
export const MEMBER_COURSE_ID = "chip-repair-business-course";
export const BOOTCAMP_COURSE_ID = "windshield-repair-bootcamp";

/** Who sees a module or lesson: live (members), hidden (staff only), archived (retired; its progress is kept, it no longer counts). */
export const CONTENT_STATUSES = ["live", "hidden", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A module's, lesson's, question's or choice's id: part of URLs and saved answers, fixed once published. */
export const contentKey = z
  .string({ error: "Enter an id" })
  .check(
    z.trim(),
    z.minLength(1, "Enter an id"),
    z.maxLength(80, "Keep the id under 80 characters"),
    z.regex(KEY, "Use lower-case letters, digits and single hyphens, e.g. first-repair"),
  );

const required = (what: string, max: number) => requiredText(`Enter ${what}`, max, `Keep ${what} under ${max} characters`);
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, `Keep it under ${max} characters`));

/** "mm:ss" (or "h:mm:ss"), or "TBD" while the video is being made. */
const durationSchema = z.string().check(z.trim(), z.regex(/^(?:\d{1,2}:)?\d{1,3}:[0-5]\d$|^TBD$/, 'Give the length as minutes:seconds, e.g. 12:40, or "TBD"'));

/** A YouTube or Vimeo address the lesson page can play. */
const videoAddressSchema = z.string().check(
  z.trim(),
  z.maxLength(500, "That address is too long"),
  z.refine((address) => videoFromUrl(address, "") !== null, "Paste a YouTube or Vimeo address, e.g. https://vimeo.com/912850101"),
);

/** A calendar date, YYYY-MM-DD. */
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD"),
  z.refine((date) => parseIsoDate(date) !== null, "That date does not exist"),
);

type Issue = { path: (string | number)[]; message: string };
const issue = (path: (string | number)[], message: string): Issue => ({ path, message });

/** Rules across fields: each returns the issues it finds. */
function across<T>(rule: (value: T) => Issue[]): z.core.CheckFn<T> {
  return (payload) => {
    for (const found of rule(payload.value)) payload.issues.push({ code: "custom", input: payload.value, path: found.path, message: found.message });
  };
}

const duplicateIds = (items: readonly { id: string }[], path: string, what: string): Issue[] =>
  items.flatMap((item, index) =>
    items.findIndex((other) => other.id === item.id) < index ? [issue([path, index, "id"], `Two ${what} have the id ${item.id}`)] : [],
  );

/** A text lesson has text (a video lesson's text is optional notes); the lesson schema and the studio's lesson form share it. */
export const textLessonNeedsText = across<{ kind: "video" | "text"; content: string }>((lesson) =>
  lesson.kind === "text" && !lesson.content.trim() ? [issue(["content"], "A text lesson needs its text")] : [],
);

export const lessonSchema = z
  .object({
    id: contentKey,
    title: required("the lesson's title", 160),
    kind: z.enum(["video", "text"], { error: "Choose video or text" }),
    /** Null on a video lesson while its video is being made ("Video coming soon"). */
    videoUrl: z.nullable(videoAddressSchema),
    duration: durationSchema,
    description: optionalText(1000),
    /** Markdown; a level-1 heading (# Part) starts a tab. HTML in it passes the lesson allow-list. */
    content: z.string().check(z.maxLength(200_000, "The lesson text is too long (200,000 characters at most)")),
    /** The video's captions as WebVTT, shown under it as a transcript. */
    transcript: z.nullable(z.string()),
    status: z.enum(CONTENT_STATUSES),
  })
  .check(textLessonNeedsText);

export const moduleSchema = z
  .object({
    id: contentKey,
    title: required("the module's title", 160),
    description: optionalText(1000),
    status: z.enum(CONTENT_STATUSES),
    /** Opens this many days after the member's access began (null: at once). */
    releaseAfterDays: z.nullable(z.int().check(z.gte(1, "Give at least 1 day"), z.lte(3650, "Give at most 3650 days"))),
    /** Opens on this date in the business's zone (null: no date). */
    releaseOn: z.nullable(isoDate),
    lessons: z.array(lessonSchema),
  })
  .check(across((module) => duplicateIds(module.lessons, "lessons", "lessons")));

const choiceSchema = z.object({ id: contentKey, text: required("the choice", 300) });

export const questionSchema = z
  .object({
    id: contentKey,
    prompt: required("the question", 500),
    choices: z.array(choiceSchema).check(z.minLength(2, "Give at least two choices"), z.maxLength(8, "Give at most eight choices")),
    /** The id of the one right choice. */
    answer: z.string({ error: "Choose the right answer" }),
    explanation: required("why the right answer is right", 2000),
    /** The lesson that teaches it, "moduleId/lessonId". */
    lesson: z.string().check(z.regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "Choose the lesson that teaches it")),
    status: z.enum(["live", "archived"]),
  })
  .check(
    across((question) => [
      ...duplicateIds(question.choices, "choices", "choices"),
      ...(question.choices.some((choice) => choice.id === question.answer) ? [] : [issue(["answer"], "Choose the right answer")]),
    ]),
  );

export const quizSchema = z
  .object({
    moduleId: contentKey,
    title: required("the quiz's title", 160),
    /** How many questions of the pool each attempt asks. */
    ask: z.int().check(z.gte(1, "Ask at least 1 question"), z.lte(50, "Ask at most 50 questions")),
    questions: z.array(questionSchema),
  })
  .check(
    across((quiz) => {
      const live = quiz.questions.filter((question) => question.status === "live").length;
      return [
        ...duplicateIds(quiz.questions, "questions", "questions"),
        ...(live < quiz.ask ? [issue(["ask"], `The pool has ${live} questions in use: ask at most that many`)] : []),
      ];
    }),
  );

export const courseSchema = z
  .object({
    id: contentKey,
    title: required("the course's title", 160),
    description: optionalText(2000),
    modules: z.array(moduleSchema),
    quizzes: z.array(quizSchema),
  })
  .check(
    across((course) => {
      const lessons = new Set(course.modules.flatMap((module) => module.lessons.map((lesson) => `${module.id}/${lesson.id}`)));
      return [
        ...duplicateIds(course.modules, "modules", "modules"),
        ...course.quizzes.flatMap((quiz, quizIndex) => [
          ...(course.modules.some((module) => module.id === quiz.moduleId)
            ? []
            : [issue(["quizzes", quizIndex, "moduleId"], `No module ${quiz.moduleId} for this quiz`)]),
          ...quiz.questions.flatMap((question, questionIndex) =>
            lessons.has(question.lesson) ? [] : [issue(["quizzes", quizIndex, "questions", questionIndex, "lesson"], `No lesson ${question.lesson}`)],
          ),
        ]),
      ];
    }),
  );

export type Lesson = z.infer<typeof lessonSchema>;
export type CourseModule = z.infer<typeof moduleSchema>;
export type QuizChoice = z.infer<typeof choiceSchema>;
export type QuizQuestion = z.infer<typeof questionSchema>;
export type ModuleQuiz = z.infer<typeof quizSchema>;
export type Course = z.infer<typeof courseSchema>;

/** A text lesson's parts: a level-1 heading ("# Setup") starts each; text before the first is a part without a name. */
export type LessonPart = { id: string; label: string; markdown: string };

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "part";

export function lessonParts(content: string): LessonPart[] {
  const parts: LessonPart[] = [];
  let current: LessonPart = { id: "text", label: "", markdown: "" };
  for (const line of content.split("\n")) {
    const heading = /^# (.+)$/.exec(line);
    if (heading) {
      if (current.label || current.markdown.trim()) parts.push(current);
      const label = heading[1].trim();
      current = { id: slug(label), label, markdown: "" };
    } else {
      current.markdown += `${line}\n`;
    }
  }
  if (current.label || current.markdown.trim()) parts.push(current);
  return parts.map((part) => ({ ...part, markdown: part.markdown.trim() }));
}

/** The course as members see it: live modules with their live lessons, and quizzes with their live questions. */
export function liveCourse(course: Course): Course {
  return {
    ...course,
    modules: course.modules
      .filter((module) => module.status === "live")
      .map((module) => ({ ...module, lessons: module.lessons.filter((lesson) => lesson.status === "live") })),
    quizzes: course.quizzes
      .filter((quiz) => course.modules.some((module) => module.id === quiz.moduleId && module.status === "live"))
      .map((quiz) => ({ ...quiz, questions: quiz.questions.filter((question) => question.status === "live") })),
  };
}
