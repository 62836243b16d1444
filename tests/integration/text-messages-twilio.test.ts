import { afterAll, afterEach, describe, expect, it } from "vitest";
import { dateInZone } from "~/lib/calendar-dates";
import { yearLike } from "../support/calendar-year";
import { startTwilioStandIn, STAND_IN_AUTH_TOKEN } from "../support/twilio-stand-in";

// Texts through the real twilio package, pointed at the stand-in on 127.0.0.1: sends,
// retries, status callbacks and inbound replies on the site's webhooks, each signed as Twilio
// signs them (a forged or misdirected signature is refused).

const twilio = await startTwilioStandIn();
Object.assign(process.env, twilio.settings, { HOST_NOTIFY_EMAIL: "host@example.test", BOOKINGS_PER_HOUR: "100", CALL_BUFFER_MINUTES: "0" });

const { createBooking } = await import("~/server/calls/bookings.server");
const { sendDueTexts } = await import("~/server/calls/call-texts.server");
const { deliverDue, drainOutbox } = await import("~/server/delivery/outbox.server");
const { siteUrl } = await import("~/server/platform/env.server");
const { db } = await import("~/server/platform/db.server");
const inbound = await import("~/routes/_calls+/webhooks.sms");
const statusCallback = await import("~/routes/_calls+/webhooks.sms-status");

afterAll(() => twilio.close());
afterEach(() => {
  twilio.messages.length = 0;
  db.$client.exec(
    "delete from scheduled_texts; delete from text_messages; delete from text_consents; delete from text_replies; delete from outbox; delete from mail; delete from call_reminders; delete from bookings",
  );
});

const YEAR = yearLike(2027);
const at = (iso: string) => new Date(iso);
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const deliverAll = async (now = at("2100-01-01T00:00:00Z")) => {
  while ((await deliverDue(now)) > 0);
};

let serial = 0;
function book(phone: string, start = at(`${YEAR}-03-17T16:00:00Z`)) {
  serial++;
  const timezone = "America/New_York";
  const result = createBooking(
    { date: dateInZone(start, timezone), datetime: start.toISOString(), timezone, name: `Booker ${serial}`, email: `twilio${serial}@example.test`, phone },
    { location: "usa-canada" },
    at(`${YEAR}-03-10T15:00:00Z`),
    null,
    { ticked: true, ip: "203.0.113.9", userAgent: "Test" },
  );
  if (result.outcome !== "booked") throw new Error(result.outcome);
  return { id: result.bookingId, start };
}

