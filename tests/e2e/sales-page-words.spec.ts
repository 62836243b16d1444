import { expect, test } from "@playwright/test";
import { SESSION_SECRET } from "./support/server-accounts";
import { startServer } from "./support/server-process";
import { publishField, studioOwner } from "./support/studio";

// The sales pages' words in the studio: a super admin edits a /pricing unit, a /bootcamp unit
// and /order's plan choice, sees the draft in the preview, publishes, and the public pages show
// the new words at once (the page cache emptied); restoring the earlier publish brings its words
// back. A site of its own: publishing on the shared test server would change the pages under the
// other tests.
// JavaScript on and off.

test("the owner edits the pricing, bootcamp and order pages' words, sees them on the pages, and restores an earlier publish", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const owner = await studioOwner(browser, server, javaScriptEnabled);
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    // A signed-out visit puts /pricing in the page cache, which a publish empties.
    await visitor.goto("/pricing");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Invest in a Business, Not Just a Box of Tools");

    await publishField(owner, "page.pricing", "Heading", "A Business of Your Own, Not Just a Box of Tools");
    await visitor.goto("/pricing");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("A Business of Your Own, Not Just a Box of Tools");

    await publishField(owner, "page.bootcamp", "Button to the order (the visitor's price follows)", "Start the Bootcamp for");
    await visitor.goto("/bootcamp");
    await expect(visitor.getByRole("link", { name: "Start the Bootcamp for $47" }).first()).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Get the Bootcamp for $47" })).toHaveCount(0);

    await visitor.goto("/order");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Choose Your Training Plan");
    await publishField(owner, "page.order", "Heading", "Pick the Plan That Fits You");
    await visitor.goto("/order");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Pick the Plan That Fits You");

    // A second publish, then the first one restored.
    await publishField(owner, "page.pricing", "Heading", "Plans for Every Budget");
    await visitor.goto("/pricing");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Plans for Every Budget");
    const earliest = owner.getByRole("button", { name: /^Restore revision \d+$/ }).last();
    const revision = (await earliest.getAttribute("aria-label"))!.replace("Restore revision ", "");
    await earliest.click();
    await expect(owner.getByText(`Restored revision ${revision}`)).toBeVisible();
    await visitor.goto("/pricing");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("A Business of Your Own, Not Just a Box of Tools");
  } finally {
    await server.stop();
  }
});
