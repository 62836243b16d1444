import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { dateInZone } from "~/lib/calendar-dates";
import { yearLike } from "../support/calendar-year";
import { readEmailHtml } from "../support/email-html";
import { startSmtpStandIn } from "../support/smtp-stand-in";
import { leavesOf, parseStrictMime } from "../support/strict-mime";

// A call reminder and the host's agenda through the real SMTP path (nodemailer) to the
// stand-in mail server, read back strictly.

const smtp = await startSmtpStandIn();
process.env.SMTP_URL = smtp.url;
process.env.MEETING_LINK = "https://meet.example/j/42";
process.env.HOST_NOTIFY_EMAIL = "host@example.test";

const { createBooking } = await import("~/server/calls/bookings.server");
const { sendDueCallReminders } = await import("~/server/calls/call-reminders.server");
const { sendHostAgendas } = await import("~/server/calls/host-agenda.server");
const { firstHost } = await import("~/server/calls/hosts.server");
const { deliverDue } = await import("~/server/delivery/outbox.server");
const { db } = await import("~/server/platform/db.server");

afterAll(() => smtp.close());

const YEAR = yearLike(2027);
const HOUR = 60 * 60 * 1000;

describe("over SMTP", () => {
  it("the reminder and the agenda arrive as well-formed MIME, text and HTML alike", async () => {
    // Wednesday, March 17 (in a year laid out as 2027) at 10:00 MDT, 12:00 EDT; booked a week ahead.
    const start = new Date(`${YEAR}-03-17T16:00:00Z`);
    const timezone = "America/New_York";
    const booked = createBooking(
      {
        date: dateInZone(start, timezone),
        datetime: start.toISOString(),
        timezone,
        name: "José Núñez <b>www.evil.example</b>",
        email: "jose@example.test",
        phone: "+1 801 555 0199",
      },
      { experience: "complete-beginner", location: "Zürich — see http://evil.example", source: "webinar_survey" },
      new Date(`${YEAR}-03-10T15:00:00Z`),
    );
    expect(booked.outcome).toBe("booked");

    expect(sendDueCallReminders(new Date(start.getTime() - 24 * HOUR))).toEqual({ sent: 1, withdrawn: 0 });
    expect(sendHostAgendas(new Date(`${YEAR}-03-17T13:00:00Z`))).toEqual([{ hostId: firstHost().id, hostDate: `${YEAR}-03-17`, calls: 1 }]);
    while ((await deliverDue(new Date("2100-01-01T00:00:00Z"))) > 0);
    // The confirmation and the host's notice (each with its invite), the reminder and the agenda.
    expect(smtp.messages).toHaveLength(4);
    for (const message of smtp.messages) expect(() => parseStrictMime(message.raw), message.subject).not.toThrow();
    expect(db.$client.prepare("select count(*) as count from mail").get()).toEqual({ count: 0 });

    const reminder = smtp.messages.find((message) => message.subject.startsWith("Reminder:"))!;
    expect(reminder.to).toEqual(["jose@example.test"]);
    const mime = parseStrictMime(reminder.raw);
    expect(mime.type).toBe("multipart/alternative");
    expect(leavesOf(mime).map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    const [text, html] = leavesOf(mime).map((part) => part.body);
    expect(text).toContain("Hi José Núñez b www evil example b,");
    expect(text).toContain(`starts in 24 hours, on Wednesday, March 17, ${YEAR} at 12:00 PM EDT (New York (Eastern Time)).`);
    expect(text).toContain("We meet by video call, from your computer or phone.");
    expect(text).toContain("Join the call: https://meet.example/j/42");
    expect(text).toMatch(/Cancel or pick another time: http:\/\/localhost:\d+\/my-call\/\d+\.[\w-]+/);
    expect(readEmailHtml(html).links.map((link) => [link.text, link.href.replace(/\/my-call\/.*/, "/my-call/")])).toEqual([
      ["Join the call", "https://meet.example/j/42"],
      ["Cancel or pick another time", "http://localhost:3000/my-call/"],
    ]);

    // A second, independent reader agrees.
    const parsed = await simpleParser(reminder.raw);
    expect(parsed.subject).toBe("Reminder: your strategy call is in 24 hours");
    expect(parsed.text?.trim()).toBe(text.replace(/\r\n/g, "\n").trim());
    expect(parsed.attachments).toHaveLength(0);

    const agenda = smtp.messages.find((message) => message.subject.startsWith("Today's calls:"))!;
    expect(agenda.to).toEqual(["host@example.test"]);
    const agendaMime = parseStrictMime(agenda.raw);
    const [agendaText, agendaHtml] = leavesOf(agendaMime).map((part) => part.body);
    expect(agendaText).toContain("10:00 AM MDT: José Núñez <b>www evil example< b> (12:00 PM EDT for them)");
    expect(agendaText).toContain("Your location: Zürich — see http evil example");
    const agendaPage = readEmailHtml(agendaHtml);
    expect(agendaPage.links).toEqual([]);
    expect(agendaPage.text).not.toMatch(/https?:\/\/|www\./);
    expect(agendaPage.text).toContain("Your location Zürich — see http evil example");
    expect((await simpleParser(agenda.raw)).subject).toBe(`Today's calls: 1 strategy call, Wednesday, March 17, ${YEAR}`);
  });

  it("the strict reader refuses what a picky server or client would", () => {
    const raw = smtp.messages.find((message) => message.subject.startsWith("Reminder:"))!.raw;
    const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)![1];
    const broken: [string, string][] = [
      [raw.replace("\r\nSubject:", "\nSubject:"), "bare CR or LF"],
      [raw.replace(`--${boundary}--`, ""), "no closing boundary"],
      [raw.replace(/^Subject: .*\r\n/m, ""), "subject header is missing"],
      [raw.replace(/^Date: .*$/m, (date) => `${date}\r\n${date}`), "date header more than once"],
      [raw.replace("Content-Transfer-Encoding: quoted-printable", "Content-Transfer-Encoding: uuencode"), "unknown Content-Transfer-Encoding"],
      [raw.replace(/=\r\n/, "=Z\r\n"), "bad quoted-printable escape"],
      [raw.replace("Hi Jos", "Hi Jos\u00e9"), "8-bit data"],
    ];
    for (const [message, problem] of broken) {
      expect(message, problem).not.toBe(raw);
      expect(() => parseStrictMime(message), problem).toThrow(new RegExp(problem, "i"));
    }
  });
});
