import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "~/server/auth.server";
import { siteOrigin } from "~/server/env.server";

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

  it("falls back for anything that is not a string", () => {
    expect(safeRedirectTarget(null)).toBe("/welcome");
    expect(safeRedirectTarget("")).toBe("/welcome");
  });
});
