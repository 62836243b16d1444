import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";
import { beforeAll, describe, expect, it } from "vitest";
import { emailSequences } from "~/content/email-sequences";
import type { MailMessage } from "~/server/mail.server";

// No visitor-supplied text becomes a link or markup in any e-mail: the HTML part links only
// what the site itself puts in (its own pages, the meeting link, the manage link).

const MEETING_LINK = "https://meet.example/j/123";
const MANAGE_LINK = "http://localhost:3000/my-call/7.signature";

// What a visitor may type: a spreadsheet formula, links, script URLs and markup.
const hostileName = `=HYPERLINK("http://x.example/a","y") <a href="javascript:alert(1)">Riley</a> <b>Bold</b> www.evil.example javascript:alert(2)`;
const hostilePhone = "+1 801 555 0123 http://phone.example/call";
const hostileEmail = "riley+http://mail.example/x@example.test";
const hostileSurvey = [
  "- experience: see http://survey.example/offer?a=1&b=2",
  "- motivation: javascript:alert(3)",
  `- location: <img src=x onerror="alert(4)"> <a href="https://survey.example/2">here</a>`,
].join("\n");

type Emails = typeof import("~/server/emails.server");
let emails: Emails;
let siteUrl: string;
let unsubscribeLink: (email: string) => string;
let modules: {
  bookings: typeof import("~/server/bookings.server");
  outbox: typeof import("~/server/outbox.server");
  availability: typeof import("~/server/availability.server");
  dates: typeof import("~/lib/calendar-dates");
  db: typeof import("~/server/db.server").db;
};

beforeAll(async () => {
  process.env.MEETING_LINK = MEETING_LINK;
  process.env.HOST_NOTIFY_EMAIL = "host@example.test";
  emails = await import("~/server/emails.server");
  siteUrl = (await import("~/server/env.server")).siteUrl;
  unsubscribeLink = (await import("~/server/unsubscribe.server")).unsubscribeLink;
  modules = {
    bookings: await import("~/server/bookings.server"),
    outbox: await import("~/server/outbox.server"),
    availability: await import("~/server/availability.server"),
    dates: await import("~/lib/calendar-dates"),
    db: (await import("~/server/db.server")).db,
  };
});

const CALENDAR_LINKS = {
  google: "https://calendar.google.com/calendar/render?action=TEMPLATE&dates=20270315T150000Z%2F20270315T160000Z",
  outlook: "https://outlook.live.com/calendar/0/action/compose?startdt=2027-03-15T15%3A00%3A00Z",
  file: "http://localhost/add-to-calendar/7.signature",
};
const invite = { filename: "strategy-call.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR" };
const bookingDetails = () => ({
  name: hostileName,
  email: hostileEmail,
  phone: hostilePhone,
  whenForVisitor: "Monday, March 15, 2027 at 11:00 AM EDT (New York)",
  whenForHost: "Monday, March 15, 2027 at 9:00 AM MDT",
  meetingLink: MEETING_LINK,
  instructions: "Bring a pen.",
  surveySummary: hostileSurvey,
  invite,
  manageLink: MANAGE_LINK,
  calendar: CALENDAR_LINKS,
});
const change = () => ({ ...bookingDetails(), previousForHost: "Friday, March 12, 2027 at 9:00 AM MST" });
const purchase = (newAccount: boolean) => ({
  to: hostileEmail,
  firstName: hostileName,
  productName: "Chip Repair Bootcamp",
  amount: "$47.00",
  laterPayments: [],
  accessPath: "/course/bootcamp",
  newAccount,
  // A kit's parcel details, as a buyer could type them (the schema refuses most of this, the e-mail must not care).
  shipment: newAccount ? { kits: "2 Platinum Tools kits", recipient: hostileName, address: [`<a href="http://addr.example">1 Main St</a>`, "www.evil.example", "Lindon, UT 84042", "United States"], phone: hostilePhone } : null,
});

