import crypto from "node:crypto";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { outbox } from "~db/schema";
import { db, placeholders, writeTransaction } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { sendOverSmtp, storeInMailbox, type MailMessage } from "~/server/delivery/mail.server";
import { sendOverTwilio, storeInTextOutbox, TextSendError, twilioEnabled, type TextDelivery } from "~/server/delivery/text-messages.server";

export type CrmEvent = "lead" | "booking" | "unsubscribe";
export type CrmDelivery = { event: CrmEvent; body: Record<string, unknown> };

export type OutboxPurpose = NonNullable<typeof outbox.$inferInsert.purpose>;

/** A delivery; an e-mail a sender later looks for is marked with its purpose. */
type OutboxItem =
  { kind: "email"; payload: MailMessage; purpose?: OutboxPurpose } | { kind: "crm"; payload: CrmDelivery } | { kind: "text"; payload: TextDelivery };

// Prepared once: every lead and booking queues a delivery and the worker sends it.
const insertDelivery = db
  .insert(outbox)
  .values(placeholders(["kind", "payload", "secret", "idempotencyKey", "nextAttemptAt", "purpose"]))
  .prepare();
const dueDeliveries = db
  .select()
  .from(outbox)
  .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql.placeholder("now"))))
  .orderBy(asc(outbox.nextAttemptAt))
  .limit(sql.placeholder("limit"))
  .prepare();
const markDelivered = db
  .update(outbox)
  .set({ status: "delivered", attempts: sql`${outbox.attempts} + 1`, deliveredAt: sql`(unixepoch('subsec') * 1000)`, lastError: null })
  .where(eq(outbox.id, sql.placeholder("id")))
  .prepare();
// A delivered (or abandoned) message holding a secret (MailMessage.secret) is not kept: what
// remains says who got what.
const redactSecretPayload = db
  .update(outbox)
  .set({
    payload: sql`json_object('to', json_extract(${outbox.payload}, '$.to'), 'subject', json_extract(${outbox.payload}, '$.subject'), 'redacted', json('true'))`,
  })
  .where(and(eq(outbox.id, sql.placeholder("id")), eq(outbox.secret, true)))
  .prepare();

type Delivery = typeof outbox.$inferSelect;

/** Mark a delivery done, inside the caller's write transaction. */
function recordDelivered(id: number): void {
  markDelivered.run({ id });
  redactSecretPayload.run({ id });
}

// The built-in mailbox is this database: each message and its delivered mark commit together,
// so a crash can neither lose one nor put it in the mailbox twice. A whole batch is one commit.
function deliverToMailbox(rows: Delivery[]): void {
  writeTransaction(() => {
    for (const row of rows) {
      if (row.kind === "text") storeInTextOutbox(db, row.payload as TextDelivery);
      else storeInMailbox(row.payload as MailMessage);
      recordDelivered(row.id);
    }
  });
}

/**
 * How long a delivery that keeps failing in a passing way (network errors, 5xx, 429) is
 * retried: a weekend without the mail relay or the CRM loses nothing. A count of attempts
 * would not do: with the backoff, 20 attempts were spent in under ten hours.
 */
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * Queue a delivery; called inside the caller's transaction (one connection, so the row
 * commits or rolls back with what caused it). The worker sends it soon after commit, or
 * once `notBefore` has come. Returns the delivery's id. A message marked as holding a
 * secret keeps only its recipient and subject once done with.
 */
export function enqueue(item: OutboxItem, notBefore = new Date()): number {
  const secret = item.kind === "email" && Boolean(item.payload.secret);
  const { lastInsertRowid } = insertDelivery.run({
    kind: item.kind,
    payload: item.payload,
    secret,
    idempotencyKey: crypto.randomUUID(),
    nextAttemptAt: notBefore,
    purpose: item.kind === "email" ? (item.purpose ?? null) : null,
  });
  deliverSoon();
  return Number(lastInsertRowid);
}

/** Take back a delivery that has not gone out yet (a newer one says it better). False when it already went, or failed for good. */
export function withdrawPending(id: number): boolean {
  return (
    db
      .delete(outbox)
      .where(and(eq(outbox.id, id), eq(outbox.status, "pending")))
      .run().changes > 0
  );
}

export function crmEnabled(): boolean {
  return Boolean(env.CRM_WEBHOOK_URL);
}

/** Why a delivery failed, and whether trying again can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * Exponential backoff with jitter: 2 s, 4 s, 8 s ... capped at an hour, each delay drawn
 * between half and all of that step so many failed deliveries do not retry in lockstep.
 * A server's Retry-After wins when it asks for longer.
 */
export function retryDelayMs(attempt: number, retryAfterMs = 0, random = Math.random): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  const jittered = Math.round(step / 2 + (random() * step) / 2);
  return Math.max(jittered, Math.min(retryAfterMs, MAX_DELAY_MS));
}

