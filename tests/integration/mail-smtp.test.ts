import { simpleParser } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The real SMTP path (nodemailer) against a local SMTP server on 127.0.0.1.
type Received = { from: string; to: string[]; raw: string };
const inbox: Received[] = [];
let failNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk) => (raw += chunk));
    stream.on("end", () => {
      if (failNext > 0) {
        failNext--;
        return callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
      }
      inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
      callback();
    });
  },
});

let modules: {
  outbox: typeof import("~/server/delivery/outbox.server");
  bookings: typeof import("~/server/calls/bookings.server");
  dates: typeof import("~/lib/calendar-dates");
  availability: typeof import("~/server/calls/availability.server");
  db: typeof import("~/server/platform/db.server").db;
  schema: typeof import("~db/schema");
};

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  process.env.HOST_NOTIFY_EMAIL = "host@example.test";
  process.env.MEETING_LINK = "https://zoom.example/j/123";
  modules = {
    outbox: await import("~/server/delivery/outbox.server"),
    bookings: await import("~/server/calls/bookings.server"),
    dates: await import("~/lib/calendar-dates"),
    availability: await import("~/server/calls/availability.server"),
    db: (await import("~/server/platform/db.server")).db,
    schema: await import("~db/schema"),
  };
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe("booking e-mails over SMTP", () => {
  it("sends the visitor a confirmation and the host a notice, each with an .ics invite, retrying a busy server", async () => {
    const timezone = "America/New_York";
    const date = modules.dates.offeredDates(new Date(), timezone)[5];
    const slot = modules.availability.availabilityFor(date, timezone)!.slots[0];
    failNext = 1;
    const result = modules.bookings.createBooking(
      { date, datetime: slot.datetime, timezone, name: "Riley <Tester>", email: "riley@example.test", phone: "801-555-0123" },
      { experience: "complete-beginner" },
    );
    expect(result.outcome).toBe("booked");

    await modules.outbox.drainOutbox();
    await modules.outbox.deliverDue(new Date(Date.now() + 60 * 60 * 1000));

    const toVisitor = inbox.find((mail) => mail.to.includes("riley@example.test"));
    const toHost = inbox.find((mail) => mail.to.includes("host@example.test"));
    expect(toVisitor?.raw).toContain("Subject: Your free strategy call is booked");
    expect(toVisitor?.raw).toContain("https://zoom.example/j/123");
    expect(toVisitor?.raw).toContain("Hi Riley Tester,"); // the visitor's own mail: the cleaned name only
    expect((await simpleParser(toHost!.raw)).html).toContain("Riley &lt;Tester&gt; booked"); // the host sees what was typed, escaped in the HTML part
    expect(toVisitor?.raw).toMatch(/Content-Type: text\/calendar/);
    expect(toHost?.raw).toContain("New strategy call: Riley <Tester>");
    expect(inbox).toHaveLength(2);

    const rows = modules.db.select().from(modules.schema.outbox).all();
    expect(rows.every((row) => row.status === "delivered")).toBe(true);
    expect(rows.some((row) => row.attempts === 2)).toBe(true);
    // With SMTP configured nothing lands in the built-in mailbox
    expect(modules.db.select().from(modules.schema.mail).all()).toHaveLength(0);
  });

  it("the invite carries the booking's UID at the site's host and the hour-long call in UTC", async () => {
    const timezone = "Europe/London";
    const date = modules.dates.offeredDates(new Date(), timezone)[6];
    const slot = modules.availability.availabilityFor(date, timezone)!.slots[0];
    modules.bookings.createBooking({ date, datetime: slot.datetime, timezone, name: "Ana", email: "ana@example.test", phone: "+44 20 7946 0000" }, {});
    await modules.outbox.drainOutbox();
    const mail = inbox.find((candidate) => candidate.to.includes("ana@example.test"))!;
    const ics = Buffer.from(/Content-Type: text\/calendar[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)![1].replace(/\r\n/g, ""), "base64").toString(
      "utf8",
    );
    const [booking] = modules.db.$client.prepare("select uid from bookings where email = 'ana@example.test'").all() as { uid: string }[];
    expect(ics).toContain(`UID:${booking.uid}@localhost`);
    const utc = (instant: number) => new Date(instant).toISOString().replace(/[-:]|\.\d+/g, "");
    expect(ics).toContain(`DTSTART:${utc(Date.parse(slot.datetime))}`);
    expect(ics).toContain(`DTEND:${utc(Date.parse(slot.datetime) + 60 * 60 * 1000)}`);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("LOCATION:https://zoom.example/j/123");
  });
});
