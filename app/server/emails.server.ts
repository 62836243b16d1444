import type { SequenceEmail } from "~/content/email-sequences";
import { callMedium } from "~/content/strategy-call";
import { kitShipping } from "~/content/shipping";
import type { CalendarLinks } from "~/lib/calendar-links";
import type { ScheduledPayment } from "~/lib/instalments";
import type { OrderShipment } from "~/lib/order-form";
import { button, fact, facts, heading, link, type EmailBody, type EmailFacts } from "./email-body.server";
import { businessIdentity, marketingEmail, transactionalEmail } from "./email-layout.server";
import { siteUrl } from "./env.server";
import type { MailAttachment, MailMessage } from "./mail.server";

// The site's e-mails: each one's subject and body, nothing else. The layout
// (email-layout.server.tsx) sends the body as plain text and as HTML, and adds what every
// message must carry (the business's name and postal address; on marketing mail the
// unsubscribe link and headers). Values are text whatever they look like; only `link()` and
// `button()` make links, each with a few words of its own.

/**
 * A visitor's name as it may appear in mail sent to an address the visitor chose: letters,
 * spaces, hyphens and apostrophes, at most 40 characters. Whatever else was typed (a link,
 * a sales pitch) never travels in our name.
 */
export function mailSafeName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{M}' -]/gu, " ").replace(/\s+/g, " ").trim().slice(0, 40).trim();
  return cleaned || "there";
}

const TEAM = "The Chip Repair Academy team";
const termsLink = () => link(`${siteUrl}/terms`, "Terms of Use");

/** An e-mail of a follow-up series: its paragraphs, then its one call to action (a page of this site). */
export function sequenceEmail(to: string, firstName: string, email: SequenceEmail): MailMessage {
  const paragraphs = email.paragraphs.map((paragraph) => paragraph.replaceAll("{firstName}", mailSafeName(firstName)));
  return marketingEmail({ to, subject: email.subject }, [
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    button(email.callToAction.label, `${siteUrl}${email.callToAction.path}`),
    "See you inside,",
    TEAM,
  ]);
}


export type BookingEmailDetails = {
  name: string;
  email: string;
  phone: string;
  /** e.g. "Tuesday, December 1, 2026 at 10:00 AM (New York)" in the visitor's zone. */
  whenForVisitor: string;
  /** The same instant in the host's zone. */
  whenForHost: string;
  meetingLink?: string;
  instructions: string;
  /** The survey's answers in words: each question's label and the chosen answer's. */
  surveyAnswers: SurveyAnswer[];
  invite: MailAttachment;
  /** Where the booker cancels or moves the call (a signed link). */
  manageLink: string;
  calendar: CalendarLinks;
};

export type SurveyAnswer = { label: string; answer: string };

/** How the call happens, in the words the pages and the invite use, with a button to join a video call. */
const joinTheCall = (meetingLink: string | undefined): EmailBody => (meetingLink ? [callMedium.video, button(callMedium.joinLabel.replace(/:$/, ""), meetingLink)] : [callMedium.phone]);

export function bookingConfirmationEmail(details: BookingEmailDetails): MailMessage {
  // The manage link cancels or moves the call: for the booker's eyes only.
  return transactionalEmail({ to: details.email, subject: "Your free strategy call is booked", attachments: [details.invite], secret: "link" }, [
    `Hi ${mailSafeName(details.name)},`,
    "",
    `Your strategy call is booked for ${details.whenForVisitor}.`,
    "It lasts a full hour; please be ready 5 minutes early.",
    "",
    ...joinTheCall(details.meetingLink),
    details.instructions,
    "",
    "The calendar invite is attached. Or add the call to your calendar:",
    [link(details.calendar.google, "Google Calendar")],
    [link(details.calendar.outlook, "Outlook")],
    [link(details.calendar.file, "Apple Calendar or any other (.ics file)")],
    "",
    ["Need to cancel or pick another time? ", link(details.manageLink, "Manage your call")],
    "",
    TEAM,
  ]);
}

export type BookingChange = { name: string; email: string; whenForVisitor: string; whenForHost: string; manageLink: string; invite: MailAttachment };

