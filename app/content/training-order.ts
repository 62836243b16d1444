// Copy for /training-order: the training without a kit, for people who already own tools.
import { visiblePlans, type PricingPlan } from "~/content/plans";
import { withBasis, type Figures } from "~/content/reported-results";

/** The lowest price of a plan with a kit, for the note beside the training-only price. */
export const lowestBundlePrice = (onSale: PricingPlan[]) => Math.min(...visiblePlans(onSale, false).map((plan) => plan.price));

/** The training without a kit, as first published (the offers studio edits it). */
export const trainingOnlyOffer = {
  name: "Training Only (No Kit)",
  price: 1497,
} as const;

export const trainingOnlyPage = {
  eyebrow: "Training only, no kit",
  headline: "Already Have Your Own Tools? Get the Training Without the Kit",
  intro:
    "Owning a bridge and an injector is the easy part: 75% of people who buy repair tools on their own never earn back their investment. The training is what turns your tools into a business, and you don't pay for a kit you already have.",
  priceNote: (lowestBundle: string) => `The full course without a kit. Plans with a professional kit start at ${lowestBundle}.`,
} as const;

export type TrainingModule = { title: string; text: string };

export const trainingOnlyIncludes = (figures: Figures): TrainingModule[] => [
  {
    title: "The full video course",
    text: "Every repair lesson: reading a break, drilling, bridge and injector work, curing, pit fill and finishing, for chips and cracks.",
  },
  {
    title: "Insurance billing",
    text: "How insurance covers most chip repairs at no cost to the driver, and how to bill it so you get paid.",
  },
  {
    title: "Business setup",
    text: `Registering your business, pricing at ${withBasis(figures.repairPrice)}, and finding steady work at car washes, dealerships and fleets.`,
  },
  {
    title: "The AI coach",
    text: "On-demand answers about repair technique, tools, pricing and getting customers, grounded in the course lessons.",
  },
  {
    title: "The member community",
    text: "Students across the country sharing wins, tough repairs and what is working in their markets.",
  },
];

export const trainingOnlyFit: string[] = [
  "You own a bridge-and-injector or vacuum-pressure repair kit and know it works",
  "You want the repair technique, insurance billing and customer-finding that the kit didn't come with",
  "You would rather not pay for a second set of tools",
];
