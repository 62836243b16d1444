import type { KitShipment } from "~/content/kits";
import type { PricingPlan } from "~/content/plans";
import type { Offer, PlanId, ProductId } from "~/content/products";

// The offers' ids and how a plan offer shows as a card, for the browser and the server alike.

export const PLAN_IDS: PlanId[] = ["complete", "premium", "ultimate", "qualified-split"];

export const PRODUCT_IDS: ProductId[] = ["bootcamp", "training-only", ...PLAN_IDS];

export const isProductId = (id: string): id is ProductId => (PRODUCT_IDS as string[]).includes(id);

export const isPlanId = (id: string): id is PlanId => (PLAN_IDS as string[]).includes(id);

/** What the public pages show of the offers (every page gets it from the layout). */
export type OffersView = {
  /** The plans on sale, in order. */
  plans: PricingPlan[];
  kitShipments: Partial<Record<PlanId, KitShipment>>;
};

/** A plan offer as its card shows it. */
export function planCard(id: PlanId, offer: Offer): PricingPlan {
  return {
    id,
    name: offer.name,
    price: offer.price,
    description: offer.description,
    ...(offer.badge ? { badge: offer.badge, badgeVariant: offer.badgeVariant } : {}),
    features: offer.features,
    cta: offer.cta,
    highlight: offer.highlight,
    ...(offer.qualifiedOnly ? { isQualified: true } : {}),
    ...(offer.instalments
      ? {
          instalments: {
            payments: offer.instalments.payments,
            everyDays: offer.instalments.everyDays,
            splits: offer.instalments.splits,
            ...(offer.instalments.ownerAllowsLowerTotal ? { ownerAllowsLowerTotal: true as const } : {}),
          },
        }
      : {}),
  };
}