/** Every builder, with the visitor's values at their worst, and the links the site puts in. */
const cases: { builder: keyof Emails; build: () => MailMessage; links: () => string[] }[] = [
  ...emailSequences.flatMap((sequence) =>
    sequence.emails.map((email) => ({
      builder: "sequenceEmail" as const,
      build: () => emails.sequenceEmail(hostileEmail, hostileName, email),
      links: () => [`${siteUrl}${email.callToAction.path}`, unsubscribeLink(hostileEmail)],
    })),
  ),
  { builder: "bookingConfirmationEmail", build: () => emails.bookingConfirmationEmail(bookingDetails()), links: () => [MEETING_LINK, ...Object.values(CALENDAR_LINKS), MANAGE_LINK] },
  { builder: "bookingChangedEmail", build: () => emails.bookingChangedEmail({ ...change(), kind: "moved" }), links: () => [MANAGE_LINK] },
  { builder: "bookingChangedEmail", build: () => emails.bookingChangedEmail({ ...change(), kind: "cancelled" }), links: () => [`${siteUrl}/booking-survey`] },
  { builder: "hostBookingChangedEmail", build: () => emails.hostBookingChangedEmail("host@example.test", { ...change(), kind: "moved" }), links: () => [] },
  { builder: "hostBookingChangedEmail", build: () => emails.hostBookingChangedEmail("host@example.test", { ...change(), kind: "cancelled" }), links: () => [] },
  { builder: "hostBookingNoticeEmail", build: () => emails.hostBookingNoticeEmail("host@example.test", bookingDetails()), links: () => [] },
  { builder: "bookingCeilingAlertEmail", build: () => emails.bookingCeilingAlertEmail("host@example.test", 10), links: () => [] },
  { builder: "purchaseEmail", build: () => emails.purchaseEmail(purchase(true)), links: () => [`${siteUrl}/auth`, `${siteUrl}/forgot-password`, `${siteUrl}/course/bootcamp`] },
  { builder: "purchaseEmail", build: () => emails.purchaseEmail(purchase(false)), links: () => [`${siteUrl}/auth`, `${siteUrl}/course/bootcamp`] },
  {
    builder: "checkoutReminderEmail",
    build: () =>
      emails.checkoutReminderEmail({ to: hostileEmail, firstName: hostileName, productName: "Windshield Repair Bootcamp", amount: "$47.00", reopenLink: `${siteUrl}/checkout/reopen/a-token` }),
    links: () => [`${siteUrl}/checkout/reopen/a-token`, unsubscribeLink(hostileEmail)],
  },
  {
    builder: "certificateEmail",
    build: () =>
      emails.certificateEmail({ to: hostileEmail, name: hostileName, course: "Windshield Chip Repair Business Course", serial: "CRA-0000-0000-0000-0000", verifyLink: `${siteUrl}/certificates/CRA-0000-0000-0000-0000`, pdf: Buffer.from("%PDF-1.7") }),
    links: () => [`${siteUrl}/certificates/CRA-0000-0000-0000-0000`, `${siteUrl}/account`],
  },
  {
    builder: "noShowRebookEmail",
    build: () => emails.noShowRebookEmail({ to: hostileEmail, name: hostileName, missedCall: "Monday, March 15, 2027 at 11:00 AM EDT", bookAgainLink: `${siteUrl}/book-again/7.signature` }),
    links: () => [`${siteUrl}/book-again/7.signature`, unsubscribeLink(hostileEmail)],
  },
  {
    builder: "instalmentReceiptEmail",
    build: () => emails.instalmentReceiptEmail({ to: hostileEmail, firstName: hostileName, productName: "Complete Training System", payment: "payment 2 of 2", amount: "$997.00", nextPayment: null }),
    links: () => [`${siteUrl}/account`],
  },
  {
    builder: "instalmentFailedEmail",
    build: () =>
      emails.instalmentFailedEmail({
        to: hostileEmail,
        firstName: hostileName,
        productName: "Complete Training System",
        payment: "payment 2 of 2",
        amount: "$997.00",
        reason: "your card was declined",
        retryOn: "Friday, March 12, 2027",
        payLink: `${siteUrl}/pay/7.signature`,
      }),
    links: () => [`${siteUrl}/pay/7.signature`],
  },
  {
    builder: "kitsShippedEmail",
    build: () =>
      emails.kitsShippedEmail({
        to: hostileEmail,
        firstName: hostileName,
        kits: "2 Platinum Tools kits",
        address: ["350 S 400 W", "Lindon, UT 84042", "United States"],
        carrier: "UPS",
        trackingNumber: "1Z999AA10123456784",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      }),
    links: () => ["https://www.ups.com/track?tracknum=1Z999AA10123456784", `${siteUrl}/welcome`],
  },
  { builder: "passwordLinkEmail", build: () => emails.passwordLinkEmail(hostileEmail, "reset", `${siteUrl}/reset-password?token=abc`), links: () => [`${siteUrl}/reset-password?token=abc`] },
  {
    builder: "passwordLinkEmail",
    build: () => emails.passwordLinkEmail(hostileEmail, "promotion", `${siteUrl}/reset-password?token=abc`),
    links: () => [`${siteUrl}/reset-password?token=abc`, `${siteUrl}/forgot-password`],
  },
  {
    builder: "manualAccountEmail",
    build: () => emails.manualAccountEmail({ to: hostileEmail, firstName: hostileName, temporaryPassword: "Tmp-1234-abcd", access: "Bootcamp" }),
    links: () => [`${siteUrl}/auth`],
  },
  {
    builder: "callReminderEmail",
    build: () =>
      emails.callReminderEmail({
        to: hostileEmail,
        name: hostileName,
        startsIn: "in 24 hours",
        whenForVisitor: "Monday, March 15, 2027 at 11:00 AM EDT (New York (Eastern Time))",
        meetingLink: MEETING_LINK,
        instructions: "Bring a pen.",
        manageLink: MANAGE_LINK,
      }),
    links: () => [MEETING_LINK, MANAGE_LINK],
  },
  {
    builder: "hostAgendaEmail",
    build: () =>
      emails.hostAgendaEmail("host@example.test", {
        day: "Monday, March 15, 2027",
        calls: [
          {
            time: "9:00 AM MDT",
            bookerTime: "11:00 AM EDT for them",
            name: hostileName,
            email: hostileEmail,
            phone: hostilePhone,
            notes: { kind: "answers", answers: hostileSurvey.split("\n").map((line) => ({ label: `${line.slice(2, line.indexOf(":"))} www.label.example`, answer: line.slice(line.indexOf(":") + 2) })) },
          },
          { time: "10:00 AM MDT", bookerTime: "5:00 PM GMT for them", name: hostileName, email: "sam@example.test", phone: "+44 20 7946 0000", notes: { kind: "text", text: hostileSurvey } },
        ],
      }),
    links: () => [],
  },
];

