import * as z from "zod/v4-mini";
import { firstErrorPerField } from "~/lib/form-errors";
import { coverageTypes, demoBusiness, insuranceProviders, type CoverageType } from "~/content/demo";

export const insuranceCheckMessages = {
  provider: "Please choose your insurance provider",
  coverage: "Please choose your coverage type",
} as const;

const providerIds = insuranceProviders.map((provider) => provider.id);
const coverageIds = coverageTypes.map((coverage) => coverage.id) as [CoverageType, ...CoverageType[]];

const insuranceCheckSchema = z.object({
  provider: z.string({ error: insuranceCheckMessages.provider }).check(z.refine((id) => providerIds.includes(id), insuranceCheckMessages.provider)),
  coverage: z.enum(coverageIds, { error: insuranceCheckMessages.coverage }),
});

type InsuranceCheckValues = { provider: string; coverage: string };
type EligibilityResult = { covered: boolean; headline: string; details: string };

export type InsuranceCheck =
  | { status: "not-checked"; values: InsuranceCheckValues }
  | { status: "invalid"; values: InsuranceCheckValues; fieldErrors: Partial<Record<keyof InsuranceCheckValues, string>> }
  | { status: "checked"; values: InsuranceCheckValues; result: EligibilityResult };

function eligibility(providerId: string, coverage: CoverageType): EligibilityResult {
  const provider = insuranceProviders.find((candidate) => candidate.id === providerId)?.name ?? "Your insurer";
  const cashPrice = `$${demoBusiness.cashPricePerChip}`;
  if (coverage === "liability") {
    return {
      covered: false,
      headline: "Liability-only policies don't cover glass repair",
      details:
        `Liability coverage pays for damage you cause to others, so ${provider} won't pay for your own windshield. ` +
        `Our cash price applies: ${cashPrice} for the first chip and $${demoBusiness.additionalChipPrice} for each extra chip, ` +
        "far less than the cost of a new windshield if the chip spreads.",
    };
  }
  const unsure = coverage === "full-or-unsure" ? " Most full-coverage policies include comprehensive; we confirm it with a quick call before we bill. " : " ";
  return {
    covered: true,
    headline: `Good news: your chip repair is most likely free with ${provider}`,
    details:
      `With comprehensive coverage, most carriers, ${provider} included, waive the deductible for chip repair ` +
      `because a repair today saves them a full windshield replacement later.${unsure}` +
      "We bill your insurer directly, so the repair is usually free to you.",
  };
}

/**
 * Reads the GET form's query string. Nothing is shown until the visitor presses Check
 * Eligibility (the provider select always sends its parameter, even empty); from then on
 * both choices are required.
 */
export function checkInsurance(searchParams: URLSearchParams): InsuranceCheck {
  const values = { provider: searchParams.get("provider") ?? "", coverage: searchParams.get("coverage") ?? "" };
  if (!searchParams.has("provider") && !searchParams.has("coverage")) return { status: "not-checked", values };
  const parsed = insuranceCheckSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", values, fieldErrors: firstErrorPerField<keyof InsuranceCheckValues>(parsed.error.issues) };
  }
  return { status: "checked", values, result: eligibility(parsed.data.provider, parsed.data.coverage) };
}
