import type { SequenceEmail } from "~/content/email-sequences";
import { callMedium } from "~/content/strategy-call";
import { kitShipping } from "~/content/shipping";
import type { CalendarLinks } from "~/lib/calendar-links";
import type { OrderShipment } from "~/lib/order-form";
import { siteUrl } from "./env.server";
import type { MailAttachment, MailMessage } from "./mail.server";
import { listUnsubscribe } from "./unsubscribe.server";

// The site's e-mails. Plain text first (it survives every client); the HTML part is the
// same text, every value escaped, with links only where the site put one with `link()`.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A link the site itself puts in a message: one of its own pages, the meeting link, a manage link. */
type Link = { href: string };
const link = (href: string): Link => ({ href });

/**
 * A line of a message: text, or text with the site's links in it. Text stays text in the
 * HTML part whatever it looks like (a visitor's name or answer may hold a URL or markup);
 * only `link()` parts become links.
 */
type Line = string | (string | Link)[];

const partsOf = (line: Line) => (typeof line === "string" ? [line] : line);

function textFrom(lines: Line[]): string {
  return lines.map((line) => partsOf(line).map((part) => (typeof part === "string" ? part : part.href)).join("")).join("\n");
}

function htmlFrom(lines: Line[]): string {
  const html = (part: string | Link) => (typeof part === "string" ? escapeHtml(part) : `<a href="${escapeHtml(part.href)}">${escapeHtml(part.href)}</a>`);
  const body = lines.map((line) => partsOf(line).map(html).join("")).join("\n");
  return `<div style="font-family:system-ui,sans-serif;line-height:1.5">${body.replace(/\n/g, "<br>")}</div>`;
}

/**
 * A visitor's name as it may appear in mail sent to an address the visitor chose: letters,
 * spaces, hyphens and apostrophes, at most 40 characters. Whatever else was typed (a link,
 * a sales pitch) never travels in our name.
 */
export function mailSafeName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{M}' -]/gu, " ").replace(/\s+/g, " ").trim().slice(0, 40).trim();
  return cleaned || "there";
}

function message(to: string, subject: string, lines: Line[], attachments?: MailAttachment[]): MailMessage {
  return { to, subject, text: textFrom(lines), html: htmlFrom(lines), attachments };
}

/**
 * Marketing mail: the message with a visible unsubscribe link at its foot and the
 * List-Unsubscribe headers (one click, RFC 8058). Sent only to an address not on the
 * suppression list (the sender checks).
 */
function marketingMessage(to: string, subject: string, lines: Line[]): MailMessage {
  const unsubscribe = listUnsubscribe(to);
  return {
    ...message(to, subject, [...lines, "", "--", ["You get these e-mails from Chip Repair Academy. Unsubscribe with one click: ", link(unsubscribe.url)]]),
    listUnsubscribe: unsubscribe,
  };
}

/** An e-mail of a follow-up series: its paragraphs, then its one call to action (a page of this site). */
export function sequenceEmail(to: string, firstName: string, email: SequenceEmail): MailMessage {
  const paragraphs = email.paragraphs.map((paragraph) => paragraph.replaceAll("{firstName}", mailSafeName(firstName)));
  return marketingMessage(to, email.subject, [
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    [`${email.callToAction.label}: `, link(`${siteUrl}${email.callToAction.path}`)],
    "",
    "See you inside,",
    "The Chip Repair Academy team",
  ]);
}

/** How the call happens, in the words the pages and the invite use, with the link to join a video call. */
const meetingLines = (meetingLink: string | undefined): Line[] =>
  meetingLink ? [callMedium.video, [`${callMedium.joinLabel} `, link(meetingLink)]] : [callMedium.phone];

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
  surveySummary: string;
  invite: MailAttachment;
  /** Where the booker cancels or moves the call (a signed link). */
  manageLink: string;
  calendar: CalendarLinks;
};

