import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LogoMark } from "~/components/ui/LogoMark";
import { PictureImage } from "~/components/ui/PictureImage";
import { PublishedPhotosContext } from "~/components/ui/published-photos";
import { pictures, pictureSlots, type Picture } from "~/content/pictures";
import type { PublishedPhotos } from "~/lib/picture-slots";
import { LOGO_SLOT } from "~/lib/picture-urls";

// A picture slot shows the owner's photo once one is published, and the drawing made for it until then.

const slot: Picture = { slot: "founder", label: "The founder", drawing: "/pictures/drawn/founder.svg", alt: "Dave Larsen, founder", width: 480, height: 600 };

/** The attributes of the one <img> the component renders. */
function imageOf(picture: Picture, options: { aboveFold?: boolean; decorative?: boolean } = {}): Record<string, string> {
  const html = renderToStaticMarkup(createElement(PictureImage, { picture, ...options }));
  expect(html).toMatch(/^<img [^>]*\/>$/);
  return Object.fromEntries([...html.matchAll(/([a-z-]+)="([^"]*)"/gi)].map(([, name, value]) => [name, value]));
}

/** Every slot in app/content/pictures.ts, named by its path in the module. */
function allSlots(value: unknown = pictures, name = "pictures"): [string, Picture][] {
  const entry = value as Record<string, unknown>;
  if (typeof entry.drawing === "string") return [[name, value as Picture]];
  return Object.entries(entry).flatMap(([key, inner]) => allSlots(inner, `${name}.${key}`));
}

describe("PictureImage", () => {
  it("shows the drawing while no photo is set", () => {
    expect(imageOf(slot)).toMatchObject({ src: "/pictures/drawn/founder.svg", alt: "Dave Larsen, founder", width: "480", height: "600" });
  });

  it("shows the published photo in a <picture>: AVIF, then WebP, then a JPEG <img> sized as the slot, with its own alt text", () => {
    const photos: PublishedPhotos = {
      founder: { photo: { id: "0123456789abcdef", width: 1600, height: 1200, widths: [480, 960, 1600] }, alt: "The founder at his van" },
    };
    const html = renderToStaticMarkup(
      createElement(
        PublishedPhotosContext.Provider,
        { value: photos },
        createElement(PictureImage, { picture: slot, sizes: "(min-width: 768px) 16rem, 7rem" }),
      ),
    );
    const srcset = (format: string) => [480, 960, 1600].map((width) => `/uploads/0123456789abcdef-${width}w.${format} ${width}w`).join(", ");
    expect(html).toBe(
      "<picture>" +
        `<source type="image/avif" srcSet="${srcset("avif")}" sizes="(min-width: 768px) 16rem, 7rem"/>` +
        `<source type="image/webp" srcSet="${srcset("webp")}" sizes="(min-width: 768px) 16rem, 7rem"/>` +
        `<img src="/uploads/0123456789abcdef-480w.jpg" srcSet="${srcset("jpg")}" sizes="(min-width: 768px) 16rem, 7rem" alt="The founder at his van"` +
        ' width="480" height="600" loading="lazy" decoding="async" class="object-cover "/>' +
        "</picture>",
    );
  });

  it("loads lazily unless it is seen without scrolling", () => {
    expect(imageOf(slot).loading).toBe("lazy");
    expect(imageOf(slot, { aboveFold: true }).loading).toBe("eager");
  });

  it("has an empty alt only where the text beside it names its subject", () => {
    expect(imageOf(slot, { decorative: true }).alt).toBe("");
  });
});

describe("LogoMark", () => {
  it("reads the logo's own slot", () => {
    expect(LOGO_SLOT).toBe(pictures.logo.slot);
  });

  it("draws the site's mark while no logo is published", () => {
    expect(renderToStaticMarkup(createElement(LogoMark))).toMatch(/^<svg aria-hidden="true" width="28" height="28" /);
  });

  it("shows the published logo as WebP, then PNG, at 1x and 2x, sized at the header's height", () => {
    const photos: PublishedPhotos = { logo: { photo: { id: "0123456789abcdef", width: 112, height: 56, widths: [56, 112] }, alt: "Chip Repair Academy logo" } };
    const html = renderToStaticMarkup(createElement(PublishedPhotosContext.Provider, { value: photos }, createElement(LogoMark)));
    const srcset = (format: string) => `/uploads/0123456789abcdef-56w.${format} 1x, /uploads/0123456789abcdef-112w.${format} 2x`;
    expect(html).toBe(
      '<picture class="shrink-0">' +
        `<source type="image/webp" srcSet="${srcset("webp")}"/>` +
        `<img src="/uploads/0123456789abcdef-56w.png" srcSet="${srcset("png")}" width="56" height="28" alt="Chip Repair Academy logo" class="block h-auto max-w-7 sm:max-w-none"/>` +
        "</picture>",
    );
  });
});

describe("picture slots", () => {
  const slots = allSlots();

  it("finds every slot, each under its own key, the key it has in the module", () => {
    expect(slots.length).toBeGreaterThanOrEqual(10);
    expect(pictureSlots.map((picture) => `pictures.${picture.slot}`)).toEqual(slots.map(([name]) => name));
  });

  it.each(slots)("%s describes itself and reserves a size", (_name, picture) => {
    expect(picture.alt.length).toBeGreaterThan(5);
    expect(Number.isInteger(picture.width) && picture.width > 0).toBe(true);
    expect(Number.isInteger(picture.height) && picture.height > 0).toBe(true);
  });

  it.each(slots)("%s has a drawing of its own shape in public/", (_name, picture) => {
    const svg = fs.readFileSync(path.join("public", picture.drawing), "utf8");
    const [, width, height] = svg.match(/<svg [^>]*width="(\d+)" height="(\d+)"/) ?? [];
    expect(Number(width) / Number(height)).toBeCloseTo(picture.width / picture.height, 2);
  });
});
