import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkText, findTextUnit } from "~/lib/site-texts";
import type { TextValue } from "~/lib/text-units";
import type { MailMessage } from "~/server/delivery/mail.server";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-stand-in";
import { leavesOf, parseStrictMime } from "../support/strict-mime";

// The e-mails the owner rewrites in the studio: each sender reads the published text (not the
// default) and keeps the parts the system fills (the booker's own links, the button, the
// postal address, the unsubscribe parts of marketing mail); a placeholder the message does not
// know is refused by name. One row per message; each row is the real sender with a booker's
// values, sent over SMTP and read back by the strict MIME reader and mailparser.

type Row = {
  key: string;
  /** The owner's new words (fields not named keep their default). */
  edit: Record<string, string>;
  send: () => MailMessage;
  /** The subject in the default words, as before the text was editable. */
  defaultSubject: string;
  /** What the message says after the publish: the subject, and words of the text part. */
  subject: string;
  says: string[];
  /** The system's parts, there whatever the text says. */
  keeps: string[];
};

const MANAGE_LINK = "https://chip.example/my-call/7.signature";
const BOOK_AGAIN_LINK = "https://chip.example/book-again/7.signature";
const PAY_LINK = "https://chip.example/account/instalments/3/pay";
const REOPEN_LINK = "https://chip.example/checkout/reopen/token";
const PASSWORD_LINK = "https://chip.example/reset-password?token=secret";
const CONFIRM_LINK = "https://chip.example/auth/confirm?token=secret";
const UNLOCK_LINK = "https://chip.example/auth/unlock?token=secret";
const VERIFY_LINK = "https://chip.example/certificates/CRA-2027-000042";
const invite = { filename: "strategy-call.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" };
const change = {
  name: "Robin Quill",
  email: "robin@example.test",
  whenForVisitor: "Monday, March 15, 2027 at 11:00 AM EDT (New York)",
  whenForHost: "Monday, March 15, 2027 at 9:00 AM MDT",
  manageLink: MANAGE_LINK,
  invite,
};

