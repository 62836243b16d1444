import { expect, type Browser, type Page } from "@playwright/test";
import { accountOn } from "./server-accounts";
import type { ServerProcess } from "./server-process";

// The studio's steps the page-word specs share: a super admin's page on a server of the spec's
// own, and publishing a unit's draft.

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
