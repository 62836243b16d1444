import { expect, type Locator } from "@playwright/test";

/** React has taken over this element (or not, with `hydrated` false): what the page does with a click or a key is React's. */
export async function expectHydrated(element: Locator, hydrated = true) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps")))).toBe(hydrated);
}
