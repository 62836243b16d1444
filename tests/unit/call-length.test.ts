import { describe, expect, it } from "vitest";
import { callLengthWords, capitalized, offeredLengthWords } from "~/lib/call-length";

describe("call length in words", () => {
  it("says an hour as the pages always have, and any other length in minutes", () => {
    expect(callLengthWords(60)).toBe("a full hour");
    expect(callLengthWords(45)).toBe("45 minutes");
    expect(capitalized(callLengthWords(60))).toBe("A full hour");
  });

  it("gives the range when the hosts' calls differ", () => {
    expect(offeredLengthWords([60, 60])).toBe("a full hour");
    expect(offeredLengthWords([60, 30, 45])).toBe("30 to 60 minutes");
  });
});
