import { writeCourse, writeModule, writeQuiz } from "~db/course-rows";
import {
  lessonParts,
  BOOTCAMP_COURSE_ID,
  MEMBER_COURSE_ID,
  courseSchema,
  lessonSchema,
  moduleSchema,
  quizSchema,
  type ContentStatus,
  type Course,
  type CourseModule,
  type Lesson,
  type ModuleQuiz,
} from "~/lib/course-content";
import { rebuildCoachIndex } from "~/server/members/coach/coach-index.server";
import { publishedCourse, reloadCourses } from "~/server/members/course-catalog.server";
import { renderLessonMarkdown } from "~/server/members/courses.server";
import type { Actor } from "~/server/platform/audit.server";
import {
  draftsOf,
  publishRevision,
  readDraft,
  recordRevision,
  revisionById,
  revisionsOf,
  saveDraft,
  settleDraft,
  type StaleEdit,
} from "~/server/platform/content-revisions.server";
import { writeTransaction, type AppDatabase } from "~/server/platform/db.server";

// The course studio: staff edit a course as drafts (a lesson, a module with its lesson order
// and release schedule, a quiz, the course with its module order); members see none of it
// until a publish writes a module, a quiz or the whole course into the course tables in one
// transaction, as a revision that can be restored. Keys (module, lesson, question ids) are
// chosen when the thing is added and never change.

export const STUDIO_KINDS = { course: "course", module: "course-module", lesson: "course-lesson", quiz: "course-quiz" } as const;

type CourseFields = { title: string; description: string; moduleOrder: string[] };
type ModuleFields = Omit<CourseModule, "lessons"> & { lessonOrder: string[] };

const moduleKey = (courseId: string, moduleId: string) => `${courseId}/${moduleId}`;
const lessonKey = (courseId: string, moduleId: string, lessonId: string) => `${courseId}/${moduleId}/${lessonId}`;

export type StudioFailure = { error: string } | StaleEdit;

/** Where a unit stands: its draft version (what a form must send back) and whether it differs from what is published. */
export type UnitState = { version: number; changed: boolean; updatedBy: string | null; updatedAt: Date | null };

export type StudioCourse = {
  course: Course;
  published: Course;
  courseState: UnitState;
  modules: Map<string, UnitState>;
  lessons: Map<string, UnitState>;
  quizzes: Map<string, UnitState>;
};

const stateOf = (draft: { version: number; body: unknown; updatedBy: string | null; updatedAt: Date | null } | undefined): UnitState =>
  draft
    ? { version: draft.version, changed: draft.body !== null, updatedBy: draft.updatedBy, updatedAt: draft.updatedAt }
    : { version: 0, changed: false, updatedBy: null, updatedAt: null };

const withoutLessons = ({ lessons: _lessons, ...fields }: CourseModule) => fields;

