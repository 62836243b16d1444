import * as z from "zod/v4-mini";
import { kits } from "~/content/kits";
import { pictures } from "~/content/pictures";
import { reportedResultNames } from "~/content/reported-results";
import { videoFromUrl } from "~/content/videos";
import { emailAddress, requiredText } from "~/lib/field-rules";
import { isPlanId, isProductId, PRODUCT_IDS } from "~/lib/offers";
import { parseWeeklySchedule, WEEKLY_SCHEDULE_RULE } from "~/lib/weekly-schedule";
import { funnelPageUnits } from "~/lib/page-texts/funnel";
import { portalPageUnits } from "~/lib/page-texts/portal";
import { salesPageUnits } from "~/lib/page-texts/sales";
import { line, listUnit, type ListEntry, type ListShape, type Placeholder, type TextField, type TextUnit, type TextValue } from "~/lib/text-units";

// The business's own words as owner-editable content: its facts (name, contact, hours, legal
// line), the founder, and the text of the e-mails the site sends. Each unit is a few named
// fields; one definition per unit drives the studio's form, the check of a save (the same
// rules on the server as in the form) and the published value the pages and e-mails read.
//
// E-mail texts are Markdown with named placeholders, {{firstName}}: a placeholder the message
// does not know is refused by name. A message's "blocks" (its call details, its buttons) are
// placeholders the system fills with parts the owner cannot break (a meeting link, a manage
// link): each must stand on a line of its own in the body, once.
//
// A text message's words are plain: the business's name starts it and the system ends it with
// its link (a text cannot carry a button), so an edit cannot lose either.
//
// A page's words (group "page", declared per area in lib/page-texts/) are plain text that may
// name the published prices, figures and names ({{price:complete}}, {{figure:repairPrice}},
// {{businessName}}), filled in when the page reads them, so a price or figure changed once
// changes everywhere.
//
// A list unit (the testimonials, an FAQ) is the same mechanism with one field, "entries": its
// entries as JSON, each entry checked by the list's fields. Its form posts numbered rows
// (row-0-name, row-0-order, row-0-remove, ...) with a few blank ones to add to, so it works
// without JavaScript: a row's position number places it, "remove" drops it, a blank row is ignored.

const SUBJECT = line("subject", "Subject", 150);
const BODY = line("body", "Message (Markdown)", 8000, {
  multiline: true,
  hint: "An empty line starts a new paragraph; ## starts a heading; [words](https://…) or [words](/page) makes a link; - starts a list item. E-mails show plain words: **bold** and _italics_ lose their marks.",
});

const firstName: Placeholder = { description: "the recipient's first name", sample: "Maria" };

/** What every e-mail about a booked call may name. */
const bookerPlaceholders: Record<string, Placeholder> = {
  firstName,
  name: { description: "the booker's name as given", sample: "Maria Lopez" },
  callTime: { description: "the call's date and time in the booker's zone", sample: "Tuesday, December 1, 2026 at 10:00 AM (New York)" },
};

/** What an e-mail about a call with a known host may name besides. */
const callPlaceholders: Record<string, Placeholder> = {
  hostName: { description: "the name of the host who takes the call", sample: "Dave" },
  callLength: { description: "how long the call lasts, e.g. “a full hour”", sample: "a full hour" },
};

/** What every e-mail to the host about a booked call may name: the booker as words that link nowhere, the time in the host's zone. */
const hostCallPlaceholders: Record<string, Placeholder> = {
  name: { description: "the booker's name as given (as words that link nowhere)", sample: "Maria Lopez" },
  callTime: { description: "the call's date and time in the host's zone", sample: "Tuesday, December 1, 2026 at 8:00 AM (Denver)" },
};

/** What an e-mail about an order may name besides the buyer's first name. */
const orderPlaceholders: Record<string, Placeholder> = {
  product: { description: "what was ordered", sample: "Complete Training System (Split Pay)" },
  amount: { description: "the amount", sample: "$997.00" },
};

const paymentPlaceholder: Placeholder = { description: "which payment, e.g. “payment 2 of 3”", sample: "payment 2 of 3" };

/** The receipt for a plan's later payment. */
const instalmentReceipt = (key: string, label: string, when: string): TextUnit => ({
  key,
  label,
  group: "email",
  about: `Sent to the buyer when ${when}. The receipt and the payments still to come are the system's.`,
  fields: [SUBJECT, BODY],
  placeholders: { firstName, ...orderPlaceholders, payment: paymentPlaceholder },
  blocks: { receipt: "the receipt (order number, date, item, amount, seller, terms), the payments still to come and the button to the buyer's orders" },
});

/** A plan's later payment that did not go through: to the buyer, with a button to pay it now. */
const instalmentFailedEmail = (key: string, label: string, when: string, more: Record<string, Placeholder>): TextUnit => ({
  key,
  label,
  group: "email",
  about: `Sent to the buyer when ${when}, with a button to pay it now.`,
  fields: [SUBJECT, BODY, line("button", "Button words", 80, { hint: "The button leads to the buyer's own page to pay this payment." })],
  placeholders: {
    firstName,
    ...orderPlaceholders,
    payment: paymentPlaceholder,
    reason: { description: "why the card was declined, in words", sample: "the card was declined" },
    ...more,
  },
  blocks: { payNowButton: "the button (with the words above) to the buyer's own link to pay now" },
});

