import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { metafile } from "../support/build-metafile";

/** Every "script: source file" pair whose source file matches `pattern` and left code in the script. */
function browserCodeFrom(pattern: RegExp): string[] {
  return Object.entries(metafile().outputs).flatMap(([script, { inputs }]) =>
    Object.entries(inputs)
      .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && pattern.test(input))
      .map(([input]) => `${script}: ${input}`),
  );
}

test("the browser gets zod's mini build only, never classic zod", () => {
  // The forms' schemas do reach the browser: the check below would pass on an empty list.
  expect(browserCodeFrom(/node_modules\/zod\/v4\/mini\//).length).toBeGreaterThan(0);
  // Classic zod: zod 3 (the package's main entry) and zod 4's classic API.
  expect(browserCodeFrom(/node_modules\/zod\/(index\.js|v3\/|v4\/classic\/)/)).toEqual([]);
});

test("the account and admin forms share one form library and one adapter", () => {
  expect(browserCodeFrom(/node_modules\/remix-validated-form\//).length).toBeGreaterThan(0);
  expect(browserCodeFrom(/node_modules\/@remix-validated-form\//)).toEqual([]);
});

/** A route module's entry in the build, by its route file's name (wherever its area folder puts it). */
const ROUTE_ENTRY = /^browser-route-module:routes\/(?:_[a-z]+\+\/)?(.+)\.tsx\?browser$/;
function routeEntryPoint(route: string): string {
  const entryPoint = Object.values(metafile().outputs).find((output) => ROUTE_ENTRY.exec(output.entryPoint ?? "")?.[1] === route)?.entryPoint;
  expect(entryPoint, route).toBeDefined();
  return entryPoint!;
}

/** The scripts a page loads for `entryPoint` before it runs: the entry's own and its static imports, followed through. */
function scriptsLoadedWith(...entryPoints: string[]): Set<string> {
  const { outputs } = metafile();
  const scripts = new Set<string>();
  for (const entryPoint of entryPoints) {
    const start = Object.keys(outputs).find((script) => outputs[script].entryPoint === entryPoint);
    expect(start, entryPoint).toBeDefined();
    scripts.add(start!);
  }
  for (const script of scripts) {
    for (const { path: imported, kind } of outputs[script].imports) if (kind === "import-statement" && outputs[imported]) scripts.add(imported);
  }
  return scripts;
}

/** The source files in the scripts a page loads for `entryPoint` before it runs. */
function sourcesLoadedWith(entryPoint: string): string[] {
  const { outputs } = metafile();
  return [...scriptsLoadedWith(entryPoint)].flatMap((script) =>
    Object.entries(outputs[script].inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input),
  );
}

test("the root, which every hydrating page loads, brings no schema or form library", () => {
  const sources = sourcesLoadedWith("browser-route-module:root.tsx?browser");
  expect(sources).toContain("app/root.tsx");
  expect(sources.filter((source) => /node_modules\/(zod|remix-validated-form)\//.test(source))).toEqual([]);
});

test("the browser gets none of the e-mails: their layout, their body and React Email stay on the server", () => {
  expect(browserCodeFrom(/node_modules\/@react-email\/|app\/server\/email/)).toEqual([]);
});

test("the browser gets no chart code: the overview's pictures are drawn on the server", () => {
  expect(browserCodeFrom(/node_modules\/(@visx|d3-[a-z-]+)\/|app\/server\/shell\/overview-charts/)).toEqual([]);
});

test("the browser gets no turbo-stream code: single fetch is off and its decoder is a stub", () => {
  expect(browserCodeFrom(/turbo-stream\/dist\//)).toEqual([]);
});

// Pages whose scripts have no use for a module's code must not load it as a side effect of
// importing a word or a type from it: each of these cost a page 2-6 KB gzip.
test("pages load only the content and rules they use in the browser", () => {
  const loadedBy = (route: string) => sourcesLoadedWith(routeEntryPoint(route));
  // The coach's chat shows the server's answer: no schema library on the member's pages.
  for (const route of ["dashboard", "welcome", "lesson.$moduleId.$lessonId"]) {
    expect(
      loadedBy(route).filter((source) => source.includes("node_modules/zod/")),
      route,
    ).toEqual([]);
  }
  // The kit catalogue stays on the server; the order page gets the one kit it ships from its loader.
  for (const route of ["_index", "order"]) expect(loadedBy(route), route).not.toContain("app/content/kits.ts");
  // The booking survey's questions are the server's business on the calendar page.
  expect(loadedBy("booking-calendar")).not.toContain("app/lib/booking-survey.ts");
});

// A page opens with at most 110 kB of gzip JavaScript (kB as DevTools counts them): the
// entry, the root, its route module and their static imports. With lazy route discovery the
// browser never fetches the full manifest file (the page carries the part it needs inline), so
// it is not counted. The admin
// area has no budget. Counted for every route module whether or not it hydrates, so a page
// that starts to hydrate is within the budget already. The account forms bring the form
// library and their schemas on the visitor's first interaction, which is what keeps their
// pages within it.
const ADMIN_AREA = /^(admin|manual-setup)/;
const ACCOUNT_FORM_PAGES = ["auth", "forgot-password", "change-password", "reset-password"];

test("every page outside the admin area opens with at most 110 kB of gzip JavaScript; the account pages with no form library", () => {
  // Most pages share React, Remix and the root: each script is compressed once.
  const compressed = new Map<string, number>();
  const gzipBytes = (file: string) => compressed.get(file) ?? compressed.set(file, zlib.gzipSync(fs.readFileSync(file)).length).get(file)!;
  const routes = Object.values(metafile().outputs)
    .map((output) => ROUTE_ENTRY.exec(output.entryPoint ?? "")?.[1])
    .filter((route): route is string => route !== undefined && !ADMIN_AREA.test(route));
  expect(routes).toEqual(expect.arrayContaining([...ACCOUNT_FORM_PAGES, "account", "_index", "dashboard"]));
  for (const route of routes) {
    const scripts = scriptsLoadedWith("app/entry.client.tsx", "browser-route-module:root.tsx?browser", routeEntryPoint(route));
    if (ACCOUNT_FORM_PAGES.includes(route)) {
      const sources = [...scripts].flatMap((script) => Object.keys(metafile().outputs[script].inputs));
      expect(
        sources.filter((source) => /node_modules\/(zod|remix-validated-form)\//.test(source)),
        route,
      ).toEqual([]);
    }
    const kB = [...scripts].reduce((sum, script) => sum + gzipBytes(path.resolve(script)), 0) / 1000;
    expect(kB, route).toBeLessThanOrEqual(110);
  }
});

// The course studio's pages may hydrate (drag and drop, live preview, choice rows), within 130 kB.
test("the course studio's pages open with at most 130 kB of gzip JavaScript", () => {
  const routes = Object.values(metafile().outputs)
    .map((output) => ROUTE_ENTRY.exec(output.entryPoint ?? "")?.[1])
    .filter((route): route is string => route !== undefined && route.startsWith("admin_.courses"));
  expect(routes.length).toBeGreaterThanOrEqual(7);
  for (const route of routes) {
    const scripts = scriptsLoadedWith("app/entry.client.tsx", "browser-route-module:root.tsx?browser", routeEntryPoint(route));
    const kB = [...scripts].reduce((sum, script) => sum + zlib.gzipSync(fs.readFileSync(path.resolve(script))).length, 0) / 1000;
    expect(kB, route).toBeLessThanOrEqual(130);
  }
});
