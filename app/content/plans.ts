export type PricingPlan = {
  id: "complete" | "premium" | "ultimate" | "qualified-split";
  name: string;
  /** Whole US dollars charged today. */
  price: number;
  description: string;
  badge?: string;
  badgeVariant?: "default" | "secondary";
  features: string[];
  cta: string;
  highlight: boolean;
  /** Only shown to visitors who qualified through the booking flow (?qualified=true). */
  isQualified?: boolean;
  /**
   * Sold in instalments: `payments` payments of `price` each (the first today), one every
   * `everyDays` days, the later ones charged to the card saved at checkout. `splits` is the
   * plan it spreads out (the same thing paid in full); in total it never costs less than that
   * one unless `ownerAllowsLowerTotal` records the owner's word (the admin area says so).
   */
  instalments?: { payments: number; everyDays: number; splits: PricingPlan["id"]; ownerAllowsLowerTotal?: true };
};

/** The plans as first published (the offers studio edits them; app/content/products.ts). */
export const plans: PricingPlan[] = [
  {
    id: "complete",
    name: "Complete Training System",
    price: 1997,
    description: "Everything you need to learn the craft and open for business.",
    features: [
      "Full video course: repair technique, insurance billing and sales",
      "Professional repair kit (250+ repairs of resin)",
      "Business launch templates: flyers, banners, business cards",
      "6 months of free website hosting",
      "Member community and on-demand AI coach",
    ],
    cta: "Get the Complete System",
    highlight: false,
  },
  {
    id: "premium",
    name: "Premium Coaching Program",
    price: 2997,
    description: "The complete system plus a coach in your corner for your first 12 weeks.",
    badge: "Most Popular",
    badgeVariant: "default",
    features: [
      "Everything in the Complete Training System",
      "2 Platinum repair kits, so a partner or first hire can work beside you",
      "12 weeks of 1-on-1 coaching calls",
      "Done-with-you local marketing plan",
      "30-day money-back guarantee",
    ],
    cta: "Start Premium Coaching",
    highlight: true,
  },
  {
    id: "ultimate",
    name: "Ultimate Business Mastery",
    price: 7995,
    description: "For owners building a multi-van operation from day one.",
    features: [
      "Everything in the Premium Coaching Program",
      "5 professional repair kits for a full team",
      "A full year of 1-on-1 coaching",
      "12 months of free website hosting",
      "Hiring, training and dealership-contract playbooks",
    ],
    cta: "Go Ultimate",
    highlight: false,
  },
  {
    id: "qualified-split",
    name: "Complete Training System",
    price: 997,
    description: "The Complete Training System in two payments, for applicants who qualified on their strategy call.",
    badge: "Split Pay",
    badgeVariant: "secondary",
    features: ["Everything in the Complete Training System", "Two payments of $997, 30 days apart", "6 months of free website hosting"],
    cta: "Start with $997",
    highlight: false,
    isQualified: true,
    // $997 twice is $3 less than paying in full: the owner's published price (the specification), kept on their word.
    instalments: { payments: 2, everyDays: 30, splits: "complete", ownerAllowsLowerTotal: true },
  },
];

/** The plans a visitor sees of those on sale: the split-pay card only with ?qualified=true, and then first (on a phone, the card they came for is the first they see). */
export function visiblePlans(onSale: PricingPlan[], qualified: boolean): PricingPlan[] {
  const offer = onSale.filter((plan) => plan.isQualified);
  const publicPlans = onSale.filter((plan) => !plan.isQualified);
  return qualified ? [...offer, ...publicPlans] : publicPlans;
}
