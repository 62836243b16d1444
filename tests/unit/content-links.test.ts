/// <reference types="vite/client" />
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { kits } from "~/content/kits";
import { plans } from "~/content/plans";
import { answerOf } from "../support/answer";

// Every internal link in the site's content data and pages must lead to a page that exists.

const appDirectory = path.resolve(__dirname, "../../app");
const routesDirectory = path.join(appDirectory, "routes");

/** URL patterns from Remix flat-route file names ("lead-survey_.success.tsx" -> /lead-survey/success). */
function routePatterns(): RegExp[] {
  return fs
    .readdirSync(routesDirectory)
    .map((file) => file.replace(/\.(tsx|ts)$/, ""))
    .filter((name) => name !== "$") // the catch-all 404 page is not a destination
    .map((name) => {
      // "[.]" is a literal dot inside a segment (leads[.]csv -> /leads.csv).
      const segments = name
        .replace(/\[\.\]/g, "~dot~")
        .split(".")
        .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
        .map((segment) => segment.replace(/_$/, ""))
        .map((segment) => (segment.startsWith("$") ? "[^/]+" : segment.replace(/[-]/g, "\\-").replace(/~dot~/g, "\\.")));
      return new RegExp(`^/${segments.join("/")}$`);
    });
}

function internalLinks(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === "string" && /^\/(?!\/)/.test(value)) found.add(value.split(/[?#]/)[0]);
  else if (Array.isArray(value)) value.forEach((item) => internalLinks(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => internalLinks(item, found));
  return found;
}

/** Links written in the views: to="/x", href="/x", action="/x", navigate("/x"), redirect("/x"). */
function linksInSource(): Map<string, string> {
  const links = new Map<string, string>();
  const pattern = /(?:\b(?:to|href|action)=\{?|\b(?:navigate|redirect|redirectWithFlash)\(|\b(?:to|href):\s*)["'`](\/[a-z0-9\-/_.]*)/g;
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, "utf8").matchAll(pattern)) {
          if (!match[1].startsWith("/assets/")) links.set(match[1], path.relative(appDirectory, file));
        }
      }
    }
  };
  walk(appDirectory);
  return links;
}

// Files the site serves from public/ (templates, forms, the tracking sheet).
const publicDirectory = path.resolve(__dirname, "../../public");
const isPublicFile = (pathname: string) => fs.existsSync(path.join(publicDirectory, pathname)) && fs.statSync(path.join(publicDirectory, pathname)).isFile();

describe("content links", () => {
  const patterns = routePatterns();
  const exists = (pathname: string) => isPublicFile(pathname) || patterns.some((pattern) => pattern.test(pathname));

  const contentModules = import.meta.glob("../../app/content/*.ts", { eager: true });

  const sourceLinks = linksInSource();

  it("finds the content modules and the links in the views", () => {
    expect(Object.keys(contentModules).length).toBeGreaterThan(5);
    expect(sourceLinks.size).toBeGreaterThan(10);
  });

  it.each([...internalLinks(contentModules)])("content link %s is a page of the site", (link) => {
    expect(exists(link)).toBe(true);
  });

  it.each([...sourceLinks])("%s (linked from %s) is a page of the site", (link) => {
    expect(exists(link)).toBe(true);
  });

  it("every /order?package= link (each plan, each kit on /tools) leads to that package's order page", async () => {
    const order = await import("~/routes/_sales+/order");
    const packages = [...plans.map((plan) => plan.id), ...Object.values(kits).map((kit) => kit.orderPackage)];
    for (const packageId of packages) {
      const answer = await order.loader({
        request: new Request(`http://site.test/order?package=${packageId}`),
        params: {},
        context: { clientAddress: "198.51.100.5" },
      });
      expect(answer, packageId).toMatchObject({ plan: { id: packageId } });
    }
    const stale = await order.loader({
      request: new Request("http://site.test/order?package=platinum-deluxe"),
      params: {},
      context: { clientAddress: "198.51.100.5" },
    });
    expect((await answerOf(stale)).status).toBe(404);
  });

  it("the pattern matcher itself tells pages from non-pages", () => {
    expect(exists("/")).toBe(true);
    expect(exists("/lead-survey/success")).toBe(true);
    expect(exists("/no-such-page")).toBe(false);
  });
});
