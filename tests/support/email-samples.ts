import { emailSequences } from "~/content/email-sequences";
import type { MailMessage } from "~/server/delivery/mail.server";
import { type Emails } from "./email-builders";

// One of every e-mail the site sends, built with the visitor's values at their worst (a name
// that holds links and markup, a long address, survey answers that look like URLs) and the
// links the site itself puts in each. The e-mail tests read these (email-rendering.test.ts
// opens their HTML parts in Chromium at a phone's width).

export const MEETING_LINK = "https://meet.example/j/123";
const MANAGE_LINK = "http://localhost:3000/my-call/7.signature";

// What a visitor may type: a spreadsheet formula, links, script URLs and markup.
export const hostileName = `=HYPERLINK("http://x.example/a","y") <a href="javascript:alert(1)">Riley</a> <b>Bold</b> www.evil.example javascript:alert(2)`;
const hostilePhone = "+1 801 555 0123 http://phone.example/call";
const hostileEmail = "riley.alexander.montgomery-smith+http://mail.example/x@a-very-long-company-name.example.test";
const hostileAnswers = [
  { label: "How much experience do you have?", answer: "see http://survey.example/offer?a=1&b=2" },
  { label: "Why now?", answer: "javascript:alert(3)" },
  { label: "Where will you work?", answer: `<img src=x onerror="alert(4)"> <a href="https://survey.example/2">here</a>` },
];

const CALENDAR_LINKS = {
  google: "https://calendar.google.com/calendar/render?action=TEMPLATE&dates=20270315T150000Z%2F20270315T160000Z",
  outlook: "https://outlook.live.com/calendar/0/action/compose?startdt=2027-03-15T15%3A00%3A00Z",
  file: "http://localhost/add-to-calendar/7.signature",
};
const invite = { filename: "strategy-call.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" };

export const bookingDetails = () => ({
  name: hostileName,
  email: hostileEmail,
  phone: hostilePhone,
  whenForVisitor: "Monday, March 15, 2027 at 11:00 AM EDT (New York)",
  whenForHost: "Monday, March 15, 2027 at 9:00 AM MDT",
  hostName: "Dave",
  callMinutes: 60,
  meetingLink: MEETING_LINK,
  instructions: "Bring a pen.",
  surveyAnswers: hostileAnswers,
  invite,
  manageLink: MANAGE_LINK,
  calendar: CALENDAR_LINKS,
});
export const bookingChange = () => ({ ...bookingDetails(), previousForHost: "Friday, March 12, 2027 at 9:00 AM MST" });

const laterPayment = { payment: "payment 2 of 2", amount: "$997.00", dueOn: "Saturday, May 1, 2027" };

const purchase = (newAccount: boolean) => ({
  to: hostileEmail,
  firstName: hostileName,
  orderNumber: "1F2E3D4C-5B6A",
  paidOn: "Thursday, April 1, 2027",
  productName: newAccount ? "Chip Repair Bootcamp" : "Complete Training System (Split Pay)",
  amount: newAccount ? "$47.00" : "$997.00",
  laterPayments: newAccount ? [] : [laterPayment],
  accessPath: "/course/bootcamp",
  newAccount,
  // A kit's parcel details, as a buyer could type them (the schema refuses most of this, the e-mail must not care).
  shipment: newAccount
    ? null
    : {
        kits: "2 Platinum Tools kits",
        recipient: hostileName,
        address: [`<a href="http://addr.example">1 Main St</a>`, "www.evil.example", "Lindon, UT 84042", "United States"],
        phone: hostilePhone,
      },
});

export type EmailSample = {
  /** The builder's name and what this case shows, e.g. "purchaseEmail (a plan in instalments)". */
  name: string;
  builder: keyof Emails;
  build: () => MailMessage;
  /** Every link the HTML part may hold, in order: the site's own. */
  links: string[];
  /** A receipt: the facts every receipt states are checked on it. */
  receipt?: boolean;
};

