import { addDays } from "~/lib/calendar-dates";

// The arithmetic on a course's modules and lessons (the published member course, or a
// studio draft) that the dashboard, the lesson page and the server share.

export type LessonRef = { moduleId: string; lessonId: string };
/** What the arithmetic needs of a module: its id and its lessons in order (the published course, a draft, or the seed). */
type ModuleShape = { id: string; title: string; lessons: readonly { id: string; title: string }[] };
export type PlacedLesson<M extends ModuleShape = ModuleShape> = LessonRef & { lesson: M["lessons"][number]; module: M; number: number };

export const lessonKey = ({ moduleId, lessonId }: LessonRef) => `${moduleId}/${lessonId}`;
export const lessonPath = ({ moduleId, lessonId }: LessonRef) => `/lesson/${moduleId}/${lessonId}`;
/** "moduleId/lessonId" (a lesson key) back to its parts. */
export function lessonRefOf(key: string): LessonRef {
  const [moduleId, lessonId] = key.split("/");
  return { moduleId, lessonId };
}

/** Every lesson in course order (across modules), numbered from 1. */
export function lessonsInOrder<M extends ModuleShape>(course: readonly M[]): PlacedLesson<M>[] {
  let number = 0;
  return course.flatMap((module) => module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id, lesson, module, number: ++number })));
}

export function findLesson<M extends ModuleShape>(course: readonly M[], ref: LessonRef): PlacedLesson<M> | null {
  return lessonsInOrder(course).find((placed) => placed.moduleId === ref.moduleId && placed.lessonId === ref.lessonId) ?? null;
}

/** The lessons before and after one, walking the whole course across module boundaries. */
export function neighbours<M extends ModuleShape>(course: readonly M[], ref: LessonRef): { previous: PlacedLesson<M> | null; next: PlacedLesson<M> | null } {
  const all = lessonsInOrder(course);
  const index = all.findIndex((placed) => placed.moduleId === ref.moduleId && placed.lessonId === ref.lessonId);
  if (index === -1) return { previous: null, next: null };
  return { previous: all[index - 1] ?? null, next: all[index + 1] ?? null };
}

/** The module after `moduleId` and where it starts (its first lesson), or null after the last one. */
export function nextModuleStart(course: readonly ModuleShape[], moduleId: string): { title: string; path: string } | null {
  const next = course[course.findIndex((module) => module.id === moduleId) + 1];
  const first = next?.lessons[0];
  return next && first && moduleId !== next.id ? { title: next.title, path: lessonPath({ moduleId: next.id, lessonId: first.id }) } : null;
}

/** Steps done of a module or the course: its lessons, and its checkpoint quizzes. */
export type Progress = { completed: number; total: number; percent: number };

/** What the dashboard shows of a member's course. */
type LessonRow = LessonRef & { number: number; title: string; duration: string; completed: boolean; locked: boolean };
/** A module's checkpoint quiz as a step: locked until the module's lessons are complete. */
export type QuizStep = { title: string; questionCount: number; status: "locked" | "open" | "passed"; bestPercent: number | null };
/** `opensOn`: the day a module on a release schedule opens for this member (its lessons are locked until then), or null. */
export type ModuleOverview = {
  id: string;
  title: string;
  description: string;
  opensOn: string | null;
  progress: Progress;
  lessons: LessonRow[];
  quiz: QuizStep | null;
};

/** The step key of a module's checkpoint quiz, beside its lessons' keys. */
export const quizStepKey = (moduleId: string) => `${moduleId}/checkpoint-quiz`;
export const quizPath = (moduleId: string) => `/quiz/${moduleId}`;

/** completed / total steps (keys), and the percent: completed / total × 100, rounded (0 with no steps). */
export function progressOf(steps: readonly string[], done: ReadonlySet<string>): Progress {
  const completed = steps.filter((step) => done.has(step)).length;
  return { completed, total: steps.length, percent: steps.length ? Math.round((completed / steps.length) * 100) : 0 };
}

export function moduleLessonRefs(module: ModuleShape): LessonRef[] {
  return module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id }));
}

/** Whether every lesson of a module is complete: what opens its quiz. */
export function moduleLessonsComplete(module: ModuleShape, completed: ReadonlySet<string>): boolean {
  return moduleLessonRefs(module).every((lesson) => completed.has(lessonKey(lesson)));
}

/**
 * The lock rule: the first lesson of each module is always open; after it, a lesson opens
 * once the one before it in the same module is completed. Modules do not wait for each
 * other, so a member can read about car washes before finishing the kit lessons.
 */
export function isLessonLocked(course: readonly ModuleShape[], ref: LessonRef, completed: ReadonlySet<string>): boolean {
  const module = course.find((candidate) => candidate.id === ref.moduleId);
  const index = module?.lessons.findIndex((lesson) => lesson.id === ref.lessonId) ?? -1;
  if (!module || index <= 0) return false;
  return !completed.has(lessonKey({ moduleId: module.id, lessonId: module.lessons[index - 1].id }));
}

/**
 * A member's release schedule: the day their access began and today, both as YYYY-MM-DD in
 * the business's zone; null when every module is open to them (staff, or an admin opened
 * everything for them).
 */
export type Release = { began: string; today: string } | null;

type Scheduled = { releaseAfterDays: number | null; releaseOn: string | null };

/**
 * The day a module opens for a member, or null when it is open: N days after their access
 * began, or on its date (the later of the two when it has both). A module the member has
 * already started stays open whatever its schedule says later.
 */
export function moduleOpensOn(module: Scheduled, release: Release, started: boolean): string | null {
  if (!release || started) return null;
  const dates = [module.releaseOn, module.releaseAfterDays ? addDays(release.began, module.releaseAfterDays) : null].filter(
    (date): date is string => date !== null,
  );
  const opens = dates.sort().at(-1);
  return opens && opens > release.today ? opens : null;
}