/** A transactional e-mail about an account: its links are blocks the system fills, never text. */
const accountEmail = (key: string, label: string, when: string, placeholders: Record<string, Placeholder>, blocks: Record<string, string>): TextUnit => ({
  key,
  label,
  group: "email",
  about: `Sent when ${when}.`,
  fields: [SUBJECT, BODY],
  placeholders,
  blocks,
});

/** A part of the 3-part free training (and the reminder for a call not yet booked): a marketing e-mail with one button, sent a number of hours after sign-up. */
const seriesEmail = (key: string, label: string): TextUnit => ({
  key,
  label,
  group: "email",
  about: "A marketing e-mail of a follow-up series: the system adds the unsubscribe link, the List-Unsubscribe headers and the postal address.",
  marketing: true,
  fields: [
    SUBJECT,
    BODY,
    line("button", "Button words", 80, { hint: "The button under the message leads to the page this part is about." }),
    line("afterHours", "Hours after sign-up", 4, { kind: "hours", hint: "0 sends it at once. A change applies to people who sign up after it is published." }),
  ],
  placeholders: { firstName },
});

/** The most a text's own words may be: with the name, the link and the opt-out line it stays within about three segments. */
const TEXT_WORDS_MAX = 300;

/** A text message about a call or the webinar: plain words with placeholders, the business's name before them and the link after them added by the system. */
const textMessageUnit = (key: string, label: string, when: string, placeholders: Record<string, Placeholder>, link: string): TextUnit => ({
  key,
  label,
  group: "text",
  about: `Texted ${when}, to a number whose owner agreed to texts. The business's name starts it, and the system ends it with ${link}; the first text to a number also says how to stop them.`,
  fields: [
    line("body", "Text", TEXT_WORDS_MAX, {
      multiline: true,
      hint: "Plain words: no Markdown, no links (the system adds the link). Shorter is cheaper: a text of up to 160 plain characters is sent as one message.",
    }),
  ],
  placeholders,
  link,
});

/** The call's time in a text: short, on the booker's clock. */
const textCallTime: Placeholder = {
  description: "the call's date and time on the booker's clock, with the zone",
  sample: "Tuesday, December 1, 2026 at 10:00 AM EST",
};
const textStartsIn: Placeholder = { description: "how soon it starts, e.g. “in 1 hour”", sample: "in 1 hour" };

const FIGURE_LABELS: Record<(typeof reportedResultNames)[number], string> = {
  repairPrice: "Price of a repair",
  dayRange: "A working day's earnings",
  averageDay: "Average day's earnings",
  profitableWithin90Days: "Share profitable within 90 days",
  sideHustleMonth: "A side hustle's month",
  fullTimeMonth: "A full-time month",
  teamMonth: "A team's month",
};

const FAQ_FIELDS = [
  line("question", "Question", 200, { kind: "page" }),
  line("answer", "Answer", 2000, { kind: "page", multiline: true, hint: "Plain words, shown as one paragraph." }),
];

const KIT_ITEM_FIELDS = [
  line("category", "Category", 80, { hint: "Items of one category are shown together under it; the categories in the order of their first item." }),
  line("name", "Item", 120),
  line("detail", "What it is for", 400, { multiline: true }),
];

const kitContents = (id: keyof typeof kits) =>
  listUnit(
    `tools.${id}`,
    `Tools page: what is in the ${kits[id].name} kit`,
    `The items of the ${kits[id].name} kit on its tab of /tools, grouped by category, in this order.`,
    { item: "Item", max: 40, blankRows: 2, fields: KIT_ITEM_FIELDS },
  );

/** The fields of one kit on /tools: its summary and headline facts. */
const kitFields = (id: keyof typeof kits) => [
  line(`${id}Name`, `${kits[id].name}: name`, 40, {
    hint: "The kit's name on /tools, /pricing and the order pages. An order keeps the name it was sold with: its receipt and packing list do not change.",
  }),
  line(`${id}Summary`, `${kits[id].name}: summary`, 600, { multiline: true }),
  line(`${id}ResinRepairs`, `${kits[id].name}: repairs of resin included`, 20, { hint: "e.g. 250+" }),
  line(`${id}MaxCrackLength`, `${kits[id].name}: maximum crack length`, 30, { hint: "e.g. 6 inches" }),
];

