// Debian's Chromium is the only browser on these machines; a browser is never downloaded.
// The browser tests run in its headless shell (package chromium-headless-shell: the same
// Chromium build without the desktop browser around it, as Playwright runs headless by
// default), which takes half the CPU of the full browser for the same pages. Lighthouse
// measures in the full browser (package chromium), as a visitor's would render.
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

// No sandbox (root in a container), and no background traffic of the browser's own that
// would show up as third-party requests.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
