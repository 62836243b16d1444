import { describe, expect, it } from "vitest";

// What the course studio's screens read and post: the forms' schemas (the same the actions
// use), the quiz form's positional fields, and the outline's, history's and preview's views
// on a real database.

const { lessonFormSchema, moduleFormSchema, quizFormSchema, quizFormValues } = await import("~/lib/course-studio-forms");
const { BOOTCAMP_COURSE_ID, MEMBER_COURSE_ID } = await import("~/lib/course-content");
const studio = await import("~/server/members/course-studio.server");
const { createUser } = await import("~/server/accounts/users.server");

const actor = async () => {
  const email = `studio-${Math.random()}@example.test`;
  return { id: await createUser({ email, password: "secret12", firstName: "Sam" }), email };
};

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("the module form", () => {
  const base = { version: "3", title: "Getting started", description: "", status: "live" };
  it("turns the schedule choice into days or a date, never both", () => {
    expect(moduleFormSchema.parse({ ...base, release: "days", releaseAfterDays: "7", releaseOn: "2031-01-01" })).toMatchObject({
      version: 3,
      releaseAfterDays: 7,
      releaseOn: null,
    });
    expect(moduleFormSchema.parse({ ...base, release: "date", releaseAfterDays: "7", releaseOn: "2031-01-01" })).toMatchObject({
      releaseAfterDays: null,
      releaseOn: "2031-01-01",
    });
    expect(moduleFormSchema.parse({ ...base, release: "open", releaseAfterDays: "7", releaseOn: "" })).toMatchObject({
      releaseAfterDays: null,
      releaseOn: null,
    });
  });
  it("refuses 0 days and a missing date with messages by field", () => {
    const zero = moduleFormSchema.safeParse({ ...base, release: "days", releaseAfterDays: "0", releaseOn: "" });
    expect(zero.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["releaseAfterDays", "Give at least 1 day"]]);
    const noDate = moduleFormSchema.safeParse({ ...base, release: "date", releaseAfterDays: "", releaseOn: "" });
    expect(noDate.error?.issues[0]).toMatchObject({ path: ["releaseOn"], message: "Choose the date" });
  });
});

