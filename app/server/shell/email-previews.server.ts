import { emailSequences } from "~/content/email-sequences";
import type { TextUnit, TextValue } from "~/lib/site-texts";
import { bookingChangedContent, bookingConfirmationContent, callReminderContent, noShowRebookContent } from "~/server/calls/call-emails.server";
import { calendarLinks } from "~/server/calls/call-calendar.server";
import { marketingEmail, transactionalEmail } from "~/server/delivery/email-layout.server";
import type { MailMessage } from "~/server/delivery/mail.server";
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

/** The message this text makes, filled with samples, addressed to `to`. */
export function sampleEmail(unit: TextUnit, text: TextValue, to: string): MailMessage {
  const sample = (name: string) => unit.placeholders?.[name]?.sample ?? "";
  if (unit.key === "email.booking-confirmation") {
    const { subject, body } = bookingConfirmationContent(
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
    return transactionalEmail({ to, subject }, body);
  }
  if (unit.key === "email.call-reminder") {
    const { subject, body } = callReminderContent(
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
    return transactionalEmail({ to, subject }, body);
  }
  if (unit.key === "email.booking-moved" || unit.key === "email.booking-cancelled") {
    const { subject, body } = bookingChangedContent({ name: sample("name"), whenForVisitor: sample("callTime"), manageLink: SAMPLE_MANAGE_LINK }, text);
    return transactionalEmail({ to, subject }, body);
  }
  if (unit.key === "email.no-show-rebook") {
    const { subject, body } = noShowRebookContent({ name: sample("name"), missedCall: sample("callTime"), bookAgainLink: `${siteUrl}/booking-calendar` }, text);
    return marketingEmail({ to, subject }, body);
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
