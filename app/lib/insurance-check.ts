import * as z from "zod/v4-mini";
import { firstErrorPerField } from "~/lib/form-errors";
import { fillValues } from "~/lib/text-units";
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

/** The answer for an insurer and a coverage: page.chip-repair-demo's `words` for it, the insurer's name and the sample business's cash prices filled in. */
function eligibility(providerId: string, coverage: CoverageType, words: Record<string, string>): EligibilityResult {
  const values = {
    provider: insuranceProviders.find((candidate) => candidate.id === providerId)!.name,
    cashPrice: `$${demoBusiness.cashPricePerChip}`,
    extraChipPrice: `$${demoBusiness.additionalChipPrice}`,
  };
  const answer = (headline: string, details: string) => ({ headline: fillValues(words[headline]!, values), details: fillValues(words[details]!, values) });
  if (coverage === "liability") return { covered: false, ...answer("liabilityHeadline", "liabilityDetails") };
  return { covered: true, ...answer("coveredHeadline", coverage === "comprehensive" ? "comprehensiveDetails" : "unsureDetails") };
}

/**
 * Reads the GET form's query string. Nothing is shown until the visitor presses Check
 * Eligibility (the provider select always sends its parameter, even empty); from then on
 * both choices are required. `words`: page.chip-repair-demo's, which hold the answers.
 */
export function checkInsurance(searchParams: URLSearchParams, words: Record<string, string>): InsuranceCheck {
  const values = { provider: searchParams.get("provider") ?? "", coverage: searchParams.get("coverage") ?? "" };
  if (!searchParams.has("provider") && !searchParams.has("coverage")) return { status: "not-checked", values };
  const parsed = insuranceCheckSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", values, fieldErrors: firstErrorPerField<keyof InsuranceCheckValues>(parsed.error.issues) };
  }
  return { status: "checked", values, result: eligibility(parsed.data.provider, parsed.data.coverage, words) };
}
