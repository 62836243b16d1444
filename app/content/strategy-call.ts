// Copy for /booking-landing: what the free strategy call is and how to book it.

/** `saysHowWeMeet`: the page puts how the call happens (by video or by phone) before the text. */
export type CallStep = { title: string; text: string; saysHowWeMeet?: boolean };

export const strategyCallPage = {
  videoEyebrow: "Free training video",
  videoHeadline: "Watch the Free Training, Then Plan Your Business With Us",
  videoIntro:
    "Start here: the training shows the 15-minute repair, how it gets paid and where the customers are. Then, if it fits you, book a free call and we'll plan your first 90 days together.",
  eyebrow: "Free 1-on-1 strategy call",
  headline: "Get a Personal Plan for Your Windshield Repair Business",
  /** `callLength`: how long the calls on offer last, e.g. "a full hour". */
  intro: (callLength: string) =>
    `Spend ${callLength}, 1-on-1, with a member of our team who has built this business. You'll leave with a clear plan for your area, your schedule and your budget, whether or not you ever buy from us.`,
  cost: "Free. No credit card. No obligation.",
} as const;

export const callBenefits: string[] = [
  "An honest read on your local market and how much repair work is there",
  "Realistic income targets for the hours you can give, from a side hustle to full time",
  "The equipment you actually need, and what to skip",
  "Your first-90-days plan: where to find customers and what to charge",
  "Straight answers about our training, so you can decide with no pressure",
];

/** The steps to a call; `callLength`: how long the calls on offer last, e.g. "a full hour". */
export const callSteps = (callLength: string): CallStep[] => [
  { title: "Answer 6 quick questions", text: "Tell us about your experience, time, budget and goals. It takes about a minute." },
  { title: "Pick a time that suits you", text: "Choose a slot in your own time zone." },
  { title: `Meet 1-on-1 for ${callLength}`, text: "Be ready 5 minutes early with your questions.", saysHowWeMeet: true },
];

/**
 * How the call happens, in the same words on the booking pages, the confirmation page, every
 * e-mail about the call and its invite: by video when MEETING_LINK is set, else by phone.
 */
export const callMedium = {
  video: "We meet by video call, from your computer or phone.",
  phone: "We meet by phone: we call you at the number you gave us.",
  /** Before a call is booked, the video link is not shown. */
  videoLinkLater: "The link to join comes with your confirmation e-mail.",
  joinLabel: "Join the call:",
} as const;
