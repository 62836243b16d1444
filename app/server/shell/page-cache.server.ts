import crypto from "node:crypto";
import zlib from "node:zlib";
import { COOKIE_NAMES, cookieValue } from "~/lib/cookie-names";
import type { RouteHandle } from "~/lib/route-handle";
import { arrivalAttribution } from "~/server/funnel/attribution.server";
import { contentGeneration } from "~/server/platform/content-revisions.server";
import { contentSecurityPolicy } from "~/server/platform/security-headers.server";

/**
 * The rendered HTML of public content pages, kept in memory so an ad burst or a webinar
 * e-mail sending everyone to the same pages costs one render per page a minute. Empty at
 * every start (so a deploy clears it); a page expires after a minute, and at once when
 * owner-edited content is published. A stored page is sent as stored, byte for byte, to
 * every visitor: compressed once (gzip at once, Brotli in the background), and its inline
 * scripts allowed by their hashes in the Content-Security-Policy rather than by a nonce,
 * which must never be shared between answers.
 */

/** What the server knows of a request before Remix sees it. */
export type PageRequest = { method: string; url: string; cookie: string | null; referrer: string | null };
/** A stored page's bytes as sent: as is, and compressed with each encoding ready so far. */
type PageBodies = { identity: Buffer; gzip: Buffer; br?: Buffer };
export type CachedPage = { bodies: PageBodies; headers: [string, string][] };

/** `generation`: the published content's when the page was rendered; a publish since makes it stale. */
type StoredPage = { bodies: PageBodies; headers: [string, string][]; expiresAt: number; generation: number };

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

/** The stored page for this request, or null. */
export function cachedPage(request: PageRequest): CachedPage | null {
  const url = new URL(request.url);
  if (!isShareable(request, url)) return null;
  const page = pages.get(keyOf(url));
  if (!page) return null;
  if (page.expiresAt <= Date.now() || page.generation !== contentGeneration()) {
    pages.delete(keyOf(url));
    return null;
  }
  return page;
}

/** CSP sources for each inline script of a document (one without src), by its SHA-256. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
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

export function rememberPage(request: Request, html: string, headers: Headers): void {
  const key = keyOf(new URL(request.url));
  pages.delete(key);
  if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
  const kept = [...headers].filter(([name]) => name !== "content-security-policy" && name !== "set-cookie");
  const identity = Buffer.from(html, "utf8");
  const page: StoredPage = {
    bodies: { identity, gzip: zlib.gzipSync(identity) },
    headers: [
      ...kept,
      ["Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(html) })],
      ["Vary", "Accept-Encoding"],
      ["X-Page-Cache", "hit"],
    ],
    expiresAt: Date.now() + TTL_MS,
    generation: contentGeneration(),
  };
  pages.set(key, page);
  // Brotli at its best takes longer than a request should wait: it is made on libuv's
  // thread pool, and answers use gzip until it is ready.
  const options = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } };
  zlib.brotliCompress(identity, options, (error, compressed) => {
    if (!error) page.bodies.br = compressed;
  });
}
