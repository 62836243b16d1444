import crypto from "node:crypto";
import { and, desc, eq, max, sql } from "drizzle-orm";
import { curriculum } from "~/content/curriculum";
import { quizzes } from "~/content/quizzes";
import { moduleLessonsComplete } from "~/lib/curriculum";
import { chosenChoices, grade, quizForm, type GradedQuestion, type ModuleQuiz } from "~/lib/quiz";
import { quizAttempts } from "../../db/schema";
import { db, isUniqueViolation, writeTransaction } from "./db.server";
import { env } from "./env.server";
import { secrets } from "./secrets.server";

// Checkpoint quizzes, graded on the server: the page gets the questions in this attempt's
// order and never the answers; a submitted attempt is stored with what was chosen, the
// score and when. A module's quiz opens once its lessons are complete.

export const quizFor = (moduleId: string): ModuleQuiz | undefined => quizzes.find((quiz) => quiz.moduleId === moduleId);

// Prepared once: every portal page reads a member's quizzes with their progress.
const standingRows = db
  .select({ moduleId: quizAttempts.moduleId, best: max(quizAttempts.scorePercent), passed: max(quizAttempts.passed) })
  .from(quizAttempts)
  .where(eq(quizAttempts.userId, sql.placeholder("userId")))
  .groupBy(quizAttempts.moduleId)
  .prepare();

/** Each module's quiz this member has tried: their best score in percent, and whether they passed. */
export function quizStanding(userId: string): Map<string, { best: number; passed: boolean }> {
  return new Map(standingRows.all({ userId }).map((row) => [row.moduleId, { best: row.best ?? 0, passed: Boolean(row.passed) }]));
}

/** The modules whose quiz is passed, in a member's standing. */
export const passedIn = (standing: ReturnType<typeof quizStanding>): Set<string> => new Set([...standing].filter(([, quiz]) => quiz.passed).map(([moduleId]) => moduleId));

/** The modules whose quiz this member has passed. */
export const passedQuizzes = (userId: string): Set<string> => passedIn(quizStanding(userId));

/** The seed of one attempt's order: not guessable from the page, the same for the form and its grading. */
const seedOf = (userId: string, moduleId: string, attempt: number) =>
  crypto.createHmac("sha256", secrets.sessionSecret).update(`quiz:${userId}:${moduleId}:${attempt}`).digest().readUInt32BE(0);

function attemptsOf(userId: string, moduleId: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.moduleId, moduleId)))
    .orderBy(desc(quizAttempts.attempt))
    .all();
}

type Attempt = typeof quizAttempts.$inferSelect;

/** The graded questions of a stored attempt, for its result page. */
function resultOf(quiz: ModuleQuiz, attempt: Attempt) {
  return {
    attempt: attempt.attempt,
    percent: attempt.scorePercent,
    correct: attempt.correct,
    questionCount: attempt.questionCount,
    passed: attempt.passed,
    questions: grade(quiz, attempt.answers).questions,
  };
}

export type QuizResult = ReturnType<typeof resultOf>;

/** When the member may try again after a failed attempt at `submittedAt` (null: now). */
function retryAt(last: Attempt | undefined, now: Date): Date | null {
  if (!last || last.passed || env.QUIZ_RETRY_MINUTES === 0) return null;
  const at = new Date(last.submittedAt.getTime() + env.QUIZ_RETRY_MINUTES * 60_000);
  return at > now ? at : null;
}

/**
 * The quiz page for one member: locked (lessons to finish first), waiting (a retry not yet
 * allowed), or open with the next attempt's questions; with the result of `showAttempt`
 * when asked for one of theirs, and whether they have passed.
 */
export function quizPage(userId: string, completedLessons: ReadonlySet<string>, moduleId: string, showAttempt: number | null, now = new Date()) {
  const quiz = quizFor(moduleId);
  const module = curriculum.find((candidate) => candidate.id === moduleId);
  if (!quiz || !module) return null;
  const attempts = attemptsOf(userId, moduleId);
  const shown = showAttempt === null ? undefined : attempts.find((attempt) => attempt.attempt === showAttempt);
  const next = (attempts[0]?.attempt ?? 0) + 1;
  const locked = !moduleLessonsComplete(module, completedLessons);
  const passed = attempts.some((attempt) => attempt.passed);
  const waitUntil = retryAt(attempts[0], now);
  return {
    module: { id: module.id, title: module.title },
    title: quiz.title,
    passMark: env.QUIZ_PASS_PERCENT,
    questionCount: quiz.questions.length,
    passed,
    bestPercent: attempts.length ? Math.max(...attempts.map((attempt) => attempt.scorePercent)) : null,
    result: shown ? resultOf(quiz, shown) : null,
    locked,
    waitUntil,
    form: locked || passed || waitUntil ? null : { attempt: next, questions: quizForm(quiz, seedOf(userId, moduleId, next)) },
  };
}

