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

  it("sends from the business's name and support e-mail as the studio publishes them", async () => {
    const texts = await import("~/server/platform/site-texts.server");
    const { checkText, findTextUnit } = await import("~/lib/site-texts");
    const { createUser } = await import("~/server/accounts/users.server");
    const owner = {
      id: await createUser({ email: "sender-owner@example.test", password: "secret1", roles: ["super_admin"] }),
      email: "sender-owner@example.test",
    };
    const sendBooking = async (email: string) => {
      const timezone = "America/Chicago";
      const date = modules.dates.offeredDates(new Date(), timezone)[7];
      const slot = modules.availability.availabilityFor(date, timezone)!.slots.at(-1)!;
      modules.db.$client.prepare("delete from bookings").run();
      modules.bookings.createBooking({ date, datetime: slot.datetime, timezone, name: "Sam", email, phone: "801-555-0144" }, {});
      await modules.outbox.drainOutbox();
      return (await simpleParser(inbox.find((mail) => mail.to.includes(email))!.raw)).from!.value[0];
    };
    expect(await sendBooking("sam1@example.test")).toEqual({ name: texts.companyFacts().name, address: texts.companyFacts().supportEmail });

    const company = texts.studioText("company");
    const check = checkText(findTextUnit("company")!, {
      ...(Object.fromEntries(Object.entries(company.current).map(([name, value]) => [name, String(value)])) as Record<string, string>),
      name: "Windshield Pros",
      supportEmail: "hello@windshieldpros.example",
    });
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    texts.saveTextDraft("company", check.value, company.draft.version, owner);
    texts.publishText("company", owner);
    expect(await sendBooking("sam2@example.test")).toEqual({ name: "Windshield Pros", address: "hello@windshieldpros.example" });
  });
});
