import fs from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "vitest";
import { businessResourceGroups } from "~/content/business-resources";

// The printable resources are real PDFs (read here by Mozilla's PDF reader, pdf.js), printed
// from their sources in resources/ by `npm run print-resources`, and they say what the source says.

const pdfCards = businessResourceGroups.flatMap((group) => group.cards).filter((card) => card.href.endsWith(".pdf"));

test.each(pdfCards.map((card) => [card.id, card.href] as const))("%s is a PDF that reads as its source", async (_id, href) => {
  const file = `resources/files/${href.slice("/resources/".length)}`;
  const document = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: false }).promise;
  expect(document.numPages).toBeGreaterThanOrEqual(1);
  let text = "";
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ") + "\n";
  }
  const source = fs.readFileSync(
    `resources/${href
      .split("/")
      .pop()!
      .replace(/\.pdf$/, ".html")}`,
    "utf8",
  );
  const headings = [...source.matchAll(/<(?:h1|legend)>([^<]+)</g)].map((match) => match[1].trim());
  expect(headings.length).toBeGreaterThan(3);
  for (const heading of headings) expect(text.replace(/\s+/g, " ")).toContain(heading);
  expect((await document.getMetadata()).info).toMatchObject({ Title: headings[0] });
});
