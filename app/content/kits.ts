// The two repair kits sold with the training, shown on /tools and in order summaries.
import { pictures, type Picture } from "~/content/pictures";
import type { PricingPlan } from "~/content/plans";

export type KitId = "professional" | "platinum";

export type KitItem = { name: string; detail: string };

export type KitCategory = { name: string; items: KitItem[] };

export type ToolKit = {
  id: KitId;
  /** The first value of the kit's name (the studio's "Tools page" words); an order keeps the name it was sold with. */
  name: string;
  summary: string;
  /** How many repairs the included resin is good for, e.g. "250+". */
  resinRepairs: string;
  maxCrackLength: string;
  /** The plan a visitor orders to get this kit (/order?package=...): its button names that plan and its price. */
  orderPackage: Extract<PricingPlan["id"], "complete" | "premium">;
  picture: Picture;
  categories: KitCategory[];
};

export type ToolsTabId = "compare" | KitId;

export const kitIds: KitId[] = ["professional", "platinum"];

/** The first tab of /tools; each kit's tab reads the kit's published name. */
export const compareTabLabel = "Compare Kits";

/** The tab named in ?tab=..., or Compare Kits for a missing or unknown value. */
export function toolsTabFrom(value: string | null): ToolsTabId {
  return kitIds.find((id) => id === value) ?? "compare";
}

export const professionalKit: ToolKit = {
  id: "professional",
  name: "Professional Tools",
  summary:
    "The bridge-and-injector kit our students open their business with. It handles bullseyes, stars, combination breaks and short cracks, and fits in a car's glovebox.",
  resinRepairs: "250+",
  maxCrackLength: "6 inches",
  orderPackage: "complete",
  picture: pictures.professionalKit,
  categories: [
    {
      name: "Bridge and injector",
      items: [
        { name: "Aluminum repair bridge", detail: "Three suction-cup feet hold the injector square over the break, on flat or curved glass." },
        { name: "Screw-in pressure injector", detail: "Drives resin deep into the break with steady, adjustable pressure." },
        { name: "Spare injector seals", detail: "Replacement rubber tips so a worn seal never ends a workday." },
      ],
    },
    {
      name: "Resin and finishing supplies",
      items: [
        { name: "Low-viscosity repair resin", detail: "Enough for 250+ repairs; thin enough to flow into legs and cracks up to 6 inches long." },
        { name: "Pit filler resin", detail: "Thicker resin that seals the impact point flush with the glass." },
        { name: "Curing strips", detail: "Clear film tabs that hold pit filler flat while it cures." },
        { name: "Single-edge razor blades", detail: "Scrape cured pit filler smooth in one pass." },
      ],
    },
    {
      name: "Drilling and probing",
      items: [
        { name: "Cordless rotary drill", detail: "Opens a clean path to the break so resin can reach every leg." },
        { name: "Carbide drill bits", detail: "Fine bits sized for windshield glass, with spares." },
        { name: "Stainless steel probe", detail: "Clears debris from the impact point and flexes the break to help resin flow." },
      ],
    },
    {
      name: "Curing and inspection",
      items: [
        { name: "Rechargeable UV curing lamp", detail: "Cures resin in minutes, in any weather, even in a shaded parking garage." },
        { name: "Inspection mirror", detail: "Suction-mounted on the inside of the glass so you can watch the break fill from the driver's seat." },
        { name: "Practice glass", detail: "Make your own practice chips before you ever work on a customer's car." },
      ],
    },
    {
      name: "Case and cleanup",
      items: [
        { name: "Zippered tool case", detail: "Every tool has a place, so setting up at a car wash takes a minute." },
        { name: "Glass cleaner and lint-free cloths", detail: "Leave every windshield spotless; customers notice." },
      ],
    },
  ],
};

export const platinumKit: ToolKit = {
  id: "platinum",
  name: "Platinum Tools",
  summary:
    "Our top kit for technicians who want faster, clearer fills. The vacuum-and-pressure injector pulls air out of the break before pushing resin in, so repairs come out cleaner and customers see the difference.",
  resinRepairs: "300+",
  maxCrackLength: "6 inches",
  orderPackage: "premium",
  picture: pictures.platinumKit,
  categories: [
    {
      name: "Bridge and injector",
      items: [
        { name: "Heavy-duty quick-release bridge", detail: "Locks onto the glass in seconds and releases with one lever, without disturbing the fill." },
        { name: "Vacuum and pressure injector", detail: "Alternates vacuum cycles that draw out air and moisture with pressure cycles that push resin in." },
        { name: "Spare seals and O-rings", detail: "A full set of replacements for a season of daily repairs." },
      ],
    },
    {
      name: "Resin and finishing supplies",
      items: [
        { name: "Premium repair resin", detail: "Enough for 300+ repairs, with high optical clarity for a nearly invisible result." },
        { name: "High-viscosity pit filler", detail: "Seals the impact point flush and stays put on sloped glass." },
        { name: "Curing strips", detail: "Clear film tabs that hold pit filler flat while it cures." },
        { name: "Single-edge razor blades", detail: "Scrape cured pit filler smooth before polishing." },
        { name: "Glass polish and polishing pad", detail: "Brings the repaired spot back to a factory shine." },
      ],
    },
    {
      name: "Drilling and probing",
      items: [
        { name: "Variable-speed flex-shaft drill", detail: "Precise control when opening the break, at low speed with little heat." },
        { name: "Carbide drill bits", detail: "Fine bits sized for windshield glass, with spares." },
        { name: "Two-piece probe set", detail: "A fine and a blunt probe for clearing debris and flexing the break." },
      ],
    },
    {
      name: "Curing and inspection",
      items: [
        { name: "Dual-bulb UV curing lamp", detail: "Cures resin under pressure, while the injector is still on the glass, for a stronger bond." },
        { name: "Inspection mirror", detail: "Suction-mounted on the inside of the glass so you can watch the break fill." },
        { name: "Moisture evaporator", detail: "Dries out a break after rain or a car wash so resin bonds properly." },
        { name: "Practice glass", detail: "Make your own practice chips before you ever work on a customer's car." },
      ],
    },
    {
      name: "Case and cleanup",
      items: [
        { name: "Hard-shell case with foam inserts", detail: "Protects the injector and lamp on the road and looks professional on a dealership lot." },
        { name: "Glass cleaner and lint-free cloths", detail: "Leave every windshield spotless; customers notice." },
      ],
    },
  ],
};