/** The course as its drafts make it (what staff preview and publish), with each unit's state. */
export function studioCourse(courseId: string): StudioCourse | null {
  const published = publishedCourse(courseId);
  if (!published) return null;
  const courseDraft = readDraft<CourseFields>(STUDIO_KINDS.course, courseId);
  const moduleDrafts = draftsOf<ModuleFields>(STUDIO_KINDS.module, `${courseId}/`);
  const lessonDrafts = draftsOf<Lesson>(STUDIO_KINDS.lesson, `${courseId}/`);
  const quizDrafts = draftsOf<ModuleQuiz>(STUDIO_KINDS.quiz, `${courseId}/`);
  const moduleOrder = courseDraft.body?.moduleOrder ?? published.modules.map((module) => module.id);
  const modules = moduleOrder.flatMap((moduleId): CourseModule[] => {
    const base = published.modules.find((module) => module.id === moduleId);
    const draft = moduleDrafts.get(moduleKey(courseId, moduleId))?.body;
    if (!draft && !base) return [];
    const { lessonOrder, ...fields } = draft ?? { ...withoutLessons(base!), lessonOrder: base!.lessons.map((lesson) => lesson.id) };
    const lessons = lessonOrder.flatMap((lessonId) => {
      const lesson = lessonDrafts.get(lessonKey(courseId, moduleId, lessonId))?.body ?? base?.lessons.find((candidate) => candidate.id === lessonId);
      return lesson ? [lesson] : [];
    });
    return [{ ...fields, lessons }];
  });
  const quizIds = [...new Set([...published.quizzes.map((quiz) => quiz.moduleId), ...[...quizDrafts.keys()].map((key) => key.split("/")[1])])];
  const quizzes = quizIds.flatMap((moduleId) => {
    const quiz = quizDrafts.get(moduleKey(courseId, moduleId))?.body ?? published.quizzes.find((candidate) => candidate.moduleId === moduleId);
    return quiz ? [quiz] : [];
  });
  const tail = (key: string) => key.slice(courseId.length + 1);
  return {
    course: {
      id: courseId,
      title: courseDraft.body?.title ?? published.title,
      description: courseDraft.body?.description ?? published.description,
      modules,
      quizzes,
    },
    published,
    courseState: stateOf(courseDraft.version ? courseDraft : undefined),
    modules: new Map([...moduleDrafts].map(([key, draft]) => [tail(key), stateOf(draft)])),
    lessons: new Map([...lessonDrafts].map(([key, draft]) => [tail(key), stateOf(draft)])),
    quizzes: new Map([...quizDrafts].map(([key, draft]) => [tail(key), stateOf(draft)])),
  };
}

function requireCourse(courseId: string): StudioCourse {
  const studio = studioCourse(courseId);
  if (!studio) throw new Response("No such course", { status: 404 });
  return studio;
}

const moduleFieldsOf = (module: CourseModule): ModuleFields => ({ ...withoutLessons(module), lessonOrder: module.lessons.map((lesson) => lesson.id) });

/** A structural change (add, move, hide) applied to the module's draft as it stands now. */
function changeModule(tx: AppDatabase, courseId: string, moduleId: string, change: (fields: ModuleFields) => ModuleFields, actor: Actor) {
  const module = requireCourse(courseId).course.modules.find((candidate) => candidate.id === moduleId);
  if (!module) throw new Response("No such module", { status: 404 });
  const key = moduleKey(courseId, moduleId);
  saveDraft(tx, STUDIO_KINDS.module, key, change(moduleFieldsOf(module)), readDraft(STUDIO_KINDS.module, key, tx).version, actor);
}

function changeCourse(tx: AppDatabase, courseId: string, change: (fields: CourseFields) => CourseFields, actor: Actor) {
  const { course } = requireCourse(courseId);
  const fields = { title: course.title, description: course.description, moduleOrder: course.modules.map((module) => module.id) };
  saveDraft(tx, STUDIO_KINDS.course, courseId, change(fields), readDraft(STUDIO_KINDS.course, courseId, tx).version, actor);
}

const moved = (ids: string[], id: string, direction: "up" | "down"): string[] => {
  const index = ids.indexOf(id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ids.length) return ids;
  const copy = [...ids];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return copy;
};

/** Save a lesson's edited fields as its draft (its id stays). */
export function saveLessonDraft(courseId: string, moduleId: string, lessonId: string, fields: Omit<Lesson, "id">, openedAtVersion: number, actor: Actor) {
  const lesson = lessonSchema.parse({ ...fields, id: lessonId });
  return writeTransaction((tx) => saveDraft(tx, STUDIO_KINDS.lesson, lessonKey(courseId, moduleId, lessonId), lesson, openedAtVersion, actor));
}

