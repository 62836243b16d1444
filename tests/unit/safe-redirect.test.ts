import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "~/server/accounts/auth.server";
import { siteOrigin } from "~/server/platform/env.server";

describe("safeRedirectTarget", () => {
  it.each([
    "//evil.example/phish",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\t\\evil.example",
    " //evil.example",
    "https://evil.example/welcome",
    "https:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    `${siteOrigin}.evil.example/`,
    `${siteOrigin}@evil.example/`,
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/%2e//evil.example/x",
    "/./\\evil.example/x",
  ])("refuses %j", (hostile) => {
    expect(safeRedirectTarget(hostile)).toBe("/welcome");
  });

  it.each([
    ["/welcome?support=open", "/welcome?support=open"],
    ["/lesson/intro/logo-design#notes", "/lesson/intro/logo-design#notes"],
    [`${siteOrigin}/dashboard`, "/dashboard"],
    ["dashboard", "/dashboard"],
  ])("follows %j on this site", (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  // Every way of writing "a dot segment, then two slashes" a browser would accept: each must
  // come back as a path that, used as a Location, stays on this site.
  const dotSegments = ["", "/.", "/..", "/%2e", "/%2E", "/.%2e", "/%2e.", "/%2e%2e", "/./.", "/a/..", "/a/%2e%2e", "/./..", "/.\t", "/%2e\n"];
  const doubleSlashes = ["//", "/\\", "\\/", "\\\\", "/\t/", "/\n/", "\t//", "///", "/./"];
  const variants = dotSegments.flatMap((dots) => doubleSlashes.map((slashes) => `${dots}${slashes}evil.example/x`));

  it.each(variants)("keeps %j on this site", (hostile) => {
    const target = safeRedirectTarget(hostile);
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(new URL(target, siteOrigin).origin).toBe(siteOrigin);
  });

  it("falls back for anything that is not a string", () => {
    expect(safeRedirectTarget(null)).toBe("/welcome");
    expect(safeRedirectTarget("")).toBe("/welcome");
  });
});
