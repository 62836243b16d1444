import { bootcampCourse } from "~/content/bootcamp-course";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import * as schema from "~db/schema";

const { courseLessons, courseModules, courses } = schema;

/**
 * Demo content every fresh database starts with: the bootcamp course. Rows that already
 * exist are left alone, so edits made in the database survive restarts and upgrades, and
 * lessons added to the content in a release are filled in. Runs inside the caller's write
 * transaction.
 */
export function seedDatabase(tx: BetterSQLite3Database<typeof schema>): void {
  tx.insert(courses).values({ id: bootcampCourse.id, title: bootcampCourse.title, description: bootcampCourse.description }).onConflictDoNothing().run();
  bootcampCourse.modules.forEach((module, moduleIndex) => {
    tx.insert(courseModules)
      .values({ id: module.id, courseId: bootcampCourse.id, title: module.title, description: module.description, orderIndex: moduleIndex })
      .onConflictDoNothing()
      .run();
    module.lessons.forEach((lesson, lessonIndex) => {
      tx.insert(courseLessons)
        .values({ id: lesson.id, moduleId: module.id, title: lesson.title, orderIndex: lessonIndex, videoUrl: lesson.videoUrl, content: lesson.content })
        .onConflictDoNothing()
        .run();
    });
  });
}
