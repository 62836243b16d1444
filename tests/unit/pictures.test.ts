import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PictureImage } from "~/components/ui/PictureImage";
import { pictures, type Picture } from "~/content/pictures";

// A picture slot shows the owner's photo once one is set, and the drawing made for it until then.

const slot: Picture = { drawing: "/pictures/drawn/founder.svg", alt: "Dave Larsen, founder", width: 480, height: 600 };

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

  it("shows the owner's photo once src names one, with the same alt text and size", () => {
    expect(imageOf({ ...slot, src: "/pictures/founder.jpg" })).toMatchObject({
      src: "/pictures/founder.jpg",
      alt: "Dave Larsen, founder",
      width: "480",
      height: "600",
    });
  });

  it("loads lazily unless it is seen without scrolling", () => {
    expect(imageOf(slot).loading).toBe("lazy");
    expect(imageOf(slot, { aboveFold: true }).loading).toBe("eager");
  });

  it("has an empty alt only where the text beside it names its subject", () => {
    expect(imageOf(slot, { decorative: true }).alt).toBe("");
  });
});

describe("picture slots", () => {
  const slots = allSlots();

  it("finds every slot", () => {
    expect(slots.length).toBeGreaterThanOrEqual(10);
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
    if (picture.src) expect(fs.existsSync(path.join("public", picture.src)), picture.src).toBe(true);
  });
});
