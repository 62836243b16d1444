import { describe, expect, it } from "vitest";

// The course studio against the real database: drafts only staff see, publish as one
// transaction and a revision, restore, the version check between two editors, and what
// members earned surviving edits (archived lessons, new lessons, edited quiz questions).

const { MEMBER_COURSE_ID } = await import("~/lib/course-content");
const { lessonsInOrder } = await import("~/lib/curriculum");
const studio = await import("~/server/members/course-studio.server");
const { memberCourse, publishedCourse } = await import("~/server/members/course-catalog.server");
const { completeLesson, courseOverview, courseProgress, lessonView } = await import("~/server/members/progress.server");
const { completedLessons } = await import("~/server/members/progress.server");
const { quizPage, submitQuiz } = await import("~/server/members/quizzes.server");
const { revisionsOf } = await import("~/server/platform/content-revisions.server");
const { recentAudit } = await import("~/server/platform/audit.server");
const { searchCourse } = await import("~/server/members/coach/coach-index.server");
const { createUser } = await import("~/server/accounts/users.server");
const { cachedPage, rememberPage } = await import("~/server/shell/page-cache.server");

const COURSE = MEMBER_COURSE_ID;
const owner = { id: await createUser({ email: "owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "owner@example.test" };
const editor = { id: await createUser({ email: "editor@example.test", password: "secret1", roles: ["admin"] }), email: "editor@example.test" };
const member = () => createUser({ email: `studio-${Math.random()}@example.test`, password: "secret1", firstName: "Mel" });
const lessonOf = (moduleId: string, lessonId: string) =>
  memberCourse()
    .modules.find((module) => module.id === moduleId)
    ?.lessons.find((lesson) => lesson.id === lessonId);
const draftLesson = (moduleId: string, lessonId: string) =>
  studio
    .studioCourse(COURSE)!
    .course.modules.find((module) => module.id === moduleId)!
    .lessons.find((lesson) => lesson.id === lessonId)!;
const version = (key: string) => studio.studioCourse(COURSE)!.lessons.get(key)?.version ?? 0;
const fieldsOf = ({ id: _id, ...fields }: NonNullable<ReturnType<typeof lessonOf>>) => fields;

describe("drafts and publish", () => {
  it("keeps an edit as a draft that members do not see until the module is published, as a revision in the audit log", async () => {
    const before = lessonOf("welcome", "welcome")!;
    const saved = studio.saveLessonDraft(COURSE, "welcome", "welcome", { ...fieldsOf(before), title: "Welcome, new owners" }, 0, editor);
    expect(saved).toEqual({ version: 1 });
    expect(lessonOf("welcome", "welcome")!.title).toBe(before.title);
    expect(draftLesson("welcome", "welcome").title).toBe("Welcome, new owners");
    expect(studio.studioCourse(COURSE)!.lessons.get("welcome/welcome")).toMatchObject({ changed: true, updatedBy: editor.email });

    const published = studio.publishModule(COURSE, "welcome", owner);
    expect(published).toMatchObject({ revision: expect.any(Number) });
    expect(lessonOf("welcome", "welcome")!.title).toBe("Welcome, new owners");
    expect(studio.studioCourse(COURSE)!.lessons.get("welcome/welcome")).toMatchObject({ changed: false, version: 2 });
    const [revision] = revisionsOf(Object.values(studio.STUDIO_KINDS), `${COURSE}/welcome`);
    expect(revision).toMatchObject({ kind: "course-module", publishedBy: owner.email });
    expect(revision.summary).toContain("edited lessons welcome");
    expect(recentAudit(5).some((entry) => entry.action === "content.publish" && entry.details?.includes(`Revision ${revision.id}`))).toBe(true);
  });

  it("refuses the second of two saves made from the same version, naming who saved first and when", () => {
    const lesson = lessonOf("intro", "why-no-cost")!;
    const opened = version("intro/why-no-cost");
    expect(studio.saveLessonDraft(COURSE, "intro", "why-no-cost", { ...fieldsOf(lesson), duration: "9:99".replace("99", "59") }, opened, owner)).toEqual({
      version: opened + 1,
    });
    const second = studio.saveLessonDraft(COURSE, "intro", "why-no-cost", { ...fieldsOf(lesson), title: "A second opinion" }, opened, editor);
    expect(second).toMatchObject({ stale: true, by: owner.email, at: expect.any(Date) });
    expect(draftLesson("intro", "why-no-cost")).toMatchObject({ duration: "9:59", title: lesson.title });
  });

  it("restores an earlier revision as a new one, and refuses a form opened before the restore", () => {
    const original = lessonOf("intro", "choosing-name")!;
    studio.saveLessonDraft(COURSE, "intro", "choosing-name", { ...fieldsOf(original), description: "Changed once." }, version("intro/choosing-name"), editor);
    const first = studio.publishModule(COURSE, "intro", owner) as { revision: number };
    const openedAt = version("intro/choosing-name");
    studio.saveLessonDraft(COURSE, "intro", "choosing-name", { ...fieldsOf(original), description: "Changed twice." }, openedAt, editor);
    studio.publishModule(COURSE, "intro", owner);
    expect(lessonOf("intro", "choosing-name")!.description).toBe("Changed twice.");

    const restored = studio.restoreRevision(first.revision, owner);
    expect(restored).toMatchObject({ revision: expect.any(Number) });
    expect(lessonOf("intro", "choosing-name")!.description).toBe("Changed once.");
    const [latest] = revisionsOf(Object.values(studio.STUDIO_KINDS), `${COURSE}/intro`);
    expect(latest.summary).toContain(`Restored revision ${first.revision}`);
    expect(studio.saveLessonDraft(COURSE, "intro", "choosing-name", { ...fieldsOf(original), title: "Late" }, openedAt + 1, editor)).toMatchObject({
      stale: true,
    });
  });

  it("empties the page cache: a page rendered before a publish is not served after it", () => {
    const visitor = { method: "GET", url: "http://site.test/about", cookie: null, referrer: null };
    rememberPage(new Request(visitor.url), "<html></html>", new Headers({ "Content-Type": "text/html" }));
    expect(cachedPage(visitor)).not.toBeNull();
    studio.setLessonStatus(COURSE, "welcome", "welcome", "live", editor);
    studio.publishModule(COURSE, "welcome", owner);
    expect(cachedPage(visitor)).toBeNull();
  });

  it("publishes nothing the course schema refuses, with its reason", () => {
    const quiz = memberCourse().quizzes.find((candidate) => candidate.moduleId === "omega-edi")!;
    const broken = {
      ...quiz,
      questions: quiz.questions.map((question, index) => (index === 0 ? { ...question, lesson: "omega-edi/no-such-lesson" } : question)),
    };
    studio.saveQuizDraft(COURSE, broken, studio.studioCourse(COURSE)!.quizzes.get("omega-edi")?.version ?? 0, editor);
    const outcome = studio.publishQuiz(COURSE, "omega-edi", owner);
    expect(outcome).toMatchObject({ error: expect.stringContaining("No lesson omega-edi/no-such-lesson") });
    expect(memberCourse().quizzes.find((candidate) => candidate.moduleId === "omega-edi")).toEqual(quiz);
    studio.saveQuizDraft(COURSE, quiz, studio.studioCourse(COURSE)!.quizzes.get("omega-edi")!.version, editor);
  });

  it("gives a module without a quiz an empty one to write, which exists once saved and published", () => {
    expect(memberCourse().quizzes.some((quiz) => quiz.moduleId === "gas-stations")).toBe(false);
    const blank = studio.studioQuiz(COURSE, "gas-stations");
    expect(blank.quiz).toMatchObject({ moduleId: "gas-stations", ask: 1, questions: [] });
    expect(blank.state.version).toBe(0);
    const quiz = {
      ...blank.quiz,
      questions: [
        {
          id: "gas-first",
          prompt: "What does a gas station owner want most from a chip repair stand?",
          choices: [
            { id: "a", text: "More customers at the pumps" },
            { id: "b", text: "A share of nothing" },
          ],
          answer: "a",
          explanation: "Your stand brings drivers in.",
          lesson: "gas-stations/gas-intro",
          status: "live" as const,
        },
      ],
    };
    expect(studio.saveQuizDraft(COURSE, quiz, 0, editor)).toEqual({ version: 1 });
    expect(memberCourse().quizzes.some((candidate) => candidate.moduleId === "gas-stations")).toBe(false);
    expect(studio.publishQuiz(COURSE, "gas-stations", owner)).toMatchObject({ revision: expect.any(Number) });
    expect(memberCourse().quizzes.find((candidate) => candidate.moduleId === "gas-stations")).toEqual(quiz);
    expect(() => studio.studioQuiz(COURSE, "no-such-module")).toThrow();
  });

  it("adds and reorders lessons as drafts: a new lesson is hidden until shown and published", () => {
    expect(studio.addLesson(COURSE, "mobile", { id: "mobile-pricing", title: "Pricing on the road", kind: "video" }, editor)).toEqual({ ok: true });
    expect(studio.addLesson(COURSE, "mobile", { id: "mobile-pricing", title: "Again", kind: "video" }, editor)).toMatchObject({
      error: expect.stringContaining("already has a lesson"),
    });
    studio.moveLesson(COURSE, "mobile", "mobile-pricing", "up", editor);
    expect(draftLesson("mobile", "mobile-pricing").status).toBe("hidden");
    expect(
      studio
        .studioCourse(COURSE)!
        .course.modules.find((module) => module.id === "mobile")!
        .lessons.map((lesson) => lesson.id),
    ).toEqual(["mobile-pricing", "mobile-operation"]);
    studio.publishModule(COURSE, "mobile", owner);
    expect(lessonOf("mobile", "mobile-pricing")).toBeUndefined();
    expect(publishedCourse(COURSE)!.modules.find((module) => module.id === "mobile")!.lessons[0]).toMatchObject({ id: "mobile-pricing", status: "hidden" });
  });
});

describe("what members earned survives edits", () => {
  it("a new lesson shows as new to a member who had finished the module; archiving one keeps its progress row but stops counting it", async () => {
    const user = { id: await member() };
    for (const lesson of lessonsInOrder(memberCourse().modules).filter((lesson) => lesson.moduleId === "car-washes")) completeLesson(user.id, lesson, null);
    const module = () => courseOverview(user.id, null).modules.find((candidate) => candidate.id === "car-washes")!;
    expect(module().progress).toMatchObject({ completed: 4, total: 4 });
    const totalBefore = courseProgress(user.id).total;

    studio.addLesson(COURSE, "car-washes", { id: "wash-follow-up", title: "Following up with the manager", kind: "video" }, editor);
    studio.setLessonStatus(COURSE, "car-washes", "wash-follow-up", "live", editor);
    studio.publishModule(COURSE, "car-washes", owner);
    expect(module().progress).toMatchObject({ completed: 4, total: 5 });
    expect(module().lessons.at(-1)).toMatchObject({ lessonId: "wash-follow-up", completed: false, locked: false });

    studio.setLessonStatus(COURSE, "car-washes", "wash-metrics", "archived", editor);
    studio.publishModule(COURSE, "car-washes", owner);
    expect(module().progress).toMatchObject({ completed: 3, total: 4 });
    expect(completedLessons(user.id).has("car-washes/wash-metrics")).toBe(true);
    expect(lessonView(user.id, { moduleId: "car-washes", lessonId: "wash-metrics" }, null)).toBeNull();
    expect(courseProgress(user.id).total).toBe(totalBefore);
  });

  it("a quiz attempt keeps the questions as asked; the next attempt asks the edited question", async () => {
    const user = { id: await member() };
    for (const lesson of lessonsInOrder(memberCourse().modules).filter((lesson) => lesson.moduleId === "omega-edi")) completeLesson(user.id, lesson, null);
    const first = quizPage(user.id, completedLessons(user.id), "omega-edi", null, new Date("2026-11-02T10:00:00Z"))!;
    const form = new FormData();
    form.set("attempt", String(first.form!.attempt));
    const pool = memberCourse().quizzes.find((candidate) => candidate.moduleId === "omega-edi")!.questions;
    for (const question of first.form!.questions) {
      const asked = pool.find((candidate) => candidate.id === question.id)!;
      const right = asked.choices.find((choice) => choice.id === asked.answer)!.text;
      form.set(`question-${question.id}`, question.choices.find((choice) => choice.text !== right)!.value);
    }
    expect(submitQuiz(user.id, completedLessons(user.id), "omega-edi", form, new Date("2026-11-02T10:01:00Z"))).toMatchObject({ outcome: "graded" });
    const quiz = memberCourse().quizzes.find((candidate) => candidate.moduleId === "omega-edi")!;
    const edited = { ...quiz, questions: quiz.questions.map((question) => ({ ...question, prompt: `${question.prompt} (edited)` })) };
    studio.saveQuizDraft(COURSE, edited, studio.studioCourse(COURSE)!.quizzes.get("omega-edi")?.version ?? 0, editor);
    studio.publishQuiz(COURSE, "omega-edi", owner);

    const result = quizPage(user.id, completedLessons(user.id), "omega-edi", 1, new Date("2026-11-03T10:00:00Z"))!.result!;
    expect(result.missed).toHaveLength(first.form!.questions.length);
    expect(result.missed.every((question) => !question.prompt.endsWith("(edited)"))).toBe(true);
    const next = quizPage(user.id, completedLessons(user.id), "omega-edi", null, new Date("2026-11-03T10:00:00Z"))!;
    expect(next.form!.questions.every((question) => question.prompt.endsWith("(edited)"))).toBe(true);
  });

  it("the coach's index follows a publish in the background", async () => {
    const lesson = lessonOf("dealerships", "dealer-land")!;
    studio.saveLessonDraft(
      COURSE,
      "dealerships",
      "dealer-land",
      { ...fieldsOf(lesson), description: `${lesson.description} Bring a zorbulator.` },
      version("dealerships/dealer-land"),
      editor,
    );
    studio.publishModule(COURSE, "dealerships", owner);
    await new Promise((resolve) => setImmediate(resolve));
    expect(searchCourse("zorbulator").map((result) => result.lessons)).toContainEqual(["dealerships/dealer-land"]);
  });
});
