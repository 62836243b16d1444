// Content for /chip-repair-demo: a sample of the customer-facing website students get.
// The business below is fictional; its forms go nowhere.

export const demoBusiness = {
  name: "Summit Mobile Chip Repair",
  serviceArea: "Salt Lake and Utah County",
  tagline: "Rock chip in your windshield? We come to you and fix it in about 15 minutes.",
  repairTime: "about 15 minutes",
  cashPricePerChip: 65,
  additionalChipPrice: 20,
} as const;

export type InsuranceProvider = { id: string; name: string };

export const insuranceProviders: InsuranceProvider[] = [
  { id: "state-farm", name: "State Farm" },
  { id: "geico", name: "GEICO" },
  { id: "progressive", name: "Progressive" },
  { id: "allstate", name: "Allstate" },
  { id: "usaa", name: "USAA" },
  { id: "liberty-mutual", name: "Liberty Mutual" },
  { id: "farmers", name: "Farmers" },
  { id: "nationwide", name: "Nationwide" },
  { id: "travelers", name: "Travelers" },
  { id: "american-family", name: "American Family" },
  { id: "erie", name: "Erie" },
  { id: "auto-owners", name: "Auto-Owners" },
  { id: "the-hartford", name: "The Hartford" },
  { id: "safeco", name: "Safeco" },
  { id: "mercury", name: "Mercury" },
  { id: "kemper", name: "Kemper" },
];

export const coverageTypes = [
  { id: "comprehensive", label: "Comprehensive" },
  { id: "liability", label: "Liability only" },
  { id: "full-or-unsure", label: "Full coverage / not sure" },
] as const;

export type CoverageType = (typeof coverageTypes)[number]["id"];

export const demoServices = [
  {
    name: "Rock chip repair",
    description: "Bullseyes, stars and combination breaks up to the size of a quarter, sealed before they spread.",
  },
  {
    name: "Mobile service",
    description: "We repair in your driveway, your office parking lot or the car line at school.",
  },
  {
    name: "Insurance billing",
    description: "We file the claim with your insurer for you. With comprehensive coverage most drivers pay nothing.",
  },
] as const;

export const demoSteps = [
  "Check your coverage below, it takes ten seconds.",
  "Book a time and place that suits you.",
  `We arrive, repair the chip in ${demoBusiness.repairTime} and bill your insurer directly.`,
] as const;

/** What a student's own site includes, shown around the demo. */
export const studentSiteFeatures = [
  "A mobile-friendly site with your business name, service area and phone number",
  "An insurance checker that shows customers their repair is usually free",
  "An online booking form that sends new jobs straight to your phone and inbox",
  "6 months of free website hosting with the Complete Training System",
] as const;
