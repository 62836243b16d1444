import { beforeAll, describe, expect, it } from "vitest";
import { lessonsInOrder } from "~/lib/curriculum";

// The embedded coach (no network): grounded answers that cite real lessons, stored per
// member, with its limits; and the allow-list every message is rendered through.

let modules: {
  coach: typeof import("~/server/members/coach/coach.server");
  users: typeof import("~/server/accounts/users.server");
  markdown: typeof import("~/server/platform/markdown.server");
  curriculum: typeof import("~/content/curriculum");
};

beforeAll(async () => {
  process.env.COACH_MESSAGES_PER_HOUR = "4";
  modules = {
    coach: await import("~/server/members/coach/coach.server"),
    users: await import("~/server/accounts/users.server"),
    markdown: await import("~/server/platform/markdown.server"),
    curriculum: await import("~/content/curriculum"),
  };
});

const member = () => modules.users.createUser({ email: `coach-${Math.random()}@example.test`, password: "secret1" });
const ask = (userId: string, question: string) => modules.coach.askCoach(userId, question, new AbortController().signal);
async function answerText(userId: string, question: string) {
  const answer = await ask(userId, question);
  if (!answer.ok) throw new Error(answer.error);
  return modules.coach.collect(answer.chunks);
}

describe("the embedded coach", () => {
  it("answers like a coach: the direct answer first, then the steps, then lessons that exist", async () => {
    const userId = await member();
    const text = await answerText(userId, "How long should I cure the resin in direct sun?");
    expect(text).toMatch(/^In direct sun, cure repair resin for about \*\*10 minutes\*\*/);
    expect(text).toMatch(/\n\n- Because sunlight cures resin, keep the break \*\*shaded\*\*.+\n\nLessons to watch: \[/s);
    const links = [...text.matchAll(/\]\((\/lesson\/[a-z0-9-]+\/[a-z0-9-]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    const real = new Set(lessonsInOrder(modules.curriculum.curriculum).map((lesson) => `/lesson/${lesson.moduleId}/${lesson.lessonId}`));
    for (const link of links) expect(real.has(link), link).toBe(true);
  });

  it("composes one answer from every topic a question touches, leading with what was asked", async () => {
    const { text, citations } = await modules.coach.previewAnswer("What should I charge for a bullseye at a car wash?");
    const [opening] = text.split("\n\n");
    expect(opening).toMatch(
      /^You can charge \*\*\$65 to \$100 for the first chip\*\*.+ Offer the car wash owner a \*\*commission per repair\*\* \(often \$5 to \$10\)/,
    );
    expect(citations).toContain("intro/why-no-cost");
    expect(citations).toContain("car-washes/wash-intro");
  });

  it("says what it can help with when a question is outside the course, citing nothing", async () => {
    for (const question of ["What's a good recipe for lasagna?", "How do I fix my car's engine?"]) {
      const text = await answerText(await member(), question);
      expect(text).toMatch(/^That's outside what this course covers, so I can't answer it\. What I can help with: /);
      expect(text).toContain("each repair step with the Professional Tools or Platinum Tools kit"); // the kits' published names
      expect(text).not.toContain("/lesson/");
    }
  });

  it("keeps the conversation per member, and starts afresh on request", async () => {
    const [first, second] = [await member(), await member()];
    await answerText(first, "Which tools do I need?");
    const messages = modules.coach.coachConversation(first);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(messages[0].time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(modules.coach.coachConversation(second)).toEqual([]);
    modules.coach.startNewConversation(first);
    expect(modules.coach.coachConversation(first)).toEqual([]);
  });

  it("refuses empty, blank and over-long questions", async () => {
    const userId = await member();
    expect(await ask(userId, "")).toMatchObject({ ok: false, status: 400, error: "Please type a question first" });
    expect(await ask(userId, "   \n  ")).toMatchObject({ ok: false, status: 400, error: "Please type a question first" });
    expect(await ask(userId, "x".repeat(2001))).toMatchObject({ ok: false, status: 400, error: "Please keep your question under 2,000 characters" });
  });

  it("limits questions per member per hour, with a clear message", async () => {
    const userId = await member();
    for (let question = 0; question < 4; question++) await answerText(userId, "How do I find customers at car washes?");
    expect(await ask(userId, "One more?")).toMatchObject({
      ok: false,
      status: 429,
      error: expect.stringMatching(/^You've asked a lot of questions this hour\. Please try again in \d+ minutes?\.$/),
    });
  });
});

describe("messages are rendered through an allow-list", () => {
  it("keeps paragraphs, lists, emphasis and lesson links, and nothing that runs or leaves the course", () => {
    const html = modules.markdown.renderUntrustedMarkdown(
      [
        "**Bold** and *soft*",
        "- one\n- two",
        "<script>alert(1)</script><img src=x onerror=alert(1)>",
        "[Drilling](/lesson/pro-kit/drilling) [phish](https://evil.example/) [js](javascript:alert(1))",
      ].join("\n\n"),
    );
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="/lesson/pro-kit/drilling">Drilling</a>');
    expect(html).not.toMatch(/<script|<img|href="https|href="javascript/); // raw HTML is shown as text, escaped
    expect(html).toContain("phish"); // the words stay, the outside link does not
  });
});
