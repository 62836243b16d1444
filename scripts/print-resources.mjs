// npm run print-resources
// The printable resources members download are PDFs, printed here from their HTML sources
// in resources/ by Chromium (Debian's, at /usr/bin/chromium), into resources/files/ (served
// to members only, never from public/).
// Run it after editing a source; commit the PDF with it.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.mjs";

const sources = fs.readdirSync("resources").filter((name) => name.endsWith(".html"));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  for (const source of sources) {
    const target = path.join("resources", "files", source.replace(/\.html$/, ".pdf"));
    await page.goto(`file://${path.resolve("resources", source)}`);
    const pdf = await page.pdf({
      format: "Letter",
      printBackground: true,
      margin: { top: "0.5in", bottom: "0.5in", left: "0.5in", right: "0.5in" },
      tagged: true,
    });
    fs.writeFileSync(target, pdf);
    console.log(`${source} -> ${target} (${(pdf.length / 1024).toFixed(0)} kB)`);
  }
} finally {
  await browser.close();
}