export type QuizSubmission =
  | { outcome: "graded"; attempt: number; passed: boolean; percent: number }
  | { outcome: "unknown" | "locked" | "stale" | "passed" }
  | { outcome: "waiting"; until: Date }
  | { outcome: "incomplete"; missing: string[] };

/**
 * Grade a posted attempt and store it. The attempt number must be the member's next one (a
 * form posted twice, or from an old tab, is "stale" and stores nothing); every question must
 * be answered; a passed quiz takes no more attempts.
 */
export function submitQuiz(userId: string, completedLessons: ReadonlySet<string>, moduleId: string, form: FormData, now = new Date()): QuizSubmission {
  const quiz = quizFor(moduleId);
  const module = curriculum.find((candidate) => candidate.id === moduleId);
  if (!quiz || !module) return { outcome: "unknown" };
  if (!moduleLessonsComplete(module, completedLessons)) return { outcome: "locked" };
  const attempt = Number(form.get("attempt"));
  const posted = (questionId: string) => {
    const value = form.get(`question-${questionId}`);
    return typeof value === "string" ? value : null;
  };
  const chosen = chosenChoices(quiz, seedOf(userId, moduleId, attempt), posted);
  const missing = Object.entries(chosen)
    .filter(([, choice]) => choice === null)
    .map(([questionId]) => questionId);
  try {
    return writeTransaction((tx): QuizSubmission => {
      const last = tx.select().from(quizAttempts).where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.moduleId, moduleId))).orderBy(desc(quizAttempts.attempt)).get();
      // A pass is always the last attempt: none is stored after it.
      if (last?.passed) return { outcome: "passed" };
      if (!Number.isInteger(attempt) || attempt !== (last?.attempt ?? 0) + 1) return { outcome: "stale" };
      const waitUntil = retryAt(last, now);
      if (waitUntil) return { outcome: "waiting", until: waitUntil };
      if (missing.length > 0) return { outcome: "incomplete", missing };
      const graded = grade(quiz, chosen);
      const passed = graded.percent >= env.QUIZ_PASS_PERCENT;
      tx.insert(quizAttempts)
        .values({ userId, moduleId, attempt, answers: chosen, correct: graded.correct, questionCount: quiz.questions.length, scorePercent: graded.percent, passed, submittedAt: now })
        .run();
      return { outcome: "graded", attempt, passed, percent: graded.percent };
    });
  } catch (error) {
    // The same attempt posted twice at once: the first one counts.
    if (isUniqueViolation(error)) return { outcome: "stale" };
    throw error;
  }
}

/** For the admin: a member's attempts, newest first. */
export function memberAttempts(userId: string) {
  return db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId)).orderBy(desc(quizAttempts.submittedAt)).all();
}

/**
 * For the admin: per quiz, how often each question is answered right across every attempt,
 * so the questions students miss (and the lessons behind them) stand out.
 */
export function questionPassRates() {
  const attempts = db.select({ moduleId: quizAttempts.moduleId, answers: quizAttempts.answers, passed: quizAttempts.passed }).from(quizAttempts).all();
  return quizzes.map((quiz) => {
    const own = attempts.filter((attempt) => attempt.moduleId === quiz.moduleId);
    const graded: GradedQuestion[][] = own.map((attempt) => grade(quiz, attempt.answers).questions);
    return {
      moduleId: quiz.moduleId,
      title: quiz.title,
      attempts: own.length,
      passed: own.filter((attempt) => attempt.passed).length,
      questions: quiz.questions.map((question, index) => {
        const right = graded.filter((questions) => questions[index].correct).length;
        return { id: question.id, prompt: question.prompt, lesson: question.lesson, answered: graded.length, right, percent: graded.length ? Math.round((right / graded.length) * 100) : null };
      }),
    };
  });
}
