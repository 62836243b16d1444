// Terms of use, shown at /terms and linked from the sign-up form.
import type { Figures } from "~/content/reported-results";

export type TermsSection = { title: string; paragraphs: string[] };

export const termsSections = (figures: Figures): TermsSection[] => [
  {
    title: "Who we are and what these terms cover",
    paragraphs: [
      "Chip Repair Academy trains people to start and run a mobile windshield chip-repair business. These terms cover this website, your member account, the courses, business resources and the on-demand AI coach.",
    ],
  },
  {
    title: "Your account",
    paragraphs: [
      "Keep your password to yourself; you are responsible for what happens under your account. Tell us straight away if you think someone else has used it.",
      "Accounts are personal. Do not share course access or resell our materials.",
    ],
  },
  {
    title: "Courses and materials",
    paragraphs: [
      "Videos, lessons, templates and documents are ours or our licensors'. You may use them to learn and to run your own business, but not copy, publish or sell them.",
    ],
  },
  {
    title: "No earnings promise",
    paragraphs: [
      `Figures on this site, such as ${figures.repairPrice.value} per repair or ${figures.dayRange.value} per day, are results our students reported, each shown with what it rests on. They are not a promise. Your results depend on your effort, skill, market and many things outside our control.`,
      "Windshield repair involves tools and chemicals: follow the safety instructions in the lessons and the manufacturers' instructions for your equipment.",
    ],
  },
  {
    title: "The AI coach",
    paragraphs: [
      "The on-demand coach answers from our course material. It can be wrong. Check anything that affects safety, insurance or the law before relying on it.",
    ],
  },
  {
    title: "Payments and refunds",
    paragraphs: [
      "Prices are shown before you buy. Plans that carry our 30-day money-back guarantee are refunded in full when you ask within 30 days of purchase.",
      "Every payment gets a receipt by e-mail with its order number, date, what you bought and the amount.",
    ],
  },
  {
    title: "Payment plans",
    paragraphs: [
      "A plan paid in instalments is paid by card: the first payment at checkout, each later one on its date. When you pay the first, you agree that we keep that card with our payment provider and charge it each later payment, for the amount and on the date stated before you pay and again in your receipt, without asking you again.",
      "If a later payment does not go through, we e-mail you a link to pay it with any card and try the kept card again on later days; if every try fails, member access pauses until the payment is made. A refund under the money-back guarantee cancels the payments still to come. To change the card or ask about a payment, contact support before its date.",
    ],
  },
  {
    title: "Ending access",
    paragraphs: [
      "You can close your account at any time by contacting support. We may suspend an account that breaks these terms, for example by sharing or reselling course access.",
    ],
  },
  {
    title: "Changes and contact",
    paragraphs: ["We may update these terms; the new version applies from when it is posted here. Questions: contact support using the details in the footer."],
  },
];
