// How the strategy call happens, in the same words on the booking pages, the confirmation
// page, every e-mail about the call and its invite. (The booking pages' own words are studio
// page words: lib/page-texts/portal.ts.)

/** By video when MEETING_LINK is set, else by phone. */
export const callMedium = {
  video: "We meet by video call, from your computer or phone.",
  phone: "We meet by phone: we call you at the number you gave us.",
  /** Before a call is booked, the video link is not shown. */
  videoLinkLater: "The link to join comes with your confirmation e-mail.",
  joinLabel: "Join the call:",
} as const;
