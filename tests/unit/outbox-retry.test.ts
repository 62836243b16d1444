import { describe, expect, it } from "vitest";
import { retryDelayMs } from "~/server/delivery/outbox.server";

describe("retryDelayMs", () => {
  it("doubles from 2 seconds, drawing each delay between half and all of its step", () => {
    expect(retryDelayMs(1, 0, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, 0, () => 1)).toBe(2_000);
    expect(retryDelayMs(2, 0, () => 1)).toBe(4_000);
    expect(retryDelayMs(5, 0, () => 1)).toBe(32_000);
    expect(retryDelayMs(5, 0, () => 0)).toBe(16_000);
  });

  it("never waits more than an hour", () => {
    expect(retryDelayMs(30, 0, () => 1)).toBe(3_600_000);
  });

  it("waits at least as long as the server's Retry-After", () => {
    expect(retryDelayMs(1, 120_000, () => 0)).toBe(120_000);
    expect(retryDelayMs(12, 1_000, () => 1)).toBe(3_600_000);
  });

  it("spreads retries of many failures apart", () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(4)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
