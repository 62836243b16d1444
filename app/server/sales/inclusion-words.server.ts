import { fulfilmentActions, HAND_DELIVERY_BUSINESS_DAYS, type HandDeliveredKind, type Inclusion } from "~/content/inclusions";
import { fillValues } from "~/lib/text-units";
import { pageWords } from "~/server/platform/site-texts.server";

// What each inclusion is called and the next step the member is told until the team has
// delivered it, as published in the studio (page.inclusions): the member's plan page, the
// fulfilment queue, the admin's order view and the offers studio read them here. The business
// days in the next steps are the system's delivery time, filled in for {{deliveryDays}}.

/** An inclusion's kind as its words' field names spell it ("marketing-plan": "marketingPlan"). */
const fieldOf = (kind: Inclusion["kind"]) => kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export type InclusionWords = { titles: Record<Inclusion["kind"], string>; nextSteps: Record<HandDeliveredKind, string> };

/** The published titles and next steps. */
export function inclusionWords(): InclusionWords {
  const words = pageWords("page.inclusions");
  const kinds: Inclusion["kind"][] = ["course", "coach", "resources", "kits", "coaching", "hosting", "marketing-plan", "community", "playbooks"];
  const handDelivered = Object.keys(fulfilmentActions) as HandDeliveredKind[];
  const days = { deliveryDays: String(HAND_DELIVERY_BUSINESS_DAYS) };
  return {
    titles: Object.fromEntries(kinds.map((kind) => [kind, words[`${fieldOf(kind)}Title`]!])) as InclusionWords["titles"],
    nextSteps: Object.fromEntries(handDelivered.map((kind) => [kind, fillValues(words[`${fieldOf(kind)}Next`]!, days)])) as InclusionWords["nextSteps"],
  };
}

/** An inclusion as the admin reads it on an order: its published title, with its calls or months. */
export function describeInclusion(inclusion: Inclusion): string {
  const { titles } = inclusionWords();
  if (inclusion.kind === "coaching") return `${titles.coaching} (${inclusion.sessions} over ${inclusion.over})`;
  if (inclusion.kind === "hosting") return `${titles.hosting} (${inclusion.months} months)`;
  return titles[inclusion.kind];
}
