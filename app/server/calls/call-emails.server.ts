import { callMedium } from "~/content/strategy-call";
import { callLengthWords } from "~/lib/call-length";
import type { CalendarLinks } from "~/lib/calendar-links";
import type { CallKind } from "~/server/calls/call-calendar.server";
import { button, fact, facts, heading, link, type EmailBody } from "~/server/delivery/email-body.server";
import { marketingEmail, transactionalEmail } from "~/server/delivery/email-layout.server";
import { emailFromText } from "~/server/delivery/email-texts.server";
import { publishedText } from "~/server/platform/site-texts.server";
import type { TextValue } from "~/lib/text-units";
import type { MailAttachment, MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName, unlinkableText, unlinkableName, plainAddress } from "~/server/delivery/emails.server";

// The e-mails about a strategy call, to the booker and to the host: each one's subject and
// body (delivery/emails.server.ts says how a body is written and sent).

/** The studio's text of each booker e-mail, per kind of call. */
const BOOKER_TEXTS = {
  confirmation: { strategy: "email.booking-confirmation", coaching: "email.coaching-confirmation" },
  reminder: { strategy: "email.call-reminder", coaching: "email.coaching-reminder" },
  moved: { strategy: "email.booking-moved", coaching: "email.coaching-moved" },
  cancelled: { strategy: "email.booking-cancelled", coaching: "email.coaching-cancelled" },
} as const;

