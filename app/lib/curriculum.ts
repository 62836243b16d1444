import type { Video } from "~/content/videos";

// The course's shape (the data is app/content/curriculum.ts) and the arithmetic on it that
// the dashboard, the lesson page and the server share.

export type LessonTab = { id: "getting-started" | "setup" | "design" | "features" | "launch"; label: string; markdown: string };

type LessonBase = {
  id: string;
  title: string;
  /** One or two sentences that teach something true about the repair or the business. */
  description: string;
  /** "mm:ss", or "TBD" while the video is being made. */
  duration: string;
};
/** `video` is null while the lesson's video is not uploaded yet ("Video coming soon"). */
export type VideoLesson = LessonBase & { kind: "video"; video: Video | null };
/** A lesson read on the page, in tabs of Markdown (business-resources/build-website). */
export type TextLesson = LessonBase & { kind: "text"; tabs: LessonTab[] };
export type Lesson = VideoLesson | TextLesson;

export type CourseModule = { id: string; title: string; description: string; lessons: Lesson[] };

export type LessonRef = { moduleId: string; lessonId: string };
export type PlacedLesson = LessonRef & { lesson: Lesson; module: CourseModule; number: number };

export const lessonKey = ({ moduleId, lessonId }: LessonRef) => `${moduleId}/${lessonId}`;
export const lessonPath = ({ moduleId, lessonId }: LessonRef) => `/lesson/${moduleId}/${lessonId}`;

/** Every lesson in course order (across modules), numbered from 1. */
export function lessonsInOrder(course: readonly CourseModule[]): PlacedLesson[] {
  let number = 0;
  return course.flatMap((module) => module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id, lesson, module, number: ++number })));
}

export function findLesson(course: readonly CourseModule[], ref: LessonRef): PlacedLesson | null {
  return lessonsInOrder(course).find((placed) => placed.moduleId === ref.moduleId && placed.lessonId === ref.lessonId) ?? null;
}

/** The lessons before and after one, walking the whole course across module boundaries. */
export function neighbours(course: readonly CourseModule[], ref: LessonRef): { previous: PlacedLesson | null; next: PlacedLesson | null } {
  const all = lessonsInOrder(course);
  const index = all.findIndex((placed) => placed.moduleId === ref.moduleId && placed.lessonId === ref.lessonId);
  if (index === -1) return { previous: null, next: null };
  return { previous: all[index - 1] ?? null, next: all[index + 1] ?? null };
}

export type Progress = { completed: number; total: number; percent: number };

/** What the dashboard shows of a member's course. */
export type LessonRow = LessonRef & { number: number; title: string; duration: string; completed: boolean; locked: boolean };
export type ModuleOverview = { id: string; title: string; description: string; progress: Progress; lessons: LessonRow[] };

/** completed / total, and the percent: completed / total × 100, rounded (0 with no lessons). */
export function progressOf(lessons: readonly LessonRef[], completed: ReadonlySet<string>): Progress {
  const done = lessons.filter((lesson) => completed.has(lessonKey(lesson))).length;
  return { completed: done, total: lessons.length, percent: lessons.length ? Math.round((done / lessons.length) * 100) : 0 };
}

export function moduleLessonRefs(module: CourseModule): LessonRef[] {
  return module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id }));
}

/**
 * The lock rule: the first lesson of each module is always open; after it, a lesson opens
 * once the one before it in the same module is completed. Modules do not wait for each
 * other, so a member can read about car washes before finishing the kit lessons.
 */
export function isLessonLocked(course: readonly CourseModule[], ref: LessonRef, completed: ReadonlySet<string>): boolean {
  const module = course.find((candidate) => candidate.id === ref.moduleId);
  const index = module?.lessons.findIndex((lesson) => lesson.id === ref.lessonId) ?? -1;
  if (!module || index <= 0) return false;
  return !completed.has(lessonKey({ moduleId: module.id, lessonId: module.lessons[index - 1].id }));
}
