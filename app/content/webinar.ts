// Copy for the live webinar page (/webinar).
import { founder } from "~/content/founder";
import { withBasis, type Figures } from "~/content/reported-results";

export type LearningList = { heading: string; items: string[] };

/** A live session of the webinar, held on the schedule WEBINAR_SCHEDULE names. */
export const webinarSession = {
  /** How long a session runs: the banner says it is on until then, then counts down to the next. */
  minutes: 60,
} as const;

export const webinarPage = {
  headline: "Start Your Mobile Windshield Repair Business: Live Training",
  /** Under the headline, naming the founder as published in the studio. */
  intro: (founderName: string, figures: Figures) =>
    `In this session ${founderName} shows you, step by step, how our students turned a small repair kit into ${withBasis(figures.dayRange)} days, and how you can start within 48 hours.`,
  callToActionHeading: "Want a plan for your own area?",
  callToActionText:
    "Book a free strategy call and we'll build your first-90-days plan together: where to find customers, what to charge and which kit you need.",
} as const;

export const learningLists = (figures: Figures): LearningList[] => [
  {
    heading: "The craft",
    items: [
      "How to read a chip and decide in seconds whether it can be repaired",
      "The 15-minute repair process that leaves the break nearly invisible",
      "Why professional equipment under $500 is all you need to begin",
      "The mistakes that make a chip spread, and how to avoid every one",
    ],
  },
  {
    heading: "The business",
    items: [
      `How to charge ${withBasis(figures.repairPrice)} and have insurance pay for most repairs`,
      "Where your first customers are: car washes, dealerships, fleets and parking lots",
      "How to land standing weekly accounts that fill your calendar",
      "The path from a side hustle to a full-time income, and to a team",
    ],
  },
];

export const webinarHost = {
  heading: "Your host",
  bullets: (figures: Figures) => [
    `${founder.yearsInBusiness} years in the windshield repair business`,
    `Trained ${figures.studentsTrained} students`,
    "Still repairs chips every week",
  ],
} as const;

export const guarantee = {
  heading: "30-day money-back guarantee",
  text: "Join the Premium Coaching Program and follow the training for 30 days. If you're not satisfied, ask for a full refund within 30 days and you get every dollar back.",
} as const;
