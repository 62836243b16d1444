// Everything the site sells, priced from the same content the pages show, so a page and a
// charge can never disagree. Amounts are whole dollars in the content and cents here.
import { bootcampOffer } from "./bootcamp";
import { kitsForPlan, type KitShipment } from "./kits";
import { plans, type PricingPlan } from "./plans";
import { trainingOnlyOffer } from "./training-order";

export type ProductId = "bootcamp" | "training-only" | PricingPlan["id"];

export type Product = {
  id: ProductId;
  name: string;
  /** Charged at checkout. */
  amountCents: number;
  /** Split pay: the second payment, owed `balanceDueDays` after the first. */
  balanceCents: number;
  balanceDueDays: number;
  /** The bootcamp opens the course area; every plan opens the member portal. */
  grantsBootcamp: boolean;
  /** Where the visitor came from, to return to when they cancel at checkout. */
  orderPath: string;
  /** The repair kits posted to the buyer; only a product that ships something asks for an address. */
  ships: KitShipment | null;
};

const SPLIT_PAY_DAYS = 30;

const planProducts: Product[] = plans.map((plan) => ({
  id: plan.id,
  name: plan.isQualified ? `${plan.name} (Split Pay)` : plan.name,
  amountCents: plan.price * 100,
  balanceCents: plan.isQualified ? plan.price * 100 : 0,
  balanceDueDays: plan.isQualified ? SPLIT_PAY_DAYS : 0,
  grantsBootcamp: false,
  orderPath: `/order?package=${plan.id}`,
  ships: kitsForPlan[plan.id],
}));

export const products: Product[] = [
  {
    id: "bootcamp",
    name: bootcampOffer.name,
    amountCents: bootcampOffer.price * 100,
    balanceCents: 0,
    balanceDueDays: 0,
    grantsBootcamp: true,
    orderPath: "/bootcamp-order",
    ships: null,
  },
  {
    id: "training-only",
    name: trainingOnlyOffer.name,
    amountCents: trainingOnlyOffer.price * 100,
    balanceCents: 0,
    balanceDueDays: 0,
    grantsBootcamp: false,
    orderPath: "/training-order",
    ships: null,
  },
  ...planProducts,
];

export function findProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