export type BookingEmailDetails = {
  callKind?: CallKind;
  name: string;
  email: string;
  phone: string;
  /** e.g. "Tuesday, December 1, 2026 at 10:00 AM (New York)" in the visitor's zone. */
  whenForVisitor: string;
  /** The same instant in the host's zone. */
  whenForHost: string;
  /** Who takes the call (the host's name on the booking page). */
  hostName: string;
  callMinutes: number;
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

/** The booker's values every call e-mail's text may name. */
function bookerValues(details: { name: string; whenForVisitor: string }) {
  const name = mailSafeName(details.name);
  return { firstName: name.split(" ")[0]!, name, callTime: details.whenForVisitor };
}

/** Who takes the call and for how long, as the texts of the confirmation and the reminders name them. */
const callValues = (details: { hostName: string; callMinutes: number }) => ({
  hostName: unlinkableText(details.hostName, 80),
  callLength: callLengthWords(details.callMinutes),
});

/** How the call happens, in the words the pages and the invite use, with a button to join a video call. */
const joinTheCall = (meetingLink: string | undefined): EmailBody =>
  meetingLink ? [callMedium.video, button(callMedium.joinLabel.replace(/:$/, ""), meetingLink)] : [callMedium.phone];

/** What the system puts where the confirmation's text says {{callDetails}}: how to join, the calendar links, the manage link. */
export const callDetailsBlock = (details: Pick<BookingEmailDetails, "meetingLink" | "instructions" | "calendar" | "manageLink">): EmailBody => [
  ...joinTheCall(details.meetingLink),
  details.instructions,
  "",
  "The calendar invite is attached. Or add the call to your calendar:",
  [link(details.calendar.google, "Google Calendar")],
  [link(details.calendar.outlook, "Outlook")],
  [link(details.calendar.file, "Apple Calendar or any other (.ics file)")],
  "",
  ["Need to cancel or pick another time? ", link(details.manageLink, "Manage your call")],
];

/** The confirmation's subject and body, in the owner's words (the studio's text, or a draft being previewed). */
export function bookingConfirmationContent(
  details: Omit<BookingEmailDetails, "invite" | "email" | "phone" | "whenForHost" | "surveyAnswers">,
  text: TextValue,
) {
  return emailFromText(text, { ...bookerValues(details), ...callValues(details) }, { callDetails: callDetailsBlock(details) });
}

export function bookingConfirmationEmail(details: BookingEmailDetails): MailMessage {
  const { subject, body } = bookingConfirmationContent(details, publishedText(BOOKER_TEXTS.confirmation[details.callKind ?? "strategy"]));
  // The manage link cancels or moves the call: for the booker's eyes only.
  return transactionalEmail({ to: details.email, subject, attachments: [details.invite], secret: "link" }, body);
}

export type BookingChange = {
  callKind?: CallKind;
  name: string;
  email: string;
  whenForVisitor: string;
  whenForHost: string;
  manageLink: string;
  invite: MailAttachment;
};

/** The move's or cancellation's subject and body, in the owner's words (the studio's text, or a draft being previewed). */
export function bookingChangedContent(change: Pick<BookingChange, "name" | "whenForVisitor" | "manageLink">, text: TextValue) {
  return emailFromText(text, bookerValues(change), {
    manageCall: [["Need another change? ", link(change.manageLink, "Manage your call")]],
  });
}

/** The booker's own copy of a move or a cancellation, with the updated (or cancelling) invite. */
export function bookingChangedEmail(change: BookingChange & { kind: "moved" | "cancelled" }): MailMessage {
  const { subject, body } = bookingChangedContent(change, publishedText(BOOKER_TEXTS[change.kind][change.callKind ?? "strategy"]));
  // After a move the manage link still cancels or moves the call: for the booker's eyes only.
  return transactionalEmail({ to: change.email, subject, attachments: [change.invite], ...(change.kind === "moved" ? { secret: "link" as const } : {}) }, body);
}

/** How the host can reach a booker: what they typed, as words that link nowhere. */
const bookerRows = (booker: { email: string; phone?: string }) => [
  fact("E-mail", plainAddress(booker.email)),
  ...(booker.phone ? [fact("Phone", unlinkableText(booker.phone, 40))] : []),
];

/** The move's or cancellation's notice to the host, in the owner's words (the studio's text, or a draft being previewed). */
export function hostBookingChangedContent(
  change: Pick<BookingChange, "name" | "email"> & { kind: "moved" | "cancelled"; previousForHost: string; whenForHost?: string },
  text: TextValue,
) {
  const name = unlinkableName(change.name);
  const values: Record<string, string> =
    change.kind === "moved"
      ? { name, callTime: change.whenForHost ?? "", previousCallTime: change.previousForHost }
      : { name, callTime: change.previousForHost };
  return emailFromText(text, values, { bookerDetails: [facts(...bookerRows({ email: change.email }))] });
}

/** The host hears about every move and cancellation a booker makes. */
export function hostBookingChangedEmail(hostAddress: string, change: BookingChange & { kind: "moved" | "cancelled"; previousForHost: string }): MailMessage {
  if (change.callKind === "coaching") return hostCoachingChangedEmail(hostAddress, change);
  const { subject, body } = hostBookingChangedContent(
    change,
    publishedText(change.kind === "moved" ? "email.host-booking-moved" : "email.host-booking-cancelled"),
  );
  return transactionalEmail({ to: hostAddress, subject, attachments: [change.invite] }, body);
}

/** The host's notice of a member's coaching session moved or cancelled, in the system's words. */
function hostCoachingChangedEmail(hostAddress: string, change: BookingChange & { kind: "moved" | "cancelled"; previousForHost: string }): MailMessage {
  const name = unlinkableName(change.name);
  const moved = change.kind === "moved";
  return transactionalEmail(
    {
      to: hostAddress,
      subject: moved ? `Coaching session moved: ${name}, now ${change.whenForHost}` : `Coaching session cancelled: ${name}, ${change.previousForHost}`,
      attachments: [change.invite],
    },
    [
      moved
        ? `${name} moved their coaching session from ${change.previousForHost} to ${change.whenForHost}. The slot they left is free again.`
        : `${name} cancelled their coaching session on ${change.previousForHost}. The slot is free again.`,
      facts(...bookerRows({ email: change.email })),
    ],
  );
}

/** Survey answers for the host: each question and answer in words that link nowhere. */
function answerRows(answers: SurveyAnswer[]) {
  if (answers.length === 0) return [fact("Survey answers", "none")];
  return answers.map(({ label, answer }) => fact(unlinkableText(label, 200), unlinkableText(answer, 1000)));
}

/** The host's notice of a new booking, in the owner's words (the studio's text, or a draft being previewed). */
export function hostBookingNoticeContent(
  details: Pick<BookingEmailDetails, "name" | "email" | "phone" | "whenForHost" | "whenForVisitor" | "hostName" | "callMinutes" | "surveyAnswers">,
  text: TextValue,
) {
  return emailFromText(
    text,
    { name: unlinkableName(details.name), callTime: details.whenForHost, bookerCallTime: details.whenForVisitor, ...callValues(details) },
    {
      bookerDetails: [facts(fact("Host", unlinkableText(details.hostName, 80)), ...bookerRows(details))],
      answers: [facts(...answerRows(details.surveyAnswers))],
    },
  );
}

/**
 * The host hears about every booking: a strategy call in the owner's words (the studio's text),
 * a member's coaching session (which has no survey behind it) in the system's.
 */
export function hostBookingNoticeEmail(hostAddress: string, details: BookingEmailDetails): MailMessage {
  if (details.callKind === "coaching") {
    const name = unlinkableName(details.name);
    return transactionalEmail({ to: hostAddress, subject: `New coaching session: ${name}, ${details.whenForHost}`, attachments: [details.invite] }, [
      `${name} booked a coaching session for ${details.whenForHost} (${details.whenForVisitor} for them).`,
      facts(fact("Host", unlinkableText(details.hostName, 80)), ...bookerRows(details)),
    ]);
  }
  const { subject, body } = hostBookingNoticeContent(details, publishedText("email.host-booking-notice"));
  return transactionalEmail({ to: hostAddress, subject, attachments: [details.invite] }, body);
}

/** The booking-limit alert, in the owner's words (the studio's text, or a draft being previewed). */
export const bookingCeilingAlertContent = (limit: number, text: TextValue) => emailFromText(text, { limit: String(limit) });

/** To the host when the hourly booking ceiling is reached (sent at most once an hour). */
export function bookingCeilingAlertEmail(hostAddress: string, limit: number): MailMessage {
  const { subject, body } = bookingCeilingAlertContent(limit, publishedText("email.booking-ceiling-alert"));
  return transactionalEmail({ to: hostAddress, subject }, body);
}

export type ExistingCall = { to: string; name: string; whenForVisitor: string; manageLink: string };

/** The note about a call already booked, in the owner's words (the studio's text, or a draft being previewed). */
export function existingCallContent(details: Omit<ExistingCall, "to">, text: TextValue) {
  return emailFromText(text, bookerValues(details), { manageButton: [button(String(text.button), details.manageLink)] });
}

/**
 * To the address on file of a call already booked, when someone asks to book another with
 * its e-mail or phone: the form no longer says when that call is, the booker's inbox does.
 */
export function existingCallEmail(details: ExistingCall): MailMessage {
  const { subject, body } = existingCallContent(details, publishedText("email.existing-call"));
  // The manage link cancels or moves the call: for the booker's eyes only.
  return transactionalEmail({ to: details.to, subject, secret: "link" }, body);
}

export type NoShowDetails = {
  to: string;
  name: string;
  missedCall: string;
  bookAgainLink: string;
  /** How long a call booked now lasts, in words. */ callLength: string;
};

/** The book-again mail's subject and body, in the owner's words (the studio's text, or a draft being previewed). */
export function noShowRebookContent(details: Omit<NoShowDetails, "to">, text: TextValue) {
  return emailFromText(
    text,
    { ...bookerValues({ name: details.name, whenForVisitor: details.missedCall }), callLength: details.callLength },
    {
      bookAgainButton: [button(String(text.button), details.bookAgainLink)],
    },
  );
}

/** The one e-mail to a booker who missed their call: their answers are kept, so booking again takes a date and a time. */
export function noShowRebookEmail(details: NoShowDetails): MailMessage {
  const { subject, body } = noShowRebookContent(details, publishedText("email.no-show-rebook"));
  // The link fills the calendar with the booker's name, e-mail and phone: theirs alone.
  return marketingEmail({ to: details.to, subject, secret: "link" }, body);
}

export type CallReminderDetails = {
  callKind?: CallKind;
  to: string;
  name: string;
  /** How soon the call starts, e.g. "in 24 hours". */
  startsIn: string;
  /** e.g. "Monday, March 15, 2027 at 11:00 AM EDT (New York)", in the booker's zone. */
  whenForVisitor: string;
  hostName: string;
  callMinutes: number;
  meetingLink?: string;
  instructions: string;
  /** Where the booker cancels or moves the call (a signed link). */
  manageLink: string;
};

/** What the system puts where the reminder's text says {{callDetails}}: how to join, and the link to cancel or move. */
const reminderDetailsBlock = (details: Pick<CallReminderDetails, "meetingLink" | "instructions" | "manageLink">): EmailBody => [
  ...joinTheCall(details.meetingLink),
  details.instructions,
  "",
  ["Can't make it? ", link(details.manageLink, "Cancel or pick another time")],
];

/** The reminder's subject and body, in the owner's words (the studio's text, or a draft being previewed). */
export function callReminderContent(details: Omit<CallReminderDetails, "to">, text: TextValue) {
  return emailFromText(text, { ...bookerValues(details), ...callValues(details), startsIn: details.startsIn }, { callDetails: reminderDetailsBlock(details) });
}

/** A reminder before a booked call (transactional: it goes to every booker). */
export function callReminderEmail(details: CallReminderDetails): MailMessage {
  const { subject, body } = callReminderContent(details, publishedText(BOOKER_TEXTS.reminder[details.callKind ?? "strategy"]));
  // The manage link cancels or moves the call: for the booker's eyes only.
  return transactionalEmail({ to: details.to, subject, secret: "link" }, body);
}

export type AgendaCall = {
  /** The start in the host's zone, e.g. "9:00 AM MDT". */
  time: string;
  /** The start on the booker's clock, e.g. "11:00 AM EDT for them". */
  bookerTime: string;
  /** How long the call was booked for. */
  minutes: number;
  name: string;
  email: string;
  phone: string;
  /** The booking's notes: labelled survey answers, or plain text. */
  notes: { kind: "answers"; answers: SurveyAnswer[] } | { kind: "text"; text: string } | null;
};

/** "Each call lasts a full hour.", or the lengths when the day's calls differ (booked before a change of the host's call length). */
function lengthsOf(calls: AgendaCall[]): string {
  const lengths = [...new Set(calls.map((call) => call.minutes))].sort((a, b) => a - b);
  return lengths.length === 1 ? `Each call lasts ${callLengthWords(lengths[0])}.` : `The calls last ${lengths.map(callLengthWords).join(" or ")}.`;
}

/** What the system puts where the agenda's text says {{calls}}: each call's time, booker and answers or notes, in words that link nowhere. */
const agendaCallsBlock = (calls: AgendaCall[]): EmailBody =>
  calls.flatMap((call) => [
    heading(`${call.time}: ${unlinkableName(call.name)} (${call.bookerTime})`),
    facts(
      ...bookerRows(call),
      ...(call.notes?.kind === "text" ? [fact("Notes", unlinkableText(call.notes.text, 1000))] : answerRows(call.notes?.answers ?? [])),
    ),
  ]);

/** The host's morning agenda, in the owner's words (the studio's text, or a draft being previewed). */
export function hostAgendaContent(agenda: { day: string; calls: AgendaCall[] }, text: TextValue) {
  const count = agenda.calls.length === 1 ? "1 strategy call" : `${agenda.calls.length} strategy calls`;
  return emailFromText(text, { count, day: agenda.day, callLengths: lengthsOf(agenda.calls) }, { calls: agendaCallsBlock(agenda.calls) });
}

/** The host's morning agenda: the day's calls in order, with who calls and what they answered. */
export function hostAgendaEmail(hostAddress: string, agenda: { day: string; calls: AgendaCall[] }): MailMessage {
  const { subject, body } = hostAgendaContent(agenda, publishedText("email.host-agenda"));
  return transactionalEmail({ to: hostAddress, subject }, body);
}
