import { emailSequences } from "~/content/email-sequences";
import type { TextUnit, TextValue } from "~/lib/text-units";
import {
  bookingCeilingAlertContent,
  bookingChangedContent,
  bookingConfirmationContent,
  callReminderContent,
  existingCallContent,
  hostAgendaContent,
  hostBookingChangedContent,
  hostBookingNoticeContent,
  noShowRebookContent,
} from "~/server/calls/call-emails.server";
import { textReplyForwardContent } from "~/server/delivery/text-replies.server";
import { calendarLinks } from "~/server/calls/call-calendar.server";
import { marketingEmail, transactionalEmail } from "~/server/delivery/email-layout.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import type { EmailBody } from "~/server/delivery/email-body.server";
import {
  checkoutReminderContent,
  instalmentFailedContent,
  instalmentReceiptContent,
  kitsShippedContent,
  purchaseContent,
} from "~/server/sales/sales-emails.server";
import type { ScheduledPayment } from "~/lib/instalments";
import { passwordLinkContent, signInPausedContent, signUpAttemptContent, signUpConfirmationContent } from "~/server/accounts/account-emails.server";
import { certificateContent, manualAccountContent } from "~/server/members/member-emails.server";
import { dateForBuyer } from "~/server/sales/instalment-schedule.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { seriesEmailInWords } from "~/server/funnel/funnel-emails.server";
import { env, siteUrl } from "~/server/platform/env.server";
import { seriesTextKey } from "~/server/platform/site-texts.server";

// An e-mail text as its recipient would get it, filled with each placeholder's sample: the
// studio's preview, and the test it sends to the staff member who asks (through the outbox,
// like every message). The parts the system adds (call details, button, footer, unsubscribe)
// are the real ones, with sample links.

const SAMPLE_BOOKING_ID = 0;
const SAMPLE_MANAGE_LINK = `${siteUrl}/my-call/sample`;
const SAMPLE_PASSWORD_LINK = `${siteUrl}/reset-password?token=sample`;
const SAMPLE_BOOKER = { email: "maria@example.com", phone: "+1 602 555 0199" };
const SAMPLE_ANSWERS = [
  { label: "How much experience do you have?", answer: "None yet" },
  { label: "When would you like to start?", answer: "Within a month" },
];

type Content = { subject: string; body: EmailBody };

type Sample = (name: string) => string;

/** A strategy call's or a coaching session's confirmation, with sample details. */
const confirmationSample = (text: TextValue, sample: Sample) =>
  bookingConfirmationContent(
    {
      name: sample("name"),
      whenForVisitor: sample("callTime"),
      hostName: sample("hostName"),
      callMinutes: 60,
      meetingLink: env.MEETING_LINK,
      instructions: env.CALL_INSTRUCTIONS,
      calendar: calendarLinks({ id: SAMPLE_BOOKING_ID, appointmentAt: new Date(), durationMinutes: 60 }),
      manageLink: SAMPLE_MANAGE_LINK,
    },
    text,
  );

/** A reminder before a strategy call or a coaching session, with sample details. */
const reminderSample = (text: TextValue, sample: Sample) =>
  callReminderContent(
    {
      name: sample("name"),
      whenForVisitor: sample("callTime"),
      startsIn: sample("startsIn"),
      hostName: sample("hostName"),
      callMinutes: 60,
      meetingLink: env.MEETING_LINK,
      instructions: env.CALL_INSTRUCTIONS,
      manageLink: SAMPLE_MANAGE_LINK,
    },
    text,
  );

/** A move or a cancellation, with sample details. */
const changeSample = (text: TextValue, sample: Sample) =>
  bookingChangedContent({ name: sample("name"), whenForVisitor: sample("callTime"), manageLink: SAMPLE_MANAGE_LINK }, text);

