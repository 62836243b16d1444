import { beforeAll, describe, expect, it } from "vitest";
import { BOOTCAMP_COURSE_ID } from "~/lib/course-content";

// The site sold through the free test checkout, then the operator set a Stripe key: what the
// test-mode orders opened is closed (access follows them only while test mode is on), while
// real orders keep theirs.

let modules: {
  access: typeof import("~/server/members/member-access.server");
  users: typeof import("~/server/accounts/users.server");
  db: typeof import("~/server/platform/db.server");
};

beforeAll(async () => {
  Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_switched_on", STRIPE_WEBHOOK_SECRET: "whsec_switched_on" });
  modules = {
    access: await import("~/server/members/member-access.server"),
    users: await import("~/server/accounts/users.server"),
    db: await import("~/server/platform/db.server"),
  };
});

const run = (query: string, ...params: unknown[]) => modules.db.db.$client.prepare(query).run(...params);

/** A paid order as fulfilment stores it (and the bootcamp's course purchase). */
async function paidOrder(provider: "test" | "stripe", product: "premium" | "bootcamp") {
  const email = `${provider}-${product}-${Math.random().toString(36).slice(2)}@example.test`;
  const userId = await modules.users.createUser({ email, password: "secret1" });
  const orderId = `order-${email}`;
  run(
    "insert into orders (id, product, amount_cents, provider, provider_session_id, status, buyer_email, buyer_first_name, user_id, paid_at) values (?, ?, 100, ?, ?, 'paid', ?, 'Pat', ?, ?)",
    orderId,
    product,
    provider,
    `cs_${orderId}`,
    email,
    userId,
    Date.now(),
  );
  if (product === "bootcamp")
    run(
      "insert into course_purchases (user_id, course_id, order_id, provider_session_id, status) values (?, ?, ?, ?, 'completed')",
      userId,
      BOOTCAMP_COURSE_ID,
      orderId,
      `cs_${orderId}`,
    );
  return { id: userId, roles: ["user"] };
}

describe("after switching to Stripe", () => {
  it("a test-mode plan no longer opens the portal; a Stripe one does", async () => {
    expect(modules.access.memberAccess(await paidOrder("test", "premium"))).toMatchObject({ granted: false, reason: "test-purchase" });
    expect(modules.access.memberAccess(await paidOrder("stripe", "premium"))).toMatchObject({ granted: true, basis: "order" });
  });

  it("a test-mode bootcamp no longer opens the course area; a Stripe one does", async () => {
    expect(modules.access.hasBootcampAccess((await paidOrder("test", "bootcamp")).id)).toBe(false);
    expect(modules.access.hasBootcampAccess((await paidOrder("stripe", "bootcamp")).id)).toBe(true);
  });
});
