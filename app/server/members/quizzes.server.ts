import crypto from "node:crypto";
import { and, desc, eq, gt, max, sql } from "drizzle-orm";
import type { ModuleQuiz } from "~/lib/course-content";
import { moduleLessonsComplete } from "~/lib/curriculum";
import { askedQuestions, chosenChoices, grade, quizForm } from "~/lib/quiz";
import { memberCourse } from "~/server/members/course-catalog.server";
import { quizAttempts } from "~db/schema";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { secrets } from "~/server/platform/secrets.server";

// Checkpoint quizzes, graded on the server: the page gets this attempt's questions (drawn
// from the module's pool) in its order and never the answers; a submitted attempt is stored
// with what was chosen, the score and when. A module's quiz opens once its lessons are
// complete. Until the member passes, a result names the questions they got wrong and the
// lessons to review, never the right choices; a retry waits QUIZ_RETRY_MINUTES, and at most
// QUIZ_ATTEMPTS_PER_DAY attempts are taken in any 24 hours. Once passed, every result shows
// the right answers and why.

export const quizFor = (moduleId: string): ModuleQuiz | undefined => memberCourse().quizzes.find((quiz) => quiz.moduleId === moduleId);

const moduleOf = (moduleId: string) => memberCourse().modules.find((candidate) => candidate.id === moduleId);

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
export const passedIn = (standing: ReturnType<typeof quizStanding>): Set<string> =>
  new Set([...standing].filter(([, quiz]) => quiz.passed).map(([moduleId]) => moduleId));

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

/**
 * A stored attempt's result page: the score and the questions missed with their lessons;
 * the answers and explanations only once the member has passed the quiz.
 */
