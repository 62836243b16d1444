import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingFor } from "../support/shipping-address";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";

// The Stripe path: the stripe package's real HTTP calls against a stand-in API on
// 127.0.0.1, and webhook events signed the way Stripe signs them, posted to the route.

const WEBHOOK_SECRET = "whsec_stand_in_secret";
let standIn: StripeStandIn;
let modules: {
  purchases: typeof import("~/server/sales/purchases.server");
  access: typeof import("~/server/members/member-access.server");
  webhook: typeof import("~/routes/_sales+/webhooks.stripe");
  orderPage: typeof import("~/routes/_sales+/order");
  orderComplete: typeof import("~/routes/_sales+/order_.complete");
  db: typeof import("~/server/platform/db.server");
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
  Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_stand_in", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url });
  modules = {
    purchases: await import("~/server/sales/purchases.server"),
    access: await import("~/server/members/member-access.server"),
    webhook: await import("~/routes/_sales+/webhooks.stripe"),
    orderPage: await import("~/routes/_sales+/order"),
    orderComplete: await import("~/routes/_sales+/order_.complete"),
    db: await import("~/server/platform/db.server"),
  };
});
afterAll(() => standIn.close());

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => modules.db.db.$client.prepare(query).all(...params) as T[];
const buyer = () => ({ firstName: "Sky", lastName: "Stripe", email: `stripe-${Math.random().toString(36).slice(2)}@example.test` });

function postEvent(event: { body: string; signature: string }) {
  const request = new Request("http://127.0.0.1/webhooks/stripe", {
    method: "POST",
    body: event.body,
    headers: { "Stripe-Signature": event.signature, "Content-Type": "application/json" },
  });
  return modules.webhook.action({ request, params: {}, context: { clientAddress: "127.0.0.1" } });
}

async function checkout(productId: "bootcamp" | "premium") {
  const url = await modules.purchases.startCheckout(productId, buyer(), shippingFor(productId));
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
    expect(standIn.requests.some((request) => request.startsWith(`GET /v1/checkout/sessions/${session.id}`))).toBe(true);
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

  it("a kit plan's address and phone, posted on the order page, stay with the order through Stripe's payment and its webhook", async () => {
    const email = `stripe-kit-${Date.now()}@example.test`;
    const form = {
      name__confirm: "",
      firstName: "Kim",
      lastName: "Courier",
      email,
      street: "77 Harbor Way",
      street2: "",
      city: "Boise",
      state: "ID",
      zip: "83702",
      phone: "208-555-0177",
    };
    const request = new Request("http://127.0.0.1/order?package=ultimate", { method: "POST", body: new URLSearchParams(form) });
    const ordered = (await modules.orderPage.action({ request, params: {}, context: { clientAddress: "127.0.0.1" } })) as Response;
    expect(ordered.status).toBe(302);
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === ordered.headers.get("Location"))!;
    expect(session).toMatchObject({ amount_total: 799_500, customer_email: email });

    // The buyer pays and closes the tab: Stripe's event alone fulfils the order.
    expect((await postEvent(standIn.signedEvent("checkout.session.completed", standIn.pay(session.id), WEBHOOK_SECRET))).status).toBe(200);
    expect(
      sql(
        "select status, shipping_kit, shipping_kit_quantity, shipping_street, shipping_street2, shipping_city, shipping_state, shipping_zip, buyer_phone from orders where provider_session_id = ?",
        session.id,
      ),
    ).toEqual([
      {
        status: "paid",
        shipping_kit: "platinum",
        shipping_kit_quantity: 5,
        shipping_street: "77 Harbor Way",
        shipping_street2: null,
        shipping_city: "Boise",
        shipping_state: "ID",
        shipping_zip: "83702",
        buyer_phone: "208-555-0177",
      },
    ]);
    const [receipt] = sql<{ payload: string }>("select payload from outbox where kind = 'email' and payload like ?", `%${email}%`);
    expect(JSON.parse(receipt.payload).text).toContain(
      "We ship 5 Platinum Tools kits within 2 business days to:\nKim Courier\n77 Harbor Way\nBoise, ID 83702\nUnited States\n",
    );

    // Coming back from Stripe's page later, the return page says where the kits go.
    const page = await modules.orderComplete.loader({
      request: new Request(`http://127.0.0.1/order/complete?session_id=${session.id}`),
      params: {},
      context: { clientAddress: "127.0.0.1" },
    });
    expect(page).toMatchObject({
      payment: {
        success: true,
        shipment: { kits: "5 Platinum Tools kits", address: ["77 Harbor Way", "Boise, ID 83702", "United States"], phone: "208-555-0177" },
      },
    });
  });

  it("a session id Stripe does not know fails verification without an error page", async () => {
    expect(await modules.purchases.verifyCheckout("cs_test_unknown")).toEqual({ success: false });
  });
});
