const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A form posted from another site is refused with 403 here, before Remix sees it: Remix's
 * own check throws on a foreign Origin, which would answer 500 with an error page.
 * `isSameOriginPost` is the app's one Origin check (actions call it through requireSameOrigin).
 */
export function sameOriginPosts(isSameOriginPost) {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method) || isSameOriginPost(request.headers.origin, request.headers.host)) return next();
    response.status(403).type("text").send("Cross-site form posts are not accepted.");
  };
}
