// The default words of e-mails the owner may rewrite in the studio (/admin/site): Markdown with
// {{placeholders}} (lib/site-texts.ts lists each message's). These show until a version is
// published. The follow-up series' defaults are in email-sequences.ts.

export const bookingConfirmationText = {
  subject: "Your free strategy call is booked",
  body: [
    "Hi {{name}},",
    "",
    "Your strategy call with {{hostName}} is booked for {{callTime}}.",
    "It lasts {{callLength}}; please be ready 5 minutes early.",
    "",
    "{{callDetails}}",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const callReminderText = {
  subject: "Reminder: your strategy call is {{startsIn}}",
  body: [
    "Hi {{name}},",
    "",
    "A reminder: your free strategy call with Chip Repair Academy starts {{startsIn}}, on {{callTime}}.",
    "It lasts {{callLength}}; please be ready 5 minutes early.",
    "",
    "{{callDetails}}",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const bookingMovedText = {
  subject: "Your strategy call has a new time",
  body: [
    "Hi {{name}},",
    "",
    "Your strategy call is now on {{callTime}}. The updated invite is attached.",
    "",
    "{{manageCall}}",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const bookingCancelledText = {
  subject: "Your strategy call is cancelled",
  body: [
    "Hi {{name}},",
    "",
    "Your strategy call on {{callTime}} is cancelled. The attached update removes it from your calendar.",
    "",
    "Want a call after all? [Book a new time](/booking-survey)",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const noShowRebookText = {
  subject: "We missed you: pick a new time for your strategy call",
  body: [
    "Hi {{name}},",
    "",
    "Your free strategy call was booked for {{callTime}}, but we could not reach you. Things come up; it happens.",
    "",
    "Your survey answers are saved, so booking a new time takes a minute: choose a day and a time, and you are done.",
    "",
    "{{bookAgainButton}}",
    "",
    "The call is still free: a full hour, one-on-one, about starting your windshield repair business.",
    "",
    "We send this e-mail once only. Questions? Just reply.",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
  button: "Pick a new time",
};

export const checkoutReminderText = {
  subject: "Your order is waiting: {{product}}",
  body: [
    "Hi {{firstName}},",
    "",
    "You started an order on our site but did not finish paying, so nothing was charged.",
    "",
    "Your order: {{product}}, {{amount}}",
    "",
    "{{finishOrderButton}}",
    "",
    "It is still at the same price. Questions before you buy? Just reply to this e-mail. We send this reminder once only.",
  ].join("\n"),
  button: "Finish your order",
};

const paymentFailed = "We could not charge {{amount}} for the {{product}} ({{payment}}): {{reason}}.";
const payNow = ["", "You can pay now, with this card or another:", "", "{{payNowButton}}", "", "Questions? Just reply to this e-mail."];

export const instalmentFailedText = {
  subject: "Your payment did not go through: {{product}}",
  body: ["Hi {{firstName}},", "", paymentFailed, "We will try the same card again on {{retryOn}}. Your member access stays open meanwhile.", ...payNow].join(
    "\n",
  ),
  button: "Pay now",
};

export const planPausedText = {
  subject: "Your plan is paused: {{product}}",
  body: [
    "Hi {{firstName}},",
    "",
    paymentFailed,
    "That was our last try, so your member access is paused. It opens again the moment this payment is made.",
    ...payNow,
  ].join("\n"),
  button: "Pay now",
};

export const purchaseText = {
  subject: "Your order: {{product}}",
  body: [
    "Hi {{firstName}},",
    "",
    "Thank you for your order. Payment received: {{amount}} for the {{product}}.",
    "",
    "{{receipt}}",
    "",
    "{{gettingIn}}",
    "",
    "You are covered by our 30-day money-back guarantee. Questions? Just reply to this e-mail.",
  ].join("\n"),
};

const instalmentPaid = "Payment received: {{amount}} for the {{product}} ({{payment}}).";

export const instalmentReceiptText = {
  subject: "Payment received: {{product}}",
  body: ["Hi {{firstName}},", "", instalmentPaid, "", "{{receipt}}"].join("\n"),
};

export const planPaidInFullText = {
  subject: "Payment received: {{product}}",
  body: ["Hi {{firstName}},", "", instalmentPaid, "Your plan is now paid in full. Thank you.", "", "{{receipt}}"].join("\n"),
};
