// The paid Windshield Repair Bootcamp: sales page (/bootcamp) and its order summary (/bootcamp-order).
import type { FaqEntry } from "~/content/faq";
import { founder } from "~/content/founder";
import { withBasis, type Figures } from "~/content/reported-results";

/**
 * The bootcamp's price as first published (the offers studio edits it): the offer price for
 * offerHours from a visitor's first visit to its pages (kept per visitor, see
 * bootcamp-offer.server.ts), the list price after that.
 */
export const bootcampOffer = {
  name: "Windshield Repair Bootcamp",
  price: 47,
  listPrice: 297,
  offerHours: 72,
} as const;

/** "84% OFF": the offer's discount off the list price, shown only while the offer runs. */
export const discountLabel = (price: number, listPrice: number) => `${Math.round((1 - price / listPrice) * 100)}% OFF`;

export const bootcampPage = {
  eyebrow: "The Windshield Repair Bootcamp",
  /** With the price this visitor pays, e.g. "$47". */
  headline: (price: string) => `Learn to Repair Windshield Chips and Land Your First Paying Customers, for ${price}`,
  intro: (figures: Figures) =>
    `A short, hands-on video course that shows you exactly how a 15-minute chip repair earns ${withBasis(figures.repairPrice)}, which equipment to buy for under $500, and how to find your first customers this week.`,
  letterIntro: `Press play for a short video letter from our founder, ${founder.name}, about why we made the bootcamp, and who it is for.`,
  /** While this visitor's offer runs: until when, e.g. "Friday, June 12, 2026 at 3:00 PM MDT". */
  offerNotice: (endsOn: string) =>
    `Limited offer: your $${bootcampOffer.price} price is held for ${bootcampOffer.offerHours} hours from your first visit, until ${endsOn}. After that the bootcamp is its normal $${bootcampOffer.listPrice}.`,
  offerEnded: (endedOn: string) =>
    `The ${bootcampOffer.offerHours}-hour $${bootcampOffer.price} offer ended on ${endedOn}. The bootcamp is $${bootcampOffer.listPrice}.`,
  testimonialsIntro: "Our students on their first repairs, their first customers and the businesses they built.",
} as const;

export type BootcampFeature = { title: string; text: string };

export const bootcampFeatures = (figures: Figures): BootcampFeature[] => [
  {
    title: "Step-by-step repair videos",
    text: "Watch every step up close: drilling, mounting the bridge, injecting resin, curing, pit fill and the final polish.",
  },
  {
    title: "The under-$500 tool list",
    text: "Exactly which bridge, injector, resin and UV lamp to buy, and which cheap kits to avoid.",
  },
  {
    title: "Reading a break",
    text: "Bullseyes, stars, combination breaks and short cracks: how to tell in seconds which ones you can fix.",
  },
  {
    title: "Pricing and insurance basics",
    text: `Charge ${withBasis(figures.repairPrice)} with confidence, and learn how insurance covers most repairs at no cost to the driver.`,
  },
  {
    title: "Your first customers",
    text: "Scripts for car washes, dealerships and parking lots that turn a friendly conversation into paid work.",
  },
  {
    title: "Watch on any device",
    text: "Short lessons you can watch on your phone between jobs, with a separate bootcamp area in your member account.",
  },
];

/** What the $47 buys, listed on the order summary. */
export const bootcampIncludes: string[] = [
  "The complete bootcamp video course, start to finish",
  "The under-$500 equipment shopping list",
  "Pricing guide and customer scripts for car washes and dealerships",
  "Insurance billing basics",
  "Your own member account with a dedicated bootcamp area",
  "30-day money-back guarantee",
];

/** `whileOfferRuns`: a question only a visitor whose offer still runs is shown. */
export const bootcampFaq: (FaqEntry & { whileOfferRuns?: true })[] = [
  {
    question: "Do I need any experience?",
    answer: "No. The bootcamp starts from zero and assumes you have never repaired a windshield.",
  },
  {
    question: "Do I need to buy tools first?",
    answer: "No. Watch the bootcamp first; it includes a shopping list of equipment that costs under $500, so you know exactly what to buy and what to skip.",
  },
  {
    question: "Why is it only {{price:bootcamp}}?",
    answer: `The bootcamp is normally {{listPrice:bootcamp}}. We offer it at {{discount:bootcamp}} for 72 hours from your first visit because students who start small and see results often come back for our full training, and we would rather earn your trust first.`,
    whileOfferRuns: true,
  },
  {
    question: "How do I get access after I enroll?",
    answer:
      "Your member account is created automatically when your enrollment is complete, and your sign-in details are sent to your e-mail. Sign in and open the bootcamp area to start watching.",
  },
  {
    question: "What if it isn't for me?",
    answer: "You are covered by our 30-day money-back guarantee. Contact support within 30 days and we refund your {{price:bootcamp}}.",
  },
];
