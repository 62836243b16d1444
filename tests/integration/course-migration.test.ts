import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { bootcampCourse } from "~/content/bootcamp-course";
import { curriculum } from "~/content/curriculum";
import { BOOTCAMP_COURSE_ID, courseSchema, MEMBER_COURSE_ID } from "~/lib/course-content";
import { readCourse } from "~db/course-rows";
import * as schema from "~db/schema";
import { seedDatabase } from "~db/seed";

const FIRST_HOST = { timeZone: "America/Denver", hours: [9, 10, 11], minNoticeHours: 2, maxCallsPerDay: 5, changeCutoffHours: 4 };

// An installation made before the course studio: its database stops at migration 0023, the
// bootcamp's rows as the old seed wrote them (lesson ids unique across the course, HTML
// content), and a member's progress, quiz attempt and certificate keyed by the member
// course's ids from app/content. Migrating and starting must keep all of it.

const MIGRATIONS = path.resolve(__dirname, "../../db/migrations");
const LAST_BEFORE_STUDIO = 23;

/** The migrations folder as it was before the studio: the same files, the journal cut at 0023. */
function migrationsBeforeStudio(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-0023-"));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= LAST_BEFORE_STUDIO);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

function databaseOfToday(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  migrate(drizzle(sqlite), { migrationsFolder: migrationsBeforeStudio() });
  const run = (query: string, ...params: unknown[]) => sqlite.prepare(query).run(...params);
  run("INSERT INTO courses (id, title, description) VALUES (?, ?, ?)", bootcampCourse.id, bootcampCourse.title, bootcampCourse.description);
  bootcampCourse.modules.forEach((module, moduleIndex) => {
    run(
      "INSERT INTO course_modules (id, course_id, title, description, order_index) VALUES (?, ?, ?, ?, ?)",
      module.id,
      bootcampCourse.id,
      module.title,
      module.description,
      moduleIndex,
    );
    module.lessons.forEach((lesson, lessonIndex) =>
      run(
        "INSERT INTO course_lessons (id, module_id, title, order_index, video_url, content) VALUES (?, ?, ?, ?, ?, ?)",
        lesson.id,
        module.id,
        lesson.title,
        lessonIndex,
        lesson.videoUrl,
        lesson.content,
      ),
    );
  });
  run("INSERT INTO users (id, email, password_hash) VALUES ('member-1', 'member@example.test', 'x')");
  for (const module of curriculum.slice(0, 3))
    for (const lesson of module.lessons)
      run(
        "INSERT INTO lesson_progress (user_id, module_id, lesson_id, completed, completed_at, last_accessed_at) VALUES ('member-1', ?, ?, 1, 1, 1)",
        module.id,
        lesson.id,
      );
  run(
    "INSERT INTO quiz_attempts (user_id, module_id, attempt, answers, correct, question_count, score_percent, passed, submitted_at) VALUES ('member-1', 'omega-edi', 1, ?, 1, 1, 100, 1, 1)",
    JSON.stringify({ "edi-what": "clearinghouse" }),
  );
  run(
    "INSERT INTO certificates (serial, user_id, name, course, completed_at, pdf) VALUES ('ABC-123', 'member-1', 'Mel Member', 'Windshield Chip Repair Business Course', 1, x'25504446')",
  );
  return sqlite;
}

describe("migrating a database made before the course studio", () => {
  it("keeps the bootcamp's rows, seeds the member course beside them, and keeps progress, attempts and certificates", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "course-migration-")), "app.db");
    const sqlite = databaseOfToday(file);
    const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const before = {
      progress: count("lesson_progress"),
      attempts: count("quiz_attempts"),
      certificates: count("certificates"),
      lessons: count("course_lessons"),
    };

    const database = drizzle(sqlite, { schema });
    migrate(database, { migrationsFolder: MIGRATIONS });
    sqlite.transaction(() => seedDatabase(database, FIRST_HOST))();

    expect(count("lesson_progress")).toBe(before.progress);
    expect(count("quiz_attempts")).toBe(before.attempts);
    expect(sqlite.prepare("SELECT serial, course FROM certificates").all()).toEqual([{ serial: "ABC-123", course: "Windshield Chip Repair Business Course" }]);
    expect(sqlite.prepare("SELECT count(*) AS n FROM course_lessons WHERE course_id = ?").get(BOOTCAMP_COURSE_ID)).toEqual({ n: before.lessons });

    const bootcamp = courseSchema.parse(readCourse(database, BOOTCAMP_COURSE_ID));
    const firstLesson = bootcampCourse.modules[0].lessons[0];
    expect(bootcamp.modules[0].lessons[0]).toMatchObject({ id: firstLesson.id, kind: "video", videoUrl: firstLesson.videoUrl, content: firstLesson.content });
    const textLesson = bootcamp.modules.flatMap((module) => module.lessons).find((lesson) => lesson.videoUrl === null)!;
    expect(textLesson.kind).toBe("text");

    const memberCourse = courseSchema.parse(readCourse(database, MEMBER_COURSE_ID));
    expect(memberCourse.modules.map((module) => module.id)).toEqual(curriculum.map((module) => module.id));
    const progressKeys = sqlite.prepare("SELECT module_id || '/' || lesson_id AS key FROM lesson_progress").all() as { key: string }[];
    const lessonKeys = new Set(memberCourse.modules.flatMap((module) => module.lessons.map((lesson) => `${module.id}/${lesson.id}`)));
    expect(progressKeys.every(({ key }) => lessonKeys.has(key))).toBe(true);
    expect(memberCourse.quizzes.find((quiz) => quiz.moduleId === "omega-edi")).toBeDefined();

    // A second start seeds nothing over what is there.
    sqlite.prepare("UPDATE course_lessons SET title = 'Edited in the studio' WHERE course_id = ? AND id = 'welcome'").run(MEMBER_COURSE_ID);
    sqlite.transaction(() => seedDatabase(database, FIRST_HOST))();
    expect(sqlite.prepare("SELECT title FROM course_lessons WHERE course_id = ? AND id = 'welcome'").get(MEMBER_COURSE_ID)).toEqual({
      title: "Edited in the studio",
    });
    sqlite.close();
  });
});
