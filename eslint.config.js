import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
    // One way to write: writeTransaction (IMMEDIATE, its transaction function made once).
    files: ["app/**", "db/**"],
    ignores: ["app/server/db.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='transaction']",
          message: "Write transactions go through writeTransaction from app/server/db.server.ts (BEGIN IMMEDIATE, so a write waits for another process instead of failing with SQLITE_BUSY).",
        },
      ],
    },
  },
);
