import { and, eq, isNull } from "drizzle-orm";
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { textMessages } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { env, siteUrl } from "~/server/platform/env.server";

// The one module that talks to the text-message provider: Twilio through its own package when
// TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender are set; otherwise the built-in text
// outbox (the text_messages table, read by the admin), as e-mail has its mailbox. Called by the
// outbox worker, which retries; never from a request.

export const twilioEnabled = (): boolean => Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID));

/** What the outbox queues for a text: the log row holds the number and the words. */
export type TextDelivery = { textMessageId: number };

/** A send that failed; `retryable` when trying again can help (network, 5xx, 429). */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The path Twilio's status callbacks and inbound texts arrive at (see routes/webhooks.sms*.ts). */
export const STATUS_CALLBACK_PATH = "/webhooks/sms-status";

/** The package's own HTTP client, sent to another address (TWILIO_API_URL: a stand-in in tests). */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 10_000 });
  }
  request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: new URL(uri.pathname + uri.search, this.base).href });
  }
}

let client: twilio.Twilio | undefined;

function twilioClient(): twilio.Twilio {
  client ??= twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, {
    httpClient: env.TWILIO_API_URL ? new RedirectedRequestClient(new URL(env.TWILIO_API_URL)) : new twilio.RequestClient({ timeout: 10_000 }),
  });
  return client;
}

/** Into the built-in text outbox, inside the outbox's transaction (with its delivered mark). */
export function storeInTextOutbox(tx: Pick<AppDatabase, "update">, delivery: TextDelivery, now = new Date()): void {
  tx.update(textMessages).set({ status: "in-outbox", updatedAt: now }).where(eq(textMessages.id, delivery.textMessageId)).run();
  if (env.NODE_ENV !== "test") console.log(`[texts] text ${delivery.textMessageId} kept in the built-in text outbox (read it in the admin area: Texts)`);
}

const PROVIDER_STATUSES = ["accepted", "sent", "delivered", "undelivered", "failed"] as const;
type ProviderStatus = (typeof PROVIDER_STATUSES)[number];
/** Twilio's statuses as the log keeps them: queued and sending count as accepted. */
function logStatus(status: string): ProviderStatus {
  if ((PROVIDER_STATUSES as readonly string[]).includes(status)) return status as ProviderStatus;
  return status === "read" ? "delivered" : "accepted";
}

/**
 * Send one text through Twilio. A text that already has Twilio's id is done; one whose earlier
 * attempt was cut short after the call began (kill -9) is looked for at Twilio first, and
 * adopted if Twilio has it, so a restart never sends it twice.
 */
export async function sendOverTwilio(delivery: TextDelivery, now = new Date()): Promise<void> {
  const text = db.select().from(textMessages).where(eq(textMessages.id, delivery.textMessageId)).get();
  if (!text || text.providerSid) return;
  const api = twilioClient();
  try {
    if (text.sendingAt) {
      const earlier = (await api.messages.list({ to: text.toPhone, limit: 50 })).find(
        (message) => message.body === text.body && message.dateCreated.getTime() >= text.sendingAt!.getTime() - 60_000,
      );
      if (earlier) return recordSent(text.id, earlier.sid, earlier.status, now);
    }
    db.update(textMessages).set({ sendingAt: now }).where(eq(textMessages.id, text.id)).run();
    const sender = env.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID } : { from: env.TWILIO_FROM! };
    const message = await api.messages.create({ to: text.toPhone, body: text.body, statusCallback: `${siteUrl}${STATUS_CALLBACK_PATH}`, ...sender });
    recordSent(text.id, message.sid, message.status, now);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (typeof status === "number" && status >= 400 && status < 500 && status !== 429) {
      const reason = `Twilio refused it: ${(error as Error).message}`;
      db.update(textMessages).set({ status: "failed", note: reason, updatedAt: now }).where(eq(textMessages.id, text.id)).run();
      throw new TextSendError(reason, false);
    }
    throw new TextSendError(`Twilio error: ${(error as Error).message}`, true);
  }
}

function recordSent(id: number, sid: string, status: string, now: Date): void {
  writeTransaction((tx) =>
    tx
      .update(textMessages)
      .set({ providerSid: sid, status: logStatus(status), updatedAt: now })
      .where(and(eq(textMessages.id, id), isNull(textMessages.providerSid)))
      .run(),
  );
}

/** A status callback from Twilio: the text's status as the carrier reports it (and the error code of a failure). */
export function recordProviderStatus(sid: string, status: string, errorCode: string | null, now = new Date()): boolean {
  const note = errorCode ? `carrier error ${errorCode}` : undefined;
  return (
    db
      .update(textMessages)
      .set({ status: logStatus(status), updatedAt: now, ...(note ? { note } : {}) })
      .where(eq(textMessages.providerSid, sid))
      .run().changes > 0
  );
}

/**
 * Whether a webhook request came from Twilio: its X-Twilio-Signature over the address Twilio
 * was given (this site's SITE_URL and the path, never the request's Host) and the posted fields.
 */
export function signedByTwilio(path: string, params: Record<string, string>, signature: string | null): boolean {
  if (!twilioEnabled() || !signature) return false;
  return twilio.validateRequest(env.TWILIO_AUTH_TOKEN!, signature, `${siteUrl}${path}`, params);
}
