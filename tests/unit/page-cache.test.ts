import crypto from "node:crypto";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedPage, isStorablePage, rememberPage, type PageRequest } from "~/server/shell/page-cache.server";

const visitor = (url: string, extra: Partial<PageRequest> = {}): PageRequest => ({ method: "GET", url, cookie: null, referrer: null, ...extra });
const html = (nonce: string) => `<html><script nonce="${nonce}">go()</script><script nonce="${nonce}" type="module"></script></html>`;
const store = (url: string, nonce = "OLD+nonce/value==") =>
  rememberPage(
    new Request(url),
    html(nonce),
    new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'nonce-${nonce}'` }),
  );

afterEach(() => vi.useRealTimers());

describe("the page cache", () => {
  it("answers a stored page as stored, its inline scripts allowed by hash and no nonce shared between answers", async () => {
    store("http://site.test/about");
    const page = cachedPage(visitor("http://site.test/about"))!;
    const headers = Object.fromEntries(page.headers);
    const hash = (script: string) => `'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`;
    expect(headers["Content-Security-Policy"]).toContain(`script-src 'self' ${hash("go()")} ${hash("")};`);
    expect(headers["Content-Security-Policy"]).not.toContain("nonce");
    expect(headers["X-Page-Cache"]).toBe("hit");
    expect(headers.Vary).toBe("Accept-Encoding");
    expect(page.bodies.identity.toString()).toBe(html("OLD+nonce/value=="));
    expect(zlib.gunzipSync(page.bodies.gzip).toString()).toBe(html("OLD+nonce/value=="));
    // Brotli is made in the background, once.
    await vi.waitFor(() => expect(cachedPage(visitor("http://site.test/about"))!.bodies.br).toBeDefined());
    expect(zlib.brotliDecompressSync(cachedPage(visitor("http://site.test/about"))!.bodies.br!).toString()).toBe(html("OLD+nonce/value=="));
  });

  it("keys on path and query", () => {
    store("http://site.test/pricing?qualified=true");
    expect(cachedPage(visitor("http://site.test/pricing"))).toBeNull();
    expect(cachedPage(visitor("http://site.test/pricing?qualified=true"))).not.toBeNull();
  });

  it("is not used for members, flash messages, new arrivals from elsewhere or campaign links", () => {
    store("http://site.test/tools");
    store("http://site.test/tools?utm_source=ad");
    expect(cachedPage(visitor("http://site.test/tools", { cookie: "__session=abc" }))).toBeNull();
    expect(cachedPage(visitor("http://site.test/tools", { cookie: "tz=x; __flash=abc" }))).toBeNull();
    expect(cachedPage(visitor("http://site.test/tools", { referrer: "https://search.example/" }))).toBeNull();
    expect(cachedPage(visitor("http://site.test/tools?utm_source=ad"))).toBeNull();
    // Known visitors and links from our own pages share the copy.
    expect(cachedPage(visitor("http://site.test/tools", { referrer: "http://site.test/", cookie: "__attribution=x" }))).not.toBeNull();
    expect(cachedPage(visitor("http://site.test/tools", { method: "POST" }))).toBeNull();
  });

  it("goes by whole cookie names: another site cookie that only ends like ours shares the copy", () => {
    store("http://site.test/about");
    expect(cachedPage(visitor("http://site.test/about", { cookie: "consent__session=yes; my__flash=1" }))).not.toBeNull();
    expect(cachedPage(visitor("http://site.test/about", { cookie: "consent=yes;__session=abc" }))).toBeNull();
    // A visitor already known by another cookie named like ours is still new here.
    expect(cachedPage(visitor("http://site.test/about", { referrer: "https://search.example/", cookie: "old__attribution=x" }))).toBeNull();
  });

  it("forgets a page after a minute", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
    store("http://site.test/video");
    vi.setSystemTime(new Date("2026-11-22T10:00:59Z"));
    expect(cachedPage(visitor("http://site.test/video"))).not.toBeNull();
    vi.setSystemTime(new Date("2026-11-22T10:01:01Z"));
    expect(cachedPage(visitor("http://site.test/video"))).toBeNull();
  });

  it("holds at most 200 pages, dropping the oldest", () => {
    for (let index = 0; index < 201; index++) store(`http://site.test/calculator?n=${index}`);
    expect(cachedPage(visitor("http://site.test/calculator?n=0"))).toBeNull();
    expect(cachedPage(visitor("http://site.test/calculator?n=200"))).not.toBeNull();
  });

  it("stores only 200 answers without cookies, for routes that say every visitor sees the same", () => {
    const request = new Request("http://site.test/about");
    const shared = { pageCache: true };
    expect(isStorablePage(request, 200, new Headers(), shared)).toBe(true);
    expect(isStorablePage(request, 404, new Headers(), shared)).toBe(false);
    expect(isStorablePage(request, 200, new Headers({ "Set-Cookie": "__flash=; Max-Age=0" }), shared)).toBe(false);
    expect(isStorablePage(request, 200, new Headers(), undefined)).toBe(false);
    expect(isStorablePage(new Request("http://site.test/about", { headers: { Cookie: "__session=abc" } }), 200, new Headers(), shared)).toBe(false);
  });

  it("never stores a page its loader marked as one visitor's own (a booker's calendar links)", () => {
    const request = new Request("http://site.test/call-preparation?call=7.signature");
    const shared = { pageCache: true };
    expect(isStorablePage(request, 200, new Headers({ "Cache-Control": "no-store" }), shared)).toBe(false);
    expect(isStorablePage(request, 200, new Headers({ "Cache-Control": "private, max-age=60" }), shared)).toBe(false);
    expect(isStorablePage(request, 200, new Headers({ "Cache-Control": "public, max-age=60" }), shared)).toBe(true);
  });
});