/** The booker's own copy of a move or a cancellation, with the updated (or cancelling) invite. */
export function bookingChangedEmail(change: BookingChange & { kind: "moved" | "cancelled" }): MailMessage {
  const moved = change.kind === "moved";
  return transactionalEmail(
    {
      to: change.email,
      subject: moved ? "Your strategy call has a new time" : "Your strategy call is cancelled",
      attachments: [change.invite],
      ...(moved ? { secret: "link" as const } : {}),
    },
    [
      `Hi ${mailSafeName(change.name)},`,
      "",
      moved ? `Your strategy call is now on ${change.whenForVisitor}. The updated invite is attached.` : `Your strategy call on ${change.whenForVisitor} is cancelled. The attached update removes it from your calendar.`,
      "",
      moved ? ["Need another change? ", link(change.manageLink, "Manage your call")] : ["Want a call after all? ", link(`${siteUrl}/booking-survey`, "Book a new time")],
      "",
      TEAM,
    ],
  );
}

/** How the host can reach a booker: what they typed, as words that link nowhere. */
const bookerRows = (booker: { email: string; phone?: string }) => [
  fact("E-mail", plainAddress(booker.email)),
  ...(booker.phone === undefined ? [] : [fact("Phone", unlinkableText(booker.phone, 40))]),
];

/** The host hears about every move and cancellation a booker makes. */
export function hostBookingChangedEmail(hostAddress: string, change: BookingChange & { kind: "moved" | "cancelled"; previousForHost: string }): MailMessage {
  const name = unlinkableName(change.name);
  const moved = change.kind === "moved";
  return transactionalEmail(
    {
      to: hostAddress,
      subject: moved ? `Call moved: ${name}, now ${change.whenForHost}` : `Call cancelled: ${name}, ${change.previousForHost}`,
      attachments: [change.invite],
    },
    [
      moved
        ? `${name} moved their strategy call from ${change.previousForHost} to ${change.whenForHost}. The slot they left is free again.`
        : `${name} cancelled their strategy call on ${change.previousForHost}. The slot is free again.`,
      facts(...bookerRows({ email: change.email })),
    ],
  );
}

/** Survey answers for the host: each question and answer in words that link nowhere. */
function answerRows(answers: SurveyAnswer[]) {
  if (answers.length === 0) return [fact("Survey answers", "none")];
  return answers.map(({ label, answer }) => fact(unlinkableText(label, 200), unlinkableText(answer, 1000)));
}

export function hostBookingNoticeEmail(hostAddress: string, details: BookingEmailDetails): MailMessage {
  const name = unlinkableName(details.name);
  return transactionalEmail({ to: hostAddress, subject: `New strategy call: ${name}, ${details.whenForHost}`, attachments: [details.invite] }, [
    `${name} booked a strategy call for ${details.whenForHost} (${details.whenForVisitor} for them).`,
    facts(...bookerRows(details)),
    heading("Their survey answers"),
    facts(...answerRows(details.surveyAnswers)),
  ]);
}

const BOOKING_CEILING_ALERT_SUBJECT = "Booking limit reached on your site";

/** To the host when the hourly booking ceiling is reached (sent at most once an hour). */
export function bookingCeilingAlertEmail(hostAddress: string, limit: number): MailMessage {
  return transactionalEmail({ to: hostAddress, subject: BOOKING_CEILING_ALERT_SUBJECT }, [
    `Strategy calls were booked on the site from ${limit} different networks in the last hour (calls still booked), the most BOOKINGS_PER_HOUR allows.`,
    "",
    "Further bookings are refused until the hour has passed; visitors are asked to try again later or to contact you.",
    "",
    "If this is a real rush (an ad or a webinar), raise BOOKINGS_PER_HOUR and restart the site. If the bookings look made up (odd names, the same details over and over), cancel them and leave the limit where it is.",
  ]);
}

/**
 * To the address on file of a call already booked, when someone asks to book another with
 * its e-mail or phone: the form no longer says when that call is, the booker's inbox does.
 */
export const EXISTING_CALL_SUBJECT = "You already have a strategy call booked";

export function existingCallEmail(details: { to: string; name: string; whenForVisitor: string; manageLink: string }): MailMessage {
  return transactionalEmail({ to: details.to, subject: EXISTING_CALL_SUBJECT, secret: "link" }, [
    `Hi ${mailSafeName(details.name)},`,
    "",
    "Someone (hopefully you) just asked to book a strategy call with your e-mail address or phone number. You already have one:",
    details.whenForVisitor,
    button("Move or cancel it", details.manageLink),
    "If this was not you, there is nothing to do: your call stays as it is.",
  ]);
}

