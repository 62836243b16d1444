import { describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";

// Single fetch runs on turbo-stream 2, which has a known denial-of-service advisory and no
// fix Remix 2 can take: the site uses the classic data protocol (docs/decisions/0009).
describe("the data protocol", () => {
  it("is the classic one: single fetch is off", () => {
    expect(remixConfig.future?.v3_singleFetch).toBe(false);
  });
});
