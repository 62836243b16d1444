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

export const existingCallText = {
  subject: "You already have a strategy call booked",
  body: [
    "Hi {{name}},",
    "",
    "Someone (hopefully you) just asked to book a strategy call with your e-mail address or phone number. You already have one:",
    "{{callTime}}",
    "",
    "{{manageButton}}",
    "",
    "If this was not you, there is nothing to do: your call stays as it is.",
  ].join("\n"),
  button: "Move or cancel it",
};

export const coachingConfirmationText = {
  subject: "Your coaching session is booked: {{callTime}}",
  body: [
    "Hi {{name}},",
    "",
    "Your 1-on-1 coaching session with {{hostName}} is booked for {{callTime}}.",
    "It lasts {{callLength}}; please be ready 5 minutes early.",
    "",
    "{{callDetails}}",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const coachingReminderText = {
  subject: "Reminder: your coaching session is {{startsIn}}",
  body: [
    "Hi {{name}},",
    "",
    "A reminder: your 1-on-1 coaching session with {{hostName}} starts {{startsIn}}, on {{callTime}}.",
    "It lasts {{callLength}}; please be ready 5 minutes early.",
    "",
    "{{callDetails}}",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const coachingMovedText = {
  subject: "Your coaching session has a new time",
  body: [
    "Hi {{name}},",
    "",
    "Your coaching session is now on {{callTime}}. The updated invite is attached.",
    "",
    "{{manageCall}}",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const coachingCancelledText = {
  subject: "Your coaching session is cancelled",
  body: [
    "Hi {{name}},",
    "",
    "Your coaching session on {{callTime}} is cancelled, and it no longer counts against your sessions. The attached update removes it from your calendar.",
    "",
    "Book another whenever you like: [Your coaching sessions](/coaching)",
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
    "The call is still free: {{callLength}}, one-on-one, about starting your windshield repair business.",
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

export const passwordResetText = {
  subject: "Reset your Chip Repair Academy password",
  body: [
    "Someone (hopefully you) asked to reset the password for your Chip Repair Academy account.",
    "",
    "{{passwordButton}}",
    "",
    "The link works for one hour. If you did not ask for this, ignore this e-mail; your password stays as it is.",
  ].join("\n"),
};

export const adminPromotionText = {
  subject: "You have admin rights on Chip Repair Academy: choose your password",
  body: [
    "The site owner gave your Chip Repair Academy account admin rights.",
    "",
    "To keep those rights safe, your old password no longer works and you were signed out everywhere. Choose your password within the next 24 hours:",
    "",
    "{{passwordButton}}",
    "",
    "Link expired? [Ask for a new one](/forgot-password)",
  ].join("\n"),
};

export const purchasePasswordText = {
  subject: "Add your purchase to your account: {{product}}",
  body: [
    "Thank you for buying the {{product}}. This e-mail address already has a Chip Repair Academy account, so we add the purchase to it once you show it is your address.",
    "Choose your password within the next 7 days, and the purchase is added to your account:",
    "",
    "{{passwordButton}}",
    "",
    "Anyone else signed in to that account is signed out, and any older password stops working.",
    "Link expired? [Ask for a new one](/forgot-password); the purchase is added when you use it.",
  ].join("\n"),
};

export const signUpConfirmationText = {
  subject: "Confirm your Chip Repair Academy account",
  body: [
    "Hi {{firstName}},",
    "",
    "Please confirm your e-mail address to finish creating your account.",
    "",
    "{{confirmButton}}",
    "",
    "The link works for 24 hours.",
  ].join("\n"),
};

export const signUpAttemptText = {
  subject: "Someone tried to create a Chip Repair Academy account with your e-mail",
  body: [
    "Someone (hopefully you) tried to create a new Chip Repair Academy account with this e-mail address, which already has one.",
    "",
    "{{signInButton}}",
    "",
    "Forgot your password? [Choose a new one](/forgot-password)",
    "",
    "If this was not you, you can ignore this e-mail; nothing has changed.",
  ].join("\n"),
};

export const signInPausedText = {
  subject: "Sign-in to your Chip Repair Academy account is paused",
  body: [
    "Someone tried to sign in to your Chip Repair Academy account with a wrong password many times, so signing in to it is paused for {{pausedMinutes}} minutes.",
    "If that was you, sign in from this browser now (the link works for an hour):",
    "",
    "{{unlockButton}}",
    "",
    "If it was not you, your account is safe while the password is not guessed; to be sure, [choose a new password](/forgot-password).",
  ].join("\n"),
};

export const manualAccountText = {
  subject: "Your Chip Repair Academy account",
  body: [
    "Hi {{firstName}},",
    "",
    "Your account is ready, with access to: {{access}}.",
    "",
    "{{signInDetails}}",
    "",
    "You will choose your own password when you first sign in.",
  ].join("\n"),
};

export const certificateText = {
  subject: "Your certificate of completion",
  body: [
    "Congratulations, {{name}}!",
    "",
    "You have completed the {{course}}: every lesson, and every checkpoint quiz passed.",
    "",
    "Your certificate is attached (number {{serial}}). Show it to customers, insurers and shop owners; anyone can check it is genuine on its page:",
    "",
    "{{checkButton}}",
    "",
    "Download it again at any time from [your account](/account)",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};

export const kitsShippedText = {
  subject: "Your {{kits}} {{isOrAre}} on the way",
  body: [
    "Hi {{firstName}},",
    "",
    "Your {{kits}} left our workshop today with {{carrier}}, to:",
    "{{address}}",
    "",
    "{{tracking}}",
    "",
    "Your [member area](/welcome) shows where everything in your plan stands.",
    "",
    "Questions? Just reply to this e-mail.",
  ].join("\n"),
};

// To the host (staff mail, never marketing): the booker's details and answers are blocks the
// system fills, as words no mail client makes a link of.

export const hostBookingNoticeText = {
  subject: "New strategy call: {{name}}, {{callTime}}",
  body: [
    "{{name}} booked a strategy call for {{callTime}} ({{bookerCallTime}} for them).",
    "",
    "{{bookerDetails}}",
    "",
    "## Their survey answers",
    "",
    "{{answers}}",
  ].join("\n"),
};

export const hostBookingMovedText = {
  subject: "Call moved: {{name}}, now {{callTime}}",
  body: ["{{name}} moved their strategy call from {{previousCallTime}} to {{callTime}}. The slot they left is free again.", "", "{{bookerDetails}}"].join("\n"),
};

export const hostBookingCancelledText = {
  subject: "Call cancelled: {{name}}, {{callTime}}",
  body: ["{{name}} cancelled their strategy call on {{callTime}}. The slot is free again.", "", "{{bookerDetails}}"].join("\n"),
};

export const bookingCeilingAlertText = {
  subject: "Booking limit reached on your site",
  body: [
    "Strategy calls were booked on the site from {{limit}} different networks in the last hour (calls still booked), the most BOOKINGS_PER_HOUR allows.",
    "",
    "Further bookings are refused until the hour has passed; visitors are asked to try again later or to contact you.",
    "",
    "If this is a real rush (an ad or a webinar), raise BOOKINGS_PER_HOUR and restart the site. If the bookings look made up (odd names, the same details over and over), cancel them and leave the limit where it is.",
  ].join("\n"),
};

export const hostAgendaText = {
  subject: "Today's calls: {{count}}, {{day}}",
  body: [
    "Good morning. You have {{count}} today, {{day}}:",
    "",
    "{{calls}}",
    "",
    "{{callLengths}} Calls booked, moved or cancelled from now on reach you in their own notices.",
  ].join("\n"),
};

export const textReplyForwardText = {
  subject: "Text reply from {{phone}}",
  body: [
    "{{name}} replied to a text from the site. Answer them by phone or text from your own phone; replies to this e-mail go to your own inbox.",
    "",
    "{{reply}}",
    "",
    "All replies: {{repliesAddress}}",
  ].join("\n"),
};
