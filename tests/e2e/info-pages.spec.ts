import { expect, test } from "@playwright/test";
import { reportedResultNames, shippedFigures } from "~/content/reported-results";

test.describe("free training video page", () => {
  test("shows the video, the headline, the stats and both calls to action", async ({ page }) => {
    const response = await page.goto("/video");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\| Chip Repair Academy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("$300-500 Per Day");
    await expect(page.getByTestId("video-facade")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Schedule Your Free Strategy Call" })).toHaveAttribute("href", "/booking-survey");
    await expect(page.getByRole("link", { name: "See Training Plans & Pricing" })).toHaveAttribute("href", "/pricing");
    for (const [value, label] of [
      ["~1,000", "Students trained"],
      ["$400", "Average daily earnings"],
      ["48hrs", "To get started"],
    ]) {
      await expect(page.locator("dl")).toContainText(value);
      await expect(page.locator("dl")).toContainText(label);
    }
  });

  test("Schedule Your Free Strategy Call leads to the booking survey", async ({ page }) => {
    await page.goto("/video");
    await page.getByRole("link", { name: "Schedule Your Free Strategy Call" }).click();
    await expect(page).toHaveURL(/\/booking-survey$/);
  });
});

test.describe("webinar page", () => {
  test('an on-demand training (not "live" over a recording) with the next live session, the video, learning lists, host and guarantee', async ({ page }) => {
    const response = await page.goto("/webinar");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("On demand: start any time")).toBeVisible();
    await expect(page.getByText("LIVE NOW")).toHaveCount(0);
    // No "watching now" figure: a recording in each visitor's own player has no audience to count.
    await expect(page.getByText(/watching/i)).toHaveCount(0);
    await expect(page.getByTestId("next-live-session")).toHaveText(/^Next live session: (Tuesday|Thursday), \w+ \d+, \d{4} at (7:00 PM|12:00 PM) M[DS]T$/);
    await expect(page.getByTestId("video-facade")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you'll learn" })).toBeVisible();
    expect(await page.locator("main ul").count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("heading", { name: "Your host" })).toBeVisible();
    await expect(page.getByText("15+ years in the windshield repair business")).toBeVisible();
    await expect(page.getByRole("heading", { name: "30-day money-back guarantee" })).toBeVisible();
  });

  test("Schedule a Call posts to the booking calendar", async ({ page }) => {
    await page.goto("/webinar");
    const button = page.getByRole("button", { name: "Schedule a Call" });
    await expect(button).toHaveAttribute("name", "intent");
    await expect(button).toHaveAttribute("value", "schedule-call");
    const form = page.locator("form", { has: button });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/booking-calendar");
  });
});

test.describe("booking landing page", () => {
  test("explains the free hour-long call and leads to the survey and the video", async ({ page }) => {
    const response = await page.goto("/booking-landing");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText("full hour, 1-on-1");
    await expect(page.getByRole("heading", { name: "What you'll get in a full hour" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book My Free Strategy Call" })).toHaveAttribute("href", "/booking-survey");
    await expect(page.getByTestId("video-facade")).toHaveCount(1);
    await expect(page.getByTestId("book-call-button")).toHaveCount(0);
  });
});

test.describe("about page", () => {
  test("tells the founder story and links onward", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.locator("main");
    await expect(main).toContainText("15+ years");
    await expect(main).toContainText("1,000");
    await expect(page.getByRole("heading", { name: "Why knowledge beats tools" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book Your Free Strategy Call" })).toHaveAttribute("href", "/booking-landing");
    await expect(page.getByRole("link", { name: "Calculate Your Earnings" })).toHaveAttribute("href", "/earnings-calculator");
  });
});

test.describe("thank-you page", () => {
  test("confirms the sign-up and points to the video and home", async ({ page }) => {
    const response = await page.goto("/thank-you");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "You're In!" })).toBeVisible();
    await expect(page.locator("main")).toContainText("3-part training");
    await expect(page.locator("main")).toContainText("within 5 minutes");
    await expect(page.locator("main")).toContainText("spam");
    await expect(page.getByRole("link", { name: "Watch The Complete Video Now" })).toHaveAttribute("href", "/video");
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  });

  test("Watch The Complete Video Now opens the video page", async ({ page }) => {
    await page.goto("/thank-you");
    await page.getByRole("link", { name: "Watch The Complete Video Now" }).click();
    await expect(page).toHaveURL(/\/video$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("$300-500 Per Day");
  });
});

test.describe("privacy policy", () => {
  const expectedSections = [
    "Information We Collect",
    "How We Use Your Information",
    "How We Share Your Information",
    "SMS / Text Message Policy",
    "Advertising Pixel",
    "Third-Party Search and Analytics Services",
    "Data Security",
    "Data Retention",
    "Your Rights",
    "California Privacy Rights (CCPA)",
    "European Privacy Rights (GDPR)",
    "Children's Privacy (Under 13)",
    "Cookies",
    "Third-Party Links",
    "Changes to This Policy",
    "Contact Us",
  ];

  test("has sixteen sections in order, today's date and the support contact", async ({ page }) => {
    const response = await page.goto("/privacy-policy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.locator("main h2")).toHaveText(expectedSections.map((title, index) => `${index + 1}. ${title}`));

    const today = (timeZone: string) => new Date().toLocaleDateString("en-US", { timeZone, month: "long", day: "numeric", year: "numeric" });
    await expect(page.getByText(/Effective date:/)).toHaveText(`Effective date: ${today("America/Denver")}`);

    const main = page.locator("main");
    await expect(main).toContainText("Reply STOP");
    await expect(main).toContainText("HELP");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(contact).toContainText(", UT ");
  });
});

test.describe("earnings figures", () => {
  // Each figure the pages show is one value (the studio's; on this server its first values, from
  // app/content/reported-results.ts), with the basis it rests on beside it (in the same element,
  // or the one around it).
  const reportedFigures = reportedResultNames.map((name) => shippedFigures[name]);
  for (const path of ["/", "/video", "/webinar", "/about", "/pricing", "/bootcamp", "/training-order", "/call-preparation", "/earnings-calculator"]) {
    test(`${path} shows each earnings figure with its basis beside it`, async ({ page }) => {
      await page.goto(path);
      const unexplained = await page.locator("main").evaluate((main, figures) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const figure of figures) {
            if (!node.textContent?.includes(figure.value)) continue;
            const near = [node.parentElement, node.parentElement?.parentElement].map((element) => element?.textContent ?? "");
            if (!near.some((text) => text.includes(figure.basis))) found.push(`${figure.value} in "${node.parentElement?.textContent?.trim().slice(0, 80)}"`);
          }
        }
        return found;
      }, reportedFigures);
      expect(unexplained).toEqual([]);
    });
  }
});
