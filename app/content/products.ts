// Everything the site sells, priced from the same content the pages show, so a page and a
// charge can never disagree. Amounts are whole dollars in the content and cents here.
import { bootcampOffer } from "~/content/bootcamp";
import { kitsForPlan, type KitShipment } from "~/content/kits";
import { plans, type PricingPlan } from "~/content/plans";
import { trainingOnlyOffer } from "~/content/training-order";

export type ProductId = "bootcamp" | "training-only" | PricingPlan["id"];

export type Product = {
  id: ProductId;
  name: string;
  /** Charged at checkout. */
  amountCents: number;
  /** A plan in instalments: the first is `amountCents`, charged at checkout; the later ones are collected by the site. */
  instalments: InstalmentSchedule | null;
  /** The bootcamp opens the course area; every plan opens the member portal. */
  grantsBootcamp: boolean;
  /** Where the visitor came from, to return to when they cancel at checkout. */
  orderPath: string;
  /** The repair kits posted to the buyer; only a product that ships something asks for an address. */
  ships: KitShipment | null;
};

export type InstalmentSchedule = {
  /** All payments, the one at checkout included. */
  payments: number;
  intervalDays: number;
  amountCents: number;
};

const planProducts: Product[] = plans.map((plan) => ({
  id: plan.id,
  name: plan.isQualified ? `${plan.name} (Split Pay)` : plan.name,
  amountCents: plan.price * 100,
  instalments: plan.instalments ? { payments: plan.instalments.payments, intervalDays: plan.instalments.everyDays, amountCents: plan.price * 100 } : null,
  grantsBootcamp: false,
  orderPath: `/order?package=${plan.id}`,
  ships: kitsForPlan[plan.id],
}));

export const products: Product[] = [
  {
    id: "bootcamp",
    name: bootcampOffer.name,
    amountCents: bootcampOffer.price * 100,
    instalments: null,
    grantsBootcamp: true,
    orderPath: "/bootcamp-order",
    ships: null,
  },
  {
    id: "training-only",
    name: trainingOnlyOffer.name,
    amountCents: trainingOnlyOffer.price * 100,
    instalments: null,
    grantsBootcamp: false,
    orderPath: "/training-order",
    ships: null,
  },
  ...planProducts,
];

export function findProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

/**
 * Every plan in instalments that costs less in total than paying in full, and whether the
 * owner said it may (`npm test` fails on one they did not; the admin area shows the others).
 */
export function splitsBelowFullPrice(): { product: string; totalCents: number; fullProduct: string; fullCents: number; ownerAllowed: boolean }[] {
  return plans.flatMap((plan) => {
    if (!plan.instalments) return [];
    const full = findProduct(plan.instalments.splits)!;
    const totalCents = plan.price * 100 * plan.instalments.payments;
    if (totalCents >= full.amountCents) return [];
    return [
      {
        product: findProduct(plan.id)!.name,
        totalCents,
        fullProduct: full.name,
        fullCents: full.amountCents,
        ownerAllowed: plan.instalments.ownerAllowsLowerTotal === true,
      },
    ];
  });
}
