import { expect, test } from "@playwright/test";

test.describe("site layout", () => {
  test("unknown routes answer 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("header shows the main navigation on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Our Tools", "Demo Site", "Pricing", "Income Calculator", "About"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
  });

  test("the header collapses into the drawer below 768 px, the mobile breakpoint", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    const menu = page.locator("summary", { hasText: "Menu" });
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(main).toBeHidden();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(main).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("mobile drawer opens, and choosing a link navigates and closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const drawer = page.getByRole("navigation", { name: "Mobile" });
    await expect(drawer).toBeHidden();
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("footer shows contact details and the disclaimers", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: /@/ })).toBeVisible();
    await expect(footer).toContainText(", UT ");
    await expect(footer).toContainText(
      "The earnings figures on this site are results our students reported, each shown with what it rests on. They are not promises",
    );
    await expect(footer).not.toContainText("We make no earnings claims");
    await expect(footer).toContainText("not part of, or endorsed by");
  });

  test("Book Call button sits bottom-center on phones and bottom-right on wider screens", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/pricing");
    const button = page.getByTestId("book-call-button");
    await expect(button).toHaveAttribute("href", "/booking-survey");
    let box = (await button.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 375 / 2)).toBeLessThan(2);
    expect(740 - (box.y + box.height)).toBeLessThan(40);

    await page.setViewportSize({ width: 1024, height: 768 });
    box = (await button.boundingBox())!;
    expect(1024 - (box.x + box.width)).toBeLessThan(40);
    expect(box.x).toBeGreaterThan(1024 / 2);
  });

  for (const path of ["/booking-survey", "/booking-calendar", "/booking-landing", "/call-preparation"]) {
    test(`Book Call button is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId("book-call-button")).toHaveCount(0);
    });
  }

  test("every page carries the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Inline scripts by the rendered page's nonce, or by their hashes when the page cache sent it.
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'nonce-[A-Za-z0-9+/=]+'| 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("healthcheck answers after touching the database", async ({ request }) => {
    const response = await request.get("/healthcheck");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("OK");
  });
});
