import type { SequenceEmail } from "~/content/email-sequences";
import { button } from "~/server/delivery/email-body.server";
import { marketingEmail } from "~/server/delivery/email-layout.server";
import { siteUrl } from "~/server/platform/env.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName, TEAM } from "~/server/delivery/emails.server";

// The follow-up series e-mails: each one's subject and body (delivery/emails.server.ts says how a body is written and sent).

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
