// What each product includes, as typed inclusions the member's pages and the admin's
// fulfilment queue act on (the plan cards say the same in words, in ./plans). Some open at
// once in the portal; the others someone on the team delivers by hand, and the member is told
// the next step until then. What each is called and the next steps are the studio's
// page.inclusions (server/sales/inclusion-words.server.ts).
import type { ProductId } from "~/content/products";
import { KIT_SHIPS_WITHIN_BUSINESS_DAYS } from "~/content/shipping";

/** What the team delivers by hand, each recorded in the fulfilment queue when done (members book their coaching sessions in the portal). */
export type HandDeliveredKind = "kits" | "hosting" | "marketing-plan" | "community" | "playbooks";

export type Inclusion =
  | { kind: "course" | "coach" | "resources" }
  | { kind: "kits" }
  | { kind: "coaching"; sessions: number; over: string }
  | { kind: "hosting"; months: number }
  | { kind: "marketing-plan" | "community" | "playbooks" };

/** How soon the team starts on what it delivers by hand (the kits leave within the same time). */
export const HAND_DELIVERY_BUSINESS_DAYS = KIT_SHIPS_WITHIN_BUSINESS_DAYS;

/** What the member portal itself holds: every portal product includes these (and access given by hand gives them). */
export const portalInclusions: Inclusion[] = [{ kind: "course" }, { kind: "coach" }, { kind: "resources" }];
const completeSystem: Inclusion[] = [...portalInclusions, { kind: "kits" }, { kind: "hosting", months: 6 }, { kind: "community" }];
const premiumCoaching: Inclusion[] = [
  ...portalInclusions,
  { kind: "kits" },
  { kind: "coaching", sessions: 12, over: "12 weeks" },
  { kind: "marketing-plan" },
  { kind: "hosting", months: 6 },
  { kind: "community" },
];

/**
 * Per product, as first published (the offers studio edits them). Coaching is one 1-on-1
 * call a week: 12 in Premium's 12 weeks, 52 in Ultimate's year.
 */
export const productInclusions: Record<ProductId, Inclusion[]> = {
  bootcamp: [],
  "training-only": [...portalInclusions, { kind: "community" }],
  complete: completeSystem,
  "qualified-split": completeSystem,
  premium: premiumCoaching,
  ultimate: [
    ...portalInclusions,
    { kind: "kits" },
    { kind: "coaching", sessions: 52, over: "a year" },
    { kind: "marketing-plan" },
    { kind: "hosting", months: 12 },
    { kind: "playbooks" },
    { kind: "community" },
  ],
};

/** The inclusions the team delivers by hand, of what a product includes (the queue's columns). */
export function handDelivered(inclusions: Inclusion[]): HandDeliveredKind[] {
  return inclusions
    .map((inclusion) => inclusion.kind)
    .filter((kind): kind is HandDeliveredKind => kind !== "course" && kind !== "coach" && kind !== "resources" && kind !== "coaching");
}

/** What the admin does for each, as the queue's button says it. */
export const fulfilmentActions: Record<HandDeliveredKind, { done: string; detailLabel?: string }> = {
  kits: { done: "Shipped" },
  hosting: { done: "Website set up", detailLabel: "The website's address (shown to the member)" },
  "marketing-plan": { done: "Plan delivered", detailLabel: "Where to find it (shown to the member)" },
  community: { done: "Invitation sent", detailLabel: "Where to join (shown to the member)" },
  playbooks: { done: "Playbooks sent" },
};

/** The parcel services a kit goes out with, and where each lets the buyer follow a parcel. */
export const carriers = [
  { value: "ups", label: "UPS", trackingUrl: (number: string) => `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}` },
  { value: "usps", label: "USPS", trackingUrl: (number: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(number)}` },
  { value: "fedex", label: "FedEx", trackingUrl: (number: string) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}` },
  {
    value: "dhl",
    label: "DHL",
    trackingUrl: (number: string) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(number)}`,
  },
] as const;
