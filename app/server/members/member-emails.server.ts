import { button, fact, facts, link } from "~/server/delivery/email-body.server";
import { transactionalEmail } from "~/server/delivery/email-layout.server";
import { siteUrl } from "~/server/platform/env.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName, TEAM } from "~/server/delivery/emails.server";

// The e-mails to members: a manually made account, the certificate: each one's subject and
// body (delivery/emails.server.ts says how a body is written and sent).

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

/** The certificate of completion, attached as its PDF, with the public page that verifies it. */
export function certificateEmail(details: { to: string; name: string; course: string; serial: string; verifyLink: string; pdf: Buffer }): MailMessage {
  return transactionalEmail(
    {
      to: details.to,
      subject: "Your certificate of completion",
      attachments: [
        { filename: `certificate-${details.serial}.pdf`, contentType: "application/pdf", content: details.pdf.toString("base64"), encoding: "base64" },
      ],
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
