import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceProvider } from "~/components/ui/nonce";
import { isStorablePage, rememberPage } from "~/server/shell/page-cache.server";
import { loggableUrl } from "~/server/platform/request-log.server";
import { contentSecurityPolicy, createNonce } from "~/server/platform/security-headers.server";

export * as host from "~/server/shell/host.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  const leafHandle = leaf ? remixContext.routeModules[leaf.route.id]?.handle : undefined;
  const storable = isStorablePage(request, responseStatusCode, responseHeaders, leafHandle);

  // Every page is rendered whole, to one string, then sent as one buffer. No loader defers
  // data, so streaming would only split the same few milliseconds of rendering into chunks;
  // and React's stream writer encodes every tag and text into bytes on its own, which cost
  // more than the render itself.
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  const document = "<!DOCTYPE html>" + html;
  if (storable && responseStatusCode === 200) {
    // A page every signed-out visitor sees alike is kept for the next ones.
    rememberPage(request, document, responseHeaders);
    responseHeaders.set("X-Page-Cache", "miss");
  }
  const body = Buffer.from(document, "utf8");
  responseHeaders.set("Content-Length", String(body.byteLength));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
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
