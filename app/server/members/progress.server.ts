import { and, desc, eq, sql } from "drizzle-orm";
import {
  findLesson,
  isLessonLocked,
  lessonKey,
  lessonPath,
  lessonsInOrder,
  moduleLessonRefs,
  moduleOpensOn,
  moduleLessonsComplete,
  neighbours,
  progressOf,
  quizPath,
  quizStepKey,
  type LessonRef,
  type ModuleOverview,
  type PlacedLesson,
  type Progress,
  type QuizStep,
  type Release,
} from "~/lib/curriculum";
import type { Course, CourseModule } from "~/lib/course-content";
import { memberCourse } from "~/server/members/course-catalog.server";
import { lessonProgress } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { passedIn, passedQuizzes, quizFor, quizStanding } from "~/server/members/quizzes.server";

// Prepared once: every portal page reads a member's progress.
const completedLessonRows = db
  .select({ moduleId: lessonProgress.moduleId, lessonId: lessonProgress.lessonId })
  .from(lessonProgress)
  .where(and(eq(lessonProgress.userId, sql.placeholder("userId")), eq(lessonProgress.completed, true)))
  .prepare();

/** A member's finished lessons (as moduleId/lessonId keys). */
export function completedLessons(userId: string): Set<string> {
  return new Set(completedLessonRows.all({ userId }).map(lessonKey));
}

// Every lesson the member has opened, most recent first.
const openedLessons = db
  .select({ moduleId: lessonProgress.moduleId, lessonId: lessonProgress.lessonId, completed: lessonProgress.completed })
  .from(lessonProgress)
  .where(eq(lessonProgress.userId, sql.placeholder("userId")))
  .orderBy(desc(lessonProgress.lastAccessedAt))
  .prepare();

/**
 * 'Continue where you left off' on /welcome, following the member's latest lesson: the lesson
 * itself when unfinished, or its module's quiz when that lesson finished the module and the
 * quiz is not passed yet. Lessons removed from the course since are skipped.
 */
export function resumeLink(userId: string): { kind: "lesson" | "quiz"; to: string; title: string; module: string } | null {
  const completed = completedLessons(userId);
  const passed = passedQuizzes(userId);
  for (const row of openedLessons.all({ userId })) {
    const placed = findLesson(memberCourse().modules, row);
    if (!placed) continue;
    if (!row.completed) return { kind: "lesson", to: lessonPath(placed), title: placed.lesson.title, module: placed.module.title };
    const quiz = quizFor(placed.moduleId);
    if (quiz && !passed.has(placed.moduleId) && moduleLessonsComplete(placed.module, completed)) {
      return { kind: "quiz", to: quizPath(placed.moduleId), title: quiz.title, module: placed.module.title };
    }
  }
  return null;
}

const startedModuleRows = db
  .selectDistinct({ moduleId: lessonProgress.moduleId })
  .from(lessonProgress)
  .where(eq(lessonProgress.userId, sql.placeholder("userId")))
  .prepare();

/** The modules still closed to a member by their release schedule, each with the day it opens. */
function closedModules(userId: string, release: Release): Map<string, string> {
  if (!release) return new Map();
  const started = new Set(startedModuleRows.all({ userId }).map((row) => row.moduleId));
  return new Map(
    memberCourse().modules.flatMap((module) => {
      const opensOn = moduleOpensOn(module, release, started.has(module.id));
      return opensOn ? [[module.id, opensOn] as const] : [];
    }),
  );
}

/** A module's title by id (for pages that name modules without loading the course); null once it is no longer live. */
export function moduleTitle(moduleId: string): string | null {
  return memberCourse().modules.find((candidate) => candidate.id === moduleId)?.title ?? null;
}

/** Opening a lesson records when; a finished lesson stays finished. */
export function recordLessonOpened(userId: string, ref: LessonRef, now = new Date()): void {
  db.insert(lessonProgress)
    .values({ userId, ...ref, lastAccessedAt: now })
    .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.moduleId, lessonProgress.lessonId], set: { lastAccessedAt: now } })
    .run();
}

export type CompletionOutcome = "completed" | "unknown" | "locked";

/** Mark a lesson complete (one row per user, module and lesson); the first completion time is kept. */
export function completeLesson(userId: string, ref: LessonRef, release: Release, now = new Date()): CompletionOutcome {
  const { modules } = memberCourse();
  if (!findLesson(modules, ref)) return "unknown";
  if (isLessonLocked(modules, ref, completedLessons(userId)) || closedModules(userId, release).has(ref.moduleId)) return "locked";
  db.insert(lessonProgress)
    .values({ userId, ...ref, completed: true, completedAt: now, lastAccessedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.moduleId, lessonProgress.lessonId],
      set: { completed: true, completedAt: sql`coalesce(${lessonProgress.completedAt}, ${now.getTime()})`, lastAccessedAt: now },
    })
    .run();
  return "completed";
}

