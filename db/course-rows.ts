import { and, asc, eq, notInArray } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type { Course, CourseModule, ModuleQuiz } from "~/lib/course-content";
import * as schema from "~db/schema";

// A course as rows and back: the seed, the catalog's load and the studio's publish all go
// through these, so the tables and the schema's shape never drift apart. Nothing here deletes:
// a module, lesson or question left out of what is written is hidden (or archived), keeping its
// key and whatever members earned with it.

type Database = BetterSQLite3Database<typeof schema>;
const { courses, courseModules, courseLessons, quizzes, quizQuestions } = schema;

export function writeModule(tx: Database, courseId: string, module: CourseModule, orderIndex: number): void {
  const { lessons, ...fields } = module;
  tx.insert(courseModules)
    .values({ courseId, orderIndex, ...fields })
    .onConflictDoUpdate({ target: [courseModules.courseId, courseModules.id], set: { orderIndex, ...fields } })
    .run();
  lessons.forEach((lesson, lessonIndex) => {
    const row = { ...lesson, orderIndex: lessonIndex };
    tx.insert(courseLessons)
      .values({ courseId, moduleId: module.id, ...row })
      .onConflictDoUpdate({ target: [courseLessons.courseId, courseLessons.moduleId, courseLessons.id], set: row })
      .run();
  });
  tx.update(courseLessons)
    .set({ status: "hidden", orderIndex: lessons.length })
    .where(
      and(
        eq(courseLessons.courseId, courseId),
        eq(courseLessons.moduleId, module.id),
        eq(courseLessons.status, "live"),
        notInArray(
          courseLessons.id,
          lessons.map((lesson) => lesson.id),
        ),
      ),
    )
    .run();
}

export function writeQuiz(tx: Database, courseId: string, quiz: ModuleQuiz): void {
  const { questions, ...fields } = quiz;
  tx.insert(quizzes)
    .values({ courseId, ...fields })
    .onConflictDoUpdate({ target: [quizzes.courseId, quizzes.moduleId], set: { title: fields.title, ask: fields.ask } })
    .run();
  questions.forEach((question, orderIndex) => {
    const row = { ...question, orderIndex };
    tx.insert(quizQuestions)
      .values({ courseId, moduleId: quiz.moduleId, ...row })
      .onConflictDoUpdate({ target: [quizQuestions.courseId, quizQuestions.moduleId, quizQuestions.id], set: row })
      .run();
  });
  tx.update(quizQuestions)
    .set({ status: "archived", orderIndex: questions.length })
    .where(
      and(
        eq(quizQuestions.courseId, courseId),
        eq(quizQuestions.moduleId, quiz.moduleId),
        notInArray(
          quizQuestions.id,
          questions.map((question) => question.id),
        ),
      ),
    )
    .run();
}

/** The course row with its title and description; modules keep their place unless listed in `modules`. */
export function writeCourse(tx: Database, course: Course): void {
  const fields = { title: course.title, description: course.description };
  tx.insert(courses)
    .values({ id: course.id, ...fields })
    .onConflictDoUpdate({ target: courses.id, set: fields })
    .run();
  course.modules.forEach((module, orderIndex) => writeModule(tx, course.id, module, orderIndex));
  for (const quiz of course.quizzes) writeQuiz(tx, course.id, quiz);
}

/** A course as stored, every module, lesson and question in order whatever its status; null if there is none. Not yet validated. */
export function readCourse(database: Database, courseId: string): Course | null {
  const course = database.select().from(courses).where(eq(courses.id, courseId)).get();
  if (!course) return null;
  const modules = database.select().from(courseModules).where(eq(courseModules.courseId, courseId)).orderBy(asc(courseModules.orderIndex)).all();
  const lessons = database
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseLessons.moduleId), asc(courseLessons.orderIndex))
    .all();
  const quizRows = database.select().from(quizzes).where(eq(quizzes.courseId, courseId)).all();
  const questions = database
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, courseId))
    .orderBy(asc(quizQuestions.moduleId), asc(quizQuestions.orderIndex))
    .all();
  const moduleOrder = new Map(modules.map((module, index) => [module.id, index]));
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    modules: modules.map(({ courseId: _course, orderIndex: _order, ...module }) => ({
      ...module,
      lessons: lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map(({ courseId: _lessonCourse, moduleId: _module, orderIndex: _lessonOrder, ...lesson }) => lesson),
    })),
    quizzes: quizRows
      .sort((first, second) => (moduleOrder.get(first.moduleId) ?? 0) - (moduleOrder.get(second.moduleId) ?? 0))
      .map(({ courseId: _quizCourse, ...quiz }) => ({
        ...quiz,
        questions: questions
          .filter((question) => question.moduleId === quiz.moduleId)
          .map(({ courseId: _questionCourse, moduleId: _questionModule, orderIndex: _questionOrder, ...question }) => question),
      })),
  };
}