export function bookingConfirmationEmail(details: BookingEmailDetails): MailMessage {
  const confirmation = message(
    details.email,
    "Your free strategy call is booked",
    [
      `Hi ${mailSafeName(details.name)},`,
      "",
      `Your strategy call is booked for ${details.whenForVisitor}.`,
      "It lasts a full hour; please be ready 5 minutes early.",
      ...meetingLines(details.meetingLink),
      "",
      details.instructions,
      "",
      "The calendar invite is attached. Or add the call to your calendar here:",
      ["Google Calendar: ", link(details.calendar.google)],
      ["Outlook: ", link(details.calendar.outlook)],
      ["Apple Calendar or any other (.ics file): ", link(details.calendar.file)],
      "",
      ["Need to cancel or pick another time? Use this link: ", link(details.manageLink)],
      "",
      "The Chip Repair Academy team",
    ],
    [details.invite],
  );
  // The manage link cancels or moves the call: for the booker's eyes only.
  return { ...confirmation, secret: "link" };
}

export type BookingChange = { name: string; email: string; whenForVisitor: string; whenForHost: string; manageLink: string; invite: MailAttachment };

/** The booker's own copy of a move or a cancellation, with the updated (or cancelling) invite. */
export function bookingChangedEmail(change: BookingChange & { kind: "moved" | "cancelled" }): MailMessage {
  const moved = change.kind === "moved";
  const notice = message(
    change.email,
    moved ? "Your strategy call has a new time" : "Your strategy call is cancelled",
    [
      `Hi ${mailSafeName(change.name)},`,
      "",
      moved ? `Your strategy call is now on ${change.whenForVisitor}. The updated invite is attached.` : `Your strategy call on ${change.whenForVisitor} is cancelled. The attached update removes it from your calendar.`,
      "",
      moved ? ["Need another change? ", link(change.manageLink)] : ["Want a call after all? Book a new time: ", link(`${siteUrl}/booking-survey`)],
      "",
      "The Chip Repair Academy team",
    ],
    [change.invite],
  );
  return moved ? { ...notice, secret: "link" } : notice;
}

/** The host hears about every move and cancellation a booker makes. */
export function hostBookingChangedEmail(hostAddress: string, change: BookingChange & { kind: "moved" | "cancelled"; previousForHost: string }): MailMessage {
  return message(
    hostAddress,
    change.kind === "moved" ? `Call moved: ${unlinkableName(change.name)}, now ${change.whenForHost}` : `Call cancelled: ${unlinkableName(change.name)}, ${change.previousForHost}`,
    [
      change.kind === "moved"
        ? `${unlinkableName(change.name)} moved their strategy call from ${change.previousForHost} to ${change.whenForHost}. The slot they left is free again.`
        : `${unlinkableName(change.name)} cancelled their strategy call on ${change.previousForHost}. The slot is free again.`,
      "",
      `E-mail: ${plainAddress(change.email)}`,
    ],
    [change.invite],
  );
}

export function hostBookingNoticeEmail(hostAddress: string, details: BookingEmailDetails): MailMessage {
  return message(
    hostAddress,
    `New strategy call: ${unlinkableName(details.name)}, ${details.whenForHost}`,
    [
      `${unlinkableName(details.name)} booked a strategy call for ${details.whenForHost} (${details.whenForVisitor} for them).`,
      "",
      `E-mail: ${plainAddress(details.email)}`,
      `Phone: ${unlinkableText(details.phone, 40)}`,
      "",
      "Survey answers:",
      ...details.surveySummary.split("\n").map((line) => unlinkableText(line, 1000)),
    ],
    [details.invite],
  );
}

export const BOOKING_CEILING_ALERT_SUBJECT = "Booking limit reached on your site";

