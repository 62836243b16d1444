import { Form, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { notify } from "~/components/ui/Toasts";
import { COACH_FAILURE, COACH_FEATURES, COACH_GREETING, COACH_MESSAGE_MAX_LENGTH, COACH_PRO_TIP, QUICK_TOPICS, type CoachMessageView } from "~/lib/coach";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  messages: CoachMessageView[];
  /** The server's answer to a plain form post that did not go through (JavaScript off). */
  formAnswer?: { error: string; draft: string; failed: boolean };
};

/** A question being answered; `after` is the newest stored message when it was asked. */
type Live = { question: string; answer: string; after: string | undefined };

const SCROLL_DELAY_MS = 100;

/**
 * The on-demand coach. Without JavaScript every question is a form post to this page and
 * the page comes back at the newest answer. With it, the answer streams in from
 * /coach/reply as it is written, and the page's data is reloaded once it is stored.
 */
export function CoachChat({ messages, formAnswer }: Props) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState(formAnswer?.draft ?? "");
  const [fieldError, setFieldError] = useState(formAnswer && !formAnswer.failed ? formAnswer.error : "");
  const [live, setLive] = useState<Live | null>(null);
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const chatPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (formAnswer?.failed) notify({ type: "error", title: "Error", description: formAnswer.error });
  }, [formAnswer]);
  // The stored conversation has arrived: it replaces the answer shown while it streamed
  // (hidden in the same render, so the question is never shown twice).
  useEffect(() => setLive(null), [messages]);
  const streaming = live && messages.at(-1)?.id === live.after ? live : null;
  useEffect(() => {
    if (messages.length === 0 && !live) return; // only the greeting: nothing to scroll to
    const timer = setTimeout(() => list.current?.scrollTo({ top: list.current.scrollHeight }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages, live]);

  async function ask(question: string) {
    if (!question.trim() || pending) return;
    setPending(true);
    setFieldError("");
    setDraft("");
    setLive({ question, answer: "", after: messages.at(-1)?.id });
    try {
      const response = await fetch("/coach/reply", { method: "POST", body: new URLSearchParams({ message: question }) });
      // The server sent us elsewhere (signed out, or the member's access ended): go there.
      if (response.redirected) {
        window.location.assign(response.url);
        return;
      }
      if (!response.ok || !response.body) {
        const { error } = (await response.json().catch(() => ({ error: COACH_FAILURE }))) as { error: string };
        if (response.status === 400) {
          setFieldError(error);
          throw new Error(error, { cause: "shown" });
        }
        throw new Error(response.status === 429 ? error : COACH_FAILURE);
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        setLive((current) => current && { ...current, answer: current.answer + value });
      }
      revalidator.revalidate();
    } catch (error) {
      console.error("[coach]", error);
      setLive(null);
      setDraft(question);
      if ((error as Error).cause !== "shown") {
        notify({ type: "error", title: "Error", description: error instanceof Error && error.message ? error.message : COACH_FAILURE });
      }
    } finally {
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void ask(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void ask(draft);
    }
  }

  const latestId = streaming ? "live" : messages.at(-1)?.id;
  return (
    <section id="coach" aria-labelledby="coach-heading" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div ref={chatPanel} className="flex h-[600px] max-h-[calc(100dvh-10rem)] flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 id="coach-heading" className="text-lg font-bold text-slate-900">
            On-demand Coach
          </h2>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="new-conversation" />
            <button type="submit" disabled={pending} className="text-sm font-semibold text-brand-700 underline disabled:opacity-50">
              New conversation
            </button>
          </Form>
        </div>
        <ol ref={list} aria-live="polite" className="flex-1 space-y-3 overflow-y-auto p-4" data-testid="coach-messages">
          <Bubble role="assistant">
            <p>{COACH_GREETING}</p>
          </Bubble>
          {messages.map((message) => (
            <Bubble key={message.id} role={message.role} time={message.time} id={message.id === latestId ? "coach-latest" : undefined}>
              {/* Rendered on the server from Markdown through an allow-list (no script, no outside links). */}
              <div className="coach-text" dangerouslySetInnerHTML={{ __html: message.html }} />
            </Bubble>
          ))}
          {streaming ? (
            <>
              <Bubble role="user">
                <p className="whitespace-pre-wrap">{streaming.question}</p>
              </Bubble>
              <Bubble role="assistant" id="coach-latest">
                {streaming.answer ? <p className="whitespace-pre-wrap">{streaming.answer}</p> : <p className="italic text-slate-600">Coach is thinking...</p>}
              </Bubble>
            </>
          ) : null}
        </ol>
        <Form method="post" preventScrollReset onSubmit={hydrated ? onSubmit : undefined} className="border-t border-slate-200 p-3">
          <input type="hidden" name="intent" value="ask" />
          <label htmlFor="coach-message" className="sr-only">
            Your question for the coach
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id="coach-message"
              name="message"
              // Three lines: the placeholder's words fit beside the Send button on a 375 px phone.
              rows={3}
              maxLength={COACH_MESSAGE_MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={hydrated ? onKeyDown : undefined}
              disabled={pending}
              placeholder="Ask about a repair, your tools, pricing or customers..."
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "coach-message-error" : undefined}
              className="block w-full resize-none rounded-md border border-slate-400 px-3 py-2 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
            />
            <button
              type="submit"
              disabled={hydrated && (pending || !draft.trim())}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Send
            </button>
          </div>
          {formAnswer?.failed ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {formAnswer.error}
            </p>
          ) : null}
          {fieldError ? (
            <p id="coach-message-error" className="mt-1 text-sm font-medium text-red-700">
              {fieldError}
            </p>
          ) : null}
        </Form>
      </div>

      <aside className="space-y-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-bold text-slate-900">What your coach does</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {COACH_FEATURES.map((feature) => (
              <li key={feature}>
                <span aria-hidden="true">✓ </span>
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <Form method="post" preventScrollReset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-bold text-slate-900">Quick Topics</h3>
          <input type="hidden" name="intent" value="ask" />
          <ul className="mt-2 space-y-2">
            {QUICK_TOPICS.map((topic) => (
              <li key={topic.label}>
                <button
                  type="submit"
                  name="message"
                  value={topic.question}
                  disabled={pending}
                  onClick={
                    hydrated
                      ? (event) => {
                          event.preventDefault();
                          // On a phone the chat is above the topics: bring it up to show the answer.
                          chatPanel.current?.scrollIntoView({ block: "start" });
                          void ask(topic.question);
                        }
                      : undefined
                  }
                  className="w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm font-medium text-slate-800 hover:border-brand-700 disabled:opacity-50"
                >
                  {topic.label}
                </button>
              </li>
            ))}
          </ul>
        </Form>
        <div className="rounded-2xl bg-accent-400/20 p-5 text-sm text-slate-800">
          <h3 className="font-bold text-slate-900">Pro Tip</h3>
          <p className="mt-1">{COACH_PRO_TIP}</p>
        </div>
      </aside>
    </section>
  );
}

function Bubble({ role, time, id, children }: { role: "user" | "assistant"; time?: string; id?: string; children: ReactNode }) {
  return (
    <li id={id} data-role={role} className={`flex ${role === "user" ? "justify-end" : "justify-start"}`}>
      <div className={`max-w-[80%] rounded-2xl px-4 py-2 ${role === "user" ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"}`}>
        <span className="sr-only">{role === "user" ? "You:" : "Coach:"}</span>
        {children}
        {time ? <p className={`mt-1 text-xs ${role === "user" ? "text-brand-100" : "text-slate-600"}`}>{time}</p> : null}
      </div>
    </li>
  );
}