describe("the lesson form", () => {
  const base = { version: "0", title: "A lesson", kind: "video", videoUrl: "", duration: "TBD", description: "", content: "", status: "hidden" };
  it("takes an empty video address as a video still being made, and YouTube or Vimeo addresses", () => {
    expect(lessonFormSchema.parse(base).videoUrl).toBeNull();
    expect(lessonFormSchema.parse({ ...base, videoUrl: " https://youtu.be/dQw4w9WgXcQ " }).videoUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(lessonFormSchema.safeParse({ ...base, videoUrl: "https://example.com/a.mp4" }).error?.issues[0]).toMatchObject({ path: ["videoUrl"] });
  });
  it("refuses a text lesson without text, as the lesson schema does", () => {
    expect(lessonFormSchema.safeParse({ ...base, kind: "text" }).error?.issues[0]).toMatchObject({
      path: ["content"],
      message: "A text lesson needs its text",
    });
  });
});

describe("the quiz form's positional fields", () => {
  it("drops the blank new question and blank choices, maps the right row to its choice's id, and gives new ones fresh ids", () => {
    const values = quizFormValues(
      form({
        version: "2",
        title: "Checkpoint",
        ask: "1",
        "questions.0.id": "pricing",
        "questions.0.prompt": "What do you charge?",
        "questions.0.choices.0.id": "low",
        "questions.0.choices.0.text": "$10",
        "questions.0.choices.1.id": "",
        "questions.0.choices.1.text": "  ",
        "questions.0.choices.2.id": "",
        "questions.0.choices.2.text": "$75",
        "questions.0.answer": "2",
        "questions.0.explanation": "The going rate.",
        "questions.0.lesson": "intro/why-no-cost",
        "questions.0.status": "live",
        "questions.1.id": "",
        "questions.1.prompt": "New one?",
        "questions.1.choices.0.text": "Yes",
        "questions.1.choices.1.text": "No",
        "questions.1.answer": "0",
        "questions.1.explanation": "Because.",
        "questions.1.lesson": "intro/why-no-cost",
        "questions.1.status": "archived",
        "questions.2.id": "",
        "questions.2.prompt": "",
        "questions.2.choices.0.text": "",
        "questions.2.status": "live",
      }),
      "intro",
    );
    expect(values.quiz.questions).toEqual([
      {
        id: "pricing",
        prompt: "What do you charge?",
        choices: [
          { id: "low", text: "$10" },
          { id: "choice-1", text: "$75" },
        ],
        answer: "choice-1",
        explanation: "The going rate.",
        lesson: "intro/why-no-cost",
        status: "live",
      },
      {
        id: "question-1",
        prompt: "New one?",
        choices: [
          { id: "choice-2", text: "Yes" },
          { id: "choice-3", text: "No" },
        ],
        answer: "choice-2",
        explanation: "Because.",
        lesson: "intro/why-no-cost",
        status: "archived",
      },
    ]);
    expect(quizFormSchema.parse(values)).toMatchObject({ version: 2, quiz: { moduleId: "intro", ask: 1 } });
  });

  const oneQuestion = (ask: string, answer: string) =>
    quizFormValues(
      form({
        version: "0",
        title: "Checkpoint",
        ask,
        "questions.0.id": "q",
        "questions.0.prompt": "Which?",
        "questions.0.choices.0.text": "A",
        "questions.0.choices.1.text": "B",
        "questions.0.answer": answer,
        "questions.0.explanation": "So.",
        "questions.0.lesson": "intro/why-no-cost",
        "questions.0.status": "live",
      }),
      "intro",
    );
  it("refuses a question without its right answer, and asking more questions than the pool has in use", () => {
    expect(quizFormSchema.safeParse(oneQuestion("1", "")).error?.issues.map((issue) => issue.path.join("."))).toEqual(["quiz.questions.0.answer"]);
    expect(quizFormSchema.safeParse(oneQuestion("2", "1")).error?.issues).toEqual([
      expect.objectContaining({ path: ["quiz", "ask"], message: "The pool has 1 questions in use: ask at most that many" }),
    ]);
  });
});

describe("the studio's views", () => {
  it("counts unpublished changes per course, marks them in the outline, and clears them on publish", async () => {
    const staff = await actor();
    const count = () => studio.studioCourses().find((course) => course.id === BOOTCAMP_COURSE_ID)!.unpublished;
    expect(count()).toBe(0);
    const moduleId = studio.studioOutline(BOOTCAMP_COURSE_ID).modules[0].id;
    expect(studio.addLesson(BOOTCAMP_COURSE_ID, moduleId, { id: "studio-extra", title: "Extra", kind: "video" }, staff)).toEqual({ ok: true });
    expect(count()).toBe(2); // the lesson, and its module's lesson order
    studio.setModuleStatus(BOOTCAMP_COURSE_ID, moduleId, "hidden", staff);
    const outline = studio.studioOutline(BOOTCAMP_COURSE_ID).modules[0];
    expect(outline).toMatchObject({ status: "hidden", changed: true });
    expect(outline.lessons.at(-1)).toMatchObject({ id: "studio-extra", status: "hidden", changed: true });
    expect(studio.studioCourses().find((course) => course.id === MEMBER_COURSE_ID)!.unpublished).toBe(0);

    studio.setModuleStatus(BOOTCAMP_COURSE_ID, moduleId, "live", staff);
    const published = studio.publishModule(BOOTCAMP_COURSE_ID, moduleId, staff);
    expect(published).toHaveProperty("revision");
    expect(count()).toBe(0);

    // Its revision, field by field, belongs to this course only.
    const [latest] = studio.courseRevisions(BOOTCAMP_COURSE_ID);
    const revision = studio.revisionOfCourse(BOOTCAMP_COURSE_ID, latest.id)!;
    expect(revision.changes.map((change) => change.field)).toEqual(["lessons"]);
    expect(revision.changes[0].after).toContain('"id": "studio-extra"');
    expect(studio.revisionOfCourse(MEMBER_COURSE_ID, latest.id)).toBeNull();
    expect(studio.courseRevisions(MEMBER_COURSE_ID)).toEqual([]);
  });

  it("previews a lesson's text in its tabs, through the lesson allow-list", () => {
    expect(studio.lessonPreview("# Setup\n\nMix **resin**.<script>alert(1)</script>\n\n# Launch\n\nGo.")).toEqual([
      { id: "setup", label: "Setup", html: "<p>Mix <strong>resin</strong>.</p>\n" },
      { id: "launch", label: "Launch", html: "<p>Go.</p>\n" },
    ]);
  });

  it("answers 404 for a module, lesson or quiz the course does not have", () => {
    expect(() => studio.studioModule(MEMBER_COURSE_ID, "no-such-module")).toThrow(Response);
    expect(() => studio.studioLesson(MEMBER_COURSE_ID, "intro", "no-such-lesson")).toThrow(Response);
    expect(() => studio.studioQuiz(BOOTCAMP_COURSE_ID, "no-such-module")).toThrow(Response);
  });
});
