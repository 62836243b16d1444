import { expect, test } from "@playwright/test";
import { completeModuleLessons, createUser, manageCallPath, signInAs, withDatabase } from "./fixtures/accounts";
import { uniquePhone, uniqueSuffix } from "./support/database";

// Members see the member area's own navigation and none of the funnel's calls to action;
// the portal's cards and fields fit a 375 px phone. With JavaScript on and off.

test("a member's pages show the member menu, no Get Started and no Book Call button; public pages offer the member area", async ({ page, baseURL }) => {
  const member = await createUser();
  await signInAs(page, member, baseURL!);
  completeModuleLessons(member, "omega-edi");
  for (const path of ["/welcome", "/dashboard", "/quiz/omega-edi", "/business-resources", "/account"]) {
    await page.goto(path);
    const menu = page.getByRole("navigation", { name: "Member" });
    await expect(menu.getByRole("link", { name: "Course" }), path).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("navigation", { name: "Main" }), path).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Started" }), path).toHaveCount(0);
    await expect(page.getByTestId("book-call-button"), path).toHaveCount(0);
  }
  await page.goto("/pricing");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Member Area" })).toHaveAttribute("href", "/welcome");
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
});

test("a booked call's manage page has no Book Call button", async ({ page }) => {
  const id = withDatabase((database) =>
    Number(
      database
        .prepare(
          "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, notes) values ('Blair Booker', ?, ?, ?, ?, 'America/Chicago', '{}')",
        )
        .run(`booker-${uniqueSuffix()}@example.test`, uniquePhone(), uniqueSuffix(), Date.UTC(2034, 0, 5, 15) + Math.floor(Math.random() * 1e6) * 3_600_000)
        .lastInsertRowid,
    ),
  );
  await page.goto(manageCallPath(id));
  await expect(page.getByRole("heading", { name: "Your Strategy Call" })).toBeVisible();
  await expect(page.getByTestId("book-call-button")).toHaveCount(0);
});

test("at 375 px a quiz question sits inside its card, and the coach's placeholder fits its box", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const member = await createUser();
  await signInAs(page, member, baseURL!);
  completeModuleLessons(member, "omega-edi");
  await page.goto("/quiz/omega-edi");
  for (const card of await page.locator("form fieldset").all()) {
    const box = (await card.boundingBox())!;
    const question = (await card.locator("legend").boundingBox())!;
    // Below the card's top border (and its padding), not across it.
    expect(question.y).toBeGreaterThanOrEqual(box.y + 8);
    expect(question.x + question.width).toBeLessThanOrEqual(box.x + box.width);
  }
  await page.goto("/dashboard?tab=coach");
  const field = page.getByLabel("Your question for the coach");
  const fits = await field.evaluate((box: HTMLTextAreaElement) => {
    box.value = box.placeholder;
    const fitting = box.scrollHeight <= box.clientHeight;
    box.value = "";
    return fitting;
  });
  expect(fits).toBe(true);
});
