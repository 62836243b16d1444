import { button, fact, facts } from "~/server/delivery/email-body.server";
import { emailFromText } from "~/server/delivery/email-texts.server";
import { publishedText } from "~/server/platform/site-texts.server";
import type { TextValue } from "~/lib/text-units";
import { transactionalEmail } from "~/server/delivery/email-layout.server";
import { siteUrl } from "~/server/platform/env.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName } from "~/server/delivery/emails.server";

// The e-mails to members: a manually made account, the certificate: each one's subject and
// body in the owner's words (the studio's texts; a draft in the preview), the credentials and
// the certificate's page as blocks the system fills.

export type ManualAccount = { to: string; firstName: string; temporaryPassword: string; access: string };

export const manualAccountContent = (details: ManualAccount, text: TextValue) =>
  emailFromText(
    text,
    { firstName: mailSafeName(details.firstName), access: details.access },
    { signInDetails: [facts(fact("E-mail", details.to), fact("Temporary password", details.temporaryPassword)), button("Sign in", `${siteUrl}/auth`)] },
  );

/** A manual account's login credentials: the new member must change the password on first sign-in. */
export function manualAccountEmail(details: ManualAccount): MailMessage {
  const { subject, body } = manualAccountContent(details, publishedText("email.manual-account"));
  return transactionalEmail({ to: details.to, subject, secret: "password" }, body);
}

export type CertificateDetails = { to: string; name: string; course: string; serial: string; verifyLink: string; pdf: Buffer };

export function certificateContent(details: Omit<CertificateDetails, "to" | "pdf">, text: TextValue) {
  const name = mailSafeName(details.name);
  return emailFromText(
    text,
    { firstName: name.split(" ")[0]!, name, course: details.course, serial: details.serial },
    { checkButton: [button("Check the certificate", details.verifyLink)] },
  );
}

/** The certificate of completion, attached as its PDF, with the public page that verifies it. */
export function certificateEmail(details: CertificateDetails): MailMessage {
  const { subject, body } = certificateContent(details, publishedText("email.certificate"));
  return transactionalEmail(
    {
      to: details.to,
      subject,
      attachments: [
        { filename: `certificate-${details.serial}.pdf`, contentType: "application/pdf", content: details.pdf.toString("base64"), encoding: "base64" },
      ],
    },
    body,
  );
}
