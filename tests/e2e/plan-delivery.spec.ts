import { expect, test } from "@playwright/test";
import { createUser, insertPaidOrder, signInAs, withDatabase } from "./fixtures/accounts";
import { queryDatabase, waitForRows } from "./support/database";

// What each plan sells, delivered: the member's Welcome page lists every inclusion of their
// plan with where it stands, and the admin's fulfilment queue records each thing done by hand
// (the kits with a carrier and tracking number, which the buyer gets by e-mail). A bootcamp
// buyer lands on their course. With JavaScript on and off.

test("a plan's inclusions show on the Welcome page; the admin ships the kits, and the member sees it", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  // Two devices and eleven page loads, four of them the whole fulfilment queue that every
  // other test's orders share: three times the usual time on a busy machine.
  test.slow();
  const buyer = await createUser({ memberAccess: false });
  const orderId = insertPaidOrder(buyer, "premium");
  const memberDevice = await browser.newContext({ javaScriptEnabled });
  const member = await memberDevice.newPage();
  await signInAs(member, buyer, baseURL!);
  await member.goto("/welcome");
  const plan = member.getByTestId("plan-inclusions");
  await expect(plan.getByRole("heading", { name: "Your plan: Premium Coaching Program" })).toBeVisible();
  await expect(plan.getByTestId("inclusion-course").getByRole("link", { name: "Open the course" })).toHaveAttribute("href", "/dashboard");
  await expect(plan.getByTestId("inclusion-kits")).toContainText("Your repair kits: 2 Platinum Tools kits");
  await expect(plan.getByTestId("inclusion-kits")).toContainText("We send them within 2 business days of your payment and e-mail you the tracking link.");
  // Coaching is booked in the portal, not delivered by hand.
  await expect(plan.getByTestId("inclusion-coaching")).toContainText("0 of 12 sessions used (one a week over 12 weeks).");
  await expect(plan.getByTestId("inclusion-coaching").getByRole("link", { name: "Book a coaching session" })).toHaveAttribute("href", "/coaching");
  await expect(plan.getByTestId("inclusion-hosting")).toContainText("6 months");
  await expect(plan.getByTestId("inclusion-marketing-plan")).toContainText("Next step");
  await expect(plan.getByTestId("inclusion-community")).toContainText("We'll e-mail you an invitation within 2 business days.");

  const admin = await createUser({ roles: ["super_admin"] });
  await signInAs(page, admin, baseURL!);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Fulfilment" }).click();
  const card = page.getByTestId("fulfilment-order").filter({ hasText: buyer.email });
  await expect(card.getByTestId("ship-to")).toContainText("Ship 2 Platinum Tools kits to");
  await expect(card.getByTestId("ship-to")).toContainText("350 S 400 W");
  const kits = card.getByTestId("fulfilment-kits");
  // A tracking number that is not one is refused beside its field, with the carrier kept.
  await kits.getByLabel("Carrier").selectOption("ups");
  await kits.getByLabel("Tracking number").fill("not it!");
  await kits.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByTestId(`trackingNumber-${orderId}-kits-error`)).toHaveText("Enter the tracking number: 8 to 40 letters and digits");
  await expect(page.getByTestId("fulfilment-order").filter({ hasText: buyer.email }).getByTestId("fulfilment-kits").getByLabel("Carrier")).toHaveValue("ups");
  await page
    .getByTestId("fulfilment-order")
    .filter({ hasText: buyer.email })
    .getByTestId("fulfilment-kits")
    .getByLabel("Tracking number")
    .fill("1Z 999 AA1 0123456784");
  await page
    .getByTestId("fulfilment-order")
    .filter({ hasText: buyer.email })
    .getByTestId("fulfilment-kits")
    .getByRole("button", { name: "Mark shipped" })
    .click();
  await expect(page.getByText("Shipped: Your repair kits").first()).toBeVisible();
  await expect(page.getByTestId("fulfilment-order").filter({ hasText: buyer.email }).getByTestId("fulfilment-kits")).toContainText(
    `shipped by ${admin.email} on`,
  );
  await expect(page.getByTestId("fulfilment-order").filter({ hasText: buyer.email }).getByTestId("fulfilment-coaching")).toHaveCount(0);

  // The buyer's e-mail, with the carrier's tracking page.
  const [shipped] = await waitForRows<{ subject: string; text_body: string }>(
    "select subject, text_body from mail where to_address = ? and subject like '%on the way'",
    buyer.email,
  );
  expect(shipped.subject).toBe("Your 2 Platinum Tools kits are on the way");
  expect(shipped.text_body).toContain("Tracking number: 1Z999AA10123456784");
  expect(shipped.text_body).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  expect(queryDatabase<{ done_by_email: string }>("select done_by_email from order_fulfilments where order_id = ? and inclusion = 'kits'", orderId)).toEqual([
    { done_by_email: admin.email },
  ]);

  await member.goto("/welcome");
  await expect(member.getByTestId("inclusion-kits")).toContainText("Done");
  await expect(member.getByTestId("inclusion-kits")).toContainText("with UPS, tracking number 1Z999AA10123456784.");
  await expect(member.getByTestId("inclusion-kits").getByRole("link", { name: "Track your parcel" })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1Z999AA10123456784",
  );

  // Done with everything else, the order moves to the Done list.
  for (const [kind, button] of [
    ["hosting", "Mark done: website set up"],
    ["marketing-plan", "Mark done: plan delivered"],
  ] as const) {
    await page.getByTestId("fulfilment-order").filter({ hasText: buyer.email }).getByTestId(`fulfilment-${kind}`).getByRole("button", { name: button }).click();
    await expect(page.getByTestId("fulfilment-order").filter({ hasText: buyer.email }).getByTestId(`fulfilment-${kind}`)).toContainText(`by ${admin.email}`);
  }
  await page
    .getByTestId("fulfilment-order")
    .filter({ hasText: buyer.email })
    .getByTestId("fulfilment-community")
    .getByRole("button", { name: "Mark done: invitation sent" })
    .click();
  await expect(page.getByText("Invitation sent: The member community").first()).toBeVisible();
  await expect(page.getByTestId("fulfilment-order").filter({ hasText: buyer.email })).toHaveCount(0);
  await page.getByRole("link", { name: "Done", exact: true }).click();
  await expect(page.getByTestId("fulfilment-order").filter({ hasText: buyer.email })).toBeVisible();
  await memberDevice.close();
});

