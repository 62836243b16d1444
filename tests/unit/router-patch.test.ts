import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// patches/@remix-run+router+*.patch makes the server's route matcher rank a route tree once
// instead of on every request (npm install applies it). These check that it is applied and
// that matching one tree many times still answers each path correctly.
const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "lesson", path: "lesson/:moduleId/:lessonId" },
      { id: "lesson-intro", path: "lesson/intro/:lessonId" },
      { id: "dashboard", path: "dashboard" },
      { id: "catch-all", path: "*" },
    ],
  },
];
const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

describe("the patched route matcher", () => {
  it("is the one the server loads", () => {
    expect(fs.readFileSync(routerFile, "utf8")).toContain("const rankedBranches = new WeakMap()");
  });

  it("answers each path against the same tree, in rank order, every time", () => {
    for (let round = 0; round < 3; round++) {
      expect(leafOf("/dashboard")?.route.id).toBe("dashboard");
      expect(leafOf("/lesson/intro/why-no-cost")?.route.id).toBe("lesson-intro");
      expect(leafOf("/lesson/sales/pricing")).toMatchObject({ route: { id: "lesson" }, params: { moduleId: "sales", lessonId: "pricing" } });
      expect(leafOf("/no/such/page")?.route.id).toBe("catch-all");
    }
  });

  it("sees a different tree as different", () => {
    const other = [{ id: "only", path: "/dashboard" }];
    expect(matchRoutes(other, "/dashboard")?.at(-1)?.route.id).toBe("only");
    expect(matchRoutes(other, "/lesson/intro/x")).toBeNull();
  });
});