export const textUnits: TextUnit[] = [
  {
    key: "company",
    label: "Company facts",
    group: "business",
    about:
      "The name, contact details, hours and legal line the footer, support panels, e-mails and invites show. Until first published, the server's SUPPORT_EMAIL, SUPPORT_PHONE and SUPPORT_ADDRESS give these values.",
    fields: [
      line("name", "Business name", 80),
      line("supportEmail", "Support e-mail", 254, { kind: "email" }),
      line("supportPhone", "Support phone", 40),
      line("address", "Postal address", 200, { hint: "Printed at the foot of every e-mail, as the law asks of a sender." }),
      line("hours", "Support hours", 400, { multiline: true, hint: "One line per day range, e.g. “Monday-Friday: 8:00 AM-6:00 PM MST”." }),
      line("legalLine", "Legal line", 300, { optional: true, hint: "Shown under the footer, e.g. the company's registered name and number." }),
      line("foundedYear", "Year the business started", 4, {
        kind: "year",
        hint: "Page words count the years in business from it as {{yearsInBusiness}}: on /about, the founder's introduction, /tools.",
      }),
    ],
  },
  {
    key: "founder",
    label: "The founder",
    group: "business",
    about: "The founder's name, role and story on /about and the webinar page. His photo is the picture slot “The founder's portrait”.",
    fields: [
      line("name", "Name", 80),
      line("role", "Role", 120),
      line("introduction", "Introduction (in his own words)", 1000, { multiline: true, kind: "page" }),
      line("story", "Story", 8000, {
        multiline: true,
        hint: "A line starting with ## is a section's heading; an empty line starts a new paragraph.",
      }),
    ],
  },
  {
    key: "webinar",
    label: "Webinar schedule",
    group: "business",
    about:
      "The live webinar's weekly sessions, in the webinar's time zone: the landing page's banner counts down to the next one, and a webinar-survey lead is registered for it. Until first published, the server's WEBINAR_SCHEDULE gives them.",
    fields: [
      line("sessions", "Weekly sessions", 200, { kind: "weekly", hint: "Weekdays and 24-hour times, separated by commas, e.g. “Tue 19:00, Thu 12:00”." }),
    ],
  },
  {
    key: "videos",
    label: "Webinar and free-training videos",
    group: "business",
    about:
      "The recording on /webinar and the free training on /video and the strategy-call page: each a YouTube or Vimeo address, with its running time shown on the poster.",
    fields: [
      line("webinar", "Webinar video address", 300, { kind: "video" }),
      line("webinarDuration", "Webinar running time", 10, { hint: "As shown on the poster, e.g. 52:10." }),
      line("freeTraining", "Free-training video address", 300, { kind: "video" }),
      line("freeTrainingDuration", "Free-training running time", 10, { hint: "As shown on the poster, e.g. 18:47." }),
    ],
  },
  {
    key: "figures",
    label: "Marketing figures",
    group: "business",
    about:
      "The figures the pages state, each written once here and shown wherever a page states it (headlines, figure tiles, page descriptions). A student result is shown with its basis beside it: say how many students reported it, and when.",
    fields: [
      line("studentsTrained", "Students trained, in a sentence", 40, { hint: "As in “trained about 1,000 students”." }),
      line("studentsTrainedFigure", "Students trained, in a figure tile", 20, { hint: "Over the words “Students trained”, e.g. ~1,000." }),
      ...reportedResultNames.flatMap((name) => [
        line(name, FIGURE_LABELS[name], 40),
        line(`${name}Basis`, `${FIGURE_LABELS[name]}: its basis`, 200, { hint: "What the figure rests on, shown beside it." }),
      ]),
    ],
  },
  listUnit(
    "testimonials",
    "Student testimonials",
    "The students' stories on the landing page and the bootcamp page, in this order. A story's photo is one of the student picture slots (upload the photo in Pictures); its video plays on a click.",
    {
      item: "Testimonial",
      max: 24,
      blankRows: 2,
      fields: [
        line("name", "Name", 80),
        line("location", "Place", 80, { hint: "e.g. Phoenix, AZ" }),
        line("headline", "Headline", 120),
        line("quote", "Quote", 600, { multiline: true }),
        line("video", "Video address", 300, { kind: "video", optional: true, hint: "A YouTube or Vimeo address, or empty for a story without a video." }),
        line("videoTitle", "Video title", 150, { optional: true, hint: "What the play button says; empty: the name and headline." }),
        line("duration", "Video running time", 10, { optional: true, hint: "As shown on the poster, e.g. 3:41." }),
        line("photo", "Photo", 40, {
          kind: "choice",
          optional: true,
          choices: Object.entries(pictures.students).map(([value, picture]) => ({ value, label: picture.label })),
        }),
      ],
    },
  ),
  listUnit("faq.pricing", "Questions on the pricing page", "The questions and answers at the foot of /pricing, in this order.", {
    item: "Question",
    max: 30,
    blankRows: 2,
    fields: FAQ_FIELDS,
  }),
  listUnit("faq.bootcamp", "Questions on the bootcamp page", "The questions and answers at the foot of /bootcamp, in this order.", {
    item: "Question",
    max: 30,
    blankRows: 2,
    fields: [...FAQ_FIELDS, line("whileOfferRuns", "Only while the visitor's bootcamp offer runs", 3, { kind: "flag", optional: true })],
  }),
  {
    key: "tools",
    label: "Tools page: the words",
    group: "business",
    about:
      "The words of /tools around the kits: its heading, introduction, the note on buying tools alone, and each kit's name, summary and headline facts. Prices come from the offers.",
    fields: [
      line("eyebrow", "Small heading", 60),
      line("headline", "Heading", 150),
      line("intro", "Introduction", 600, { multiline: true, kind: "page" }),
      line("description", "Search-result description", 300, { multiline: true, hint: "What search engines show under the page's title." }),
      line("warning", "Note on buying tools alone", 600, { multiline: true }),
      line("compareIntro", "Compare Kits: introduction", 300, { multiline: true }),
      ...kitFields("professional"),
      ...kitFields("platinum"),
    ],
  },
  listUnit(
    "tools.comparison",
    "Tools page: the kits compared",
    "The rows of the Compare Kits table on /tools, in this order: a feature and what each kit has.",
    {
      item: "Row",
      max: 20,
      blankRows: 2,
      fields: [line("feature", "Feature", 80), line("professional", kits.professional.name, 200), line("platinum", kits.platinum.name, 200)],
    },
  ),
  kitContents("professional"),
  kitContents("platinum"),
  {
    key: "email.booking-confirmation",
    label: "Strategy call: the booking confirmation",
    group: "email",
    about: "Sent to the booker the moment a call is booked, with the calendar invite attached.",
    fields: [SUBJECT, BODY],
    placeholders: { ...bookerPlaceholders, ...callPlaceholders },
    blocks: { callDetails: "how to join the call, the calendar links and the link to cancel or move it" },
  },
  {
    key: "email.call-reminder",
    label: "Strategy call: the reminders",
    group: "email",
    about: "Sent to the booker before the call, at each of the reminder times (CALL_REMINDER_HOURS: by default a day and an hour before).",
    fields: [SUBJECT, BODY],
    placeholders: {
      ...bookerPlaceholders,
      ...callPlaceholders,
      startsIn: { description: "how soon the call starts, e.g. “in 24 hours”", sample: "in 24 hours" },
    },
    blocks: { callDetails: "how to join the call and the link to cancel or move it" },
  },
  {
    key: "email.booking-moved",
    label: "Strategy call: moved by the booker",
    group: "email",
    about: "Sent to the booker when they move their call to another time, with the updated calendar invite attached.",
    fields: [SUBJECT, BODY],
    placeholders: { ...bookerPlaceholders, callTime: { ...bookerPlaceholders.callTime!, description: "the call's new date and time in the booker's zone" } },
    blocks: { manageCall: "the booker's own link to cancel or move the call again" },
  },
  {
    key: "email.booking-cancelled",
    label: "Strategy call: cancelled by the booker",
    group: "email",
    about: "Sent to the booker when they cancel their call, with the calendar update that removes it.",
    fields: [SUBJECT, BODY],
    placeholders: {
      ...bookerPlaceholders,
      callTime: { ...bookerPlaceholders.callTime!, description: "the cancelled call's date and time in the booker's zone" },
    },
  },
  {
    key: "email.existing-call",
    label: "Strategy call: asked to book again",
    group: "email",
    about:
      "Sent to the address of a call already booked when someone asks to book another with its e-mail or phone (at most once an hour): the form does not say when that call is, this e-mail does.",
    fields: [SUBJECT, BODY, line("button", "Button words", 80, { hint: "The button leads to the booker's own page to move or cancel the call." })],
    placeholders: bookerPlaceholders,
    blocks: { manageButton: "the button (with the words above) to the booker's own link to move or cancel the call" },
  },
  {
    key: "email.coaching-confirmation",
    label: "Coaching session: the booking confirmation",
    group: "email",
    about: "Sent to a member the moment they book a coaching session in the portal, with the calendar invite attached.",
    fields: [SUBJECT, BODY],
    placeholders: { ...bookerPlaceholders, ...callPlaceholders },
    blocks: { callDetails: "how to join the session, the calendar links and the link to cancel or move it" },
  },
  {
    key: "email.coaching-reminder",
    label: "Coaching session: the reminders",
    group: "email",
    about: "Sent to the member before a coaching session, at the same reminder times as a strategy call.",
    fields: [SUBJECT, BODY],
    placeholders: {
      ...bookerPlaceholders,
      ...callPlaceholders,
      startsIn: { description: "how soon the session starts, e.g. “in 24 hours”", sample: "in 24 hours" },
    },
    blocks: { callDetails: "how to join the session and the link to cancel or move it" },
  },
  {
    key: "email.coaching-moved",
    label: "Coaching session: moved by the member",
    group: "email",
    about: "Sent to the member when they move a coaching session to another time, with the updated calendar invite attached.",
    fields: [SUBJECT, BODY],
    placeholders: { ...bookerPlaceholders, callTime: { ...bookerPlaceholders.callTime!, description: "the session's new date and time in the member's zone" } },
    blocks: { manageCall: "the member's own link to cancel or move the session again" },
  },
  {
    key: "email.coaching-cancelled",
    label: "Coaching session: cancelled by the member",
    group: "email",
    about: "Sent to the member when they cancel a coaching session, with the calendar update that removes it.",
    fields: [SUBJECT, BODY],
    placeholders: {
      ...bookerPlaceholders,
      callTime: { ...bookerPlaceholders.callTime!, description: "the cancelled session's date and time in the member's zone" },
    },
  },
  {
    key: "email.no-show-rebook",
    label: "Strategy call: missed, book again",
    group: "email",
    about:
      "Sent once to a booker who missed their call, with a button that opens the calendar with their answers kept. A marketing e-mail: the system adds the unsubscribe link, the List-Unsubscribe headers and the postal address.",
    marketing: true,
    fields: [SUBJECT, BODY, line("button", "Button words", 80, { hint: "The button leads to the calendar, the booker's details filled in." })],
    placeholders: {
      firstName,
      name: bookerPlaceholders.name!,
      callTime: { description: "the missed call's date and time in the booker's zone", sample: "Tuesday, December 1, 2026 at 10:00 AM" },
      callLength: { description: "how long a call booked now lasts, e.g. “a full hour”", sample: "a full hour" },
    },
    blocks: { bookAgainButton: "the button (with the words above) to the booker's own link to book again" },
  },
  {
    key: "email.host-booking-notice",
    label: "Host: a new booking",
    group: "email",
    about: "Sent to the host's notice address the moment a call is booked, with the calendar invite attached.",
    fields: [SUBJECT, BODY],
    placeholders: {
      ...hostCallPlaceholders,
      bookerCallTime: { description: "the same time in the booker's zone", sample: "Tuesday, December 1, 2026 at 12:00 PM (New York)" },
      ...callPlaceholders,
    },
    blocks: { bookerDetails: "who takes the call and the booker's e-mail and phone", answers: "the booker's survey answers, a question and its answer each" },
  },
  {
    key: "email.host-booking-moved",
    label: "Host: a booking moved",
    group: "email",
    about: "Sent to the host's notice address when a booker moves their call, with the updated calendar invite attached.",
    fields: [SUBJECT, BODY],
    placeholders: {
      ...hostCallPlaceholders,
      callTime: { ...hostCallPlaceholders.callTime!, description: "the call's new date and time in the host's zone" },
      previousCallTime: { description: "the call's former date and time in the host's zone", sample: "Monday, November 30, 2026 at 8:00 AM (Denver)" },
    },
    blocks: { bookerDetails: "the booker's e-mail address" },
  },
  {
    key: "email.host-booking-cancelled",
    label: "Host: a booking cancelled",
    group: "email",
    about: "Sent to the host's notice address when a booker cancels their call, with the calendar update that removes it.",
    fields: [SUBJECT, BODY],
    placeholders: {
      ...hostCallPlaceholders,
      callTime: { ...hostCallPlaceholders.callTime!, description: "the cancelled call's date and time in the host's zone" },
    },
    blocks: { bookerDetails: "the booker's e-mail address" },
  },
  {
    key: "email.host-agenda",
    label: "Host: the morning agenda",
    group: "email",
    about: "Sent to each host's notice address in the morning (HOST_AGENDA_HOUR, in the host's zone) of a day with calls; nothing on a day without.",
    fields: [SUBJECT, BODY],
    placeholders: {
      count: { description: "how many calls, e.g. “3 strategy calls”", sample: "2 strategy calls" },
      day: { description: "the day, in the host's zone", sample: "Tuesday, December 1, 2026" },
      callLengths: { description: "how long the day's calls last, as a sentence, e.g. “Each call lasts a full hour.”", sample: "Each call lasts a full hour." },
    },
    blocks: { calls: "the day's calls in order: each one's time, the booker's name, e-mail, phone and survey answers or notes" },
  },
  {
    key: "email.booking-ceiling-alert",
    label: "Host: the booking limit reached",
    group: "email",
    about: "Sent to the first host's notice address when the hourly booking limit (BOOKINGS_PER_HOUR) is reached, at most once an hour.",
    fields: [SUBJECT, BODY],
    placeholders: { limit: { description: "the most bookings an hour allows", sample: "10" } },
  },
  {
    key: "email.text-reply-forward",
    label: "Host: a text reply forwarded",
    group: "email",
    about: "Sent to the host's notice address when someone answers a text from the site with words (not STOP, START or HELP).",
    fields: [SUBJECT, BODY],
    placeholders: {
      phone: { description: "the number the reply came from", sample: "+12125550188" },
      name: { description: "the booker's name or the lead's first name, or “Someone”", sample: "Maria Lopez" },
      repliesAddress: { description: "the address of the admin's list of replies", sample: "https://chiprepairacademy.com/admin-dashboard/texts" },
    },
    blocks: { reply: "the number, the message and the booking or lead it belongs to" },
  },
  {
    key: "email.purchase",
    label: "Order: the receipt and how to get in",
    group: "email",
    about:
      "Sent to the buyer the moment an order is paid. The receipt (what the law asks a receipt to state), the later payments, the kit's delivery and how to sign in are the system's.",
    fields: [SUBJECT, BODY],
    placeholders: { firstName, ...orderPlaceholders },
    blocks: {
      receipt: "the receipt (order number, date, item, amount, seller, terms), the later payments of a plan and the kit's delivery",
      gettingIn: "how to sign in (and set a password) and the button to the course",
    },
  },
  instalmentReceipt("email.instalment-receipt", "Plan payment received", "a later payment of a plan is paid and more are to come"),
  instalmentReceipt("email.plan-paid-in-full", "Plan payment received: paid in full", "the last payment of a plan is paid"),
  {
    key: "email.kits-shipped",
    label: "Order: the kits are on the way",
    group: "email",
    about: "Sent to the buyer when the staff record that an order's kits left, with the carrier's tracking.",
    fields: [SUBJECT, BODY],
    placeholders: {
      firstName,
      kits: { description: "the kits shipped, e.g. “1 Pro Repair Kit”", sample: "2 Pro Repair Kits" },
      isOrAre: { description: "“is” for one kit, “are” for more", sample: "are" },
      carrier: { description: "the carrier", sample: "UPS" },
      address: { description: "the delivery address, a line each", sample: "Maria Lopez\n350 S 400 W\nLindon, UT 84042" },
    },
    blocks: {
      tracking: "the tracking number and the button to the carrier's tracking page",
    },
  },
  {
    key: "email.checkout-reminder",
    label: "Order: checkout left unpaid",
    group: "email",
    about:
      "Sent once to a buyer who left checkout without paying (and agreed to hear from us), with a button that reopens their order at the price offered. A marketing e-mail: the system adds the unsubscribe link, the List-Unsubscribe headers and the postal address.",
    marketing: true,
    fields: [SUBJECT, BODY, line("button", "Button words", 80, { hint: "The button reopens the buyer's own order." })],
    placeholders: { firstName, ...orderPlaceholders },
    blocks: { finishOrderButton: "the button (with the words above) to the buyer's own link back to their order" },
  },
  instalmentFailedEmail("email.instalment-failed", "Plan payment failed: tried again later", "a later payment of a plan was declined and will be tried again", {
    retryOn: { description: "the day the card is tried again", sample: "Friday, December 4, 2026" },
  }),
  instalmentFailedEmail(
    "email.plan-paused",
    "Plan payment failed: access paused",
    "the last try of a plan's payment was declined and the member's access is paused",
    {},
  ),
  accountEmail(
    "email.password-reset",
    "Account: password reset",
    "asked for on /forgot-password",
    {},
    {
      passwordButton: "the button to the single-use link that sets a new password",
    },
  ),
  accountEmail(
    "email.admin-promotion",
    "Account: made an admin, choose a password",
    "the owner gives an account admin rights (its old password stops working)",
    {},
    {
      passwordButton: "the button to the single-use link that sets the password",
    },
  ),
  accountEmail(
    "email.purchase-password",
    "Account: a purchase to add to an existing account",
    "an order is paid with the address of an account that is not signed in: choosing a password adds the purchase",
    { product: orderPlaceholders.product! },
    { passwordButton: "the button to the single-use link that sets the password and adds the purchase" },
  ),
  accountEmail(
    "email.sign-up-confirmation",
    "Account: confirm the address",
    "someone signs up, to confirm their address",
    { firstName },
    {
      confirmButton: "the button to the single-use link that confirms the address",
    },
  ),
  accountEmail(
    "email.sign-up-attempt",
    "Account: a sign-up with an address that has one",
    "someone signs up with an address that already has an account",
    {},
    {
      signInButton: "the button to the sign-in page",
    },
  ),
  accountEmail(
    "email.sign-in-paused",
    "Account: sign-in paused",
    "signing in is paused after many wrong passwords",
    { pausedMinutes: { description: "how many minutes signing in is paused", sample: "15" } },
    { unlockButton: "the button to the single-use link that lifts the pause for the owner's browser" },
  ),
  accountEmail(
    "email.manual-account",
    "Members: an account made by the staff",
    "the staff make a member's account by hand",
    { firstName, access: { description: "what the account gives access to", sample: "Chip Repair Bootcamp" } },
    { signInDetails: "the e-mail address, the temporary password and the sign-in button" },
  ),
  accountEmail(
    "email.certificate",
    "Members: the certificate of completion",
    "a member completes a course, with the certificate's PDF attached",
    {
      firstName,
      name: { description: "the member's name as on the certificate", sample: "Maria Lopez" },
      course: { description: "the course completed", sample: "Chip Repair Bootcamp" },
      serial: { description: "the certificate's number", sample: "CRA-2026-000123" },
    },
    { checkButton: "the button to the certificate's public page that verifies it" },
  ),
  seriesEmail("email.free-training-1", "Free training, part 1"),
  seriesEmail("email.free-training-2", "Free training, part 2"),
  seriesEmail("email.free-training-3", "Free training, part 3"),
  seriesEmail("email.call-not-booked", "Strategy call survey answered, no time picked"),
  textMessageUnit(
    "text.booking-confirmation",
    "Text: the call is booked",
    "the moment a call is booked",
    { callTime: textCallTime },
    "the booker's own link to move or cancel the call",
  ),
  textMessageUnit(
    "text.call-reminder",
    "Text: the call's reminder",
    "before the call (the text reminder's hours are a business setting)",
    { startsIn: textStartsIn, callTime: textCallTime },
    "the booker's own link to move or cancel the call",
  ),
  textMessageUnit("text.book-again", "Text: missed the call, book again", "once to a booker who missed their call", {}, "the booker's own link to book again"),
  textMessageUnit(
    "text.webinar-starting",
    "Text: the live training is starting",
    "to a webinar registrant shortly before the session",
    { startsIn: textStartsIn },
    "the link to the webinar page",
  ),
  ...funnelPageUnits,
  ...salesPageUnits,
  ...portalPageUnits,
];

