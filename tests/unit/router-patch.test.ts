import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// patches/ (applied by npm install) make the server build its route tree once per build and
// rank it and match each path once, instead of on every request: @remix-run/react keeps the
// route tree, react-router-dom its data routes, @remix-run/router the ranked branches and
// each path's matches. These check that the patches are the code the server loads and that
// the same tree, asked many times, still answers each path correctly.
const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");

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
    const remixServer = require.resolve("@remix-run/react").replace(/index\.js$/, "server.js");
    expect(fs.readFileSync(remixServer, "utf8")).toContain("const serverRoutesByManifest = new WeakMap()");
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

  it("hands every caller its own matches, so a loader changing its params changes nothing else", () => {
    const first = matchRoutes(routes, "/lesson/sales/pricing");
    // Params are typed read-only, but a loader receives the object itself and can change it.
    (first!.at(-1)!.params as Record<string, string>).moduleId = "changed";
    first!.pop();
    const again = matchRoutes(routes, "/lesson/sales/pricing");
    expect(again).toHaveLength(2);
    expect(again!.at(-1)!.params).toEqual({ moduleId: "sales", lessonId: "pricing" });
    // Every match of one answer still shares one params object, as unpatched React Router's do.
    expect(again![0].params).toBe(again![1].params);
  });

  it("keeps answering correctly when more paths are asked than it remembers", () => {
    for (let i = 0; i < 2_500; i++) expect(matchRoutes(routes, `/lesson/m${i}/l${i}`)?.at(-1)?.params.lessonId).toBe(`l${i}`);
    expect(leafOf("/dashboard")?.route.id).toBe("dashboard");
  });
});

describe("the patched static router", () => {
  const context = {
    basename: "/",
    location: { pathname: "/dashboard", search: "", hash: "", state: null, key: "default" },
    matches: [],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  };

  it("makes one set of data routes per route tree and a new one for another tree", () => {
    const tree = [{ id: "root", path: "/", children: [{ id: "dashboard", path: "dashboard" }] }];
    const first = createStaticRouter(tree, context);
    expect(createStaticRouter(tree, context).routes).toBe(first.routes);
    expect(first.routes[0].children?.[0].id).toBe("dashboard");
    const other = [{ id: "other", path: "/" }];
    expect(createStaticRouter(other, context).routes[0].id).toBe("other");
  });
});
