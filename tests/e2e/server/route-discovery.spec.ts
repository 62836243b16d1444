import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { curriculum } from "~/content/curriculum";
import { ROUTE_DISCOVERY_LIMITS } from "../../../server/route-discovery.mjs";

// Lazy route discovery (/__manifest): a batch as large as the site's own pages send is
// answered with its routes; more paths, or deeper or longer ones, than server/route-discovery.mjs
// allows are refused with 400 before Remix matches them, however the address is spelled.

const REFUSAL = "Too many or too long paths.";

/** The build's version, as a page hands it to its script (Remix answers 204 to any other). */
async function buildVersion(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/webinar")).text();
  return /"version":\s*"([^"]+)"/.exec(html)![1];
}

function discoveryPath(paths: string[], version: string, pathname = "/__manifest"): string {
  const query = new URLSearchParams(paths.map((path) => ["p", path]));
  query.set("version", version);
  return `${pathname}?${query}`;
}

/** A GET with the request target exactly as written (fetch and Playwright would resolve `..`). */
function getAsWritten(baseURL: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: target, agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const lessonPaths = curriculum.flatMap((module) => module.lessons.map((lesson) => `/lesson/${module.id}/${lesson.id}`));

test("a batch as large as the dashboard's, with every lesson, is answered with the routes it needs", async ({ request }) => {
  const paths = [...lessonPaths, "/welcome", "/dashboard", "/business-resources", "/account", "/training-access", "/logout", "/"];
  const answer = await request.get(discoveryPath(paths, await buildVersion(request)));
  expect(answer.status()).toBe(200);
  expect(Object.keys(await answer.json())).toEqual(expect.arrayContaining(["root", "routes/dashboard", "routes/lesson.$moduleId.$lessonId"]));
});

test("more paths than allowed, a path too deep or too long: 400, before the build version is even looked at", async ({ request }) => {
  const version = await buildVersion(request);
  const tooMany = Array.from({ length: ROUTE_DISCOVERY_LIMITS.paths + 1 }, (_, index) => `/page-${index}`);
  const tooDeep = "/a".repeat(ROUTE_DISCOVERY_LIMITS.segmentsPerPath + 1);
  const tooLong = `/${"x".repeat(ROUTE_DISCOVERY_LIMITS.charactersPerPath)}`;
  for (const [what, paths] of Object.entries({ tooMany, tooDeep: [tooDeep], tooLong: [tooLong] })) {
    for (const askedVersion of [version, "another-build"]) {
      const answer = await request.get(discoveryPath(paths, askedVersion));
      expect(answer.status(), what).toBe(400);
      expect(await answer.text(), what).toBe(REFUSAL);
    }
  }
  // Just within the limits: answered.
  const atTheLimits = Array.from(
    { length: ROUTE_DISCOVERY_LIMITS.paths },
    (_, index) => `/lesson/${index}${"/a".repeat(ROUTE_DISCOVERY_LIMITS.segmentsPerPath - 2)}`,
  );
  expect((await request.get(discoveryPath(atTheLimits, version))).status()).toBe(200);
});

test("the limits hold however the address is spelled", async ({ baseURL, request }) => {
  const paths = ["/a".repeat(ROUTE_DISCOVERY_LIMITS.segmentsPerPath + 1)];
  const version = await buildVersion(request);
  for (const pathname of ["/x/../__manifest", "/x/%2e%2e/__manifest", "/./__manifest"]) {
    const answer = await getAsWritten(baseURL!, discoveryPath(paths, version, pathname));
    expect(answer.status, pathname).toBe(400);
    expect(answer.body, pathname).toBe(REFUSAL);
  }
});
