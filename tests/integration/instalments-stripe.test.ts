import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingFor } from "../support/shipping-address";
import { startStripeStandIn, type StandInSession, type StripeStandIn } from "../support/stripe-stand-in";

// A plan sold in instalments, through Stripe: the stripe package's real HTTP calls against
// the stand-in API on 127.0.0.1. The checkout saves the card under a customer, the second
// payment is charged to it without the buyer when it falls due (once, whatever crashes,
// retries and duplicate events happen around it), a failed one is tried again on the retry
// schedule and the buyer can pay it through a link with another card. Time is passed in as
// `now`: each test has its own stretch of it, earlier than the tests before, so nothing an
// earlier test left scheduled ever falls due in a later one.

const WEBHOOK_SECRET = "whsec_stand_in_instalments";
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PLAN_CENTS = 99_700;

let standIn: StripeStandIn;
let modules: {
  purchases: typeof import("~/server/sales/purchases.server");
  instalments: typeof import("~/server/sales/instalment-schedule.server") &
    typeof import("~/server/sales/instalment-charging.server") &
    typeof import("~/server/sales/instalment-pay-link.server") &
    typeof import("~/server/sales/instalment-admin.server");
  access: typeof import("~/server/members/member-access.server");
  webhook: typeof import("~/routes/_sales+/webhooks.stripe");
  db: typeof import("~/server/platform/db.server");
  payments: typeof import("~/server/sales/payments.server");
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    INSTALMENT_RETRY_DAYS: "3,7,14",
  });
  modules = {
    purchases: await import("~/server/sales/purchases.server"),
    instalments: {
      ...(await import("~/server/sales/instalment-schedule.server")),
      ...(await import("~/server/sales/instalment-charging.server")),
      ...(await import("~/server/sales/instalment-pay-link.server")),
      ...(await import("~/server/sales/instalment-admin.server")),
    },
    access: await import("~/server/members/member-access.server"),
    webhook: await import("~/routes/_sales+/webhooks.stripe"),
    db: await import("~/server/platform/db.server"),
    payments: await import("~/server/sales/payments.server"),
  };
});
afterAll(() => standIn.close());

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => modules.db.db.$client.prepare(query).all(...params) as T[];

/** Each test's start, 1000 days before the previous test's (and far after the real time, so no e-mail is delivered and redacted meanwhile). */
let epoch = Date.UTC(2100, 0, 1);
const clock = () => (epoch -= 1000 * DAY_MS);

const newEmail = () => `plan-${Math.random().toString(36).slice(2)}@example.test`;

type InstalmentRow = {
  id: number;
  order_id: string;
  number: number;
  amount_cents: number;
  due_at: number;
  status: string;
  next_attempt_at: number | null;
  last_failure: string | null;
  paid_at: number | null;
  settled_by: string | null;
  payment_reference: string | null;
};
type OrderRow = { id: string; status: string; provider_customer_id: string | null; saved_payment_method: string | null; user_id: string };
type Mail = { to: string; subject: string; text: string };

const instalment = (id: number) => sql<InstalmentRow>("select * from instalments where id = ?", id)[0];
const order = (id: string) => sql<OrderRow>("select * from orders where id = ?", id)[0];
const chargeRows = (instalmentId: number) =>
  sql(
    "select attempt, status, trigger, failure, payment_reference, lease_until from instalment_charges where instalment_id = ? order by attempt",
    instalmentId,
  );
/** The charges the stand-in made for an instalment. */
const chargesOf = (instalmentId: number) => standIn.charges.filter((charge) => charge.metadata.instalmentId === String(instalmentId));
/** The charge requests sent with one idempotency key (the package's retries included). */
const callsWithKey = (key: string) =>
  standIn.calls.filter((call) => call.method === "POST" && call.path === "/v1/payment_intents" && call.idempotencyKey === key);
const emailsTo = (email: string): Mail[] =>
  sql<{ payload: string }>("select payload from outbox where kind = 'email' and json_extract(payload, '$.to') = ? order by id", email).map(
    (row) => JSON.parse(row.payload) as Mail,
  );