/** Add a lesson at the end of a module, as a draft; its id is its key from then on. */
export function addLesson(courseId: string, moduleId: string, lesson: Pick<Lesson, "id" | "title" | "kind">, actor: Actor): StudioFailure | { ok: true } {
  return writeTransaction((tx) => {
    const studio = requireCourse(courseId);
    const module = studio.course.modules.find((candidate) => candidate.id === moduleId);
    if (!module) return { error: "That module no longer exists." };
    const published = studio.published.modules.find((candidate) => candidate.id === moduleId);
    if (
      [...module.lessons, ...(published?.lessons ?? [])].some((candidate) => candidate.id === lesson.id) ||
      readDraft(STUDIO_KINDS.lesson, lessonKey(courseId, moduleId, lesson.id), tx).version
    )
      return { error: `This module already has a lesson with the id ${lesson.id}: choose another.` };
    const draft = lessonSchema.parse({
      ...lesson,
      videoUrl: null,
      duration: "TBD",
      description: "",
      content: lesson.kind === "text" ? `# ${lesson.title}\n\nWrite the lesson here.` : "",
      transcript: null,
      status: "hidden",
    });
    saveDraft(tx, STUDIO_KINDS.lesson, lessonKey(courseId, moduleId, lesson.id), draft, 0, actor);
    changeModule(tx, courseId, moduleId, (fields) => ({ ...fields, lessonOrder: [...fields.lessonOrder, lesson.id] }), actor);
    return { ok: true };
  });
}

export function moveLesson(courseId: string, moduleId: string, lessonId: string, direction: "up" | "down", actor: Actor): void {
  writeTransaction((tx) =>
    changeModule(tx, courseId, moduleId, (fields) => ({ ...fields, lessonOrder: moved(fields.lessonOrder, lessonId, direction) }), actor),
  );
}

/** Put a module's lessons in this order (drag and drop); ids it does not name keep their place after those it does. */
export function orderLessons(courseId: string, moduleId: string, order: string[], actor: Actor): void {
  writeTransaction((tx) =>
    changeModule(
      tx,
      courseId,
      moduleId,
      (fields) => ({
        ...fields,
        lessonOrder: [...order.filter((id) => fields.lessonOrder.includes(id)), ...fields.lessonOrder.filter((id) => !order.includes(id))],
      }),
      actor,
    ),
  );
}

/** Show, hide or archive a lesson (a draft until published). */
export function setLessonStatus(courseId: string, moduleId: string, lessonId: string, status: ContentStatus, actor: Actor): void {
  writeTransaction((tx) => {
    const lesson = requireCourse(courseId)
      .course.modules.find((module) => module.id === moduleId)
      ?.lessons.find((candidate) => candidate.id === lessonId);
    if (!lesson) throw new Response("No such lesson", { status: 404 });
    const key = lessonKey(courseId, moduleId, lessonId);
    saveDraft(tx, STUDIO_KINDS.lesson, key, { ...lesson, status }, readDraft(STUDIO_KINDS.lesson, key, tx).version, actor);
  });
}

/** Show, hide or archive a module (a draft until published). */
export function setModuleStatus(courseId: string, moduleId: string, status: ContentStatus, actor: Actor): void {
  writeTransaction((tx) => changeModule(tx, courseId, moduleId, (fields) => ({ ...fields, status }), actor));
}

/** Save a module's title, description, status and release schedule as its draft. */
export function saveModuleDraft(courseId: string, moduleId: string, fields: Omit<CourseModule, "id" | "lessons">, openedAtVersion: number, actor: Actor) {
  return writeTransaction((tx) => {
    const module = requireCourse(courseId).course.modules.find((candidate) => candidate.id === moduleId);
    if (!module) return { error: "That module no longer exists." };
    const checked = moduleSchema.parse({ ...fields, id: moduleId, lessons: module.lessons });
    return saveDraft(tx, STUDIO_KINDS.module, moduleKey(courseId, moduleId), moduleFieldsOf(checked), openedAtVersion, actor);
  });
}

