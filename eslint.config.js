import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import noServerValueInBrowserCode from "./eslint-rules/no-server-value-in-browser-code.js";

/** Import patterns each layer may not use (no-restricted-imports). */
const COMPONENTS = {
  regex: "(^~/|^(\\.\\./)+|/app/)components(/|$)",
  message: "Server and shared code do not import React components: put types and rules both sides use in app/lib.",
};
const CLASSIC_ZOD = {
  regex: "^zod(?!/v4-mini$)(/.*)?$",
  message:
    'Code that reaches the browser uses "zod/v4-mini" (the shared field rules); classic zod is several times its size and belongs in *.server.ts modules.',
};
const RELATIVE = {
  regex: "^\\.{1,2}/",
  message: 'App code imports by alias: "~/..." for app/, "~db/..." for db/ (one style, and a file can move without its imports changing).',
};
const LIB_FROM_CONTENT = { regex: "^~/lib(/|$)", message: "app/content imports nothing of app/lib: the content is the lowest layer (app/lib may import it)." };

/**
 * The server's areas, lowest first: an area may import its own modules and those of the areas
 * below it, never one above (calls and sales are side by side and do not import each other).
 * Each area's README says what lives there.
 */
const SERVER_AREAS = ["platform", "delivery", "accounts", "funnel", "calls", "sales", "members", "shell"];
const SIDE_BY_SIDE = { calls: ["sales"], sales: ["calls"] };
const areaImportRules = SERVER_AREAS.map((area, index) => {
  const forbidden = [...new Set([...SERVER_AREAS.slice(index + 1), ...(SIDE_BY_SIDE[area] ?? [])])];
  return {
    files: [`app/server/${area}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            COMPONENTS,
            RELATIVE,
            ...(forbidden.length
              ? [
                  {
                    regex: `^~/server/(${forbidden.join("|")})/`,
                    message: `app/server/${area} may not import from ${forbidden.map((other) => `app/server/${other}`).join(", ")}: the areas are layered (see app/server/README.md).`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  };
});

const SERVER_MODULES = {
  regex: "(^~/server(/|$))|\\.server(\\.[cm]?[jt]sx?)?$|(^|/)\\.server(/|$)",
  message: "Code that runs in the browser cannot use server modules (empty in the browser bundle): put what both sides need in app/lib.",
};

export default tseslint.config(
  {
    ignores: ["node_modules/", "build*/", "public/build/", "db/migrations/", "test-results/", "playwright-report/", "bench-results/", ".e2e*/", ".cache/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["app/routes/**", "app/root.tsx"],
    plugins: { local: { rules: { "no-server-value-in-browser-code": noServerValueInBrowserCode } } },
    rules: { "local/no-server-value-in-browser-code": "error", "no-restricted-imports": ["error", { patterns: [CLASSIC_ZOD, RELATIVE] }] },
  },
  {
    files: ["db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [COMPONENTS, RELATIVE] }] },
  },
  ...areaImportRules,
  {
    files: ["app/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [COMPONENTS, SERVER_MODULES, CLASSIC_ZOD, RELATIVE] }] },
  },
  {
    files: ["app/content/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [COMPONENTS, SERVER_MODULES, CLASSIC_ZOD, RELATIVE, LIB_FROM_CONTENT] }] },
  },
  {
    files: ["app/components/**", "app/entry.client.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_MODULES, CLASSIC_ZOD, RELATIVE] }] },
  },
  {
    // One way to do each thing: one write transaction helper, one list of cookie names.
    files: ["app/**", "db/**"],
    ignores: ["app/server/platform/db.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='transaction']",
          message:
            "Write transactions go through writeTransaction from app/server/platform/db.server.ts (BEGIN IMMEDIATE, so a write waits for another process instead of failing with SQLITE_BUSY).",
        },
        {
          selector:
            "CallExpression[callee.name='createCookie'] > :matches(Literal, TemplateLiteral):first-child, CallExpression[callee.name=/SessionStorage$/] Property[key.name='name'] > :matches(Literal, TemplateLiteral), AssignmentExpression[left.property.name='cookie'] > :matches(Literal, TemplateLiteral[quasis.0.value.raw!=''])",
          message: "Cookie names come from COOKIE_NAMES (app/lib/cookie-names.ts): the page cache decides by them.",
        },
      ],
    },
  },
);
