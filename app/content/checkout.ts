// The checkout's words shown outside the order pages (the pay link, the test checkout, a reopened
// checkout), and the step that names the kits an order ships. The order pages' other words are the
// studio's page.checkout.
import { KIT_SHIPS_WITHIN_BUSINESS_DAYS } from "~/content/shipping";

export const checkoutCopy = {
  testMode: "TEST MODE: no real payment is taken. Anyone can complete this checkout without a card.",
  closedTitle: "Ordering is not open yet",
  closed: "We are not taking orders on the site yet, so there is no checkout here. Please come back soon, or contact us and we will help you get started.",
} as const;

/** The last of the next steps for an order that ships repair kits ("2 Platinum Tools kits"). */
export const kitShipsStep = (shippedKits: string) => ({
  title: "Your kit ships",
  text: `We send your ${shippedKits} within ${KIT_SHIPS_WITHIN_BUSINESS_DAYS} business days of your payment, to the address you give here.`,
});
