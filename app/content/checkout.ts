// Shared copy for every order summary (/order, /bootcamp-order, /training-order).
import { KIT_SHIPS_WITHIN_BUSINESS_DAYS } from "~/content/shipping";

export const checkoutCopy = {
  submitLabel: "Continue to Secure Checkout",
  explanation: "You pay on the next page. Card details go straight to our payment provider and never touch this site.",
  unavailable: "We couldn't open the secure checkout just now. Nothing was charged; please try again in a minute.",
  cancelled: "Checkout cancelled. Nothing was charged, and your order is still here when you're ready.",
  testMode: "TEST MODE: no real payment is taken. Anyone can complete this checkout without a card.",
  closedTitle: "Ordering is not open yet",
  closed: "We are not taking orders on the site yet, so there is no checkout here. Please come back soon, or contact us and we will help you get started.",
} as const;

export const checkoutSteps: { title: string; text: string }[] = [
  { title: "Enter your details", text: "Your name and the e-mail address your account and receipt go to." },
  { title: "Pay securely", text: "Pay by card on the secure checkout page. You're covered by our 30-day guarantee." },
  { title: "Start right away", text: "Your sign-in details appear as soon as the payment goes through, with a receipt by e-mail." },
];

/** The same steps for an order that ships repair kits ("2 Platinum Tools kits"): the address is asked, and the kits' dispatch comes last. */
export function kitCheckoutSteps(shippedKits: string): { title: string; text: string }[] {
  return [
    { title: "Enter your details", text: "Your name, the e-mail address your account and receipt go to, and where we ship your kit." },
    ...checkoutSteps.slice(1),
    {
      title: "Your kit ships",
      text: `We send your ${shippedKits} within ${KIT_SHIPS_WITHIN_BUSINESS_DAYS} business days of your payment, to the address you give here.`,
    },
  ];
}
