import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The real webhook path against a local stand-in CRM on 127.0.0.1 that fails on purpose.
type Received = { body: string; headers: http.IncomingHttpHeaders };
const received: Received[] = [];
let answers: number[] = []; // status codes to answer with, in order; then 200
let retryAfter: string | undefined;
const server = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    received.push({ body, headers: request.headers });
    const status = answers.shift() ?? 200;
    if (retryAfter && status === 429) response.setHeader("Retry-After", retryAfter);
    response.writeHead(status).end();
  });
});

const SECRET = "test-signing-secret";
const lead = {
  firstName: "Dana",
  email: "dana@example.test",
  phone: "801-555-0199",
  experience: "complete-beginner",
  timeAvailable: "15-25-hours",
  investmentCapacity: "1000-3000",
  currentIncome: "5000-10000",
  location: "Provo, UT",
  motivation: "Freedom",
};
const context = { ip: "203.0.113.9", userAgent: "test", attribution: {} };

async function importModules() {
  const outbox = await import("~/server/delivery/outbox.server");
  const leads = await import("~/server/funnel/leads.server");
  const { db } = await import("~/server/platform/db.server");
  const schema = await import("~db/schema");
  return { ...outbox, ...leads, db, schema };
}

let modules: Awaited<ReturnType<typeof importModules>>;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  process.env.CRM_WEBHOOK_URL = `http://127.0.0.1:${port}/hooks/leads`;
  process.env.CRM_WEBHOOK_SECRET = SECRET;
  modules = await importModules();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const crmRows = async () => {
  const { db, schema } = modules;
  const { eq } = await import("drizzle-orm");
  return db.select().from(schema.outbox).where(eq(schema.outbox.kind, "crm")).all();
};

/** Let the immediate attempt made on submit finish, then run the worker at successive
 * moments far enough apart for every backoff. */
async function deliverOverTime(times: number) {
  await modules.drainOutbox();
  for (let index = 1; index <= times; index++) await modules.deliverDue(new Date(Date.now() + index * 2 * 60 * 60 * 1000));
}

