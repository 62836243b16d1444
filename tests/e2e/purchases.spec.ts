import { expect, test, type Page } from "@playwright/test";
import { clearPendingPasswordChange, createUser, signInAs, withDatabase } from "./fixtures/accounts";
import { fullDateInZone } from "~/lib/calendar-dates";
import { queryDatabase, uniqueSuffix, waitForRows } from "./support/database";

// Buying on the built-in test-mode checkout (the test server has no Stripe key), as a new
// visitor, with JavaScript on and off.

const newBuyerEmail = () => `buyer-${uniqueSuffix()}@example.test`;

/** The page links the terms beside its button, in its own content (the footer links them too). */
async function expectTermsLinked(page: Page) {
  await expect(page.getByRole("main").getByRole("link", { name: "Terms of Use" }).first()).toHaveAttribute("href", "/terms");
}

/** Before its button, the page says the card is kept and charged `payment`, links the terms, and the button is described by it. */
async function expectSavedCardNotice(page: Page, payment: string, buttonName: string) {
  const notice = page.getByTestId("saved-card-notice");
  await expect(notice).toContainText("By paying today you agree that we keep the card you pay with and charge it");
  await expect(notice).toContainText(payment);
  await expect(notice.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("button", { name: buttonName })).toHaveAccessibleDescription(/we keep the card you pay with/);
}

async function fillOrderForm(page: Page, details: { firstName?: string; lastName?: string; email?: string; shipKit?: boolean; remindMe?: boolean }) {
  if (details.firstName !== undefined) await page.getByLabel("First name").fill(details.firstName);
  if (details.lastName !== undefined) await page.getByLabel("Last name").fill(details.lastName);
  if (details.email !== undefined) await page.getByLabel("E-mail").fill(details.email);
  if (details.remindMe) await page.getByLabel("Remind me if I leave before paying", { exact: false }).check();
  if (details.shipKit) {
    await page.getByLabel("Street address").fill("350 S 400 W");
    await page.getByLabel("City").fill("Lindon");
    await page.getByLabel("State").selectOption("UT");
    await page.getByLabel("ZIP code").fill("84042");
    await page.getByLabel("Phone").fill("801 555 0142");
  }
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
}

/** Order the bootcamp and pay on the test checkout; returns the course-access page's session id. */
async function buyBootcamp(page: Page, email: string): Promise<string> {
  await page.goto("/bootcamp-order");
  await expect(page.getByTestId("test-mode").first()).toBeVisible();
  await fillOrderForm(page, { firstName: "Robin", lastName: "Buyer", email });
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("test-mode")).toContainText("TEST MODE");
  await expect(page.getByText("$47.00", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay $47.00 (test)" }).click();
  await expect(page).toHaveURL(/\/course-access\?session_id=cs_test_[\w-]+$/);
  return new URL(page.url()).searchParams.get("session_id")!;
}

test("a new visitor buys the bootcamp, gets a temporary password once, signs in, chooses a password and opens a lesson", async ({ page }) => {
  const email = newBuyerEmail();
  const sessionId = await buyBootcamp(page, email);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Welcome to the Windshield Repair Bootcamp!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  await expect(page.getByTestId("login-email")).toHaveText(email);
  const temporaryPassword = (await page.getByTestId("temporary-password").textContent())!.trim();
  expect(temporaryPassword).toMatch(/^[A-HJ-NP-Za-kmnp-z2-9]{12}$/);

  // The same return address again: still paid, but no password and no second account.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("temporary-password")).toHaveCount(0);
  expect(queryDatabase("select id from users where email = ?", email)).toHaveLength(1);
  expect(queryDatabase("select id from course_purchases where provider_session_id = ?", sessionId)).toHaveLength(1);

  await page.getByRole("link", { name: "Sign In to Get Started" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcourse-access$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(temporaryPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/change-password\?redirectTo=%2Fcourse-access$/);
  await page.getByLabel("New password", { exact: true }).fill("my bootcamp password");
  await page.getByLabel("Confirm new password").fill("my bootcamp password");
  await page.getByRole("button", { name: "Save Password" }).click();

  await expect(page).toHaveURL(/\/course-access$/);
  await expect(page.getByRole("heading", { level: 1, name: "Windshield Repair Bootcamp" })).toBeVisible();
  await expect(page.getByText(/^(Video|Text) Lesson$/).first()).toBeVisible();
  const firstLesson = page.getByRole("link", { name: /^Start Lesson: / }).first();
  const lessonTitle = (await firstLesson.getAttribute("aria-label"))!.replace("Start Lesson: ", "");
  await firstLesson.click();
  await expect(page).toHaveURL(/\/course-lesson\/[\w-]+\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: lessonTitle })).toBeVisible();
  await expect(page.getByText(/^Lesson 1 · /)).toBeVisible();
  await expect(page.getByTestId("module-badge")).toBeVisible();
  await page.getByRole("link", { name: "Back to Course" }).click();
  await expect(page).toHaveURL(/\/course-access$/);
});

test("a purchase for an address that already has an account waits for its mailbox: the owner's e-mailed link sets the password and adds it", async ({
  page,
}) => {
  // Someone made an account for this address before and knows its password.
  const earlier = await createUser({ memberAccess: false, password: "made-by-someone-else" });
  await buyBootcamp(page, earlier.email);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("awaits-claim")).toContainText(
    `${earlier.email} already has an account. To add this purchase to it, open the link we have e-mailed`,
  );
  await expect(page.getByTestId("temporary-password")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign In to Get Started" })).toHaveCount(0);
  expect(queryDatabase("select user_id from orders where buyer_email = ? and status = 'paid'", earlier.email)).toEqual([{ user_id: null }]);

  const [mail] = await waitForRows<{ text_body: string }>(
    "select text_body from mail where to_address = ? and subject like 'Add your purchase to your account%'",
    earlier.email,
  );
  await page.goto(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text_body)![0]);
  await page.getByLabel("New password", { exact: true }).fill("the real owner chose this");
  await page.getByLabel("Confirm new password").fill("the real owner chose this");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Updated" })).toBeVisible();
  expect(queryDatabase("select user_id from orders where buyer_email = ? and status = 'paid'", earlier.email)).toEqual([{ user_id: earlier.id }]);
  // The earlier password opens nothing now; the owner's opens the course.
  await page.goto("/auth?redirectTo=%2Fcourse-access");
  await page.getByLabel("E-mail").fill(earlier.email);
  await page.getByLabel("Password").fill("made-by-someone-else");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("That e-mail and password do not match an account.");
  await page.getByLabel("Password").fill("the real owner chose this");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Windshield Repair Bootcamp" })).toBeVisible();
});

