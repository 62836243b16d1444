// What a signed-in account without member-portal access is told, for each reason, and what
// it can do next. Dates are filled in by the page.

export type NoAccessReason = "no-purchase" | "refunded" | "plan-lapsed" | "test-purchase" | "grant-withdrawn";

export const noAccessCopy: Record<NoAccessReason, { title: string; text: string; next: "pricing" | "pay" | "support" }> = {
  "no-purchase": {
    title: "This account has no training plan yet",
    text: "The member area (lessons, business resources and the coach) opens with a training plan. Choose one to get started; if you bought one with a different e-mail address, contact us and we will connect it.",
    next: "pricing",
  },
  refunded: {
    title: "Your order was refunded",
    text: "Since your payment was refunded, the member area is closed for this account. If that is a mistake, or you would like to come back, contact us.",
    next: "support",
  },
  "plan-lapsed": {
    title: "A payment of your plan did not go through",
    text: "We tried your card several times for your plan's next payment without success, so the member area is paused. Pay it now, with the same card or another, and it opens again right away.",
    next: "pay",
  },
  "test-purchase": {
    title: "Your order was a test order",
    text: "Your order went through the site's test checkout, which took no payment, and the site now sells for real. Choose a plan to get started, or contact us if you think this is wrong.",
    next: "pricing",
  },
  "grant-withdrawn": {
    title: "Your access has ended",
    text: "The access our team gave this account has ended. Contact us if you think this is a mistake.",
    next: "support",
  },
};

/** What an admin reads about each reason, on the user's page. */
export const noAccessAdminCopy: Record<NoAccessReason, string> = {
  "no-purchase": "no paid order of a portal plan and no grant",
  refunded: "their order was refunded",
  "plan-lapsed": "an instalment of their plan failed on every try (the plan lapsed)",
  "test-purchase": "their only order was a test-mode order, and the site no longer runs test mode",
  "grant-withdrawn": "the grant made by hand was withdrawn",
};
