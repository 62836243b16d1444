import { readCourse } from "~db/course-rows";
import { BOOTCAMP_COURSE_ID, courseSchema, liveCourse, MEMBER_COURSE_ID, type Course } from "~/lib/course-content";
import { db } from "~/server/platform/db.server";

// The published courses, read from the database once and kept in memory: every portal page
// reads them, so none pays a query for content. A publish reads them again (reloadCourses).
// Every load passes the course schema: a row the schema refuses stops the start, loudly,
// rather than showing members something broken.

type Published = { all: Course; live: Course };

let published: Map<string, Published> | null = null;

function load(): Map<string, Published> {
  const loaded = new Map<string, Published>();
  for (const id of [MEMBER_COURSE_ID, BOOTCAMP_COURSE_ID]) {
    const stored = readCourse(db, id);
    if (!stored) throw new Error(`The course ${id} is missing from the database`);
    const all = courseSchema.parse(stored);
    loaded.set(id, { all, live: liveCourse(all) });
  }
  return loaded;
}

/** Read the published courses again: after a publish or a restore. */
export function reloadCourses(): void {
  published = load();
}

function course(id: string): Published {
  published ??= load();
  return published.get(id)!;
}

/** The member course as members see it: live modules and lessons, quizzes with their live questions. */
export const memberCourse = (): Course => course(MEMBER_COURSE_ID).live;
/** The bootcamp as its buyers see it. */
export const bootcampCourse = (): Course => course(BOOTCAMP_COURSE_ID).live;
/** A course as published, hidden and archived parts included (the studio starts its drafts from it). */
export const publishedCourse = (id: string): Course | null => (published ??= load()).get(id)?.all ?? null;
