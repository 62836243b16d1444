import { expect, test, type Browser, type Page } from "@playwright/test";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";
import { accountOn, SESSION_SECRET, sessionOn } from "./support/server-accounts";
import { onDatabase, startServer, type ServerProcess } from "./support/server-process";

// The owner changes a price in the offers studio, with JavaScript on and off, on a site of its
// own selling through Stripe Checkout (the stand-in on 127.0.0.1, which prices each session
// from the price_data it is sent): a buyer after the publish pays the new price, a buyer
// before it keeps the old one, and the admin sees which price each order paid. Restoring an
// earlier revision puts its price back on the order page. A change of what a plan includes
// applies to new orders too: an older member's plan page keeps what they bought.

const WEBHOOK_SECRET = "whsec_offers_secret";
let standIn: StripeStandIn;
let server: ServerProcess;

test.beforeEach(async () => {
  standIn = await startStripeStandIn();
  // A site of its own: a new price on the shared test server would change the pages under the other tests.
  server = await startServer({ SESSION_SECRET, STRIPE_SECRET_KEY: "sk_test_stand_in", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url });
});
test.afterEach(async () => {
  await server?.stop();
  await standIn?.close();
});

async function ownerPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([{ ...accountOn(server, ["super_admin"]), url: server.baseURL }]);
  return context.newPage();
}

/** A new buyer orders the training without a kit and pays on the stand-in's page; the amount Stripe was asked for. */
async function buyTraining(browser: Browser, javaScriptEnabled: boolean, email: string, shownPrice: string) {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await page.goto(`${server.baseURL}/training-order`);
  await expect(page.getByRole("main").getByText(shownPrice, { exact: true })).toBeVisible();
  await page.getByLabel("First name").fill("Offer");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/pay/cs_test_`));
  const session = standIn.sessions.get(page.url().split("/pay/")[1])!;
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/order\/complete\?session_id=cs_test_/);
  await page.context().close();
  return session.amount_total;
}

async function publishPrice(owner: Page, price: string) {
  await owner.goto(`${server.baseURL}/admin/offers`);
  await owner.getByRole("link", { name: "Training Only (No Kit)" }).click();
  await owner.getByLabel("Price (dollars)").fill(price);
  await owner.getByRole("button", { name: "Save draft" }).click();
  await expect(owner.getByTestId("draft-preview")).toContainText(`Training Only (No Kit), $${price}`);
  await owner.getByRole("button", { name: "Publish the draft" }).click();
  await expect(owner.getByTestId("published-offer")).toContainText(`On sale now: $${price}`);
}

const userIdOf = (email: string) =>
  onDatabase(server, (database) => (database.prepare("select id from users where email = ?").get(email) as { id: string }).id);

test("the owner changes a price: new orders pay it through Stripe's price_data, an older order keeps its own, and a restore brings a revision back", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const stamp = `${javaScriptEnabled}-${Date.now()}`;
  const before = `offer-before-${stamp}@example.test`;
  const after = `offer-after-${stamp}@example.test`;
  expect(await buyTraining(browser, javaScriptEnabled, before, "$1,497")).toBe(149_700);

  const owner = await ownerPage(browser, javaScriptEnabled);
  // A bad price is refused next to the field, the rest kept.
  await owner.goto(`${server.baseURL}/admin/offers/training-only`);
  await owner.getByLabel("Price (dollars)").fill("a lot");
  await owner.getByRole("button", { name: "Save draft" }).click();
  await expect(owner.getByTestId("price-error")).toContainText("whole dollars");
  await expect(owner.getByLabel("Name")).toHaveValue("Training Only (No Kit)");

  await publishPrice(owner, "1,797");
  expect(await buyTraining(browser, javaScriptEnabled, after, "$1,797")).toBe(179_700);

  // The admin sees what each order paid.
  await owner.goto(`${server.baseURL}/admin-dashboard/users/${userIdOf(before)}`);
  await expect(owner.getByRole("main")).toContainText("$1,497.00");
  await owner.goto(`${server.baseURL}/admin-dashboard/users/${userIdOf(after)}`);
  await expect(owner.getByRole("main")).toContainText("$1,797.00");

  // A second change, then the first revision restored.
  await publishPrice(owner, "1,997");
  await owner
    .getByRole("button", { name: /^Restore revision \d+$/ })
    .last()
    .click();
  await expect(owner.getByTestId("published-offer")).toContainText("On sale now: $1,797");
  await owner.goto(`${server.baseURL}/training-order`);
  await expect(owner.getByRole("main").getByText("$1,797", { exact: true })).toBeVisible();
});

/** The buyer `email`'s Your Training page, signed in as them (their temporary password already changed). */
async function trainingPageOf(browser: Browser, javaScriptEnabled: boolean, email: string) {
  const userId = userIdOf(email);
  onDatabase(server, (database) => database.prepare("update profiles set needs_password_change = 0 where id = ?").run(userId));
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([{ ...sessionOn(server, userId), url: server.baseURL }]);
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/training-access`);
  await expect(page.getByRole("heading", { level: 1, name: "Your Training Is Ready" })).toBeVisible();
  return page.getByRole("main");
}