export function findTextUnit(key: string): TextUnit | undefined {
  return textUnits.find((unit) => unit.key === key);
}

const PLACEHOLDER = /\{\{(.*?)\}\}/g;

/** The placeholders a text names, as written between the braces (trimmed). */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim());

const listed = (names: string[]) => names.map((name) => `{{${name}}}`).join(", ");

/** Why a field's text is refused for its placeholders, or null: an unknown name, or a block out of place. */
export function placeholderProblem(unit: TextUnit, field: string, text: string): string | null {
  const inline = Object.keys(unit.placeholders ?? {});
  const blocks = field === "body" ? Object.keys(unit.blocks ?? {}) : [];
  const unknown = placeholdersIn(text).find((name) => !inline.includes(name) && !blocks.includes(name));
  if (unknown !== undefined) {
    const known = [...inline, ...blocks];
    return `Unknown placeholder {{${unknown}}}: ${known.length > 0 ? `this message knows ${listed(known)}` : "this text takes no placeholders"}.`;
  }
  if (text.includes("{{") && placeholdersIn(text).length !== text.split("{{").length - 1) return "A placeholder is not closed: write it as {{name}}.";
  for (const block of blocks) {
    const lines = text.split(/\r?\n/).map((candidate) => candidate.trim());
    const alone = lines.filter((candidate) => candidate === `{{${block}}}`).length;
    const anywhere = placeholdersIn(text).filter((name) => name === block).length;
    if (anywhere === 0) return `The message needs {{${block}}} on a line of its own: it carries ${unit.blocks![block]}.`;
    if (anywhere > 1 || alone !== 1) return `{{${block}}} goes once, on a line of its own.`;
  }
  return null;
}

