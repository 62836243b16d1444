// The paid Windshield Repair Bootcamp (/bootcamp, /bootcamp-order): its first offer and the
// first questions of its FAQ. The pages' words are the studio's page.bootcamp.
import type { FaqEntry } from "~/content/faq";

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
  description: "The Windshield Repair Bootcamp",
} as const;

/** "84% OFF": the offer's discount off the list price, shown only while the offer runs. */
export const discountLabel = (price: number, listPrice: number) => `${Math.round((1 - price / listPrice) * 100)}% OFF`;

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
    answer: `The bootcamp is normally {{listPrice:bootcamp}}. We offer it at {{discount:bootcamp}} for {{offerHours:bootcamp}} hours from your first visit because students who start small and see results often come back for our full training, and we would rather earn your trust first.`,
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
