import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { isStorablePage, rememberPage } from "~/server/page-cache.server";
import { loggableUrl } from "~/server/request-log.server";
import { contentSecurityPolicy, createNonce } from "~/server/security-headers.server";

export * as host from "~/server/host.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  const leafHandle = leaf ? remixContext.routeModules[leaf.route.id]?.handle : undefined;
  const storable = isStorablePage(request, responseStatusCode, responseHeaders, leafHandle);

  // Every page is rendered whole, then sent as one buffer. No loader defers data, so
  // streaming would only split the same few milliseconds of rendering into chunks, and
  // passing those through Node and web streams cost more than the render itself.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Uint8Array[] = [];
    const document = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(abortTimer);
        const html = Buffer.concat(chunks);
        if (storable && responseStatusCode === 200) {
          // A page every signed-out visitor sees alike is kept for the next ones.
          rememberPage(request, html.toString("utf8"), responseHeaders, nonce);
          responseHeaders.set("X-Page-Cache", "miss");
        }
        responseHeaders.set("Content-Length", String(html.byteLength));
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are Remix's to report (onShellError rejects).
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

/**
 * A page's data for a client-side navigation (`?_data=`): no cache keeps it unless its loader
 * says otherwise. Member, admin and one-time pages are private; the rest gain nothing from a
 * stored copy of their data.
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Content-Security-Policy", contentSecurityPolicy());
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

/**
 * Failures while answering a request, written with their stack. A client's mistake that
 * Remix answers itself with a 4xx (a POST to a page without an action, `?_data=` naming
 * another route) is no failure: the request log's one line already says what was asked and
 * why it was refused.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(`[error] ${request.method} ${loggableUrl(new URL(request.url).pathname)}`, error);
}
