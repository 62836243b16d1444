import { expect, type Browser, type Page } from "@playwright/test";
import { accountOn } from "./server-accounts";
import type { ServerProcess } from "./server-process";

// The studio's steps the page-word specs share: a super admin's page on a server of the spec's
// own, publishing a unit's draft, and editing one field of a page unit and publishing it.

export async function studioOwner(browser: Browser, server: ServerProcess, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL });
  await context.addCookies([{ ...accountOn(server, ["super_admin"]), url: server.baseURL }]);
  return context.newPage();
}

export async function publish(page: Page, key: string) {
  await page.goto(`/admin/site/${key}`);
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByRole("heading", { name: "As published" })).toBeVisible();
}

/** Fills one field of a page unit's studio form, saves the draft, sees `previewed` (the words with their placeholders filled) in the preview and publishes it. */
export async function publishField(page: Page, key: string, label: string, words: string, previewed = words) {
  await page.goto(`/admin/site/${key}`);
  await page.getByLabel(label, { exact: true }).fill(words);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Preview of the draft" })).toBeVisible();
  await expect(page.getByTestId("page-preview")).toContainText(previewed);
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByRole("heading", { name: "As published" })).toBeVisible();
}
