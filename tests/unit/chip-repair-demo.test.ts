import { describe, expect, it } from "vitest";
import { insuranceProviders } from "~/content/demo";
import { funnelPageTexts } from "~/content/page-texts/funnel";
import { validateDemoBooking } from "~/lib/demo-booking";
import { checkInsurance, insuranceCheckMessages } from "~/lib/insurance-check";

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

/** The checker's answers as first published (page.chip-repair-demo). */
const words = Object.fromEntries(funnelPageTexts)["page.chip-repair-demo"]!;

describe("checkInsurance", () => {
  it("lists the 16 carriers", () => {
    expect(insuranceProviders).toHaveLength(16);
  });

  it("shows nothing until Check Eligibility is pressed", () => {
    expect(checkInsurance(new URLSearchParams(), words).status).toBe("not-checked");
  });

  it("asks for each missing choice by its field", () => {
    expect(checkInsurance(new URLSearchParams("provider="), words)).toMatchObject({
      status: "invalid",
      fieldErrors: { provider: insuranceCheckMessages.provider, coverage: insuranceCheckMessages.coverage },
    });
    expect(checkInsurance(new URLSearchParams("provider=geico"), words)).toMatchObject({
      status: "invalid",
      fieldErrors: { coverage: insuranceCheckMessages.coverage },
    });
    expect(checkInsurance(new URLSearchParams("provider=nobody&coverage=comprehensive"), words)).toMatchObject({
      fieldErrors: { provider: insuranceCheckMessages.provider },
    });
  });

  it("says comprehensive and full coverage usually make the repair free", () => {
    for (const coverage of ["comprehensive", "full-or-unsure"]) {
      const check = checkInsurance(new URLSearchParams({ provider: "state-farm", coverage }), words);
      expect(check).toMatchObject({ status: "checked", result: { covered: true } });
      if (check.status === "checked") expect(check.result.details).toContain("waive the deductible");
    }
  });

  it("says liability only is not covered and a cash price applies", () => {
    const check = checkInsurance(new URLSearchParams({ provider: "geico", coverage: "liability" }), words);
    expect(check).toMatchObject({ status: "checked", result: { covered: false } });
    if (check.status === "checked") expect(check.result.details).toContain("cash price");
  });
});

describe("validateDemoBooking", () => {
  it("requires every field and keeps the other answers", () => {
    const result = validateDemoBooking(formData({ firstName: "Jane", lastName: "", phone: "", email: "not-an-email" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["email", "lastName", "phone"]);
    expect(result.values.firstName).toBe("Jane");
  });

  it("accepts a complete booking", () => {
    expect(validateDemoBooking(formData({ firstName: "Jane", lastName: "Doe", phone: "(801) 555-0100", email: "jane@example.com" }))).toEqual({
      ok: true,
      firstName: "Jane",
    });
  });
});