/** What every receipt states: the order, the date, what was bought and paid, who sold it, and on what terms. */
function receiptFacts(receipt: { orderNumber: string; paidOn: string; item: string[]; amount: string }): EmailFacts {
  const seller = businessIdentity();
  return facts(
    fact("Order number", receipt.orderNumber),
    fact("Date", receipt.paidOn),
    fact("Item", ...receipt.item),
    fact("Amount paid", receipt.amount),
    fact("Seller", seller.name, seller.address),
    fact("Terms", [termsLink()]),
  );
}

/** The later charges of a plan: each payment, its amount and its date, and the card they go to. */
function laterChargesBody(laterPayments: ScheduledPayment[]): EmailBody {
  if (laterPayments.length === 0) return [];
  return [
    heading("Your later payments"),
    facts(...laterPayments.map(({ payment, amount, dueOn }) => fact(payment.replace(/^./, (first) => first.toUpperCase()), `${amount} on ${dueOn}`))),
    "We charge each one to the card you paid with, on the date shown, and e-mail a receipt for it.",
  ];
}

export type PurchaseEmailDetails = {
  to: string;
  firstName: string;
  /** The order's number as the buyer quotes it (`orderNumber`). */
  orderNumber: string;
  /** The date of the payment, e.g. "Friday, April 1, 2026". */
  paidOn: string;
  productName: string;
  amount: string;
  /** A plan in instalments: the later payments. */
  laterPayments: ScheduledPayment[];
  /** The bootcamp course area, or the member welcome page. */
  accessPath: string;
  newAccount: boolean;
  /** The kits the order ships, and where. */
  shipment: OrderShipment | null;
};

/** The receipt, and how to get in: never the password itself (mail is not a safe place for it). */
export function purchaseEmail(details: PurchaseEmailDetails): MailMessage {
  const shipment = details.shipment;
  return transactionalEmail({ to: details.to, subject: `Your order: ${details.productName}` }, [
    `Hi ${mailSafeName(details.firstName)},`,
    "",
    `Thank you for your order. Payment received: ${details.amount} for the ${details.productName}.`,
    heading("Your receipt"),
    receiptFacts({ orderNumber: details.orderNumber, paidOn: details.paidOn, item: [details.productName, ...(shipment ? [`with ${shipment.kits}`] : [])], amount: details.amount }),
    ...laterChargesBody(details.laterPayments),
    ...(shipment
      ? [
          heading("Your repair kit"),
          `We ship ${shipment.kits} ${kitShipping.shipsWithin} to:`,
          mailSafeName(shipment.recipient),
          ...shipment.address,
          "",
          `The courier may call you at ${shipment.phone} about the delivery. Wrong address? Reply to this e-mail before it ships.`,
        ]
      : []),
    heading("Getting in"),
    ...(details.newAccount
      ? [
          `We made an account for you: sign in with ${details.to} and the temporary password shown on the page after your payment. You will choose your own password right after.`,
          ["Closed that page before noting the password? ", link(`${siteUrl}/forgot-password`, "Set a password")],
        ]
      : ["This address already has an account: we have e-mailed you a link to choose your password, which adds this purchase to it."]),
    button("Start here", `${siteUrl}${details.accessPath}`),
    "You are covered by our 30-day money-back guarantee. Questions? Just reply to this e-mail.",
  ]);
}

/** To the buyer when their kits leave: the carrier, the tracking number and the carrier's tracking page. */
export function kitsShippedEmail(details: { to: string; firstName: string; kits: string; address: string[]; carrier: string; trackingNumber: string; trackingUrl: string }): MailMessage {
  return transactionalEmail({ to: details.to, subject: `Your ${details.kits} ${details.kits.startsWith("1 ") ? "is" : "are"} on the way` }, [
    `Hi ${mailSafeName(details.firstName)},`,
    "",
    `Your ${details.kits} left our workshop today with ${details.carrier}, to:`,
    ...details.address,
    "",
    facts(fact("Tracking number", details.trackingNumber)),
    button("Follow your parcel", details.trackingUrl),
    "",
    ["Your ", link(`${siteUrl}/welcome`, "member area"), " shows where everything in your plan stands."],
    "",
    "Questions? Just reply to this e-mail.",
  ]);
}

