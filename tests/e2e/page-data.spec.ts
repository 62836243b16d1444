import { expect, test, type Page } from "@playwright/test";
import { createUser, signInAs } from "./fixtures/accounts";

// The pages whose loader data is rendered as it is (pageData, without a JSON round trip on
// the server) must hydrate from the same values the server rendered: any difference is a
// React hydration error in the console. Client-side navigations receive that data as JSON.

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration is what is checked");

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a member's dashboard and lesson hydrate without an error, and a client-side step between them brings the page's data", async ({ page, baseURL }) => {
  await signInAs(page, await createUser(), baseURL!);
  const errors = consoleErrors(page);
  await page.goto("/dashboard");
  const start = page
    .locator("details[open]")
    .getByRole("link", { name: /^Start lesson/ })
    .first();
  await expect.poll(() => start.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(true);
  await start.click();
  await expect(page).toHaveURL(/\/lesson\//);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/course/i);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/course/i);
  await page.goto("/lesson/intro/why-no-cost");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the admin's dashboard and lists hydrate without an error", async ({ page, baseURL }) => {
  await signInAs(page, await createUser({ roles: ["super_admin"] }), baseURL!);
  const errors = consoleErrors(page);
  for (const path of ["/admin-dashboard", "/admin-dashboard/leads", "/admin-dashboard/instalments", "/admin-dashboard/quizzes"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.goto("/admin-dashboard/leads?q=nobody-at-all");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
