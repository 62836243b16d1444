import { describe, expect, it } from "vitest";
import { courseSchema, lessonParts, lessonSchema, moduleSchema, questionSchema, quizSchema } from "~/lib/course-content";
import { moduleOpensOn } from "~/lib/curriculum";
import { courseSeeds } from "~db/seed";

// The course content's schemas (the seed, the studio's forms and every load pass them), a
// text lesson's parts, and the release schedule's rule.

const lesson = {
  id: "first-repair",
  title: "Your first repair",
  kind: "video" as const,
  videoUrl: "https://vimeo.com/912850101",
  duration: "12:40",
  description: "",
  content: "",
  transcript: null,
  status: "live" as const,
};
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the course schemas", () => {
  it("pass both seeded courses", () => {
    const [memberCourse, bootcamp] = courseSeeds();
    expect(memberCourse.modules.flatMap((module) => module.lessons)).toHaveLength(49);
    expect(memberCourse.quizzes.length).toBeGreaterThan(0);
    expect(bootcamp.quizzes).toEqual([]);
  });

  it("refuse a lesson with a bad id, an address that is not YouTube or Vimeo, a bad length, and a text lesson without text", () => {
    expect(messages(lessonSchema.safeParse({ ...lesson, id: "First Repair", videoUrl: "https://example.com/video", duration: "twelve" }))).toEqual({
      id: "Use lower-case letters, digits and single hyphens, e.g. first-repair",
      videoUrl: "Paste a YouTube or Vimeo address, e.g. https://vimeo.com/912850101",
      duration: 'Give the length as minutes:seconds, e.g. 12:40, or "TBD"',
    });
    expect(messages(lessonSchema.safeParse({ ...lesson, kind: "text", videoUrl: null, content: "  " }))).toEqual({ content: "A text lesson needs its text" });
    expect(lessonSchema.safeParse({ ...lesson, videoUrl: "https://www.youtube.com/watch?v=8RzB2nQm1Xo", duration: "1:02:03" }).success).toBe(true);
  });

  it("refuse two lessons with one id, a release date that does not exist, and a release after zero days", () => {
    const module = { id: "m", title: "M", description: "", status: "live", releaseAfterDays: 0, releaseOn: "2026-02-30", lessons: [lesson, lesson] };
    expect(messages(moduleSchema.safeParse(module))).toEqual({
      releaseAfterDays: "Give at least 1 day",
      releaseOn: "That date does not exist",
      "lessons.1.id": "Two lessons have the id first-repair",
    });
  });

  it("refuse a question whose right answer is not one of its choices, and a quiz asking more than its pool holds", () => {
    const question = {
      id: "q",
      prompt: "Which?",
      choices: [
        { id: "a", text: "A" },
        { id: "b", text: "B" },
      ],
      answer: "c",
      explanation: "Because.",
      lesson: "m/first-repair",
      status: "live",
    };
    expect(messages(questionSchema.safeParse(question))).toEqual({ answer: "Choose the right answer" });
    expect(messages(quizSchema.safeParse({ moduleId: "m", title: "Quiz", ask: 2, questions: [{ ...question, answer: "a" }] }))).toEqual({
      ask: "The pool has 1 questions in use: ask at most that many",
    });
  });

  it("refuse a course whose quiz asks about a lesson it does not have", () => {
    const [memberCourse] = courseSeeds();
    const quiz = memberCourse.quizzes[0];
    const broken = { ...memberCourse, quizzes: [{ ...quiz, questions: [{ ...quiz.questions[0], lesson: "intro/gone" }, ...quiz.questions.slice(1)] }] };
    expect(messages(courseSchema.safeParse(broken))).toEqual({ "quizzes.0.questions.0.lesson": "No lesson intro/gone" });
  });
});

describe("a text lesson's parts", () => {
  it("start at each level-1 heading, with ids from their names; text without one is a single part", () => {
    expect(lessonParts("# Getting Started\n\nHello\n\n## Detail\n\n# Set up\n\nMore")).toEqual([
      { id: "getting-started", label: "Getting Started", markdown: "Hello\n\n## Detail" },
      { id: "set-up", label: "Set up", markdown: "More" },
    ]);
    expect(lessonParts("<h2>Bootcamp</h2>\n<p>Text</p>")).toEqual([{ id: "text", label: "", markdown: "<h2>Bootcamp</h2>\n<p>Text</p>" }]);
  });
});

describe("the release schedule", () => {
  const release = { began: "2026-11-01", today: "2026-11-05" };
  const module = (releaseAfterDays: number | null, releaseOn: string | null) => ({ releaseAfterDays, releaseOn });

  it("opens a module N days after access began, or on its date, the later of the two when it has both", () => {
    expect(moduleOpensOn(module(7, null), release, false)).toBe("2026-11-08");
    expect(moduleOpensOn(module(4, null), release, false)).toBeNull();
    expect(moduleOpensOn(module(null, "2026-12-01"), release, false)).toBe("2026-12-01");
    expect(moduleOpensOn(module(40, "2026-12-01"), release, false)).toBe("2026-12-11");
    expect(moduleOpensOn(module(null, "2026-11-05"), release, false)).toBeNull();
  });

  it("keeps open a module the member already started, and everything for staff or a member an admin opened it for", () => {
    expect(moduleOpensOn(module(7, null), release, true)).toBeNull();
    expect(moduleOpensOn(module(7, "2027-01-01"), null, false)).toBeNull();
  });
});