const elements = (nodes: ChildNode[]): Element[] => nodes.flatMap((node) => ("children" in node ? [...(node.type === "tag" ? [node as Element] : []), ...elements(node.children)] : []));
const textOf = (nodes: ChildNode[]): string => nodes.map((node) => (node.type === "text" ? node.data : "children" in node ? textOf(node.children) : "")).join("");

/** The HTML part as a browser would build it: its elements, its links and its visible text. */
function readHtml(html: string) {
  const document = parseDocument(html, { decodeEntities: true });
  const all = elements(document.children);
  return {
    tags: [...new Set(all.map((element) => element.name))],
    links: all.filter((element) => element.name === "a").map((anchor) => ({ attributes: Object.keys(anchor.attribs), href: anchor.attribs.href, text: textOf(anchor.children) })),
    text: textOf(document.children),
  };
}

function expectOnlySiteLinks(message: MailMessage, links: string[]) {
  const html = readHtml(message.html ?? "");
  expect(html.tags.filter((tag) => !["div", "br", "a"].includes(tag))).toEqual([]);
  expect(html.links).toEqual(links.map((href) => ({ attributes: ["href"], href, text: href })));
  return html;
}

describe("the HTML part of every e-mail", () => {
  it("has a case here for each builder", () => {
    const builders = Object.entries(emails).filter(([name, value]) => typeof value === "function" && name.endsWith("Email"));
    expect(builders.map(([name]) => name).sort()).toEqual([...new Set(cases.map((entry) => entry.builder))].sort());
  });

  it.each(cases.map((entry, index) => [`${entry.builder} #${index}`, entry] as const))("%s links only the site's own links, whatever the visitor typed", (_label, entry) => {
    const message = entry.build();
    const html = expectOnlySiteLinks(message, entry.links());
    // The HTML part shows the same words as the text part, line for line.
    expect(html.text).toBe(message.text.replace(/\n/g, ""));
  });

  // Staff e-mails (the agenda, the notices of a new, moved or cancelled call) show what the
  // visitor typed as words: the marks that make mail clients link a word become spaces.
  const staffMail = () => [
    cases.find((entry) => entry.builder === "hostAgendaEmail")!.build(),
    emails.hostBookingNoticeEmail("host@example.test", bookingDetails()),
    emails.hostBookingChangedEmail("host@example.test", { ...change(), kind: "moved" }),
    emails.hostBookingChangedEmail("host@example.test", { ...change(), kind: "cancelled" }),
  ];

  it("gives staff what the visitors typed as words no mail client makes a link of", () => {
    for (const mail of staffMail()) {
      const html = expectOnlySiteLinks(mail, []);
      // The text part, line by line (the HTML part shows the same words, as checked above).
      for (const text of [mail.subject, ...mail.text.split("\n")]) expect(text).not.toMatch(/[a-z]:\S|www\.|\.example\b|\/\/|@(?!example\.test)/i);
      for (const text of [mail.text, html.text]) expect(text).toContain("Riley");
    }
    expect(staffMail()[0].text).toContain("E-mail: sam@example.test"); // a plain address stays as it is
  });
});