export function addModule(courseId: string, module: Pick<CourseModule, "id" | "title">, actor: Actor): StudioFailure | { ok: true } {
  return writeTransaction((tx) => {
    const studio = requireCourse(courseId);
    if (
      [...studio.course.modules, ...studio.published.modules].some((candidate) => candidate.id === module.id) ||
      readDraft(STUDIO_KINDS.module, moduleKey(courseId, module.id), tx).version
    )
      return { error: `The course already has a module with the id ${module.id}: choose another.` };
    const fields: ModuleFields = {
      id: module.id,
      title: module.title,
      description: "",
      status: "hidden",
      releaseAfterDays: null,
      releaseOn: null,
      lessonOrder: [],
    };
    saveDraft(tx, STUDIO_KINDS.module, moduleKey(courseId, module.id), fields, 0, actor);
    changeCourse(tx, courseId, (course) => ({ ...course, moduleOrder: [...course.moduleOrder, module.id] }), actor);
    return { ok: true };
  });
}

export function moveModule(courseId: string, moduleId: string, direction: "up" | "down", actor: Actor): void {
  writeTransaction((tx) => changeCourse(tx, courseId, (course) => ({ ...course, moduleOrder: moved(course.moduleOrder, moduleId, direction) }), actor));
}

export function saveQuizDraft(courseId: string, quiz: ModuleQuiz, openedAtVersion: number, actor: Actor) {
  const checked = quizSchema.parse(quiz);
  return writeTransaction((tx) => saveDraft(tx, STUDIO_KINDS.quiz, moduleKey(courseId, quiz.moduleId), checked, openedAtVersion, actor));
}

// ---------------------------------------------------------------- publish and restore

/** What changed between two values of a unit, in words for the revision list. */
function describeChange(before: unknown, after: unknown, name: string): string {
  if (before === null || before === undefined) return `Added ${name}`;
  const changes: string[] = [];
  const fieldsOf = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
  const previous = fieldsOf(before);
  const next = fieldsOf(after);
  for (const field of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    const [was, is] = [previous[field], next[field]];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    if (Array.isArray(was) || Array.isArray(is)) {
      const wasItems = new Map(((was as { id?: string; moduleId?: string }[]) ?? []).map((item) => [item.id ?? item.moduleId, item]));
      const isItems = ((is as { id?: string; moduleId?: string; title?: string }[]) ?? []).map((item) => [item.id ?? item.moduleId, item] as const);
      const added = isItems.filter(([id]) => !wasItems.has(id)).map(([id]) => id);
      const edited = isItems.filter(([id, item]) => wasItems.has(id) && JSON.stringify(wasItems.get(id)) !== JSON.stringify(item)).map(([id]) => id);
      const reordered = added.length === 0 && edited.length === 0;
      changes.push(
        [
          added.length ? `added ${field} ${added.join(", ")}` : "",
          edited.length ? `edited ${field} ${edited.join(", ")}` : "",
          reordered ? `${field} reordered` : "",
        ]
          .filter(Boolean)
          .join("; "),
      );
    } else changes.push(field);
  }
  return changes.length ? `Changed ${name}: ${changes.join("; ")}` : `Published ${name} unchanged`;
}

function checkCourse(course: Course): { error: string } | null {
  const checked = courseSchema.safeParse(course);
  if (checked.success) return null;
  return { error: `Not published: ${checked.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}` };
}

/**
 * A publish or a restore, in one write transaction; once it has made a revision, members read
 * the new content and the coach's index follows in the background.
 */
function publishing(work: (tx: AppDatabase) => StudioFailure | { revision: number }): StudioFailure | { revision: number } {
  const outcome = writeTransaction(work);
  if ("revision" in outcome) {
    reloadCourses();
    setImmediate(rebuildCoachIndex);
  }
  return outcome;
}

