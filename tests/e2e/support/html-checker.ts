import { test as base, type Page } from "@playwright/test";

// Checks the HTML documents exactly as the server sent them (the response bodies, not the
// browser's DOM, which would re-serialise a misplaced element into a valid place) with the
// W3C Nu Html Checker that the global setup runs (tests/e2e/support/html-checker-service.ts).

const READY_WITHIN_MS = 60_000;
let checker: Promise<string> | undefined;

/**
 * Messages that do not fail a page. The checker's plain "info" messages (no subType) are
 * notes, not findings (e.g. "Trailing slash on void elements has no effect", about React
 * writing `<meta ... />`, which HTML allows). Errors always fail, and so do warnings
 * (subType "warning": a section without a heading, a needless ARIA attribute ...) unless
 * one is named here with the reason it may stay. None is today.
 */
const IGNORED_WARNINGS: { message: RegExp; reason: string }[] = [];

type CheckerMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

/** One HTML document the page's main frame received, as it came from the server. */
export type ServedDocument = { url: string; status: number; html: Buffer };

export type ServedHtml = {
  /** The checker's findings on every document the page has received so far; [] when valid. */
  problems(): Promise<string[]>;
};

export const test = base.extend<{ servedHtml: ServedHtml }>({
  servedHtml: async ({ page }, provide) => {
    const documents = recordDocuments(page);
    await provide({
      async problems() {
        const found = await Promise.all(documents.map(async (document) => problemsIn(await document)));
        return found.flat();
      },
    });
  },
});

/** The HTML documents (not redirects) the main frame receives from now on, with their bodies. */
function recordDocuments(page: Page): Promise<ServedDocument>[] {
  const documents: Promise<ServedDocument>[] = [];
  page.on("response", (response) => {
    const status = response.status();
    if (response.request().resourceType() !== "document" || response.frame() !== page.mainFrame()) return;
    if ((status >= 300 && status < 400) || !response.headers()["content-type"]?.startsWith("text/html")) return;
    documents.push(response.body().then((html) => ({ url: response.url(), status, html })));
  });
  return documents;
}

function isProblem(message: CheckerMessage): boolean {
  if (message.type === "info") return message.subType === "warning" && !IGNORED_WARNINGS.some((ignored) => ignored.message.test(message.message));
  return true;
}

/** The errors (and warnings not ignored) in `document`, one readable line each. */
async function problemsIn(document: ServedDocument): Promise<string[]> {
  checker ??= checkerAnswering();
  const response = await fetch(`${await checker}/?out=json`, {
    method: "POST",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: new Uint8Array(document.html),
  });
  if (!response.ok) throw new Error(`The Nu Html Checker answered ${response.status} for ${document.url}`);
  const { messages } = (await response.json()) as { messages: CheckerMessage[] };
  return messages.filter(isProblem).map((message) => describeMessage(document, message));
}

function describeMessage(document: ServedDocument, message: CheckerMessage): string {
  const where = message.lastLine === undefined ? "" : ` line ${message.lastLine}, column ${message.firstColumn ?? message.lastColumn}`;
  const kind = message.subType ? `${message.type} (${message.subType})` : message.type;
  const extract = message.extract ? `\n      ${message.extract.replace(/\s+/g, " ").trim()}` : "";
  return `${document.url} [${document.status}]${where}: ${kind}: ${message.message}${extract}`;
}

/** The checker's address once it answers (it may still be starting when the first test asks). */
async function checkerAnswering(): Promise<string> {
  const url = process.env.HTML_CHECKER_URL;
  if (!url) throw new Error(process.env.HTML_CHECKER_ERROR ?? "The Nu Html Checker was not started (playwright.config.ts starts it in globalSetup)");
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`The Nu Html Checker did not answer at ${url} within ${READY_WITHIN_MS / 1000} s (see the runner's output)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return url;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
