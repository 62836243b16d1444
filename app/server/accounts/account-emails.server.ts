import { button } from "~/server/delivery/email-body.server";
import { transactionalEmail } from "~/server/delivery/email-layout.server";
import { emailFromText } from "~/server/delivery/email-texts.server";
import { siteUrl } from "~/server/platform/env.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName } from "~/server/delivery/emails.server";
import { publishedText } from "~/server/platform/site-texts.server";
import type { TextValue } from "~/lib/text-units";

// The e-mails about an account: password links, sign-up, a paused sign-in: each one's
// subject and body in the owner's words (the studio's texts; a draft in the preview), with
// its links as blocks the system fills: a rewrite cannot drop or change a single-use link.

export type PasswordLinkPurpose = "reset" | "promotion" | "purchase";

export const PASSWORD_LINK_TEXTS: Record<PasswordLinkPurpose, string> = {
  reset: "email.password-reset",
  promotion: "email.admin-promotion",
  purchase: "email.purchase-password",
};

export const passwordLinkContent = (purpose: PasswordLinkPurpose, resetLink: string, productName: string | undefined, text: TextValue) =>
  emailFromText(
    text,
    { product: productName ?? "your order" },
    { passwordButton: [button(purpose === "reset" ? "Choose a new password" : "Choose your password", resetLink)] },
  );

/** A single-use link to choose a password: asked for on /forgot-password, after being made an admin, or to add a purchase to the address's account. */
export function passwordLinkEmail(to: string, purpose: PasswordLinkPurpose, resetLink: string, productName?: string): MailMessage {
  const { subject, body } = passwordLinkContent(purpose, resetLink, productName, publishedText(PASSWORD_LINK_TEXTS[purpose]));
  return transactionalEmail({ to, subject, secret: "link" }, body);
}

export const signUpConfirmationContent = (firstName: string, confirmLink: string, text: TextValue) =>
  emailFromText(text, { firstName: mailSafeName(firstName) }, { confirmButton: [button("Confirm your address", confirmLink)] });

/** The link that confirms a sign-up's address and finishes the account. */
export function signUpConfirmationEmail(to: string, firstName: string, confirmLink: string): MailMessage {
  const { subject, body } = signUpConfirmationContent(firstName, confirmLink, publishedText("email.sign-up-confirmation"));
  return transactionalEmail({ to, subject, secret: "link" }, body);
}

export const signUpAttemptContent = (text: TextValue) => emailFromText(text, {}, { signInButton: [button("Sign in", `${siteUrl}/auth`)] });

/** To the owner of an address someone tried to sign up with again: how to get in, and that nothing changed. */
export function signUpAttemptEmail(to: string): MailMessage {
  const { subject, body } = signUpAttemptContent(publishedText("email.sign-up-attempt"));
  return transactionalEmail({ to, subject }, body);
}

export const signInPausedContent = (unlockLink: string, pausedMinutes: number, text: TextValue) =>
  emailFromText(text, { pausedMinutes: String(pausedMinutes) }, { unlockButton: [button("Sign in from this browser", unlockLink)] });

/**
 * Sign-in to the account paused after many wrong passwords: the owner's link lifts the pause
 * for the browser that opens it, so whoever is guessing cannot keep them out.
 */
export function signInPausedEmail(to: string, unlockLink: string, pausedMinutes: number): MailMessage {
  const { subject, body } = signInPausedContent(unlockLink, pausedMinutes, publishedText("email.sign-in-paused"));
  return transactionalEmail({ to, subject, secret: "link" }, body);
}
