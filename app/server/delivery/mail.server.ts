import { desc, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { mail } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { companyFacts } from "~/server/platform/site-texts.server";

/** A file sent with a message: text as it is, or binary as base64 (`encoding: "base64"`). */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: "base64" };

/**
 * What a message holds that only its recipient may see: a link that signs in, confirms,
 * resets or manages something, or a password. The one mark for it: the outbox drops such a
 * payload once delivered, and the mailbox view shows such a body only to its recipient.
 */
export type MailSecret = "link" | "password";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  secret?: MailSecret;
  /** Marketing mail: where its recipient unsubscribes with one click (RFC 8058), and by mail. */
  listUnsubscribe?: { url: string; mail: string };
};

let transporter: Transporter | undefined;

// Prepared once: every message on a machine without SMTP goes through it.
const insertIntoMailbox = db
  .insert(mail)
  .values({
    toAddress: sql.placeholder("toAddress"),
    subject: sql.placeholder("subject"),
    textBody: sql.placeholder("textBody"),
    htmlBody: sql.placeholder("htmlBody"),
    attachments: sql.placeholder("attachments"),
    secret: sql.placeholder("secret"),
  })
  .prepare();

/**
 * How long a mail server may take to accept the connection, greet, or answer a command.
 * Nodemailer's own defaults (2 min, 30 s, 10 min) would let one hung server hold up every
 * delivery behind it, CRM events included, like the CRM call's own 10 s limit prevents.
 */
export const SMTP_TIMEOUT_MS = 10_000;

function smtpTransport(smtpUrl: string): Transporter {
  transporter ??= nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return transporter;
}

/**
 * Sends one message through the SMTP server at `smtpUrl`. Called by the outbox worker, which
 * retries on failure (without SMTP_URL it stores messages in the built-in mailbox instead);
 * do not call it from a request.
 */
export async function sendOverSmtp(smtpUrl: string, message: MailMessage): Promise<void> {
  await smtpTransport(smtpUrl).sendMail({
    from: env.MAIL_FROM ?? { name: companyFacts().name, address: companyFacts().supportEmail },
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((attachment) => ({ ...attachment })),
    ...(message.listUnsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${message.listUnsubscribe.url}>, <${message.listUnsubscribe.mail}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  });
}

/** The built-in mailbox (the `mail` table), and a line in the log for whoever runs the site. */
export function storeInMailbox(message: MailMessage): void {
  insertIntoMailbox.run({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: message.attachments ?? [],
    secret: message.secret ?? null,
  });
  // Recipient and subject only: bodies hold reset and confirmation links, and logs travel.
  if (env.NODE_ENV !== "test") console.log(`[mailbox] to ${message.to}: ${message.subject} (read it with: npm run mailbox)`);
}

/**
 * The built-in mailbox's newest messages as one super admin may read them: a message holding
 * a secret shows its body only to its own recipient (another admin could otherwise sign in
 * as anyone with a reset link); to others, who it went to, what about, when, and what kind
 * of secret it holds.
 */
export function mailboxMessages(viewerEmail: string, limit = 100) {
  const viewer = viewerEmail.trim().toLowerCase();
  return db
    .select({ id: mail.id, to: mail.toAddress, subject: mail.subject, textBody: mail.textBody, secret: mail.secret, createdAt: mail.createdAt })
    .from(mail)
    .orderBy(desc(mail.id))
    .limit(limit)
    .all()
    .map(({ textBody, ...message }) => ({ ...message, body: !message.secret || message.to.trim().toLowerCase() === viewer ? textBody : null }));
}
