// Debian's Chromium is the only browser on these machines; both Playwright and Lighthouse use it.
export const CHROMIUM_PATH = "/usr/bin/chromium";

// Same flags as playwright.config.ts: no sandbox (root in a container), and no background
// traffic of the browser's own that would show up as third-party requests.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
