/**
 * Answers from the app's in-process page cache (app/server/shell/page-cache.server.ts) before
 * Remix runs: a stored public page costs a lookup, and its bytes are sent as stored,
 * compressed once in the encoding the browser prefers (Brotli, gzip, or none).
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
    // Brotli when the browser takes it and it is ready (browsers list gzip first, br later).
    const encoding = page.bodies.br && request.acceptsEncodings("br") ? "br" : request.acceptsEncodings("gzip") ? "gzip" : "identity";
    const body = page.bodies[encoding];
    for (const [name, value] of page.headers) response.setHeader(name, value);
    // Set before the compression middleware looks: it leaves an encoded answer alone.
    if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.status(200).end(body);
  };
}
