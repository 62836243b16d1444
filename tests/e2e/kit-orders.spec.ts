import { expect, test, type Page } from "@playwright/test";
import { createUser, signInAs } from "./fixtures/accounts";
import { queryDatabase, uniqueSuffix } from "./support/database";

// The plans that ship repair kits ask where to send them (and a phone number for the
// courier); products that ship nothing do not. Ordered on the built-in test checkout, with
// JavaScript on and off.

type KitOrderAnswers = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
};

const answers = (overrides: Partial<KitOrderAnswers> = {}): KitOrderAnswers => ({
  firstName: "Casey",
  lastName: "Shipper",
  email: `kit-${uniqueSuffix()}@example.test`,
  street: "1200 W Center St",
  street2: "Apt. #4 & O'Neil",
  city: "Orem",
  state: "UT",
  zip: "84057-1234",
  phone: "(801) 555-0199",
  ...overrides,
});

async function fillKitOrder(page: Page, details: KitOrderAnswers) {
  await page.getByLabel("First name").fill(details.firstName);
  await page.getByLabel("Last name").fill(details.lastName);
  await page.getByLabel("E-mail").fill(details.email);
  await page.getByLabel("Street address").fill(details.street);
  await page.getByLabel("Apartment, suite or unit (optional)").fill(details.street2);
  await page.getByLabel("City").fill(details.city);
  await page.getByLabel("State").selectOption(details.state);
  await page.getByLabel("ZIP code").fill(details.zip);
  await page.getByLabel("Phone").fill(details.phone);
}

const checkoutButton = (page: Page) => page.getByRole("button", { name: "Continue to Secure Checkout" });

test("products that ship nothing ask for no address; each kit plan does, and says it ships within the United States", async ({ page }) => {
  for (const path of ["/bootcamp-order", "/training-order"]) {
    await page.goto(path);
    await expect(page.getByLabel("E-mail"), path).toBeVisible();
    await expect(page.getByLabel("Street address"), path).toHaveCount(0);
    await expect(page.getByLabel("Phone"), path).toHaveCount(0);
  }
  const kits = {
    complete: "1 Professional Tools kit",
    "qualified-split": "1 Professional Tools kit",
    premium: "2 Platinum Tools kits",
    ultimate: "5 Platinum Tools kits",
  };
  for (const [plan, shipped] of Object.entries(kits)) {
    await page.goto(`/order?package=${plan}`);
    const shipping = page.getByRole("group", { name: "Shipping address" });
    await expect(shipping, plan).toHaveAccessibleDescription(
      `We send your ${shipped} within 2 business days of your payment. We ship to addresses in the United States only.`,
    );
    await expect(shipping.getByLabel("Street address"), plan).toBeVisible();
    await expect(shipping.getByLabel("Phone"), plan).toHaveAccessibleDescription("For the courier, in case they need to reach you about the delivery.");
    await expect(page.getByRole("region", { name: "What happens next" }).getByText("Your kit ships"), plan).toBeVisible();
  }
});

test("an empty street and a bad ZIP get their messages beside the fields, and every other answer stays", async ({ page, javaScriptEnabled }) => {
  const typed = answers({ street: "", zip: "8405" });
  await page.goto("/order?package=ultimate");
  const orderPosts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") orderPosts.push(request.url());
  });
  // With JavaScript the form's schema loads when the buyer steps into the form.
  const schemaLoaded = javaScriptEnabled ? page.waitForResponse((response) => /\/order-form-\w+\.js$/.test(response.url())) : null;
  await fillKitOrder(page, typed);
  await schemaLoaded;
  await checkoutButton(page).click();

  await expect(page.getByTestId("street-error")).toHaveText("Please enter your street address");
  await expect(page.getByTestId("zip-error")).toHaveText("Please enter a 5-digit ZIP code, like 84042");
  await expect(page.getByLabel("Street address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("ZIP code")).toHaveAccessibleDescription("Please enter a 5-digit ZIP code, like 84042");
  for (const [label, value] of [
    ["First name", typed.firstName],
    ["Last name", typed.lastName],
    ["E-mail", typed.email],
    ["Apartment, suite or unit (optional)", typed.street2],
    ["City", typed.city],
    ["State", typed.state],
    ["ZIP code", typed.zip],
    ["Phone", typed.phone],
  ]) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
  await expect(page.getByTestId(/-error$/)).toHaveCount(2);
  if (javaScriptEnabled) {
    // The browser refused the form itself: nothing was sent, and the first refused field has focus.
    expect(orderPosts).toEqual([]);
    await expect(page.getByLabel("Street address")).toBeFocused();
    // A message goes as soon as its field is put right.
    await page.getByLabel("ZIP code").fill("84057");
    await expect(page.getByTestId("zip-error")).toHaveCount(0);
    await expect(page.getByTestId("street-error")).toBeVisible();
  } else {
    expect(orderPosts).toHaveLength(1);
  }

  await page.getByLabel("Street address").fill("1200 W Center St");
  await page.getByLabel("ZIP code").fill("84057");
  await checkoutButton(page).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_test_[\w-]+$/);
  const [order] = queryDatabase<Record<string, unknown>>("select * from orders where buyer_email = ?", typed.email);
  expect(order).toMatchObject({
    product: "ultimate",
    status: "pending",
    shipping_street: "1200 W Center St",
    shipping_zip: "84057",
    shipping_kit: "platinum",
    shipping_kit_quantity: 5,
  });
});

test("a kit plan bought with an address: stored with the order, the welcome page says when and where it ships, and the admin sees it", async ({
  page,
  baseURL,
}) => {
  const typed = answers();
  await page.goto("/order?package=premium");
  await fillKitOrder(page, typed);
  await checkoutButton(page).click();
  await page.getByRole("button", { name: "Pay $2,997.00 (test)" }).click();
  await expect(page).toHaveURL(/\/order\/complete\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  const shipment = page.getByTestId("kit-shipment");
  await expect(shipment).toContainText("We ship your 2 Platinum Tools kits within 2 business days to:");
  await expect(shipment.locator("address")).toHaveText(
    ["Casey Shipper", "1200 W Center St", "Apt. #4 & O'Neil", "Orem, UT 84057-1234", "United States"].join(""),
  );
  await expect(shipment).toContainText("The courier may call you at (801) 555-0199 about the delivery.");

  const [order] = queryDatabase<Record<string, unknown>>("select * from orders where buyer_email = ?", typed.email);
  expect(order).toMatchObject({
    product: "premium",
    status: "paid",
    shipping_kit: "platinum",
    shipping_kit_quantity: 2,
    shipping_street: "1200 W Center St",
    shipping_street2: "Apt. #4 & O'Neil",
    shipping_city: "Orem",
    shipping_state: "UT",
    shipping_zip: "84057-1234",
    buyer_phone: "(801) 555-0199",
  });

  await page.context().clearCookies();
  await signInAs(page, await createUser({ roles: ["admin"] }), baseURL!);
  await page.goto(`/admin-dashboard/users/${order.user_id}`);
  const row = page.getByTestId("order-row");
  await expect(row).toContainText("Premium Coaching Program · $2,997.00 · paid");
  await expect(row.getByTestId("order-shipment")).toContainText("Ship 2 Platinum Tools kits to:");
  await expect(row.getByTestId("order-shipment").locator("address")).toHaveText(
    ["Casey Shipper", "1200 W Center St", "Apt. #4 & O'Neil", "Orem, UT 84057-1234", "United States"].join(""),
  );
  await expect(row.getByTestId("order-shipment")).toContainText("Courier phone: (801) 555-0199");
});
