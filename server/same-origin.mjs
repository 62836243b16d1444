const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A form posted from another site is refused with 403 here, before Remix sees it: Remix's
 * own check throws on a foreign Origin, which would answer 500 with an error page.
 * `isSameOriginPost` is the app's one Origin check (actions call it through requireSameOrigin).
 * A post that passes it but whose X-Forwarded-Host (or, without one, Host) names another host
 * than its Origin is a forged or broken request: 400 here, since Remix's check, which reads
 * those headers, would throw on it and answer 500.
 */
export function sameOriginPosts(isSameOriginPost) {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (!isSameOriginPost(request.headers.origin, request.headers.host)) {
      return response.status(403).type("text").send("Cross-site form posts are not accepted.");
    }
    if (!hostsAgree(request.headers)) return response.status(400).type("text").send("The request's host headers do not match its Origin.");
    next();
  };
}

/** Remix's rule: the Origin's host is the first X-Forwarded-Host, else the Host. */
function hostsAgree(headers) {
  if (headers.origin === undefined) return true;
  const forwarded = String(headers["x-forwarded-host"] ?? "")
    .split(",")[0]
    .trim();
  const host = forwarded || headers.host;
  try {
    return Boolean(host) && new URL(headers.origin).host === host;
  } catch {
    return false;
  }
}
