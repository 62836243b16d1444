import { businessSetup } from "./business-setup";
import { customers } from "./customers";
import { damageTypes } from "./damage-types";
import { platinumKitRepair } from "./platinum-kit-repair";
import { pricingAndInsurance } from "./pricing-and-insurance";
import { proKitRepair } from "./pro-kit-repair";
import { tools } from "./tools";
import type { CoachPassage } from "./types";
import { workingConditions } from "./working-conditions";

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
