import { expect, test } from "@playwright/test";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { startStripeStandIn } from "../../support/stripe-stand-in";
import { onDatabase, postForm, startServer, type ServerProcess } from "../support/server-process";

// An instalment's charge is a row in SQLite, written before the card is charged, with the
// key the charge is sent under. A server killed (kill -9) while Stripe is taking the money
// leaves that row behind; the server started again, with a second process beside it on the
// same database, sends the same key once the row's lease has run out, and Stripe answers with
// the charge it already made: the buyer pays once. The test moves the clock by moving the
// due time and the lease in the database.

test("a server killed in the middle of an instalment's charge charges it once after a restart, with two processes running", async () => {
  test.setTimeout(90_000);
  const standIn = await startStripeStandIn();
  const stripeEnv = {
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e_secret",
    STRIPE_API_URL: standIn.url,
    RATE_LIMIT_MULTIPLIER: "1000",
  };
  const first = await startServer(stripeEnv);
  const servers: ServerProcess[] = [first];
  const email = `instalment-crash-${Date.now()}@example.test`;
  try {
    // The split plan, paid at Stripe's checkout, which saves the card.
    const form = {
      firstName: "Casey",
      lastName: "Crash",
      email,
      street: "77 Harbor Way",
      street2: "",
      city: "Boise",
      state: "ID",
      zip: "83702",
      phone: "208 555 0177",
      [HONEYPOT_FIELD]: "",
    };
    const ordered = await postForm(`${first.baseURL}/order?package=qualified-split`, form);
    expect(ordered.status).toBe(302);
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === ordered.headers.location)!;
    standIn.pay(session.id);
    expect((await fetch(`${first.baseURL}/order/complete?session_id=${session.id}`)).status).toBe(200);
    const instalment = () =>
      onDatabase(first, (database) =>
        database.prepare("select i.id, i.status, i.settled_by from instalments i join orders o on o.id = i.order_id where o.buyer_email = ?").get(email),
      ) as {
        id: number;
        status: string;
        settled_by: string | null;
      };
    expect(instalment().status).toBe("scheduled");

    // 30 days on, the worker starts the charge; Stripe has it when the server dies.
    const held = standIn.holdNextCharge();
    onDatabase(first, (database) =>
      database.prepare("update instalments set due_at = ?, next_attempt_at = ? where id = ?").run(Date.now() - 1000, Date.now() - 1000, instalment().id),
    );
    await held.arrived;
    first.child.kill("SIGKILL");
    await first.exited;
    held.release(); // Stripe takes the money; its answer goes nowhere.
    await expect.poll(() => standIn.charges.length).toBe(1);
    expect(
      onDatabase(first, (database) => database.prepare("select attempt, status from instalment_charges where instalment_id = ?").all(instalment().id)),
    ).toEqual([{ attempt: 1, status: "charging" }]);

    // Back up, and a second process on the same database; then the charge's lease runs out.
    servers.push(await startServer(stripeEnv, first.dataDirectory), await startServer(stripeEnv, first.dataDirectory));
    onDatabase(first, (database) =>
      database.prepare("update instalment_charges set lease_until = ? where instalment_id = ?").run(Date.now() - 1000, instalment().id),
    );

    await expect.poll(() => instalment().status, { timeout: 20_000 }).toBe("paid");
    expect(instalment().settled_by).toBe("saved-card");
    const keys = standIn.calls.filter((call) => call.path === "/v1/payment_intents").map((call) => call.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`instalment-${instalment().id}-attempt-1`]));
    expect(standIn.charges).toHaveLength(1);
    const receipts = () =>
      onDatabase(first, (database) =>
        database
          .prepare("select id from outbox where kind = 'email' and payload like ? and json_extract(payload, '$.subject') like 'Payment received:%'")
          .all(`%${email}%`),
      );
    expect(receipts()).toHaveLength(1);
    // Both processes have looked again since (every 5 s): still one charge, one receipt.
    const settledAt = Date.now();
    await expect.poll(() => Date.now() - settledAt, { timeout: 15_000 }).toBeGreaterThan(11_000);
    expect(standIn.charges).toHaveLength(1);
    expect(receipts()).toHaveLength(1);
  } finally {
    for (const server of servers) await server.stop();
    await standIn.close();
  }
});
