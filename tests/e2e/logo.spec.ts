import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { pictures } from "~/content/pictures";
import { SESSION_SECRET } from "./support/server-accounts";
import { startServer } from "./support/server-process";
import { studioOwner } from "./support/studio";

// The logo mark is a picture slot that suits a mark: a super admin uploads a transparent PNG
// (an SVG, even one named .png, is refused beside the field), its description defaults to the
// business's logo, and once published the header of every page shows it, sized before it loads,
// sharp at 2x and transparent, at 375 and 1366 px with nothing wider than the screen. Until
// then the drawn mark shows. A site of its own, as publishing changes every page under the
// other tests. JavaScript on and off.

test("a super admin uploads a transparent PNG logo, publishes it, and the home page's header shows it at 375 and 1366 px", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = await startServer({ SESSION_SECRET });
  try {
    // A 400×400 mark: an amber disc with a blue ring, on a transparent background.
    const logo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="170" fill="#f59e0b" stroke="#1e40af" stroke-width="40"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const visitor = await browser.newPage({ javaScriptEnabled, baseURL: server.baseURL });
    await visitor.goto("/");
    // The drawn mark until a logo is published.
    await expect(visitor.locator("header a svg")).toHaveCount(1);
    await expect(visitor.locator("header a picture")).toHaveCount(0);

    const owner = await studioOwner(browser, server, javaScriptEnabled);
    await owner.goto("/admin/pictures");
    await owner.getByRole("link", { name: pictures.logo.label }).click();
    await expect(owner.getByRole("heading", { level: 1, name: pictures.logo.label })).toBeVisible();
    await expect(owner.getByLabel("Description (alt text)")).toHaveValue("Chip Repair Academy logo");
    await owner.getByLabel("Logo", { exact: true }).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByTestId("photo-error")).toHaveText(/An SVG file can carry scripts/);
    await expect(owner.getByLabel("Description (alt text)")).toHaveValue("Chip Repair Academy logo");
    await owner.getByLabel("Logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await owner.getByRole("button", { name: "Save draft" }).click();
    await expect(owner.getByRole("figure").filter({ hasText: "Preview of the draft" }).locator("picture img")).toHaveAttribute(
      "alt",
      "Chip Repair Academy logo",
    );
    await owner.getByRole("button", { name: "Publish the draft" }).click();
    await expect(owner.getByRole("figure").filter({ hasText: "On the site now." }).locator("picture img")).toHaveAttribute("alt", "Chip Repair Academy logo");

    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1366, height: 900 },
    ]) {
      await visitor.setViewportSize(viewport);
      await visitor.goto("/");
      const home = visitor.getByRole("link", { name: "Chip Repair Academy home" });
      await expect(home.locator("svg")).toHaveCount(0);
      const mark = home.locator("picture img");
      await expect(mark).toHaveAttribute("width", "28");
      await expect(mark).toHaveAttribute("height", "28");
      await expect(mark).toHaveAttribute("alt", "Chip Repair Academy logo");
      await expect(mark).toHaveAttribute("srcset", /-28w\.png 1x, .*-56w\.png 2x$/);
      await expect(home.locator('picture source[type="image/webp"]')).toHaveAttribute("srcset", /-28w\.webp 1x, .*-56w\.webp 2x$/);
      await expect.poll(() => mark.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const box = (await mark.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([28, 28]);
      const loaded = await mark.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(loaded).toMatch(/-28w\.webp$/);
      const file = await visitor.request.get(loaded);
      expect(file.headers()["content-type"]).toBe("image/webp");
      expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const stats = await sharp(await file.body()).stats();
      expect(stats.isOpaque).toBe(false);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await visitor.screenshot({ path: testInfo.outputPath(`home-with-logo-${viewport.width}.png`), clip: { x: 0, y: 0, width: viewport.width, height: 120 } });
    }
  } finally {
    await server.stop();
  }
});
