import { company } from "~/content/company";

// The wording of every text message the site sends. Each names the business first; the first
// text to a number also says how to stop them (added by the sender, see text-outbox.server.ts).

const from = `${company.name}:`;

export const textMessages = {
  optOutLine: "Reply STOP to opt out.",
  bookingConfirmation: (details: { when: string; manageLink: string }) =>
    `${from} your free strategy call is booked for ${details.when}. Move or cancel: ${details.manageLink}`,
  callReminder: (details: { startsIn: string; when: string; manageLink: string }) =>
    `${from} reminder, your strategy call starts ${details.startsIn} (${details.when}). Can't make it? ${details.manageLink}`,
  bookAgain: (details: { bookAgainLink: string }) => `${from} sorry we missed you on your strategy call. Pick a new time here: ${details.bookAgainLink}`,
  webinarStarting: (details: { startsIn: string; link: string }) => `${from} the free live training starts ${details.startsIn}. Join here: ${details.link}`,
  optedOut: `${from} you are unsubscribed and will get no more texts from us. Reply START to subscribe again.`,
  optedIn: `${from} you are subscribed to texts again. Reply HELP for help, STOP to opt out.`,
  help: (details: { email: string; phone: string }) =>
    `${from} help with your training or call: e-mail ${details.email} or call ${details.phone}. Msg & data rates may apply. Reply STOP to opt out.`,
};
