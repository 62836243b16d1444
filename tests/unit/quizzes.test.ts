import { describe, expect, it } from "vitest";
import { curriculum } from "~/content/curriculum";
import { quizzes } from "~/content/quizzes";
import { lessonKey, lessonsInOrder } from "~/lib/curriculum";
import { attemptOrder, chosenChoices, grade, quizForm } from "~/lib/quiz";

// The checkpoint quizzes as written, and the arithmetic that orders and grades an attempt.

const lessons = new Set(lessonsInOrder(curriculum).map(lessonKey));

describe("the quizzes as written", () => {
  it("cover the modules where skill matters, 5 to 10 questions asked from a pool at least 1.5 times as large, every answer one of its choices and every lesson real", () => {
    expect(quizzes.map((quiz) => quiz.moduleId)).toEqual(expect.arrayContaining(["intro", "omega-edi", "pro-kit", "platinum-kit", "intro-business-models"]));
    for (const quiz of quizzes) {
      expect(
        curriculum.some((module) => module.id === quiz.moduleId),
        quiz.moduleId,
      ).toBe(true);
      expect(quiz.ask, quiz.moduleId).toBeGreaterThanOrEqual(5);
      expect(quiz.ask, quiz.moduleId).toBeLessThanOrEqual(10);
      expect(quiz.questions.length, quiz.moduleId).toBeGreaterThanOrEqual(quiz.ask * 1.5);
      expect(new Set(quiz.questions.map((question) => question.prompt)).size, quiz.moduleId).toBe(quiz.questions.length);
      expect(new Set(quiz.questions.map((question) => question.id)).size).toBe(quiz.questions.length);
      for (const question of quiz.questions) {
        const context = `${quiz.moduleId}/${question.id}`;
        expect(question.choices.length, context).toBeGreaterThanOrEqual(3);
        expect(new Set(question.choices.map((choice) => choice.id)).size, context).toBe(question.choices.length);
        expect(
          question.choices.map((choice) => choice.id),
          context,
        ).toContain(question.answer);
        expect(lessons.has(question.lesson), `${context} cites ${question.lesson}`).toBe(true);
        expect(question.explanation.length, context).toBeGreaterThan(40);
      }
    }
    expect(new Set(quizzes.map((quiz) => quiz.moduleId)).size).toBe(quizzes.length);
  });
});

describe("an attempt's order and grade", () => {
  const quiz = quizzes.find((candidate) => candidate.moduleId === "pro-kit")!;

  it("shuffles questions and choices per seed, the same way every time for one seed", () => {
    const orders = [1, 2, 3, 4, 5].map((seed) =>
      attemptOrder(quiz, seed)
        .map(({ question, choices }) => `${question.id}:${choices.map((choice) => choice.id).join(",")}`)
        .join("|"),
    );
    expect(new Set(orders).size).toBe(5);
    expect(attemptOrder(quiz, 3)).toEqual(attemptOrder(quiz, 3));
    // Each attempt asks `ask` different questions of the pool; over attempts, every question comes up.
    const pool = new Set(quiz.questions.map((question) => question.id));
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const ids = attemptOrder(quiz, seed).map(({ question }) => question.id);
      expect(new Set(ids).size).toBe(quiz.ask);
      for (const id of ids) expect(pool.has(id)).toBe(true);
      ids.forEach((id) => seen.add(id));
    }
    expect(seen).toEqual(pool);
  });

  it("the form holds no answer: choices are posted as positions, and the right one sits at every position across seeds", () => {
    const form = quizForm(quiz, 7);
    const text = JSON.stringify(form);
    for (const question of quiz.questions) {
      expect(text).not.toContain(question.explanation);
      for (const choice of question.choices) expect(text).not.toContain(`"${choice.id}"`);
    }
    expect(form.every((question) => question.choices.every((choice, position) => choice.value === String(position)))).toBe(true);
    const positions = new Set<number>();
    for (let seed = 0; seed < 80; seed++) {
      const drawn = attemptOrder(quiz, seed).find((entry) => entry.question.id === "drill-depth");
      if (drawn) positions.add(drawn.choices.findIndex((choice) => choice.id === drawn.question.answer));
    }
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it("maps posted positions back through the same order and grades them; a made-up position counts as no answer", () => {
    const seed = 11;
    const rightPositions = Object.fromEntries(
      attemptOrder(quiz, seed).map(({ question, choices }) => [question.id, String(choices.findIndex((choice) => choice.id === question.answer))]),
    );
    const allRight = chosenChoices(quiz, seed, (id) => rightPositions[id]);
    expect(grade(quiz.questions, allRight)).toMatchObject({ correct: quiz.ask, percent: 100 });
    // Graded with another attempt's order, the same positions are mostly wrong.
    expect(
      grade(
        quiz.questions,
        chosenChoices(quiz, seed + 1, (id) => rightPositions[id]),
      ).percent,
    ).toBeLessThan(100);
    const skipped = attemptOrder(quiz, seed)[0].question;
    const oneMissing = chosenChoices(quiz, seed, (id) => (id === skipped.id ? "9" : rightPositions[id]));
    expect(oneMissing[skipped.id]).toBeNull();
    expect(Object.keys(oneMissing)).toHaveLength(quiz.ask);
    const graded = grade(quiz.questions, oneMissing);
    expect(graded).toMatchObject({ correct: 7, percent: 88 });
    expect(graded.questions).toHaveLength(quiz.ask);
    expect(graded.questions.find((question) => question.id === skipped.id)).toMatchObject({
      correct: false,
      chosen: null,
      answerText: skipped.choices.find((choice) => choice.id === skipped.answer)!.text,
    });
  });
});
