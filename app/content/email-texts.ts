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
    "It lasts a full hour; please be ready 5 minutes early.",
    "",
    "{{callDetails}}",
    "",
    "The Chip Repair Academy team",
  ].join("\n"),
};