/** What page words may name besides a price: the published names, the years in business, and the marketing figures. */
const PAGE_NAMES = ["businessName", "founderName", "yearsInBusiness"];
const FIGURE_NAMES = ["studentsTrained", "studentsTrainedFigure", ...reportedResultNames];
const PRICE_KINDS = ["price", "listPrice", "discount"];
/** An offer's terms as numbers: the bootcamp's limited-offer hours, a split plan's days between payments. */
const TERM_KINDS = ["offerHours", "everyDays"];

/** Why page words are refused for their placeholders, or null: each is a published name, {{figure:<figure>}} (or figureValue), or {{price:<product>}} (or listPrice, discount) of a product the site sells. */
function pageWordsProblem(text: string, own: string[]): string | null {
  for (const name of placeholdersIn(text)) {
    if (PAGE_NAMES.includes(name) || own.includes(name)) continue;
    const [kind, subject, ...rest] = name.split(":").map((part) => part.trim());
    if ((kind === "figure" || kind === "figureValue") && subject !== undefined && rest.length === 0) {
      if (!FIGURE_NAMES.includes(subject)) return `Unknown figure ${subject} in {{${name}}}: the figures are ${FIGURE_NAMES.join(", ")}.`;
      continue;
    }
    if (![...PRICE_KINDS, ...TERM_KINDS].includes(kind!) || subject === undefined || rest.length > 0)
      return `Unknown placeholder {{${name}}}: page words may name ${listed([...own, ...PAGE_NAMES])}, a figure as {{figure:repairPrice}}, a price as {{price:complete}}, {{listPrice:<product>}} or {{discount:<product>}}, and the terms {{offerHours:bootcamp}} and {{everyDays:qualified-split}}.`;
    if (!isProductId(subject)) return `Unknown product ${subject} in {{${name}}}: the products are ${PRODUCT_IDS.join(", ")}.`;
    if (kind === "offerHours" && subject !== "bootcamp") return `Only the bootcamp has a limited offer: write {{offerHours:bootcamp}}.`;
    if (kind === "everyDays" && !isPlanId(subject)) return `Only a plan is paid in instalments: write {{everyDays:qualified-split}}.`;
  }
  if (placeholdersIn(text).length !== text.split("{{").length - 1) return "A placeholder is not closed: write it as {{businessName}}.";
  return null;
}

