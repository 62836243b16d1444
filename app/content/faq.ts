/** One question with its answer, rendered as a <details> element (opens without JavaScript). */
export type FaqEntry = { question: string; answer: string };