/** A webhook post as Twilio makes it, handed to the route's action as Remix would. */
async function webhook(route: { action: (args: never) => Promise<Response> }, path: string, params: Record<string, string>, signature?: string) {
  const { default: twilioPackage } = await import("twilio");
  const request = new Request(`${siteUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": signature ?? twilioPackage.getExpectedTwilioSignature(STAND_IN_AUTH_TOKEN, `${siteUrl}${path}`, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  return route.action({ request, params: {}, context: {} } as never);
}

describe("sending", () => {
  it("the confirmation goes to Twilio from the site's number, with the status callback; the carrier's reports reach the log", async () => {
    const call = book("(212) 555-0301");
    await deliverAll();
    expect(twilio.messages).toHaveLength(1);
    const [message] = twilio.messages;
    expect(message).toMatchObject({ to: "+12125550301", from: "+15005550006", statusCallback: `${siteUrl}/webhooks/sms-status` });
    expect(message.body).toMatch(/^Chip Repair Academy: your free strategy call is booked for .* Reply STOP to opt out\.$/);
    expect(sql("select status, provider_sid, booking_id from text_messages")).toEqual([{ status: "accepted", provider_sid: message.sid, booking_id: call.id }]);

    const params = { MessageSid: message.sid, MessageStatus: "delivered", To: message.to, AccountSid: twilio.settings.TWILIO_ACCOUNT_SID };
    expect((await webhook(statusCallback, "/webhooks/sms-status", params)).status).toBe(204);
    expect(sql("select status from text_messages")).toEqual([{ status: "delivered" }]);
    // Forged: another token's signature, or one made for another address, changes nothing.
    const { default: twilioPackage } = await import("twilio");
    const forged = { ...params, MessageStatus: "undelivered" };
    expect(
      (
        await webhook(
          statusCallback,
          "/webhooks/sms-status",
          forged,
          twilioPackage.getExpectedTwilioSignature("another-token-0123456789", `${siteUrl}/webhooks/sms-status`, forged),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await webhook(
          statusCallback,
          "/webhooks/sms-status",
          forged,
          twilioPackage.getExpectedTwilioSignature(STAND_IN_AUTH_TOKEN, "https://evil.example/webhooks/sms-status", forged),
        )
      ).status,
    ).toBe(403);
    expect((await webhook(statusCallback, "/webhooks/sms-status", forged, "")).status).toBe(403);
    expect(sql("select status from text_messages")).toEqual([{ status: "delivered" }]);
  });

  it("a passing failure (500, 429) is retried and sent once; a refusal (an invalid number) fails for good", async () => {
    twilio.failNext({ status: 500, code: 20500, message: "Internal Server Error" }, { status: 429, code: 20429, message: "Too Many Requests" });
    book("(212) 555-0302");
    // The worker's own runs, each once the retry is due (on the real clock: a delivery is given up 3 days after it was queued).
    const attemptNow = async () => {
      db.$client.prepare("update outbox set next_attempt_at = ? where status = 'pending'").run(Date.now());
      await drainOutbox();
    };
    await attemptNow();
    await attemptNow();
    expect(sql("select status, attempts from outbox where kind = 'text'")).toEqual([{ status: "pending", attempts: 2 }]);
    await attemptNow();
    expect(twilio.messages.filter((message) => message.to === "+12125550302")).toHaveLength(1);
    expect(sql("select status from outbox where kind = 'text'")).toEqual([{ status: "delivered" }]);

    twilio.failNext({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
    book("(212) 555-0303", at(`${YEAR}-03-17T17:00:00Z`));
    await deliverAll();
    expect(
      sql(
        "select o.status as outbox, t.status as text, t.note from outbox o join text_messages t on t.id = json_extract(o.payload, '$.textMessageId') where t.to_phone = '+12125550303'",
      ),
    ).toEqual([{ outbox: "failed", text: "failed", note: "Twilio refused it: The 'To' number is not a valid phone number." }]);
  });

  it("an attempt cut short after Twilio took the message (kill -9) is found at Twilio, not sent again", async () => {
    book("(212) 555-0304");
    // The attempt began (sending_at) and Twilio has the message, but its answer never arrived.
    const [text] = sql<{ id: number; body: string }>("select id, body from text_messages");
    const began = new Date();
    db.$client.prepare("update text_messages set sending_at = ? where id = ?").run(began.getTime(), text.id);
    const taken = twilio.record({ to: "+12125550304", from: "+15005550006", body: text.body, dateCreated: began });
    await deliverAll();
    expect(twilio.messages).toHaveLength(1);
    expect(sql("select provider_sid, status from text_messages")).toEqual([{ provider_sid: taken.sid, status: "accepted" }]);
  });
});

describe("replies on the webhook", () => {
  it("a signed STOP opts the number out (Twilio confirms it; the site sends nothing more), a forged one is refused", async () => {
    const call = book("(212) 555-0305");
    await deliverAll();
    const stop = { From: "+12125550305", To: "+15005550006", Body: "Stop", MessageSid: "SMinbound1", AccountSid: twilio.settings.TWILIO_ACCOUNT_SID };
    const forged = await webhook(inbound, "/webhooks/sms", stop, "bm90IGEgc2lnbmF0dXJl");
    expect(forged.status).toBe(403);
    expect(sql("select count(*) as count from text_replies")).toEqual([{ count: 0 }]);

    const answer = await webhook(inbound, "/webhooks/sms", stop);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(sql("select event, source from text_consents order by id")).toEqual([
      { event: "granted", source: "/booking-calendar" },
      { event: "opted-out", source: "reply" },
    ]);
    // The reminder's time comes: nothing goes to Twilio.
    expect(await sendDueTexts(new Date(call.start.getTime() - 2 * 60 * 60 * 1000))).toEqual({ sent: 0, notSent: 1 });
    await deliverAll();
    expect(twilio.messages).toHaveLength(1);
  });

  it("HELP is left to Twilio's own answer; any other reply is kept and forwarded to the host, once however often Twilio posts it", async () => {
    book("(212) 555-0306");
    await deliverAll();
    const reply = { From: "+12125550306", To: "+15005550006", Body: "Can we do 3pm instead?", MessageSid: "SMinbound2" };
    expect((await webhook(inbound, "/webhooks/sms", { ...reply, Body: "HELP", MessageSid: "SMinbound3" })).status).toBe(200);
    expect((await webhook(inbound, "/webhooks/sms", reply)).status).toBe(200);
    expect((await webhook(inbound, "/webhooks/sms", reply)).status).toBe(200);
    await deliverAll();
    expect(twilio.messages).toHaveLength(1);
    expect(sql("select body, keyword from text_replies order by id")).toEqual([
      { body: "HELP", keyword: "help" },
      { body: "Can we do 3pm instead?", keyword: null },
    ]);
    expect(sql("select to_address, subject from mail where subject like 'Text reply%'")).toEqual([
      { to_address: "host@example.test", subject: "Text reply from +12125550306" },
    ]);
  });
});