/** Each module's steps (its live lessons, then its checkpoint quiz if it has one) and the course's: worked out once per published course. */
const stepsOfCourse = new WeakMap<Course, { byModule: Map<string, string[]>; all: string[] }>();

function courseSteps(course: Course) {
  let steps = stepsOfCourse.get(course);
  if (!steps) {
    const withQuiz = new Set(course.quizzes.map((quiz) => quiz.moduleId));
    const byModule = new Map(
      course.modules.map((module) => [module.id, [...moduleLessonRefs(module).map(lessonKey), ...(withQuiz.has(module.id) ? [quizStepKey(module.id)] : [])]]),
    );
    steps = { byModule, all: [...byModule.values()].flat() };
    stepsOfCourse.set(course, steps);
  }
  return steps;
}
const moduleSteps = (module: CourseModule) => courseSteps(memberCourse()).byModule.get(module.id) ?? [];
const allSteps = () => courseSteps(memberCourse()).all;

/** The steps this member has done: completed lessons and passed quizzes. */
function stepsDone(completed: ReadonlySet<string>, passed: ReadonlySet<string>): Set<string> {
  return new Set([...completed, ...[...passed].map(quizStepKey)]);
}

/** A module's quiz as a step: passed, open (the lessons are done), or locked. */
function quizStatus(module: CourseModule, completed: ReadonlySet<string>, passed: ReadonlySet<string>): QuizStep["status"] {
  if (passed.has(module.id)) return "passed";
  return moduleLessonsComplete(module, completed) ? "open" : "locked";
}

/** The whole course's progress for a member: every lesson complete and every quiz passed is 100%. */
export function courseProgress(userId: string): Progress {
  return progressOf(allSteps(), stepsDone(completedLessons(userId), passedQuizzes(userId)));
}

/** The dashboard: every module with its progress, numbered lesson rows and quiz, and the whole course's progress. */
export function courseOverview(userId: string, release: Release): { overall: Progress; modules: ModuleOverview[] } {
  const completed = completedLessons(userId);
  const closed = closedModules(userId, release);
  const standing = quizStanding(userId);
  const passed = passedIn(standing);
  const done = stepsDone(completed, passed);
  const { modules } = memberCourse();
  const placed = lessonsInOrder(modules);
  return {
    overall: progressOf(allSteps(), done),
    modules: modules.map((module) => {
      const quiz = quizFor(module.id);
      return {
        id: module.id,
        title: module.title,
        description: module.description,
        opensOn: closed.get(module.id) ?? null,
        progress: progressOf(moduleSteps(module), done),
        lessons: placed
          .filter((lesson) => lesson.moduleId === module.id)
          .map((lesson) => ({
            moduleId: lesson.moduleId,
            lessonId: lesson.lessonId,
            number: lesson.number,
            title: lesson.lesson.title,
            duration: lesson.lesson.duration,
            completed: completed.has(lessonKey(lesson)),
            locked: closed.has(module.id) || isLessonLocked(modules, lesson, completed),
          })),
        quiz: quiz
          ? {
              title: quiz.title,
              questionCount: quiz.ask,
              status: quizStatus(module, completed, passed),
              bestPercent: standing.get(module.id)?.best ?? null,
            }
          : null,
      };
    }),
  };
}

/** Everything the lesson page shows about one lesson for one member; null for an unknown lesson. */
export function lessonView(userId: string, ref: LessonRef, release: Release) {
  const { modules } = memberCourse();
  const placed = findLesson(modules, ref);
  if (!placed) return null;
  const completed = completedLessons(userId);
  const passed = passedQuizzes(userId);
  const done = stepsDone(completed, passed);
  const locked = isLessonLocked(modules, ref, completed);
  const quiz = quizFor(ref.moduleId);
  const { previous, next } = neighbours(modules, ref);
  const link = (lesson: PlacedLesson | null) => (lesson ? { moduleId: lesson.moduleId, lessonId: lesson.lessonId, title: lesson.lesson.title } : null);
  const before = placed.module.lessons[placed.module.lessons.findIndex((lesson) => lesson.id === ref.lessonId) - 1];
  return {
    number: placed.number,
    module: { id: placed.module.id, title: placed.module.title },
    /** The day the lesson's module opens, while its release schedule keeps it closed. */
    opensOn: closedModules(userId, release).get(ref.moduleId) ?? null,
    lesson: placed.lesson,
    completed: completed.has(lessonKey(ref)),
    /** The lesson to finish first, when this one is locked. */
    unlockedBy: locked && before ? { moduleId: ref.moduleId, lessonId: before.id, title: before.title } : null,
    previous: link(previous),
    next: link(next),
    /** The module's checkpoint quiz, the step after its lessons. */
    quiz: quiz ? { to: quizPath(ref.moduleId), title: quiz.title, status: quizStatus(placed.module, completed, passed) } : null,
    moduleProgress: progressOf(moduleSteps(placed.module), done),
    overallProgress: progressOf(allSteps(), done),
  };
}
