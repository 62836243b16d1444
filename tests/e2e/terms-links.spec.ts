import { expect, test } from "@playwright/test";

// The terms are a link away wherever a visitor is: in the footer of every page, and beside the
// button of every order page (the footer is far below a long order form on a phone).

const ORDER_PAGES = ["/order", "/order?package=premium", "/order?package=qualified-split", "/bootcamp-order", "/training-order"];

test("the footer links the terms, and the link opens them", async ({ page }) => {
  for (const path of ["/", "/pricing", "/bootcamp-order", "/auth"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }), path).toHaveAttribute("href", "/terms");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Payment plans" })).toBeVisible();
});

test("every order page links the terms beside its order button", async ({ page }) => {
  for (const path of ORDER_PAGES) {
    await page.goto(path);
    const terms = page.getByRole("main").getByRole("link", { name: "Terms of Use" });
    await expect(terms.first(), path).toHaveAttribute("href", "/terms");
    await expect(terms.first(), path).toBeVisible();
  }
  // Only the plan in instalments states what a kept card will be charged.
  await page.goto("/order?package=premium");
  await expect(page.getByTestId("saved-card-notice")).toHaveCount(0);
});
