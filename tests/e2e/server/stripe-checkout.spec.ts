import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { startStripeStandIn, type StripeStandIn } from "../../support/stripe-stand-in";
import { startServer, type ServerProcess } from "../support/server-process";

// The production server selling through Stripe Checkout: the stripe package talks to a
// stand-in API on 127.0.0.1 whose hosted page the browser visits, and Stripe's webhook
// events arrive signed with STRIPE_WEBHOOK_SECRET.

const WEBHOOK_SECRET = "whsec_e2e_secret";
let standIn: StripeStandIn;
let server: ServerProcess;

test.beforeAll(async () => {
  standIn = await startStripeStandIn();
  server = await startServer({
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    RATE_LIMIT_MULTIPLIER: "1000",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const postEvent = (type: string, object: unknown) => {
  const { body, signature } = standIn.signedEvent(type, object, WEBHOOK_SECRET);
  return fetch(`${server.baseURL}/webhooks/stripe`, { method: "POST", body, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } });
};

async function order(page: Page, path: string, email: string) {
  await page.goto(`${server.baseURL}${path}`);
  await expect(page.getByTestId("test-mode")).toHaveCount(0); // real payments: no test-mode marks
  await page.getByLabel("First name").fill("Stripe");
  await page.getByLabel("E-mail").fill(email);
  if (await page.getByLabel("Street address").count()) {
    await page.getByLabel("Street address").fill("77 Harbor Way");
    await page.getByLabel("City").fill("Boise");
    await page.getByLabel("State").selectOption("ID");
    await page.getByLabel("ZIP code").fill("83702");
    await page.getByLabel("Phone").fill("208 555 0177");
  }
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIn.url}/pay/cs_test_`));
  return standIn.sessions.get(page.url().split("/pay/")[1])!;
}

for (const javaScriptEnabled of [true, false]) {
  test(`buying through Stripe, signing in, and losing the course to a refund (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const email = `stripe-${javaScriptEnabled}-${Date.now()}@example.test`;
    const session = await order(page, "/bootcamp-order", email);
    expect(session).toMatchObject({ amount_total: 4700, customer_email: email });

    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/course-access\?session_id=cs_test_/);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    const temporaryPassword = (await page.getByTestId("temporary-password").textContent())!.trim();

    // Stripe's own notice of the payment arrives too: nothing doubles.
    expect((await postEvent("checkout.session.completed", standIn.sessions.get(session.id))).status).toBe(200);

    await page.getByRole("link", { name: "Sign In to Get Started" }).click();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(temporaryPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByLabel("New password", { exact: true }).fill("stripe buyer password");
    await page.getByLabel("Confirm new password").fill("stripe buyer password");
    await page.getByRole("button", { name: "Save Password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Windshield Repair Bootcamp" })).toBeVisible();

    const refund = {
      id: `ch_${Date.now()}`,
      object: "charge",
      payment_intent: standIn.sessions.get(session.id)!.payment_intent,
      amount: 4700,
      amount_refunded: 4700,
      refunded: true,
    };
    expect((await postEvent("charge.refunded", refund)).status).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Course Access Required" })).toBeVisible();
    await context.close();
  });
}

test("a buyer who closes the tab after paying still gets the course, from the webhook alone", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `tab-closed-${Date.now()}@example.test`;
  const session = await order(page, "/bootcamp-order", email);
  const paid = standIn.pay(session.id);
  await context.close(); // never comes back to /course-access
  expect((await postEvent("checkout.session.completed", paid)).status).toBe(200);
  const database = new Database(path.join(server.dataDirectory, "app.db"), { readonly: true });
  const access = database.prepare("select p.status from course_purchases p join users u on u.id = p.user_id where u.email = ?").all(email);
  database.close();
  expect(access).toEqual([{ status: "completed" }]);
  // Coming back later (the receipt's link), the password is still there to be shown once.
  const back = await browser.newContext();
  const returning = await back.newPage();
  await returning.goto(`${server.baseURL}/course-access?session_id=${session.id}`);
  await expect(returning.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  await back.close();
});

test("a kit plan's shipping address comes back from Stripe's payment page with the order, JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `stripe-kit-${Date.now()}@example.test`;
  await order(page, "/order?package=complete", email);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/order\/complete\?session_id=cs_test_/);
  await expect(page.getByTestId("kit-shipment")).toContainText("We ship your 1 Professional Tools kit within 2 business days to:");
  await expect(page.getByTestId("kit-shipment").locator("address")).toHaveText("Stripe77 Harbor WayBoise, ID 83702United States");
  const database = new Database(path.join(server.dataDirectory, "app.db"), { readonly: true });
  const stored = database.prepare("select status, shipping_street, shipping_zip, buyer_phone from orders where buyer_email = ?").all(email);
  database.close();
  expect(stored).toEqual([{ status: "paid", shipping_street: "77 Harbor Way", shipping_zip: "83702", buyer_phone: "208 555 0177" }]);
  await context.close();
});

test("a webhook without a valid signature is refused", async () => {
  const { body } = standIn.signedEvent("checkout.session.completed", { id: "cs_test_x" }, "whsec_wrong");
  const forged = await fetch(`${server.baseURL}/webhooks/stripe`, { method: "POST", body, headers: { "Stripe-Signature": "t=1,v1=deadbeef" } });
  expect(forged.status).toBe(400);
});

test("every product is charged exactly the price its order page shows", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pages = [
    "/bootcamp-order",
    "/training-order",
    "/order?package=complete",
    "/order?package=premium",
    "/order?package=ultimate",
    "/order?package=qualified-split",
  ];
  for (const path of pages) {
    await page.goto(`${server.baseURL}${path}`);
    const summary = page.getByRole("complementary", { name: "Order summary" });
    const shown = (await summary.textContent())!.match(/\$([\d,]+)/)![1];
    const session = await order(page, path, `price-${Date.now()}@example.test`);
    expect(session.amount_total, path).toBe(Number(shown.replace(/,/g, "")) * 100);
  }
  await context.close();
});

test("order pages let a plain form post continue to Stripe's payment page (form-action), and nowhere else", async () => {
  const policy = (await fetch(`${server.baseURL}/bootcamp-order`)).headers.get("content-security-policy")!;
  const formAction = policy.split("; ").find((directive) => directive.startsWith("form-action"));
  expect(formAction).toBe(`form-action 'self' https://checkout.stripe.com ${standIn.url}`);
});
