import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { businessResourceGroups } from "~/content/business-resources";
import { portalPageTexts } from "~/content/page-texts/portal";
import { curriculum } from "~/content/curriculum";
import { keyModuleIds, kitModuleIds, nextStepLinks, trainingAccessLinks } from "~/content/training-access";
import { lessonsInOrder } from "~/lib/curriculum";
import type { TextLesson } from "~/content/curriculum";

// The course content: the modules and lessons in the course's order, and the cards of
// /business-resources.

const publicDirectory = path.resolve(__dirname, "../../public");

/** The course outline: module id, then its lesson ids, in order. */
const expectedCurriculum: [string, string[]][] = [
  ["welcome", ["welcome"]],
  ["intro", ["why-no-cost", "choosing-name", "logo-design", "entity-setup"]],
  ["omega-edi", ["introduction-to-omega", "process-insurance-claim"]],
  [
    "pro-kit",
    [
      "creating-practice-chip",
      "drilling",
      "applying-bridge",
      "dripping-resin",
      "injecting-resin",
      "burping",
      "probing",
      "curing",
      "removing-bridge",
      "pit-filler",
      "curing-pit-fill",
      "scraping-pit-fill",
      "cleaning-up",
    ],
  ],
  [
    "platinum-kit",
    [
      "drilling",
      "prepping-bridge",
      "placing-bridge",
      "vacuum-cycle",
      "pressure-cycle",
      "probing",
      "curing-under-pressure",
      "removing-bridge",
      "pit-fill",
      "scraping",
      "polishing",
      "clean-up",
    ],
  ],
  ["intro-business-models", ["business-models-overview"]],
  ["tent-locations", ["tent-intro-1", "tent-intro-2", "tent-intro-3"]],
  ["gas-stations", ["gas-intro", "gas-customers", "gas-metrics"]],
  ["car-washes", ["wash-intro", "wash-customers", "wash-conclusion", "wash-metrics"]],
  ["dealerships", ["dealer-intro", "dealer-land", "dealer-conclusion", "dealer-metrics"]],
  ["mobile", ["mobile-operation"]],
  ["business-resources", ["build-website"]],
];