test("an admin who only reads sees the queue but no buttons", async ({ page, baseURL }) => {
  const buyer = await createUser({ memberAccess: false });
  insertPaidOrder(buyer, "premium");
  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
  await page.goto("/admin-dashboard/fulfilment");
  const card = page.getByTestId("fulfilment-order").filter({ hasText: buyer.email });
  await expect(card.getByTestId("fulfilment-kits")).toContainText("Your repair kits: to do");
  await expect(card.getByRole("button")).toHaveCount(0);
});

test("a training-only member's pages speak to their plan: no kit, the training for their own tools", async ({ page, baseURL }) => {
  const buyer = await createUser({ memberAccess: false });
  insertPaidOrder(buyer, "training-only");
  await signInAs(page, buyer, baseURL!);
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { name: "Your plan: Training Only (No Kit)" })).toBeVisible();
  await expect(page.getByTestId("inclusion-kits")).toHaveCount(0);
  await page.goto("/training-access");
  await expect(page.getByText("Training Only (No Kit)").first()).toBeVisible();
  await expect(page.getByText("You already own your repair tools")).toBeVisible();
});

test("a plan with kits gets its own training page: the kit it ships and the module for it", async ({ page, baseURL }) => {
  const buyer = await createUser({ memberAccess: false });
  insertPaidOrder(buyer, "premium");
  await signInAs(page, buyer, baseURL!);
  await page.goto("/training-access");
  await expect(page.getByText("Premium Coaching Program").first()).toBeVisible();
  await expect(page.getByText("You already own your repair tools")).toHaveCount(0);
  await expect(page.getByText("2 Platinum Tools kits").first()).toBeVisible();
});

test("a bootcamp buyer who bought nothing else signs in and lands on their course, never on a 'no training plan' warning", async ({ page }) => {
  const buyer = await createUser({ memberAccess: false });
  withDatabase((database) =>
    database.prepare("insert into course_purchases (user_id, course_id, status) values (?, 'windshield-repair-bootcamp', 'completed')").run(buyer.id),
  );
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(buyer.email);
  await page.getByLabel("Password").fill(buyer.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/course-access$/);
  await expect(page.getByRole("heading", { level: 1, name: "Windshield Repair Bootcamp" })).toBeVisible();
  // The member area's links bring them back to it.
  await page.goto("/welcome");
  await expect(page).toHaveURL(/\/course-access$/);
  await expect(page.getByText("This account has no training plan yet")).toHaveCount(0);
});

test("the owner lands in the admin area after signing in", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill("admin@example.test");
  await page.getByLabel("Password").fill("admin-password-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  // The admin area has its own layout: no public header, footer or Get Started.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
});