/** To the host when the hourly booking ceiling is reached (sent at most once an hour). */
export function bookingCeilingAlertEmail(hostAddress: string, limit: number): MailMessage {
  return message(
    hostAddress,
    BOOKING_CEILING_ALERT_SUBJECT,
    [
      `${limit} strategy calls were booked on the site in the last hour, the most BOOKINGS_PER_HOUR allows.`,
      "",
      "Further bookings are refused until the hour has passed; visitors are asked to try again later or to contact you.",
      "If this is a real rush (an ad or a webinar), raise BOOKINGS_PER_HOUR and restart the site. If the bookings look",
      "made up (odd names, the same details over and over), cancel them and leave the limit where it is.",
    ],
  );
}

export type PurchaseEmailDetails = {
  to: string;
  firstName: string;
  productName: string;
  amount: string;
  /** A plan in instalments: the later payments, e.g. "$997.00 on December 22, 2026". */
  laterPayments: string[];
  /** The bootcamp course area, or the member welcome page. */
  accessPath: string;
  newAccount: boolean;
  /** The kits the order ships, and where. */
  shipment: OrderShipment | null;
};

/** The receipt, and how to get in: never the password itself (mail is not a safe place for it). */
export function purchaseEmail(details: PurchaseEmailDetails): MailMessage {
  const account = details.newAccount
    ? [
        ["We made an account for you. Sign in at ", link(`${siteUrl}/auth`), ` with ${details.to} and the temporary password shown on the page after your payment; you will choose your own password right after.`],
        ["Closed that page before noting the password? Set one here: ", link(`${siteUrl}/forgot-password`)],
      ]
    : [[`Sign in with your existing account (${details.to}) at `, link(`${siteUrl}/auth`), "."]];
  return message(
    details.to,
    `Your order: ${details.productName}`,
    [
      `Hi ${mailSafeName(details.firstName)},`,
      "",
      `Thank you for your order. Payment received: ${details.amount} for the ${details.productName}.`,
      ...(details.laterPayments.length > 0
        ? [`Your next ${details.laterPayments.length === 1 ? "payment is" : "payments are"} charged to the same card: ${details.laterPayments.join("; ")}. We e-mail a receipt for each.`]
        : []),
      "",
      ...(details.shipment
        ? [
            `Your repair kit: we ship ${details.shipment.kits} ${kitShipping.shipsWithin} to:`,
            mailSafeName(details.shipment.recipient),
            ...details.shipment.address,
            `The courier may call you at ${details.shipment.phone} about the delivery. Wrong address? Reply to this e-mail before it ships.`,
            "",
          ]
        : []),
      ...account,
      "",
      ["Start here: ", link(`${siteUrl}${details.accessPath}`)],
      "",
      "You are covered by our 30-day money-back guarantee. Questions? Just reply to this e-mail.",
    ],
  );
}

/** To the buyer when their kits leave: the carrier, the tracking number and the carrier's tracking page. */
export function kitsShippedEmail(details: { to: string; firstName: string; kits: string; address: string[]; carrier: string; trackingNumber: string; trackingUrl: string }): MailMessage {
  return message(details.to, `Your ${details.kits} ${details.kits.startsWith("1 ") ? "is" : "are"} on the way`, [
    `Hi ${mailSafeName(details.firstName)},`,
    "",
    `Your ${details.kits} left our workshop today with ${details.carrier}, to:`,
    ...details.address,
    "",
    `Tracking number: ${details.trackingNumber}`,
    ["Follow your parcel: ", link(details.trackingUrl)],
    "",
    ["Your member area shows where everything in your plan stands: ", link(`${siteUrl}/welcome`)],
    "",
    "Questions? Just reply to this e-mail.",
  ]);
}