/** A single-use link to choose a password: asked for on /forgot-password, after being made an admin, or to add a purchase to the address's account. */
export function passwordLinkEmail(to: string, purpose: "reset" | "promotion" | "purchase", resetLink: string, productName?: string): MailMessage {
  if (purpose === "purchase") {
    return transactionalEmail({ to, subject: `Add your purchase to your account: ${productName ?? "your order"}`, secret: "link" }, [
      `Thank you for buying the ${productName ?? "course"}. This e-mail address already has a Chip Repair Academy account, so we add the purchase to it once you show it is your address.`,
      "Choose your password within the next 7 days, and the purchase is added to your account:",
      button("Choose your password", resetLink),
      "Anyone else signed in to that account is signed out, and any older password stops working.",
      ["Link expired? ", link(`${siteUrl}/forgot-password`, "Ask for a new one"), "; the purchase is added when you use it."],
    ]);
  }
  const body: EmailBody =
    purpose === "reset"
      ? [
          "Someone (hopefully you) asked to reset the password for your Chip Repair Academy account.",
          button("Choose a new password", resetLink),
          "The link works for one hour. If you did not ask for this, ignore this e-mail; your password stays as it is.",
        ]
      : [
          "The site owner gave your Chip Repair Academy account admin rights.",
          "",
          "To keep those rights safe, your old password no longer works and you were signed out everywhere. Choose your password within the next 24 hours:",
          button("Choose your password", resetLink),
          ["Link expired? ", link(`${siteUrl}/forgot-password`, "Ask for a new one")],
        ];
  const subject = purpose === "reset" ? "Reset your Chip Repair Academy password" : "You have admin rights on Chip Repair Academy: choose your password";
  return transactionalEmail({ to, subject, secret: "link" }, body);
}

/** The link that confirms a sign-up's address and finishes the account. */
export function signUpConfirmationEmail(to: string, firstName: string, confirmLink: string): MailMessage {
  return transactionalEmail({ to, subject: "Confirm your Chip Repair Academy account", secret: "link" }, [
    `Hi ${mailSafeName(firstName)},`,
    "",
    "Please confirm your e-mail address to finish creating your account.",
    button("Confirm your address", confirmLink),
    "The link works for 24 hours.",
  ]);
}

/** To the owner of an address someone tried to sign up with again: how to get in, and that nothing changed. */
export function signUpAttemptEmail(to: string): MailMessage {
  return transactionalEmail({ to, subject: "Someone tried to create a Chip Repair Academy account with your e-mail" }, [
    "Someone (hopefully you) tried to create a new Chip Repair Academy account with this e-mail address, which already has one.",
    button("Sign in", `${siteUrl}/auth`),
    ["Forgot your password? ", link(`${siteUrl}/forgot-password`, "Choose a new one")],
    "",
    "If this was not you, you can ignore this e-mail; nothing has changed.",
  ]);
}

/**
 * Sign-in to the account paused after many wrong passwords: the owner's link lifts the pause
 * for the browser that opens it, so whoever is guessing cannot keep them out.
 */
export function signInPausedEmail(to: string, unlockLink: string, pausedMinutes: number): MailMessage {
  return transactionalEmail({ to, subject: "Sign-in to your Chip Repair Academy account is paused", secret: "link" }, [
    `Someone tried to sign in to your Chip Repair Academy account with a wrong password many times, so signing in to it is paused for ${pausedMinutes} minutes.`,
    "If that was you, sign in from this browser now (the link works for an hour):",
    button("Sign in from this browser", unlockLink),
    ["If it was not you, your account is safe while the password is not guessed; to be sure, ", link(`${siteUrl}/forgot-password`, "choose a new password"), "."],
  ]);
}

/** A manual account's login credentials: the new member must change the password on first sign-in. */
export function manualAccountEmail(details: { to: string; firstName: string; temporaryPassword: string; access: string }): MailMessage {
  return transactionalEmail({ to: details.to, subject: "Your Chip Repair Academy account", secret: "password" }, [
    `Hi ${mailSafeName(details.firstName)},`,
    "",
    `Your account is ready, with access to: ${details.access}.`,
    facts(fact("E-mail", details.to), fact("Temporary password", details.temporaryPassword)),
    button("Sign in", `${siteUrl}/auth`),
    "You will choose your own password when you first sign in.",
  ]);
}

