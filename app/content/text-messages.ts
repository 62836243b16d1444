// The words of the text messages the site sends. Every text starts with the business's name
// (the studio's company facts); the first text to a number also says how to stop them (added
// by the sender, see text-outbox.server.ts).
//
// The texts about a call and the webinar are the owner's to rewrite in the studio
// (lib/site-texts.ts): these are their first words, with {{placeholders}}; the system adds
// the link each ends with. The answers to STOP, START and HELP are the system's: carriers ask
// for them in these terms.

export const textMessageTexts = {
  bookingConfirmation: { body: "your free strategy call is booked for {{callTime}}. Move or cancel:" },
  callReminder: { body: "reminder, your strategy call starts {{startsIn}} ({{callTime}}). Can't make it?" },
  bookAgain: { body: "sorry we missed you on your strategy call. Pick a new time here:" },
  webinarStarting: { body: "the free live training starts {{startsIn}}. Join here:" },
};

export const OPT_OUT_LINE = "Reply STOP to opt out.";

/** The answers to a keyword, from the business named `from`. */
export const keywordAnswers = {
  optedOut: (from: string) => `${from}: you are unsubscribed and will get no more texts from us. Reply START to subscribe again.`,
  optedIn: (from: string) => `${from}: you are subscribed to texts again. Reply HELP for help, STOP to opt out.`,
  help: (from: string, contact: { email: string; phone: string }) =>
    `${from}: help with your training or call: e-mail ${contact.email} or call ${contact.phone}. Msg & data rates may apply. Reply STOP to opt out.`,
};