/** Publish one module (its fields, lesson order and every lesson) as the drafts have it. */
export function publishModule(courseId: string, moduleId: string, actor: Actor): StudioFailure | { revision: number } {
  return publishing((tx) => {
    const studio = requireCourse(courseId);
    const position = studio.course.modules.findIndex((candidate) => candidate.id === moduleId);
    const module = studio.course.modules[position];
    if (!module) return { error: "That module no longer exists." };
    const before = studio.published.modules.find((candidate) => candidate.id === moduleId) ?? null;
    const result = { ...studio.published, modules: [...studio.published.modules.filter((candidate) => candidate.id !== moduleId), module] };
    const problem = checkCourse(result);
    if (problem) return problem;
    writeModule(tx, courseId, module, before ? studio.published.modules.indexOf(before) : position);
    for (const lesson of module.lessons)
      if (studio.lessons.get(`${moduleId}/${lesson.id}`)?.changed) settleDraft(tx, STUDIO_KINDS.lesson, lessonKey(courseId, moduleId, lesson.id), actor);
    return {
      revision: publishRevision(
        tx,
        {
          kind: STUDIO_KINDS.module,
          key: moduleKey(courseId, moduleId),
          before,
          after: module,
          summary: describeChange(before, module, `module ${module.title}`),
        },
        actor,
      ),
    };
  });
}

export function publishQuiz(courseId: string, moduleId: string, actor: Actor): StudioFailure | { revision: number } {
  return publishing((tx) => {
    const studio = requireCourse(courseId);
    const quiz = studio.course.quizzes.find((candidate) => candidate.moduleId === moduleId);
    if (!quiz) return { error: "That module has no quiz." };
    const before = studio.published.quizzes.find((candidate) => candidate.moduleId === moduleId) ?? null;
    const problem = checkCourse({ ...studio.published, quizzes: [...studio.published.quizzes.filter((candidate) => candidate !== before), quiz] });
    if (problem) return problem;
    writeQuiz(tx, courseId, quiz);
    return {
      revision: publishRevision(
        tx,
        { kind: STUDIO_KINDS.quiz, key: moduleKey(courseId, moduleId), before, after: quiz, summary: describeChange(before, quiz, `quiz ${quiz.title}`) },
        actor,
      ),
    };
  });
}

/** Publish the whole course: its title, module order, every module, lesson and quiz, as one revision. */
export function publishCourse(courseId: string, actor: Actor): StudioFailure | { revision: number } {
  return publishing((tx) => {
    const studio = requireCourse(courseId);
    const problem = checkCourse(studio.course);
    if (problem) return problem;
    writeCourse(tx, studio.course);
    for (const [key, state] of studio.modules) if (state.changed) settleDraft(tx, STUDIO_KINDS.module, `${courseId}/${key}`, actor);
    for (const [key, state] of studio.lessons) if (state.changed) settleDraft(tx, STUDIO_KINDS.lesson, `${courseId}/${key}`, actor);
    for (const [key, state] of studio.quizzes) if (state.changed) settleDraft(tx, STUDIO_KINDS.quiz, `${courseId}/${key}`, actor);
    const summary = describeChange(studio.published, studio.course, `course ${studio.course.title}`);
    return { revision: publishRevision(tx, { kind: STUDIO_KINDS.course, key: courseId, before: studio.published, after: studio.course, summary }, actor) };
  });
}

/**
 * Publish a revision's value again: the module, quiz or course as it was after that publish.
 * Itself a revision; drafts of what it restores are settled, so forms opened before are refused.
 */
