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
  type Slot,
} from "../support/reliability";

// kill -9 (power cut of the process: no shutdown code runs) in the middle of a full-speed
// stream of lead submissions and bookings, then a restart on the same database:
//  - every visitor who was told "done" (302) is stored;
//  - no slot and no visitor has two calls, however many pressed Confirm at once;
//  - every e-mail and CRM delivery still waiting in the outbox goes out after the restart,
//    at most the one in hand when the process died going out twice (at-least-once; the
//    CRM gets the same Idempotency-Key both times).

const LEAD_WRITERS = 4;
const BOOKING_WRITERS = 3; // each books one slot with two visitors racing for it
const KILL_AFTER = { leads: 100, bookings: 20 };

test("kill -9 mid-load: every acknowledged lead and booking is stored, none doubled, the outbox drains after restart", async () => {
  test.setTimeout(60_000);
  const smtp = await startSmtpStandIn();
  const crm = await startCrmStandIn();
  // A slow CRM (and one worker for every delivery): deliveries pile up in the outbox under load.
  crm.setDelay(15);
  const settings = reliabilitySettings({ smtpUrl: smtp.url, crmUrl: crm.url });
  const server = await startServer(settings);
  const directory = server.dataDirectory;
  let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const slots = await freeSlots(server.baseURL);
    expect(slots.length).toBeGreaterThanOrEqual(100);

    const leads = { sent: 0, acknowledged: [] as string[] };
    const bookings = { sent: 0, acknowledged: [] as { email: string; slot: Slot }[] };
    const unexpected: string[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    const killIfDue = () => {
      if (killed || leads.acknowledged.length < KILL_AFTER.leads || bookings.acknowledged.length < KILL_AFTER.bookings) return;
      killed = true;
      inFlightAtKill = inFlight;
      server.child.kill("SIGKILL");
    };
    /** The answer's status, or null once the server is gone (refused, or cut off mid-request). */
    const send = async (route: string, form: URLSearchParams): Promise<number | null> => {
      inFlight++;
      try {
        return await post(server.baseURL, route, form);
      } catch {
        return null;
      } finally {
        inFlight--;
      }
    };

    let leadSequence = 0;
    const leadWriter = async () => {
      for (;;) {
        const sequence = leadSequence++;
        const email = `crash-lead-${sequence}@example.test`;
        leads.sent++;
        const status = await send("/lead-survey", leadForm(email, sequence));
        if (status === null) return;
        if (status === 302) leads.acknowledged.push(email);
        else unexpected.push(`lead ${email}: ${status}`);
        killIfDue();
      }
    };
    let nextSlot = 0;
    const bookingWriter = async () => {
      while (nextSlot < slots.length) {
        const index = nextSlot++;
        const slot = slots[index];
        const visitors = [`crash-call-${index}-a@example.test`, `crash-call-${index}-b@example.test`];
        bookings.sent += 2;
        const statuses = await Promise.all(visitors.map((email, which) => send("/booking-calendar", bookingForm(slot, email, index * 2 + which))));
        statuses.forEach((status, which) => {
          if (status === 302) bookings.acknowledged.push({ email: visitors[which], slot });
          else if (status !== 409 && status !== null) unexpected.push(`booking ${visitors[which]}: ${status}`);
        });
        if (statuses.includes(null)) return;
        if (statuses.filter((status) => status === 302).length > 1) unexpected.push(`slot ${slot.datetime} confirmed twice`);
        killIfDue();
      }
    };
    const loadStart = Date.now();
    await Promise.all([...Array.from({ length: LEAD_WRITERS }, leadWriter), ...Array.from({ length: BOOKING_WRITERS }, bookingWriter)]);
    const loadMs = Date.now() - loadStart;
    expect(killed, "the load ended before the kill").toBe(true);
    await server.exited;
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(inFlightAtKill, "requests in flight when the server was killed").toBeGreaterThan(0);
    expect(unexpected).toEqual([]);

    // Start again on the same database, with a CRM that answers at once.
    crm.setDelay(0);
    const restartedAt = Date.now();
    restarted = await startServer(settings, directory);
    const crmKeys = () => new Set(crm.accepted.map((delivery) => delivery.key));
    await expect
      .poll(
        () => {
          const rows = outboxRows(directory);
          const received = crmKeys();
          // A series' first e-mail reaches the outbox from its own worker, so one still due counts as waiting too.
          return rows.filter((row) => row.status !== "delivered" || (row.kind === "crm" && !received.has(row.key))).length + dueSeriesEmails(directory);
        },
        { timeout: 30_000, message: "outbox deliveries still waiting after the restart" },
      )
      .toBe(0);

    const drainMs = Date.now() - restartedAt;
    // Every acknowledged lead and booking is in the database, once.
    const stored = readDatabase(directory, (database) => ({
      leads: new Set((database.prepare("select email from leads").all() as { email: string }[]).map((row) => row.email)),
      consents: database.prepare("select count(*) - count(distinct lead_id) as extra from lead_consents").get() as { extra: number },
      bookings: database.prepare("select email, appointment_at as at from bookings where status <> 'cancelled'").all() as { email: string; at: number }[],
    }));
    const leadsMissing = leads.acknowledged.filter((email) => !stored.leads.has(email));
    const bookingsMissing = bookings.acknowledged.filter(
      ({ email, slot }) => !stored.bookings.some((row) => row.email === email && row.at === Date.parse(slot.datetime)),
    );
    const slotDuplicates = extraCopies(stored.bookings.map((row) => String(row.at)));
    const visitorDuplicates = extraCopies(stored.bookings.map((row) => row.email));
    expect(leadsMissing).toEqual([]);
    expect(stored.consents.extra).toBe(0);
    expect(bookingsMissing).toEqual([]);
    expect(slotDuplicates).toBe(0);
    expect(visitorDuplicates).toBe(0);

    // Every delivery went out: each queued e-mail reached its recipient, each CRM event the CRM.
    const rows = outboxRows(directory);
    const pendingAtKill = rows.filter((row) => row.deliveredAt !== null && row.deliveredAt >= restartedAt).length;
    expect(pendingAtKill, "nothing was left in the outbox to deliver after the restart").toBeGreaterThan(0);
    expect(rows.filter((row) => row.status !== "delivered")).toEqual([]);
    const expectedMail = new Map<string, number>();
    for (const row of rows) if (row.kind === "email") expectedMail.set(row.to!, (expectedMail.get(row.to!) ?? 0) + 1);
    const receivedMail = new Map<string, number>();
    for (const message of smtp.messages) for (const to of message.to) receivedMail.set(to, (receivedMail.get(to) ?? 0) + 1);
    const mailMissing = [...expectedMail].filter(([to, count]) => (receivedMail.get(to) ?? 0) < count).map(([to]) => to);
    const mailDuplicates = [...expectedMail].reduce((extra, [to, count]) => extra + Math.max(0, (receivedMail.get(to) ?? 0) - count), 0);
    expect(mailMissing).toEqual([]);
    for (const email of leads.acknowledged) expect(receivedMail.has(email), `free training e-mail to ${email}`).toBe(true);
    for (const { email } of bookings.acknowledged) expect(receivedMail.has(email), `booking confirmation to ${email}`).toBe(true);
    const crmEmails = new Set(crm.accepted.map((delivery) => `${delivery.event}:${String(delivery.body.email)}`));
    for (const email of leads.acknowledged) expect(crmEmails.has(`lead:${email}`), `CRM lead ${email}`).toBe(true);
    for (const { email } of bookings.acknowledged) expect(crmEmails.has(`booking:${email}`), `CRM booking ${email}`).toBe(true);
    const crmDuplicates = extraCopies(crm.accepted.map((delivery) => delivery.key));
    // One worker delivers one thing at a time: only the delivery in hand at the kill can go twice.
    expect(mailDuplicates + crmDuplicates).toBeLessThanOrEqual(1);

    console.log(
      [
        `[crash-safety] killed after ${loadMs} ms of load with ${inFlightAtKill} requests in flight; restart and outbox drained in ${drainMs} ms`,
        `  leads:    sent ${leads.sent}, acknowledged ${leads.acknowledged.length}, stored ${leads.acknowledged.length - leadsMissing.length}/${leads.acknowledged.length} (${stored.leads.size} in the database), duplicates ${stored.consents.extra}`,
        `  bookings: sent ${bookings.sent}, acknowledged ${bookings.acknowledged.length}, stored ${bookings.acknowledged.length - bookingsMissing.length}/${bookings.acknowledged.length} (${stored.bookings.length} in the database), duplicate slots ${slotDuplicates}, duplicate visitors ${visitorDuplicates}`,
        `  outbox:   ${rows.length} deliveries, ${pendingAtKill} pending at the kill and delivered after restart (${rows.filter((row) => row.kind === "email").length} e-mails, ${rows.filter((row) => row.kind === "crm").length} CRM), ` +
          `sent twice: ${mailDuplicates} e-mail, ${crmDuplicates} CRM`,
      ].join("\n"),
    );
  } finally {
    await restarted?.stop();
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await smtp.close();
    await crm.close();
  }
});