/** A single-use link to choose a password: asked for on /forgot-password, or after being made an admin. */
export function passwordLinkEmail(to: string, purpose: "reset" | "promotion", resetLink: string): MailMessage {
  const lines: Line[] =
    purpose === "reset"
      ? [
          "Someone (hopefully you) asked to reset the password for your Chip Repair Academy account.",
          "",
          ["Choose a new password here within the next hour: ", link(resetLink)],
          "",
          "If you did not ask for this, ignore this e-mail; your password stays as it is.",
        ]
      : [
          "The site owner gave your Chip Repair Academy account admin rights.",
          "",
          "To keep those rights safe, your old password no longer works and you were signed out everywhere.",
          ["Choose your password here within the next 24 hours: ", link(resetLink)],
          "",
          ["Link expired? Ask for a new one at ", link(`${siteUrl}/forgot-password`), "."],
        ];
  const subject = purpose === "reset" ? "Reset your Chip Repair Academy password" : "You have admin rights on Chip Repair Academy: choose your password";
  return { ...message(to, subject, lines), secret: "link" };
}

/** A manual account's login credentials: the new member must change the password on first sign-in. */
export function manualAccountEmail(details: { to: string; firstName: string; temporaryPassword: string; access: string }): MailMessage {
  const credentials = message(
    details.to,
    "Your Chip Repair Academy account",
    [
      `Hi ${mailSafeName(details.firstName)},`,
      "",
      `Your account is ready, with access to: ${details.access}.`,
      "",
      ["Sign in at ", link(`${siteUrl}/auth`)],
      `E-mail: ${details.to}`,
      `Temporary password: ${details.temporaryPassword}`,
      "",
      "You will choose your own password when you first sign in.",
    ],
  );
  return { ...credentials, secret: "password" };
}

/** The one reminder to a buyer who left checkout without paying: the link reopens it at the same price. */
export function checkoutReminderEmail(details: { to: string; firstName: string; productName: string; amount: string; reopenLink: string }): MailMessage {
  return {
    ...marketingMessage(details.to, `Your order is waiting: ${details.productName}`, [
      `Hi ${mailSafeName(details.firstName)},`,
      "",
      "You started an order on our site but did not finish paying, so nothing was charged.",
      "",
      `Your order: ${details.productName}, ${details.amount}`,
      "",
      ["Pick up where you left off, at the same price: ", link(details.reopenLink)],
      "",
      "Questions before you buy? Just reply to this e-mail. We send this reminder once only.",
    ]),
    secret: "link",
  };
}

/** The one e-mail to a booker who missed their call: their answers are kept, so booking again takes a date and a time. */
export function noShowRebookEmail(details: { to: string; name: string; missedCall: string; bookAgainLink: string }): MailMessage {
  return {
    ...marketingMessage(details.to, "We missed you: pick a new time for your strategy call", [
      `Hi ${mailSafeName(details.name)},`,
      "",
      `Your free strategy call was booked for ${details.missedCall}, but we could not reach you. Things come up; it happens.`,
      "",
      "Your survey answers are saved, so booking a new time takes a minute: choose a day and a time, and you are done.",
      "",
      ["Pick a new time: ", link(details.bookAgainLink)],
      "",
      "The call is still free: a full hour, one-on-one, about starting your windshield repair business.",
      "",
      "We send this e-mail once only. Questions? Just reply.",
      "",
      "The Chip Repair Academy team",
    ]),
    // The link fills the calendar with the booker's name, e-mail and phone: theirs alone.
    secret: "link",
  };
}