test("the order form keeps every entry and says what is wrong", async ({ page }) => {
  await page.goto("/bootcamp-order");
  await fillOrderForm(page, { firstName: "", lastName: "Keeps-Me", email: "not-an-email" });
  await expect(page.getByTestId("firstName-error")).toHaveText("Please enter your first name");
  await expect(page.getByTestId("email-error")).toHaveText("Please enter a valid e-mail address, like name@example.com");
  await expect(page.getByLabel("Last name")).toHaveValue("Keeps-Me");
  await expect(page.getByLabel("E-mail")).toHaveValue("not-an-email");
  await fillOrderForm(page, { firstName: "Robin", email: newBuyerEmail() });
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
});

test("cancelling at checkout returns to the order with nothing charged", async ({ page }) => {
  await page.goto("/order?package=premium");
  await fillOrderForm(page, { firstName: "Robin", email: newBuyerEmail(), shipKit: true });
  await expect(page.getByText("$2,997.00", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  await expect(page).toHaveURL(/\/order\?package=premium&checkout=cancelled$/);
  await expect(page.getByText("Checkout cancelled. Nothing was charged")).toBeVisible();
});

test("a buyer who left checkout gets one reminder an hour later; its link reopens checkout at the same price", async ({ page }) => {
  const email = newBuyerEmail();
  await page.goto("/training-order");
  // The reminder is marketing mail: the buyer ticks the box for it (unticked, none is sent).
  await expect(page.getByLabel("Remind me if I leave before paying", { exact: false })).not.toBeChecked();
  await fillOrderForm(page, { firstName: "Robin", lastName: "Leaver", email, remindMe: true });
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[\w-]+$/);
  const price = (await page.getByRole("button", { name: /^Pay \$[\d,.]+ \(test\)$/ }).textContent())!.match(/\$[\d,.]+/)![0];
  await page.goto("/");

  // An hour passes: the reminder's time is moved to now; the server's worker sends it.
  const moved = withDatabase((database) =>
    database.prepare("update checkout_reminders set due_at = ? where order_id = (select id from orders where buyer_email = ?)").run(Date.now() - 1000, email),
  );
  expect(moved.changes).toBe(1);
  const [reminder] = await waitForRows<{ text_body: string }>(
    "select text_body from mail where to_address = ? and subject like 'Your order is waiting:%'",
    email,
  );
  const link = new URL(/https?:\/\/\S+\/checkout\/reopen\/[\w-]+/.exec(reminder.text_body)![0]);

  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { name: "Finish your order" })).toBeVisible();
  await expect(page.getByText(price, { exact: true })).toBeVisible();
  await expectTermsLinked(page);
  await page.getByRole("button", { name: "Continue to Checkout" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[\w-]+$/);
  await page.getByRole("button", { name: `Pay ${price} (test)` }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  const orders = queryDatabase<{ id: string; status: string }>("select id, status from orders where buyer_email = ? order by created_at", email);
  expect(orders.map((order) => order.status)).toEqual(["pending", "paid"]);
  expect(queryDatabase("select reopened_order_id from checkout_reminders where order_id = ?", orders[0].id)).toEqual([{ reopened_order_id: orders[1].id }]);
  expect(queryDatabase("select id from mail where to_address = ? and subject like 'Your order is waiting:%'", email)).toHaveLength(1);

  // The link again: the product is bought, so it is not sold twice.
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { name: "You have it already" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to Checkout" })).toHaveCount(0);

  // The reminder is marketing mail: its foot unsubscribes the address with one click.
  const unsubscribeLink = new URL(/Unsubscribe with one click: (https?:\/\/\S+\/unsubscribe\/[\w.-]+)/.exec(reminder.text_body)![1]);
  await page.goto(unsubscribeLink.pathname);
  await expect(page.getByRole("heading", { name: "Unsubscribe", exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(queryDatabase("select email from email_suppressions where email = ?", email)).toEqual([]); // opening it changed nothing
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  expect(queryDatabase("select email from email_suppressions where email = ?", email)).toEqual([{ email }]);
});

test("a split plan in test mode: the second payment is declined, retried, the plan lapses, the member pays through the link and is back in; the admin sees it all", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = newBuyerEmail();
  await page.goto("/order?package=qualified-split");
  // Before paying: the card is kept and charged $997.00 thirty days on (in the business's zone), with the terms.
  const secondPayment = `$997.00 on ${fullDateInZone(new Date(Date.now() + 30 * 86_400_000), "America/Denver")} (payment 2 of 2)`;
  await expectSavedCardNotice(page, secondPayment, "Continue to Secure Checkout");
  await fillOrderForm(page, { firstName: "Sam", lastName: "Split", email, shipKit: true });
  await expect(page.getByTestId("test-mode")).toContainText("TEST MODE");
  await expectSavedCardNotice(page, secondPayment, "Pay $997.00 (test)");
  await page.getByLabel("A card that pays today and is declined for the later payments").check();
  await page.getByRole("button", { name: "Pay $997.00 (test)" }).click();
  await expect(page).toHaveURL(/\/order\/complete\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Welcome to the Complete Training System (Split Pay)!")).toBeVisible();
  await expect(page.getByTestId("temporary-password")).toHaveText(/^[A-HJ-NP-Za-kmnp-z2-9]{12}$/);
  await expect(page.getByRole("link", { name: "Sign In to Get Started" })).toHaveAttribute("href", "/auth?redirectTo=%2Fwelcome");
  await expectTermsLinked(page);
  // The page and the receipt give the same order number: the start of the order's id.
  const [order] = queryDatabase<{ id: string }>("select id from orders where buyer_email = ?", email);
  const number = order.id.slice(0, 13).toUpperCase();
  await expect(page.getByTestId("order-number")).toHaveText(`Order number ${number}`);
  const [receipt] = await waitForRows<{ text_body: string }>("select text_body from mail where to_address = ? and subject like 'Your order:%'", email);
  expect(receipt.text_body).toContain(`Order number: ${number}\n`);
  expect(receipt.text_body).toContain(`Payment 2 of 2: ${secondPayment.replace(" (payment 2 of 2)", "")}\n`);
  const member = clearPendingPasswordChange(email);
  await signInAs(page, member, baseURL!);

  // 30 days pass: the second payment's time is moved to now and the server's worker charges the card, which declines.
  const moveDue = (dueAt: number) =>
    withDatabase((database) =>
      database
        .prepare("update instalments set due_at = ?, next_attempt_at = ? where order_id = (select id from orders where buyer_email = ?)")
        .run(dueAt, Date.now() - 1000, email),
    );
  moveDue(Date.now() - 1000);
  await waitForRows("select id from mail where to_address = ? and subject like 'Your payment did not go through:%'", email);
  await page.goto("/account");
  await expect(page.getByTestId("instalment")).toContainText(/retrying/i);
  await expect(page.getByTestId("instalment")).toContainText("your card was declined");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/); // still in, while the payment is retried

  // Two weeks later the last retry fails too: the plan lapses and the member area pauses.
  moveDue(Date.now() - 14 * 86_400_000 - 1000);
  const [paused] = await waitForRows<{ text_body: string }>("select text_body from mail where to_address = ? and subject like 'Your plan is paused:%'", email);
  const payLink = new URL(/https?:\/\/\S+\/pay\/[\w.-]+/.exec(paused.text_body)![0]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole("heading", { name: "A payment of your plan did not go through" })).toBeVisible();
  await page.getByRole("link", { name: "Pay $997.00 now" }).click();
  await page.waitForURL((url) => url.pathname === payLink.pathname);
  await expect(page.getByRole("heading", { name: "Pay $997.00" })).toBeVisible();
  await expectTermsLinked(page);
  await page.getByRole("button", { name: "Pay $997.00 now" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[\w-]+$/);
  await page.getByLabel("A card that pays every time").check();
  await page.getByRole("button", { name: "Pay $997.00 (test)" }).click();
  await expect(page.getByRole("heading", { name: "Paid: thank you" })).toBeVisible();
  await waitForRows("select id from mail where to_address = ? and subject like 'Payment received:%'", email);

  // Access is back at once, and the account shows the payment.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  await expect(page.getByTestId("instalment")).toContainText(/paid/i);
  await expect(page.getByTestId("instalment")).toContainText("paid through its link");

  // The admin sees the plan's history.
  const admin = await createUser({ roles: ["super_admin"] });
  await page.context().clearCookies();
  await signInAs(page, admin, baseURL!);
  await page.goto("/admin-dashboard/instalments");
  const plan = page.getByTestId("instalment-plan").filter({ hasText: email });
  await expect(plan).toContainText("Complete Training System (Split Pay)");
  await expect(plan.getByTestId("instalment")).toContainText("paid through its link");
  const csv = await page.request.get("/admin-dashboard/instalments.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const rows = (await csv.text()).split("\n").filter((line) => line.includes(email));
  expect(rows).toHaveLength(2);
  expect(rows[0]).toContain(`"paid","1","997.00"`);
  expect(rows[1]).toMatch(/"2","997\.00","[^"]+","paid","[^"]+","pay-link","2","card_declined"/);
});

test("a forged or unknown session id: Payment Verification Failed", async ({ page }) => {
  await page.goto("/course-access?session_id=cs_test_made_up");
  await expect(page.getByRole("heading", { name: "Payment Verification Failed" })).toBeVisible();
  await expect(page.getByText("Please contact support if you completed the payment.")).toBeVisible();
});

test.describe("the course area's guards", () => {
  test("a visitor is sent to sign in with 'Authentication Required'", async ({ page }) => {
    await page.goto("/course-access");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcourse-access$/);
    await expect(page.getByText("Authentication Required").first()).toBeVisible();
    await expect(page.getByText("Please sign in to access your course.").first()).toBeVisible();
  });

  test("a member without the purchase sees Course Access Required and Access Denied; lessons send them to /bootcamp", async ({ page, baseURL }) => {
    await signInAs(page, await createUser(), baseURL!);
    await page.goto("/course-access");
    await expect(page.getByRole("heading", { name: "Course Access Required" })).toBeVisible();
    await expect(page.getByText("Access Denied").first()).toBeVisible();
    await expect(page.getByText("You haven't purchased this course yet.").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Purchase Course" })).toHaveAttribute("href", "/bootcamp");

    const [lesson] = queryDatabase<{ module_id: string; id: string }>("select module_id, id from course_lessons limit 1");
    await page.goto(`/course-lesson/${lesson.module_id}/${lesson.id}`);
    await expect(page).toHaveURL(/\/bootcamp$/);
    await expect(page.getByText("You haven't purchased this course yet.").first()).toBeVisible();
  });

  test("an unknown lesson goes back to the course with 'Failed to load lesson content.'", async ({ page, baseURL }) => {
    const email = newBuyerEmail();
    await buyBootcamp(page, email);
    await signInAs(page, clearPendingPasswordChange(email), baseURL!);
    await page.goto("/course-lesson/no-such-module/no-such-lesson");
    await expect(page).toHaveURL(/\/course-access$/);
    await expect(page.getByText("Failed to load lesson content.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Windshield Repair Bootcamp" })).toBeVisible();
  });
});