/** Each message's content from its text, with the samples its placeholders list. */
const samples: Record<string, (text: TextValue, sample: Sample, to: string) => Content> = {
  "email.booking-confirmation": (text, sample) => confirmationSample(text, sample),
  "email.coaching-confirmation": (text, sample) => confirmationSample(text, sample),
  "email.call-reminder": (text, sample) => reminderSample(text, sample),
  "email.coaching-reminder": (text, sample) => reminderSample(text, sample),
  "email.booking-moved": (text, sample) => changeSample(text, sample),
  "email.booking-cancelled": (text, sample) => changeSample(text, sample),
  "email.coaching-moved": (text, sample) => changeSample(text, sample),
  "email.coaching-cancelled": (text, sample) => changeSample(text, sample),
  "email.existing-call": (text, sample) =>
    existingCallContent({ name: sample("name"), whenForVisitor: sample("callTime"), manageLink: SAMPLE_MANAGE_LINK }, text),
  "email.no-show-rebook": (text, sample) =>
    noShowRebookContent(
      { name: sample("name"), missedCall: sample("callTime"), bookAgainLink: `${siteUrl}/booking-calendar`, callLength: sample("callLength") },
      text,
    ),
  "email.host-booking-notice": (text, sample) =>
    hostBookingNoticeContent(
      {
        name: sample("name"),
        email: SAMPLE_BOOKER.email,
        phone: SAMPLE_BOOKER.phone,
        whenForHost: sample("callTime"),
        whenForVisitor: sample("bookerCallTime"),
        hostName: sample("hostName"),
        callMinutes: 60,
        surveyAnswers: SAMPLE_ANSWERS,
      },
      text,
    ),
  "email.host-booking-moved": (text, sample) =>
    hostBookingChangedContent(
      { kind: "moved", name: sample("name"), email: SAMPLE_BOOKER.email, whenForHost: sample("callTime"), previousForHost: sample("previousCallTime") },
      text,
    ),
  "email.host-booking-cancelled": (text, sample) =>
    hostBookingChangedContent({ kind: "cancelled", name: sample("name"), email: SAMPLE_BOOKER.email, previousForHost: sample("callTime") }, text),
  "email.host-agenda": (text, sample) =>
    hostAgendaContent(
      {
        day: sample("day"),
        calls: [
          {
            time: "8:00 AM MST",
            bookerTime: "10:00 AM EST for them",
            minutes: 60,
            name: "Maria Lopez",
            ...SAMPLE_BOOKER,
            notes: { kind: "answers", answers: SAMPLE_ANSWERS },
          },
          {
            time: "11:00 AM MST",
            bookerTime: "11:00 AM MST for them",
            minutes: 60,
            name: "James Carter",
            email: "james@example.com",
            phone: "+1 480 555 0142",
            notes: { kind: "text", text: "Has a van already; asks about insurance." },
          },
        ],
      },
      text,
    ),
  "email.booking-ceiling-alert": (text, sample) => bookingCeilingAlertContent(Number(sample("limit")), text),
  "email.text-reply-forward": (text, sample) =>
    textReplyForwardContent(
      { from: sample("phone"), body: "Running 5 minutes late, sorry!", who: sample("name"), belongsTo: { label: "Booked call", email: SAMPLE_BOOKER.email } },
      text,
    ),
  "email.checkout-reminder": (text, sample) =>
    checkoutReminderContent(
      { firstName: sample("firstName"), productName: sample("product"), amount: sample("amount"), reopenLink: `${siteUrl}/checkout/reopen/sample` },
      text,
    ),
  "email.purchase": (text, sample, to) =>
    purchaseContent(
      {
        to,
        firstName: sample("firstName"),
        orderNumber: "1F2E3D4C-5B6A",
        paidOn: dateForBuyer(new Date()),
        productName: sample("product"),
        amount: sample("amount"),
        laterPayments: [],
        accessPath: "/welcome",
        newAccount: true,
        shipment: null,
      },
      text,
    ),
  "email.kits-shipped": (text, sample) =>
    kitsShippedContent(
      {
        firstName: sample("firstName"),
        kits: sample("kits"),
        address: sample("address").split("\n"),
        carrier: sample("carrier"),
        trackingNumber: "1Z999AA10123456784",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      },
      text,
    ),
  "email.instalment-receipt": (text, sample) =>
    instalmentReceiptContent(paidPaymentSample(sample, [{ payment: "payment 3 of 3", amount: sample("amount"), dueOn: dateForBuyer(new Date()) }]), text),
  "email.plan-paid-in-full": (text, sample) => instalmentReceiptContent(paidPaymentSample(sample, []), text),
  "email.password-reset": (text) => passwordLinkContent("reset", SAMPLE_PASSWORD_LINK, undefined, text),
  "email.admin-promotion": (text) => passwordLinkContent("promotion", SAMPLE_PASSWORD_LINK, undefined, text),
  "email.purchase-password": (text, sample) => passwordLinkContent("purchase", SAMPLE_PASSWORD_LINK, sample("product"), text),
  "email.sign-up-confirmation": (text, sample) => signUpConfirmationContent(sample("firstName"), `${siteUrl}/auth/confirm?token=sample`, text),
  "email.sign-up-attempt": (text) => signUpAttemptContent(text),
  "email.sign-in-paused": (text, sample) => signInPausedContent(`${siteUrl}/auth/unlock?token=sample`, Number(sample("pausedMinutes")), text),
  "email.manual-account": (text, sample, to) =>
    manualAccountContent({ to, firstName: sample("firstName"), temporaryPassword: "Tmp-1234-abcd", access: sample("access") }, text),
  "email.certificate": (text, sample) =>
    certificateContent(
      { name: sample("name"), course: sample("course"), serial: sample("serial"), verifyLink: `${siteUrl}/certificates/${sample("serial")}` },
      text,
    ),
  "email.instalment-failed": (text, sample) => instalmentFailedContent(failedPaymentSample(sample, sample("retryOn")), text),
  "email.plan-paused": (text, sample) => instalmentFailedContent(failedPaymentSample(sample, null), text),
};

