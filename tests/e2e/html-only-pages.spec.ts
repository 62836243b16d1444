import { expect, test, type Page } from "@playwright/test";
import { createUser, signInAs } from "./fixtures/accounts";

// Pages where nothing needs JavaScript ship none: no script request, no inline script.
const HTML_ONLY = [
  { path: "/about", heading: "From One Repair Kit to a Business That Trains Others" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Use" },
  { path: "/call-preparation?date=2026-12-01&time=10:00%20AM&day=Tuesday", heading: "Getting ready for your strategy call" },
  { path: "/booking-landing", heading: "Watch the Free Training, Then Plan Your Business With Us" },
  { path: "/thank-you", heading: "You're In!" },
  { path: "/pricing", heading: "Invest in a Business, Not Just a Box of Tools" },
  { path: "/tools", heading: "Professional Windshield Repair Kits, Backed by Real Training" },
  { path: "/video", heading: "How Ordinary People Earn $300-500 Per Day Repairing Windshield Chips" },
  { path: "/bootcamp", heading: "Learn to Repair Windshield Chips and Land Your First Paying Customers, for $47" },
  { path: "/no-such-page", heading: "Oops! Page not found" },
];

async function scriptsOn(page: Page, path: string): Promise<{ requests: string[]; elements: number }> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requests.push(request.url());
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return { requests, elements: await page.locator("script").count() };
}

for (const { path, heading } of HTML_ONLY) {
  test(`${path} works as HTML alone and loads no JavaScript`, async ({ page }) => {
    const { requests, elements } = await scriptsOn(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(requests).toEqual([]);
    expect(elements).toBe(0);
  });
}

test("member pages with nothing to run load no JavaScript either", async ({ page, baseURL }) => {
  await signInAs(page, await createUser(), baseURL!);
  for (const path of ["/business-resources", "/training-access", "/coaching"]) {
    const { requests, elements } = await scriptsOn(page, path);
    expect(requests, path).toEqual([]);
    expect(elements, path).toBe(0);
  }
});

test("pages with something to run still carry their scripts", async ({ page }) => {
  const { elements } = await scriptsOn(page, "/earnings-calculator");
  expect(elements).toBeGreaterThan(0);
});

test("from a page that runs scripts, an HTML-only page opens at its top", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript");
  await page.goto("/");
  // The countdown moves once React runs, so the click below is a client-side navigation.
  await expect(page.getByTestId("webinar-countdown")).not.toHaveText("2:00");
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
