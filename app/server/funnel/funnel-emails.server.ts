import { findSequence } from "~/content/email-sequences";
import type { TextValue } from "~/lib/text-units";
import { button } from "~/server/delivery/email-body.server";
import { marketingEmail } from "~/server/delivery/email-layout.server";
import { emailFromText } from "~/server/delivery/email-texts.server";
import { siteUrl } from "~/server/platform/env.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName } from "~/server/delivery/emails.server";
import { publishedText, seriesTextKey } from "~/server/platform/site-texts.server";

// The follow-up series e-mails: each one's words are the owner's (the studio's text for its
// step), its button leads to the page the step is about (email-sequences.ts); the layout adds
// the unsubscribe link and headers (delivery/emails.server.ts says how a body is sent).

/** A series e-mail in these words: the text, then its one button. */
export function seriesEmailInWords(to: string, firstName: string, path: string, text: TextValue): MailMessage {
  const { subject, body } = emailFromText(text, { firstName: mailSafeName(firstName) });
  return marketingEmail({ to, subject }, [...body, "", button(String(text.button), `${siteUrl}${path}`)]);
}

/** The e-mail of a follow-up series' step, as published; null for a step the series no longer has. */
export function sequenceEmail(to: string, firstName: string, sequenceId: string, step: number): MailMessage | null {
  const content = findSequence(sequenceId)?.emails[step];
  return content ? seriesEmailInWords(to, firstName, content.callToAction.path, publishedText(seriesTextKey(sequenceId, step))) : null;
}

/** When a step goes, in minutes after sign-up, as published. */
export const sequenceStepDelayMinutes = (sequenceId: string, step: number) => Number(publishedText(seriesTextKey(sequenceId, step)).afterHours) * 60;
