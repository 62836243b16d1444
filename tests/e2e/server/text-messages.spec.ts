import { expect, test } from "@playwright/test";
import { startTwilioStandIn, type TwilioStandIn } from "../../support/twilio-stand-in";
import { bookingForm, freeSlots, manySlots, post, readDatabase } from "../support/reliability";
import { onDatabase, startServer, type ServerProcess } from "../support/server-process";

// Texts outlive kill -9: bookings at full speed, each with the text box ticked, the server
// killed in the middle, then started again on the same database. Every booking told "done"
// gets its confirmation text exactly once, through the built-in text outbox (each text commits
// with its delivered mark) and through Twilio (the stand-in on 127.0.0.1; an attempt cut short
// is looked up at Twilio before it is made again). Then Twilio's signed webhooks, over HTTP.

const settings = { ...manySlots, RATE_LIMIT_MULTIPLIER: "100000", BOOKINGS_PER_HOUR: "1000", HOST_NOTIFY_EMAIL: "host@example.test" };
const WRITERS = 3;
const KILL_AFTER = 15;

/** Book with the text box ticked until `KILL_AFTER` are acknowledged, then kill -9; returns the acknowledged phones (E.164). */
async function bookUntilKilled(server: ServerProcess): Promise<string[]> {
  const slots = await freeSlots(server.baseURL);
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const writer = async () => {
    while (!killed && next < slots.length) {
      const index = next++;
      const form = bookingForm(slots[index], `texted-${index}@example.test`, index);
      form.set("smsConsent", "yes");
      const status = await post(server.baseURL, "/booking-calendar", form).catch(() => null);
      if (status === null) return;
      if (status === 302) acknowledged.push(`+1${form.get("phone")}`);
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true;
        server.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await server.exited;
  expect(server.child.signalCode).toBe("SIGKILL");
  return acknowledged;
}

const confirmations = (server: Pick<ServerProcess, "dataDirectory">) =>
  readDatabase(
    server.dataDirectory,
    (database) =>
      database.prepare("select to_phone as phone, status, provider_sid as sid from text_messages where kind = 'confirmation'").all() as {
        phone: string;
        status: string;
        sid: string | null;
      }[],
  );

test("kill -9 mid-load: each acknowledged booking's confirmation text goes to the built-in text outbox once", async () => {
  test.setTimeout(60_000);
  const server = await startServer(settings);
  let restarted: ServerProcess | undefined;
  try {
    const phones = await bookUntilKilled(server);
    restarted = await startServer(settings, server.dataDirectory);
    await expect.poll(() => confirmations(server).filter((text) => text.status === "queued").length, { timeout: 20_000 }).toBe(0);
    const texts = confirmations(server);
    for (const phone of phones)
      expect(
        texts.filter((text) => text.phone === phone),
        phone,
      ).toEqual([{ phone, status: "in-outbox", sid: null }]);
    expect(
      readDatabase(server.dataDirectory, (database) =>
        database.prepare("select count(*) as count from outbox where kind = 'text' and status <> 'delivered'").get(),
      ),
    ).toEqual({ count: 0 });
    console.log(`[texts] built-in outbox: ${phones.length} bookings acknowledged before kill -9, ${texts.length} confirmation texts, each once`);
  } finally {
    await restarted?.stop();
  }
});

test("kill -9 mid-load: each acknowledged booking's confirmation reaches Twilio once", async () => {
  test.setTimeout(60_000);
  const twilio: TwilioStandIn = await startTwilioStandIn();
  const server = await startServer({ ...settings, ...twilio.settings });
  let restarted: ServerProcess | undefined;
  try {
    const phones = await bookUntilKilled(server);
    const beforeRestart = twilio.messages.length;
    restarted = await startServer({ ...settings, ...twilio.settings }, server.dataDirectory);
    await expect.poll(() => confirmations(server).filter((text) => text.sid === null).length, { timeout: 20_000 }).toBe(0);
    for (const phone of phones)
      expect(
        twilio.messages.filter((message) => message.to === phone),
        phone,
      ).toHaveLength(1);
    expect(twilio.messages.length).toBe(confirmations(server).length);
    console.log(
      `[texts] Twilio: ${phones.length} bookings acknowledged before kill -9, ${beforeRestart} texts at Twilio then, ${twilio.messages.length} after the restart, none twice`,
    );
  } finally {
    await restarted?.stop();
    await twilio.close();
  }
});

test("Twilio's signed webhooks over HTTP: an inbound STOP is believed, a forged one refused; the status callback reaches the log", async () => {
  const twilio = await startTwilioStandIn();
  const server = await startServer({ ...settings, ...twilio.settings });
  try {
    const [slot] = await freeSlots(server.baseURL);
    const form = bookingForm(slot, "webhooks@example.test", 1);
    form.set("smsConsent", "yes");
    expect(await post(server.baseURL, "/booking-calendar", form)).toBe(302);
    await expect.poll(() => twilio.messages.length, { timeout: 10_000 }).toBe(1);
    const phone = `+1${form.get("phone")}`;
    // Twilio signs for the address it was given: this site's SITE_URL (http://localhost:PORT by default).
    const webhook = `${server.baseURL}/webhooks/sms`;
    const signedFor = `http://localhost:${server.port}/webhooks/sms`;

    const forged = await twilio.receive(webhook, phone, "STOP", { signedFor: "https://evil.example/webhooks/sms" });
    expect(forged.response.status).toBe(403);
    const stop = await twilio.receive(webhook, phone, "STOP", { signedFor });
    expect(stop.response.status).toBe(200);
    expect(stop.response.headers.get("content-type")).toContain("text/xml");
    expect(onDatabase(server, (database) => database.prepare("select event from text_consents where phone = ? order by id").all(phone))).toEqual([
      { event: "granted" },
      { event: "opted-out" },
    ]);

    const [message] = twilio.messages;
    const statusUrl = `${server.baseURL}/webhooks/sms-status`;
    const params = { AccountSid: twilio.settings.TWILIO_ACCOUNT_SID, MessageSid: message.sid, MessageStatus: "delivered", To: phone };
    const { postSigned } = await import("../../support/twilio-stand-in");
    expect((await postSigned(statusUrl, params, { signedFor: `http://localhost:${server.port}/webhooks/sms-status` })).status).toBe(204);
    expect(onDatabase(server, (database) => database.prepare("select status from text_messages where provider_sid = ?").get(message.sid))).toEqual({
      status: "delivered",
    });
  } finally {
    await server.stop();
    await twilio.close();
  }
});
