import OpenAI from "openai";
import type { Match } from "~/server/members/coach/coach-index.server";
import { composeAnswer } from "~/server/members/coach/coach-composer.server";
import { env } from "~/server/platform/env.server";

// Who writes the coach's answers: the embedded coach (composed from the course notes, no
// network) or any OpenAI-compatible chat-completions endpoint, grounded in the same notes.

type CoachContext = {
  question: string;
  history: { role: "user" | "assistant"; content: string }[];
  passages: Match[];
};

/** Yields the answer piece by piece; returns the tokens a remote model spent. */
export type CoachProvider = (context: CoachContext, signal: AbortSignal) => AsyncGenerator<string, number>;

const embeddedCoach: CoachProvider = async function* ({ question, passages }) {
  for (const word of composeAnswer(question, passages).split(/(?<=\s)/)) yield word;
  return 0;
};

const SYSTEM_PROMPT = [
  "You are the on-demand coach of a training course for people starting a mobile windshield chip-repair business.",
  "Answer only questions about windshield chip and crack repair, the course's tools and kits, pricing, insurance billing, finding customers and setting up the business.",
  "For anything else, say briefly what you can help with instead.",
  "Ground your answer in the course notes given with the question; if they do not cover it, say so rather than guessing.",
  "Speak to the student as their coach: lead with the direct answer, then the steps or figures; state only figures the notes give.",
  "Write short paragraphs or dash lists in Markdown; use bold sparingly; do not write links, headings or HTML.",
].join(" ");

function remoteCoach(baseURL: string, apiKey: string, model: string): CoachProvider {
  const client = new OpenAI({ baseURL, apiKey, maxRetries: 0, timeout: env.COACH_TIMEOUT_SECONDS * 1000 });
  return async function* ({ question, history, passages }, signal) {
    const notes = passages.map((passage) => `## ${passage.title}\n${passage.text}`).join("\n\n") || "(no course notes match this question)";
    const stream = await client.chat.completions.create(
      {
        model,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: "system", content: SYSTEM_PROMPT }, ...history, { role: "user", content: `Course notes:\n\n${notes}\n\nQuestion: ${question}` }],
      },
      { signal: AbortSignal.any([signal, AbortSignal.timeout(env.COACH_TIMEOUT_SECONDS * 1000)]) },
    );
    let tokens = 0;
    let written = 0;
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) {
        written += text.length;
        yield text;
      }
      if (chunk.usage) tokens = chunk.usage.total_tokens;
    }
    // Some endpoints report no usage: count about four characters a token.
    return tokens || Math.ceil((notes.length + question.length + written) / 4);
  };
}

export const remoteCoachConfigured = Boolean(env.COACH_API_URL && env.COACH_API_KEY && env.COACH_MODEL);

export const coachProvider: CoachProvider = remoteCoachConfigured ? remoteCoach(env.COACH_API_URL!, env.COACH_API_KEY!, env.COACH_MODEL!) : embeddedCoach;
