import { json, redirect } from "@remix-run/node";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { memberCourse } from "~/server/members/course-catalog.server";
import { COACH_FAILURE, type CoachMessageView } from "~/lib/coach";
import { coachMessageSchema } from "~/lib/coach-message";
import { findLesson, lessonPath } from "~/lib/curriculum";
import { formValues } from "~/lib/form-values";
import { coachConversations, coachMessages } from "~db/schema";
import { retrievePassages } from "~/server/members/coach/coach-index.server";
import { coachProvider, remoteCoachConfigured } from "~/server/members/coach/coach-providers.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { businessSetting } from "~/server/platform/business-settings.server";
import { renderUntrustedMarkdown } from "~/server/platform/markdown.server";
import { consumeLimit } from "~/server/platform/rate-limit.server";
import { pageUrl } from "~/server/platform/request.server";

const HISTORY_MESSAGES = 10;
const MAX_CITATIONS = 3;

// Prepared once: /welcome shows the conversation on every visit.
const latestConversation = db
  .select({ id: coachConversations.id })
  .from(coachConversations)
  .where(eq(coachConversations.userId, sql.placeholder("userId")))
  .orderBy(desc(coachConversations.id))
  .prepare();
const conversationMessages = db
  .select()
  .from(coachMessages)
  .where(eq(coachMessages.conversationId, sql.placeholder("conversationId")))
  .orderBy(coachMessages.id)
  .prepare();

function currentConversation(userId: string): number | null {
  return latestConversation.get({ userId })?.id ?? null;
}

function messagesOf(conversationId: number | null) {
  return conversationId === null ? [] : conversationMessages.all({ conversationId });
}

const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: env.HOST_TIMEZONE });

/** The member's current conversation, rendered for the chat (HTML through the allow-list). */
export function coachConversation(userId: string): CoachMessageView[] {
  return messagesOf(currentConversation(userId)).map((message) => ({
    id: String(message.id),
    role: message.role,
    html: renderUntrustedMarkdown(message.content),
    time: clock.format(message.createdAt),
  }));
}

/** 'New conversation': the old one is kept, the chat starts again from the greeting. */
export function startNewConversation(userId: string): void {
  db.insert(coachConversations).values({ userId }).run();
}

function tokensSpentToday(userId: string, now: Date): number {
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const row = db
    .select({ total: sql<number>`coalesce(sum(${coachMessages.tokens}), 0)` })
    .from(coachMessages)
    .innerJoin(coachConversations, eq(coachConversations.id, coachMessages.conversationId))
    .where(and(eq(coachConversations.userId, userId), gte(coachMessages.createdAt, startOfDay)))
    .get();
  return row?.total ?? 0;
}

/** "Lessons to watch", only ever lessons that exist, as links the chat keeps. */
function citationsFooter(lessonKeys: string[]): string {
  const links = lessonKeys.flatMap((key) => {
    const [moduleId, lessonId] = key.split("/");
    const placed = findLesson(memberCourse().modules, { moduleId, lessonId });
    return placed ? [`[${placed.lesson.title}](${lessonPath(placed)})`] : [];
  });
  return links.length ? `\n\nLessons to watch: ${links.join(", ")}` : "";
}

/**
 * The passages a question is answered from, and the lessons the answer will cite: each
 * topic's first lesson, then each one's second, and so on, so every topic gets a lesson.
 */
function grounding(question: string) {
  const passages = retrievePassages(question);
  const rounds = Math.max(0, ...passages.map((passage) => passage.lessons.length));
  const inTurn = Array.from({ length: rounds }, (_, round) => passages.flatMap((passage) => passage.lessons[round] ?? []));
  return { passages, citations: [...new Set(inTurn.flat())].slice(0, MAX_CITATIONS) };
}

/** The answer to one question, stored nowhere and counted against no one (the bench's evaluation). */
export async function previewAnswer(question: string): Promise<{ text: string; citations: string[] }> {
  const { passages, citations } = grounding(question);
  let text = "";
  for await (const piece of coachProvider({ question, history: [], passages }, AbortSignal.timeout(env.COACH_TIMEOUT_SECONDS * 1000))) text += piece;
  return { text: text + citationsFooter(citations), citations };
}

export type CoachAnswer = { ok: true; chunks: AsyncGenerator<string, void> } | { ok: false; status: number; error: string };

/**
 * A member's question: checked (length, hourly limit, daily token cap), answered from the
 * passages that match it, and, once the whole answer is written, stored with the question.
 * A failure stores nothing, so the member can send the same question again.
 */
export async function askCoach(userId: string, rawMessage: string, signal: AbortSignal, now = new Date()): Promise<CoachAnswer> {
  const parsed = coachMessageSchema.safeParse({ message: rawMessage });
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0].message };
  const question = parsed.data.message;
  const limit = await consumeLimit("coachMessages", userId);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return { ok: false, status: 429, error: `You've asked a lot of questions this hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }
  if (remoteCoachConfigured && tokensSpentToday(userId, now) >= businessSetting("COACH_DAILY_TOKENS")) {
    return { ok: false, status: 429, error: "You've reached today's coaching limit. It resets at midnight." };
  }

  const conversationId = currentConversation(userId);
  const history = messagesOf(conversationId)
    .slice(-HISTORY_MESSAGES)
    .map((message) => ({ role: message.role, content: message.content }));
  const { passages, citations } = grounding(question);

  async function* answer(): AsyncGenerator<string, void> {
    let text = "";
    const pieces = coachProvider({ question, history, passages }, signal);
    let step = await pieces.next();
    while (!step.done) {
      text += step.value;
      yield step.value;
      step = await pieces.next();
    }
    const tokens = step.value;
    const footer = citationsFooter(citations);
    if (footer) yield footer;
    writeTransaction((tx) => {
      const id = conversationId ?? tx.insert(coachConversations).values({ userId }).returning({ id: coachConversations.id }).get().id;
      tx.insert(coachMessages).values({ conversationId: id, role: "user", content: question, createdAt: now }).run();
      tx.insert(coachMessages)
        .values({ conversationId: id, role: "assistant", content: text + footer, citations, tokens })
        .run();
    });
  }
  return { ok: true, chunks: answer() };
}

/** The whole answer at once (a page's form post without JavaScript, the bench). */
export async function collect(chunks: AsyncGenerator<string, void>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

export type CoachFormAnswer = { coach: { error: string; draft: string; failed: boolean } };

/**
 * The chat's plain form posts (JavaScript off) on the page that shows it: ask (the answer is
 * written in full, then the page returns scrolled to it) or start a new conversation.
 */
export async function answerCoachForm(request: Request, form: FormData, userId: string): Promise<Response | ReturnType<typeof json<CoachFormAnswer>>> {
  const url = pageUrl(request);
  const back = `${url.pathname}${url.search}`;
  if (form.get("intent") === "new-conversation") {
    startNewConversation(userId);
    return redirect(`${back}#coach`);
  }
  const draft = formValues(form, ["message"]).message;
  const answer = await askCoach(userId, draft, request.signal);
  if (!answer.ok) return json({ coach: { error: answer.error, draft, failed: answer.status !== 400 } }, { status: answer.status });
  try {
    await collect(answer.chunks);
  } catch (error) {
    console.error("[coach] no answer", error);
    return json({ coach: { error: COACH_FAILURE, draft, failed: true } }, { status: 502 });
  }
  return redirect(`${back}#coach-latest`);
}
