import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import rules of `npm run lint`, run on code placed where each rule applies: the server's
// areas import only their own and lower areas, app code imports by alias, and app/content
// imports nothing of app/lib.

const eslint = new ESLint();
const problems = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages.map((message) => message.message));

describe("import layers", () => {
  it("refuse an import from a higher server area, and calls and sales importing each other", async () => {
    expect(
      await problems(
        "app/server/platform/probe.server.ts",
        'import { memberPlan } from "~/server/members/member-plan.server";\nexport const probe = memberPlan;\n',
      ),
    ).toEqual([expect.stringContaining("app/server/platform may not import from")]);
    expect(
      await problems(
        "app/server/calls/probe.server.ts",
        'import { paymentProvider } from "~/server/sales/payments.server";\nexport const probe = paymentProvider;\n',
      ),
    ).toEqual([expect.stringContaining("app/server/calls may not import from")]);
    expect(
      await problems(
        "app/server/sales/probe.server.ts",
        'import { createBooking } from "~/server/calls/bookings.server";\nexport const probe = createBooking;\n',
      ),
    ).toEqual([expect.stringContaining("app/server/sales may not import from")]);
  });

  it("let an area import its own modules and lower areas' by alias", async () => {
    expect(
      await problems(
        "app/server/members/probe.server.ts",
        'import { db } from "~/server/platform/db.server";\nimport { memberPlan } from "~/server/members/member-plan.server";\nexport const probe = [db, memberPlan];\n',
      ),
    ).toEqual([]);
  });

  it("refuse relative imports in app code, and app/lib in app/content", async () => {
    expect(await problems("app/lib/probe.ts", 'import { formatDollars } from "./money";\nexport const probe = formatDollars;\n')).toEqual([
      expect.stringContaining("App code imports by alias"),
    ]);
    expect(await problems("app/content/probe.ts", 'import { formatDollars } from "~/lib/money";\nexport const probe = formatDollars;\n')).toEqual([
      expect.stringContaining("app/content imports nothing of app/lib"),
    ]);
  });
});