/** The one reminder to a buyer who left checkout without paying: the link reopens it at the same price. */
export function checkoutReminderEmail(details: { to: string; firstName: string; productName: string; amount: string; reopenLink: string }): MailMessage {
  return marketingEmail({ to: details.to, subject: `Your order is waiting: ${details.productName}`, secret: "link" }, [
    `Hi ${mailSafeName(details.firstName)},`,
    "",
    "You started an order on our site but did not finish paying, so nothing was charged.",
    "",
    `Your order: ${details.productName}, ${details.amount}`,
    button("Finish your order", details.reopenLink),
    "It is still at the same price. Questions before you buy? Just reply to this e-mail. We send this reminder once only.",
  ]);
}

/** The one e-mail to a booker who missed their call: their answers are kept, so booking again takes a date and a time. */
export function noShowRebookEmail(details: { to: string; name: string; missedCall: string; bookAgainLink: string }): MailMessage {
  // The link fills the calendar with the booker's name, e-mail and phone: theirs alone.
  return marketingEmail({ to: details.to, subject: "We missed you: pick a new time for your strategy call", secret: "link" }, [
    `Hi ${mailSafeName(details.name)},`,
    "",
    `Your free strategy call was booked for ${details.missedCall}, but we could not reach you. Things come up; it happens.`,
    "",
    "Your survey answers are saved, so booking a new time takes a minute: choose a day and a time, and you are done.",
    button("Pick a new time", details.bookAgainLink),
    "The call is still free: a full hour, one-on-one, about starting your windshield repair business.",
    "",
    "We send this e-mail once only. Questions? Just reply.",
    "",
    TEAM,
  ]);
}

/** The certificate of completion, attached as its PDF, with the public page that verifies it. */
export function certificateEmail(details: { to: string; name: string; course: string; serial: string; verifyLink: string; pdf: Buffer }): MailMessage {
  return transactionalEmail(
    {
      to: details.to,
      subject: "Your certificate of completion",
      attachments: [{ filename: `certificate-${details.serial}.pdf`, contentType: "application/pdf", content: details.pdf.toString("base64"), encoding: "base64" }],
    },
    [
      `Congratulations, ${mailSafeName(details.name)}!`,
      "",
      `You have completed the ${details.course}: every lesson, and every checkpoint quiz passed.`,
      "",
      `Your certificate is attached (number ${details.serial}). Show it to customers, insurers and shop owners; anyone can check it is genuine on its page:`,
      button("Check the certificate", details.verifyLink),
      ["Download it again at any time from ", link(`${siteUrl}/account`, "your account")],
      "",
      TEAM,
    ],
  );
}

export type InstalmentEmailDetails = {
  to: string;
  firstName: string;
  productName: string;
  /** e.g. "payment 2 of 2" */
  payment: string;
  amount: string;
};

/** The receipt for a later payment of a plan, with the payments still to come. */
export function instalmentReceiptEmail(details: InstalmentEmailDetails & { orderNumber: string; paidOn: string; laterPayments: ScheduledPayment[] }): MailMessage {
  return transactionalEmail({ to: details.to, subject: `Payment received: ${details.productName}` }, [
    `Hi ${mailSafeName(details.firstName)},`,
    "",
    `Payment received: ${details.amount} for the ${details.productName} (${details.payment}).`,
    ...(details.laterPayments.length === 0 ? ["Your plan is now paid in full. Thank you."] : []),
    heading("Your receipt"),
    receiptFacts({ orderNumber: details.orderNumber, paidOn: details.paidOn, item: [details.productName, details.payment], amount: details.amount }),
    ...laterChargesBody(details.laterPayments),
    button("Your orders and payments", `${siteUrl}/account`),
  ]);
}

/**
 * A later payment of a plan did not go through: when it is tried again, or that the plan is
 * paused, and the link that pays it now (with this card or another).
 */