/** The certificate of completion, attached as its PDF, with the public page that verifies it. */
export function certificateEmail(details: { to: string; name: string; course: string; serial: string; verifyLink: string; pdf: Buffer }): MailMessage {
  return message(
    details.to,
    "Your certificate of completion",
    [
      `Congratulations, ${mailSafeName(details.name)}!`,
      "",
      `You have completed the ${details.course}: every lesson, and every checkpoint quiz passed.`,
      "",
      `Your certificate is attached (number ${details.serial}). Show it to customers, insurers and shop owners; anyone can check it is genuine here:`,
      [link(details.verifyLink)],
      "",
      ["You can download it again at any time from your account: ", link(`${siteUrl}/account`)],
      "",
      "The Chip Repair Academy team",
    ],
    [{ filename: `certificate-${details.serial}.pdf`, contentType: "application/pdf", content: details.pdf.toString("base64"), encoding: "base64" }],
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

/** The receipt for a later payment of a plan. */
export function instalmentReceiptEmail(details: InstalmentEmailDetails & { nextPayment: string | null }): MailMessage {
  return message(details.to, `Payment received: ${details.productName}`, [
    `Hi ${mailSafeName(details.firstName)},`,
    "",
    `Payment received: ${details.amount} for the ${details.productName} (${details.payment}).`,
    details.nextPayment ? `Your next payment: ${details.nextPayment}, charged to the same card.` : "Your plan is now paid in full. Thank you.",
    "",
    ["Your orders and payments: ", link(`${siteUrl}/account`)],
  ]);
}

/**
 * A later payment of a plan did not go through: when it is tried again, or that the plan is
 * paused, and the link that pays it now (with this card or another).
 */
export function instalmentFailedEmail(details: InstalmentEmailDetails & { reason: string; retryOn: string | null; payLink: string }): MailMessage {
  return {
    ...message(details.to, details.retryOn ? `Your payment did not go through: ${details.productName}` : `Your plan is paused: ${details.productName}`, [
      `Hi ${mailSafeName(details.firstName)},`,
      "",
      `We could not charge ${details.amount} for the ${details.productName} (${details.payment}): ${details.reason}.`,
      details.retryOn
        ? `We will try the same card again on ${details.retryOn}. Your member access stays open meanwhile.`
        : "That was our last try, so your member access is paused. It opens again the moment this payment is made.",
      "",
      ["Pay now, with this card or another: ", link(details.payLink)],
      "",
      "Questions? Just reply to this e-mail.",
    ]),
    secret: "link",
  };
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
  const reminder = message(details.to, `Reminder: your strategy call is ${details.startsIn}`, [
    `Hi ${mailSafeName(details.name)},`,
    "",
    `A reminder: your free strategy call with Chip Repair Academy starts ${details.startsIn}, on ${details.whenForVisitor}.`,
    "It lasts a full hour; please be ready 5 minutes early.",
    ...meetingLines(details.meetingLink),
    "",
    details.instructions,
    "",
    ["Can't make it? Cancel or pick another time here: ", link(details.manageLink)],
    "",
    "The Chip Repair Academy team",
  ]);
  // The manage link cancels or moves the call: for the booker's eyes only.
  return { ...reminder, secret: "link" };
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
  notes: { kind: "answers"; answers: { label: string; answer: string }[] } | { kind: "text"; text: string } | null;
};

function agendaNotes(notes: AgendaCall["notes"]): string[] {
  if (notes?.kind === "text") return [`  Notes: ${unlinkableText(notes.text, 1000)}`];
  const answers = notes?.answers ?? [];
  if (answers.length === 0) return ["  Survey answers: none"];
  return ["  Survey answers:", ...answers.map(({ label, answer }) => `  - ${unlinkableText(label, 200)}: ${unlinkableText(answer, 1000)}`)];
}

/**
 * The host's morning agenda: the day's calls in order, with who calls and what they answered.
 * Everything the bookers typed is text that links nowhere.
 */
export function hostAgendaEmail(hostAddress: string, agenda: { day: string; calls: AgendaCall[] }): MailMessage {
  const count = agenda.calls.length === 1 ? "1 strategy call" : `${agenda.calls.length} strategy calls`;
  return message(hostAddress, `Today's calls: ${count}, ${agenda.day}`, [
    `Good morning. You have ${count} today, ${agenda.day}:`,
    "",
    ...agenda.calls.flatMap((call) => [
      `${call.time}: ${unlinkableName(call.name)} (${call.bookerTime})`,
      `  E-mail: ${plainAddress(call.email)}`,
      `  Phone: ${unlinkableText(call.phone, 40)}`,
      ...agendaNotes(call.notes),
      "",
    ]),
    "Each call lasts an hour. Calls booked, moved or cancelled from now on reach you in their own notices.",
  ]);
}
