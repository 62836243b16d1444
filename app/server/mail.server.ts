import nodemailer, { type Transporter } from "nodemailer";
import { mail } from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";

export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

let transporter: Transporter | undefined;

function smtpTransport(smtpUrl: string): Transporter {
  transporter ??= nodemailer.createTransport(smtpUrl);
  return transporter;
}

/**
 * Sends one message: over SMTP when SMTP_URL is set, otherwise into the built-in mailbox
 * (the `mail` table, also printed to the log) so every flow works on a fresh machine.
 * Called by the outbox worker, which retries on failure; do not call it from a request.
 */
export async function deliverMail(message: MailMessage): Promise<void> {
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments?.map((attachment) => ({ ...attachment })),
    });
    return;
  }
  db.insert(mail)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments ?? [],
    })
    .run();
  if (env.NODE_ENV !== "test") {
    console.log(`[mailbox] to ${message.to}: ${message.subject}\n${message.text}\n`);
  }
}