describe("the host's notice of a new booking, through the outbox into the mailbox", () => {
  it("carries the visitor's name, phone and answers as text, with no link at all", async () => {
    const timezone = "America/New_York";
    const date = modules.dates.offeredDates(new Date(), timezone)[4];
    const slot = modules.availability.availabilityFor(date, timezone)!.slots[0];
    const survey = { experience: "see http://survey.example/offer", motivation: "javascript:alert(3)", location: `<a href="https://survey.example/2">here</a>` };
    const result = modules.bookings.createBooking({ date, datetime: slot.datetime, timezone, name: hostileName, email: "riley@example.test", phone: "+1 (801) 555-0123" }, survey);
    expect(result.outcome).toBe("booked");
    await modules.outbox.deliverDue();

    const mail = (to: string) => modules.db.$client.prepare("select subject, text_body, html_body from mail where to_address = ?").get(to) as { subject: string; text_body: string; html_body: string };
    const notice = mail("host@example.test");
    expect(notice.subject.startsWith('New strategy call: =HYPERLINK("http x example a","y") <a href="javascript alert(1)">Riley< a> <b>Bold< b> www evil exam')).toBe(true);
    expect(notice.subject).not.toMatch(/[a-z]:\S|www\.|\/\//i);
    const html = expectOnlySiteLinks({ to: "host@example.test", subject: notice.subject, text: notice.text_body, html: notice.html_body }, []);
    for (const typed of ["+1 (801) 555-0123", "see http survey example offer", "javascript alert(3)", '<a href="https survey example 2">here< a>']) expect(html.text).toContain(typed);

    // The booker's own copy links the meeting, their calendars and their manage link, nothing they typed.
    const confirmation = mail("riley@example.test");
    const linked = (pattern: RegExp) => pattern.exec(confirmation.text_body)![1];
    const calendars = [/Google Calendar: (\S+)/, /Outlook: (\S+)/, /\(\.ics file\): (\S+)/].map(linked);
    expect(calendars.map((href) => new URL(href).origin)).toEqual(["https://calendar.google.com", "https://outlook.live.com", siteUrl]);
    for (const href of calendars.slice(0, 2)) expect(href).not.toMatch(/Riley|survey\.example|evil/i);
    const manage = linked(/cancel or pick another time\? Use this link: (\S+)/);
    expectOnlySiteLinks({ to: "riley@example.test", subject: confirmation.subject, text: confirmation.text_body, html: confirmation.html_body }, [MEETING_LINK, ...calendars, manage]);
  });
});
