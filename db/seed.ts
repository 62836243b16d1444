import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { bootcampCourse } from "~/content/bootcamp-course";
import { COURSE_TITLE, curriculum, type Lesson as CurriculumLesson } from "~/content/curriculum";
import { quizzes as quizSeed } from "~/content/quizzes";
import { watchUrl } from "~/content/videos";
import { BOOTCAMP_COURSE_ID, courseSchema, MEMBER_COURSE_ID, type Course } from "~/lib/course-content";
import { DEFAULT_BUFFER_MINUTES, hostScheduleSchema, WEEKDAY_KEYS, type HostSchedule, type TimeRange } from "~/lib/host-schedule";
import * as schema from "~db/schema";
import { writeCourse } from "~db/course-rows";
import { isNull } from "drizzle-orm";

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

/** The environment's settings that describe the first host, read once: when the hosts table is empty. */
export type FirstHostSettings = {
  timeZone: string;
  /** Whole hours at which calls start, Monday to Friday. */
  hours: number[];
  minNoticeHours: number;
  bufferMinutes?: number;
  maxCallsPerDay: number;
  changeCutoffHours: number;
  noticeEmail?: string;
};

/** The first host's schedule: the hours as hour-long ranges, touching ones joined ("9,10,11" is 09:00-12:00), Monday to Friday. */
export function firstHostSchedule(settings: FirstHostSettings): HostSchedule {
  const ranges: TimeRange[] = [];
  const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  for (const hour of [...new Set(settings.hours)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last.end === clock(hour)) last.end = clock(hour + 1);
    else ranges.push({ start: clock(hour), end: clock(hour + 1) });
  }
  return hostScheduleSchema.parse({
    displayName: "Your host",
    timeZone: settings.timeZone,
    noticeEmail: settings.noticeEmail ?? "",
    takesCalls: true,
    callMinutes: 60,
    weekly: Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, key === "sat" || key === "sun" ? [] : ranges.map((range) => ({ ...range }))])),
    exceptions: [],
    minNoticeHours: settings.minNoticeHours,
    bufferMinutes: settings.bufferMinutes ?? DEFAULT_BUFFER_MINUTES,
    maxCallsPerDay: settings.maxCallsPerDay,
    changeCutoffHours: settings.changeCutoffHours,
  });
}

/**
 * With no host yet (a new installation, or one from before hosts), the first host from the
 * environment's settings; every call without a host is then that host's.
 */
function seedFirstHost(tx: BetterSQLite3Database<typeof schema>, settings: FirstHostSettings): void {
  const [first] = tx.select({ id: schema.hosts.id }).from(schema.hosts).limit(1).all();
  const hostId =
    first?.id ??
    tx
      .insert(schema.hosts)
      .values({ schedule: firstHostSchedule(settings), publishedBy: "the first start", publishedAt: new Date() })
      .returning({ id: schema.hosts.id })
      .get().id;
  tx.update(schema.bookings).set({ hostId }).where(isNull(schema.bookings.hostId)).run();
}

/**
 * Fills in each course that has no row yet and the first host when there is none; what is
 * already there (edited or not) is left alone. Runs inside the caller's write transaction.
 */
export function seedDatabase(tx: BetterSQLite3Database<typeof schema>, firstHost: FirstHostSettings): void {
  seedFirstHost(tx, firstHost);
  const present = new Set(
    tx
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .all()
      .map((course) => course.id),
  );
  for (const course of courseSeeds()) if (!present.has(course.id)) writeCourse(tx, course);
}
