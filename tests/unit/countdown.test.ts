import { describe, expect, it } from "vitest";
import { formatCountdown, secondsUntil } from "~/lib/countdown";

describe("formatCountdown", () => {
  it("shows minutes and zero-padded seconds", () => {
    expect(formatCountdown(120)).toBe("2:00");
    expect(formatCountdown(119)).toBe("1:59");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(0)).toBe("0:00");
  });

  it("shows hours, then days, for a session further away", () => {
    expect(formatCountdown(3_600)).toBe("1:00:00");
    expect(formatCountdown(3_725)).toBe("1:02:05");
    expect(formatCountdown(86_399)).toBe("23:59:59");
    expect(formatCountdown(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5)).toBe("2d 3:04:05");
  });

  it("never shows a negative time", () => {
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

describe("secondsUntil", () => {
  it("rounds partial seconds up and stops at zero", () => {
    expect(secondsUntil(120_000, 0)).toBe(120);
    expect(secondsUntil(120_000, 500)).toBe(120);
    expect(secondsUntil(120_000, 1_000)).toBe(119);
    expect(secondsUntil(120_000, 120_000)).toBe(0);
    expect(secondsUntil(120_000, 500_000)).toBe(0);
  });
});
