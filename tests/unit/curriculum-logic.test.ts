import { describe, expect, it } from "vitest";
import { isLessonLocked, lessonKey, lessonsInOrder, neighbours, progressOf } from "~/lib/curriculum";
import type { CourseModule } from "~/content/curriculum";

const lesson = (id: string) => ({ kind: "video" as const, id, title: id, description: "", duration: "1:00", video: null });
const course: CourseModule[] = [
  { id: "a", title: "A", description: "", lessons: [lesson("one"), lesson("two")] },
  { id: "b", title: "B", description: "", lessons: [lesson("three")] },
  { id: "c", title: "C", description: "", lessons: [lesson("four"), lesson("five"), lesson("six")] },
];
const done = (...keys: string[]) => new Set(keys);

describe("course arithmetic", () => {
  it("numbers every lesson across modules in order", () => {
    expect(lessonsInOrder(course).map((placed) => `${placed.number}:${lessonKey(placed)}`)).toEqual([
      "1:a/one",
      "2:a/two",
      "3:b/three",
      "4:c/four",
      "5:c/five",
      "6:c/six",
    ]);
  });

  it("walks previous and next across module boundaries, with nothing past either end", () => {
    expect(neighbours(course, { moduleId: "a", lessonId: "two" })).toMatchObject({ previous: { lessonId: "one" }, next: { moduleId: "b", lessonId: "three" } });
    expect(neighbours(course, { moduleId: "b", lessonId: "three" })).toMatchObject({ previous: { lessonId: "two" }, next: { lessonId: "four" } });
    expect(neighbours(course, { moduleId: "a", lessonId: "one" }).previous).toBeNull();
    expect(neighbours(course, { moduleId: "c", lessonId: "six" }).next).toBeNull();
    expect(neighbours(course, { moduleId: "c", lessonId: "nope" })).toEqual({ previous: null, next: null });
  });

  it("counts completed over total and rounds the percent", () => {
    const all = lessonsInOrder(course);
    expect(progressOf(all.map(lessonKey), done())).toEqual({ completed: 0, total: 6, percent: 0 });
    expect(progressOf(all.map(lessonKey), done("a/one"))).toEqual({ completed: 1, total: 6, percent: 17 });
    expect(progressOf(all.map(lessonKey), done("a/one", "a/two", "b/three", "c/four"))).toEqual({ completed: 4, total: 6, percent: 67 });
    expect(progressOf(all.map(lessonKey), done("a/one", "elsewhere/x"))).toMatchObject({ completed: 1 });
    expect(progressOf([], done())).toEqual({ completed: 0, total: 0, percent: 0 });
  });

  it("locks a lesson until the one before it in its module is complete; first lessons are always open", () => {
    expect(isLessonLocked(course, { moduleId: "a", lessonId: "one" }, done())).toBe(false);
    expect(isLessonLocked(course, { moduleId: "c", lessonId: "four" }, done())).toBe(false);
    expect(isLessonLocked(course, { moduleId: "a", lessonId: "two" }, done())).toBe(true);
    expect(isLessonLocked(course, { moduleId: "a", lessonId: "two" }, done("a/one"))).toBe(false);
    expect(isLessonLocked(course, { moduleId: "c", lessonId: "six" }, done("c/four"))).toBe(true);
  });
});
