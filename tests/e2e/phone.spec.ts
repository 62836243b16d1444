import { expect, test, type Locator, type Page } from "@playwright/test";
import { createUser, signInAs } from "./fixtures/accounts";
import { chooseReservedSlot } from "./support/booking-slots";
import { uniquePhone, uniqueSuffix } from "./support/database";

// What a visitor on a phone notices, on a 375 x 812 screen, with JavaScript on and off.
// (Every page's width at 375 px is checked by the accessibility spec, which visits them all.)
test.use({ viewport: { width: 375, height: 812 } });

/** The part of the window the visitor sees: below the sticky header, above the Book Call button and its bar (when shown). */
async function visibleBand(page: Page): Promise<{ top: number; bottom: number }> {
  const header = await page.locator("body > header").boundingBox();
  let bottom = 812;
  for (const covering of [page.getByTestId("book-call-bar"), page.getByTestId("book-call-button")]) {
    const box = (await covering.count()) > 0 ? await covering.boundingBox() : null;
    if (box) bottom = Math.min(bottom, box.y);
  }
  return { top: header ? header.y + header.height : 0, bottom };
}

/** The element lies wholly in the part of the window the visitor sees. */
async function expectInView(page: Page, element: Locator) {
  const band = await visibleBand(page);
  const box = (await element.boundingBox())!;
  expect(box.y, "its top is below the header").toBeGreaterThanOrEqual(band.top - 1);
  expect(box.y + box.height, "its bottom is above the Book Call bar").toBeLessThanOrEqual(band.bottom + 1);
}

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test.describe("the Book Call button never covers content", () => {
  test("on a phone the first screen of the home page shows the hero's first three claims whole, above the button", async ({ page }) => {
    await page.goto("/");
    const claims = page.locator("#hero-heading ~ ul li");
    for (const index of [0, 1, 2]) await expectInView(page, claims.nth(index));
  });

  for (const path of ["/", "/pricing", "/tools", "/earnings-calculator", "/about", "/webinar"]) {
    test(`${path} leaves room for the button below its last line`, async ({ page }) => {
      await page.goto(path);
      await scrollToEnd(page);
      await expectInView(page, page.locator("footer p").last());
    });
  }

  test("a field reached with the keyboard is scrolled clear of the button", async ({ page }) => {
    await page.goto("/earnings-calculator");
    const fields = page.locator("#main input:not([type=hidden])");
    for (let index = 0; index < (await fields.count()); index++) {
      await fields.nth(index).focus();
      await expectInView(page, fields.nth(index));
    }
  });

  for (const path of ["/lead-survey", "/order?plan=complete", "/bootcamp-order", "/training-order", "/auth", "/forgot-password"]) {
    test(`no button on ${path}, a form that is the one thing to do there`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("book-call-button")).toHaveCount(0);
    });
  }
});

