import { expect, test, type Page } from "@playwright/test";
import { SESSION_SECRET } from "./support/server-accounts";
import { startServer } from "./support/server-process";
import { publish, studioOwner } from "./support/studio";

// The funnel pages' words in the studio: a super admin rewrites the landing page's heading (naming
// the business as a placeholder), a label of /about and the calculator's button, the preview shows the filled words, the
// publish shows them on the pages at once, and an earlier revision restores. A site of its own:
// publishing on the shared test server would change the pages under the other tests. JavaScript
// on and off.

/** Fills a unit's fields, saves the draft and waits for its preview. */
async function saveDraft(page: Page, key: string, fields: Record<string, string>) {
  await page.goto(`/admin/site/${key}`);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Preview of the draft" })).toBeVisible();
}

test("the owner rewrites the landing page's heading, an /about label and the calculator's button, sees the preview, publishes them, sees them on the pages, and restores an earlier heading", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await studioOwner(browser, server, javaScriptEnabled);
    // A signed-out visit puts / in the page cache, which the publish empties.
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Start Your Own Mobile Windshield Chip Repair Business");

    await owner.goto("/admin/site");
    await owner.getByRole("link", { name: "Home page: opening" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Home page: opening" })).toBeVisible();
    // A placeholder the page cannot fill is refused by its name, the other answers kept.
    await owner.getByLabel("Heading", { exact: true }).fill("Repair Chips With {{academyName}}");
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByText(/Unknown placeholder \{\{academyName\}\}/)).toBeVisible();
    await saveDraft(owner, "page.home.hero", { Heading: "Repair Chips With {{businessName}}" });
    await expect(owner.getByTestId("page-preview")).toContainText("Repair Chips With Chip Repair Academy");
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Start Your Own Mobile Windshield Chip Repair Business");
    await publish(owner, "page.home.hero");
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Repair Chips With Chip Repair Academy");
    // The rest of the opening keeps its words and its figures' bases.
    await expect(visitor.getByRole("link", { name: "Watch The Video" })).toBeVisible();
    await expect(visitor.locator("#hero-heading ~ ul")).toContainText("what our students report charging per repair");

    await saveDraft(owner, "page.about", { "Under the students trained": "Graduates running their own business" });
    await expect(owner.getByTestId("page-preview")).toContainText("Graduates running their own business");
    await publish(owner, "page.about");
    await visitor.goto("/about");
    await expect(visitor.getByText("Graduates running their own business")).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("From One Repair Kit to a Business That Trains Others");

    // The calculator's words come with the page's loader, so the hydrated calculator says them too.
    await saveDraft(owner, "page.earnings-calculator", { "Calculator: button": "Work It Out" });
    await publish(owner, "page.earnings-calculator");
    await visitor.goto("/earnings-calculator");
    await expect(visitor.getByRole("button", { name: "Work It Out" })).toBeVisible();
    await expect(visitor.getByLabel("Price per chip repair")).toHaveValue("65");

    // A second heading published, then the first restored.
    await saveDraft(owner, "page.home.hero", { Heading: "A Second Heading" });
    await publish(owner, "page.home.hero");
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("A Second Heading");
    await owner.goto("/admin/site/page.home.hero");
    const history = owner.getByRole("listitem").filter({ hasText: /^Home page: opening: changed heading/ });
    await expect(history).toHaveCount(2);
    const firstRevision = (await history.last().innerText()).match(/Revision (\d+)/)![1];
    await owner.getByRole("button", { name: `Restore revision ${firstRevision}` }).click();
    await expect(owner.getByText(`Restored revision ${firstRevision}`)).toBeVisible();
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Repair Chips With Chip Repair Academy");
  } finally {
    await server.stop();
  }
});
