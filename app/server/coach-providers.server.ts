import OpenAI from "openai";
import type { Match } from "./coach-index.server";
import { env } from "./env.server";

// Who writes the coach's answers: the embedded coach (the course notes themselves, no
// network) or any OpenAI-compatible chat-completions endpoint, grounded in the same notes.

export type CoachContext = {
  question: string;
  history: { role: "user" | "assistant"; content: string }[];
  passages: Match[];
};

/** Yields the answer piece by piece; returns the tokens a remote model spent. */
export type CoachProvider = (context: CoachContext, signal: AbortSignal) => AsyncGenerator<string, number>;

export const OUT_OF_SCOPE_ANSWER =
  "I'm the course's windshield repair coach, so I can only help with the repair itself and the business around it: chip and crack types, " +
  "each repair step, tools and the two kits, pricing and insurance billing, finding customers, and setting your business up. " +
  "Try asking about one of those!";

const embeddedCoach: CoachProvider = async function* ({ passages }) {
  const text = passages.length
    ? ["Here is what the course notes say:", ...passages.map((passage) => `**${passage.title}**\n\n${passage.text}`)].join("\n\n")
    : OUT_OF_SCOPE_ANSWER;
  for (const word of text.split(/(?<=\s)/)) yield word;
  return 0;
};

const SYSTEM_PROMPT = [
  "You are the on-demand coach of a training course for people starting a mobile windshield chip-repair business.",
  "Answer only questions about windshield chip and crack repair, the course's tools and kits, pricing, insurance billing, finding customers and setting up the business.",
  "For anything else, say briefly what you can help with instead.",
  "Ground your answer in the course notes given with the question; if they do not cover it, say so rather than guessing.",
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
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          ...history,
          { role: "user", content: `Course notes:\n\n${notes}\n\nQuestion: ${question}` },
        ],
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

export const coachProvider: CoachProvider = remoteCoachConfigured
  ? remoteCoach(env.COACH_API_URL!, env.COACH_API_KEY!, env.COACH_MODEL!)
  : embeddedCoach;
