import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement, Suspense, type ReactNode } from "react";
import { describe, expect, it } from "vitest";

// patches/react-dom+*.patch makes React's Node stream renderer collect each flush's HTML as
// one string and encode it once, instead of encoding every piece into 2 KB byte arrays.
// These check that the server loads it and that what it writes is still exactly React's HTML,
// flushed at the same moments.
const require = createRequire(import.meta.url);
// The production builds, which the server runs (tests would otherwise get the development ones).
const reactDomBuilds = path.join(path.dirname(require.resolve("react-dom/server.node")), "cjs");
const patchedFile = path.join(reactDomBuilds, "react-dom-server.node.production.min.js");
const { renderToPipeableStream } = require(patchedFile) as typeof import("react-dom/server");
const { renderToString } = require(path.join(reactDomBuilds, "react-dom-server-legacy.node.production.min.js")) as typeof import("react-dom/server");

/** Renders to a Node stream the way entry.server does, keeping each write apart. */
function renderToWrites(element: ReactNode, { waitForAll = true } = {}) {
  return new Promise<string[]>((resolve, reject) => {
    const writes: string[] = [];
    const destination = new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        writes.push(Buffer.from(chunk).toString("utf8"));
        done();
      },
      final(done) {
        resolve(writes);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: waitForAll ? () => pipe(destination) : undefined,
      onShellReady: waitForAll ? undefined : () => pipe(destination),
      onShellError: reject,
    });
  });
}

// Text that needs escaping, characters of 2 to 4 bytes, and runs long enough to cross
// React's 2 KB chunks at every offset.
const texts = ["plain", "<script>alert(1)</script>", 'a "quoted" & \'apostrophe\'', "héllo ✓ 🔒", "é".repeat(1_500), "🔒".repeat(700), "x".repeat(2_047)];

function page(seed: number): ReactNode {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state % n;
  };
  const children = (depth: number): ReactNode[] =>
    Array.from({ length: 1 + next(4) }, () =>
      depth > 3 || next(3) === 0
        ? texts[next(texts.length)]
        : createElement(["div", "p", "span", "li"][next(4)], { className: texts[next(texts.length)], "data-n": next(100) }, ...children(depth + 1)),
    );
  return createElement("main", null, ...children(0));
}

describe("the patched React stream renderer", () => {
  it("is the one the server loads", () => {
    expect(fs.readFileSync(patchedFile, "utf8")).toContain('var pendingHtml=""');
  });

  it("writes exactly the HTML React renders to a string", async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const element = page(seed);
      const writes = await renderToWrites(element);
      expect(writes.join("")).toBe(renderToString(element));
    }
  });

  it("still sends the page before a suspended part, and that part when it is ready", async () => {
    let release = () => {};
    let ready = false;
    const later = new Promise<void>((resolve) => (release = resolve));
    function Late() {
      if (!ready) throw later;
      return createElement("em", null, "arrived ✓");
    }
    const writing = renderToWrites(createElement("main", null, "first 🔒", createElement(Suspense, { fallback: "waiting…" }, createElement(Late))), { waitForAll: false });
    setTimeout(() => {
      ready = true;
      release();
    }, 10);
    const writes = await writing;
    const firstWithLate = writes.findIndex((write) => write.includes("arrived ✓"));
    expect(writes[0]).toContain("first 🔒");
    expect(writes[0]).toContain("waiting…");
    expect(writes[0]).not.toContain("arrived");
    expect(firstWithLate).toBeGreaterThan(0);
  });
});
