import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { coachPassages } from "~/content/coach/index";
import { curriculum } from "~/content/curriculum";
import { lessonKey, lessonsInOrder } from "~/lib/curriculum";

const lessons = new Set(lessonsInOrder(curriculum).map(lessonKey));
const questions = JSON.parse(fs.readFileSync("tests/coach/questions.json", "utf8")) as { question: string; expectedLessons: string[]; mustContain: string }[];

describe("the coach's knowledge base", () => {
  it("has unique passages, each naming lessons that exist", () => {
    expect(new Set(coachPassages.map((passage) => passage.id)).size).toBe(coachPassages.length);
    for (const passage of coachPassages) {
      expect(passage.lessons.length, passage.id).toBeGreaterThan(0);
      for (const lesson of passage.lessons) expect(lessons.has(lesson), `${passage.id}: ${lesson}`).toBe(true);
    }
  });

  it("writes only the Markdown the chat renders: paragraphs, dash lists after the sentence that introduces them, bold", () => {
    for (const passage of coachPassages) {
      const words = passage.markdown.split(/\s+/).length;
      expect(words, passage.id).toBeGreaterThanOrEqual(40);
      expect(words, passage.id).toBeLessThanOrEqual(200);
      expect(passage.markdown, passage.id).not.toMatch(/<|\]\(|^#|^\d+\./m);
      expect(passage.markdown, passage.id).not.toMatch(/^- /);
      for (const list of passage.markdown.matchAll(/\n\n- /g)) expect(passage.markdown.slice(0, list.index), passage.id).toMatch(/:$/);
    }
  });

  it("covers every step of both kits", () => {
    const covered = new Set(coachPassages.flatMap((passage) => passage.lessons));
    for (const lesson of lessonsInOrder(curriculum).filter((placed) => placed.moduleId === "pro-kit" || placed.moduleId === "platinum-kit")) {
      expect(covered.has(lessonKey(lesson)), lessonKey(lesson)).toBe(true);
    }
  });

  it("is measured on at least 80 realistic questions, 8 of them outside the course, each with lessons that exist and the fact to state", () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(questions.filter((question) => question.expectedLessons.length === 0).length).toBeGreaterThanOrEqual(8);
    expect(new Set(questions.map((question) => question.question)).size).toBe(questions.length);
    for (const { question, expectedLessons, mustContain } of questions) {
      expect(mustContain.trim(), question).not.toBe("");
      for (const lesson of expectedLessons) expect(lessons.has(lesson), question).toBe(true);
    }
  });
});
