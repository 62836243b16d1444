import { expect, test, type Locator, type Page } from "@playwright/test";
import { withDatabase } from "./fixtures/accounts";
import { queryDatabase, uniqueSuffix } from "./support/database";

const banner = (page: Page) => page.getByRole("region", { name: "Live webinar" });

/** "2d 3:04:05", "3:04:05" or "4:05" as seconds. */
function secondsShown(text: string | null): number {
  const [, days, clock] = /^(?:(\d+)d )?(.+)$/.exec(text ?? "")!;
  return Number(days ?? 0) * 86_400 + clock.split(":").reduce((total, part) => total * 60 + Number(part), 0);
}

/** React has taken over this element: a click on it is handled in the page. */
async function expectHydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

test.describe("landing page", () => {
  test("answers 200 with one h1 and every section in order", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\| Chip Repair Academy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start Your Own Mobile Windshield Chip Repair Business");
    await expect(page.locator("h1")).toHaveCount(1);
    const main = page.locator("main");
    for (const claim of [
      "about 1,000 trained students",
      "$65-$100 for every 15-minute repair (what our students report charging per repair)",
      "$300-500 per day",
    ]) {
      await expect(main).toContainText(claim);
    }
    await expect(page.locator("main h2")).toHaveText([
      "The 15-Minute Repair in Four Steps",
      "What You Get to Launch Your Business",
      "A Professional Website Is Included",
      "Professional Equipment for Under $500",
      "Knowledge Makes the Money, Not the Tools",
      "A $4.2 Billion Market That Keeps Growing",
      "Three Paths to Chip Repair Income",
      "Hear From Our Students",
      "Choose Your Training Plan",
    ]);
  });

  test("hero buttons lead to the booking landing page and the free training survey", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Watch The Video" })).toHaveAttribute("href", "/booking-landing");
    await expect(page.getByRole("link", { name: "Free Training" })).toHaveAttribute("href", "/lead-survey");
    await page.getByRole("link", { name: "Free Training" }).click();
    await expect(page).toHaveURL(/\/lead-survey$/);
  });

  test("sections carry the owner's published claims and links", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    await expect(main).toContainText("6 months of free hosting with the Complete plan");
    await expect(main).toContainText("250+ repairs");
    await expect(page.getByRole("link", { name: "Compare Our Tool Kits" })).toHaveAttribute("href", "/tools");
    await expect(page.getByRole("link", { name: "See the Demo Website" })).toHaveAttribute("href", "/chip-repair-demo");
    await expect(main).toContainText("75%of people who buy repair tools on their own never earn back their investment");
    await expect(page.getByRole("table")).toContainText("Tools plus our training");
    const market = page.getByRole("region", { name: "A $4.2 Billion Market That Keeps Growing" });
    for (const figure of ["280M+", "$4.2B", "15%", "90%"]) await expect(market.locator("dd", { hasText: figure })).toBeVisible();
    const paths = page.getByTestId("income-path");
    await expect(paths).toHaveCount(3);
    await expect(paths.nth(0)).toContainText("$500-1,500/month");
    await expect(paths.nth(0)).toContainText("10-15 hours/week");
    await expect(paths.nth(1)).toContainText("$4,000-8,000/month");
    await expect(paths.nth(1)).toContainText("40-50 hours/week");
    await expect(paths.nth(2)).toContainText("$15,000+/month");
  });

  test("shows six student video testimonials", async ({ page }) => {
    await page.goto("/");
    const testimonials = page.getByTestId("testimonial");
    await expect(testimonials).toHaveCount(6);
    for (let index = 0; index < 6; index++) {
      await expect(testimonials.nth(index).getByTestId("video-facade")).toBeVisible();
      await expect(testimonials.nth(index).getByRole("heading", { level: 3 })).toBeVisible();
    }
    await expect(testimonials.first()).toContainText("Marcus T.");
  });

  test("pricing shows the three public plans and no split-pay card", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByTestId("plan-complete")).toContainText("$1,997");
    await expect(pricing.getByTestId("plan-premium")).toContainText("$2,997");
    await expect(pricing.getByTestId("plan-premium")).toContainText("Most Popular");
    await expect(pricing.getByTestId("plan-ultimate")).toContainText("$7,995");
    await expect(pricing.locator("article")).toHaveCount(3);
    await expect(page.getByTestId("plan-qualified-split")).toHaveCount(0);
    await expect(pricing).not.toContainText("$997");
  });
});