/** A plan's later payment, paid, with the samples' values and the payments still to come. */
const paidPaymentSample = (sample: (name: string) => string, laterPayments: ScheduledPayment[]) => ({
  firstName: sample("firstName"),
  productName: sample("product"),
  amount: sample("amount"),
  payment: sample("payment"),
  orderNumber: "1F2E3D4C-5B6A",
  paidOn: dateForBuyer(new Date()),
  laterPayments,
});

/** A failed plan payment with the samples' values: tried again on `retryOn`, or (null) the plan paused. */
const failedPaymentSample = (sample: (name: string) => string, retryOn: string | null) => ({
  firstName: sample("firstName"),
  productName: sample("product"),
  amount: sample("amount"),
  payment: sample("payment"),
  reason: sample("reason"),
  retryOn,
  payLink: `${siteUrl}/account`,
});

/** The message this text makes, filled with samples, addressed to `to`: marketing mail with its unsubscribe parts. */
export function sampleEmail(unit: TextUnit, text: TextValue, to: string): MailMessage {
  const sample = (name: string) => unit.placeholders?.[name]?.sample ?? "";
  const content = samples[unit.key];
  if (content) {
    const { subject, body } = content(text, sample, to);
    return (unit.marketing ? marketingEmail : transactionalEmail)({ to, subject }, body);
  }
  for (const sequence of emailSequences)
    for (const [step, email] of sequence.emails.entries())
      if (seriesTextKey(sequence.id, step) === unit.key) return seriesEmailInWords(to, sample("firstName"), email.callToAction.path, text);
  throw new Error(`No sample for ${unit.key}`);
}

/** Send the sample to a staff member's own address, marked as a test in its subject. */
export function sendTestEmail(unit: TextUnit, text: TextValue, to: string): void {
  const message = sampleEmail(unit, text, to);
  enqueue({ kind: "email", payload: { ...message, subject: `[Test] ${message.subject}` } });
}
