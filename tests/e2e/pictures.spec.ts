import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { founder } from "~/content/founder";
import { kits } from "~/content/kits";
import { repairSteps } from "~/content/landing";
import { pictures, type Picture } from "~/content/pictures";
import { testimonials } from "~/content/testimonials";
import { videos, type Video } from "~/content/videos";
import { accountOn, SESSION_SECRET } from "./support/server-accounts";
import { startServer, type ServerProcess } from "./support/server-process";

// The business has a face: the founder is named, and every picture slot shows the owner's
// photo or, until there is one, the drawing made for it: described, sized before it loads,
// and loaded lazily below the fold. Checked on a phone, with JavaScript on and off.

const PHONE = { width: 375, height: 812 };

/** The pictures each page shows, each described by its own alt text. */
const SLOTS: { path: string; pictures: Picture[] }[] = [
  { path: "/", pictures: [...repairSteps.map((step) => step.picture), kits.professional.picture] },
  { path: "/about", pictures: [pictures.founder] },
  { path: "/webinar", pictures: [pictures.founder] },
  { path: "/tools", pictures: [kits.professional.picture, kits.platinum.picture] },
  { path: "/tools?tab=professional", pictures: [kits.professional.picture] },
  { path: "/tools?tab=platinum", pictures: [kits.platinum.picture] },
  { path: "/pricing", pictures: [kits.professional.picture, kits.platinum.picture] },
];

/** The videos each page shows, each behind a poster of its own. */
const POSTERS: { path: string; videos: Video[] }[] = [
  { path: "/", videos: [videos.landingHero, ...testimonials.flatMap((testimonial) => (testimonial.video ? [testimonial.video] : []))] },
  { path: "/webinar", videos: [videos.webinar] },
  { path: "/video", videos: [videos.freeTraining] },
  { path: "/bootcamp", videos: [videos.bootcampLetter, ...testimonials.flatMap((testimonial) => (testimonial.video ? [testimonial.video] : []))] },
  { path: "/call-preparation", videos: [videos.callPreparation] },
];

const PAGES_WITH_PICTURES = ["/", "/about", "/webinar", "/tools", "/tools?tab=professional", "/tools?tab=platinum", "/video", "/bootcamp", "/pricing"];

const fileOf = (picture: Picture) => picture.drawing;

test.use({ viewport: PHONE });

