import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import Database from "better-sqlite3";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { postForm, rawRequest, startServer, type ServerProcess } from "../support/server-process";

// Which checkout a production server runs, and what a buyer and the owner see. A public
// address (https SITE_URL) without a Stripe key takes no orders unless PAYMENTS=test; a trial
// run keeps the free test checkout, whatever address it is reached at; a later switch to
// Stripe ends what test purchases opened. (An https SITE_URL is still served as plain http
// here, so those servers are driven with raw requests; posts carry no Origin.)

const OWNER = { email: "owner@example.test", password: "owner-password-1" };
const ORDER_PAGES = ["/bootcamp-order", "/training-order", "/order?package=premium"];
/** A complete order form: the buyer, and where a plan's kits would ship (products that ship nothing ignore it). */
const buyerForm = (email: string) => ({
  firstName: "Free",
  lastName: "Rider",
  email,
  street: "350 S 400 W",
  street2: "",
  city: "Lindon",
  state: "UT",
  zip: "84042",
  phone: "801 555 0142",
  [HONEYPOT_FIELD]: "",
});

function ordersFor(server: ServerProcess, email: string) {
  const database = new Database(path.join(server.dataDirectory, "app.db"), { readonly: true });
  try {
    return database.prepare("select id from orders where buyer_email = ?").all(email);
  } finally {
    database.close();
  }
}

/** The owner's session cookie, signed in by a plain form post (the cookie is Secure, so we carry it by hand). */
async function ownerCookie(server: ServerProcess): Promise<string> {
  const signIn = await postForm(`${server.baseURL}/auth`, OWNER);
  expect(signIn.status).toBe(302);
  const session = (signIn.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith("__session="))!;
  return session.split(";")[0];
}

test("a public address without a Stripe key takes no orders, says so on every order page and at start-up, and tells the owner", async () => {
  // `npm start` with an https SITE_URL (NODE_ENV left to the server): a public address all the same.
  const server = await startServer({ SITE_URL: "https://example.com", SUPER_ADMIN_EMAIL: OWNER.email, SUPER_ADMIN_PASSWORD: OWNER.password });
  try {
    expect(server.output()).toContain("payments: OFF, ordering is closed: https://example.com is a public address and STRIPE_SECRET_KEY is not set");
    for (const page of ORDER_PAGES) {
      const answer = await rawRequest(`${server.baseURL}${page}`);
      expect(answer.status, page).toBe(200);
      expect(answer.body, page).toContain("Ordering is not open yet");
      expect(answer.body, page).not.toContain("Continue to Secure Checkout");
      expect(answer.body, page).not.toContain("TEST MODE");

      const posted = await postForm(`${server.baseURL}${page}`, buyerForm("free-rider@example.test"));
      expect(posted.status, `POST ${page}`).toBe(503);
      expect(posted.headers.location, `POST ${page}`).toBeUndefined();
    }
    expect(ordersFor(server, "free-rider@example.test")).toEqual([]);

    const testCheckout = await rawRequest(`${server.baseURL}/test-checkout/cs_test_anything`);
    expect(testCheckout.status).toBe(503);
    expect(testCheckout.body).toContain("Ordering is not open yet");
    expect((await postForm(`${server.baseURL}/test-checkout/cs_test_anything`, { intent: "pay" })).status).toBe(503);

    const cookie = await ownerCookie(server);
    for (const page of ["/admin", "/admin-dashboard", "/manual-setup", "/admin-setup"]) {
      const answer = await rawRequest(`${server.baseURL}${page}`, { headers: { cookie } });
      expect(answer.status, page).toBe(200);
      expect(answer.body, page).toContain("Ordering is closed: this public site has no STRIPE_SECRET_KEY");
      expect(answer.body, page).not.toContain("TEST MODE");
    }
  } finally {
    await server.stop();
  }
});

test("a production deploy (NODE_ENV=production from the environment, as the Docker image sets it) without SITE_URL or a Stripe key takes no orders", async () => {
  const server = await startServer({ NODE_ENV: "production" });
  try {
    expect(server.output()).toContain("payments: OFF, ordering is closed: this is a production deploy (NODE_ENV=production) and STRIPE_SECRET_KEY is not set");
    const posted = await postForm(`${server.baseURL}/bootcamp-order`, buyerForm("docker-rider@example.test"));
    expect(posted.status).toBe(503);
    expect(ordersFor(server, "docker-rider@example.test")).toEqual([]);
    expect((await rawRequest(`${server.baseURL}/bootcamp-order`)).body).toContain("Ordering is not open yet");
  } finally {
    await server.stop();
  }
});

