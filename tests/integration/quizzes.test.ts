import { describe, expect, it } from "vitest";

// Checkpoint quizzes graded on the server, with a member's real progress: locked until the
// module's lessons are done, answers never on the page before submitting nor in a failed
// attempt's result, questions drawn from a larger pool, every attempt stored, a wait before a
// retry (QUIZ_RETRY_MINUTES, 30 here) and at most QUIZ_ATTEMPTS_PER_DAY (5) a day, and the
// module complete only once the quiz is passed (QUIZ_PASS_PERCENT, 80 by default). The clock
// is the test's.

process.env.QUIZ_RETRY_MINUTES = "30";

const { curriculum } = await import("~/content/curriculum");
const { quizzes } = await import("~/content/quizzes");
const { lessonsInOrder } = await import("~/lib/curriculum");
const { completeLesson, completedLessons, courseOverview } = await import("~/server/members/progress.server");
const { passedQuizzes, questionPassRates, quizPage, submitQuiz } = await import("~/server/members/quizzes.server");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");

const MODULE = "omega-edi";
const quiz = quizzes.find((candidate) => candidate.moduleId === MODULE)!;
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const member = () => createUser({ email: `quiz-${Math.random()}@example.test`, password: "secret1", firstName: "Quinn" });

function finishLessons(userId: string) {
  for (const lesson of lessonsInOrder(curriculum).filter((candidate) => candidate.moduleId === MODULE)) completeLesson(userId, lesson, null);
}

/** The posted form for the page's open attempt: `rightCount` questions answered right, the rest wrong, `skip` left blank. */
function answers(userId: string, rightCount: number, skip: string[] = []) {
  const page = quizPage(userId, completedLessons(userId), MODULE, null)!;
  const form = new FormData();
  form.set("attempt", String(page.form!.attempt));
  page.form!.questions.forEach((question, index) => {
    if (skip.includes(question.id)) return;
    const content = quiz.questions.find((candidate) => candidate.id === question.id)!;
    const right = content.choices.find((choice) => choice.id === content.answer)!.text;
    const pick = question.choices.find((choice) => (index < rightCount ? choice.text === right : choice.text !== right))!;
    form.set(`question-${question.id}`, pick.value);
  });
  return form;
}