/** The earliest year a business may say it started. */
const EARLIEST_YEAR = 1900;
const isPastYear = (value: string) => /^\d{4}$/.test(value) && Number(value) >= EARLIEST_YEAR && Number(value) <= new Date().getFullYear();
const pastYearRule = () => `Enter the year as four digits, from ${EARLIEST_YEAR} to ${new Date().getFullYear()}`;

/** A field's schema; `own`: the names of the unit's own placeholders (page words may name them). */
const fieldSchema = (field: TextField, own: string[] = []) => {
  const missing = `Enter the ${field.label.toLowerCase()}`;
  const tooLong = `Keep it under ${field.maxLength} characters`;
  if (field.kind === "email") return emailAddress(missing);
  if (field.kind === "weekly")
    return z.string().check(
      z.trim(),
      z.refine((value) => parseWeeklySchedule(value) !== null, `Write the sessions as ${WEEKLY_SCHEDULE_RULE}`),
    );
  if (field.kind === "flag") return z.string().check(z.refine((value) => value === "" || value === "yes", "Tick the box or leave it empty"));
  if (field.kind === "choice")
    return z
      .string()
      .check(
        z.refine(
          (value) => (field.optional && value === "") || (field.choices ?? []).some((choice) => choice.value === value),
          `Choose one of the listed ${field.label.toLowerCase()}s`,
        ),
      );
  if (field.kind === "video")
    return z.string().check(
      z.trim(),
      z.refine(
        (value) => (field.optional && value === "") || videoFromUrl(value, field.label) !== null,
        "Paste the video's YouTube or Vimeo address, e.g. https://vimeo.com/912846702",
      ),
    );
  if (field.kind === "hours")
    return z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,3}$/, "Enter a whole number of hours, from 0 to 720")),
      z.pipe(z.transform(Number), z.number().check(z.lte(720, "Enter a whole number of hours, from 0 to 720"))),
    );
  if (field.kind === "year") return z.string().check(z.trim(), z.refine(isPastYear, { error: pastYearRule }));
  if (field.kind === "page")
    return (field.optional ? z.string().check(z.trim(), z.maxLength(field.maxLength, tooLong)) : requiredText(missing, field.maxLength, tooLong)).check(
      z.refine((value) => pageWordsProblem(value, own) === null, { error: (issue) => pageWordsProblem(String(issue.input), own) ?? undefined }),
    );
  if (field.optional) return z.string().check(z.trim(), z.maxLength(field.maxLength, tooLong));
  return requiredText(missing, field.maxLength, tooLong);
};

