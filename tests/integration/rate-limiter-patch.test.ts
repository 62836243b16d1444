import { expect, it, vi } from "vitest";

// patches/rate-limiter-flexible+*.patch makes the SQLite store prepare each statement once
// per limiter instead of on every request (npm install applies it). Limits themselves are
// checked in public-form-limit.test.ts and the e2e security specs.
it("prepares the limiter's statements once, however many requests it counts", async () => {
  const { db } = await import("~/server/platform/db.server");
  const { consumeLimit, isLimited } = await import("~/server/platform/rate-limit.server");
  const prepare = vi.spyOn(db.$client, "prepare");
  for (let request = 0; request < 30; request += 1) {
    expect((await consumeLimit("signInByIp", `192.0.2.${request % 3}`)).allowed).toBe(true);
    expect((await isLimited("signInByIp", `192.0.2.${request % 3}`)).allowed).toBe(true);
  }
  // One upsert and one lookup, prepared on first use.
  expect(prepare).toHaveBeenCalledTimes(2);
  prepare.mockRestore();
});