export function restoreRevision(revisionId: number, actor: Actor): StudioFailure | { revision: number } {
  const revision = revisionById(revisionId);
  if (!revision || !Object.values(STUDIO_KINDS).includes(revision.kind as never)) return { error: "That revision does not exist." };
  const courseId = revision.key.split("/")[0];
  return publishing((tx) => {
    const studio = requireCourse(courseId);
    const { published: current } = studio;
    let before: unknown;
    let result: Course;
    let restoredModules: CourseModule[] = [];
    let restoredQuizzes: ModuleQuiz[] = [];
    if (revision.kind === STUDIO_KINDS.course) {
      before = current;
      result = revision.after as Course;
      [restoredModules, restoredQuizzes] = [result.modules, result.quizzes];
    } else if (revision.kind === STUDIO_KINDS.module) {
      const module = revision.after as CourseModule;
      before = current.modules.find((candidate) => candidate.id === module.id) ?? null;
      result = { ...current, modules: [...current.modules.map((candidate) => (candidate.id === module.id ? module : candidate)), ...(before ? [] : [module])] };
      restoredModules = [module];
    } else {
      const quiz = revision.after as ModuleQuiz;
      before = current.quizzes.find((candidate) => candidate.moduleId === quiz.moduleId) ?? null;
      result = { ...current, quizzes: [...current.quizzes.filter((candidate) => candidate.moduleId !== quiz.moduleId), quiz] };
      restoredQuizzes = [quiz];
    }
    const problem = checkCourse(result);
    if (problem) return problem;
    if (revision.kind === STUDIO_KINDS.course) writeCourse(tx, result);
    for (const module of revision.kind === STUDIO_KINDS.module ? restoredModules : []) writeModule(tx, courseId, module, result.modules.indexOf(module));
    for (const quiz of revision.kind === STUDIO_KINDS.quiz ? restoredQuizzes : []) writeQuiz(tx, courseId, quiz);
    const settle = (kind: string, key: string) => {
      if (readDraft(kind, key, tx).version) settleDraft(tx, kind, key, actor);
    };
    if (revision.kind === STUDIO_KINDS.course) settle(STUDIO_KINDS.course, courseId);
    for (const module of restoredModules) {
      settle(STUDIO_KINDS.module, moduleKey(courseId, module.id));
      for (const lesson of module.lessons) settle(STUDIO_KINDS.lesson, lessonKey(courseId, module.id, lesson.id));
    }
    for (const quiz of restoredQuizzes) settle(STUDIO_KINDS.quiz, moduleKey(courseId, quiz.moduleId));
    return {
      revision: recordRevision(
        tx,
        { kind: revision.kind, key: revision.key, before, after: revision.after, summary: `Restored revision ${revision.id} (${revision.summary})` },
        actor,
      ),
    };
  });
}

// ---------------------------------------------------------------- what the studio's screens show

const NO_CHANGE: UnitState = { version: 0, changed: false, updatedBy: null, updatedAt: null };

/** A unit's state for a form: the version it must send back. */
const unitState = (states: Map<string, UnitState>, key: string): UnitState => states.get(key) ?? NO_CHANGE;

/** How many units (the course, modules, lessons, quizzes) have changes not yet published. */
function unpublishedChanges(studio: StudioCourse): number {
  const states = [studio.courseState, ...studio.modules.values(), ...studio.lessons.values(), ...studio.quizzes.values()];
  return states.filter((state) => state.changed).length;
}

/** Both courses for the studio's first screen, each with its count of unpublished changes. */
export function studioCourses() {
  return [MEMBER_COURSE_ID, BOOTCAMP_COURSE_ID].flatMap((courseId) => {
    const studio = studioCourse(courseId);
    return studio ? [{ id: courseId, title: studio.course.title, modules: studio.course.modules.length, unpublished: unpublishedChanges(studio) }] : [];
  });
}

/** A course's outline as its drafts make it: modules in order with their lessons and quiz, each with its status and whether it has unpublished changes. */
export function studioOutline(courseId: string) {
  const studio = requireCourse(courseId);
  return {
    id: courseId,
    title: studio.course.title,
    orderChanged: studio.courseState.changed,
    unpublished: unpublishedChanges(studio),
    modules: studio.course.modules.map((module) => {
      const quiz = studio.course.quizzes.find((candidate) => candidate.moduleId === module.id);
      return {
        id: module.id,
        title: module.title,
        status: module.status,
        published: studio.published.modules.some((candidate) => candidate.id === module.id),
        changed: unitState(studio.modules, `${module.id}`).changed,
        lessons: module.lessons.map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          kind: lesson.kind,
          status: lesson.status,
          changed: unitState(studio.lessons, `${module.id}/${lesson.id}`).changed,
        })),
        quiz: quiz ? { title: quiz.title, questions: quiz.questions.length, changed: unitState(studio.quizzes, module.id).changed } : null,
      };
    }),
  };
}

