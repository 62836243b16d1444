// /pricing's split-pay notice, made of the qualified plan's name and payments, and the first
// questions of its FAQ (the studio list faq.pricing). Its other words are the studio's page.pricing.
import type { FaqEntry } from "~/content/faq";

export const pricingPage = {
  /** Over the cards of /pricing?qualified=true, for the split-pay plan on sale: its name, its first payment and the note on the later ones ("today, then $997 in 30 days"). */
  qualifiedNotice: (plan: string, firstPayment: string, later: string) =>
    `You qualified for split pay on your strategy call: start the ${plan} with ${firstPayment} ${later}.`,
} as const;

export const pricingFaq: FaqEntry[] = [
  {
    question: "Do I need any experience with cars or glass?",
    answer:
      "No. Most of our students had never touched a windshield. The course starts with making a practice chip on the glass that comes in your kit, and you repair it step by step before you ever work on a customer's car.",
  },
  {
    question: "How soon can I start earning?",
    answer:
      "Students typically get set up within 48 hours of their kit arriving and are doing paid repairs within 2 weeks. How much you earn depends on the hours you put in and your local market; results vary.",
  },
  {
    question: "Can I pay in installments?",
    answer:
      "Yes. Applicants who qualify on their free strategy call can split the Complete Training System into two payments: {{price:qualified-split}} today and {{price:qualified-split}} in {{everyDays:qualified-split}} days.",
  },
  {
    question: "How does the 30-day money-back guarantee work?",
    answer:
      "Start the training, and if within 30 days of enrolling you decide this business isn't for you, contact support and we refund your payment. No hoops, no hard feelings.",
  },
  {
    question: "Which kit comes with which plan?",
    answer:
      "The Complete Training System ships with the Professional kit (250+ repairs of resin, cracks up to 6 inches). The Premium Coaching Program and Ultimate Business Mastery ship with the Platinum kit and its vacuum-and-pressure injector. Compare them on the Our Tools page.",
  },
  {
    question: "I already own repair tools. Can I buy only the training?",
    answer:
      "Yes. The training-only option includes the full course, insurance billing, business setup, the AI coach and the community, without a kit. We set it up with you on a short enrollment call.",
  },
];
