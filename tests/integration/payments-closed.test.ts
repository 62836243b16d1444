import { beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { answerOf } from "../support/answer";

// A production server at a public address with no Stripe key: ordering is closed. Nothing
// opens a checkout (the order pages' posts included), the test checkout takes nothing, and
// what earlier test-mode purchases opened stays closed.

let modules: {
  payments: typeof import("~/server/sales/payments.server");
  purchases: typeof import("~/server/sales/purchases.server");
  access: typeof import("~/server/members/member-access.server");
  users: typeof import("~/server/accounts/users.server");
  db: typeof import("~/server/platform/db.server");
  bootcampOrder: typeof import("~/routes/_sales+/bootcamp-order");
  testCheckout: typeof import("~/routes/_sales+/test-checkout.$sessionId");
};

beforeAll(async () => {
  Object.assign(process.env, { NODE_ENV: "production", SITE_URL: "https://academy.example" });
  modules = {
    payments: await import("~/server/sales/payments.server"),
    purchases: await import("~/server/sales/purchases.server"),
    access: await import("~/server/members/member-access.server"),
    users: await import("~/server/accounts/users.server"),
    db: await import("~/server/platform/db.server"),
    bootcampOrder: await import("~/routes/_sales+/bootcamp-order"),
    testCheckout: await import("~/routes/_sales+/test-checkout.$sessionId"),
  };
});

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => modules.db.db.$client.prepare(query).all(...params) as T[];
const run = (query: string, ...params: unknown[]) => modules.db.db.$client.prepare(query).run(...params);
const buyer = { firstName: "Free", lastName: "Rider", email: "free-rider@example.test" };

describe("ordering closed", () => {
  it("is the mode of a public address without a key", () => {
    expect(modules.payments.paymentMode()).toBe("closed");
    expect(modules.payments.paymentProvider()).toBeNull();
  });

  it("opens no checkout and writes no order", async () => {
    await expect(modules.purchases.startCheckout("bootcamp", buyer)).rejects.toBeInstanceOf(modules.payments.OrderingClosedError);
    expect(sql("select id from orders where buyer_email = ?", buyer.email)).toEqual([]);
  });

  it("an order page's post is refused with the closed notice, and nothing is stored", async () => {
    const body = new URLSearchParams({ ...buyer, [HONEYPOT_FIELD]: "" });
    const request = new Request("https://academy.example/bootcamp-order", { method: "POST", body });
    const response = await answerOf<{ errors: { form: string } }>(
      await modules.bootcampOrder.action({ request, params: {}, context: { clientAddress: "203.0.113.7" } }),
    );
    expect(response.status).toBe(503);
    expect(response.body.errors.form).toMatch(/^We are not taking orders on the site yet/);
    expect(sql("select id from orders where buyer_email = ?", buyer.email)).toEqual([]);
    const page = await answerOf<Record<string, unknown>>(
      await modules.bootcampOrder.loader({
        request: new Request("https://academy.example/bootcamp-order"),
        params: {},
        context: { clientAddress: "203.0.113.7" },
      }),
    );
    expect(page.body).toMatchObject({ payments: "closed", shippedKits: null, shippedKit: null });
  });

  it("the test checkout says ordering is closed and takes no payment", async () => {
    run(
      "insert into test_checkout_sessions (id, amount_cents, currency, product_name, customer_email, order_id, success_url, cancel_url) values ('cs_test_left_open', 4700, 'usd', 'Bootcamp', 'x@example.test', 'o1', '/course-access', '/bootcamp-order')",
    );
    const args = { params: { sessionId: "cs_test_left_open" }, context: { clientAddress: "203.0.113.7" } };
    const page = await answerOf(
      await modules.testCheckout.loader({ ...args, request: new Request("https://academy.example/test-checkout/cs_test_left_open") }),
    );
    expect(page).toMatchObject({ body: { checkout: null }, status: 503 });
    const pay = new Request("https://academy.example/test-checkout/cs_test_left_open", { method: "POST", body: new URLSearchParams({ intent: "pay" }) });
    expect(await answerOf(await modules.testCheckout.action({ ...args, request: pay }))).toMatchObject({ body: { checkout: null }, status: 503 });
    expect(sql("select status from test_checkout_sessions where id = 'cs_test_left_open'")).toEqual([{ status: "open" }]);
  });

  it("test-mode purchases from before open nothing", async () => {
    const userId = await modules.users.createUser({ email: "earlier-buyer@example.test", password: "secret1" });
    run(
      "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, user_id, paid_at) values ('test-order-1', 'premium', 299700, 'test', 'paid', 'earlier-buyer@example.test', 'Early', ?, 1)",
      userId,
    );
    expect(modules.access.memberAccess({ id: userId, roles: ["user"] })).toMatchObject({ granted: false, reason: "test-purchase" });
  });
});