/** The image is sized by its attributes, keeps the slot's shape on the page and fits the screen. */
async function expectSizedAndOnScreen(image: Locator, picture: Picture) {
  await expect(image).toHaveAttribute("width", String(picture.width));
  await expect(image).toHaveAttribute("height", String(picture.height));
  const box = (await image.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(Math.abs(box.height - (box.width * picture.height) / picture.width)).toBeLessThan(2);
}

/** Scrolled to, the file arrives and is drawn. */
async function expectShown(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test("the founder is named on /about and on /webinar, where he hosts", async ({ page }) => {
  expect(founder.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
  await page.goto("/about");
  const opening = page.locator("main header").first();
  await expect(opening).toContainText(founder.name);
  await expect(opening.getByRole("img", { name: pictures.founder.alt })).toBeVisible();
  await expect(page.locator("main")).toContainText(`I'm ${founder.name.split(" ")[0]}.`);
  await page.goto("/webinar");
  await expect(page.locator("main header").first()).toContainText(founder.name);
  const host = page.getByRole("region", { name: "Your host" });
  await expect(host.getByRole("heading", { name: founder.name })).toBeVisible();
});

test("the count of students trained is one figure on every page that states it", async ({ page }) => {
  for (const path of ["/", "/about", "/webinar", "/video", "/call-preparation"]) {
    await page.goto(path);
    const text = await page.locator("main").innerText();
    expect(text, path).toContain("1,000");
    expect(text, path).not.toMatch(/\b500\+/);
  }
});

for (const { path, pictures: expected } of SLOTS) {
  test(`${path} shows each of its pictures, described and sized`, async ({ page }) => {
    await page.goto(path);
    for (const picture of expected) {
      const image = page.locator("main").getByRole("img", { name: picture.alt, exact: true }).first();
      await expect(image).toHaveAttribute("src", fileOf(picture));
      await expectSizedAndOnScreen(image, picture);
      await expectShown(image);
    }
  });
}

for (const { path, videos: expected } of POSTERS) {
  test(`${path}: each video shows its own poster inside the link its title names`, async ({ page }) => {
    await page.goto(path);
    for (const video of expected) {
      const link = page.getByRole("link", { name: `Play video: ${video.title}` }).first();
      const poster = link.locator("img");
      expect(video.poster).toBeDefined();
      await expect(poster).toHaveAttribute("src", fileOf(video.poster!));
      await expect(poster).toHaveAttribute("alt", "");
      await expect(poster).toHaveAttribute("width", String(video.poster!.width));
      await expect(poster).toHaveAttribute("height", String(video.poster!.height));
      await expectShown(poster);
    }
  });
}

async function imagesBelowTheFold(page: Page) {
  return page
    .locator("main img")
    .evaluateAll((images: HTMLImageElement[]) =>
      images
        .filter((image) => image.getBoundingClientRect().top >= window.innerHeight)
        .map((image) => ({ src: image.getAttribute("src"), loading: image.getAttribute("loading") })),
    );
}

for (const path of PAGES_WITH_PICTURES) {
  test(`${path} at 375 px: pictures below the fold load lazily, every picture is sized, nothing runs off the screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const images = page.locator("main img");
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }
    for (const image of await imagesBelowTheFold(page)) expect(image, image.src ?? "").toMatchObject({ loading: "lazy" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}

test("the drawings are static files a browser keeps", async ({ request }) => {
  const response = await request.get(pictures.founder.drawing);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
});

// ---------------------------------------------------------------- the owner's photo

async function signedInPage(browser: Browser, server: ServerProcess, roles: ("admin" | "super_admin")[], javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ ...accountOn(server, roles), url: server.baseURL }]);
  return context.newPage();
}

test("an admin uploads the founder's photo with its description, a super admin publishes it, and /about shows it at 375 and 1366 px", async ({
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  // A site of its own: publishing the founder's photo on the shared test server would change /about under the other tests.
  const server = await startServer({ SESSION_SECRET });
  try {
    // A 4000×3000 camera photo, with its location in the EXIF.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 110, b: 140 } } })
      .composite([{ input: Buffer.from('<svg width="4000" height="3000"><circle cx="2000" cy="1300" r="900" fill="#e0b090"/></svg>'), left: 0, top: 0 }])
      .jpeg({ quality: 90 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
      .toBuffer();
    const alt = "Dave Larsen beside his repair van, holding a bridge";

    const admin = await signedInPage(browser, server, ["admin"], javaScriptEnabled);
    await admin.goto(`${server.baseURL}/admin/pictures`);
    await admin.getByRole("link", { name: pictures.founder.label }).click();
    await expect(admin.getByRole("heading", { level: 1, name: pictures.founder.label })).toBeVisible();
    // The description is required: the photo alone is refused, next to the field.
    await admin.getByLabel("Photo", { exact: true }).setInputFiles({ name: "founder.jpg", mimeType: "image/jpeg", buffer: photo });
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByTestId("alt-error")).toContainText("Describe the photo");
    // An HTML page named .jpg is refused by its content.
    await admin.getByLabel("Description (alt text)").fill(alt);
    await admin
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "founder.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><title>x</title>") });
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByTestId("photo-error")).toContainText("not a photo we can read");
    await expect(admin.getByLabel("Description (alt text)")).toHaveValue(alt);
    await admin.getByLabel("Photo", { exact: true }).setInputFiles({ name: "founder.jpg", mimeType: "image/jpeg", buffer: photo });
    await admin.getByRole("button", { name: "Save draft" }).click();
    const preview = admin.getByRole("figure").filter({ hasText: "Preview of the draft" });
    await expect(preview.locator("picture img")).toHaveAttribute("alt", alt);
    // Not on the site yet, and an admin may not publish: no button, and the server refuses the post.
    await expect(admin.getByRole("button", { name: "Publish the draft" })).toHaveCount(0);
    const refused = await admin.request.post(`${server.baseURL}/admin/pictures/founder`, { form: { intent: "publish" } });
    expect(refused.status()).toBe(403);
    await admin.goto(`${server.baseURL}/about`);
    await expect(admin.locator("main header picture")).toHaveCount(0);

    const owner = await signedInPage(browser, server, ["super_admin"], javaScriptEnabled);
    await owner.goto(`${server.baseURL}/admin/pictures/founder`);
    await owner.getByRole("button", { name: "Publish the draft" }).click();
    await expect(owner.getByRole("figure").filter({ hasText: "On the site now." }).locator("picture img")).toHaveAttribute("alt", alt);
    await expect(owner.getByText(/^Revision \d+, published by super_admin-/)).toBeVisible();

    for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
      await owner.setViewportSize(viewport);
      await owner.goto(`${server.baseURL}/about`);
      const founderPicture = owner.locator("main header picture");
      await expect(founderPicture.locator("source")).toHaveCount(2);
      await expect(founderPicture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-480w\.avif 480w, .*-1600w\.avif 1600w$/);
      await expect(founderPicture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-480w\.webp 480w/);
      const image = founderPicture.getByRole("img", { name: alt });
      await expect(image).toHaveAttribute("srcset", /-480w\.jpg 480w/);
      await expect(image).toHaveAttribute("width", String(pictures.founder.width));
      await expect(image).toHaveAttribute("height", String(pictures.founder.height));
      await expectShown(image);
      const loaded = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
      // The browser takes the AVIF, at a width for the slot's size on this screen, not the 1600 px one.
      expect(loaded).toMatch(/-(480|960)w\.avif$/);
      const file = await owner.request.get(loaded);
      expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(file.headers()["content-type"]).toBe("image/avif");
      expect((await sharp(await file.body()).metadata()).exif).toBeUndefined();
      testInfo.annotations.push({ type: "photo weight", description: `${viewport.width} px: ${loaded.split("/").pop()} ${(await file.body()).length} bytes` });
      expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const screenshot = testInfo.outputPath(`about-with-photo-${viewport.width}.png`);
      await owner.screenshot({ path: screenshot });
      expect(fs.existsSync(screenshot)).toBe(true);
    }
    // The photo lives in the data folder beside the database.
    expect(fs.readdirSync(path.join(server.dataDirectory, "uploads")).filter((name) => name.endsWith(".avif")).length).toBe(3);
  } finally {
    await server.stop();
  }
});
