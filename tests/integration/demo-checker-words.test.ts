import { describe, expect, it } from "vitest";
import { checkText, findTextUnit } from "~/lib/site-texts";
import type { InsuranceCheck } from "~/lib/insurance-check";
import { loader } from "~/routes/_funnel+/chip-repair-demo";
import { createUser } from "~/server/accounts/users.server";
import { publishText, saveTextDraft, studioText } from "~/server/platform/site-texts.server";

// The demo site's insurance checker's answers as studio page words (page.chip-repair-demo): the
// first values read as the answers did in code, the chosen insurer and the sample business's
// cash prices filled per answer; an unknown placeholder is refused by its name; a published edit
// is what the page answers next.

const owner = {
  id: await createUser({ email: "demo-checker-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "demo-checker-owner@example.test",
};

/** The checker's answer on /chip-repair-demo for an insurer and a coverage. */
async function answer(provider: string, coverage: string) {
  const request = new Request(`http://localhost/chip-repair-demo?${new URLSearchParams({ provider, coverage })}`);
  const { check } = (await loader({ request, params: {}, context: { clientAddress: "192.0.2.41" } })) as { check: InsuranceCheck };
  if (check.status !== "checked") throw new Error(`Not checked: ${JSON.stringify(check)}`);
  return check.result;
}

const formOf = () => ({
  ...(studioText("page.chip-repair-demo").current as Record<string, string>),
  version: String(studioText("page.chip-repair-demo").draft.version),
});

describe("the insurance checker's answers", () => {
  it("read as they did in code, for each coverage", async () => {
    expect(await answer("geico", "liability")).toEqual({
      covered: false,
      headline: "Liability-only policies don't cover glass repair",
      details:
        "Liability coverage pays for damage you cause to others, so GEICO won't pay for your own windshield. Our cash price applies: $65 for the first chip and $20 for each extra chip, far less than the cost of a new windshield if the chip spreads.",
    });
    expect(await answer("state-farm", "comprehensive")).toEqual({
      covered: true,
      headline: "Good news: your chip repair is most likely free with State Farm",
      details:
        "With comprehensive coverage, most carriers, State Farm included, waive the deductible for chip repair because a repair today saves them a full windshield replacement later. We bill your insurer directly, so the repair is usually free to you.",
    });
    expect(await answer("usaa", "full-or-unsure")).toEqual({
      covered: true,
      headline: "Good news: your chip repair is most likely free with USAA",
      details:
        "With comprehensive coverage, most carriers, USAA included, waive the deductible for chip repair because a repair today saves them a full windshield replacement later. Most full-coverage policies include comprehensive; we confirm it with a quick call before we bill. We bill your insurer directly, so the repair is usually free to you.",
    });
  });

  it("refuse an unknown placeholder by its name", () => {
    const check = checkText(findTextUnit("page.chip-repair-demo")!, { ...formOf(), liabilityHeadline: "{{insurer}} won't pay" });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.liabilityHeadline).toMatch(
      /^Unknown placeholder \{\{insurer\}\}: page words may name \{\{provider\}\}, \{\{cashPrice\}\}, \{\{extraChipPrice\}\}, /,
    );
  });

  it("are the page's once published", async () => {
    const check = checkText(findTextUnit("page.chip-repair-demo")!, { ...formOf(), liabilityHeadline: "{{provider}} won't pay: it's {{cashPrice}} cash" });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    saveTextDraft("page.chip-repair-demo", check.value, studioText("page.chip-repair-demo").draft.version, owner);
    publishText("page.chip-repair-demo", owner);
    expect((await answer("erie", "liability")).headline).toBe("Erie won't pay: it's $65 cash");
  });
});