const receipts = (email: string) => emailsTo(email).filter((mail) => mail.subject.startsWith("Payment received: "));
const failureNotices = (email: string) => emailsTo(email).filter((mail) => mail.subject.startsWith("Your payment did not go through: "));

const collect = (at: number) => modules.instalments.collectDueInstalments(new Date(at));
const memberAccess = (userId: string) => modules.access.memberAccess({ id: userId, roles: [] });

function postEvent(type: string, object: unknown) {
  const event = standIn.signedEvent(type, object, WEBHOOK_SECRET);
  const request = new Request("http://127.0.0.1/webhooks/stripe", {
    method: "POST",
    body: event.body,
    headers: { "Stripe-Signature": event.signature, "Content-Type": "application/json" },
  });
  return modules.webhook.action({ request, params: {}, context: { clientAddress: "127.0.0.1" } });
}

function sessionAt(url: string): StandInSession {
  const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
  if (!session) throw new Error(`No stand-in session behind ${url}`);
  return session;
}

async function startPlanCheckout(email: string) {
  return sessionAt(await modules.purchases.startCheckout("qualified-split", { firstName: "Pat", lastName: "Plan", email }, shippingFor("qualified-split")));
}

/** A buyer checks out the plan at `now`, pays with `card` and returns to the site: the order, its second instalment and the card saved. */
async function buyPlan(now: number, { email = newEmail(), card = "pm_card_visa" } = {}) {
  const session = await startPlanCheckout(email);
  standIn.pay(session.id, card);
  expect(await modules.purchases.verifyCheckout(session.id, new Date(now))).toMatchObject({ success: true });
  const [orderRow] = sql<OrderRow>("select * from orders where provider_session_id = ?", session.id);
  const [due] = sql<InstalmentRow>("select * from instalments where order_id = ?", orderRow.id);
  return { email, session, order: orderRow, instalment: due, card: standIn.paymentMethodOf(session.id), customer: session.customer! };
}

/** The instalment's pay link, from the failure e-mail: `/pay/{id}.{signature}`. */
function payLinkIn(mail: Mail): { path: string; token: string } {
  const match = mail.text.match(/\/pay\/(\d+\.[0-9a-z]+\.[\w-]{43})/);
  if (!match) throw new Error(`No pay link in: ${mail.text}`);
  return { path: match[0], token: match[1] };
}

/** The buyer opens the pay link and is sent to a checkout of the instalment. */
async function openPayLink(instalmentId: number, now: number): Promise<StandInSession> {
  const payment = await modules.instalments.startInstalmentPayment(instalmentId, new Date(now));
  if (payment.outcome !== "checkout") throw new Error(`The pay link offers no checkout: ${payment.outcome}`);
  return sessionAt(payment.url);
}