describe("CRM delivery through the outbox", () => {
  it("retries 5xx until the CRM takes the lead, exactly once, signed, with one idempotency key", async () => {
    received.length = 0;
    answers = [503, 500];
    const { leadId } = modules.submitWebinarLead(lead, context);
    expect(leadId).toBeGreaterThan(0);
    await deliverOverTime(4);

    const crmCalls = received.filter((call) => call.headers["x-event-type"] === "lead");
    expect(crmCalls).toHaveLength(3); // two failures, one success, nothing after
    const keys = new Set(crmCalls.map((call) => call.headers["idempotency-key"]));
    expect(keys.size).toBe(1);

    const delivered = crmCalls[2];
    expect(JSON.parse(delivered.body)).toEqual({
      firstName: "Dana",
      email: "dana@example.test",
      phone: "801-555-0199",
      experience: "complete-beginner",
      businessModel: "windshield_repair",
      timeframe: "15-25-hours",
      investment: "1000-3000",
      source: "webinar_survey",
    });
    const timestamp = delivered.headers["x-signature-timestamp"] as string;
    const expected = crypto.createHmac("sha256", SECRET).update(`${timestamp}.${delivered.body}`).digest("hex");
    expect(delivered.headers["x-signature-256"]).toBe(`sha256=${expected}`);

    const [row] = await crmRows();
    expect(row).toMatchObject({ status: "delivered", attempts: 3 });
  });

  it("gives up at once on a 4xx other than 429 and marks the delivery failed", async () => {
    const { db, schema } = modules;
    db.delete(schema.outbox).run();
    received.length = 0;
    answers = [422];
    modules.submitWebinarLead({ ...lead, email: "rejected@example.test", phone: "801-555-0100" }, context);
    await deliverOverTime(3);
    expect(received.filter((call) => call.headers["x-event-type"] === "lead")).toHaveLength(1);
    const [row] = await crmRows();
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "CRM answered 422" });
  });

  it("honours Retry-After on 429", async () => {
    const { db, schema } = modules;
    db.delete(schema.outbox).run();
    answers = [429];
    retryAfter = "600";
    const now = new Date();
    modules.submitWebinarLead({ ...lead, email: "busy@example.test", phone: "801-555-0101" }, context);
    await modules.drainOutbox();
    const [row] = await crmRows();
    expect(row.status).toBe("pending");
    expect(row.nextAttemptAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(600_000);
    retryAfter = undefined;
  });

  it("loses nothing across a restart while the CRM is down", async () => {
    const { db, schema } = modules;
    db.delete(schema.outbox).run();
    received.length = 0;
    // The CRM is unreachable: the attempt fails with a network error and stays pending.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    modules.submitWebinarLead({ ...lead, email: "restart@example.test", phone: "801-555-0102" }, context);
    await modules.drainOutbox();
    expect((await crmRows())[0]).toMatchObject({ status: "pending", attempts: 1 });

    // "Restart": drop every module and open the same database file afresh.
    db.$client.close();
    delete (globalThis as { appConnection?: unknown }).appConnection;
    vi.resetModules();
    modules = await importModules();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    await deliverOverTime(2);

    const calls = received.filter((call) => JSON.parse(call.body || "{}").email === "restart@example.test");
    expect(calls).toHaveLength(1);
    expect((await crmRows())[0]).toMatchObject({ status: "delivered", attempts: 2 });
    expect(calls[0].headers["idempotency-key"]).toBe((await crmRows())[0].idempotencyKey);
  });

  /** Run the worker each time the delivery is next due, while `until` holds; its row after. */
  async function retryWhile(until: (row: Awaited<ReturnType<typeof crmRows>>[number], elapsedMs: number) => boolean, from: number) {
    let [row] = await crmRows();
    while (row.status === "pending" && until(row, row.nextAttemptAt.getTime() - from)) {
      await modules.deliverDue(row.nextAttemptAt);
      [row] = await crmRows();
    }
    return row;
  }

  it("keeps retrying through an overnight outage and delivers once the CRM is back", async () => {
    const { db, schema } = modules;
    db.delete(schema.outbox).run();
    received.length = 0;
    answers = Array.from({ length: 1000 }, () => 503);
    const start = Date.now();
    modules.submitWebinarLead({ ...lead, email: "overnight@example.test", phone: "801-555-0103" }, context);
    await modules.drainOutbox();
    // Twelve hours of 503s: still waiting, not given up.
    const during = await retryWhile((_row, elapsedMs) => elapsedMs < 12 * 60 * 60 * 1000, start);
    expect(during).toMatchObject({ status: "pending", lastError: "CRM answered 503" });
    expect(during.attempts).toBeGreaterThan(20);

    answers = [];
    await modules.deliverDue(during.nextAttemptAt);
    expect((await crmRows())[0]).toMatchObject({ status: "delivered", attempts: during.attempts + 1 });
    expect(new Set(received.map((call) => call.headers["idempotency-key"])).size).toBe(1);
  });

  it("gives up on a delivery the CRM has refused for three days", async () => {
    const { db, schema } = modules;
    db.delete(schema.outbox).run();
    answers = Array.from({ length: 1000 }, () => 503);
    const start = Date.now();
    modules.submitWebinarLead({ ...lead, email: "gone@example.test", phone: "801-555-0104" }, context);
    await modules.drainOutbox();
    const row = await retryWhile(() => true, start);
    answers = [];
    expect(row).toMatchObject({ status: "failed", lastError: "CRM answered 503" });
    // Given up by the attempt made after three days of waiting, not before.
    const waited = row.nextAttemptAt.getTime() - start;
    expect(waited).toBeGreaterThan(3 * 24 * 60 * 60 * 1000);
  });
});
