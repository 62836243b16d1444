import { expect, test } from "@playwright/test";
import { callMedium } from "~/content/strategy-call";
import { videos } from "~/content/videos";
import { host } from "./support/app";

/** A Cookie header's "name=value" as Playwright adds a cookie. */
const cookiePair = (pair: string) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) });

test.describe("sales pages", () => {
  test("/pricing shows three plans, and the split-pay card only when qualified", async ({ page }) => {
    const response = await page.goto("/pricing");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Invest in a Business, Not Just a Box of Tools" })).toBeVisible();
    for (const price of ["$1,997", "$2,997", "$7,995"]) await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("plan-qualified-split")).toHaveCount(0);
    await expect(page.getByTestId("plan-premium")).toContainText("Most Popular");

    await page.goto("/pricing?qualified=true");
    const split = page.getByTestId("plan-qualified-split");
    await expect(split).toContainText("$997");
    await expect(split).toContainText("then $997 in 30 days");

    await page.goto("/pricing?qualified=yes");
    await expect(page.getByTestId("plan-qualified-split")).toHaveCount(0);
  });

  test("every plan's button leads to /booking-landing, which opens with the free training video, then the call", async ({ page }) => {
    for (const path of ["/pricing?qualified=true", "/pricing", "/"]) {
      await page.goto(path);
      const plans = page.locator('[data-testid^="plan-"]:not([data-testid="plan-qualified-split"])');
      expect(await plans.count(), path).toBe(3);
      for (const plan of await plans.all()) await expect(plan.getByRole("link")).toHaveAttribute("href", "/booking-landing");
    }
    await page.goto("/pricing");
    await page.getByTestId("plan-premium").getByRole("link").click();
    await expect(page).toHaveURL(/\/booking-landing$/);
    // "Watch The Video" goes there too: the page opens with the video, and the call's pitch follows.
    await page.goto("/");
    await page.getByRole("link", { name: "Watch The Video" }).click();
    await expect(page).toHaveURL(/\/booking-landing$/);
    const video = page.getByTestId("video-facade");
    await expect(video).toHaveCount(1);
    await expect(video).toContainText(videos.freeTraining.title);
    const callHeading = page.getByRole("heading", { level: 2, name: "Get a Personal Plan for Your Windshield Repair Business" });
    expect((await video.boundingBox())!.y).toBeLessThan((await callHeading.boundingBox())!.y);
    await expect(page.getByText(callMedium.phone)).toBeVisible();
  });

  test("a qualified visitor's split-pay card comes first and opens the split plan's order page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/pricing?qualified=true");
    const cards = page.locator('[data-testid^="plan-"]');
    await expect(cards.first()).toHaveAttribute("data-testid", "plan-qualified-split");
    // On a phone it is the first card on the screen, above the others.
    expect((await cards.first().boundingBox())!.y).toBeLessThan((await page.getByTestId("plan-complete").boundingBox())!.y);
    await page.getByTestId("plan-qualified-split").getByRole("link", { name: "Start with $997" }).click();
    await expect(page).toHaveURL(/\/order\?package=qualified-split$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Split Pay");
  });

  test("/tools tabs switch by link, with Compare Kits first", async ({ page }) => {
    const response = await page.goto("/tools");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Windshield Repair Kits");
    await expect(page.getByRole("tab", { name: "Compare Kits" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Compare Kits" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("tab", { name: "Professional Tools" })).toHaveAttribute("aria-selected", "false");
    for (const fact of ["250+ repairs", "300+ repairs", "6 inches"]) await expect(page.getByRole("tabpanel")).toContainText(fact);
    await page.getByRole("tab", { name: "Professional Tools" }).click();
    await expect(page.getByRole("tab", { name: "Professional Tools" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("250+");
    await expect(page.getByRole("tabpanel")).toContainText("6 inches");
    await expect(page).toHaveURL(/\/tools\?tab=professional#tool-kit-tabs$/);
    await expect(page.getByRole("tabpanel").locator('a[href="/order?package=complete"]')).toBeVisible();
    await page.getByRole("tab", { name: "Platinum Tools" }).click();
    await expect(page.getByRole("tab", { name: "Platinum Tools" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Professional Tools" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toContainText("300+");
    await expect(page.locator('a[href="/order?package=premium"]').first()).toBeVisible();
  });

  test("kit order buttons say what they order, the plan and its price, and lead to its order summary", async ({ page }) => {
    for (const tab of ["compare", "professional", "platinum"]) {
      await page.goto(`/tools?tab=${tab}`);
      const buttons = page.getByRole("tabpanel").getByRole("link", { name: /^Order / });
      for (const button of await buttons.all())
        await expect(button).toHaveText(/^Order the (Complete Training System, \$1,997|Premium Coaching Program, \$2,997)$/);
      expect(await buttons.count()).toBe(tab === "compare" ? 2 : 1);
    }
    await page.goto("/tools?tab=professional");
    await page.getByRole("link", { name: "Order the Complete Training System, $1,997" }).click();
    await expect(page).toHaveURL(/\/order\?package=complete$/);
    await expect(page.getByRole("heading", { level: 1, name: "Complete Training System" })).toBeVisible();
    await expect(page.getByText("$1,997").first()).toBeVisible();
  });

  test("/order summarises the chosen plan and leads on to its checkout", async ({ page }) => {
    await page.goto("/order?package=premium");
    await expect(page.getByRole("heading", { level: 1, name: "Premium Coaching Program" })).toBeVisible();
    await expect(page.getByText("$2,997").first()).toBeVisible();
    await page.getByLabel("First name").fill("Casey");
    await page.getByLabel("E-mail").fill(`plan-${Date.now()}@example.test`);
    await page.getByLabel("Street address").fill("350 S 400 W");
    await page.getByLabel("City").fill("Lindon");
    await page.getByLabel("State").selectOption("UT");
    await page.getByLabel("ZIP code").fill("84042");
    await page.getByLabel("Phone").fill("801 555 0142");
    await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_test_/);
    // The checkout's own summary: with JavaScript the address changes a moment before the new page is drawn.
    await expect(page.getByRole("term").filter({ hasText: "Premium Coaching Program" })).toBeVisible();
  });

  test("/order for the split plan shows both payments", async ({ page }) => {
    await page.goto("/order?package=qualified-split");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Split Pay");
    await expect(page.getByRole("complementary")).toContainText("then $997 in 30 days");
  });

  test("/order without a package lists the plans to choose from", async ({ page }) => {
    const response = await page.goto("/order");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Training Plan" })).toBeVisible();
    await expect(page.getByTestId("plan-premium").getByRole("link")).toHaveAttribute("href", "/order?package=premium");
    await expect(page.getByTestId("plan-qualified-split")).toHaveCount(0);
  });

  test("/order with an unknown package answers 404 and offers the plans", async ({ page }) => {
    const response = await page.goto("/order?package=platinum-deluxe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("alert")).toContainText("We couldn't find that package");
    await expect(page.getByTestId("plan-complete")).toBeVisible();
  });

  test("/bootcamp sells the $47 bootcamp with its FAQ and offer notice", async ({ page }) => {
    const response = await page.goto("/bootcamp");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("$47");
    await expect(page.getByText("84% OFF").first()).toBeVisible();
    await expect(page.getByText("$297").first()).toBeVisible();
    await expect(page.getByRole("note").first()).toContainText("72 hours");
    await expect(page.getByTestId("video-facade")).toHaveCount(7); // video letter + six students
    const question = page.getByText("Do I need any experience?");
    await question.click();
    await expect(page.getByText("The bootcamp starts from zero")).toBeVisible();
    await page.getByRole("link", { name: "Get the Bootcamp for $47" }).first().click();
    await expect(page).toHaveURL(/\/bootcamp-order$/);
    await expect(page.getByRole("heading", { level: 1, name: "Windshield Repair Bootcamp" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue to Secure Checkout" })).toBeVisible();
  });

  test("the bootcamp's 72-hour offer runs from the visitor's first visit; after it the page and the charge are the list price", async ({ page, baseURL }) => {
    await page.goto("/bootcamp");
    const notice = page.getByTestId("bootcamp-offer").first();
    await expect(notice).toContainText(/held for 72 hours from your first visit, until \w+day, \w+ \d+, \d{4} at /);
    const endsOn = await notice.textContent();
    await page.reload();
    // The same deadline on a reload: it never starts again.
    await expect(page.getByTestId("bootcamp-offer").first()).toHaveText(endsOn!);

    // Seventy-three hours after this visitor's first visit.
    await page.context().addCookies([{ ...cookiePair(await host.offerCookieFor(new Date(Date.now() - 73 * 3_600_000))), url: baseURL! }]);
    await page.goto("/bootcamp");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("for $297");
    await expect(page.getByTestId("bootcamp-price").first()).toHaveText("$297");
    await expect(page.getByText("84% OFF")).toHaveCount(0);
    await expect(page.getByText("Why is it only $47?")).toHaveCount(0);
    await expect(page.getByTestId("bootcamp-offer").first()).toContainText(/^The 72-hour \$47 offer ended on .+\. The bootcamp is \$297\.$/);
    await page.getByRole("link", { name: "Get the Bootcamp for $297" }).first().click();
    await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText("$297");
    await page.getByLabel("First name").fill("Late");
    await page.getByLabel("E-mail").fill(`late-${Date.now()}@example.test`);
    await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
    await expect(page.getByRole("button", { name: "Pay $297.00 (test)" })).toBeVisible();
  });

  test("/training-order explains the no-kit option and how to buy it", async ({ page }) => {
    const response = await page.goto("/training-order");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Already Have Your Own Tools?");
    await expect(page.getByRole("heading", { name: "The full video course" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Order summary" })).toContainText("$1,497");
    await expect(page.getByRole("button", { name: "Continue to Secure Checkout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Compare plans with a kit" })).toHaveAttribute("href", "/pricing");
  });
});
