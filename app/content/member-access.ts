// Why a signed-in account may not use the member portal, and what it can do next. What it is
// told for each reason is the studio's page words (page.no-access); dates are filled in by the page.

export type NoAccessReason = "no-purchase" | "refunded" | "plan-lapsed" | "test-purchase" | "grant-withdrawn";

export const noAccessReasons: NoAccessReason[] = ["no-purchase", "refunded", "plan-lapsed", "test-purchase", "grant-withdrawn"];

/** Each reason as the studio names it beside its words (page.no-access). */
export const noAccessReasonLabels: Record<NoAccessReason, string> = {
  "no-purchase": "No plan bought",
  refunded: "Order refunded",
  "plan-lapsed": "Plan lapsed",
  "test-purchase": "Only a test order",
  "grant-withdrawn": "Access given by hand, withdrawn",
};

/** What each reason offers next: the plans, paying the lapsed instalment, or only the support contact. */
export const noAccessNext: Record<NoAccessReason, "pricing" | "pay" | "support"> = {
  "no-purchase": "pricing",
  refunded: "support",
  "plan-lapsed": "pay",
  "test-purchase": "pricing",
  "grant-withdrawn": "support",
};

/** What an admin reads about each reason, on the user's page. */
export const noAccessAdminCopy: Record<NoAccessReason, string> = {
  "no-purchase": "no paid order of a portal plan and no grant",
  refunded: "their order was refunded",
  "plan-lapsed": "an instalment of their plan failed on every try (the plan lapsed)",
  "test-purchase": "their only order was a test-mode order, and the site no longer runs test mode",
  "grant-withdrawn": "the grant made by hand was withdrawn",
};
