import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";

// The Stripe path: the stripe package's real HTTP calls against a stand-in API on
// 127.0.0.1, and webhook events signed the way Stripe signs them, posted to the route.

const WEBHOOK_SECRET = "whsec_stand_in_secret";
let standIn: StripeStandIn;
let modules: {
  purchases: typeof import("~/server/purchases.server");
  access: typeof import("~/server/member-access.server");
  webhook: typeof import("~/routes/webhooks.stripe");
  db: typeof import("~/server/db.server");
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
  Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_stand_in", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url });
  modules = {
    purchases: await import("~/server/purchases.server"),
    access: await import("~/server/member-access.server"),
    webhook: await import("~/routes/webhooks.stripe"),
    db: await import("~/server/db.server"),
  };
});
afterAll(() => standIn.close());

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => modules.db.db.$client.prepare(query).all(...params) as T[];
const buyer = () => ({ firstName: "Sky", lastName: "Stripe", email: `stripe-${Math.random().toString(36).slice(2)}@example.test` });

function postEvent(event: { body: string; signature: string }) {
  const request = new Request("http://127.0.0.1/webhooks/stripe", { method: "POST", body: event.body, headers: { "Stripe-Signature": event.signature, "Content-Type": "application/json" } });
  return modules.webhook.action({ request, params: {}, context: { clientAddress: "127.0.0.1" } });
}

async function checkout(productId: "bootcamp" | "premium") {
  const url = await modules.purchases.startCheckout(productId, buyer());
  const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
  if (!session) throw new Error(`No stand-in session behind ${url}`);
  return session;
}

describe("Stripe Checkout", () => {
  it("opens a session for the order with the product's price, the buyer's e-mail and the return addresses", async () => {
    const session = await checkout("bootcamp");
    expect(session).toMatchObject({ mode: "payment", amount_total: 4700, currency: "usd", productName: "Windshield Repair Bootcamp" });
    // Stripe sends the buyer back, so it needs whole addresses (on SITE_URL).
    expect(session.success_url).toMatch(/^http:\/\/localhost:\d+\/course-access\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(session.cancel_url).toMatch(/^http:\/\/localhost:\d+\/bootcamp-order\?checkout=cancelled$/);
    const [order] = sql<{ id: string; provider: string; amount_cents: number }>("select * from orders where provider_session_id = ?", session.id);
    expect(order).toMatchObject({ provider: "stripe", amount_cents: 4700, id: session.client_reference_id });
    const plan = await checkout("premium");
    expect(plan.success_url).toMatch(/\/order\/complete\?session_id=\{CHECKOUT_SESSION_ID\}$/);
  });

  it("verification asks Stripe: unpaid fails, paid makes the account and grants the course", async () => {
    const session = await checkout("bootcamp");
    expect(await modules.purchases.verifyCheckout(session.id)).toEqual({ success: false });
    standIn.pay(session.id);
    const result = await modules.purchases.verifyCheckout(session.id);
    expect(result).toMatchObject({ success: true, newUser: { email: session.customer_email } });
    expect(standIn.requests).toContain(`GET /v1/checkout/sessions/${session.id}`);
  });

  it("a buyer who closes the tab still gets access: the signed checkout.session.completed event fulfils the order", async () => {
    const session = await checkout("bootcamp");
    const paid = standIn.pay(session.id);
    const response = await postEvent(standIn.signedEvent("checkout.session.completed", paid, WEBHOOK_SECRET));
    expect(response.status).toBe(200);
    const [user] = sql<{ id: string }>("select id from users where email = ?", session.customer_email);
    expect(modules.access.hasBootcampAccess(user.id)).toBe(true);
    // Delivered twice (Stripe retries), still one account and one purchase.
    expect((await postEvent(standIn.signedEvent("checkout.session.completed", paid, WEBHOOK_SECRET))).status).toBe(200);
    expect(sql("select * from users where email = ?", session.customer_email)).toHaveLength(1);
    expect(sql("select * from course_purchases where provider_session_id = ?", session.id)).toHaveLength(1);
    // The buyer who comes back later still sees the temporary password, once.
    expect(await modules.purchases.verifyCheckout(session.id)).toMatchObject({ success: true, newUser: { email: session.customer_email } });
    expect(await modules.purchases.verifyCheckout(session.id)).toMatchObject({ success: true, newUser: null });
  });

  it("a full refund (charge.refunded) takes the course away; a partial one does not", async () => {
    const session = await checkout("bootcamp");
    const paid = standIn.pay(session.id);
    await postEvent(standIn.signedEvent("checkout.session.completed", paid, WEBHOOK_SECRET));
    const [user] = sql<{ id: string }>("select id from users where email = ?", session.customer_email);
    const charge = { id: "ch_1", object: "charge", payment_intent: paid.payment_intent, amount: 4700, amount_refunded: 1000, refunded: false };
    expect((await postEvent(standIn.signedEvent("charge.refunded", charge, WEBHOOK_SECRET))).status).toBe(200);
    expect(modules.access.hasBootcampAccess(user.id)).toBe(true);
    await postEvent(standIn.signedEvent("charge.refunded", { ...charge, amount_refunded: 4700, refunded: true }, WEBHOOK_SECRET));
    expect(modules.access.hasBootcampAccess(user.id)).toBe(false);
  });

  it("refuses events that are not signed with the webhook secret", async () => {
    const session = await checkout("bootcamp");
    const paid = standIn.pay(session.id);
    const forged = standIn.signedEvent("checkout.session.completed", paid, "whsec_someone_else");
    expect((await postEvent(forged)).status).toBe(400);
    const unsigned = { body: forged.body, signature: "" };
    expect((await postEvent(unsigned)).status).toBe(400);
    expect(sql("select * from users where email = ?", session.customer_email)).toHaveLength(0);
  });

  it("a session id Stripe does not know fails verification without an error page", async () => {
    expect(await modules.purchases.verifyCheckout("cs_test_unknown")).toEqual({ success: false });
  });
});