describe("a checkpoint quiz", () => {
  it("is locked until the module's lessons are complete, and a post before then stores nothing", async () => {
    const userId = await member();
    const page = quizPage(userId, completedLessons(userId), MODULE, null)!;
    expect(page).toMatchObject({ locked: true, form: null, passed: false, questionCount: 5, passMark: 80 });
    expect(submitQuiz(userId, completedLessons(userId), MODULE, new FormData())).toEqual({ outcome: "locked" });
    expect(quizPage(userId, new Set(), "no-such-module", null)).toBeNull();
    expect(submitQuiz(userId, new Set(), "welcome", new FormData())).toEqual({ outcome: "unknown" });
  });

  it("shows the questions without their answers, and a post missing one keeps nothing", async () => {
    const userId = await member();
    finishLessons(userId);
    const page = quizPage(userId, completedLessons(userId), MODULE, null)!;
    expect(page.form!.attempt).toBe(1);
    const sent = JSON.stringify(page);
    for (const question of quiz.questions) {
      expect(sent).not.toContain(question.explanation);
      expect(sent).not.toContain(`"${question.answer}"`);
    }
    const skipped = page.form!.questions[2].id;
    expect(submitQuiz(userId, completedLessons(userId), MODULE, answers(userId, 5, [skipped]))).toEqual({ outcome: "incomplete", missing: [skipped] });
    expect(sql("select id from quiz_attempts where user_id = ?", userId)).toEqual([]);
  });

  it("fail, wait, retry in a new order, pass: each attempt stored with its answers, score and time; the module then counts as complete", async () => {
    const userId = await member();
    finishLessons(userId);
    const start = new Date("2025-05-03T15:00:00Z");
    const firstOrder = quizPage(userId, completedLessons(userId), MODULE, null, start)!.form!.questions.map((question) => question.id);

    // 3 of 5 is 60%: under the pass mark.
    expect(submitQuiz(userId, completedLessons(userId), MODULE, answers(userId, 3), start)).toEqual({
      outcome: "graded",
      attempt: 1,
      passed: false,
      percent: 60,
    });
    const [stored] = sql<{
      attempt: number;
      correct: number;
      question_count: number;
      score_percent: number;
      passed: number;
      submitted_at: number;
      answers: string;
    }>("select attempt, correct, question_count, score_percent, passed, submitted_at, answers from quiz_attempts where user_id = ?", userId);
    expect(stored).toMatchObject({ attempt: 1, correct: 3, question_count: 5, score_percent: 60, passed: 0, submitted_at: start.getTime() });
    // The 5 questions asked, drawn from the pool of 8.
    expect(Object.keys(JSON.parse(stored.answers)).sort()).toEqual([...firstOrder].sort());
    expect(quiz.questions.length).toBeGreaterThanOrEqual(Math.ceil(quiz.ask * 1.5));

    // A failed attempt's result names the 2 questions missed and their lessons, and holds no right answer nor why.
    const result = quizPage(userId, completedLessons(userId), MODULE, 1, start)!.result!;
    expect(result).toMatchObject({ attempt: 1, percent: 60, passed: false, review: null });
    expect(result.missed.map((question) => question.id)).toEqual(expect.arrayContaining(firstOrder.slice(3)));
    expect(result.missed).toHaveLength(2);
    expect(result.missed[0]).toEqual({ id: expect.any(String), prompt: expect.any(String), lesson: expect.stringMatching(/^omega-edi\//) });
    const shown = JSON.stringify(quizPage(userId, completedLessons(userId), MODULE, 1, start));
    for (const question of quiz.questions) {
      expect(shown).not.toContain(question.explanation);
      expect(shown).not.toContain(question.choices.find((choice) => choice.id === question.answer)!.text);
    }

    // The same form posted again stores nothing.
    const resent = answers(userId, 5);
    resent.set("attempt", "1");
    expect(submitQuiz(userId, completedLessons(userId), MODULE, resent, start)).toEqual({ outcome: "stale" });

    // A retry waits QUIZ_RETRY_MINUTES.
    const soon = new Date(start.getTime() + 10 * 60_000);
    expect(quizPage(userId, completedLessons(userId), MODULE, null, soon)).toMatchObject({ form: null, waitUntil: new Date(start.getTime() + 30 * 60_000) });
    const later = new Date(start.getTime() + 30 * 60_000);
    const retry = quizPage(userId, completedLessons(userId), MODULE, null, later)!;
    expect(retry.form!.attempt).toBe(2);
    expect(retry.form!.questions.map((question) => question.id)).not.toEqual(firstOrder);
    expect(courseOverview(userId, null).modules.find((module) => module.id === MODULE)!.quiz).toMatchObject({ status: "open", bestPercent: 60 });

    // 4 of 5 is 80%: a pass.
    expect(submitQuiz(userId, completedLessons(userId), MODULE, answers(userId, 4), later)).toEqual({
      outcome: "graded",
      attempt: 2,
      passed: true,
      percent: 80,
    });
    expect(passedQuizzes(userId)).toEqual(new Set([MODULE]));
    const module = courseOverview(userId, null).modules.find((candidate) => candidate.id === MODULE)!;
    expect(module.progress).toEqual({ completed: 3, total: 3, percent: 100 });
    expect(module.quiz).toMatchObject({ status: "passed", bestPercent: 80 });
    expect(quizPage(userId, completedLessons(userId), MODULE, null, later)).toMatchObject({ passed: true, form: null });
    // Passed: every result now shows the answers and why, the failed attempt's too.
    const review = quizPage(userId, completedLessons(userId), MODULE, 1, later)!.result!.review!;
    expect(review).toHaveLength(5);
    const reviewed = quiz.questions.find((question) => question.id === review[0].id)!;
    expect(review[0]).toMatchObject({ explanation: reviewed.explanation, answerText: reviewed.choices.find((choice) => choice.id === reviewed.answer)!.text });
    const again = new FormData();
    again.set("attempt", "3");
    expect(submitQuiz(userId, completedLessons(userId), MODULE, again, later)).toEqual({ outcome: "passed" });
  });

  it("takes at most QUIZ_ATTEMPTS_PER_DAY attempts in 24 hours, and draws other questions from the pool each time", async () => {
    const userId = await member();
    finishLessons(userId);
    const start = new Date("2025-06-10T08:00:00Z");
    const asked = new Set<string>();
    for (let attempt = 0; attempt < 5; attempt++) {
      const at = new Date(start.getTime() + attempt * 30 * 60_000);
      const form = answers(userId, 0);
      for (const key of form.keys()) if (key.startsWith("question-")) asked.add(key.slice("question-".length));
      expect(submitQuiz(userId, completedLessons(userId), MODULE, form, at)).toMatchObject({ outcome: "graded", passed: false });
    }
    expect(asked.size).toBeGreaterThan(quiz.ask);
    const sixth = new Date(start.getTime() + 5 * 30 * 60_000);
    const dayLater = new Date(start.getTime() + 24 * 60 * 60_000);
    expect(quizPage(userId, completedLessons(userId), MODULE, null, sixth)).toMatchObject({ form: null, waitUntil: dayLater });
    expect(submitQuiz(userId, completedLessons(userId), MODULE, answers(userId, 5), sixth)).toEqual({ outcome: "waiting", until: dayLater });
    expect(quizPage(userId, completedLessons(userId), MODULE, null, dayLater)!.form).not.toBeNull();
  });

  it("the admin sees how often each question of the pool is answered right, out of the attempts that asked it", async () => {
    const userId = await member();
    finishLessons(userId);
    submitQuiz(userId, completedLessons(userId), MODULE, answers(userId, 5));
    const rates = questionPassRates().find((entry) => entry.moduleId === MODULE)!;
    expect(rates.attempts).toBeGreaterThanOrEqual(3);
    expect(rates.questions).toHaveLength(quiz.questions.length);
    expect(rates.questions.reduce((sum, question) => sum + question.answered, 0)).toBe(rates.attempts * quiz.ask);
    expect(rates.questions.every((question) => question.percent === null || (question.percent >= 0 && question.percent <= 100))).toBe(true);
  });

  it("the admin's statistics count each attempt once as more are stored, and drop those deleted with their account", async () => {
    const total = () => questionPassRates().find((entry) => entry.moduleId === MODULE)!;
    const before = total();
    const userId = await member();
    finishLessons(userId);
    submitQuiz(userId, completedLessons(userId), MODULE, answers(userId, 5));
    const after = total();
    expect(after.attempts).toBe(before.attempts + 1);
    expect(after.passed).toBe(before.passed + 1);
    expect(after.questions.reduce((sum, question) => sum + question.right, 0)).toBe(
      before.questions.reduce((sum, question) => sum + question.right, 0) + quiz.ask,
    );
    expect(total()).toEqual(after); // read again: nothing counted twice
    sql("delete from users where id = ? returning id", userId);
    expect(total()).toEqual(before);
  });
});
