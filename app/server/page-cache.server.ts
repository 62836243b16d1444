import { COOKIE_NAMES, cookieValue } from "~/lib/cookie-names";
import type { RouteHandle } from "~/lib/route-handle";
import { arrivalAttribution } from "./attribution.server";
import { contentSecurityPolicy, createNonce } from "./security-headers.server";

/**
 * The rendered HTML of public content pages, kept in memory so an ad burst or a webinar
 * e-mail sending everyone to the same pages costs one render per page a minute. Empty at
 * every start (so a deploy clears it) and each page expires after a minute. Each answer gets
 * a fresh CSP nonce: the stored page's nonce is swapped for a new one.
 */

/** What the server knows of a request before Remix sees it. */
export type PageRequest = { method: string; url: string; cookie: string | null; referrer: string | null };
export type CachedPage = { html: string; headers: [string, string][] };

type StoredPage = { html: string; headers: [string, string][]; nonce: string; expiresAt: number };

const TTL_MS = 60_000;
const MAX_PAGES = 200; // query strings vary; the oldest page goes first
// The cookies the root loader reads: with one of them, every page is this visitor's own.
const PER_VISITOR_COOKIES = [COOKIE_NAMES.session, COOKIE_NAMES.flash];
const pages = new Map<string, StoredPage>();

const keyOf = (url: URL) => `${url.pathname}${url.search}`;

/**
 * May this request share the copy every signed-out visitor gets? Not for a member, not
 * with a flash message waiting, and not when the root loader would start remembering where
 * a new visitor came from (that answer sets a cookie).
 */
function isShareable(request: PageRequest, url: URL): boolean {
  if (request.method !== "GET" || process.env.NODE_ENV === "development") return false;
  if (PER_VISITOR_COOKIES.some((name) => cookieValue(request.cookie, name) !== null)) return false;
  return arrivalAttribution(url, request.cookie, request.referrer) === null;
}

/** The stored page for this request, with a nonce of its own, or null. */
export function cachedPage(request: PageRequest): CachedPage | null {
  const url = new URL(request.url);
  if (!isShareable(request, url)) return null;
  const page = pages.get(keyOf(url));
  if (!page) return null;
  if (page.expiresAt <= Date.now()) {
    pages.delete(keyOf(url));
    return null;
  }
  const nonce = createNonce();
  return {
    html: page.html.replaceAll(page.nonce, nonce),
    headers: [...page.headers, ["Content-Security-Policy", contentSecurityPolicy(nonce)], ["X-Page-Cache", "hit"]],
  };
}

/**
 * Whether a document just rendered may be stored: a shareable page, answered 200, no cookie
 * set, and not marked by its loader as one visitor's own (Cache-Control no-store or private).
 */
export function isStorablePage(request: Request, status: number, headers: Headers, leafHandle: unknown): boolean {
  if (status !== 200 || headers.has("Set-Cookie") || (leafHandle as RouteHandle | undefined)?.pageCache !== true) return false;
  if (/no-store|private/i.test(headers.get("Cache-Control") ?? "")) return false;
  const page = { method: request.method, url: request.url, cookie: request.headers.get("Cookie"), referrer: request.headers.get("referer") };
  return isShareable(page, new URL(request.url));
}

export function rememberPage(request: Request, html: string, headers: Headers, nonce: string): void {
  const key = keyOf(new URL(request.url));
  pages.delete(key);
  if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
  const kept = [...headers].filter(([name]) => name !== "content-security-policy" && name !== "set-cookie");
  pages.set(key, { html, headers: kept, nonce, expiresAt: Date.now() + TTL_MS });
}