export const kits: Record<KitId, ToolKit> = { professional: professionalKit, platinum: platinumKit };

/** Side by side on the Compare Kits tab. */
export const kitComparison: { feature: string; professional: string; platinum: string }[] = [
  { feature: "Resin included", professional: "250+ repairs", platinum: "300+ repairs" },
  { feature: "Maximum crack length", professional: "6 inches", platinum: "6 inches" },
  { feature: "Injector", professional: "Screw-in pressure injector", platinum: "Vacuum and pressure injector" },
  { feature: "Bridge", professional: "Aluminum bridge", platinum: "Heavy-duty quick-release bridge" },
  { feature: "Drill", professional: "Cordless rotary drill", platinum: "Variable-speed flex-shaft drill" },
  { feature: "UV curing lamp", professional: "Rechargeable, single bulb", platinum: "Dual bulb, cures under pressure" },
  { feature: "Finishing", professional: "Pit filler, curing strips, razor blades", platinum: "Pit filler, curing strips, razor blades, glass polish" },
  { feature: "Case", professional: "Zippered tool case", platinum: "Hard-shell case with foam inserts" },
  { feature: "Comes with", professional: "Complete Training System", platinum: "Premium Coaching Program" },
];

/** Repair kits posted to a buyer: which kit, and how many of it. */
export type KitShipment = { kit: KitId; quantity: number };

/** Repair kits as an order records them: with the kit's name it was sold under. */
export type SoldKits = KitShipment & { name: string };

/**
 * The kits each plan ships: the order summary shows them, the order form asks where to send
 * them, and the order records them for whoever packs the box.
 */
export const kitsForPlan: Record<PricingPlan["id"], KitShipment> = {
  complete: { kit: "professional", quantity: 1 },
  "qualified-split": { kit: "professional", quantity: 1 },
  premium: { kit: "platinum", quantity: 2 },
  ultimate: { kit: "platinum", quantity: 5 },
};

/** "1 Professional Tools kit", "2 Platinum Tools kits", from the kit's name. */
export function describeKitShipment(name: string, quantity: number): string {
  return `${quantity} ${name} ${quantity === 1 ? "kit" : "kits"}`;
}

// Why the kits are only sold with the training (one of the owner's published claims).
export const toolsOnlyWarning =
  "75% of people who buy repair tools on their own never earn back their investment. The tools are the easy part; knowing how to read a break, price the job and find steady customers is what pays. That is why every kit comes with our training.";

/** A kit's words on /tools, as published (site-texts.server.ts). */
export type KitWords = { name: string; summary: string; resinRepairs: string; maxCrackLength: string; categories: KitCategory[] };

/** Each kit's name, from the kits' words. */
export const kitNamesOf = (kitWords: Record<KitId, KitWords>): Record<KitId, string> => ({
  professional: kitWords.professional.name,
  platinum: kitWords.platinum.name,
});

/** The words of /tools, as published. */
export type ToolsPageWords = {
  eyebrow: string;
  headline: string;
  intro: string;
  description: string;
  warning: string;
  compareIntro: string;
  comparison: { feature: string; professional: string; platinum: string }[];
  kits: Record<KitId, KitWords>;
};

// The words of /tools until the owner publishes the studio's "Tools page" texts (as are the
// kits' summaries, facts and items above, and the comparison).
export const toolsPage = {
  eyebrow: "Our tools",
  headline: "Professional Windshield Repair Kits, Backed by Real Training",
  intro:
    "Two kits, both built from the tools our founder {{founderName}} has used for {{yearsInBusiness}}+ years of paid repairs. Compare them side by side, or open a kit to see every item in the case.",
  description:
    "Compare our Professional kit (250+ repairs of resin, cracks up to 6 inches) and Platinum kit (300+ repairs, vacuum-pressure injector), each sold with full chip-repair business training.",
  compareIntro: "Both kits repair chips and cracks up to 6 inches. The Platinum kit fills faster and clearer.",
} as const;