function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** POST to the CRM webhook; retry network errors, 5xx and 429, give up on other 4xx. */
async function deliverToCrm(delivery: CrmDelivery, idempotencyKey: string): Promise<void> {
  const url = env.CRM_WEBHOOK_URL;
  if (!url) throw new DeliveryError("CRM_WEBHOOK_URL is not set", false);
  const body = JSON.stringify(delivery.body);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Idempotency-Key": idempotencyKey,
    "X-Event-Type": delivery.event,
  };
  if (env.CRM_WEBHOOK_SECRET) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = crypto.createHmac("sha256", env.CRM_WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest("hex");
    headers["X-Signature-Timestamp"] = timestamp;
    headers["X-Signature-256"] = `sha256=${signature}`;
  }
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new DeliveryError(`network error: ${(error as Error).message}`, true);
  }
  await response.body?.cancel();
  if (response.ok) return;
  const retryable = response.status === 429 || response.status >= 500;
  throw new DeliveryError(`CRM answered ${response.status}`, retryable, parseRetryAfter(response.headers.get("retry-after"), Date.now()));
}

/** Send one delivery over the network (CRM webhook or SMTP) and mark it delivered. */
async function deliver(row: Delivery, smtpUrl: string | undefined): Promise<void> {
  if (row.kind === "crm") {
    await deliverToCrm(row.payload as CrmDelivery, row.idempotencyKey);
  } else if (row.kind === "text") {
    await sendOverTwilio(row.payload as TextDelivery).catch((error: unknown) => {
      throw error instanceof TextSendError ? new DeliveryError(error.message, error.retryable) : error;
    });
  } else if (smtpUrl) {
    await sendOverSmtp(smtpUrl, row.payload as MailMessage).catch((error: Error) => {
      // SMTP trouble is usually passing (a busy or restarting relay): keep trying.
      throw new DeliveryError(`mail error: ${error.message}`, true);
    });
  }
  writeTransaction(() => recordDelivered(row.id));
}

/** Schedule another attempt, or give up on a delivery that cannot succeed or is too old. */
function recordFailure(row: Delivery, error: unknown, now: Date): void {
  const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), true);
  const attempts = row.attempts + 1;
  const giveUp = !failure.retryable || now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  db.update(outbox)
    .set({
      status: giveUp ? "failed" : "pending",
      attempts,
      lastError: failure.message,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, failure.retryAfterMs)),
    })
    .where(eq(outbox.id, row.id))
    .run();
  if (giveUp) redactSecretPayload.run({ id: row.id });
  if (giveUp) console.error(`[outbox] delivery ${row.id} (${row.kind}) failed for good: ${failure.message}`);
}

// Set on shutdown: the delivery in hand finishes and is recorded, no new one starts.
let stopping = false;

const BATCH_SIZE = 25;

/** Send everything that is due, up to a batch. Returns how many deliveries were attempted. */
export async function deliverDue(now = new Date(), limit = BATCH_SIZE): Promise<number> {
  const due = stopping ? [] : dueDeliveries.all({ now: now.getTime(), limit });
  const smtpUrl = env.SMTP_URL;
  // Without SMTP, e-mail goes to the built-in mailbox (this database), and without Twilio texts
  // to the built-in text outbox; the rest goes out.
  const textsStay = !twilioEnabled();
  const inMailbox = (row: Delivery) => (row.kind === "email" && !smtpUrl) || (row.kind === "text" && textsStay);
  const toMailbox = due.filter(inMailbox);
  const overNetwork = due.filter((row) => !inMailbox(row));
  if (toMailbox.length > 0) {
    try {
      deliverToMailbox(toMailbox);
    } catch (error) {
      for (const row of toMailbox) recordFailure(row, error, now);
    }
  }
  for (const row of overNetwork) {
    if (stopping) break;
    try {
      await deliver(row, smtpUrl);
    } catch (error) {
      recordFailure(row, error, now);
    }
  }
  return due.length;
}

let draining: Promise<void> | undefined;
let drainAgain = false;

/**
 * Deliver until nothing is due. A call during a run makes that run look again before it
 * ends, so whoever awaits it finds what they queued delivered (or scheduled for a retry).
 */
export function drainOutbox(): Promise<void> {
  if (draining) {
    drainAgain = true;
    return draining;
  }
  draining = (async () => {
    try {
      do {
        drainAgain = false;
        while ((await deliverDue()) === BATCH_SIZE) {
          // a full batch: there may be more
        }
      } while (drainAgain);
    } catch (error) {
      console.error("[outbox] worker error", error);
    } finally {
      draining = undefined;
    }
  })();
  return draining;
}

/**
 * How long after a delivery is queued the worker runs. Short enough that nobody waits for
 * their e-mail; long enough that under load one run (one query, one commit for the built-in
 * mailbox) delivers what many requests queued, instead of each request paying for its own.
 */
const DELIVER_SOON_MS = 20;
let soon: NodeJS.Timeout | undefined;

/** Run the worker shortly; calls before it runs share that run. */
export function deliverSoon(): void {
  if (soon || stopping) return;
  soon = setTimeout(() => {
    soon = undefined;
    void drainOutbox();
  }, DELIVER_SOON_MS);
  soon.unref();
}

let timer: NodeJS.Timeout | undefined;

/** The in-process worker: polls once a second; pending rows survive restarts in SQLite. */
export function startOutboxWorker(intervalMs = 1_000): void {
  if (timer) return;
  stopping = false;
  timer = setInterval(() => void drainOutbox(), intervalMs);
  timer.unref();
}

/** Stop after the delivery in progress, so none is sent without being marked delivered. */
export async function stopOutboxWorker(): Promise<void> {
  stopping = true;
  clearInterval(timer);
  clearTimeout(soon);
  timer = undefined;
  soon = undefined;
  await draining;
}