const schemas = new Map<string, z.ZodMiniType<TextValue>>();

/** The unit's value as a schema: every field checked by its kind (placeholders apart: see checkText). */
function textUnitSchema(unit: TextUnit): z.ZodMiniType<TextValue> {
  let schema = schemas.get(unit.key);
  if (!schema) {
    schema = z.object(
      Object.fromEntries(unit.fields.map((field) => [field.name, fieldSchema(field, Object.keys(unit.placeholders ?? {}))])),
    ) as unknown as z.ZodMiniType<TextValue>;
    schemas.set(unit.key, schema);
  }
  return schema;
}

export type TextCheck = { ok: true; value: TextValue } | { ok: false; errors: Record<string, string> };

/** A unit's posted fields checked: each field's rules, then its placeholders (a list unit: each entry by the list's fields). */
export function checkText(unit: TextUnit, values: Record<string, string>): TextCheck {
  if (unit.list) return checkEntries(unit, unit.list, values.entries ?? "");
  const parsed = textUnitSchema(unit).safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  for (const field of unit.fields) {
    const text = values[field.name] ?? "";
    const problem = field.kind === undefined || field.kind === "text" ? placeholderProblem(unit, field.name, text) : null;
    if (problem && !errors[field.name]) errors[field.name] = problem;
  }
  return parsed.success && Object.keys(errors).length === 0 ? { ok: true, value: parsed.data } : { ok: false, errors };
}

