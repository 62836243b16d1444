import { and, desc, eq, sql } from "drizzle-orm";
import { curriculum } from "~/content/curriculum";
import {
  findLesson,
  isLessonLocked,
  lessonKey,
  lessonPath,
  lessonsInOrder,
  moduleLessonRefs,
  neighbours,
  progressOf,
  type LessonRef,
  type ModuleOverview,
  type PlacedLesson,
  type Progress,
} from "~/lib/curriculum";
import { lessonProgress } from "../../db/schema";
import { db } from "./db.server";

/** A member's finished lessons (as moduleId/lessonId keys). */
// Prepared once: every portal page reads a member's progress.
const lessonsWithStatus = db
  .select({ moduleId: lessonProgress.moduleId, lessonId: lessonProgress.lessonId })
  .from(lessonProgress)
  .where(and(eq(lessonProgress.userId, sql.placeholder("userId")), eq(lessonProgress.completed, sql.placeholder("completed"))))
  .orderBy(desc(lessonProgress.lastAccessedAt))
  .prepare();

export function completedLessons(userId: string): Set<string> {
  return new Set(lessonsWithStatus.all({ userId, completed: 1 }).map(lessonKey));
}

/** The most recently opened lesson the member has not finished, for 'Continue where you left off'. */
export function lessonToResume(userId: string): LessonRef | null {
  const rows = lessonsWithStatus.all({ userId, completed: 0 });
  // A lesson removed from the course since it was opened is skipped.
  return rows.find((row) => findLesson(curriculum, row)) ?? null;
}

/** 'Continue where you left off' on /welcome: the lesson's link, title and module. */
export function resumeLink(userId: string): { to: string; title: string; module: string } | null {
  const ref = lessonToResume(userId);
  const placed = ref ? findLesson(curriculum, ref) : null;
  return placed ? { to: lessonPath(placed), title: placed.lesson.title, module: placed.module.title } : null;
}

/** A module's title by id (for pages that name modules without loading the course). */
export function moduleTitle(moduleId: string): string {
  const module = curriculum.find((candidate) => candidate.id === moduleId);
  if (!module) throw new Error(`No module ${moduleId} in the curriculum`);
  return module.title;
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
export function completeLesson(userId: string, ref: LessonRef, now = new Date()): CompletionOutcome {
  if (!findLesson(curriculum, ref)) return "unknown";
  if (isLessonLocked(curriculum, ref, completedLessons(userId))) return "locked";
  db.insert(lessonProgress)
    .values({ userId, ...ref, completed: true, completedAt: now, lastAccessedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.moduleId, lessonProgress.lessonId],
      set: { completed: true, completedAt: sql`coalesce(${lessonProgress.completedAt}, ${now.getTime()})`, lastAccessedAt: now },
    })
    .run();
  return "completed";
}

/** The dashboard: every module with its progress and numbered lesson rows, and the whole course's progress. */
export function courseOverview(userId: string): { overall: Progress; modules: ModuleOverview[] } {
  const completed = completedLessons(userId);
  const placed = lessonsInOrder(curriculum);
  return {
    overall: progressOf(placed, completed),
    modules: curriculum.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      progress: progressOf(moduleLessonRefs(module), completed),
      lessons: placed
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({
          moduleId: lesson.moduleId,
          lessonId: lesson.lessonId,
          number: lesson.number,
          title: lesson.lesson.title,
          duration: lesson.lesson.duration,
          completed: completed.has(lessonKey(lesson)),
          locked: isLessonLocked(curriculum, lesson, completed),
        })),
    })),
  };
}

/** Everything the lesson page shows about one lesson for one member; null for an unknown lesson. */
export function lessonView(userId: string, ref: LessonRef) {
  const placed = findLesson(curriculum, ref);
  if (!placed) return null;
  const completed = completedLessons(userId);
  const locked = isLessonLocked(curriculum, ref, completed);
  const { previous, next } = neighbours(curriculum, ref);
  const link = (lesson: PlacedLesson | null) => (lesson ? { moduleId: lesson.moduleId, lessonId: lesson.lessonId, title: lesson.lesson.title } : null);
  const before = placed.module.lessons[placed.module.lessons.findIndex((lesson) => lesson.id === ref.lessonId) - 1];
  return {
    number: placed.number,
    module: { id: placed.module.id, title: placed.module.title },
    lesson: placed.lesson,
    completed: completed.has(lessonKey(ref)),
    /** The lesson to finish first, when this one is locked. */
    unlockedBy: locked && before ? { moduleId: ref.moduleId, lessonId: before.id, title: before.title } : null,
    previous: link(previous),
    next: link(next),
    moduleProgress: progressOf(moduleLessonRefs(placed.module), completed),
    overallProgress: progressOf(lessonsInOrder(curriculum), completed),
  };
}
