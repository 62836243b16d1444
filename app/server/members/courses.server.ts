import { and, asc, eq, sql } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import { bootcampCourseId } from "~/content/bootcamp-course";
import { courseLessons, courseModules, courses } from "~db/schema";
import { db } from "~/server/platform/db.server";

// The bootcamp course area. Content lives in the database (seeded by db/seed.ts) so it can
// be edited without a release; its HTML is sanitised every time it is shown.

/**
 * Lesson HTML through an allow-list: text structure, tables and links survive; scripts,
 * event handlers, styles, frames and javascript: addresses never reach the page.
 */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "b",
      "i",
      "a",
      "blockquote",
      "code",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "img",
    ],
    allowedAttributes: { a: ["href", "rel"], img: ["src", "alt", "width", "height"], th: ["scope"] },
    allowedSchemes: ["https", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
}

const modulesOfCourse = db
  .select()
  .from(courseModules)
  .where(eq(courseModules.courseId, sql.placeholder("courseId")))
  .orderBy(asc(courseModules.orderIndex))
  .prepare();

/** The bootcamp course with its modules and lessons, each sorted by order_index. */
export function loadBootcampCourse() {
  const course = db.select().from(courses).where(eq(courses.id, bootcampCourseId)).get();
  if (!course) return null;
  const modules = modulesOfCourse.all({ courseId: course.id });
  const lessons = db
    .select({
      id: courseLessons.id,
      moduleId: courseLessons.moduleId,
      title: courseLessons.title,
      orderIndex: courseLessons.orderIndex,
      hasVideo: sql<number>`${courseLessons.videoUrl} IS NOT NULL`,
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(eq(courseModules.courseId, course.id))
    .orderBy(asc(courseLessons.orderIndex))
    .all();
  return {
    ...course,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      lessons: lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({ id: lesson.id, title: lesson.title, kind: lesson.hasVideo ? ("video" as const) : ("text" as const) })),
    })),
  };
}

export type BootcampCourse = NonNullable<ReturnType<typeof loadBootcampCourse>>;

/** One lesson of the bootcamp with its module; null when there is none. */
export function loadBootcampLesson(moduleId: string, lessonId: string) {
  const row = db
    .select({
      lesson: courseLessons,
      module: { id: courseModules.id, title: courseModules.title, orderIndex: courseModules.orderIndex },
      number: sql<number>`(SELECT count(*) FROM course_lessons AS earlier WHERE earlier.module_id = ${courseLessons.moduleId} AND earlier.order_index <= ${courseLessons.orderIndex})`,
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.moduleId, moduleId), eq(courseModules.courseId, bootcampCourseId)))
    .get();
  if (!row) return null;
  return {
    id: row.lesson.id,
    title: row.lesson.title,
    /** 'Lesson N': its place in its module, counted from 1. */
    number: row.number,
    videoUrl: row.lesson.videoUrl,
    html: row.lesson.content ? sanitizeLessonHtml(row.lesson.content) : "",
    module: row.module,
  };
}
