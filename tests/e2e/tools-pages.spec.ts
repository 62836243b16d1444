import { expect, test, type Page } from "@playwright/test";

async function expectIncome(page: Page, expected: { daily: string; weekly: string; monthly: string; yearly: string }) {
  for (const [period, amount] of Object.entries(expected)) {
    await expect(page.getByTestId(`income-${period}`)).toHaveText(amount);
  }
}

test.describe("earnings calculator", () => {
  test("shows the default estimate and the ways on", async ({ page }) => {
    await page.goto("/earnings-calculator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What could chip repair pay you?");
    await expect(page.getByLabel("Price per chip repair")).toHaveValue("65");
    await expect(page.getByLabel("Chips per day")).toHaveValue("8");
    await expect(page.getByLabel("Days per week")).toHaveValue("5");
    await expectIncome(page, { daily: "$520", weekly: "$2,600", monthly: "$11,258", yearly: "$135,200" });
    await expect(page.getByRole("link", { name: "Get Started With a Free Strategy Call" })).toHaveAttribute("href", "/booking-landing");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByText("These figures are examples")).toContainText("not a promise");
  });

  test("recalculates for new inputs: live with JavaScript, after Calculate without", async ({ page, javaScriptEnabled }) => {
    await page.goto("/earnings-calculator");
    await page.getByLabel("Price per chip repair").fill("80");
    await page.getByLabel("Chips per day").fill("10");
    await page.getByLabel("Days per week").fill("6");
    const expected = { daily: "$800", weekly: "$4,800", monthly: "$20,784", yearly: "$249,600" };
    if (javaScriptEnabled) {
      await expectIncome(page, expected);
      await expect(page).toHaveURL(/\/earnings-calculator$/);
    } else {
      await expect(page.getByTestId("income-daily")).toHaveText("$520");
    }
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/price=80&chipsPerDay=10&daysPerWeek=6/);
    await expectIncome(page, expected);
    await expect(page.getByLabel("Chips per day")).toHaveValue("10");
  });

  test("an out-of-range value gets its own message and no estimate", async ({ page, javaScriptEnabled }) => {
    await page.goto("/earnings-calculator");
    await page.getByLabel("Chips per day").fill("51");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("chipsPerDay-error")).toHaveText("Chips per day must be a whole number from 1 to 50");
    await expect(page.getByLabel("Chips per day")).toHaveValue("51");
    await expect(page.getByLabel("Chips per day")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("results-prompt")).toContainText("Fix the highlighted field");
    await expect(page.getByTestId("income-daily")).toHaveCount(0);
    await expect(page.getByTestId("price-error")).toHaveCount(0);

    await page.getByLabel("Chips per day").fill("50");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("chipsPerDay-error")).toHaveCount(0);
    await expect(page.getByTestId("income-daily")).toHaveText("$3,250");
  });

  test("bad values in the link are reported, not clamped", async ({ page }) => {
    await page.goto("/earnings-calculator?price=abc&chipsPerDay=8&daysPerWeek=8");
    await expect(page.getByTestId("price-error")).toHaveText("Price per chip repair must be an amount from $1 to $1,000, like 65 or 72.50");
    await expect(page.getByTestId("daysPerWeek-error")).toHaveText("Days per week must be a whole number from 1 to 7");
    await expect(page.getByLabel("Days per week")).toHaveValue("8");
    await expect(page.getByTestId("results-prompt")).toBeVisible();
  });

  test("a ready-made scenario loads its numbers", async ({ page }) => {
    await page.goto("/earnings-calculator");
    await page.getByRole("link", { name: "Load the side hustle numbers" }).click();
    await expect(page).toHaveURL(/chipsPerDay=2&daysPerWeek=2/);
    await expect(page.getByLabel("Chips per day")).toHaveValue("2");
    await expectIncome(page, { daily: "$130", weekly: "$260", monthly: "$1,126", yearly: "$13,520" });
  });
});

