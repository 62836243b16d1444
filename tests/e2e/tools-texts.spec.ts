import { expect, test, type Browser, type Page } from "@playwright/test";
import { kitComparison, platinumKit, professionalKit, toolsPage } from "~/content/kits";
import { accountOn, SESSION_SECRET } from "./support/server-accounts";
import { startServer, type ServerProcess } from "./support/server-process";

// The words of /tools in the studio: an admin rewrites the page's introduction and a kit's
// facts, a row of the comparison and an item of a kit (a refused field named beside it), a
// super admin publishes them and /tools shows them at once. A site of its own: publishing on
// the shared test server would change the page under the other tests. JavaScript on and off.

async function signedIn(browser: Browser, server: ServerProcess, role: "admin" | "super_admin", javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL });
  await context.addCookies([{ ...accountOn(server, [role]), url: server.baseURL }]);
  return context.newPage();
}

const saveDraft = async (page: Page) => {
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Preview of the draft" })).toBeVisible();
};

test("the owner rewrites the tools page, the kits' comparison and a kit's items, publishes them and sees them on /tools", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    const admin = await signedIn(browser, server, "admin", javaScriptEnabled);

    await admin.goto("/admin/site");
    await admin.getByRole("link", { name: "Tools page: the words" }).click();
    await admin.getByLabel("Introduction", { exact: true }).fill("Two kits, one training. Pick the case that suits your days.");
    await admin.getByLabel(`${professionalKit.name}: repairs of resin included`, { exact: true }).fill("");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByText("Enter the professional tools: repairs of resin included")).toBeVisible();
    await expect(admin.getByLabel("Introduction", { exact: true })).toHaveValue("Two kits, one training. Pick the case that suits your days.");
    await admin.getByLabel(`${professionalKit.name}: repairs of resin included`, { exact: true }).fill("275+");
    await saveDraft(admin);
    await expect(admin.getByTestId("tools-preview")).toContainText("275+ repairs of resin");

    await admin.goto("/admin/site/tools.comparison");
    const row = admin.getByRole("group", { name: "Row 1" });
    await row.getByLabel("Feature", { exact: true }).fill("Resin in the case");
    await row.getByLabel(professionalKit.name, { exact: true }).fill("275+ repairs");
    await saveDraft(admin);
    await expect(admin.getByTestId("tools-preview").getByRole("table")).toContainText("Resin in the case");

    await admin.goto("/admin/site/tools.platinum");
    const added = admin.getByRole("group", { name: "New item" }).first();
    await added.getByLabel("Category", { exact: true }).fill("Extras");
    await added.getByLabel("Item", { exact: true }).fill("Headlamp");
    await added.getByLabel("What it is for", { exact: true }).fill("Both hands free for night repairs at the dealership.");
    await saveDraft(admin);
    await expect(admin.getByTestId("tools-preview").getByRole("heading", { name: "Extras" })).toBeVisible();

    // Nothing shows before the publish; a signed-out visit puts /tools in the page cache, which the publish empties.
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await visitor.goto("/tools");
    await expect(visitor.locator("main header")).toContainText(toolsPage.intro);

    const owner = await signedIn(browser, server, "super_admin", javaScriptEnabled);
    for (const key of ["tools", "tools.comparison", "tools.platinum"]) {
      await owner.goto(`/admin/site/${key}`);
      await owner.getByRole("button", { name: "Publish the draft" }).click();
      await expect(owner.getByRole("heading", { name: "As published" })).toBeVisible();
    }

    await visitor.goto("/tools");
    await expect(visitor.locator("main header")).toContainText("Two kits, one training.");
    const table = visitor.getByRole("table", { name: "Professional and Platinum kits compared" });
    await expect(table.getByRole("row").nth(1)).toContainText("Resin in the case");
    await expect(table.getByRole("row").nth(1)).toContainText("275+ repairs");
    await expect(table).not.toContainText(kitComparison[0]!.feature);
    await visitor.goto("/tools?tab=professional");
    await expect(visitor.getByRole("tabpanel")).toContainText("275+");
    await visitor.goto("/tools?tab=platinum");
    const extras = visitor
      .getByRole("tabpanel")
      .locator("section section")
      .filter({ has: visitor.getByRole("heading", { name: "Extras" }) });
    await expect(extras).toContainText("Headlamp");
    await expect(extras).toContainText("Both hands free for night repairs at the dealership.");
    await expect(visitor.getByRole("tabpanel")).toContainText(platinumKit.categories[0]!.items[0]!.name);
  } finally {
    await server.stop();
  }
});
