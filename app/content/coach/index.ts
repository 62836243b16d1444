import { businessSetup } from "~/content/coach/business-setup";
import { customers } from "~/content/coach/customers";
import { damageTypes } from "~/content/coach/damage-types";
import { platinumKitRepair } from "~/content/coach/platinum-kit-repair";
import { pricingAndInsurance } from "~/content/coach/pricing-and-insurance";
import { proKitRepair } from "~/content/coach/pro-kit-repair";
import { tools } from "~/content/coach/tools";
import type { CoachPassage } from "~/content/coach/types";
import { workingConditions } from "~/content/coach/working-conditions";

/** The coach's whole knowledge base, each passage naming the lessons it belongs to. */
export const coachPassages: CoachPassage[] = [
  ...damageTypes,
  ...proKitRepair,
  ...platinumKitRepair,
  ...workingConditions,
  ...tools,
  ...pricingAndInsurance,
  ...customers,
  ...businessSetup,
];