test.describe("live webinar banner", () => {
  test("counts down to the next session on the schedule and says when it is, with a reserve button", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toContainText("LIVE webinar");
    // The defaults: Tuesdays at 7:00 PM and Thursdays at noon, Denver time.
    await expect(banner(page).getByTestId("webinar-when")).toHaveText(/^(Tue, \w{3} \d+, 7:00 PM|Thu, \w{3} \d+, 12:00 PM) M[DS]T/);
    const startsAt = Date.parse((await banner(page).getAttribute("data-starts-at"))!);
    const countdown = banner(page).getByRole("timer");
    if (startsAt > Date.now()) await expect(countdown).toHaveText(/^(\d+d )?(\d+:)?[0-5]?\d:[0-5]\d$/);
    else await expect(banner(page)).toContainText("The free training is live now");
    await expect(banner(page).getByRole("link", { name: /Reserve My Spot|Join the Training/ })).toHaveAttribute("href", "/lead-survey");
  });

  test("'N registered' is the count of leads registered for that session", async ({ page }) => {
    await page.goto(`/?fresh=${uniqueSuffix()}`);
    const startsAt = Date.parse((await banner(page).getAttribute("data-starts-at"))!);
    const registered = () => queryDatabase<{ count: number }>("select count(*) as count from leads where webinar_session_at = ?", startsAt)[0].count;
    // Two more for this session, one for another: the banner (a fresh render, not the page cache's copy) counts the two.
    const before = registered();
    withDatabase((database) => {
      const insert = database.prepare(
        "insert into leads (first_name, email, phone, source, webinar_session_at) values ('Reg', ?, '801-555-0100', 'webinar_survey', ?)",
      );
      insert.run(`registered-${uniqueSuffix()}@example.test`, startsAt);
      insert.run(`registered-${uniqueSuffix()}@example.test`, startsAt);
      insert.run(`registered-${uniqueSuffix()}@example.test`, startsAt + 7 * 86_400_000);
    });
    await page.goto(`/?fresh=${uniqueSuffix()}`);
    const shown = Number(await banner(page).getByTestId("webinar-registered").textContent());
    // Other tests may register people at the same time: never fewer than counted before plus ours, never more than now.
    expect(shown).toBeGreaterThanOrEqual(before + 2);
    expect(shown).toBeLessThanOrEqual(registered());
    await expect(banner(page)).toContainText(`${shown} registered`);
  });

  test("the countdown never restarts on a reload: the same session, less time left", async ({ page, javaScriptEnabled }) => {
    await page.goto(`/?fresh=${uniqueSuffix()}`);
    const startsAt = await banner(page).getAttribute("data-starts-at");
    test.skip(Date.parse(startsAt!) <= Date.now(), "a session is on now: nothing counts down");
    const before = secondsShown(await banner(page).getByRole("timer").textContent());
    if (javaScriptEnabled) await expect.poll(async () => secondsShown(await banner(page).getByRole("timer").textContent())).toBeLessThan(before);
    await page.goto(`/?fresh=${uniqueSuffix()}`);
    await expect(banner(page)).toHaveAttribute("data-starts-at", startsAt!);
    expect(secondsShown(await banner(page).getByRole("timer").textContent())).toBeLessThanOrEqual(before);
  });

  test("with JavaScript, at the session's start the banner says it is live and links to it, and does not restart", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the countdown only moves with JavaScript");
    await page.goto("/");
    const startsAt = Date.parse((await banner(page).getAttribute("data-starts-at"))!);
    // This device's clock, ten seconds before the session.
    await page.clock.install({ time: startsAt - 10_000 });
    await page.reload();
    await expect(async () => {
      await page.clock.runFor(5_000);
      await expect(banner(page)).toContainText("The free training is live now", { timeout: 500 });
    }).toPass();
    await expect(page.getByTestId("webinar-countdown")).toHaveCount(0);
    await expect(banner(page).getByRole("link", { name: "Join the Training" })).toHaveAttribute("href", "/lead-survey");
    await page.clock.runFor(300_000);
    await expect(banner(page)).toContainText("The free training is live now");
  });

  test("closing hides the banner, and visiting / again brings it back", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const close = banner(page).getByRole("link", { name: "Close the webinar notice" });
    await expect(close).toHaveAttribute("href", "/?banner=closed");
    if (javaScriptEnabled) await expectHydrated(close);
    await close.click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(javaScriptEnabled ? /\/$/ : /\/\?banner=closed$/);

    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    if (javaScriptEnabled) {
      await page.reload();
      await expect(banner(page)).toBeVisible();
    }
  });
});

test.describe("landing page weight", () => {
  test("loading the page makes no request beyond this server", async ({ page }) => {
    const hosts = new Set<string>();
    page.on("request", (request) => {
      hosts.add(new URL(request.url()).hostname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect([...hosts]).toEqual(["127.0.0.1"]);
  });

  test("a video facade loads its player only when clicked", async ({ page, javaScriptEnabled }) => {
    // Never let a player actually load from its host during tests.
    await page.context().route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    await page.goto("/");
    const facades = page.getByTestId("video-facade");
    await expect(facades).toHaveCount(7);
    await expect(page.locator("iframe")).toHaveCount(0);
    const heroVideo = facades.first();
    await expect(heroVideo).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=/);
    if (!javaScriptEnabled) return;

    await expectHydrated(heroVideo);
    await heroVideo.click();
    const player = page.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(page.context().pages()).toHaveLength(1);
  });
});