test("the owner changes what a plan includes: an older member's plan keeps what they bought, a new buyer gets the new", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const stamp = `${javaScriptEnabled}-${Date.now()}`;
  const before = `inclusions-before-${stamp}@example.test`;
  const after = `inclusions-after-${stamp}@example.test`;
  await buyTraining(browser, javaScriptEnabled, before, "$1,497");

  // Training Only drops the community and gains three months of hosting.
  const owner = await ownerPage(browser, javaScriptEnabled);
  await owner.goto(`${server.baseURL}/admin/offers/training-only`);
  await owner.getByLabel("The member community").uncheck();
  await owner.getByLabel("Months of website hosting").fill("3");
  await owner.getByRole("button", { name: "Save draft" }).click();
  await owner.getByRole("button", { name: "Publish the draft" }).click();
  await expect(owner.getByRole("button", { name: "Publish the draft" })).toBeHidden();
  await expect(owner.getByLabel("Months of website hosting")).toHaveValue("3");
  await buyTraining(browser, javaScriptEnabled, after, "$1,497");

  const older = await trainingPageOf(browser, javaScriptEnabled, before);
  await expect(older.getByText("The member community", { exact: true })).toBeVisible();
  await expect(older.getByText(/Your business website, hosted/)).toHaveCount(0);
  const newer = await trainingPageOf(browser, javaScriptEnabled, after);
  await expect(newer.getByText("Your business website, hosted: 3 months", { exact: true })).toBeVisible();
  await expect(newer.getByText("The member community", { exact: true })).toHaveCount(0);

  // The admin sees what each order was sold with.
  await owner.goto(`${server.baseURL}/admin-dashboard/users/${userIdOf(before)}`);
  await expect(owner.getByTestId("order-inclusions")).toContainText("The member community");
  await expect(owner.getByTestId("order-inclusions")).not.toContainText("hosted");
  await owner.goto(`${server.baseURL}/admin-dashboard/users/${userIdOf(after)}`);
  await expect(owner.getByTestId("order-inclusions")).toContainText("Your business website, hosted (3 months)");
  await expect(owner.getByTestId("order-inclusions")).not.toContainText("community");
});

test("the owner sets the quiz pass mark on the settings page, which says where each value came from, and restores the environment's", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerPage(browser, javaScriptEnabled);
  await owner.goto(`${server.baseURL}/admin/settings`);
  await expect(owner.getByTestId("source-QUIZ_PASS_PERCENT")).toContainText("From: Environment default (QUIZ_PASS_PERCENT unset)");
  // A bad value is refused next to its field, the other values kept as typed.
  await owner.getByLabel("Quiz pass mark (percent)").fill("101");
  await owner.getByLabel("Quiz attempts per day").fill("7");
  await owner.getByRole("button", { name: "Save settings" }).click();
  await expect(owner.getByTestId("QUIZ_PASS_PERCENT-error")).toContainText("must be from 1 to 100");
  await expect(owner.getByLabel("Quiz attempts per day")).toHaveValue("7");

  await owner.getByLabel("Quiz pass mark (percent)").fill("90");
  await owner.getByRole("button", { name: "Save settings" }).click();
  await expect(owner.getByTestId("source-QUIZ_PASS_PERCENT")).toContainText("From: Set on this page. Without it: the default, 80.");
  await expect(owner.getByTestId("source-BOOKINGS_PER_HOUR")).toContainText("From: Environment default");
  await expect(owner.getByText(/^QUIZ_PASS_PERCENT: \(environment\) became 90; QUIZ_ATTEMPTS_PER_DAY: \(environment\) became 7$/)).toBeVisible();

  await owner.getByRole("button", { name: "Quiz pass mark (percent): use the environment" }).click();
  await expect(owner.getByTestId("source-QUIZ_PASS_PERCENT")).toContainText("From: Environment default");
  await expect(owner.getByLabel("Quiz pass mark (percent)")).toHaveValue("80");
  // The first save restored: 90 again.
  await owner
    .getByRole("button", { name: /^Restore revision \d+$/ })
    .last()
    .click();
  await expect(owner.getByLabel("Quiz pass mark (percent)")).toHaveValue("90");
  await expect(owner.getByTestId("source-QUIZ_PASS_PERCENT")).toContainText("From: Set on this page");
});
