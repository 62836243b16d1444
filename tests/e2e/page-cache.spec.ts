import crypto from "node:crypto";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { createUser, signInAs } from "./fixtures/accounts";
import { uniqueSuffix } from "./support/database";
import { rawRequest } from "./support/server-process";

// Public content pages are answered from the server's page cache after their first render,
// the same bytes for everyone, compressed once; members and new arrivals get their own render.

const nonceIn = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

test("a public page comes from the cache compressed once, its inline scripts allowed by their hashes, never by a shared nonce", async ({
  request,
  baseURL,
}) => {
  // A page that hydrates (an HTML-only page has no inline script).
  const path = `/training-order?from=${uniqueSuffix()}`;
  const first = await request.get(path);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  const firstNonce = nonceIn(first.headers()["content-security-policy"]);
  expect(firstNonce).toBeTruthy();

  const plain = await rawRequest(`${baseURL}${path}`, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers["x-page-cache"]).toBe("hit");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  const policy = String(plain.headers["content-security-policy"]);
  expect(nonceIn(policy)).toBeUndefined();
  const inlineScripts = [...plain.body.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const script of inlineScripts) expect(policy).toContain(`'sha256-${crypto.createHash("sha256").update(script).digest("base64")}'`);
  expect(plain.body.includes("Get the Training Without the Kit")).toBe(true);

  const gzipped = await rawRequest(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip" } });
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(gzipped.headers.vary).toContain("Accept-Encoding");
  expect(zlib.gunzipSync(gzipped.bytes).equals(plain.bytes)).toBe(true);
  // Brotli is made once in the background; a browser asking for both gets it when ready.
  await expect
    .poll(async () => (await rawRequest(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } })).headers["content-encoding"])
    .toBe("br");
  const brotli = await rawRequest(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(zlib.brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
  expect((await rawRequest(`${baseURL}${path}`, { headers: { "accept-encoding": "br" } })).bytes.equals(brotli.bytes)).toBe(true);
});

test("the cached page works in the browser, scripts and all", async ({ page, javaScriptEnabled }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  // A page of its own: "/" itself may be stored by another test a minute ago and expire
  // between the two visits.
  const path = `/?from=${uniqueSuffix()}`;
  expect((await page.goto(path))?.headers()["x-page-cache"]).toBe("miss");
  const cached = await page.goto(path);
  expect(cached?.headers()["x-page-cache"]).toBe("hit");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // React takes the page over only when its scripts were allowed to run.
  const hydrated = () =>
    page.getByRole("link", { name: "Close the webinar notice" }).evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")));
  if (javaScriptEnabled) await expect.poll(hydrated).toBe(true);
  else expect(await hydrated()).toBe(false);
  expect(refused).toEqual([]);
});

test("a signed-in member never gets the shared copy", async ({ page, baseURL }) => {
  await page.goto("/about");
  await page.goto("/about"); // stored by now
  await signInAs(page, await createUser(), baseURL!);
  const mine = await page.goto("/about");
  expect(mine?.headers()["x-page-cache"]).toBeUndefined();
  await expect(page.getByRole("link", { name: "My Account" }).first()).toBeVisible();
});

test("a visitor arriving from another site is rendered afresh, so where they came from is remembered", async ({ page }) => {
  await page.goto("/video");
  const arrival = await page.context().newPage();
  const response = await arrival.goto("/video", { referer: "https://news.example/story" });
  expect(response?.headers()["x-page-cache"]).not.toBe("hit");
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === "__attribution")).toBe(true);
});
