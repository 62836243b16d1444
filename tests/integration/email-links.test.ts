import { beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "~/server/delivery/mail.server";
import { readEmailHtml, textPartPhrases } from "../support/email-html";
import { bookingChange, bookingDetails, emailSamples, hostileName, MEETING_LINK, type EmailSample } from "../support/email-samples";
import { emailBuilders, type Emails } from "../support/email-builders";

// No visitor-supplied text becomes a link or markup in any e-mail: the HTML part links only
// what the site itself puts in (its own pages, the meeting link, the manage link), each with a
// few words of its own rather than its address, and shows every word of the text part.

let emails: Emails;
let siteUrl: string;
let samples: EmailSample[];
let modules: {
  bookings: typeof import("~/server/calls/bookings.server");
  outbox: typeof import("~/server/delivery/outbox.server");
  availability: typeof import("~/server/calls/availability.server");
  dates: typeof import("~/lib/calendar-dates");
  db: typeof import("~/server/platform/db.server").db;
};

beforeAll(async () => {
  process.env.MEETING_LINK = MEETING_LINK;
  process.env.HOST_NOTIFY_EMAIL = "host@example.test";
  emails = await emailBuilders();
  siteUrl = (await import("~/server/platform/env.server")).siteUrl;
  samples = emailSamples(emails, { siteUrl, unsubscribeLink: (await import("~/server/delivery/unsubscribe.server")).unsubscribeLink });
  modules = {
    bookings: await import("~/server/calls/bookings.server"),
    outbox: await import("~/server/delivery/outbox.server"),
    availability: await import("~/server/calls/availability.server"),
    dates: await import("~/lib/calendar-dates"),
    db: (await import("~/server/platform/db.server")).db,
  };
});

/** The HTML part links exactly `links`, each with short words of its own; returns what it shows. */
function expectOnlySiteLinks(message: Pick<MailMessage, "html">, links: string[]) {
  const html = readEmailHtml(message.html ?? "");
  expect(html.links.map((link) => link.href)).toEqual(links);
  for (const link of html.links) {
    expect(link.text.length, link.text).toBeLessThanOrEqual(40);
    expect(link.text).not.toMatch(/:\/\/|www\.|@/);
    expect(link.attributes.filter((name) => !["href", "style", "target"].includes(name))).toEqual([]);
  }
  expect(html.tags.filter((tag) => ["script", "style", "img", "form", "input", "iframe", "object", "embed", "link", "base"].includes(tag))).toEqual([]);
  return html;
}

describe("the HTML part of every e-mail", () => {
  it("has a case here for each builder", () => {
    const builders = Object.entries(emails).filter(([name, value]) => typeof value === "function" && name.endsWith("Email"));
    expect(builders.map(([name]) => name).sort()).toEqual([...new Set(samples.map((sample) => sample.builder))].sort());
  });

  it("links only the site's own links, with short words, whatever the visitor typed, and shows every word of the text part", () => {
    for (const sample of samples) {
      const message = sample.build();
      const html = expectOnlySiteLinks(message, sample.links);
      for (const phrase of textPartPhrases(message.text, sample.links)) expect(html.text, `${sample.name}: "${phrase}"`).toContain(phrase);
    }
  });

  // Staff e-mails (the agenda, the notices of a new, moved or cancelled call) show what the
  // visitor typed as words: the marks that make mail clients link a word become spaces.
  const staffMail = () =>
    samples
      .filter((sample) => ["hostAgendaEmail", "hostBookingNoticeEmail", "hostBookingChangedEmail"].includes(sample.builder))
      .map((sample) => sample.build());

  it("gives staff what the visitors typed as words no mail client makes a link of", () => {
    const plainAddress = "samanthaalexandramontgomeryrichardson@averylongcompanynameexample.test";
    for (const mail of staffMail()) {
      const html = expectOnlySiteLinks(mail, []);
      const lines = [mail.subject, ...mail.text.split("\n")].map((line) => line.replace(plainAddress, "a plain address"));
      for (const text of lines) expect(text).not.toMatch(/[a-z]:\S|www\.|\.example\b|\/\//i);
      for (const text of [mail.text, html.text]) expect(text).toContain("Riley");
    }
    // A plain address stays as it is.
    expect(samples.find((sample) => sample.builder === "hostAgendaEmail")!.build().text).toContain(`E-mail: ${plainAddress}`);
  });

  it("puts the visitor's name and answers in the host's notice as words, never as markup", () => {
    const notice = emails.hostBookingNoticeEmail("host@example.test", { ...bookingDetails(), name: hostileName });
    const html = readEmailHtml(notice.html!);
    expect(html.text).toContain('=HYPERLINK("http x example a","y") <a href="javascript alert(1)">Riley< a>');
    expect(html.text).toContain('Where will you work? <img src=x onerror="alert(4)"> <a href="https survey example 2">here< a>');
    expect(html.tags).not.toContain("img");
    expect(emails.hostBookingChangedEmail("host@example.test", { ...bookingChange(), kind: "moved" }).subject).toMatch(
      /^Call moved: =HYPERLINK\("http x example a","y"\)/,
    );
  });
});

describe("the host's notice of a new booking, through the outbox into the mailbox", () => {
  it("carries the visitor's name, phone and survey answers in words, with no link at all", async () => {
    const timezone = "America/New_York";
    const date = modules.dates.offeredDates(new Date(), timezone)[4];
    const slot = modules.availability.availabilityFor(date, timezone)!.slots[0];
    const survey = {
      experience: "complete-beginner",
      timeCommitment: "20-30-hours",
      investment: "1000-5000",
      location: `<a href="https://survey.example/2">here</a>`,
      motivation: "javascript:alert(3)",
    };
    const result = modules.bookings.createBooking(
      { date, datetime: slot.datetime, timezone, name: hostileName, email: "riley@example.test", phone: "+1 (801) 555-0123" },
      survey,
    );
    expect(result.outcome).toBe("booked");
    await modules.outbox.deliverDue();

    const mail = (to: string) =>
      modules.db.$client.prepare("select subject, text_body, html_body from mail where to_address = ?").get(to) as {
        subject: string;
        text_body: string;
        html_body: string;
      };
    const notice = mail("host@example.test");
    expect(
      notice.subject.startsWith('New strategy call: =HYPERLINK("http x example a","y") <a href="javascript alert(1)">Riley< a> <b>Bold< b> www evil exam'),
    ).toBe(true);
    expect(notice.subject).not.toMatch(/[a-z]:\S|www\.|\/\//i);
    const html = expectOnlySiteLinks({ html: notice.html_body }, []);
    // Each question and chosen answer in words, as the survey showed them; an answer that is no option, as typed.
    for (const words of [
      "Your experience Complete beginner",
      "Time each week 20-30 hours a week (serious part time)",
      "Your budget $1,000 - $5,000",
      'Your location <a href="https survey example 2">here< a>',
      "Your motivation javascript alert(3)",
    ]) {
      expect(html.text).toContain(words);
    }
    for (const line of ["Your experience: Complete beginner", "Your budget: $1,000 - $5,000", "Phone: +1 (801) 555-0123"])
      expect(notice.text_body).toContain(line);
    for (const code of ["complete-beginner", "20-30-hours", "1000-5000"]) expect(`${notice.text_body} ${html.text}`).not.toContain(code);

    // The booker's own copy links the meeting, their calendars and their manage link, nothing they typed.
    const confirmation = mail("riley@example.test");
    const linked = (pattern: RegExp) => pattern.exec(confirmation.text_body)![1];
    const calendars = [/Google Calendar: (\S+)/, /Outlook: (\S+)/, /\(\.ics file\): (\S+)/].map(linked);
    expect(calendars.map((href) => new URL(href).origin)).toEqual(["https://calendar.google.com", "https://outlook.live.com", siteUrl]);
    for (const href of calendars.slice(0, 2)) expect(href).not.toMatch(/Riley|survey\.example|evil/i);
    const manage = linked(/Manage your call: (\S+)/);
    expectOnlySiteLinks({ html: confirmation.html_body }, [MEETING_LINK, ...calendars, manage]);
  });
});
