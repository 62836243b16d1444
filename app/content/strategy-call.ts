// How a strategy call happens, in the same words wherever it is said (the words of
// /booking-landing are the studio's page.booking-landing).

/** The steps to a call on /booking-landing, from its words: the last names the call's length and says first how the call happens (`meeting`). */
export const callSteps = (words: Record<string, string>, callLength: string, meeting: string) => [
  { title: words.questionsTitle, text: words.questionsText },
  { title: words.timeTitle, text: words.timeText },
  { title: `${words.meetTitle} ${callLength}`, text: `${meeting} ${words.meetText}` },
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
