/**
 * Lazy route discovery: a page's script asks `/__manifest?p=<path>&p=<path>…&version=<build>`
 * for the routes of the links and forms on the page (in batches, as they appear) and of each
 * path it navigates to. Remix matches every leading part of every path (`/a`, `/a/b`,
 * `/a/b/c` …) against the route tree, so the work grows with the square of a path's depth:
 * one request of the largest size Remix takes, made of deep paths, holds the server for
 * hundreds of milliseconds. The site's own pages ask for a few dozen paths at most, none
 * deeper than four segments (the dashboard with every lesson open asks for the most), so a
 * request past these limits is refused with 400 before Remix matches anything.
 */
export const ROUTE_DISCOVERY_LIMITS = { paths: 100, segmentsPerPath: 8, charactersPerPath: 200 };

const MANIFEST_PATH = "/__manifest";

/** Segments as Remix counts them: a path without a leading slash gets one. */
const segmentsOf = (path) => (path.startsWith("/") ? 0 : 1) + path.split("/").length - 1;

export function routeDiscoveryLimits() {
  return (request, response, next) => {
    // The address as Remix reads it: Express's req.path keeps `.` and `..` segments.
    const address = `http://localhost${request.originalUrl}`;
    if (!URL.canParse(address)) return next();
    const url = new URL(address);
    if (url.pathname !== MANIFEST_PATH) return next();
    const paths = url.searchParams.getAll("p");
    const withinLimits =
      paths.length <= ROUTE_DISCOVERY_LIMITS.paths &&
      paths.every((path) => path.length <= ROUTE_DISCOVERY_LIMITS.charactersPerPath && segmentsOf(path) <= ROUTE_DISCOVERY_LIMITS.segmentsPerPath);
    if (withinLimits) return next();
    response.status(400).type("text").send("Too many or too long paths.");
  };
}
