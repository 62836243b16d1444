const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A form posted from another site is refused with 403 here, before Remix sees it: Remix's
 * own check throws on a foreign Origin, which would answer 500 with an error page.
 * The app's requireSameOrigin makes the same comparison against request.url.
 */
export function sameOriginPosts() {
  return (request, response, next) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined || hostOf(origin) === requestHost(request)) return next();
    response.status(403).type("text").send("Cross-site form posts are not accepted.");
  };
}

function hostOf(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (a sandboxed or privacy-minded page) or garbage: not this site
  }
}

/** The host in the URL @remix-run/express gives the app (req.hostname honours trust proxy). */
function requestHost(request) {
  const portOf = (value) => value?.split(":")[1];
  const port = portOf(request.get("X-Forwarded-Host")) ?? portOf(request.get("host"));
  return port ? `${request.hostname}:${port}` : request.hostname;
}
