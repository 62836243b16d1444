import { expect, test } from "@playwright/test";
import { startCrmStandIn } from "../../support/crm-stand-in";
import { startSmtpStandIn } from "../../support/smtp-stand-in";
import { startServer } from "../support/server-process";
import {
  bookingForm,
  dueSeriesEmails,
  extraCopies,
  freeSlots,
  leadForm,
  outboxRows,
  post,
  readDatabase,
  reliabilitySettings,
  type OutboxRow,
  type Slot,
} from "../support/reliability";

// The mail relay and the CRM are out for a while, first unreachable (nothing listens: the
// connection is refused), then up but refusing (SMTP 421 on connect, CRM 503). Visitors
// keep signing up and booking the whole time and are told "done"; nothing is lost; once
// both are back every e-mail and CRM event is delivered, each exactly once.

test("SMTP and CRM down, then refusing, then back: every submission is kept and delivered once", async () => {
  test.setTimeout(60_000);
  const began = Date.now();
  const smtp = await startSmtpStandIn("down");
  const crm = await startCrmStandIn("down");
  const server = await startServer(reliabilitySettings({ smtpUrl: smtp.url, crmUrl: crm.url }));
  try {
    const slots = await freeSlots(server.baseURL);
    const phases: string[] = [`server up ${Date.now() - began} ms`];
    let phaseStart = Date.now();
    const phaseDone = (name: string) => {
      phases.push(`${name} ${Date.now() - phaseStart} ms`);
      phaseStart = Date.now();
    };
    const leads = { sent: 0, acknowledged: [] as string[] };
    const bookings = { sent: 0, acknowledged: [] as { email: string; slot: Slot }[] };
    const unexpected: string[] = [];
    let leadSequence = 0;
    let slotIndex = 0;
    /** A burst of visitors: `leadCount` webinar sign-ups and `bookingCount` calls, all at once. */
    const visitors = async (leadCount: number, bookingCount: number) => {
      const signUps = Array.from({ length: leadCount }, async () => {
        const sequence = leadSequence++;
        const email = `outage-lead-${sequence}@example.test`;
        leads.sent++;
        const status = await post(server.baseURL, "/lead-survey", leadForm(email, sequence));
        if (status === 302) leads.acknowledged.push(email);
        else unexpected.push(`lead ${email}: ${status}`);
      });
      const calls = Array.from({ length: bookingCount }, async () => {
        const index = slotIndex++;
        const slot = slots[index * 3]; // spread over the days
        const email = `outage-call-${index}@example.test`;
        bookings.sent++;
        const status = await post(server.baseURL, "/booking-calendar", bookingForm(slot, email, index));
        if (status === 302) bookings.acknowledged.push({ email, slot });
        else unexpected.push(`booking ${email}: ${status}`);
      });
      await Promise.all([...signUps, ...calls]);
    };
    const waitForEveryRow = async (what: string, done: (row: OutboxRow) => boolean) => {
      await expect
        .poll(
          () => {
            const rows = outboxRows(server.dataDirectory);
            // A series' first e-mail reaches the outbox from its own worker: none may still be due.
            return rows.length > 0 && rows.every(done) && dueSeriesEmails(server.dataDirectory) === 0;
          },
          { timeout: 25_000, message: what },
        )
        .toBe(true);
    };

    // The outage is short (seconds): with the production backoff (1-2 s after the first
    // failure, doubling) each delivery still fails in both ways before the services return.
    // 1. Unreachable: every delivery is tried, fails with a connection error and waits to be tried again.
    await visitors(12, 4);
    await waitForEveryRow(
      "every delivery tried against closed ports",
      (row) => row.status === "pending" && row.attempts >= 1 && /ECONNREFUSED|network error/.test(row.lastError ?? ""),
    );

    phaseDone("unreachable");

    // 2. Answering, but refusing: the relay greets with 421, the CRM answers 503.
    await smtp.setMode("unavailable");
    await crm.setMode("unavailable");
    await visitors(8, 3);
    await waitForEveryRow(
      "every delivery refused by the services once they answer",
      (row) => row.status === "pending" && (row.kind === "crm" ? row.lastError === "CRM answered 503" : /421/.test(row.lastError ?? "")),
    );
    expect(smtp.messages).toHaveLength(0);
    expect(crm.accepted).toHaveLength(0);
    expect(unexpected).toEqual([]);
    phaseDone("refusing");
    const beforeReturn = outboxRows(server.dataDirectory);
    const failedAttempts = beforeReturn.reduce((sum, row) => sum + row.attempts, 0);

    // 3. Back: everything waiting goes out, once.
    const backAt = Date.now();
    await smtp.setMode("accept");
    await crm.setMode("accept");
    await waitForEveryRow("every delivery made once the services are back", (row) => row.status === "delivered");
    const deliveredInMs = Date.now() - backAt;
    phaseDone("back");

    const rows = outboxRows(server.dataDirectory);
    const stored = readDatabase(server.dataDirectory, (database) => ({
      leads: new Set((database.prepare("select email from leads").all() as { email: string }[]).map((row) => row.email)),
      bookings: database.prepare("select email, appointment_at as at from bookings where status = 'scheduled'").all() as { email: string; at: number }[],
    }));
    const leadsMissing = leads.acknowledged.filter((email) => !stored.leads.has(email));
    const bookingsMissing = bookings.acknowledged.filter(
      ({ email, slot }) => !stored.bookings.some((row) => row.email === email && row.at === Date.parse(slot.datetime)),
    );
    expect(leadsMissing).toEqual([]);
    expect(bookingsMissing).toEqual([]);
    expect(leads.acknowledged).toHaveLength(leads.sent);
    expect(bookings.acknowledged).toHaveLength(bookings.sent);

    // Each queued e-mail reached its recipient exactly once; each CRM event arrived exactly once.
    const mailRows = rows.filter((row) => row.kind === "email");
    const crmRows = rows.filter((row) => row.kind === "crm");
    const expectedRecipients = mailRows.map((row) => row.to!).sort();
    const receivedRecipients = smtp.messages.flatMap((message) => message.to).sort();
    expect(receivedRecipients).toEqual(expectedRecipients);
    expect(crm.accepted.map((delivery) => delivery.key).sort()).toEqual(crmRows.map((row) => row.key).sort());
    for (const email of leads.acknowledged) {
      expect(receivedRecipients, `free training e-mail to ${email}`).toContain(email);
      expect(
        crm.accepted.some((delivery) => delivery.event === "lead" && delivery.body.email === email),
        `CRM lead ${email}`,
      ).toBe(true);
    }
    for (const { email } of bookings.acknowledged) {
      expect(receivedRecipients, `booking confirmation to ${email}`).toContain(email);
      expect(
        crm.accepted.some((delivery) => delivery.event === "booking" && delivery.body.email === email),
        `CRM booking ${email}`,
      ).toBe(true);
    }
    expect(server.output()).not.toContain("failed for good");

    console.log(
      [
        `[services-down] leads: sent ${leads.sent}, acknowledged ${leads.acknowledged.length}, stored ${leads.acknowledged.length - leadsMissing.length}; ` +
          `bookings: sent ${bookings.sent}, acknowledged ${bookings.acknowledged.length}, stored ${bookings.acknowledged.length - bookingsMissing.length}`,
        `  while out: ${failedAttempts} failed delivery attempts on ${beforeReturn.length} deliveries (refused: ${smtp.refusals()} SMTP connections with 421, ${crm.refusals()} CRM posts with 503)`,
        `  back: ${mailRows.length} e-mails and ${crmRows.length} CRM events delivered in ${deliveredInMs} ms; ` +
          `duplicates: ${extraCopies(receivedRecipients) - extraCopies(expectedRecipients)} e-mail, ${extraCopies(crm.accepted.map((delivery) => delivery.key))} CRM; failed for good: ${rows.filter((row) => row.status === "failed").length}`,
        `  time: ${phases.join(", ")}`,
      ].join("\n"),
    );
  } finally {
    await server.stop();
    await smtp.close();
    await crm.close();
  }
});