const allLessons = lessonsInOrder(curriculum);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Lines the lesson renderer is meant to see: ## and ### headings, dash lists, paragraphs. */
function disallowedMarkdownLines(markdown: string): string[] {
  return markdown.split("\n").filter((line) => {
    if (line.trim() === "") return false;
    if (/^#{2,3} \S/.test(line)) return false;
    if (/^- \S/.test(line)) return false;
    // A paragraph line: not a heading of another level, list, quote, table, code or rule.
    return /^(#|\s|\* |\+ |>|\||`|~~~|---|\d+[.)]\s)/.test(line);
  });
}

describe("curriculum", () => {
  it("has exactly the outline's modules and lessons, in order", () => {
    expect(curriculum.map((module) => [module.id, module.lessons.map((lesson) => lesson.id)])).toEqual(expectedCurriculum);
  });

  it("has unique module ids and unique lesson ids within each module", () => {
    const moduleIds = curriculum.map((module) => module.id);
    expect(new Set(moduleIds).size).toBe(moduleIds.length);
    for (const module of curriculum) {
      const lessonIds = module.lessons.map((lesson) => lesson.id);
      expect(new Set(lessonIds).size, module.id).toBe(lessonIds.length);
    }
  });

  it("gives every module and lesson a title and a description", () => {
    for (const module of curriculum) {
      expect(module.title.trim(), module.id).not.toBe("");
      expect(module.description.trim(), module.id).not.toBe("");
    }
    for (const { moduleId, lessonId, lesson } of allLessons) {
      expect(lesson.title.trim(), `${moduleId}/${lessonId}`).not.toBe("");
      expect(lesson.description.trim(), `${moduleId}/${lessonId}`).not.toBe("");
    }
  });

  it("writes durations as mm:ss or TBD", () => {
    for (const { moduleId, lessonId, lesson } of allLessons) {
      expect(lesson.duration, `${moduleId}/${lessonId}`).toMatch(/^(\d{1,2}:[0-5]\d|TBD)$/);
    }
  });

  it("has a video for a video lesson exactly when its duration is known", () => {
    for (const { moduleId, lessonId, lesson } of allLessons) {
      if (lesson.kind !== "video") continue;
      const label = `${moduleId}/${lessonId}`;
      if (lesson.duration === "TBD") expect(lesson.video, label).toBeNull();
      else {
        expect(lesson.video, label).not.toBeNull();
        expect(lesson.video?.id, label).toMatch(/^\S+$/);
        expect(lesson.video?.title, label).toBe(lesson.title);
        expect(lesson.video?.duration, label).toBe(lesson.duration);
      }
    }
  });

  it("uses each hosted video id once", () => {
    const ids = allLessons.flatMap(({ lesson }) => (lesson.kind === "video" && lesson.video ? [lesson.video.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe("the build-website text lesson", () => {
    const textLessons = allLessons.filter(({ lesson }) => lesson.kind === "text");
    const buildWebsite = textLessons[0]?.lesson as TextLesson;

    it("is the only text lesson", () => {
      expect(textLessons.map(({ moduleId, lessonId }) => `${moduleId}/${lessonId}`)).toEqual(["business-resources/build-website"]);
    });

    it("has the five tabs in order", () => {
      expect(buildWebsite.tabs.map((tab) => [tab.id, tab.label])).toEqual([
        ["getting-started", "Getting Started"],
        ["setup", "Setup"],
        ["design", "Design"],
        ["features", "Features"],
        ["launch", "Launch"],
      ]);
    });

    it.each(["getting-started", "setup", "design", "features", "launch"])("writes the %s tab in the allowed Markdown only", (id) => {
      const markdown = buildWebsite.tabs.find((tab) => tab.id === id)!.markdown;
      expect(markdown.trim()).not.toBe("");
      expect(words(markdown)).toBeGreaterThanOrEqual(150);
      expect(words(markdown)).toBeLessThanOrEqual(350);
      expect(markdown).toMatch(/^## /);
      expect(markdown).not.toContain("<");
      expect(markdown).not.toMatch(/\[|\]\(/);
      expect(markdown).not.toMatch(/^\s*\d+[.)]\s/m);
      expect(markdown).not.toMatch(/https?:\/\//);
      expect(disallowedMarkdownLines(markdown)).toEqual([]);
    });
  });
});

describe("business resources", () => {
  // Each group and card with its first words (the studio's page words until the owner publishes others).
  const firstWords = new Map(portalPageTexts);
  const groupWords = (id: string) => firstWords.get(`page.business-resources.${id}`)!;
  const cards = businessResourceGroups.flatMap((group) =>
    group.cards.map((card) => ({
      ...card,
      title: groupWords(group.id)[`${card.id}-title`]!,
      description: groupWords(group.id)[`${card.id}-description`]!,
      buttonLabel: groupWords(group.id)[`${card.id}-button`]!,
    })),
  );

  it("has the Marketing, Insurance Processing and Sales Tools groups in order", () => {
    expect(businessResourceGroups.map((group) => groupWords(group.id).title)).toEqual(["Marketing", "Insurance Processing", "Sales Tools"]);
  });

  it("labels each button with what the member gets, in a sentence, never a bare file format", () => {
    for (const card of cards) {
      expect(card.buttonLabel).toMatch(/^[A-Z][a-z]/);
      expect(card.buttonLabel).not.toMatch(/\((SVG|HTML|CSV)\)|Template|Download/);
    }
    expect(new Set(cards.map((card) => card.buttonLabel)).size).toBe(cards.length);
    // A printable form is a PDF.
    expect(cards.find((card) => card.id === "new-shop-form")?.href).toMatch(/\.pdf$/);
  });

  it("gives every card a title, a description and a unique id", () => {
    for (const card of cards) {
      expect(card.title.trim()).not.toBe("");
      expect(card.description.trim()).not.toBe("");
    }
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });

  it("links each card to an https:// site or a file under /resources/", () => {
    for (const card of cards) expect(card.href, card.id).toMatch(/^(https:\/\/[^\s]+|\/resources\/[a-z0-9-]+\.[a-z]+)$/);
  });

  it("finds every /resources/ file in resources/files/, and none in public/ (members only)", () => {
    const hosted = cards.filter((card) => card.href.startsWith("/resources/"));
    expect(hosted.length).toBeGreaterThanOrEqual(5);
    for (const card of hosted) {
      expect(fs.existsSync(path.join(publicDirectory, card.href)), card.href).toBe(false);
      const file = path.join("resources", "files", card.href.slice("/resources/".length));
      expect(fs.existsSync(file), card.href).toBe(true);
      expect(fs.statSync(file).size, card.href).toBeGreaterThan(0);
    }
  });
});

describe("training access", () => {
  it("names only modules of the curriculum", () => {
    const moduleIds = curriculum.map((module) => module.id);
    for (const moduleId of [...keyModuleIds, ...Object.values(kitModuleIds)]) expect(moduleIds).toContain(moduleId);
  });

  it("links to the dashboard, the welcome lesson and the business resources", () => {
    const targets = [...trainingAccessLinks, ...nextStepLinks];
    expect(new Set(targets)).toEqual(new Set(["/dashboard", "/lesson/welcome/welcome", "/business-resources"]));
  });
});
