import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import noServerValueInBrowserCode from "./eslint-rules/no-server-value-in-browser-code.js";

/** Import patterns each layer may not use (no-restricted-imports). */
const COMPONENTS = { regex: "(^~/|^(\\.\\./)+|/app/)components(/|$)", message: "Server and shared code do not import React components: put types and rules both sides use in app/lib." };
const CLASSIC_ZOD = { regex: "^zod(?!/v4-mini$)(/.*)?$", message: 'Code that reaches the browser uses "zod/v4-mini" (the shared field rules); classic zod is several times its size and belongs in *.server.ts modules.' };
const SERVER_MODULES = { regex: "(^~/server(/|$))|\\.server(\\.[cm]?[jt]sx?)?$|(^|/)\\.server(/|$)", message: "Code that runs in the browser cannot use server modules (empty in the browser bundle): put what both sides need in app/lib." };

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build*/",
      "public/build/",
      "db/migrations/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".e2e*/",
      ".cache/",
    ],
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
    rules: { "local/no-server-value-in-browser-code": "error", "no-restricted-imports": ["error", { patterns: [CLASSIC_ZOD] }] },
  },
  {
    files: ["app/server/**", "db/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [COMPONENTS] }] },
  },
  {
    files: ["app/lib/**", "app/content/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [COMPONENTS, SERVER_MODULES, CLASSIC_ZOD] }] },
  },
  {
    files: ["app/components/**", "app/entry.client.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_MODULES, CLASSIC_ZOD] }] },
  },
  {
    // One way to do each thing: one write transaction helper, one list of cookie names.
    files: ["app/**", "db/**"],
    ignores: ["app/server/db.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='transaction']",
          message: "Write transactions go through writeTransaction from app/server/db.server.ts (BEGIN IMMEDIATE, so a write waits for another process instead of failing with SQLITE_BUSY).",
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
