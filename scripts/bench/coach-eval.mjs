import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The coach's answer quality on tests/coach/questions.json, through the built app's own
 * code: the share of questions whose answer cites one of the lessons a good answer must
 * cite (an off-topic question must cite none), and the answer latency. Embedded coach.
 */
export async function evaluateCoach(buildDirectory) {
  process.env.DATABASE_PATH = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "chip-coach-eval-")), "app.db");
  for (const name of ["COACH_API_URL", "COACH_API_KEY", "COACH_MODEL"]) delete process.env[name];
  const build = await import(pathToFileURL(path.resolve(buildDirectory, "server", "index.js")).href);
  const questions = JSON.parse(fs.readFileSync("tests/coach/questions.json", "utf8"));
  const latencies = [];
  const misses = [];
  for (const { question, expectedLessons } of questions) {
    const started = performance.now();
    const { citations } = await build.entry.module.host.previewAnswer(question);
    latencies.push(performance.now() - started);
    const good = expectedLessons.length === 0 ? citations.length === 0 : citations.some((lesson) => expectedLessons.includes(lesson));
    if (!good) misses.push({ question, expectedLessons, citations });
  }
  latencies.sort((a, b) => a - b);
  return {
    questions: questions.length,
    citedExpected: Math.round(((questions.length - misses.length) / questions.length) * 1000) / 10,
    latencyP95Ms: Math.round(latencies[Math.ceil(latencies.length * 0.95) - 1] * 10) / 10,
    budget: { citedExpected: 90, latencyP95Ms: 200 },
    misses,
  };
}
