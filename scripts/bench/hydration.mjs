import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Which page route answers a URL, and what its handle says about JavaScript: `false` (the
 * page ships none) or why it hydrates. Our pages are flat children of the root, so a
 * segment match is enough: static segments beat `:params`, and `*` (the 404 page) comes last.
 */
export async function hydrationOf(buildDirectory, urls) {
  const { routes } = await import(pathToFileURL(path.resolve(buildDirectory, "server", "index.js")).href);
  const pages = Object.values(routes).filter((route) => route.parentId === "root");
  return Object.fromEntries(urls.map((url) => [url, describe(leafRoute(pages, new URL(url, "http://x").pathname))]));
}

function leafRoute(pages, pathname) {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return pages.find((route) => route.index && !route.path);
  const scored = pages
    .map((route) => ({ route, score: matchScore(route.path ?? "", segments) }))
    .filter(({ score }) => score >= 0)
    .sort((a, b) => b.score - a.score);
  return scored[0]?.route;
}

function matchScore(routePath, segments) {
  if (routePath === "*") return 0;
  const parts = routePath.split("/");
  if (parts.length !== segments.length) return -1;
  let score = 1;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(":")) continue;
    if (part !== segments[index]) return -1;
    score += 2;
  }
  return score;
}

function describe(route) {
  const hydrate = route?.module.handle?.hydrate;
  return { route: route?.id ?? "(none)", hydrates: hydrate !== false, why: hydrate === false ? "works as HTML alone" : (hydrate ?? "(no reason declared)") };
}
