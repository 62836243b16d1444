// Everything the site sells, as first published: the offers studio starts from these, and a
// product the owner never published is sold as written here (app/server/platform/offers.server.ts).
import { bootcampOffer } from "~/content/bootcamp";
import { productInclusions, type Inclusion } from "~/content/inclusions";
import { kitsForPlan, type KitShipment } from "~/content/kits";
import { plans, type PricingPlan } from "~/content/plans";
import { trainingOnlyOffer } from "~/content/training-order";

export type PlanId = PricingPlan["id"];

export type ProductId = "bootcamp" | "training-only" | PlanId;

/** One product as sold to new orders. Prices are whole US dollars. */
export type Offer = {
  name: string;
  price: number;
  /** The bootcamp: the price after its limited offer ends, and how many hours from a visitor's first visit the offer runs. */
  listPrice: number | null;
  offerHours: number | null;
  description: string;
  /** A word or two over the card ("Most Popular"); empty: none. */
  badge: string;
  badgeVariant: "default" | "secondary";
  /** The card's lines, in the owner's words (the free-text inclusions). */
  features: string[];
  /** What the site acts on: the portal's parts, kits to ship, coaching sessions, hosting, ... */
  inclusions: Inclusion[];
  cta: string;
  highlight: boolean;
  /** Hidden: not listed and not ordered; existing orders keep what they bought. */
  shown: boolean;
  /** The `qualified` rule: offered only to visitors who qualified on their strategy call (/pricing?qualified=true). */
  qualifiedOnly: boolean;
  /** Sold in `payments` payments of `price` each, one every `everyDays` days; `splits` is the plan paid in full it spreads out. */
  instalments: { payments: number; everyDays: number; splits: PlanId; ownerAllowsLowerTotal: boolean } | null;
  ships: KitShipment | null;
};

const notAPlan: Pick<Offer, "badge" | "badgeVariant" | "features" | "cta" | "highlight" | "shown" | "qualifiedOnly" | "instalments" | "ships"> = {
  badge: "",
  badgeVariant: "default",
  features: [],
  cta: "",
  highlight: false,
  shown: true,
  qualifiedOnly: false,
  instalments: null,
  ships: null,
};

export const offerSeeds: Record<ProductId, Offer> = {
  bootcamp: {
    ...notAPlan,
    name: bootcampOffer.name,
    price: bootcampOffer.price,
    listPrice: bootcampOffer.listPrice,
    offerHours: bootcampOffer.offerHours,
    description: bootcampOffer.description,
    inclusions: productInclusions.bootcamp,
  },
  "training-only": {
    ...notAPlan,
    name: trainingOnlyOffer.name,
    price: trainingOnlyOffer.price,
    listPrice: null,
    offerHours: null,
    description: trainingOnlyOffer.description,
    inclusions: productInclusions["training-only"],
  },
  ...(Object.fromEntries(
    plans.map((plan) => [
      plan.id,
      {
        name: plan.name,
        price: plan.price,
        listPrice: null,
        offerHours: null,
        description: plan.description,
        badge: plan.badge ?? "",
        badgeVariant: plan.badgeVariant ?? "default",
        features: plan.features,
        inclusions: productInclusions[plan.id],
        cta: plan.cta,
        highlight: plan.highlight,
        shown: true,
        qualifiedOnly: plan.isQualified === true,
        instalments: plan.instalments ? { ...plan.instalments, ownerAllowsLowerTotal: plan.instalments.ownerAllowsLowerTotal === true } : null,
        ships: kitsForPlan[plan.id],
      } satisfies Offer,
    ]),
  ) as Record<(typeof plans)[number]["id"], Offer>),
};
