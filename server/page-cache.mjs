/**
 * Answers from the app's in-process page cache (app/server/page-cache.server.ts) before
 * Remix runs: a stored public page costs a lookup and a nonce swap, not a render.
 */
export function pageCache(cachedPage) {
  return (request, response, next) => {
    if (request.method !== "GET") return next();
    const page = cachedPage({
      method: request.method,
      url: `${request.protocol}://${request.get("host") ?? "localhost"}${request.originalUrl}`,
      cookie: request.headers.cookie ?? null,
      referrer: request.headers.referer ?? null,
    });
    if (!page) return next();
    const body = Buffer.from(page.html);
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.setHeader("Content-Length", body.length);
    response.status(200).end(body);
  };
}
