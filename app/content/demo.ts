// What /chip-repair-demo computes with (its words are the studio's page.chip-repair-demo): the
// sample site's fictional business's cash prices, the insurers and the coverage types.

export const demoBusiness = { cashPricePerChip: 65, additionalChipPrice: 20 } as const;

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

/** `words`: the field of page.chip-repair-demo that names the coverage. */
export const coverageTypes = [
  { id: "comprehensive", words: "coverageComprehensive" },
  { id: "liability", words: "coverageLiability" },
  { id: "full-or-unsure", words: "coverageUnsure" },
] as const;

export type CoverageType = (typeof coverageTypes)[number]["id"];