describe("A plan in instalments through Stripe", () => {
  it("the checkout saves the card under a new customer, paying schedules the second payment 30 days on, and the buyer's next plan uses the same customer", async () => {
    const now = clock();
    const email = newEmail();
    const session = await startPlanCheckout(email);
    expect(session).toMatchObject({
      amount_total: PLAN_CENTS,
      customer: null,
      customer_email: email,
      customer_creation: "always",
      payment_intent_data: { setup_future_usage: "off_session", metadata: { orderId: session.client_reference_id } },
    });
    // Stripe's page says, above its pay button, that the card is kept and what it will be charged when, with the terms.
    expect(session.custom_text.submit?.message).toMatch(
      /^By paying today you agree that we keep the card you pay with and charge it, without asking again: \$997\.00 on \w+day, \w+ \d{1,2}, \d{4} \(payment 2 of 2\)\. .* Terms of Use: http:\/\/localhost:\d+\/terms$/,
    );

    standIn.pay(session.id);
    expect(await modules.purchases.verifyCheckout(session.id, new Date(now))).toMatchObject({ success: true, email });
    // Asked with the payment expanded: the saved card is on the payment, not the session.
    expect(standIn.calls.filter((call) => call.path === `/v1/checkout/sessions/${session.id}`).map((call) => call.query)).toContainEqual({
      expand: { 0: "payment_intent" },
    });
    const [first] = sql<OrderRow>("select * from orders where provider_session_id = ?", session.id);
    expect(session.customer).toMatch(/^cus_/);
    expect(first).toMatchObject({ status: "paid", provider_customer_id: session.customer, saved_payment_method: standIn.paymentMethodOf(session.id) });
    expect(first.saved_payment_method).toMatch(/^pm_/);
    expect(sql("select number, amount_cents, due_at, status, next_attempt_at from instalments where order_id = ?", first.id)).toEqual([
      { number: 2, amount_cents: PLAN_CENTS, due_at: now + 30 * DAY_MS, status: "scheduled", next_attempt_at: now + 30 * DAY_MS },
    ]);

    // Someone else typing that address gets a customer of their own: a typed e-mail never picks
    // the buyer's customer (the stranger's card would be saved to it).
    const stranger = await startPlanCheckout(email);
    expect(stranger).toMatchObject({ customer: null, customer_email: email, customer_creation: "always" });

    // The same buyer's next plan, signed in to their account: the same customer, so both cards are theirs.
    const again = sessionAt(
      await modules.purchases.startCheckout("qualified-split", { firstName: "Pat", lastName: "Plan", email }, shippingFor("qualified-split"), {
        buyerAccountId: first.user_id,
      }),
    );
    expect(again).toMatchObject({
      customer: session.customer,
      customer_email: null,
      customer_creation: null,
      payment_intent_data: { setup_future_usage: "off_session" },
    });
    standIn.pay(again.id, "pm_card_mastercard");
    expect(await modules.purchases.verifyCheckout(again.id, new Date(now + DAY_MS))).toMatchObject({ success: true });
    const [second] = sql<OrderRow>("select * from orders where provider_session_id = ?", again.id);
    expect(second).toMatchObject({ provider_customer_id: session.customer, saved_payment_method: standIn.paymentMethodOf(again.id) });
    expect(second.saved_payment_method).not.toBe(first.saved_payment_method);
  });

  it("when the second payment falls due, the saved card is charged off session under a key naming the attempt; the buyer gets a receipt", async () => {
    const now = clock();
    const plan = await buyPlan(now);
    const { id, due_at: dueAt } = plan.instalment;

    expect(await collect(dueAt - MINUTE_MS)).toEqual({ paid: 0, failed: 0, unknown: 0 });
    expect(chargesOf(id)).toEqual([]);

    expect(await collect(dueAt + MINUTE_MS)).toEqual({ paid: 1, failed: 0, unknown: 0 });
    const charges = chargesOf(id);
    expect(charges).toEqual([
      {
        idempotencyKey: `instalment-${id}-attempt-1`,
        paymentIntent: expect.stringMatching(/^pi_/),
        amount: PLAN_CENTS,
        currency: "usd",
        customer: plan.customer,
        paymentMethod: plan.card,
        offSession: true,
        outcome: "succeeds",
        metadata: { orderId: plan.order.id, instalmentId: String(id), attempt: "1" },
      },
    ]);
    expect(instalment(id)).toMatchObject({
      status: "paid",
      settled_by: "saved-card",
      payment_reference: charges[0].paymentIntent,
      paid_at: dueAt + MINUTE_MS,
      next_attempt_at: null,
    });
    expect(chargeRows(id)).toMatchObject([{ attempt: 1, status: "paid", trigger: "schedule", payment_reference: charges[0].paymentIntent }]);
    const [receipt] = receipts(plan.email);
    expect(receipts(plan.email)).toHaveLength(1);
    expect(receipt).toMatchObject({ to: plan.email, subject: "Payment received: Complete Training System (Split Pay)" });
    expect(receipt.text).toContain("Payment received: $997.00 for the Complete Training System (Split Pay) (payment 2 of 2).");
    expect(receipt.text).toContain("Your plan is now paid in full.");

    // Nothing is charged again.
    expect(await collect(dueAt + 20 * DAY_MS)).toEqual({ paid: 0, failed: 0, unknown: 0 });
    expect(chargesOf(id)).toHaveLength(1);
  });

  it("a card that asks for authentication: retried in 3 days, the buyer e-mailed a link, and paying through it with another card settles the instalment and saves that card", async () => {
    const now = clock();
    const plan = await buyPlan(now);
    const { id, due_at: dueAt } = plan.instalment;
    standIn.setCardBehaviour(plan.card, "authentication_required");

    expect(await collect(dueAt + MINUTE_MS)).toEqual({ paid: 0, failed: 1, unknown: 0 });
    const [charge] = chargesOf(id);
    expect(charge).toMatchObject({ idempotencyKey: `instalment-${id}-attempt-1`, outcome: "authentication_required", offSession: true });
    expect(standIn.paymentIntents.get(charge.paymentIntent)).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "authentication_required" },
    });
    expect(instalment(id)).toMatchObject({ status: "retrying", next_attempt_at: dueAt + 3 * DAY_MS, last_failure: "authentication_required" });
    expect(chargeRows(id)).toMatchObject([{ attempt: 1, status: "failed", failure: "authentication_required", payment_reference: charge.paymentIntent }]);

    const [notice] = failureNotices(plan.email);
    expect(failureNotices(plan.email)).toHaveLength(1);
    expect(notice.text).toContain("your bank asks you to confirm the payment yourself");
    const link = payLinkIn(notice);
    expect(modules.instalments.instalmentIdFromToken(link.token)).toBe(id);
    expect(link.path).toBe(modules.instalments.instalmentPayPath({ id, dueAt: new Date(dueAt) }));

    // The link opens a checkout of the instalment for the same customer, saving the card used.
    const session = await openPayLink(id, dueAt + 2 * MINUTE_MS);
    expect(session).toMatchObject({
      amount_total: PLAN_CENTS,
      customer: plan.customer,
      customer_email: null,
      client_reference_id: plan.order.id,
      metadata: { orderId: plan.order.id, instalmentId: String(id) },
      payment_intent_data: { setup_future_usage: "off_session", metadata: { orderId: plan.order.id, instalmentId: String(id) } },
    });
    standIn.pay(session.id, "pm_card_mastercard");
    const newCard = standIn.paymentMethodOf(session.id);
    expect(newCard).not.toBe(plan.card);

    expect(await modules.instalments.verifyInstalmentPayment(id, session.id)).toBe(true);
    expect(instalment(id)).toMatchObject({ status: "paid", settled_by: "pay-link", payment_reference: session.payment_intent, next_attempt_at: null });
    expect(order(plan.order.id)).toMatchObject({ saved_payment_method: newCard, provider_customer_id: plan.customer });
    expect(receipts(plan.email)).toHaveLength(1);

    // The retry that was planned does not happen.
    expect(await collect(dueAt + 3 * DAY_MS + MINUTE_MS)).toEqual({ paid: 0, failed: 0, unknown: 0 });
    expect(chargesOf(id)).toHaveLength(1);
  });

  it("a declined card is tried again 3, 7 and 14 days after the due date, then the plan lapses and pauses member access until it is paid through the link", async () => {
    const now = clock();
    const plan = await buyPlan(now);
    const { id, due_at: dueAt } = plan.instalment;
    const userId = plan.order.user_id;
    standIn.setCardBehaviour(plan.card, "card_declined");
    expect(memberAccess(userId)).toMatchObject({ granted: true, basis: "order" });

    expect(await collect(dueAt + MINUTE_MS)).toEqual({ paid: 0, failed: 1, unknown: 0 });
    expect(instalment(id)).toMatchObject({ status: "retrying", next_attempt_at: dueAt + 3 * DAY_MS, last_failure: "card_declined" });
    expect(memberAccess(userId)).toMatchObject({ granted: true });

    // Not before its time.
    expect(await collect(dueAt + 3 * DAY_MS - MINUTE_MS)).toEqual({ paid: 0, failed: 0, unknown: 0 });
    expect(await collect(dueAt + 3 * DAY_MS + MINUTE_MS)).toEqual({ paid: 0, failed: 1, unknown: 0 });
    expect(instalment(id)).toMatchObject({ status: "retrying", next_attempt_at: dueAt + 7 * DAY_MS });

    standIn.setCardBehaviour(plan.card, "expired_card");
    expect(await collect(dueAt + 7 * DAY_MS + MINUTE_MS)).toEqual({ paid: 0, failed: 1, unknown: 0 });
    expect(instalment(id)).toMatchObject({ status: "retrying", next_attempt_at: dueAt + 14 * DAY_MS, last_failure: "expired_card" });
    expect(failureNotices(plan.email).at(-1)!.text).toContain("your card has expired");
    expect(memberAccess(userId)).toMatchObject({ granted: true });

    expect(await collect(dueAt + 14 * DAY_MS + MINUTE_MS)).toEqual({ paid: 0, failed: 1, unknown: 0 });
    expect(instalment(id)).toMatchObject({ status: "lapsed", next_attempt_at: null, last_failure: "expired_card" });
    expect(chargesOf(id).map((charge) => [charge.idempotencyKey, charge.outcome])).toEqual([
      [`instalment-${id}-attempt-1`, "card_declined"],
      [`instalment-${id}-attempt-2`, "card_declined"],
      [`instalment-${id}-attempt-3`, "expired_card"],
      [`instalment-${id}-attempt-4`, "expired_card"],
    ]);
    expect(failureNotices(plan.email)).toHaveLength(3);
    const paused = emailsTo(plan.email).filter((mail) => mail.subject.startsWith("Your plan is paused: "));
    expect(paused).toHaveLength(1);
    expect(payLinkIn(paused[0]).path).toBe(modules.instalments.instalmentPayPath({ id, dueAt: new Date(dueAt) }));
    expect(memberAccess(userId)).toMatchObject({ granted: false, reason: "plan-lapsed" });

    // A lapsed plan is charged no more.
    expect(await collect(dueAt + 100 * DAY_MS)).toEqual({ paid: 0, failed: 0, unknown: 0 });
    expect(chargesOf(id)).toHaveLength(4);

    // Paid through the link: access is back at once.
    const session = await openPayLink(id, dueAt + 15 * DAY_MS);
    standIn.pay(session.id, "pm_card_visa");
    expect(await modules.instalments.verifyInstalmentPayment(id, session.id)).toBe(true);
    expect(instalment(id)).toMatchObject({ status: "paid", settled_by: "pay-link" });
    expect(memberAccess(userId)).toMatchObject({ granted: true, basis: "order" });
  });

  it("the pay link's return page and Stripe's duplicated checkout.session.completed event, all at once, settle the instalment once", async () => {
    const now = clock();
    const plan = await buyPlan(now);
    const { id, due_at: dueAt } = plan.instalment;
    standIn.setCardBehaviour(plan.card, "card_declined");
    await collect(dueAt + MINUTE_MS);
    const session = await openPayLink(id, dueAt + 2 * MINUTE_MS);
    const paid = standIn.pay(session.id, "pm_card_mastercard");

    const event = () => postEvent("checkout.session.completed", paid);
    const page = () => modules.instalments.verifyInstalmentPayment(id, session.id);
    const [first, returned, second, returnedAgain] = await Promise.all([event(), page(), event(), page()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([returned, returnedAgain]).toEqual([true, true]);

    expect(sql("select status, settled_by, payment_reference from instalments where order_id = ?", plan.order.id)).toEqual([
      { status: "paid", settled_by: "pay-link", payment_reference: session.payment_intent },
    ]);
    expect(receipts(plan.email)).toHaveLength(1);
    expect(order(plan.order.id).saved_payment_method).toBe(standIn.paymentMethodOf(session.id));
    // The checkout's own payment_intent.succeeded names no attempt: it changes nothing.
    expect((await postEvent("payment_intent.succeeded", standIn.paymentIntents.get(session.payment_intent!))).status).toBe(200);
    expect(receipts(plan.email)).toHaveLength(1);
  });

  it(
    "a charge whose answer was lost (the process died waiting) is taken up with the same key once its lease runs out: one charge, paid",
    { timeout: 20_000 },
    async () => {
      const now = clock();
      const plan = await buyPlan(now);
      const { id, due_at: dueAt } = plan.instalment;
      const key = `instalment-${id}-attempt-1`;
      const chargedAt = dueAt + MINUTE_MS;
      const { CHARGE_LEASE_MS } = modules.instalments;

      // Stripe makes the charge, but every answer to it (the package's own retries too) is a 500.
      standIn.loseChargeAnswers(3, "server-error");
      expect(await collect(chargedAt)).toEqual({ paid: 0, failed: 0, unknown: 1 });
      expect(callsWithKey(key)).toHaveLength(3);
      expect(chargesOf(id)).toHaveLength(1);
      expect(chargeRows(id)).toEqual([
        { attempt: 1, status: "charging", trigger: "schedule", failure: null, payment_reference: null, lease_until: chargedAt + CHARGE_LEASE_MS },
      ]);
      expect(instalment(id)).toMatchObject({ status: "scheduled", next_attempt_at: null });

      // While the lease runs, nobody else takes the charge, and the pay link waits for it.
      expect(await collect(chargedAt + CHARGE_LEASE_MS - 1000)).toEqual({ paid: 0, failed: 0, unknown: 0 });
      expect(await modules.instalments.startInstalmentPayment(id, new Date(chargedAt + 1000))).toEqual({ outcome: "charge-under-way" });
      expect(callsWithKey(key)).toHaveLength(3);

      // After it, the same attempt with the same key: Stripe replays the charge it made.
      expect(await collect(chargedAt + CHARGE_LEASE_MS + 1000)).toEqual({ paid: 1, failed: 0, unknown: 0 });
      expect(callsWithKey(key)).toHaveLength(4);
      expect(chargesOf(id)).toHaveLength(1);
      expect(instalment(id)).toMatchObject({ status: "paid", settled_by: "saved-card", payment_reference: chargesOf(id)[0].paymentIntent });
      expect(chargeRows(id)).toMatchObject([{ attempt: 1, status: "paid" }]);
      expect(receipts(plan.email)).toHaveLength(1);
    },
  );

  it("Stripe's payment_intent.succeeded settles a charge whose answer never arrived; a later run does not charge again", { timeout: 20_000 }, async () => {
    const now = clock();
    const plan = await buyPlan(now);
    const { id, due_at: dueAt } = plan.instalment;
    const key = `instalment-${id}-attempt-1`;
    const chargedAt = dueAt + MINUTE_MS;

    standIn.loseChargeAnswers(3, "connection-reset");
    expect(await collect(chargedAt)).toEqual({ paid: 0, failed: 0, unknown: 1 });
    const [charge] = chargesOf(id);
    const intent = standIn.paymentIntents.get(charge.paymentIntent)!;
    expect(intent).toMatchObject({ status: "succeeded", metadata: { instalmentId: String(id), attempt: "1" } });

    expect((await postEvent("payment_intent.succeeded", intent)).status).toBe(200);
    expect(instalment(id)).toMatchObject({ status: "paid", settled_by: "saved-card", payment_reference: intent.id });
    expect(chargeRows(id)).toMatchObject([{ attempt: 1, status: "paid", payment_reference: intent.id }]);
    // Delivered again: nothing more.
    expect((await postEvent("payment_intent.succeeded", intent)).status).toBe(200);
    expect(receipts(plan.email)).toHaveLength(1);

    const sent = callsWithKey(key).length;
    expect(await collect(chargedAt + modules.instalments.CHARGE_LEASE_MS + 1000)).toEqual({ paid: 0, failed: 0, unknown: 0 });
    expect(callsWithKey(key)).toHaveLength(sent);
    expect(chargesOf(id)).toHaveLength(1);
  });

  it("two collection runs at once, one of them starting while a charge is in flight, charge each due instalment once", async () => {
    const now = clock();
    const plans = [await buyPlan(now), await buyPlan(now), await buyPlan(now)];
    const dueAt = plans[0].instalment.due_at;

    const hold = standIn.holdNextCharge();
    const [first, second] = await Promise.all([
      collect(dueAt + MINUTE_MS),
      hold.arrived.then(async () => {
        const run = collect(dueAt + MINUTE_MS);
        hold.release();
        return run;
      }),
    ]);
    expect(first.paid + second.paid).toBe(3);
    expect(first.failed + second.failed + first.unknown + second.unknown).toBe(0);
    for (const plan of plans) {
      const id = plan.instalment.id;
      expect(chargesOf(id).map((charge) => charge.idempotencyKey)).toEqual([`instalment-${id}-attempt-1`]);
      expect(instalment(id)).toMatchObject({ status: "paid", settled_by: "saved-card" });
      expect(receipts(plan.email)).toHaveLength(1);
    }

    // And two runs side by side with nothing held.
    const more = [await buyPlan(now + DAY_MS), await buyPlan(now + DAY_MS)];
    const runs = await Promise.all([collect(dueAt + DAY_MS + MINUTE_MS), collect(dueAt + DAY_MS + MINUTE_MS)]);
    expect(runs[0].paid + runs[1].paid).toBe(2);
    for (const plan of more) expect(chargesOf(plan.instalment.id)).toHaveLength(1);
  });
});

