import type { QuizChoice, QuizQuestion } from "~/lib/course-content";
// Module checkpoint quizzes: the arithmetic the server grades with. Question and choice ids are stored with each attempt, so
// never reuse one for a different question or answer.

/** A question as the member sees it before answering: its choices in this attempt's order, no answer. */
export type QuizQuestionForm = { id: string; number: number; prompt: string; choices: { value: string; text: string }[] };

/** How one answered question went, for the result and the admin's pass rates. */
export type GradedQuestion = {
  id: string;
  prompt: string;
  chosen: string | null;
  chosenText: string | null;
  correct: boolean;
  answerText: string;
  explanation: string;
  lesson: string;
};

/** A small seeded generator (mulberry32): the same seed gives the same order, for the form and for grading. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/**
 * One attempt's questions and order: `ask` questions drawn from the pool in a shuffled order,
 * and each question's choices shuffled. A choice is posted as its position in this order
 * ("0", "1", ...), never as its id, so the page holds nothing that says which choice is
 * right, in this attempt or the next.
 */
/** What an attempt draws from: how many to ask, and the pool. */
type QuestionPool<Q extends AskedQuestion> = { ask: number; questions: readonly Q[] };

export function attemptOrder<Q extends AskedQuestion>(quiz: QuestionPool<Q>, seed: number): { question: Q; choices: QuizChoice[] }[] {
  const random = seededRandom(seed);
  return shuffled(quiz.questions, random)
    .slice(0, quiz.ask)
    .map((question) => ({ question, choices: shuffled(question.choices, random) }));
}

export function quizForm(quiz: QuestionPool<AskedQuestion>, seed: number): QuizQuestionForm[] {
  return attemptOrder(quiz, seed).map(({ question, choices }, index) => ({
    id: question.id,
    number: index + 1,
    prompt: question.prompt,
    choices: choices.map((choice, position) => ({ value: String(position), text: choice.text })),
  }));
}

/** The posted answers (question id → position) as choice ids; an answer that is not a shown position counts as none. */
export function chosenChoices(quiz: QuestionPool<AskedQuestion>, seed: number, posted: (questionId: string) => string | null): Record<string, string | null> {
  return Object.fromEntries(
    attemptOrder(quiz, seed).map(({ question, choices }) => {
      const value = posted(question.id);
      const position = value !== null && /^\d{1,2}$/.test(value) ? Number(value) : -1;
      return [question.id, choices[position]?.id ?? null];
    }),
  );
}

/** The questions an attempt asked, as they stand now: what the attempt keeps, so later edits do not change it. */
export function askedQuestions(quiz: { questions: readonly QuizQuestion[] }, chosen: Record<string, string | null>): AskedQuestion[] {
  return quiz.questions.filter((question) => question.id in chosen).map(({ status: _status, ...question }) => question);
}

/** A question as an attempt asked it. */
export type AskedQuestion = Omit<QuizQuestion, "status">;

/**
 * Grade an attempt's chosen answers (question id → choice id, one entry per question asked)
 * against the questions as asked: each question right or wrong, and the score as a whole percent.
 */
export function grade(
  questions: readonly AskedQuestion[],
  chosen: Record<string, string | null>,
): { questions: GradedQuestion[]; correct: number; percent: number } {
  const asked = questions.filter((question) => question.id in chosen);
  const graded = asked.map((question) => {
    const choice = question.choices.find((candidate) => candidate.id === chosen[question.id]) ?? null;
    return {
      id: question.id,
      prompt: question.prompt,
      chosen: choice?.id ?? null,
      chosenText: choice?.text ?? null,
      correct: choice?.id === question.answer,
      answerText: question.choices.find((candidate) => candidate.id === question.answer)!.text,
      explanation: question.explanation,
      lesson: question.lesson,
    };
  });
  const correct = graded.filter((question) => question.correct).length;
  return { questions: graded, correct, percent: graded.length ? Math.round((correct / graded.length) * 100) : 0 };
}
