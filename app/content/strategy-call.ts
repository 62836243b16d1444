// Copy for /booking-landing: what the free strategy call is and how to book it.

export type CallStep = { title: string; text: string };

export const strategyCallPage = {
  eyebrow: "Free 1-on-1 strategy call",
  headline: "Get a Personal Plan for Your Windshield Repair Business",
  intro:
    "Spend a full hour, 1-on-1, with a member of our team who has built this business. You'll leave with a clear plan for your area, your schedule and your budget, whether or not you ever buy from us.",
  cost: "Free. No credit card. No obligation.",
} as const;

export const callBenefits: string[] = [
  "An honest read on your local market and how much repair work is there",
  "Realistic income targets for the hours you can give, from a side hustle to full time",
  "The equipment you actually need, and what to skip",
  "Your first-90-days plan: where to find customers and what to charge",
  "Straight answers about our training, so you can decide with no pressure",
];

export const callSteps: CallStep[] = [
  { title: "Answer 6 quick questions", text: "Tell us about your experience, time, budget and goals. It takes about a minute." },
  { title: "Pick a time that suits you", text: "Choose a weekday slot in your own time zone." },
  { title: "Meet 1-on-1 for a full hour", text: "We join by video call. Arrive 5 minutes early with your questions." },
];
