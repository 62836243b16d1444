import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import rule from "../../eslint-rules/no-server-value-in-browser-code.js";

// The lint rule that keeps server values out of the browser half of route modules: what it
// lets through, and what it reports.
RuleTester.describe = describe;
RuleTester.it = it;
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

const serverImport = `import { pageState, saveStep, skipAfterSave, postOnly } from "~/server/surveys.server";\n`;
const invalid = (code: string, name: string, where: string) => ({
  code: serverImport + code,
  filename: "app/routes/survey.tsx",
  errors: [{ messageId: "serverValueInBrowser" as const, data: { name, source: "~/server/surveys.server", where } }],
});

ruleTester.run("no-server-value-in-browser-code", rule, {
  valid: [
    {
      code:
        serverImport +
        "export async function loader() { return pageState(); }\nexport async function action() { return saveStep(); }\nexport default function View() { return null; }",
      filename: "app/routes/survey.tsx",
    },
    // what only loader and action use
    {
      code:
        serverImport +
        "const load = () => pageState();\nfunction save() { return saveStep(); }\nexport const loader = () => load();\nexport const action = () => save();",
      filename: "app/routes/survey.tsx",
    },
    { code: serverImport + "export const loader = postOnly;", filename: "app/routes/webhook.ts" },
    // types are erased
    {
      code: `import type { State } from "~/server/surveys.server";\nimport { pageState } from "~/server/surveys.server";\nexport default function View(props: State) { const typed: typeof pageState | null = null; return typed; }`,
      filename: "app/routes/survey.tsx",
    },
    {
      code: `import { type State, pageState } from "~/server/surveys.server";\nexport const loader = () => pageState();\nexport const meta = (state: State) => [state];`,
      filename: "app/routes/survey.tsx",
    },
    // shared modules are fine everywhere
    { code: `import { skipAfterSave } from "~/lib/surveys";\nexport const shouldRevalidate = skipAfterSave;`, filename: "app/routes/survey.tsx" },
    // an export the browser build drops
    { code: serverImport + "export function surveyPath() { return pageState(); }", filename: "app/routes/survey.tsx" },
  ],
  invalid: [
    invalid("export const shouldRevalidate = skipAfterSave;", "skipAfterSave", "`shouldRevalidate`"),
    invalid("export { skipAfterSave as shouldRevalidate };", "skipAfterSave", "`shouldRevalidate`"),
    invalid("export default function View() { return <button onClick={() => saveStep()} />; }", "saveStep", "the default export"),
    invalid("export const meta = () => [{ title: pageState() }];", "pageState", "`meta`"),
    invalid("export const handle = { save: saveStep };", "saveStep", "`handle`"),
    // through the module's own helpers
    invalid(
      "function title() { return pageState(); }\nconst label = () => title();\nexport function ErrorBoundary() { return label(); }",
      "pageState",
      "`title`",
    ),
    // run when the module loads, beside loader or not
    invalid("const state = pageState();\nexport const loader = () => state;", "pageState", "`state`"),
    invalid("saveStep();", "saveStep", "a top-level statement"),
  ],
});
