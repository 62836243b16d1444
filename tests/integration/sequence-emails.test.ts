import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emailSequences } from "~/content/email-sequences";
import { db } from "~/server/platform/db.server";
import { submitBookingSurveyLead, submitWebinarLead } from "~/server/funnel/leads.server";
import { sendDueSequenceEmails } from "~/server/funnel/sequence-emails.server";

// The follow-up series, against the real database: scheduled with the lead, each e-mail sent
// once when due (the clock is the `now` each run is given), stopped by a booking, a
// purchase or an unsubscribe.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;
const submitter = { ip: "203.0.113.7", userAgent: "Phone", attribution: {} };
const webinarLead = (email: string) => ({
  firstName: "Sam",
  email,
  phone: "801-555-0142",
  experience: "complete-beginner",
  timeAvailable: "5-10-hours",
  investmentCapacity: "under-1000",
  currentIncome: "2000-5000",
  location: "Ogden, UT",
  motivation: "Extra money",
});
const bookingSurveyLead = (email: string) => ({
  name: "Alex Booker",
  email,
  phone: "801-555-0199",
  experience: "complete-beginner",
  timeCommitment: "part-time",
  investment: "1000-3000",
  motivation: "Own business",
  location: "Boise, ID",
});
const subjectsTo = (email: string) =>
  sql<{ payload: string }>("select payload from outbox where kind = 'email' and payload like ? order by id", `%${email}%`).map(
    (row) => (JSON.parse(row.payload) as { subject: string }).subject,
  );
const statuses = (email: string) =>
  sql<{ status: string; stopped_because: string | null }>("select status, stopped_because from sequence_emails where email = ? order by step", email);

describe("the free 3-part training", () => {
  it("part 1 goes at once, part 2 a day later, part 3 two days later; each once, however many runs", async () => {
    const email = address("webinar");
    const started = Date.now();
    submitWebinarLead(webinarLead(email), submitter);
    expect(
      sql<{ step: number; due_at: number }>("select step, due_at from sequence_emails where email = ? order by step", email).map((row) =>
        Math.round((row.due_at - started) / MINUTE_MS),
      ),
    ).toEqual([0, 24 * 60, 2 * 24 * 60]);

    for (const [days, parts] of [
      [0, 1],
      [1, 2],
      [2, 3],
    ] as const) {
      const now = new Date(started + days * DAY_MS + MINUTE_MS);
      // Two workers at once (two processes): one e-mail per part.
      await Promise.all([Promise.resolve().then(() => sendDueSequenceEmails(now)), Promise.resolve().then(() => sendDueSequenceEmails(now))]);
      expect(subjectsTo(email)).toEqual(emailSequences[0].emails.slice(0, parts).map((part) => part.subject));
    }
    // Signing up again does not start it again.
    submitWebinarLead(webinarLead(email), submitter);
    sendDueSequenceEmails(new Date(started + 5 * DAY_MS));
    expect(subjectsTo(email)).toHaveLength(3);
  });

  it("each part is written for the course: the lead's name, what it teaches, one link to a page of this site, and an unsubscribe link", () => {
    const email = address("content");
    submitWebinarLead({ ...webinarLead(email), firstName: "Dana <b>" }, submitter);
    sendDueSequenceEmails(new Date(Date.now() + 3 * DAY_MS));
    const messages = sql<{ payload: string }>("select payload from outbox where kind = 'email' and payload like ? order by id", `%${email}%`).map(
      (row) => JSON.parse(row.payload) as { text: string; html: string },
    );
    expect(messages).toHaveLength(3);
    for (const [index, message] of messages.entries()) {
      const part = emailSequences[0].emails[index];
      expect(message.text).toMatch(/^Hi Dana b,/); // the name as mail may carry it: letters only
      expect(message.text).toContain(`${part.callToAction.label}: http`);
      expect(message.html).not.toContain("<b>");
      expect(message.text).toContain("/unsubscribe/");
    }
    // Every call to action is a page of this site.
    const routes = fs.readdirSync("app/routes", { recursive: true, encoding: "utf8" }).map((file) => path.basename(file));
    for (const part of emailSequences.flatMap((series) => series.emails))
      expect(routes, part.callToAction.path).toContain(`${part.callToAction.path.slice(1)}.tsx`);
  });

  it("stops for a lead who books a call, and for one who buys", () => {
    const booked = address("booked");
    const bought = address("bought");
    submitWebinarLead(webinarLead(booked), submitter);
    submitWebinarLead(webinarLead(bought), submitter);
    sendDueSequenceEmails(new Date(Date.now() + MINUTE_MS));
    db.$client
      .prepare("insert into bookings (name, email, phone, phone_digits, appointment_at, timezone) values ('Sam', ?, '801-555-0142', ?, ?, 'America/Denver')")
      .run(booked, `${Date.now()}${sequence}`, Date.now() + 10 * DAY_MS + sequence * MINUTE_MS);
    db.$client
      .prepare(
        "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name) values (?, 'premium', 299700, 'test', 'paid', ?, 'Sam')",
      )
      .run(`order-${bought}`, bought);
    sendDueSequenceEmails(new Date(Date.now() + 3 * DAY_MS));
    expect(statuses(booked)).toEqual([
      { status: "sent", stopped_because: null },
      { status: "stopped", stopped_because: "booked" },
      { status: "stopped", stopped_because: "booked" },
    ]);
    expect(statuses(bought)).toEqual([
      { status: "sent", stopped_because: null },
      { status: "stopped", stopped_because: "bought" },
      { status: "stopped", stopped_because: "bought" },
    ]);
    expect(subjectsTo(booked)).toHaveLength(1);
  });
});

describe("a second series, in content only", () => {
  it("a booking survey that ends without a booking gets 'your call is not booked yet' two hours later; a booking stops it", () => {
    const unbooked = address("unbooked");
    const booker = address("booker");
    const started = Date.now();
    submitBookingSurveyLead(bookingSurveyLead(unbooked), submitter);
    submitBookingSurveyLead(bookingSurveyLead(booker), submitter);
    db.$client
      .prepare("insert into bookings (name, email, phone, phone_digits, appointment_at, timezone) values ('Alex', ?, '801-555-0199', ?, ?, 'America/Denver')")
      .run(booker, `${started}${sequence}`, started + 20 * DAY_MS + sequence * MINUTE_MS);
    sendDueSequenceEmails(new Date(started + 119 * MINUTE_MS));
    expect(subjectsTo(unbooked)).toEqual([]);
    sendDueSequenceEmails(new Date(started + 121 * MINUTE_MS));
    expect(subjectsTo(unbooked)).toEqual(["Your strategy call is not booked yet"]);
    expect(statuses(booker)).toEqual([{ status: "stopped", stopped_because: "booked" }]);
  });
});
