import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COACH_QUESTIONS = "tests/coach/questions.json";
export const COACH_BUDGET = { citedExpected: 90, containsExpected: 80, latencyP95Ms: 200 };

const percent = (part, whole) => Math.round((part / whole) * 1000) / 10;

/**
 * The coach's answer quality on the evaluation set, through `answer(question)` (the app's
 * previewAnswer): the share of questions whose answer cites one of the lessons a good answer
 * must cite (a question outside the course must cite none), the share whose answer contains
 * the expected fact (mustContain, any case), the answer latency, and the questions missed.
 */
export async function scoreCoach(questions, answer) {
  const latencies = [];
  const uncited = [];
  const lacking = [];
  for (const { question, expectedLessons, mustContain } of questions) {
    const started = performance.now();
    const { text, citations } = await answer(question);
    latencies.push(performance.now() - started);
    const cited = expectedLessons.length === 0 ? citations.length === 0 : citations.some((lesson) => expectedLessons.includes(lesson));
    if (!cited) uncited.push({ question, expectedLessons, citations });
    if (!text.toLowerCase().includes(mustContain.toLowerCase())) lacking.push({ question, mustContain, opening: text.split("\n")[0] });
  }
  latencies.sort((a, b) => a - b);
  return {
    questions: questions.length,
    citedExpected: percent(questions.length - uncited.length, questions.length),
    containsExpected: percent(questions.length - lacking.length, questions.length),
    latencyP95Ms: Math.round(latencies[Math.ceil(latencies.length * 0.95) - 1] * 10) / 10,
    budget: COACH_BUDGET,
    uncited,
    lacking,
  };
}

/** The embedded coach of the built app, scored on tests/coach/questions.json. */
export async function evaluateCoach(buildDirectory) {
  process.env.DATABASE_PATH = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "chip-coach-eval-")), "app.db");
  for (const name of ["COACH_API_URL", "COACH_API_KEY", "COACH_MODEL"]) delete process.env[name];
  const build = await import(pathToFileURL(path.resolve(buildDirectory, "server", "index.js")).href);
  const questions = JSON.parse(fs.readFileSync(COACH_QUESTIONS, "utf8"));
  return scoreCoach(questions, build.entry.module.host.previewAnswer);
}