let smtp: SmtpStandIn;
let rows: Row[];
let sites: typeof import("~/server/platform/site-texts.server");
let mail: typeof import("~/server/delivery/mail.server");
let actor: { id: string; email: string };

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  sites = await import("~/server/platform/site-texts.server");
  mail = await import("~/server/delivery/mail.server");
  const emails = await import("~/server/calls/call-emails.server");
  const sales = await import("~/server/sales/sales-emails.server");
  const accounts = await import("~/server/accounts/account-emails.server");
  const members = await import("~/server/members/member-emails.server");
  const replies = await import("~/server/delivery/text-replies.server");
  const { db } = await import("~/server/platform/db.server");
  let replySid = 0;
  /** A reply texted to the site, forwarded to the host: the message the outbox was given. */
  const forwardedReply = (): MailMessage => {
    replies.handleInboundText({ from: "+12125550188", body: "Running 5 min late, sorry!", sid: `SM-edit-${++replySid}` });
    const queued = db.$client.prepare("select payload from outbox where kind = 'email' order by id desc limit 1").get() as { payload: string };
    return JSON.parse(queued.payload) as MailMessage;
  };
  const booked = {
    ...change,
    phone: "+1 801 555 0123",
    hostName: "Maria",
    callMinutes: 90,
    instructions: "",
    surveyAnswers: [{ label: "How did you hear of us?", answer: "A friend" }],
    calendar: { google: "https://calendar.google.com/x", outlook: "https://outlook.live.com/x", file: "https://chip.example/add-to-calendar/7" },
  };
  const hostChange = { ...change, previousForHost: "Friday, March 12, 2027 at 9:00 AM MST" };
  const failure = {
    to: change.email,
    firstName: "Robin",
    productName: "Complete Training System (Split Pay)",
    payment: "payment 2 of 2",
    amount: "$997.00",
    reason: "the card was declined",
    payLink: PAY_LINK,
  };
  const purchase = {
    to: change.email,
    firstName: "Robin",
    orderNumber: "1F2E3D4C-5B6A",
    paidOn: "Thursday, April 1, 2027",
    productName: "Chip Repair Bootcamp",
    amount: "$47.00",
    laterPayments: [],
    accessPath: "/course/bootcamp",
    newAccount: true,
    shipment: null,
  };
  const instalmentPaid = {
    ...failure,
    payment: "payment 2 of 3",
    orderNumber: "1F2E3D4C-5B6A",
    paidOn: "Saturday, May 1, 2027",
  };
  const { createUser } = await import("~/server/accounts/users.server");
  actor = { id: await createUser({ email: "owner-texts@example.test", password: "secret1", roles: ["super_admin"] }), email: "owner-texts@example.test" };
  rows = [
    {
      key: "email.booking-moved",
      edit: { subject: "{{firstName}}, new time: {{callTime}}", body: "Hello {{firstName}}! We moved you to {{callTime}}.\n\n{{manageCall}}\n\nDave" },
      send: () => emails.bookingChangedEmail({ ...change, kind: "moved" }),
      defaultSubject: "Your strategy call has a new time",
      subject: "Robin, new time: Monday, March 15, 2027 at 11:00 AM EDT (New York)",
      says: ["Hello Robin! We moved you to Monday, March 15, 2027 at 11:00 AM EDT (New York).", "Dave"],
      keeps: [`Need another change? Manage your call: ${MANAGE_LINK}`],
    },
    {
      key: "email.booking-cancelled",
      edit: { subject: "Cancelled: {{callTime}}", body: "Sorry to see you go, {{name}}.\n\n[Pick another day](/booking-survey) when it suits you." },
      send: () => emails.bookingChangedEmail({ ...change, kind: "cancelled" }),
      defaultSubject: "Your strategy call is cancelled",
      subject: "Cancelled: Monday, March 15, 2027 at 11:00 AM EDT (New York)",
      says: ["Sorry to see you go, Robin Quill.", "Pick another day: http://localhost:3000/booking-survey when it suits you."],
      keeps: [],
    },
    {
      key: "email.no-show-rebook",
      edit: {
        subject: "{{firstName}}, shall we try again?",
        body: "We waited for you on {{callTime}}.\n\n{{bookAgainButton}}\n\nDave",
        button: "Choose a time",
      },
      send: () =>
        emails.noShowRebookEmail({
          to: change.email,
          name: change.name,
          missedCall: "Monday, March 15, 2027 at 11:00 AM",
          bookAgainLink: BOOK_AGAIN_LINK,
          callLength: "a full hour",
        }),
      defaultSubject: "We missed you: pick a new time for your strategy call",
      subject: "Robin, shall we try again?",
      says: ["We waited for you on Monday, March 15, 2027 at 11:00 AM.", "Choose a time: " + BOOK_AGAIN_LINK, "Dave"],
      keeps: ["Unsubscribe with one click: "],
    },
    {
      key: "email.call-reminder",
      edit: { subject: "{{startsIn}}: your call with {{hostName}}", body: "{{hostName}} will call you for {{callLength}}.\n\n{{callDetails}}" },
      send: () =>
        emails.callReminderEmail({
          to: change.email,
          name: change.name,
          startsIn: "in 1 hour",
          whenForVisitor: change.whenForVisitor,
          hostName: "Maria",
          callMinutes: 90,
          instructions: "Join from a quiet place.",
          manageLink: MANAGE_LINK,
        }),
      defaultSubject: "Reminder: your strategy call is in 1 hour",
      subject: "in 1 hour: your call with Maria",
      says: ["Maria will call you for 90 minutes."],
      keeps: [`Can't make it? Cancel or pick another time: ${MANAGE_LINK}`],
    },
    {
      key: "email.existing-call",
      edit: { subject: "{{firstName}}, you are already booked", body: "Your call: {{callTime}}.\n\n{{manageButton}}", button: "Change it" },
      send: () => emails.existingCallEmail({ to: change.email, name: change.name, whenForVisitor: change.whenForVisitor, manageLink: MANAGE_LINK }),
      defaultSubject: "You already have a strategy call booked",
      subject: "Robin, you are already booked",
      says: ["Your call: Monday, March 15, 2027 at 11:00 AM EDT (New York)."],
      keeps: [`Change it: ${MANAGE_LINK}`],
    },
    {
      key: "email.host-booking-notice",
      edit: {
        subject: "{{name}} booked {{callTime}}",
        body: "Heads up, {{hostName}}: {{name}} ({{bookerCallTime}} for them), {{callLength}}.\n\n{{answers}}\n\n{{bookerDetails}}",
      },
      send: () => emails.hostBookingNoticeEmail("host@example.test", booked),
      defaultSubject: "New strategy call: Robin Quill, Monday, March 15, 2027 at 9:00 AM MDT",
      subject: "Robin Quill booked Monday, March 15, 2027 at 9:00 AM MDT",
      says: ["Heads up, Maria: Robin Quill (Monday, March 15, 2027 at 11:00 AM EDT (New York) for them), 90 minutes."],
      keeps: ["How did you hear of us?: A friend", "Host: Maria", "E-mail: robin@example.test", "Phone: +1 801 555 0123"],
    },
    {
      key: "email.host-booking-moved",
      edit: { subject: "Moved: {{name}}", body: "From {{previousCallTime}} to {{callTime}}.\n\n{{bookerDetails}}" },
      send: () => emails.hostBookingChangedEmail("host@example.test", { ...hostChange, kind: "moved" }),
      defaultSubject: "Call moved: Robin Quill, now Monday, March 15, 2027 at 9:00 AM MDT",
      subject: "Moved: Robin Quill",
      says: ["From Friday, March 12, 2027 at 9:00 AM MST to Monday, March 15, 2027 at 9:00 AM MDT."],
      keeps: ["E-mail: robin@example.test"],
    },
    {
      key: "email.host-booking-cancelled",
      edit: { subject: "Free again: {{callTime}}", body: "{{name}} will not come.\n\n{{bookerDetails}}" },
      send: () => emails.hostBookingChangedEmail("host@example.test", { ...hostChange, kind: "cancelled" }),
      defaultSubject: "Call cancelled: Robin Quill, Friday, March 12, 2027 at 9:00 AM MST",
      subject: "Free again: Friday, March 12, 2027 at 9:00 AM MST",
      says: ["Robin Quill will not come."],
      keeps: ["E-mail: robin@example.test"],
    },
    {
      key: "email.host-agenda",
      edit: { subject: "{{day}}: {{count}}", body: "Coffee first. {{callLengths}}\n\n{{calls}}" },
      send: () =>
        emails.hostAgendaEmail("host@example.test", {
          day: "Monday, March 15, 2027",
          calls: [
            {
              time: "9:00 AM MDT",
              bookerTime: "11:00 AM EDT for them",
              minutes: 60,
              name: change.name,
              email: change.email,
              phone: "+1 801 555 0123",
              notes: null,
            },
          ],
        }),
      defaultSubject: "Today's calls: 1 strategy call, Monday, March 15, 2027",
      subject: "Monday, March 15, 2027: 1 strategy call",
      says: ["Coffee first. Each call lasts a full hour."],
      keeps: ["9:00 AM MDT: Robin Quill (11:00 AM EDT for them)", "E-mail: robin@example.test", "Survey answers: none"],
    },
    {
      key: "email.booking-ceiling-alert",
      edit: { subject: "{{limit}} bookings in an hour", body: "Have a look at the bookings: more than {{limit}} came in." },
      send: () => emails.bookingCeilingAlertEmail("host@example.test", 12),
      defaultSubject: "Booking limit reached on your site",
      subject: "12 bookings in an hour",
      says: ["Have a look at the bookings: more than 12 came in."],
      keeps: [],
    },
    {
      key: "email.text-reply-forward",
      edit: { subject: "{{name}} texted from {{phone}}", body: "{{reply}}\n\nSee them all at {{repliesAddress}}" },
      send: forwardedReply,
      defaultSubject: "Text reply from +12125550188",
      subject: "Someone texted from +12125550188",
      says: ["See them all at http://localhost:3000/admin-dashboard/texts"],
      keeps: ["From: +12125550188", "Their message: Running 5 min late, sorry!"],
    },
    {
      key: "email.checkout-reminder",
      edit: { subject: "Still thinking, {{firstName}}?", body: "The {{product}} is yours for {{amount}}.\n\n{{finishOrderButton}}", button: "Pay for it" },
      send: () =>
        sales.checkoutReminderEmail({ to: change.email, firstName: "Robin", productName: "Chip Repair Bootcamp", amount: "$47.00", reopenLink: REOPEN_LINK }),
      defaultSubject: "Your order is waiting: Chip Repair Bootcamp",
      subject: "Still thinking, Robin?",
      says: ["The Chip Repair Bootcamp is yours for $47.00.", `Pay for it: ${REOPEN_LINK}`],
      keeps: ["Unsubscribe with one click: "],
    },
    {
      key: "email.instalment-failed",
      edit: { subject: "{{payment}} declined", body: "{{reason}}. Next try: {{retryOn}}.\n\n{{payNowButton}}", button: "Settle it" },
      send: () => sales.instalmentFailedEmail({ ...failure, retryOn: "Friday, May 7, 2027" }),
      defaultSubject: "Your payment did not go through: Complete Training System (Split Pay)",
      subject: "payment 2 of 2 declined",
      says: ["the card was declined. Next try: Friday, May 7, 2027."],
      keeps: [`Settle it: ${PAY_LINK}`],
    },
    {
      key: "email.plan-paused",
      edit: { subject: "Paused: {{product}}", body: "{{amount}} is still owed.\n\n{{payNowButton}}", button: "Settle it" },
      send: () => sales.instalmentFailedEmail({ ...failure, retryOn: null }),
      defaultSubject: "Your plan is paused: Complete Training System (Split Pay)",
      subject: "Paused: Complete Training System (Split Pay)",
      says: ["$997.00 is still owed."],
      keeps: [`Settle it: ${PAY_LINK}`],
    },
    {
      key: "email.purchase",
      edit: { subject: "Receipt: {{product}}", body: "Welcome aboard, {{firstName}}!\n\n{{gettingIn}}\n\n{{receipt}}" },
      send: () => sales.purchaseEmail(purchase),
      defaultSubject: "Your order: Chip Repair Bootcamp",
      subject: "Receipt: Chip Repair Bootcamp",
      says: ["Welcome aboard, Robin!"],
      keeps: [
        "Order number: 1F2E3D4C-5B6A",
        "Seller: Chip Repair Academy",
        "Set a password: http://localhost:3000/forgot-password",
        "Start here: http://localhost:3000/course/bootcamp",
      ],
    },
    {
      key: "email.instalment-receipt",
      edit: { subject: "Thanks for {{payment}}", body: "We got {{amount}}.\n\n{{receipt}}" },
      send: () =>
        sales.instalmentReceiptEmail({ ...instalmentPaid, laterPayments: [{ payment: "payment 3 of 3", amount: "$997.00", dueOn: "Tuesday, June 1, 2027" }] }),
      defaultSubject: "Payment received: Complete Training System (Split Pay)",
      subject: "Thanks for payment 2 of 3",
      says: ["We got $997.00."],
      keeps: ["Order number: 1F2E3D4C-5B6A", "Payment 3 of 3: $997.00 on Tuesday, June 1, 2027"],
    },
    {
      key: "email.plan-paid-in-full",
      edit: { subject: "All paid: {{product}}", body: "That was the last one, {{firstName}}.\n\n{{receipt}}" },
      send: () => sales.instalmentReceiptEmail({ ...instalmentPaid, payment: "payment 3 of 3", laterPayments: [] }),
      defaultSubject: "Payment received: Complete Training System (Split Pay)",
      subject: "All paid: Complete Training System (Split Pay)",
      says: ["That was the last one, Robin."],
      keeps: ["Order number: 1F2E3D4C-5B6A", "Your orders and payments: http://localhost:3000/account"],
    },
    {
      key: "email.kits-shipped",
      edit: { subject: "{{carrier}} has your {{kits}}", body: "On its way to:\n{{address}}\n\n{{tracking}}" },
      send: () =>
        sales.kitsShippedEmail({
          to: change.email,
          firstName: "Robin",
          kits: "1 Pro Repair Kit",
          address: ["Robin Quill", "12 Main St"],
          carrier: "UPS",
          trackingNumber: "1Z999",
          trackingUrl: "https://www.ups.com/track?tracknum=1Z999",
        }),
      defaultSubject: "Your 1 Pro Repair Kit is on the way",
      subject: "UPS has your 1 Pro Repair Kit",
      says: ["On its way to:\nRobin Quill\n12 Main St"],
      keeps: ["Tracking number: 1Z999", "Follow your parcel: https://www.ups.com/track?tracknum=1Z999"],
    },
    {
      key: "email.password-reset",
      edit: { subject: "Your new password", body: "Here is your link.\n\n{{passwordButton}}" },
      send: () => accounts.passwordLinkEmail(change.email, "reset", PASSWORD_LINK),
      defaultSubject: "Reset your Chip Repair Academy password",
      subject: "Your new password",
      says: ["Here is your link."],
      keeps: [`Choose a new password: ${PASSWORD_LINK}`],
    },
    {
      key: "email.admin-promotion",
      edit: { subject: "Welcome to the team", body: "You are an admin now.\n\n{{passwordButton}}" },
      send: () => accounts.passwordLinkEmail(change.email, "promotion", PASSWORD_LINK),
      defaultSubject: "You have admin rights on Chip Repair Academy: choose your password",
      subject: "Welcome to the team",
      says: ["You are an admin now."],
      keeps: [`Choose your password: ${PASSWORD_LINK}`],
    },
    {
      key: "email.purchase-password",
      edit: { subject: "One step to add the {{product}}", body: "Set your password.\n\n{{passwordButton}}" },
      send: () => accounts.passwordLinkEmail(change.email, "purchase", PASSWORD_LINK, "Chip Repair Bootcamp"),
      defaultSubject: "Add your purchase to your account: Chip Repair Bootcamp",
      subject: "One step to add the Chip Repair Bootcamp",
      says: ["Set your password."],
      keeps: [`Choose your password: ${PASSWORD_LINK}`],
    },
    {
      key: "email.sign-up-confirmation",
      edit: { subject: "{{firstName}}, one click left", body: "Nearly there.\n\n{{confirmButton}}" },
      send: () => accounts.signUpConfirmationEmail(change.email, "Robin", CONFIRM_LINK),
      defaultSubject: "Confirm your Chip Repair Academy account",
      subject: "Robin, one click left",
      says: ["Nearly there."],
      keeps: [`Confirm your address: ${CONFIRM_LINK}`],
    },
    {
      key: "email.sign-up-attempt",
      edit: { subject: "You already have an account", body: "Just sign in.\n\n{{signInButton}}" },
      send: () => accounts.signUpAttemptEmail(change.email),
      defaultSubject: "Someone tried to create a Chip Repair Academy account with your e-mail",
      subject: "You already have an account",
      says: ["Just sign in."],
      keeps: ["Sign in: http://localhost:3000/auth"],
    },
    {
      key: "email.sign-in-paused",
      edit: { subject: "Paused for {{pausedMinutes}} minutes", body: "Too many tries.\n\n{{unlockButton}}" },
      send: () => accounts.signInPausedEmail(change.email, UNLOCK_LINK, 15),
      defaultSubject: "Sign-in to your Chip Repair Academy account is paused",
      subject: "Paused for 15 minutes",
      says: ["Too many tries."],
      keeps: [`Sign in from this browser: ${UNLOCK_LINK}`],
    },
    {
      key: "email.manual-account",
      edit: { subject: "{{firstName}}, you are in", body: "You can open {{access}}.\n\n{{signInDetails}}" },
      send: () => members.manualAccountEmail({ to: change.email, firstName: "Robin", temporaryPassword: "Tmp-1234-abcd", access: "Chip Repair Bootcamp" }),
      defaultSubject: "Your Chip Repair Academy account",
      subject: "Robin, you are in",
      says: ["You can open Chip Repair Bootcamp."],
      keeps: ["Temporary password: Tmp-1234-abcd", "Sign in: http://localhost:3000/auth"],
    },
    {
      key: "email.certificate",
      edit: { subject: "Well done, {{firstName}}: certificate {{serial}}", body: "You finished the {{course}}.\n\n{{checkButton}}" },
      send: () =>
        members.certificateEmail({
          to: change.email,
          name: "Robin Quill",
          course: "Chip Repair Bootcamp",
          serial: "CRA-2027-000042",
          verifyLink: VERIFY_LINK,
          pdf: Buffer.from("%PDF-1.4"),
        }),
      defaultSubject: "Your certificate of completion",
      subject: "Well done, Robin: certificate CRA-2027-000042",
      says: ["You finished the Chip Repair Bootcamp."],
      keeps: [`Check the certificate: ${VERIFY_LINK}`],
    },
  ];
});
afterAll(() => smtp.close());

