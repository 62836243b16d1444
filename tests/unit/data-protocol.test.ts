import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";

// Single fetch runs on turbo-stream 2, which has known advisories and no fix Remix 2 can
// take: the site uses the classic data protocol, and turbo-stream is replaced by a stub
// that throws (docs/decisions/0009).
describe("the data protocol", () => {
  it("is the classic one: single fetch is off", () => {
    expect(remixConfig.future?.v3_singleFetch).toBe(false);
  });

  it("has no turbo-stream installed: Remix's packages get the stub, which refuses to encode or decode", async () => {
    for (const dependent of ["@remix-run/react", "@remix-run/server-runtime"]) {
      const fromDependent = createRequire(createRequire(import.meta.url).resolve(`${dependent}/package.json`));
      expect(fromDependent("turbo-stream/package.json").version, dependent).toBe("2.4.1-disabled");
      expect(() => fromDependent("turbo-stream").decode(), dependent).toThrow(/single fetch is off/);
    }
    const { encode, decode } = await import("turbo-stream");
    expect(() => encode(null)).toThrow(/single fetch is off/);
    expect(() => decode(null)).toThrow(/single fetch is off/);
  });

  it("installs the stub from the repository on every clean install, never turbo-stream from the registry", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string; resolved?: string }> };
    const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith("node_modules/turbo-stream"));
    expect(copies).toEqual([
      ["node_modules/turbo-stream", expect.objectContaining({ version: "2.4.1-disabled", resolved: "file:vendor/turbo-stream-disabled" })],
    ]);
  });
});
