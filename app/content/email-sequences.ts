// The follow-up e-mail series a lead is put on, as data: which survey starts a series, its
// steps and the page each step's button leads to. Each step's words and delay are the owner's,
// edited in the studio (/admin/site); the subject, paragraphs, button label and delay here are
// their first values. A series stops for a lead who books a call or buys, and for an address
// that unsubscribed. A new series or step also needs its text in lib/site-texts.ts.

/** The survey whose lead starts a series. */
export type SequenceTrigger = "webinar_survey" | "booking_survey";

export type SequenceEmail = {
  /** Minutes after the lead's submission. */
  afterMinutes: number;
  subject: string;
  /** Paragraphs of plain text; `{firstName}` becomes the studio text's {{firstName}}, the lead's (cleaned) first name. */
  paragraphs: string[];
  /** The one thing to do: a page of this site and what the link is called. */
  callToAction: { label: string; path: string };
};

export type EmailSequence = { id: string; startsWith: SequenceTrigger; emails: SequenceEmail[] };

const DAY_MINUTES = 24 * 60;

export const emailSequences: EmailSequence[] = [
  {
    id: "free-training",
    startsWith: "webinar_survey",
    emails: [
      {
        afterMinutes: 0,
        subject: "Part 1 of your free training: how a 15-minute chip repair pays $65-$100",
        paragraphs: [
          "Hi {firstName},",
          "Thanks for signing up. Here is part 1 of your free 3-part training.",
          "In this video you will see a real repair from start to finish: cleaning the break, drilling a small access hole no deeper than the outer layer of glass, filling it with resin under vacuum and pressure, curing it with UV light, and polishing the pit so the repair almost disappears. It takes about 15 minutes, and most customers pay $65 to $100 for it, often through their insurance with no deductible.",
          "Watch it with a windshield in mind: most chips smaller than a quarter and cracks shorter than a dollar bill can be repaired this way.",
        ],
        callToAction: { label: "Watch part 1: the repair, step by step", path: "/video" },
      },
      {
        afterMinutes: DAY_MINUTES,
        subject: "Part 2: from your first repair to $300-500 days",
        paragraphs: [
          "Hi {firstName},",
          "Yesterday you saw how one repair works. Part 2 is about turning repairs into a day's pay.",
          "The webinar walks through where steady work comes from (car washes, dealerships, fleets and busy parking lots), how to bill insurance companies so customers say yes on the spot, what to charge for a bullseye, a star break or a combination break, and how students plan their first month so five or six repairs a day become normal.",
        ],
        callToAction: { label: "Watch part 2: the webinar", path: "/webinar" },
      },
      {
        afterMinutes: 2 * DAY_MINUTES,
        subject: "Part 3: your plan, on a free 1-on-1 call",
        paragraphs: [
          "Hi {firstName},",
          "You have seen the repair and the business. The last part is about you: on a free strategy call we look at your area, your schedule and your budget, and tell you honestly whether this business fits you and how you would start.",
          "It takes a few minutes to answer the questions and pick a time that suits you. There is no cost and no obligation.",
        ],
        callToAction: { label: "Book your free strategy call", path: "/booking-survey" },
      },
    ],
  },
  {
    id: "call-not-booked",
    startsWith: "booking_survey",
    emails: [
      {
        afterMinutes: 2 * 60,
        subject: "Your strategy call is not booked yet",
        paragraphs: [
          "Hi {firstName},",
          "You answered our questions for a free strategy call, but no time was picked, so nothing is booked yet.",
          "Your answers are kept: choose a time that suits you and the call is yours. It is a free hour on your area, your schedule and your budget, with an honest answer on whether chip repair fits you.",
        ],
        callToAction: { label: "Pick a time for your call", path: "/booking-calendar" },
      },
    ],
  },
];

export const findSequence = (id: string) => emailSequences.find((sequence) => sequence.id === id);