const asForm = (value: TextValue): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(value).map(([name, field]) => [name, String(field)])),
  version: "0",
});

/** The message as a mail client reads it: over SMTP, strict MIME, then mailparser. */
async function delivered(message: MailMessage) {
  await mail.sendOverSmtp(smtp.url, message);
  const raw = smtp.messages.at(-1)!.raw;
  expect(leavesOf(parseStrictMime(raw)).map((part) => part.type)[0]).toBe("text/plain");
  return simpleParser(raw);
}

const KEYS = [
  "email.booking-moved",
  "email.booking-cancelled",
  "email.no-show-rebook",
  "email.call-reminder",
  "email.existing-call",
  "email.host-booking-notice",
  "email.host-booking-moved",
  "email.host-booking-cancelled",
  "email.host-agenda",
  "email.booking-ceiling-alert",
  "email.text-reply-forward",
  "email.checkout-reminder",
  "email.instalment-failed",
  "email.plan-paused",
  "email.purchase",
  "email.instalment-receipt",
  "email.plan-paid-in-full",
  "email.kits-shipped",
  "email.password-reset",
  "email.admin-promotion",
  "email.purchase-password",
  "email.sign-up-confirmation",
  "email.sign-up-attempt",
  "email.sign-in-paused",
  "email.manual-account",
  "email.certificate",
];

