import type { IncomingMessage, ServerResponse } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

// Overload answered, not dropped. Node runs every request on one event loop: when more
// arrive than the host can render, each waits for all those parsed before it, the loop falls
// behind, and past some point clients give up (a timeout, a dropped connection) on requests
// the server still goes on to render. How far behind the loop is measures that wait. While
// it is more than `maxDelayMs`, a request for a page the app renders is answered at once with
// 503 and Retry-After, which costs next to nothing, instead of joining the wait. Static files
// and cached pages are answered before this check (they cost no more than the 503 would); the
// health check is never refused, so a busy host is not taken for a dead one.

/** How often the loop's delay is sampled; a request also sees the delay of the sample now overdue. */
const SAMPLE_MS = 100;
const RETRY_AFTER_SECONDS = 2;

const BUSY_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy for a moment</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Busy for a moment</h1><p>Too many people are using the site right now. Nothing you sent was kept: please try again in a few seconds.</p></body></html>`;

type Request = IncomingMessage & { path?: string };

/**
 * Middleware for the production server (after static files and the page cache, before Remix).
 * `maxDelayMs` 0 turns it off.
 */
export function overloadShedding({
  maxDelayMs,
  exempt = (request: Request) => request.path === "/healthcheck",
}: {
  maxDelayMs: number;
  exempt?: (request: Request) => boolean;
}) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let sampledAt = performance.now();
  let sampledDelayMs = 0;
  let refused = 0;
  if (maxDelayMs > 0) {
    histogram.enable();
    setInterval(() => {
      const now = performance.now();
      // The longest the loop was held up since the last sample, or how late this sample ran.
      sampledDelayMs = Math.max(histogram.max / 1e6, now - sampledAt - SAMPLE_MS);
      histogram.reset();
      sampledAt = now;
      if (sampledDelayMs <= maxDelayMs && refused > 0) {
        console.warn(
          `[overload] caught up: ${refused} ${refused === 1 ? "request was" : "requests were"} answered 503 while the event loop was over ${maxDelayMs} ms behind`,
        );
        refused = 0;
      }
    }, SAMPLE_MS).unref();
  }
  const delayMs = () => Math.max(sampledDelayMs, performance.now() - sampledAt - SAMPLE_MS);

  return (request: Request, response: ServerResponse, next: () => void) => {
    if (maxDelayMs <= 0 || exempt(request) || delayMs() <= maxDelayMs) return next();
    if (refused++ === 0)
      console.warn(`[overload] the event loop is ${Math.round(delayMs())} ms behind (OVERLOAD_DELAY_MS=${maxDelayMs}): answering 503 until it catches up`);
    response.statusCode = 503;
    response.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    response.setHeader("Cache-Control", "no-store");
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    // A request body left unread: the connection goes with the answer.
    if (request.method !== "GET" && request.method !== "HEAD") response.setHeader("Connection", "close");
    response.end(BUSY_PAGE);
  };
}
