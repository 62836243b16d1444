import { expect, test, type Locator, type Page } from "@playwright/test";
import { founder } from "~/content/founder";
import { kits } from "~/content/kits";
import { repairSteps } from "~/content/landing";
import { pictures, type Picture } from "~/content/pictures";
import { testimonials } from "~/content/testimonials";
import { videos, type Video } from "~/content/videos";

// The business has a face: the founder is named, and every picture slot shows the owner's
// photo or, until there is one, the drawing made for it: described, sized before it loads,
// and loaded lazily below the fold. Checked on a phone, with JavaScript on and off.

const PHONE = { width: 375, height: 812 };

/** The pictures each page shows, each described by its own alt text. */
const SLOTS: { path: string; pictures: Picture[] }[] = [
  { path: "/", pictures: [...repairSteps.steps.map((step) => step.picture), kits.professional.picture] },
  { path: "/about", pictures: [pictures.founder] },
  { path: "/webinar", pictures: [pictures.founder] },
  { path: "/tools", pictures: [kits.professional.picture, kits.platinum.picture] },
  { path: "/tools?tab=professional", pictures: [kits.professional.picture] },
  { path: "/tools?tab=platinum", pictures: [kits.platinum.picture] },
  { path: "/pricing", pictures: [kits.professional.picture, kits.platinum.picture] },
];

/** The videos each page shows, each behind a poster of its own. */
const POSTERS: { path: string; videos: Video[] }[] = [
  { path: "/", videos: [videos.landingHero, ...testimonials.map((testimonial) => testimonial.video)] },
  { path: "/webinar", videos: [videos.webinar] },
  { path: "/video", videos: [videos.freeTraining] },
  { path: "/bootcamp", videos: [videos.bootcampLetter, ...testimonials.map((testimonial) => testimonial.video)] },
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
