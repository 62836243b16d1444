// Copy and figures for the landing page (/). The claims and figures are the owner's published
// ones: change them only on the owner's word.
import { pictures, type Picture } from "~/content/pictures";
import { withBasis, type Figures, type ReportedFigure } from "~/content/reported-results";

/** The live-webinar banner at the top of the landing page (its session comes from the schedule, WEBINAR_SCHEDULE). */
export const webinarBanner = {
  /** The close link's target: the loader hides the banner for this one page view. */
  dismissQuery: { name: "banner", value: "closed" },
} as const;

export const hero = {
  eyebrow: (figures: Figures) => `Trusted by ${figures.studentsTrained} trained students`,
  headline: "Start Your Own Mobile Windshield Chip Repair Business",
  intro: "Learn the 15-minute repair that drivers, dealerships and insurers pay for, and turn a small professional kit into a business you run from your car.",
  claims: (figures: Figures) => [
    { text: `${figures.repairPrice.value} for every 15-minute repair`, basis: figures.repairPrice.basis },
    { text: `${figures.dayRange.value} per day with a few hours of steady work`, basis: figures.dayRange.basis },
    "Equipment under $500 and no experience needed",
    "Get started in 48 hours",
  ],
} as const;

export type FeatureIcon = "video" | "kit" | "shield" | "megaphone" | "coach" | "globe";
export type Feature = { icon: FeatureIcon; title: string; text: string };

export const features: Feature[] = [
  {
    icon: "video",
    title: "Step-by-step video training",
    text: "Watch every repair from the first look at the chip to the final polish, then practise on a test chip before your first paying customer.",
  },
  {
    icon: "kit",
    title: "A professional repair kit",
    text: "The same bridge, injector and curing light our technicians use, with enough resin for 250+ repairs.",
  },
  {
    icon: "shield",
    title: "Insurance billing made simple",
    text: "Most insurers cover chip repair in full, so your customers pay nothing out of pocket and say yes on the spot.",
  },
  {
    icon: "megaphone",
    title: "A system for finding customers",
    text: "Scripts and routes for car washes, dealerships, fleets and parking lots, so your calendar fills without paid ads.",
  },
  {
    icon: "coach",
    title: "Coaching from people who do the work",
    text: "15+ years in the trade behind every answer: 1-on-1 calls, a member community and an AI coach that cites the lessons.",
  },
  {
    icon: "globe",
    title: "Your own business website",
    text: "A ready-made site with online booking and an insurance checker, so customers find you and book you the same day.",
  },
];

export const websiteIncluded = {
  heading: "A Professional Website Is Included",
  intro:
    "Customers search before they call. Every student gets a ready-made website for their repair business, set up with their name, service area and phone number.",
  hostingOffer: "6 months of free hosting with the Complete plan",
  benefits: [
    "Online booking, so customers pick a time while they are looking at the chip",
    "An insurance checker that shows drivers their repair is likely covered",
    "Fast on any phone, with your phone number one tap away",
    "Local search basics set up for your city from day one",
  ],
} as const;

export const kitSection = {
  heading: "Professional Equipment for Under $500",
  intro: "You don't need a shop, a van or expensive machinery. Our professional kit fits in a car trunk and pays for itself within your first few repairs.",
  highlights: [
    "Enough resin for 250+ repairs",
    "Repairs chips and cracks up to 6 inches long",
    "Bridge, injector, curing light and finishing tools in one case",
    "Upgrade to the Platinum kit for 300+ repairs when you grow",
  ],
} as const;

export type RepairStep = { name: string; text: string; picture: Picture };

export const repairSteps = {
  heading: "The 15-Minute Repair in Four Steps",
  intro:
    "Every repair follows the same four steps, done where the car is parked. The course shows each one up close, and you practise them on your own test glass first.",
  steps: [
    {
      name: "Bridge",
      text: "Clean the chip, then set the bridge on its suction cups so the injector sits square over the impact point.",
      picture: pictures.stepBridge,
    },
    {
      name: "Inject",
      text: "Screw in the injector and press resin into every leg of the break until it turns clear.",
      picture: pictures.stepInject,
    },
    {
      name: "Cure",
      text: "A few minutes under the UV lamp harden the resin, and the break can no longer spread.",
      picture: pictures.stepCure,
    },
    {
      name: "Pit fill",
      text: "Seal the impact point with pit filler under a curing strip, then scrape it flush with a razor blade.",
      picture: pictures.stepPitFill,
    },
  ] satisfies RepairStep[],
} as const;

