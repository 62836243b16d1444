// Before paying for a plan in instalments, above the pay button (on the order page, the test
// checkout and Stripe's page): that the card is kept, what it will be charged and when (the
// card networks' stored-credential disclosure), with the terms linked.
export const savedCardCopy = {
  title: "Your card is kept for the later payments",
  intro: "By paying today you agree that we keep the card you pay with and charge it, without asking again:",
  after:
    "Each date is counted from today's payment, and each payment gets a receipt by e-mail. A refund under our 30-day money-back guarantee cancels the payments still to come.",
  terms: "Payment plans are explained in our",
} as const;
