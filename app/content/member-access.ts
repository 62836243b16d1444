// What a signed-in account without member-portal access is told, for each reason, and what
// it can do next. Dates are filled in by the page.

export type NoAccessReason = "no-purchase" | "refunded" | "payment-overdue" | "test-purchase" | "grant-withdrawn";

export const noAccessCopy: Record<NoAccessReason, { title: string; text: string; next: "pricing" | "support" }> = {
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
  "payment-overdue": {
    title: "Your second payment is overdue",
    text: "Your split-pay plan's second payment has not come in, so the member area is paused. Contact us to pay the balance and it opens again right away.",
    next: "support",
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
  "payment-overdue": "the split-pay balance is overdue",
  "test-purchase": "their only order was a test-mode order, and the site no longer runs test mode",
  "grant-withdrawn": "the grant made by hand was withdrawn",
};
