import { expect, test } from "@playwright/test";
import { createUser, signInAs } from "./fixtures/accounts";
import { uniqueSuffix } from "./support/database";

// Public content pages are answered from the server's page cache after their first render,
// each answer with a nonce of its own; members and new arrivals get their own render.

const nonceIn = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1];

test("a public page comes from the cache with a fresh nonce that its scripts carry", async ({ request }) => {
  // A page that hydrates (an HTML-only page carries no script to hold a nonce).
  const path = `/training-order?from=${uniqueSuffix()}`;
  const first = await request.get(path);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  const second = await request.get(path);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const [firstNonce, secondNonce] = [nonceIn(first.headers()["content-security-policy"]), nonceIn(second.headers()["content-security-policy"])];
  expect(secondNonce).not.toBe(firstNonce);
  const html = await second.text();
  // (booleans, so a failure does not print the whole page)
  expect(html.includes(`nonce="${secondNonce}"`)).toBe(true);
  expect(html.includes(firstNonce)).toBe(false);
  expect(html.includes("Get the Training Without the Kit")).toBe(true);
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
  const hydrated = () => page.getByRole("link", { name: "Close the webinar notice" }).evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")));
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
