import { expect, test, type Browser, type Page } from "@playwright/test";
import { accountOn, memberOn, SESSION_SECRET } from "./support/server-accounts";
import { startServer, type ServerProcess } from "./support/server-process";
import { publish } from "./support/studio";

// The portal pages' words in the studio: the owner rewrites a part of /call-preparation and a
// group of /business-resources, the preview shows the draft, the publish shows on the page
// (the member page to a member), and the earlier revision restores the old words. Each test runs
// a site of its own: publishing on the shared test server would change the pages under the other
// tests. JavaScript on and off.

async function signedIn(
  browser: Browser,
  server: ServerProcess,
  cookie: { name: string; value: string },
  javaScriptEnabled: boolean,
  width = 1366,
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ ...cookie, url: server.baseURL }]);
  return context.newPage();
}

/** Fills and saves a unit's form, and waits for the server's answer to the save. */
async function saveDraft(page: Page, key: string, fields: Record<string, string>) {
  await page.goto(`/admin/site/${key}`);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === `/admin/site/${key}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await answered;
}

/** Restores the unit's earliest revision listed on its studio page. */
async function restoreFirstRevision(page: Page, key: string) {
  await page.goto(`/admin/site/${key}`);
  const restore = page.getByRole("button", { name: /^Restore revision \d+$/ });
  const first = (await restore.last().getAttribute("aria-label"))!.match(/\d+/)![0];
  await restore.last().click();
  await expect(page.getByText(`Restored revision ${first}`)).toBeVisible();
}

test("the owner rewrites /call-preparation: the draft previews, the publish shows at 375 and 1366 px with the business's name filled in, and the earlier words restore", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await signedIn(browser, server, accountOn(server, ["super_admin"]), javaScriptEnabled);
    // An unknown placeholder is refused by its name, the typed words kept.
    await saveDraft(owner, "page.call-preparation", { "Before booking: heading": "Ready for {{callLength}}?" });
    await expect(owner.getByText(/Unknown placeholder \{\{callLength\}\}/)).toBeVisible();
    await saveDraft(owner, "page.call-preparation", {
      "Before booking: heading": "Your call with {{businessName}}",
      "The other tips": "Have a pen ready.\nSit somewhere quiet.",
    });
    const preview = owner.getByTestId("page-preview");
    await expect(preview).toContainText("Your call with Chip Repair Academy");
    // Not on the site until published.
    const before = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await before.goto("/call-preparation");
    await expect(before.getByRole("heading", { level: 1 })).toHaveText("Getting ready for your strategy call");
    await before.close();

    await publish(owner, "page.call-preparation");
    for (const width of [375, 1366]) {
      const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL, viewport: { width, height: 900 } });
      await visitor.goto("/call-preparation");
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Your call with Chip Repair Academy");
      const tips = visitor.getByRole("list").filter({ hasText: "Have a pen ready." });
      await expect(tips.getByRole("listitem")).toHaveText([
        /^Block .+, and be ready 5 minutes early in a quiet place\.$/,
        "Have a pen ready.",
        "Sit somewhere quiet.",
      ]);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await visitor.screenshot({ path: testInfo.outputPath(`call-preparation-${width}.png`), fullPage: true });
      await visitor.close();
    }

    await saveDraft(owner, "page.call-preparation", { "Before booking: heading": "A second heading" });
    await publish(owner, "page.call-preparation");
    await restoreFirstRevision(owner, "page.call-preparation");
    await owner.goto("/call-preparation");
    await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Your call with Chip Repair Academy");
  } finally {
    await server.stop();
  }
});

test("the owner rewrites a group of /business-resources: a member sees the new words on the same cards, and the earlier words restore", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await signedIn(browser, server, accountOn(server, ["super_admin"]), javaScriptEnabled);
    const member = await signedIn(browser, server, memberOn(server), javaScriptEnabled);
    await member.goto("/business-resources");
    await expect(member.getByRole("heading", { level: 2, name: "Marketing" })).toBeVisible();

    await saveDraft(owner, "page.business-resources.marketing", {
      "Group heading": "Get your name out",
      'Card "flyer-template": button': "Print the car-wash flyer",
    });
    await expect(owner.getByTestId("page-preview")).toContainText("Print the car-wash flyer");
    await publish(owner, "page.business-resources.marketing");

    await member.goto("/business-resources");
    await expect(member.getByRole("heading", { level: 2, name: "Get your name out" })).toBeVisible();
    await expect(member.getByRole("heading", { level: 2, name: "Marketing" })).toHaveCount(0);
    // The same card, the same file: only its words changed.
    const flyer = member.getByTestId("resource-flyer-template").getByRole("link");
    await expect(flyer).toHaveText("Print the car-wash flyer (opens in a new tab)");
    await expect(flyer).toHaveAttribute("href", "/resources/flyer-template.svg");

    await saveDraft(owner, "page.business-resources.marketing", { "Group heading": "Marketing, again" });
    await publish(owner, "page.business-resources.marketing");
    await restoreFirstRevision(owner, "page.business-resources.marketing");
    await member.goto("/business-resources");
    await expect(member.getByRole("heading", { level: 2, name: "Get your name out" })).toBeVisible();
  } finally {
    await server.stop();
  }
});