describe("One payment per instalment through Stripe", () => {
  it("the pay link reuses its open checkout; 'charge now' expires it at Stripe first; a payment of a settled instalment is refunded through Stripe", async () => {
    const now = clock();
    const plan = await buyPlan(now);
    const { id, due_at: dueAt } = plan.instalment;
    standIn.setCardBehaviour(plan.card, "card_declined");
    await collect(dueAt + MINUTE_MS);
    expect(instalment(id).status).toBe("retrying");

    const first = await openPayLink(id, dueAt + 2 * MINUTE_MS);
    expect((await openPayLink(id, dueAt + 3 * MINUTE_MS)).id).toBe(first.id);

    // The admin charges the saved card (it works again): Stripe's checkout is expired first, so the buyer cannot pay it too.
    standIn.setCardBehaviour(plan.card, "succeeds");
    const ownerEmail = `owner-${Math.random().toString(36).slice(2)}@example.test`;
    const owner = {
      id: await (await import("~/server/accounts/users.server")).createUser({ email: ownerEmail, password: "owner-password-1", roles: ["super_admin"] }),
      email: ownerEmail,
    };
    expect(await modules.instalments.chargeInstalmentNow(owner, id, new Date(dueAt + 4 * MINUTE_MS))).toEqual({
      ok: true,
      message: "Charged: the instalment is paid",
    });
    expect(standIn.sessions.get(first.id)!.status).toBe("expired");
    expect(() => standIn.pay(first.id)).toThrow(/expired/);
    expect(chargesOf(id).filter((charge) => charge.outcome === "succeeds")).toHaveLength(1);

    // A checkout of the instalment opened elsewhere (as before this rule) is paid: Stripe's event
    // settles nothing and the payment goes back through Stripe's refunds, once.
    const stray = sessionAt(
      (
        await modules.payments.paymentProvider()!.createCheckout({
          orderId: plan.order.id,
          instalmentId: id,
          productName: "stray",
          amountCents: PLAN_CENTS,
          currency: "usd",
          customerEmail: plan.email,
          successPath: "/",
          cancelPath: "/",
          saveCard: { customerId: plan.customer },
        })
      ).url,
    );
    standIn.pay(stray.id);
    expect((await postEvent("checkout.session.completed", stray)).status).toBe(200);
    expect((await postEvent("checkout.session.completed", stray)).status).toBe(200);
    await collect(dueAt + 5 * MINUTE_MS);
    await collect(dueAt + 6 * MINUTE_MS);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === stray.payment_intent)).toEqual([
      { id: expect.stringMatching(/^re_/), object: "refund", payment_intent: stray.payment_intent, amount: PLAN_CENTS, status: "succeeded" },
    ]);
    expect(standIn.calls.filter((call) => call.path === "/v1/refunds").map((call) => call.idempotencyKey)).toEqual([`refund-${stray.payment_intent}`]);
    expect(sql("select status, reason, refund_reference from payment_refunds where payment_reference = ?", stray.payment_intent)).toEqual([
      { status: "refunded", reason: "instalment-already-settled", refund_reference: standIn.refunds.at(-1)!.id },
    ]);
    expect(instalment(id)).toMatchObject({ status: "paid", settled_by: "saved-card" });
  });
});