export const knowledgeVersusTools = (figures: Figures) => ({
  heading: "Knowledge Makes the Money, Not the Tools",
  statistic: "75%",
  statisticText: "of people who buy repair tools on their own never earn back their investment.",
  intro:
    "The kit is the easy part. The income comes from knowing which chips to take, doing a repair the customer can't see, getting insurance to pay and turning one car wash into a weekly account.",
  columns: { topic: "What it takes", toolsOnly: "Tools on their own", withTraining: "Tools plus our training" },
  rows: [
    {
      topic: "Repair quality",
      toolsOnly: "Trial and error on customers' windshields",
      withTraining: "A proven 15-minute process, practised before your first customer",
    },
    {
      topic: "Pricing",
      toolsOnly: "Guessing, and usually undercharging",
      withTraining: `${withBasis(figures.repairPrice)}, with confidence`,
    },
    {
      topic: "Getting paid",
      toolsOnly: "Cash jobs only, when someone says yes",
      withTraining: "Insurance billing, so most customers pay nothing out of pocket",
    },
    {
      topic: "Finding customers",
      toolsOnly: "Waiting for someone to ask",
      withTraining: "Car washes, dealerships, fleets and parking lots, with scripts that work",
    },
    {
      topic: "Support",
      toolsOnly: "A one-page leaflet",
      withTraining: "Coaching, a member community and an AI coach",
    },
  ],
});

export type MarketStat = { value: string; label: string };

export const marketOpportunity = {
  heading: "A $4.2 Billion Market That Keeps Growing",
  intro:
    "Every car on the road is one flying stone away from a chip, and a chip left alone spreads into a crack that means a full windshield replacement. That is why drivers, fleets and insurers pay for fast repairs.",
  stats: [
    { value: "280M+", label: "Vehicles on US roads" },
    { value: "$4.2B", label: "Windshield repair market" },
    { value: "15%", label: "Yearly industry growth" },
    { value: "90%", label: "Repeat customers" },
  ] satisfies MarketStat[],
} as const;

export type IncomePath = {
  name: string;
  income: ReportedFigure;
  hours: string;
  text: string;
  highlights: string[];
};

export const incomePaths = (figures: Figures): IncomePath[] => [
  {
    name: "Side Hustle",
    income: figures.sideHustleMonth,
    hours: "10-15 hours/week",
    text: "Keep your job and repair chips on evenings and weekends.",
    highlights: ["Weekend stands at car washes and gas stations", "Referrals from friends, family and co-workers", "No boss and no fixed schedule"],
  },
  {
    name: "Full-Time Business",
    income: figures.fullTimeMonth,
    hours: "40-50 hours/week",
    text: "Replace your income with a mobile business that goes where the cars are.",
    highlights: ["Weekly accounts with dealerships and fleets", "Insurance billing on most jobs", `${withBasis(figures.dayRange)} days on a steady route`],
  },
  {
    name: "Scaled Enterprise",
    income: figures.teamMonth,
    hours: "A team of technicians",
    text: "Hire and train technicians and run the business instead of every repair.",
    highlights: ["Several vans covering your whole metro area", "Commercial and fleet contracts", "Hiring and training playbooks from our coaches"],
  },
];

export const testimonialsSection = {
  heading: "Hear From Our Students",
  intro: "Real students, real first weeks. Press play to hear how each of them got started.",
} as const;

export const pricingSection = {
  heading: "Choose Your Training Plan",
  intro: "Every plan includes the full video course, a professional repair kit and your business website.",
  strategyCall: "Not sure which plan fits? Talk it through on a free strategy call first.",
} as const;
