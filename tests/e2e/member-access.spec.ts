import { expect, test } from "@playwright/test";
import { createUser, signInAs } from "./fixtures/accounts";
import { host } from "./support/app";
import { queryDatabase } from "./support/database";

// The member portal opens with a paid, unrefunded plan or access an admin grants by hand;
// an account without it is told why on /no-access. With JavaScript on and off.

test("a member buys a plan and gets in; refunded, they land on the no-access page instead of the dashboard", async ({ page, baseURL }) => {
  const member = await createUser({ memberAccess: false });
  await signInAs(page, member, baseURL!);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole("heading", { name: "This account has no training plan yet" })).toBeVisible();
  await page.getByRole("link", { name: "See the training plans" }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto("/training-order");
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await page.getByRole("button", { name: /^Pay \$[\d,.]+ \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/order\/complete\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Your Windshield Repair Course" })).toBeVisible();

  // The payment provider's refund notice (Stripe's charge.refunded) does this.
  const [order] = queryDatabase<{ payment_reference: string }>("select payment_reference from orders where user_id = ? and status = 'paid'", member.id);
  expect(host.refundPayment(order.payment_reference)).toBe(true);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(page.getByRole("heading", { name: "Your order was refunded" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Contact Support" })).toBeVisible();
  await page.goto("/lesson/intro/why-no-cost");
  await expect(page).toHaveURL(/\/no-access$/);

  // Their account page still works, and they can sign out from here.
  await page.getByRole("main").getByRole("link", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await page.goto("/no-access");
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Member Sign In" })).toBeVisible();
});

test("a super admin grants access on the user's page and the member gets in; withdrawn, the member is out again", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const member = await createUser({ memberAccess: false });
  const superAdmin = await createUser({ roles: ["super_admin"] });
  const memberDevice = await browser.newContext({ javaScriptEnabled });
  const memberPage = await memberDevice.newPage();
  await signInAs(memberPage, member, baseURL!);
  await memberPage.goto("/welcome");
  await expect(memberPage).toHaveURL(/\/no-access$/);

  await signInAs(page, superAdmin, baseURL!);
  await page.goto(`/admin-dashboard/users/${member.id}`);
  await expect(page.getByTestId("member-access")).toHaveText("No access: no paid order of a portal plan and no grant");
  await page.getByRole("button", { name: "Grant access" }).click();
  await expect(page.getByTestId("note-error")).toHaveText("Say why this account gets access");
  await page.getByLabel("Why this account gets access").fill("Paid by bank transfer, invoice 1042");
  await page.getByRole("button", { name: "Grant access" }).click();
  await expect(page.getByText("Access granted").first()).toBeVisible();
  await expect(page.getByTestId("member-access")).toHaveText(`Has access: granted by hand by ${superAdmin.email}`);
  await expect(page.getByTestId("access-grant")).toContainText("Paid by bank transfer, invoice 1042");

  await memberPage.goto("/welcome");
  await expect(memberPage.getByRole("heading", { name: "Welcome, Jordan!" })).toBeVisible();

  await page.getByRole("button", { name: "Withdraw access granted by hand" }).click();
  await expect(page.getByText("Access withdrawn").first()).toBeVisible();
  await expect(page.getByTestId("member-access")).toHaveText("No access: the grant made by hand was withdrawn");
  await page.goto("/admin-dashboard");
  await expect(page.getByTestId("audit-log")).toContainText(`${superAdmin.email} withdraw member access: ${member.email}`);
  await expect(page.getByTestId("audit-log")).toContainText(`${superAdmin.email} grant member access: ${member.email} (Paid by bank transfer, invoice 1042)`);

  await memberPage.goto("/dashboard");
  await expect(memberPage).toHaveURL(/\/no-access$/);
  await expect(memberPage.getByRole("heading", { name: "Your access has ended" })).toBeVisible();
  await memberDevice.close();
});

test("an admin who only reads sees why a member has access, and no controls to change it", async ({ page, baseURL }) => {
  const member = await createUser();
  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
  await page.goto(`/admin-dashboard/users/${member.id}`);
  await expect(page.getByTestId("member-access")).toHaveText("Has access: granted by hand by admin@example.test");
  await expect(page.getByRole("button", { name: /Grant access|Withdraw/ })).toHaveCount(0);
});