test.describe("chip repair demo site", () => {
  test("is clearly labelled as a demo", async ({ page }) => {
    await page.goto("/chip-repair-demo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("See the website you get as a student");
    await expect(page.getByText("Demo site", { exact: true })).toBeVisible();
    await expect(page.getByText("about 15 minutes").first()).toBeVisible();
    await expect(page.getByLabel("Insurance provider").locator("option")).toHaveCount(17);
  });

  test("insurance checker needs both choices, then shows the result", async ({ page }) => {
    await page.goto("/chip-repair-demo");
    await expect(page.getByTestId("eligibility-result")).toHaveCount(0);

    await page.getByRole("button", { name: "Check Eligibility" }).click();
    await expect(page.getByTestId("provider-error")).toHaveText("Please choose your insurance provider");
    await expect(page.getByTestId("coverage-error")).toHaveText("Please choose your coverage type");
    await expect(page.getByTestId("eligibility-result")).toHaveCount(0);

    await page.getByLabel("Insurance provider").selectOption({ label: "State Farm" });
    await page.getByRole("button", { name: "Check Eligibility" }).click();
    await expect(page.getByTestId("provider-error")).toHaveCount(0);
    await expect(page.getByTestId("coverage-error")).toBeVisible();
    await expect(page.getByLabel("Insurance provider")).toHaveValue("state-farm");
    await expect(page.getByTestId("eligibility-result")).toHaveCount(0);

    await page.getByLabel("Comprehensive").check();
    await page.getByRole("button", { name: "Check Eligibility" }).click();
    const result = page.getByTestId("eligibility-result");
    await expect(result).toContainText("most likely free with State Farm");
    await expect(result).toContainText("waive the deductible");
    await expect(page).toHaveURL(/provider=state-farm&coverage=comprehensive/);

    await page.getByLabel("Liability only").check();
    await page.getByRole("button", { name: "Check Eligibility" }).click();
    await expect(result).toContainText("don't cover glass repair");
    await expect(result).toContainText("cash price");
  });

  test("demo booking form shows errors by each field, keeps answers, then thanks without storing", async ({ page }) => {
    await page.goto("/chip-repair-demo");
    const submit = page.getByRole("button", { name: "Request My Repair" });
    await submit.click();
    await expect(page.getByTestId("firstName-error")).toHaveText("Please enter your first name");
    await expect(page.getByTestId("lastName-error")).toHaveText("Please enter your last name");
    await expect(page.getByTestId("phone-error")).toHaveText("Please enter your phone number");
    await expect(page.getByTestId("email-error")).toHaveText("Please enter your e-mail address");

    await page.getByLabel("First name").fill("Jane");
    await page.getByLabel("Phone").fill("(801) 555-0100");
    await page.getByLabel("E-mail").fill("jane-at-example");
    await submit.click();
    await expect(page.getByTestId("firstName-error")).toHaveCount(0);
    await expect(page.getByTestId("lastName-error")).toBeVisible();
    await expect(page.getByTestId("email-error")).toContainText("valid e-mail address");
    await expect(page.getByLabel("First name")).toHaveValue("Jane");
    await expect(page.getByLabel("Phone")).toHaveValue("(801) 555-0100");

    await page.getByLabel("Last name").fill("Doe");
    await page.getByLabel("E-mail").fill("jane@example.com");
    await submit.click();
    const thanks = page.getByTestId("demo-booking-thanks");
    await expect(thanks).toContainText("Thanks, Jane!");
    await expect(thanks).toContainText("This is a demo, so nothing was sent or stored");
  });

  test("an insurance result survives a demo booking submission", async ({ page }) => {
    await page.goto("/chip-repair-demo?provider=usaa&coverage=full-or-unsure");
    await expect(page.getByTestId("eligibility-result")).toContainText("USAA");
    await page.getByRole("button", { name: "Request My Repair" }).click();
    await expect(page.getByTestId("firstName-error")).toBeVisible();
    await expect(page.getByTestId("eligibility-result")).toContainText("USAA");
  });
});
