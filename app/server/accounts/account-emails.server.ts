import { button, link, type EmailBody } from "~/server/delivery/email-body.server";
import { transactionalEmail } from "~/server/delivery/email-layout.server";
import { siteUrl } from "~/server/platform/env.server";
import type { MailMessage } from "~/server/delivery/mail.server";
import { mailSafeName } from "~/server/delivery/emails.server";

// The e-mails about an account: password links, sign-up, a paused sign-in: each one's
// subject and body (delivery/emails.server.ts says how a body is written and sent).

/** A single-use link to choose a password: asked for on /forgot-password, after being made an admin, or to add a purchase to the address's account. */
export function passwordLinkEmail(to: string, purpose: "reset" | "promotion" | "purchase", resetLink: string, productName?: string): MailMessage {
  if (purpose === "purchase") {
    return transactionalEmail({ to, subject: `Add your purchase to your account: ${productName ?? "your order"}`, secret: "link" }, [
      `Thank you for buying the ${productName ?? "course"}. This e-mail address already has a Chip Repair Academy account, so we add the purchase to it once you show it is your address.`,
      "Choose your password within the next 7 days, and the purchase is added to your account:",
      button("Choose your password", resetLink),
      "Anyone else signed in to that account is signed out, and any older password stops working.",
      ["Link expired? ", link(`${siteUrl}/forgot-password`, "Ask for a new one"), "; the purchase is added when you use it."],
    ]);
  }
  const body: EmailBody =
    purpose === "reset"
      ? [
          "Someone (hopefully you) asked to reset the password for your Chip Repair Academy account.",
          button("Choose a new password", resetLink),
          "The link works for one hour. If you did not ask for this, ignore this e-mail; your password stays as it is.",
        ]
      : [
          "The site owner gave your Chip Repair Academy account admin rights.",
          "",
          "To keep those rights safe, your old password no longer works and you were signed out everywhere. Choose your password within the next 24 hours:",
          button("Choose your password", resetLink),
          ["Link expired? ", link(`${siteUrl}/forgot-password`, "Ask for a new one")],
        ];
  const subject = purpose === "reset" ? "Reset your Chip Repair Academy password" : "You have admin rights on Chip Repair Academy: choose your password";
  return transactionalEmail({ to, subject, secret: "link" }, body);
}

/** The link that confirms a sign-up's address and finishes the account. */
export function signUpConfirmationEmail(to: string, firstName: string, confirmLink: string): MailMessage {
  return transactionalEmail({ to, subject: "Confirm your Chip Repair Academy account", secret: "link" }, [
    `Hi ${mailSafeName(firstName)},`,
    "",
    "Please confirm your e-mail address to finish creating your account.",
    button("Confirm your address", confirmLink),
    "The link works for 24 hours.",
  ]);
}

/** To the owner of an address someone tried to sign up with again: how to get in, and that nothing changed. */
export function signUpAttemptEmail(to: string): MailMessage {
  return transactionalEmail({ to, subject: "Someone tried to create a Chip Repair Academy account with your e-mail" }, [
    "Someone (hopefully you) tried to create a new Chip Repair Academy account with this e-mail address, which already has one.",
    button("Sign in", `${siteUrl}/auth`),
    ["Forgot your password? ", link(`${siteUrl}/forgot-password`, "Choose a new one")],
    "",
    "If this was not you, you can ignore this e-mail; nothing has changed.",
  ]);
}

/**
 * Sign-in to the account paused after many wrong passwords: the owner's link lifts the pause
 * for the browser that opens it, so whoever is guessing cannot keep them out.
 */
export function signInPausedEmail(to: string, unlockLink: string, pausedMinutes: number): MailMessage {
  return transactionalEmail({ to, subject: "Sign-in to your Chip Repair Academy account is paused", secret: "link" }, [
    `Someone tried to sign in to your Chip Repair Academy account with a wrong password many times, so signing in to it is paused for ${pausedMinutes} minutes.`,
    "If that was you, sign in from this browser now (the link works for an hour):",
    button("Sign in from this browser", unlockLink),
    [
      "If it was not you, your account is safe while the password is not guessed; to be sure, ",
      link(`${siteUrl}/forgot-password`, "choose a new password"),
      ".",
    ],
  ]);
}