/** One module of the studio's course with its state; throws 404 when there is none. */
export function studioModule(courseId: string, moduleId: string) {
  const studio = requireCourse(courseId);
  const module = studio.course.modules.find((candidate) => candidate.id === moduleId);
  if (!module) throw new Response("No such module", { status: 404 });
  return { courseTitle: studio.course.title, module, state: unitState(studio.modules, moduleId) };
}

/** One lesson of the studio's course (its draft if it has one) with its module and state; throws 404 when there is none. */
export function studioLesson(courseId: string, moduleId: string, lessonId: string) {
  const { courseTitle, module } = studioModule(courseId, moduleId);
  const index = module.lessons.findIndex((candidate) => candidate.id === lessonId);
  if (index < 0) throw new Response("No such lesson", { status: 404 });
  const studio = requireCourse(courseId);
  return {
    courseTitle,
    module: { id: module.id, title: module.title },
    lesson: module.lessons[index],
    number: index + 1,
    state: unitState(studio.lessons, `${moduleId}/${lessonId}`),
  };
}

/** A module's quiz as drafted, with its state and the course's lessons a question may come from; throws 404 when the module has none. */
export function studioQuiz(courseId: string, moduleId: string) {
  const studio = requireCourse(courseId);
  const module = studio.course.modules.find((candidate) => candidate.id === moduleId);
  if (!module) throw new Response("No such module", { status: 404 });
  // A module without a quiz yet gets an empty one to write: it exists once saved and published.
  const quiz = studio.course.quizzes.find((candidate) => candidate.moduleId === moduleId) ?? {
    moduleId,
    title: `${module.title}: quiz`,
    ask: 1,
    questions: [],
  };
  return {
    courseTitle: studio.course.title,
    quiz,
    state: unitState(studio.quizzes, moduleId),
    lessons: studio.course.modules.flatMap((module) =>
      module.lessons.map((lesson) => ({ value: `${module.id}/${lesson.id}`, label: `${module.title}: ${lesson.title}` })),
    ),
  };
}

const STUDIO_KIND_LIST = Object.values(STUDIO_KINDS);
const belongsTo = (courseId: string, key: string) => key === courseId || key.startsWith(`${courseId}/`);

/** A course's publishes, newest first. */
export const courseRevisions = (courseId: string) => revisionsOf(STUDIO_KIND_LIST, courseId).filter((revision) => belongsTo(courseId, revision.key));

const shown = (value: unknown) => (value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value, null, 2));

/** One publish of a course: each field that changed, as it was before and after. Null when the revision is not this course's. */
export function revisionOfCourse(courseId: string, revisionId: number) {
  const revision = revisionById(revisionId);
  if (!revision || !STUDIO_KIND_LIST.includes(revision.kind as never) || !belongsTo(courseId, revision.key)) return null;
  const fields = (value: unknown) => (value && typeof value === "object" ? (value as Record<string, unknown>) : {});
  const [before, after] = [fields(revision.before), fields(revision.after)];
  return {
    id: revision.id,
    key: revision.key,
    summary: revision.summary,
    publishedBy: revision.publishedBy,
    publishedAt: revision.publishedAt,
    changes: [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) })),
  };
}

/** A lesson text's preview as the lesson page would render it: each part (tab) with its name, rendered on the server through the lesson allow-list. */
export const lessonPreview = (content: string) =>
  lessonParts(content).map((part) => ({ id: part.id, label: part.label, html: renderLessonMarkdown(part.markdown) }));