describe("an e-mail the owner rewrites", () => {
  for (const key of KEYS) {
    it(`${key}: refuses an unknown placeholder by its name`, () => {
      const unit = findTextUnit(key)!;
      const value = asForm(sites.publishedText(key));
      const check = checkText(unit, { ...value, body: `${value.body}\n\nSee you {{callDate}}.` });
      expect(!check.ok && check.errors.body).toMatch(/^Unknown placeholder \{\{callDate\}\}: this message knows \{\{\w+\}\}/);
      expect(checkText(unit, { ...value, subject: "{{nickname}}" })).toMatchObject({ ok: false, errors: { subject: expect.stringContaining("{{nickname}}") } });
    });

    it(`${key}: the sender uses the published text and keeps the system's parts`, async () => {
      const row = rows.find((candidate) => candidate.key === key)!;
      const before = await delivered(row.send());
      expect(before.subject).toBe(row.defaultSubject);
      const edited = { ...asForm(sites.publishedText(key)), ...row.edit };
      const check = checkText(findTextUnit(key)!, edited);
      expect(check).toMatchObject({ ok: true });
      // A draft changes nothing; the publish does.
      sites.saveTextDraft(key, check.ok ? check.value : {}, 0, actor);
      expect((await delivered(row.send())).subject).toBe(before.subject);
      expect(sites.publishText(key, actor)).toMatchObject({ revision: expect.any(Number) });

      const after = await delivered(row.send());
      expect(after.subject).toBe(row.subject);
      for (const words of [...row.says, ...row.keeps]) expect(after.text).toContain(words);
      expect(after.text).toContain("Chip Repair Academy, 350 S 400 W, Lindon, UT 84042");
      expect(after.headers.has("list")).toBe(findTextUnit(key)!.marketing === true);
    });
  }
});