export function instalmentFailedEmail(details: InstalmentEmailDetails & { reason: string; retryOn: string | null; payLink: string }): MailMessage {
  return transactionalEmail(
    { to: details.to, subject: details.retryOn ? `Your payment did not go through: ${details.productName}` : `Your plan is paused: ${details.productName}`, secret: "link" },
    [
      `Hi ${mailSafeName(details.firstName)},`,
      "",
      `We could not charge ${details.amount} for the ${details.productName} (${details.payment}): ${details.reason}.`,
      details.retryOn
        ? `We will try the same card again on ${details.retryOn}. Your member access stays open meanwhile.`
        : "That was our last try, so your member access is paused. It opens again the moment this payment is made.",
      "",
      "You can pay now, with this card or another:",
      button("Pay now", details.payLink),
      "Questions? Just reply to this e-mail.",
    ],
  );
}

export type CallReminderDetails = {
  to: string;
  name: string;
  /** How soon the call starts, e.g. "in 24 hours". */
  startsIn: string;
  /** e.g. "Monday, March 15, 2027 at 11:00 AM EDT (New York)", in the booker's zone. */
  whenForVisitor: string;
  meetingLink?: string;
  instructions: string;
  /** Where the booker cancels or moves the call (a signed link). */
  manageLink: string;
};

/** A reminder before a booked call (transactional: it goes to every booker). */
export function callReminderEmail(details: CallReminderDetails): MailMessage {
  // The manage link cancels or moves the call: for the booker's eyes only.
  return transactionalEmail({ to: details.to, subject: `Reminder: your strategy call is ${details.startsIn}`, secret: "link" }, [
    `Hi ${mailSafeName(details.name)},`,
    "",
    `A reminder: your free strategy call with Chip Repair Academy starts ${details.startsIn}, on ${details.whenForVisitor}.`,
    "It lasts a full hour; please be ready 5 minutes early.",
    "",
    ...joinTheCall(details.meetingLink),
    details.instructions,
    "",
    ["Can't make it? ", link(details.manageLink, "Cancel or pick another time")],
    "",
    TEAM,
  ]);
}

/**
 * What a visitor typed, for staff to read in an e-mail: as typed, except that the marks mail
 * clients make links of (a scheme's colon, an address's @, a dot or slash inside a word) become
 * spaces, so "www.x.example" or "http://x" reads as words and links nowhere; control
 * characters go too, and it is cut at `max` characters.
 */
function unlinkableText(value: string, max: number): string {
  const cleaned = value
    .replace(/\p{C}/gu, " ")
    .replace(/[.:/\\@\u3002\uFF0E\uFF61\uFF1A\uFF0F\uFF20](?=\S)/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max).trim()}...` : cleaned;
}

const unlinkableName = (name: string) => unlinkableText(name, 100) || "(no name)";

/** A booker's address as the host may read it: a plain address as it is, anything else as words. */
const plainAddress = (email: string) => (/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email) ? email : unlinkableText(email, 254));

export type AgendaCall = {
  /** The start in the host's zone, e.g. "9:00 AM MDT". */
  time: string;
  /** The start on the booker's clock, e.g. "11:00 AM EDT for them". */
  bookerTime: string;
  name: string;
  email: string;
  phone: string;
  /** The booking's notes: labelled survey answers, or plain text. */
  notes: { kind: "answers"; answers: SurveyAnswer[] } | { kind: "text"; text: string } | null;
};

/**
 * The host's morning agenda: the day's calls in order, with who calls and what they answered.
 * Everything the bookers typed is text that links nowhere.
 */
export function hostAgendaEmail(hostAddress: string, agenda: { day: string; calls: AgendaCall[] }): MailMessage {
  const count = agenda.calls.length === 1 ? "1 strategy call" : `${agenda.calls.length} strategy calls`;
  return transactionalEmail({ to: hostAddress, subject: `Today's calls: ${count}, ${agenda.day}` }, [
    `Good morning. You have ${count} today, ${agenda.day}:`,
    ...agenda.calls.flatMap((call) => [
      heading(`${call.time}: ${unlinkableName(call.name)} (${call.bookerTime})`),
      facts(...bookerRows(call), ...(call.notes?.kind === "text" ? [fact("Notes", unlinkableText(call.notes.text, 1000))] : answerRows(call.notes?.answers ?? []))),
    ]),
    "Each call lasts an hour. Calls booked, moved or cancelled from now on reach you in their own notices.",
  ]);
}
