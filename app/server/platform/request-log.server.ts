// What of a request may be written to the log. E-mailed links carry secrets in their
// address (reset and confirmation tokens, checkout session ids in the query; a booking's
// manage token in the path), and logs are copied and kept far longer than those links live.

/** Paths whose next segment is a secret: a signed token from an e-mail, or a checkout id. */
const SECRET_SEGMENT_PREFIXES = ["/my-call/", "/test-checkout/", "/pay/", "/unsubscribe/", "/checkout/reopen/", "/book-again/", "/add-to-calendar/"];

/**
 * The request's path and query with every query value and every secret path segment
 * replaced by `[redacted]`; query names stay, so the log still says what was asked.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const prefix = SECRET_SEGMENT_PREFIXES.find((candidate) => path.toLowerCase().startsWith(candidate));
  const shownPath = prefix ? `${path.slice(0, prefix.length)}[redacted]${path.slice(prefix.length).replace(/^[^/]*/, "")}` : path;
  if (queryStart === -1) return shownPath;
  const names = url
    .slice(queryStart + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=[redacted]`);
  return `${shownPath}?${names.join("&")}`;
}
