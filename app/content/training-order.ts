// /training-order, the training without a kit for people who already own tools: its first offer
// and the plan price its note compares with. Its words are the studio's page.training-order.
import { visiblePlans, type PricingPlan } from "~/content/plans";

/** The lowest price of a plan with a kit, for the note beside the training-only price. */
export const lowestBundlePrice = (onSale: PricingPlan[]) => Math.min(...visiblePlans(onSale, false).map((plan) => plan.price));

/** The training without a kit, as first published (the offers studio edits it). */
export const trainingOnlyOffer = {
  name: "Training Only (No Kit)",
  price: 1497,
  description: "Training only, no kit",
} as const;