/** Every builder, with the visitor's values at their worst, and the links the site puts in. */
export function emailSamples(emails: Emails, site: { siteUrl: string; unsubscribeLink: (email: string) => string }): EmailSample[] {
  const { siteUrl, unsubscribeLink } = site;
  const terms = `${siteUrl}/terms`;
  return [
    ...emailSequences.flatMap((sequence) =>
      sequence.emails.map((email, index) => ({
        name: `sequenceEmail (${sequence.id}, part ${index + 1})`,
        builder: "sequenceEmail" as const,
        build: () => emails.sequenceEmail(hostileEmail, hostileName, sequence.id, index)!,
        links: [`${siteUrl}${email.callToAction.path}`, unsubscribeLink(hostileEmail)],
      })),
    ),
    {
      name: "bookingConfirmationEmail",
      builder: "bookingConfirmationEmail",
      build: () => emails.bookingConfirmationEmail(bookingDetails()),
      links: [MEETING_LINK, ...Object.values(CALENDAR_LINKS), MANAGE_LINK],
    },
    {
      name: "bookingChangedEmail (moved)",
      builder: "bookingChangedEmail",
      build: () => emails.bookingChangedEmail({ ...bookingChange(), kind: "moved" }),
      links: [MANAGE_LINK],
    },
    {
      name: "bookingChangedEmail (cancelled)",
      builder: "bookingChangedEmail",
      build: () => emails.bookingChangedEmail({ ...bookingChange(), kind: "cancelled" }),
      links: [`${siteUrl}/booking-survey`],
    },
    {
      name: "hostBookingChangedEmail (moved)",
      builder: "hostBookingChangedEmail",
      build: () => emails.hostBookingChangedEmail("host@example.test", { ...bookingChange(), kind: "moved" }),
      links: [],
    },
    {
      name: "hostBookingChangedEmail (cancelled)",
      builder: "hostBookingChangedEmail",
      build: () => emails.hostBookingChangedEmail("host@example.test", { ...bookingChange(), kind: "cancelled" }),
      links: [],
    },
    {
      name: "hostBookingNoticeEmail",
      builder: "hostBookingNoticeEmail",
      build: () => emails.hostBookingNoticeEmail("host@example.test", bookingDetails()),
      links: [],
    },
    { name: "bookingCeilingAlertEmail", builder: "bookingCeilingAlertEmail", build: () => emails.bookingCeilingAlertEmail("host@example.test", 10), links: [] },
    {
      name: "existingCallEmail",
      builder: "existingCallEmail",
      build: () =>
        emails.existingCallEmail({ to: hostileEmail, name: hostileName, whenForVisitor: "Monday, March 15, 2027 at 11:00 AM EDT", manageLink: MANAGE_LINK }),
      links: [MANAGE_LINK],
    },
    {
      name: "signInPausedEmail",
      builder: "signInPausedEmail",
      build: () => emails.signInPausedEmail(hostileEmail, `${siteUrl}/auth/unlock?token=a-token`, 15),
      links: [`${siteUrl}/auth/unlock?token=a-token`, `${siteUrl}/forgot-password`],
    },
    {
      name: "purchaseEmail (a new account, no kit)",
      builder: "purchaseEmail",
      build: () => emails.purchaseEmail(purchase(true)),
      links: [terms, `${siteUrl}/forgot-password`, `${siteUrl}/course/bootcamp`],
      receipt: true,
    },
    {
      name: "purchaseEmail (a plan in instalments, with kits)",
      builder: "purchaseEmail",
      build: () => emails.purchaseEmail(purchase(false)),
      links: [terms, `${siteUrl}/course/bootcamp`],
      receipt: true,
    },
    {
      name: "checkoutReminderEmail",
      builder: "checkoutReminderEmail",
      build: () =>
        emails.checkoutReminderEmail({
          to: hostileEmail,
          firstName: hostileName,
          productName: "Windshield Repair Bootcamp",
          amount: "$47.00",
          reopenLink: `${siteUrl}/checkout/reopen/a-token`,
        }),
      links: [`${siteUrl}/checkout/reopen/a-token`, unsubscribeLink(hostileEmail)],
    },
    {
      name: "certificateEmail",
      builder: "certificateEmail",
      build: () =>
        emails.certificateEmail({
          to: hostileEmail,
          name: hostileName,
          course: "Windshield Chip Repair Business Course",
          serial: "CRA-0000-0000-0000-0000",
          verifyLink: `${siteUrl}/certificates/CRA-0000-0000-0000-0000`,
          pdf: Buffer.from("%PDF-1.7"),
        }),
      links: [`${siteUrl}/certificates/CRA-0000-0000-0000-0000`, `${siteUrl}/account`],
    },
    {
      name: "noShowRebookEmail",
      builder: "noShowRebookEmail",
      build: () =>
        emails.noShowRebookEmail({
          to: hostileEmail,
          name: hostileName,
          missedCall: "Monday, March 15, 2027 at 11:00 AM EDT",
          bookAgainLink: `${siteUrl}/book-again/7.signature`,
          callLength: "a full hour",
        }),
      links: [`${siteUrl}/book-again/7.signature`, unsubscribeLink(hostileEmail)],
    },
    {
      name: "instalmentReceiptEmail (the last payment)",
      builder: "instalmentReceiptEmail",
      build: () =>
        emails.instalmentReceiptEmail({
          to: hostileEmail,
          firstName: hostileName,
          orderNumber: "1F2E3D4C-5B6A",
          paidOn: "Saturday, May 1, 2027",
          productName: "Complete Training System",
          payment: "payment 2 of 2",
          amount: "$997.00",
          laterPayments: [],
        }),
      links: [terms, `${siteUrl}/account`],
      receipt: true,
    },
    {
      name: "instalmentReceiptEmail (payments still to come)",
      builder: "instalmentReceiptEmail",
      build: () =>
        emails.instalmentReceiptEmail({
          to: hostileEmail,
          firstName: hostileName,
          orderNumber: "1F2E3D4C-5B6A",
          paidOn: "Saturday, May 1, 2027",
          productName: "Complete Training System",
          payment: "payment 2 of 3",
          amount: "$997.00",
          laterPayments: [{ payment: "payment 3 of 3", amount: "$997.00", dueOn: "Monday, May 31, 2027" }],
        }),
      links: [terms, `${siteUrl}/account`],
      receipt: true,
    },
    {
      name: "instalmentFailedEmail",
      builder: "instalmentFailedEmail",
      build: () =>
        emails.instalmentFailedEmail({
          to: hostileEmail,
          firstName: hostileName,
          productName: "Complete Training System",
          payment: "payment 2 of 2",
          amount: "$997.00",
          reason: "your card was declined",
          retryOn: "Friday, March 12, 2027",
          payLink: `${siteUrl}/pay/7.signature`,
        }),
      links: [`${siteUrl}/pay/7.signature`],
    },
    {
      name: "kitsShippedEmail",
      builder: "kitsShippedEmail",
      build: () =>
        emails.kitsShippedEmail({
          to: hostileEmail,
          firstName: hostileName,
          kits: "2 Platinum Tools kits",
          address: ["350 S 400 W", "Lindon, UT 84042", "United States"],
          carrier: "UPS",
          trackingNumber: "1Z999AA10123456784",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
        }),
      links: ["https://www.ups.com/track?tracknum=1Z999AA10123456784", `${siteUrl}/welcome`],
    },
    {
      name: "passwordLinkEmail (reset)",
      builder: "passwordLinkEmail",
      build: () => emails.passwordLinkEmail(hostileEmail, "reset", `${siteUrl}/reset-password?token=abc`),
      links: [`${siteUrl}/reset-password?token=abc`],
    },
    {
      name: "passwordLinkEmail (purchase)",
      builder: "passwordLinkEmail",
      build: () => emails.passwordLinkEmail(hostileEmail, "purchase", `${siteUrl}/reset-password?token=abc`, "Windshield Repair Bootcamp"),
      links: [`${siteUrl}/reset-password?token=abc`, `${siteUrl}/forgot-password`],
    },
    {
      name: "passwordLinkEmail (promotion)",
      builder: "passwordLinkEmail",
      build: () => emails.passwordLinkEmail(hostileEmail, "promotion", `${siteUrl}/reset-password?token=abc`),
      links: [`${siteUrl}/reset-password?token=abc`, `${siteUrl}/forgot-password`],
    },
    {
      name: "signUpConfirmationEmail",
      builder: "signUpConfirmationEmail",
      build: () => emails.signUpConfirmationEmail(hostileEmail, hostileName, `${siteUrl}/auth/confirm?token=abc`),
      links: [`${siteUrl}/auth/confirm?token=abc`],
    },
    {
      name: "signUpAttemptEmail",
      builder: "signUpAttemptEmail",
      build: () => emails.signUpAttemptEmail(hostileEmail),
      links: [`${siteUrl}/auth`, `${siteUrl}/forgot-password`],
    },
    {
      name: "manualAccountEmail",
      builder: "manualAccountEmail",
      build: () => emails.manualAccountEmail({ to: hostileEmail, firstName: hostileName, temporaryPassword: "Tmp-1234-abcd", access: "Bootcamp" }),
      links: [`${siteUrl}/auth`],
    },
    {
      name: "callReminderEmail",
      builder: "callReminderEmail",
      build: () =>
        emails.callReminderEmail({
          to: hostileEmail,
          name: hostileName,
          startsIn: "in 24 hours",
          whenForVisitor: "Monday, March 15, 2027 at 11:00 AM EDT (New York (Eastern Time))",
          hostName: "Dave",
          callMinutes: 60,
          meetingLink: MEETING_LINK,
          instructions: "Bring a pen.",
          manageLink: MANAGE_LINK,
        }),
      links: [MEETING_LINK, MANAGE_LINK],
    },
    {
      name: "hostAgendaEmail",
      builder: "hostAgendaEmail",
      build: () =>
        emails.hostAgendaEmail("host@example.test", {
          day: "Monday, March 15, 2027",
          calls: [
            {
              time: "9:00 AM MDT",
              bookerTime: "11:00 AM EDT for them",
              minutes: 60,
              name: hostileName,
              email: hostileEmail,
              phone: hostilePhone,
              notes: { kind: "answers", answers: hostileAnswers.map(({ label, answer }) => ({ label: `${label} www.label.example`, answer })) },
            },
            {
              time: "10:00 AM MDT",
              bookerTime: "5:00 PM GMT for them",
              minutes: 45,
              name: hostileName,
              email: "samanthaalexandramontgomeryrichardson@averylongcompanynameexample.test",
              phone: "+44 20 7946 0000",
              notes: { kind: "text", text: hostileAnswers.map(({ answer }) => answer).join("\n") },
            },
          ],
        }),
      links: [],
    },
  ];
}
