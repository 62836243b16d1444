import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChatStandIn, type ChatStandIn } from "../support/chat-completions-stand-in";

// The remote coach's production path (the openai package, streaming chat completions)
// against a stand-in endpoint on 127.0.0.1: answers, errors, timeouts and the token cap.

let standIn: ChatStandIn;
let modules: {
  coach: typeof import("~/server/members/coach/coach.server");
  users: typeof import("~/server/accounts/users.server");
};

beforeAll(async () => {
  standIn = await startChatStandIn();
  Object.assign(process.env, {
    COACH_API_URL: standIn.url,
    COACH_API_KEY: "test-key",
    COACH_MODEL: "stand-in-model",
    COACH_TIMEOUT_SECONDS: "1",
    COACH_DAILY_TOKENS: "1000",
  });
  modules = { coach: await import("~/server/members/coach/coach.server"), users: await import("~/server/accounts/users.server") };
});
afterAll(() => standIn.close());

const member = () => modules.users.createUser({ email: `remote-${Math.random()}@example.test`, password: "secret1" });
const ask = (userId: string, question: string) => modules.coach.askCoach(userId, question, new AbortController().signal);

describe("the remote coach", () => {
  it("streams the model's answer piece by piece, grounded in the course notes, citing only real lessons", async () => {
    const userId = await member();
    standIn.behaviour = { mode: "answer", words: ["Cure ", "for ", "about ", "a ", "minute ", "in ", "full ", "sun."], totalTokens: 120 };
    const answer = await ask(userId, "How long should I cure the resin in direct sun?");
    if (!answer.ok) throw new Error(answer.error);
    const pieces: string[] = [];
    for await (const piece of answer.chunks) pieces.push(piece);
    expect(pieces.slice(0, 8)).toEqual(["Cure ", "for ", "about ", "a ", "minute ", "in ", "full ", "sun."]);
    expect(pieces.at(-1)).toMatch(/^\n\nLessons to watch: \[.+\]\(\/lesson\/[a-z-]+\/[a-z-]+\)/);

    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ model: "stand-in-model", stream: true });
    expect(sent.messages[0]).toMatchObject({ role: "system" });
    expect(sent.messages[0].content).toContain("windshield chip-repair");
    expect(sent.messages.at(-1)!.content).toMatch(/^Course notes:\n\n## /);
    expect(modules.coach.coachConversation(userId).map((message) => message.role)).toEqual(["user", "assistant"]);
  });

  it("fails cleanly when the endpoint errors, storing nothing", async () => {
    const userId = await member();
    standIn.behaviour = { mode: "error", status: 500 };
    const answer = await ask(userId, "What do I charge for two chips on one windshield?");
    if (!answer.ok) throw new Error(answer.error);
    await expect(modules.coach.collect(answer.chunks)).rejects.toThrow();
    expect(modules.coach.coachConversation(userId)).toEqual([]);
  });

  it("gives up on an endpoint that does not answer, within the timeout", async () => {
    const userId = await member();
    standIn.behaviour = { mode: "hang" };
    const answer = await ask(userId, "How do I bill insurance through Omega EDI?");
    if (!answer.ok) throw new Error(answer.error);
    // COACH_TIMEOUT_SECONDS=1 here: the test would hang past vitest's own limit otherwise.
    await expect(modules.coach.collect(answer.chunks)).rejects.toThrow();
  });

  it("stops a member at the daily token cap", async () => {
    const userId = await member();
    standIn.behaviour = { mode: "answer", words: ["Long answer."], totalTokens: 1200 };
    const first = await ask(userId, "Which tools do I need?");
    if (!first.ok) throw new Error(first.error);
    await modules.coach.collect(first.chunks);
    expect(await ask(userId, "And which resin?")).toEqual({ ok: false, status: 429, error: "You've reached today's coaching limit. It resets at midnight." });
  });
});
