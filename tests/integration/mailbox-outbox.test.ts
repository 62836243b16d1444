import { beforeAll, describe, expect, it } from "vitest";

// Without SMTP_URL, e-mail goes to the built-in mailbox, which is the same SQLite database as
// the outbox: a message and its "delivered" mark must commit together, or a failure between
// them would put the message in the mailbox twice once the worker tries again.
delete process.env.SMTP_URL;

const visitor = {
  firstName: "Robin",
  email: "robin@example.test",
  phone: "801-555-0177",
  experience: "complete-beginner",
  timeAvailable: "5-10-hours",
  investmentCapacity: "under-1000",
  currentIncome: "2000-5000",
  location: "Ogden, UT",
  motivation: "Own hours",
};

async function importModules() {
  const outbox = await import("~/server/delivery/outbox.server");
  const { submitWebinarLead } = await import("~/server/funnel/leads.server");
  const { sendDueSequenceEmails } = await import("~/server/funnel/sequence-emails.server");
  const { db } = await import("~/server/platform/db.server");
  // A webinar lead, and part 1 of its free training queued (the series worker's next run).
  const submitLead = (...args: Parameters<typeof submitWebinarLead>) => {
    submitWebinarLead(...args);
    sendDueSequenceEmails();
  };
  return { ...outbox, submitLead, db };
}
let modules: Awaited<ReturnType<typeof importModules>>;
beforeAll(async () => {
  modules = await importModules();
});

const sql = (query: string) => modules.db.$client.prepare(query).all() as Record<string, unknown>[];
const mailboxFor = (address: string) => sql(`select subject from mail where to_address = '${address}'`);
const outboxFor = (address: string) =>
  sql(`select status, attempts, last_error from outbox where kind = 'email' and json_extract(payload, '$.to') = '${address}'`);

describe("the built-in mailbox", () => {
  it("gets the free training e-mail once the lead is stored, marked delivered", async () => {
    modules.submitLead(visitor, { ip: "203.0.113.7", userAgent: "test", attribution: {} });
    await modules.drainOutbox();
    expect(mailboxFor(visitor.email)).toHaveLength(1);
    expect(outboxFor(visitor.email)).toEqual([{ status: "delivered", attempts: 1, last_error: null }]);
  });

  it("keeps no message whose delivered mark failed, and holds exactly one after the retry", async () => {
    const email = "casey@example.test";
    // The database refuses to mark any delivery delivered, as a full disk would.
    modules.db.$client.exec(
      "create temp trigger refuse_delivered before update of status on outbox when new.status = 'delivered' begin select raise(abort, 'database or disk is full'); end",
    );
    modules.submitLead({ ...visitor, email, phone: "801-555-0178" }, { ip: "203.0.113.8", userAgent: "test", attribution: {} });
    await modules.drainOutbox();
    expect(mailboxFor(email)).toEqual([]);
    expect(outboxFor(email)).toEqual([{ status: "pending", attempts: 1, last_error: expect.stringContaining("database or disk is full") }]);

    modules.db.$client.exec("drop trigger refuse_delivered");
    await modules.deliverDue(new Date(Date.now() + 60 * 60 * 1000));
    expect(mailboxFor(email)).toHaveLength(1);
    expect(outboxFor(email)).toEqual([{ status: "delivered", attempts: 2, last_error: null }]);
  });

  it("delivers what many requests queued at once, each message exactly once", async () => {
    const emails = Array.from({ length: 60 }, (_, index) => `crowd-${index}@example.test`);
    emails.forEach((email, index) =>
      modules.submitLead({ ...visitor, email, phone: `801-555-${String(1000 + index)}` }, { ip: "203.0.113.9", userAgent: "test", attribution: {} }),
    );
    await modules.drainOutbox();
    for (const email of emails) {
      expect(mailboxFor(email)).toHaveLength(1);
      expect(outboxFor(email)).toEqual([{ status: "delivered", attempts: 1, last_error: null }]);
    }
  });

  it("includes in a run what was queued while it ran, for whoever waits on it", async () => {
    const running = modules.drainOutbox();
    const email = "late-comer@example.test";
    modules.submitLead({ ...visitor, email, phone: "801-555-0179" }, { ip: "203.0.113.10", userAgent: "test", attribution: {} });
    const sameRun = modules.drainOutbox();
    expect(sameRun).toBe(running);
    await sameRun;
    expect(mailboxFor(email)).toHaveLength(1);
  });
});
