import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { isStorablePage, rememberPage } from "~/server/page-cache.server";
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
  // A page every signed-out visitor sees alike is rendered whole and kept for the next ones;
  // bots also get the whole document at once; people get everything else streamed.
  const storable = isStorablePage(request, responseStatusCode, responseHeaders, leafHandle);
  const readyEvent = storable || isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          if (storable && responseStatusCode === 200) {
            resolve(collectAndRemember(request, body, responseHeaders, nonce));
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          }
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}

async function collectAndRemember(request: Request, body: PassThrough, headers: Headers, nonce: string): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  const html = Buffer.concat(chunks).toString("utf8");
  rememberPage(request, html, headers, nonce);
  headers.set("X-Page-Cache", "miss");
  return new Response(html, { headers, status: 200 });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Content-Security-Policy", contentSecurityPolicy());
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`[error] ${request.method} ${new URL(request.url).pathname}`, error);
}
