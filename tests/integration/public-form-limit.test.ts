import { describe, expect, it } from "vitest";

describe("public form rate limit (real SQLite store)", () => {
  it("refuses an address after its budget and tells it when to come back, without touching others", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "0.05"; // 60 posts per 10 minutes becomes 3
    const { consumeLimit } = await import("~/server/rate-limit.server");
    for (let post = 0; post < 3; post++) expect((await consumeLimit("publicForm", "198.51.100.1")).allowed).toBe(true);
    const refused = await consumeLimit("publicForm", "198.51.100.1");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    expect((await consumeLimit("publicForm", "198.51.100.2")).allowed).toBe(true);
  });
});
