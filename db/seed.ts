import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { bootcampCourse } from "~/content/bootcamp-course";
import { COURSE_TITLE, curriculum, type Lesson as CurriculumLesson } from "~/content/curriculum";
import { quizzes as quizSeed } from "~/content/quizzes";
import { watchUrl } from "~/content/videos";
import { BOOTCAMP_COURSE_ID, courseSchema, MEMBER_COURSE_ID, type Course } from "~/lib/course-content";
import * as schema from "~db/schema";
import { writeCourse } from "~db/course-rows";

// The first version of the courses, from app/content: written into empty tables on first
// start and never again, so everything the owner changes in the studio stays. Each seed
// passes the same schema as the studio's forms.

const MEMBER_COURSE_DESCRIPTION = "The member course: the foundation and insurance billing, the repair with your kit, and where to find paying customers.";

function seedLesson(lesson: CurriculumLesson) {
  const common = { id: lesson.id, title: lesson.title, description: lesson.description, duration: lesson.duration, transcript: null, status: "live" as const };
  return lesson.kind === "video"
    ? { ...common, kind: "video" as const, videoUrl: lesson.video ? watchUrl(lesson.video) : null, content: "" }
    : { ...common, kind: "text" as const, videoUrl: null, content: lesson.tabs.map((tab) => `# ${tab.label}\n\n${tab.markdown}`).join("\n\n") };
}

/** Both courses as the content folder has them, checked by the course schema. */
export function courseSeeds(): Course[] {
  const memberCourse = {
    id: MEMBER_COURSE_ID,
    title: COURSE_TITLE,
    description: MEMBER_COURSE_DESCRIPTION,
    modules: curriculum.map((module) => ({ ...module, status: "live", releaseAfterDays: null, releaseOn: null, lessons: module.lessons.map(seedLesson) })),
    quizzes: quizSeed.map((quiz) => ({ ...quiz, questions: quiz.questions.map((question) => ({ ...question, status: "live" })) })),
  };
  const bootcamp = {
    id: BOOTCAMP_COURSE_ID,
    title: bootcampCourse.title,
    description: bootcampCourse.description,
    modules: bootcampCourse.modules.map((module) => ({
      ...module,
      status: "live",
      releaseAfterDays: null,
      releaseOn: null,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.videoUrl ? "video" : "text",
        videoUrl: lesson.videoUrl,
        duration: "TBD",
        description: "",
        content: lesson.content.trim(),
        transcript: null,
        status: "live",
      })),
    })),
    quizzes: [],
  };
  return [memberCourse, bootcamp].map((course) => courseSchema.parse(course));
}

/** Fills in each course that has no row yet; a course already there (edited or not) is left alone. Runs inside the caller's write transaction. */
export function seedDatabase(tx: BetterSQLite3Database<typeof schema>): void {
  const present = new Set(
    tx
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .all()
      .map((course) => course.id),
  );
  for (const course of courseSeeds()) if (!present.has(course.id)) writeCourse(tx, course);
}