test("PAYMENTS=test opens the test checkout at a public address, with a warning at start-up and TEST MODE on every admin page", async () => {
  const server = await startServer({
    NODE_ENV: "production",
    SITE_URL: "https://example.com",
    PAYMENTS: "test",
    SUPER_ADMIN_EMAIL: OWNER.email,
    SUPER_ADMIN_PASSWORD: OWNER.password,
  });
  try {
    expect(server.output()).toContain(
      "payments: TEST MODE at the public address https://example.com (PAYMENTS=test): anyone can complete the built-in checkout for free",
    );
    const page = await rawRequest(`${server.baseURL}/bootcamp-order`);
    expect(page.body).toContain("TEST MODE: no real payment is taken.");
    const posted = await postForm(`${server.baseURL}/bootcamp-order`, buyerForm("tester@example.test"));
    expect(posted.status).toBe(302);
    expect(posted.headers.location).toMatch(/^\/test-checkout\/cs_test_[\w-]+$/);
    const admin = await rawRequest(`${server.baseURL}/admin`, { headers: { cookie: await ownerCookie(server) } });
    expect(admin.body).toContain("TEST MODE: checkouts take no money");
  } finally {
    await server.stop();
  }
});

/** Order on `orderPath` with JavaScript off and pay on the test checkout; the page is left on the return page. */
async function buyWithoutJavaScript(browser: Browser, baseURL: string, orderPath: string, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}${orderPath}`);
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/test-checkout/cs_test_[\\w-]+$`));
  await page.getByRole("button", { name: /^Pay \$[\d,.]+ \(test\)$/ }).click();
  return { context, page };
}

test("a trial run reached at another address than SITE_URL still sells, JavaScript off: every step stays on that address", async ({ browser }) => {
  // `npm start` on a developer's machine: NODE_ENV unset (server/index.mjs picks production
  // mode, not a deploy), SITE_URL unset: http://localhost:PORT; the browser comes in at
  // http://127.0.0.1:PORT.
  const server = await startServer();
  try {
    expect(server.output()).toContain("payments: TEST MODE, the built-in checkout takes no money");
    const { context, page } = await buyWithoutJavaScript(browser, server.baseURL, "/bootcamp-order", "trial-buyer@example.test");
    await expect(page).toHaveURL(new RegExp(`^${server.baseURL}/course-access\\?session_id=cs_test_`));
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

    await page.goto(`${server.baseURL}/order?package=premium`);
    await page.getByLabel("First name").fill("Casey");
    await page.getByLabel("E-mail").fill("trial-canceller@example.test");
    await page.getByLabel("Street address").fill("350 S 400 W");
    await page.getByLabel("City").fill("Lindon");
    await page.getByLabel("State").selectOption("UT");
    await page.getByLabel("ZIP code").fill("84042");
    await page.getByLabel("Phone").fill("801 555 0142");
    await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
    await page.getByRole("button", { name: "Cancel and go back" }).click();
    await expect(page).toHaveURL(`${server.baseURL}/order?package=premium&checkout=cancelled`);
    await expect(page.getByText("Checkout cancelled. Nothing was charged")).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
  }
});

test("switching to Stripe ends the member access a test-mode purchase gave", async ({ browser }) => {
  test.slow(); // two server starts, a purchase and a password change
  const trial = await startServer();
  const { context, page } = await buyWithoutJavaScript(browser, trial.baseURL, "/training-order", "early-bird@example.test");
  try {
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    const temporaryPassword = (await page.getByTestId("temporary-password").textContent())!.trim();
    await page.getByRole("link", { name: "Sign In to Get Started" }).click();
    await page.getByLabel("E-mail").fill("early-bird@example.test");
    await page.getByLabel("Password").fill(temporaryPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByLabel("New password", { exact: true }).fill("early bird password");
    await page.getByLabel("Confirm new password").fill("early bird password");
    await page.getByRole("button", { name: "Save Password" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Casey!" })).toBeVisible();
  } finally {
    await trial.stop();
  }

  const selling = await startServer({ STRIPE_SECRET_KEY: "sk_test_now_selling", STRIPE_WEBHOOK_SECRET: "whsec_now_selling" }, trial.dataDirectory);
  try {
    await page.goto(`${selling.baseURL}/welcome`);
    await expect(page).toHaveURL(`${selling.baseURL}/no-access`);
    await expect(page.getByRole("heading", { name: "Your order was a test order" })).toBeVisible();
    await context.close();
  } finally {
    await selling.stop();
  }
});