/** The form's field names for a unit: its fields (a list's rows) and the version the form was opened at. */
export function formFieldsOf(unit: TextUnit): string[] {
  if (!unit.list) return [...unit.fields.map((field) => field.name), "version"];
  const { list } = unit;
  return [
    ...Array.from({ length: list.max }, (_, row) => [
      ...list.fields.map((field) => rowField(row, field.name)),
      rowField(row, "order"),
      rowField(row, "remove"),
    ]).flat(),
    "version",
  ];
}

const entrySchemas = new Map<string, z.ZodMiniType<ListEntry>>();

function entrySchema(unit: TextUnit, list: ListShape): z.ZodMiniType<ListEntry> {
  let schema = entrySchemas.get(unit.key);
  if (!schema) {
    schema = z.object(Object.fromEntries(list.fields.map((field) => [field.name, fieldSchema(field)]))) as unknown as z.ZodMiniType<ListEntry>;
    entrySchemas.set(unit.key, schema);
  }
  return schema;
}

/** A list unit's entries from its (checked) value. */
export const entriesOf = (value: TextValue): ListEntry[] => JSON.parse(String(value.entries ?? "[]")) as ListEntry[];

/** A list value as stored: its entries, each checked (an error names the entry's row, as the form numbers it). */
function checkEntries(unit: TextUnit, list: ListShape, json: string): TextCheck {
  let entries: unknown;
  try {
    entries = JSON.parse(json);
  } catch {
    return { ok: false, errors: { form: "The list is not readable." } };
  }
  if (!Array.isArray(entries)) return { ok: false, errors: { form: "The list is not readable." } };
  if (entries.length > list.max) return { ok: false, errors: { form: `Keep the list to ${list.max} entries at most.` } };
  const errors: Record<string, string> = {};
  const checked: ListEntry[] = [];
  entries.forEach((entry, row) => {
    const parsed = entrySchema(unit, list).safeParse(entry);
    if (parsed.success) checked.push(parsed.data);
    else for (const issue of parsed.error.issues) errors[rowField(row, String(issue.path[0] ?? "form"))] ??= issue.message;
  });
  return Object.keys(errors).length === 0 ? { ok: true, value: { entries: JSON.stringify(checked) } } : { ok: false, errors };
}

/** A list form's input name for a row's field (or its "order" and "remove"). */
export const rowField = (row: number, name: string) => `row-${row}-${name}`;

/** How many rows a list form shows: the entries and the blank rows to add to, within the list's maximum. */
export const rowsShown = (list: ListShape, entries: number) => Math.min(list.max, entries + list.blankRows);

/** A list's entries as its form's values: each row's fields and its place (blank rows are placed after the entries). */
export function listFormValues(list: ListShape, entries: ListEntry[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (let row = 0; row < rowsShown(list, entries.length); row++) {
    for (const field of list.fields) values[rowField(row, field.name)] = entries[row]?.[field.name] ?? "";
    values[rowField(row, "order")] = String(row + 1);
  }
  return values;
}

/** The posted rows of a list form as the list's value: removed and blank rows dropped, the others checked and put in their order numbers' order (ties keep the form's order). */
export function checkListForm(unit: TextUnit, values: Record<string, string>): TextCheck {
  const list = unit.list!;
  const errors: Record<string, string> = {};
  const kept: { order: number; row: number; entry: ListEntry }[] = [];
  for (let row = 0; row < list.max; row++) {
    if (values[rowField(row, "remove")]) continue;
    const entry = Object.fromEntries(list.fields.map((field) => [field.name, values[rowField(row, field.name)] ?? ""]));
    if (list.fields.every((field) => field.kind === "flag" || entry[field.name]!.trim() === "")) continue;
    const order = (values[rowField(row, "order")] ?? "").trim();
    if (!/^\d{1,3}$/.test(order)) errors[rowField(row, "order")] = "Enter the entry's position as a number, e.g. 3";
    const parsed = entrySchema(unit, list).safeParse(entry);
    if (parsed.success) kept.push({ order: Number(order), row, entry: parsed.data });
    else for (const issue of parsed.error.issues) errors[rowField(row, String(issue.path[0] ?? "form"))] ??= issue.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  kept.sort((a, b) => a.order - b.order || a.row - b.row);
  return { ok: true, value: { entries: JSON.stringify(kept.map(({ entry }) => entry)) } };
}
