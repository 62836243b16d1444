import { expect, test, type Browser } from "@playwright/test";
import { accountOn, SESSION_SECRET, sessionOn } from "./support/server-accounts";
import { onDatabase, startServer, type ServerProcess } from "./support/server-process";
import { publish, studioOwner } from "./support/studio";

// A kit's name is the owner's: a super admin renames the Platinum kit in the studio's Tools page
// words and publishes it; /tools and the order page sell it under the new name, while an order
// made before keeps the name it was sold with on the buyer's return page, the member's plan page
// and the admin's order and fulfilment views. A site of its own (a publish on the shared test
// server would change the pages under the other tests); JavaScript on and off.

let server: ServerProcess;

test.beforeEach(async () => {
  server = await startServer({ SESSION_SECRET });
});
test.afterEach(async () => {
  await server?.stop();
});

/** A new buyer orders the Premium plan (2 Platinum kits) and pays on the test checkout; the return page's address. */
async function buyPremium(browser: Browser, javaScriptEnabled: boolean, email: string): Promise<string> {
  const page = await (await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL })).newPage();
  await page.goto("/order?package=premium");
  await page.getByLabel("First name").fill("Kit");
  await page.getByLabel("Last name").fill("Buyer");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Street address").fill("1200 W Center St");
  await page.getByLabel("City").fill("Orem");
  await page.getByLabel("State").selectOption("UT");
  await page.getByLabel("ZIP code").fill("84057");
  await page.getByLabel("Phone").fill("(801) 555-0199");
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await page.getByRole("button", { name: /^Pay .* \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/order\/complete\?session_id=cs_test_/);
  await expect(page.getByTestId("kit-shipment")).toContainText("We ship your 2 Platinum Tools kits");
  const url = page.url();
  await page.context().close();
  return url;
}

test("the owner renames a kit: the pages that sell it show the new name, an order made before keeps the old one", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const email = `kit-names-${javaScriptEnabled}-${Date.now()}@example.test`;
  const returnPage = await buyPremium(browser, javaScriptEnabled, email);

  const owner = await studioOwner(browser, server, javaScriptEnabled);
  await owner.goto("/admin/site");
  await owner.getByRole("link", { name: "Tools page: the words" }).click();
  await owner.getByLabel("Platinum Tools: name", { exact: true }).fill("Diamond Tools");
  await owner.getByRole("button", { name: "Save draft" }).click();
  await expect(owner.getByTestId("tools-preview")).toContainText("Diamond Tools");
  await publish(owner, "tools");

  const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
  await visitor.goto("/tools");
  await expect(visitor.getByRole("tab", { name: "Diamond Tools" })).toBeVisible();
  await expect(visitor.getByRole("tab", { name: "Platinum Tools" })).toHaveCount(0);
  await expect(visitor.getByRole("heading", { name: "Diamond Tools", level: 3 })).toBeVisible();
  await expect(visitor).toHaveTitle(/^Windshield Repair Tool Kits: Professional Tools and Diamond Tools \|/);
  await expect(visitor.getByRole("table", { name: "Professional Tools and Diamond Tools compared", includeHidden: true })).toHaveCount(1);
  await visitor.getByRole("tab", { name: "Diamond Tools" }).click();
  await expect(visitor.getByRole("tabpanel").getByRole("heading", { name: "Diamond Tools", level: 2 })).toBeVisible();
  await expect(visitor.getByRole("tabpanel")).toContainText("Sold with the Premium Coaching Program: 2 Diamond Tools kits");
  await visitor.goto("/order?package=premium");
  await expect(visitor.getByRole("group", { name: "Shipping address" })).toHaveAccessibleDescription(/^We send your 2 Diamond Tools kits within/);

  // The order made before: the buyer's return page, their plan page and the admin's views keep the old name.
  const buyer = await (await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL })).newPage();
  await buyer.goto(returnPage);
  await expect(buyer.getByTestId("kit-shipment")).toContainText("We ship your 2 Platinum Tools kits");
  const userId = onDatabase(server, (database) => {
    const { id } = database.prepare("select id from users where email = ?").get(email) as { id: string };
    database.prepare("update profiles set needs_password_change = 0 where id = ?").run(id);
    return id;
  });
  await buyer.context().addCookies([{ ...sessionOn(server, userId), url: server.baseURL }]);
  await buyer.goto("/training-access");
  await expect(buyer.getByRole("main")).toContainText("Your plan comes with 2 Platinum Tools kits.");
  await expect(buyer.getByRole("main")).toContainText("Your repair kits: 2 Platinum Tools kits");
  await expect(buyer.getByRole("main")).not.toContainText("Diamond");

  const admin = await (await browser.newContext({ javaScriptEnabled, baseURL: server.baseURL })).newPage();
  await admin.context().addCookies([{ ...accountOn(server, ["admin"]), url: server.baseURL }]);
  await admin.goto(`/admin-dashboard/users/${userId}`);
  await expect(admin.getByTestId("order-shipment")).toContainText("Ship 2 Platinum Tools kits to:");
  await admin.goto("/admin-dashboard/fulfilment");
  await expect(admin.getByRole("main")).toContainText("2 Platinum Tools kits");
  await expect(admin.getByRole("main")).not.toContainText("Diamond");
});
