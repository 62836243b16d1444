import { siteUrl } from "./env.server";
import type { MailAttachment, MailMessage } from "./mail.server";

// The site's e-mails. Plain text first (it survives every client); the HTML part is the
// same text with links, every visitor-supplied value escaped.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function htmlFromText(text: string): string {
  const linked = escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  return `<div style="font-family:system-ui,sans-serif;line-height:1.5">${linked.replace(/\n/g, "<br>")}</div>`;
}

function message(to: string, subject: string, text: string, attachments?: MailAttachment[]): MailMessage {
  return { to, subject, text, html: htmlFromText(text), attachments };
}

export function freeTrainingEmail(firstName: string, to: string): MailMessage {
  return message(
    to,
    "Your free windshield repair training is here",
    [
      `Hi ${firstName},`,
      "",
      "Thanks for joining us. Here is your free 3-part training:",
      "",
      `Part 1 - How a 15-minute chip repair pays $65-$100: ${siteUrl}/video`,
      `Part 2 - The live webinar: from first repair to $300-500 a day: ${siteUrl}/webinar`,
      `Part 3 - Your free 1-on-1 strategy call: ${siteUrl}/booking-survey`,
      "",
      "See you inside,",
      "The Chip Repair Academy team",
    ].join("\n"),
  );
}

export type BookingEmailDetails = {
  name: string;
  email: string;
  phone: string;
  /** e.g. "Tuesday, December 1, 2026 at 10:00 AM (New York)" in the visitor's zone. */
  whenForVisitor: string;
  /** The same instant in the host's zone. */
  whenForHost: string;
  meetingLink?: string;
  instructions: string;
  surveySummary: string;
  invite: MailAttachment;
};

export function bookingConfirmationEmail(details: BookingEmailDetails): MailMessage {
  return message(
    details.email,
    "Your free strategy call is booked",
    [
      `Hi ${details.name},`,
      "",
      `Your strategy call is booked for ${details.whenForVisitor}.`,
      "It lasts a full hour; please be ready 5 minutes early.",
      details.meetingLink ? `Join here: ${details.meetingLink}` : `We will call you at ${details.phone}.`,
      "",
      details.instructions,
      "",
      "The calendar invite is attached. Need to change the time? Just reply to this e-mail.",
      "",
      "The Chip Repair Academy team",
    ].join("\n"),
    [details.invite],
  );
}

export function hostBookingNoticeEmail(hostAddress: string, details: BookingEmailDetails): MailMessage {
  return message(
    hostAddress,
    `New strategy call: ${details.name}, ${details.whenForHost}`,
    [
      `${details.name} booked a strategy call for ${details.whenForHost} (${details.whenForVisitor} for them).`,
      "",
      `E-mail: ${details.email}`,
      `Phone: ${details.phone}`,
      "",
      "Survey answers:",
      details.surveySummary,
    ].join("\n"),
    [details.invite],
  );
}