test.describe("a new step or page opens at its top", () => {
  test("webinar survey: each new step shows its heading under the header, focused", async ({ page, javaScriptEnabled }) => {
    await page.goto("/lead-survey");
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("E-mail").fill(`phone-${uniqueSuffix()}@example.test`);
    await page.getByLabel("Phone").fill("(801) 555-0199");
    // The visitor has scrolled down to the button, as on a phone they must.
    await page.getByRole("button", { name: "Next" }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Next" }).click();
    const step2 = page.getByRole("heading", { name: "Your Experience Level" });
    await expect(step2).toBeVisible();
    await expectInView(page, step2);
    await expectInView(page, page.getByTestId("survey-progress"));
    if (javaScriptEnabled) await expect(step2).toBeFocused();

    await page.getByLabel("Complete beginner").check();
    await page.getByLabel("5-10 hours a week").check();
    await page.getByRole("button", { name: "Next" }).click();
    const step3 = page.getByRole("heading", { name: "Investment & Income Goals" });
    await expect(step3).toBeVisible();
    await expectInView(page, step3);
    if (javaScriptEnabled) await expect(step3).toBeFocused();
  });

  test("booking a call: the confirmation opens at its heading", async ({ page, javaScriptEnabled }) => {
    await page.goto("/booking-calendar?tz=America%2FDenver");
    await chooseReservedSlot(page, "the confirmation opens at its heading", javaScriptEnabled);
    await page.getByLabel("Full name").fill("Pat Phone");
    await page.getByLabel("E-mail").fill(`pat-${uniqueSuffix()}@example.test`);
    await page.getByLabel("Phone").fill(uniquePhone());
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await page.waitForURL(/\/call-preparation\?/);
    const heading = page.getByRole("heading", { name: "Your strategy call is booked" });
    await expect(heading).toBeVisible();
    await expectInView(page, heading);
    if (javaScriptEnabled) await expect(heading).toBeFocused();
  });
});

test.describe("tabs keep the reader where they tapped", () => {
  test("/tools: a tab opens with the tab row at the top and its panel under it", async ({ page }) => {
    await page.goto("/tools");
    const tabs = page.getByRole("tablist", { name: "Tool kits" });
    await tabs.scrollIntoViewIfNeeded();
    await tabs.getByRole("tab", { name: /Platinum/ }).click();
    await expect(page).toHaveURL(/\?tab=platinum#tool-kit-tabs$/);
    const heading = page.getByRole("tabpanel").getByRole("heading", { level: 2 });
    await expect(heading).toBeVisible();
    await expectInView(page, tabs);
    await expectInView(page, heading);
  });

  test("the dashboard: a tab opens with the tab row at the top and its content under it", async ({ page, baseURL }) => {
    await signInAs(page, await createUser(), baseURL!);
    await page.goto("/dashboard");
    const tabs = page.getByRole("navigation", { name: "Course sections" });
    await tabs.scrollIntoViewIfNeeded();
    await tabs.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\?tab=contact#course-sections$/);
    await expectInView(page, tabs);
    await expect(tabs.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });
});

test("booking calendar: a field's message goes once the field is put right", async ({ page, javaScriptEnabled }) => {
  await page.goto("/booking-calendar?tz=America%2FDenver");
  await page.getByLabel("Full name").fill("Sam Stale");
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByTestId("date-error")).toHaveText("Please choose a date");
  await expect(page.getByTestId("datetime-error")).toHaveText("Please choose a time");
  await expect(page.getByTestId("email-error")).toBeVisible();

  // Choosing a date: with JavaScript the date's message goes at once; without, the page
  // that shows the date's times is a new page, with no messages until the next post.
  await page
    .getByRole("link")
    .filter({ hasText: /^(Mon|Tue|Wed|Thu|Fri), / })
    .nth(6)
    .click();
  await expect(page.getByTestId("time-slots")).toBeVisible();
  await expect(page.getByTestId("date-error")).toHaveCount(0);
  if (javaScriptEnabled) {
    await expect(page.getByTestId("datetime-error")).toHaveText("Please choose a time");
    await page.getByTestId("time-slots").getByRole("radio").first().check();
    await expect(page.getByTestId("datetime-error")).toHaveCount(0);
    await page.getByLabel("E-mail").fill(`sam-${uniqueSuffix()}@example.test`);
    await expect(page.getByTestId("email-error")).toHaveCount(0);
  } else {
    await page.getByLabel("Full name").fill("Sam Stale");
    await page.getByLabel("E-mail").fill(`sam-${uniqueSuffix()}@example.test`);
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    // The server checks again: only what is still missing is named.
    await expect(page.getByTestId("datetime-error")).toHaveText("Please choose a time");
    await expect(page.getByTestId("date-error")).toHaveCount(0);
    await expect(page.getByTestId("email-error")).toHaveCount(0);
  }
});

test("the one-time password screen fits a long e-mail address", async ({ page }) => {
  const email = `christopher.montgomery1.${uniqueSuffix()}@example.com`;
  await page.goto("/bootcamp-order");
  await page.getByLabel("First name").fill("Christopher");
  await page.getByLabel("Last name").fill("Montgomery");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Continue to Secure Checkout" }).click();
  await page.getByRole("button", { name: "Pay $47.00 (test)" }).click();
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  const shown = page.getByTestId("login-email");
  await expect(shown).toHaveText(email);
  const box = (await shown.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a coach quick topic on a phone shows its answer where the reader is", async ({ page, baseURL }) => {
  await signInAs(page, await createUser(), baseURL!);
  await page.goto("/dashboard?tab=coach");
  // On a phone the topics come after the chat.
  const topic = page.getByRole("button", { name: "Customer acquisition tips" });
  await topic.scrollIntoViewIfNeeded();
  await topic.click();
  const answer = page.getByTestId("coach-messages").locator('li[data-role="assistant"]').last();
  await expect(answer).toContainText("Lessons to watch");
  await expect(answer).toBeInViewport();
});

test("toasts ('Lesson Completed!') show at the top under the header, never over a page's buttons or the Book Call bar", async ({
  page,
  baseURL,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "toasts come with JavaScript; without it the message is a notice in the page");
  await signInAs(page, await createUser(), baseURL!);
  await page.goto("/lesson/intro/why-no-cost");
  await page.getByRole("button", { name: "Mark Lesson Complete" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Lesson Completed!" });
  await expect(toast).toBeVisible();
  const header = (await page.locator("body > header").boundingBox())!;
  // Where the toast comes to rest (it slides in).
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThan(812 / 3);
});

test.describe("small layout faults", () => {
  test("the header is one solid line, and the mobile drawer opens right under it", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("body > header");
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThan(70);
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
    await page.locator("summary", { hasText: "Menu" }).click();
    const drawer = (await page.getByRole("navigation", { name: "Mobile" }).boundingBox())!;
    expect(Math.abs(drawer.y - (box.y + box.height))).toBeLessThanOrEqual(1);
  });

  test("the calculator's largest results stay inside their tiles", async ({ page }) => {
    await page.goto("/earnings-calculator?price=1000&chipsPerDay=50&daysPerWeek=7");
    for (const period of ["daily", "weekly", "monthly", "yearly"]) {
      const result = page.getByTestId(`income-${period}`);
      await expect(result).toContainText("$");
      expect(await result.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });

  test("placeholders and first options are not cut off", async ({ page, baseURL }) => {
    const fits = (locator: Locator, text: string) =>
      locator.evaluate((element, shown) => {
        const style = getComputedStyle(element);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (element.tagName === "SELECT" ? 24 : 0);
        return context.measureText(shown).width <= room;
      }, text);
    await page.goto("/chip-repair-demo");
    const provider = page.getByLabel("Insurance provider");
    expect(await fits(provider, (await provider.locator("option").first().textContent())!)).toBe(true);
    await signInAs(page, await createUser(), baseURL!);
    await page.goto("/dashboard");
    const search = page.getByRole("searchbox", { name: "Search the course" });
    expect(await fits(search, (await search.getAttribute("placeholder"))!)).toBe(true);
  });

  test("the welcome page keeps its account links on one line and both ways to sign out together", async ({ page, baseURL }) => {
    await signInAs(page, await createUser(), baseURL!);
    await page.goto("/welcome");
    const account = (await page.getByRole("link", { name: "My Account" }).boundingBox())!;
    expect(account.height).toBeLessThan(30);
    const signOut = (await page.getByRole("button", { name: "Sign Out", exact: true }).boundingBox())!;
    const everywhere = (await page.getByRole("button", { name: "Sign out on all devices" }).boundingBox())!;
    expect(Math.abs(signOut.y + signOut.height / 2 - (everywhere.y + everywhere.height / 2))).toBeLessThan(4);
    expect(everywhere.height).toBeLessThan(30);
  });

  test("footer links are at least 24 px tall, and a signed-in member is offered the member area", async ({ page, baseURL }) => {
    await page.goto("/about");
    const footer = page.locator("footer");
    expect(await footer.evaluate((element) => getComputedStyle(element).marginTop)).toBe("0px");
    for (const link of await footer.getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    await expect(footer.getByRole("link", { name: "Member Sign In" })).toBeVisible();
    await signInAs(page, await createUser(), baseURL!);
    await page.goto("/about");
    await expect(footer.getByRole("link", { name: "Member Area" })).toHaveAttribute("href", "/welcome");
    await expect(footer.getByRole("link", { name: "Member Sign In" })).toHaveCount(0);
  });

  test("locked lessons carry a drawn lock, not an emoji", async ({ page, baseURL }) => {
    await signInAs(page, await createUser(), baseURL!);
    await page.goto("/dashboard");
    const locked = page.getByTestId("lesson-row-pro-kit-drilling");
    await page.locator("summary", { hasText: "Pro Kit Repair Technique" }).click();
    await expect(locked).toContainText("Locked");
    // The stylesheet's lock: a drawn SVG shape, the size of the text beside it.
    const lock = locked.locator(".icon-lock");
    await expect(lock).toHaveCount(1);
    await expect(lock).toHaveAttribute("aria-hidden", "true");
    const drawn = await lock.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return { mask: style.maskImage || style.webkitMaskImage, width: box.width, height: box.height };
    });
    expect(drawn.mask).toContain("data:image/svg+xml");
    expect(drawn.width).toBe(14);
    expect(drawn.height).toBe(14);
    expect(await locked.textContent()).not.toContain("🔒");
  });
});
