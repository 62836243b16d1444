import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../../scripts/lib/chromium.mjs";
import { emailSamples, type EmailSample } from "../support/email-samples";
import { emailBuilders } from "../support/email-builders";

// Every e-mail's HTML part, opened in Chromium the way a phone's mail app shows it: at 375 px
// nothing may be wider than the screen (no sideways scrolling, no box or word running past its
// edge). Each is also photographed at 375 and 1366 px into test-results/emails/ for a person
// to look at.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
const SCREENSHOTS = path.resolve("test-results/emails");

let browser: Browser;
let samples: EmailSample[];

beforeAll(async () => {
  if (!fs.existsSync(HEADLESS_SHELL_PATH)) throw new Error(`No Chromium headless shell at ${HEADLESS_SHELL_PATH}: run node scripts/ensure-test-tools.mjs`);
  browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
  const emails = await emailBuilders();
  const { siteUrl } = await import("~/server/platform/env.server");
  const { unsubscribeLink } = await import("~/server/delivery/unsubscribe.server");
  samples = emailSamples(emails, { siteUrl, unsubscribeLink });
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
}, 60_000);
afterAll(() => browser?.close());

describe("the HTML part of every e-mail in a browser", () => {
  it("fits a 375 px screen, and is photographed at 375 and 1366 px", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    for (const sample of samples) {
      await page.setViewportSize(PHONE);
      await page.setContent(sample.build().html!);
      const fit = await page.evaluate((screenWidth) => {
        const tooWide = [...document.body.querySelectorAll("*")]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.right > screenWidth + 0.5 || box.left < -0.5))
          .map(
            ({ element, box }) =>
              `<${element.tagName.toLowerCase()}> ${Math.round(box.left)}..${Math.round(box.right)} "${(element.textContent ?? "").slice(0, 40)}"`,
          );
        return { scrollWidth: document.documentElement.scrollWidth, tooWide };
      }, PHONE.width);
      expect(fit, sample.name).toEqual({ scrollWidth: PHONE.width, tooWide: [] });

      const file = path.join(SCREENSHOTS, sample.name.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, ""));
      await page.screenshot({ path: `${file}-375.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${file}-1366.png`, fullPage: true });
    }
  }, 120_000);
});
