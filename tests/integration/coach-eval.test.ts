import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { coachPassages } from "~/content/coach/index";
import { COACH_BUDGET, COACH_QUESTIONS, scoreCoach } from "../../scripts/bench/coach-eval.mjs";

// The embedded coach on the whole evaluation set, through the server's own code: the
// bench's budgets hold, and no answer states a figure the course notes do not hold.

type Question = { question: string; expectedLessons: string[]; mustContain: string };
const questions = JSON.parse(fs.readFileSync(COACH_QUESTIONS, "utf8")) as Question[];

let coach: typeof import("~/server/members/coach/coach.server");

beforeAll(async () => {
  for (const name of ["COACH_API_URL", "COACH_API_KEY", "COACH_MODEL"]) delete process.env[name];
  coach = await import("~/server/members/coach/coach.server");
});

describe("the embedded coach on the evaluation set", () => {
  it("cites an expected lesson and states the expected fact, within the bench's budgets", async () => {
    const score = await scoreCoach(questions, (question: string) => coach.previewAnswer(question));
    expect(score.citedExpected, JSON.stringify(score.uncited, null, 2)).toBeGreaterThanOrEqual(COACH_BUDGET.citedExpected);
    expect(score.containsExpected, JSON.stringify(score.lacking, null, 2)).toBeGreaterThanOrEqual(COACH_BUDGET.containsExpected);
  });

  it("states only figures the course notes hold", async () => {
    const figures = (text: string) => text.match(/\$?\d+(?:[.,]\d+)*(?:-\$?\d+)?\+?(?:°F)?/g) ?? [];
    const noted = new Set(coachPassages.flatMap((passage) => figures(passage.markdown)));
    for (const { question } of questions) {
      const { text } = await coach.previewAnswer(question);
      for (const figure of figures(text.split("\n\nLessons to watch:")[0])) expect(noted.has(figure), `${question}: ${figure}`).toBe(true);
    }
  });
});