function resultOf(quiz: ModuleQuiz, attempt: Attempt, quizPassed: boolean) {
  const graded = grade(attempt.asked ?? quiz.questions, attempt.answers).questions;
  return {
    attempt: attempt.attempt,
    percent: attempt.scorePercent,
    correct: attempt.correct,
    questionCount: attempt.questionCount,
    passed: attempt.passed,
    missed: graded.filter((question) => !question.correct).map(({ id, prompt, lesson }) => ({ id, prompt, lesson })),
    review: quizPassed ? graded : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the member may try again (null: now): QUIZ_RETRY_MINUTES after a failed attempt, and
 * once fewer than QUIZ_ATTEMPTS_PER_DAY attempts fall in the last 24 hours. `attempts` newest first.
 */
function retryAt(attempts: Pick<Attempt, "passed" | "submittedAt">[], now: Date): Date | null {
  const [last] = attempts;
  if (!last || last.passed) return null;
  const waits = [last.submittedAt.getTime() + businessSetting("QUIZ_RETRY_MINUTES") * 60_000];
  const today = attempts.filter((attempt) => attempt.submittedAt.getTime() > now.getTime() - DAY_MS);
  if (today.length >= businessSetting("QUIZ_ATTEMPTS_PER_DAY")) waits.push(today[businessSetting("QUIZ_ATTEMPTS_PER_DAY") - 1].submittedAt.getTime() + DAY_MS);
  const at = Math.max(...waits);
  return at > now.getTime() ? new Date(at) : null;
}

/**
 * The quiz page for one member: locked (lessons to finish first), waiting (a retry not yet
 * allowed), or open with the next attempt's questions; with the result of `showAttempt`
 * when asked for one of theirs, and whether they have passed.
 */
export function quizPage(userId: string, completedLessons: ReadonlySet<string>, moduleId: string, showAttempt: number | null, now = new Date()) {
  const quiz = quizFor(moduleId);
  const module = moduleOf(moduleId);
  if (!quiz || !module) return null;
  const attempts = attemptsOf(userId, moduleId);
  const shown = showAttempt === null ? undefined : attempts.find((attempt) => attempt.attempt === showAttempt);
  const next = (attempts[0]?.attempt ?? 0) + 1;
  const locked = !moduleLessonsComplete(module, completedLessons);
  const passed = attempts.some((attempt) => attempt.passed);
  const waitUntil = retryAt(attempts, now);
  return {
    module: { id: module.id, title: module.title },
    title: quiz.title,
    passMark: businessSetting("QUIZ_PASS_PERCENT"),
    questionCount: quiz.ask,
    passed,
    bestPercent: attempts.length ? Math.max(...attempts.map((attempt) => attempt.scorePercent)) : null,
    result: shown ? resultOf(quiz, shown, passed) : null,
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
  const module = moduleOf(moduleId);
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
      const earlier = tx
        .select({ attempt: quizAttempts.attempt, passed: quizAttempts.passed, submittedAt: quizAttempts.submittedAt })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.moduleId, moduleId)))
        .orderBy(desc(quizAttempts.attempt))
        .all();
      const [last] = earlier;
      // A pass is always the last attempt: none is stored after it.
      if (last?.passed) return { outcome: "passed" };
      if (!Number.isInteger(attempt) || attempt !== (last?.attempt ?? 0) + 1) return { outcome: "stale" };
      const waitUntil = retryAt(earlier, now);
      if (waitUntil) return { outcome: "waiting", until: waitUntil };
      if (missing.length > 0) return { outcome: "incomplete", missing };
      const graded = grade(quiz.questions, chosen);
      const passed = graded.percent >= businessSetting("QUIZ_PASS_PERCENT");
      tx.insert(quizAttempts)
        .values({
          userId,
          moduleId,
          attempt,
          answers: chosen,
          asked: askedQuestions(quiz, chosen),
          correct: graded.correct,
          questionCount: graded.questions.length,
          scorePercent: graded.percent,
          passed,
          submittedAt: now,
        })
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

type QuizTally = { attempts: number; passed: number; asked: Map<string, number>; right: Map<string, number> };

/**
 * The graded attempts so far, kept in the process: each read grades only the attempts stored
 * since (by id), so the admin's statistics cost the same at a million attempts as at ten. All
 * are graded again when the count no longer adds up (attempts deleted with their account) or
 * the quizzes' content is another one.
 */
let tallied: { content: ModuleQuiz[]; throughId: number; attempts: number; byModule: Map<string, QuizTally> } | null = null;

function tallyAttempts(): Map<string, QuizTally> {
  const stored =
    db
      .select({ count: sql<number>`count(*)` })
      .from(quizAttempts)
      .get()?.count ?? 0;
  const quizzes = memberCourse().quizzes;
  if (tallied?.content !== quizzes) tallied = { content: quizzes, throughId: 0, attempts: 0, byModule: new Map() };
  const read = () =>
    db
      .select({ id: quizAttempts.id, moduleId: quizAttempts.moduleId, answers: quizAttempts.answers, asked: quizAttempts.asked, passed: quizAttempts.passed })
      .from(quizAttempts)
      .where(gt(quizAttempts.id, tallied!.throughId))
      .orderBy(quizAttempts.id)
      .all();
  let added = read();
  if (tallied.attempts + added.length !== stored) {
    tallied = { content: quizzes, throughId: 0, attempts: 0, byModule: new Map() };
    added = read();
  }
  for (const attempt of added) {
    const quiz = quizzes.find((candidate) => candidate.moduleId === attempt.moduleId);
    tallied.throughId = attempt.id;
    tallied.attempts++;
    if (!quiz) continue;
    const tally = tallied.byModule.get(quiz.moduleId) ?? { attempts: 0, passed: 0, asked: new Map(), right: new Map() };
    tallied.byModule.set(quiz.moduleId, tally);
    tally.attempts++;
    if (attempt.passed) tally.passed++;
    for (const answer of grade(attempt.asked ?? quiz.questions, attempt.answers).questions) {
      tally.asked.set(answer.id, (tally.asked.get(answer.id) ?? 0) + 1);
      if (answer.correct) tally.right.set(answer.id, (tally.right.get(answer.id) ?? 0) + 1);
    }
  }
  return tallied.byModule;
}

/**
 * For the admin: per quiz, how often each question is answered right across every attempt,
 * so the questions students miss (and the lessons behind them) stand out.
 */
export function questionPassRates() {
  const byModule = tallyAttempts();
  return memberCourse().quizzes.map((quiz) => {
    const tally = byModule.get(quiz.moduleId);
    return {
      moduleId: quiz.moduleId,
      title: quiz.title,
      attempts: tally?.attempts ?? 0,
      passed: tally?.passed ?? 0,
      // Each attempt asks some of the pool: a question counts the attempts that asked it.
      questions: quiz.questions.map((question) => {
        const asked = tally?.asked.get(question.id) ?? 0;
        const right = tally?.right.get(question.id) ?? 0;
        return {
          id: question.id,
          prompt: question.prompt,
          lesson: question.lesson,
          answered: asked,
          right,
          percent: asked ? Math.round((right / asked) * 100) : null,
        };
      }),
    };
  });
}
