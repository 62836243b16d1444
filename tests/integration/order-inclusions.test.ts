import { describe, expect, it } from "vitest";

// An order keeps what it was sold with: after the owner publishes a change of what a plan
// includes, an older order's fulfilment items, its member's plan page and the queue's count
// stay as sold, while a new order (through the checkout or set up by hand) gets the new
// inclusions and a reopened abandoned checkout keeps its own. Real database, test-mode checkout.

const offers = await import("~/server/platform/offers.server");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");
const { completeTestCheckout } = await import("~/server/sales/payments.server");
const { startCheckout, verifyCheckout } = await import("~/server/sales/purchases.server");
const { reopenCheckout } = await import("~/server/sales/checkout-reminders.server");
const { generateToken, hashToken } = await import("~/server/platform/passwords.server");
const { fulfilmentQueue, markFulfilled, openFulfilmentCount } = await import("~/server/sales/fulfilment.server");
const { memberPlan, memberPlanOrder } = await import("~/server/members/member-plan.server");
const { createManualAccount } = await import("~/server/members/manual-accounts.server");
const { testShippingAddress } = await import("../support/shipping-address");

const owner = {
  id: await createUser({ email: "inclusions-owner@example.test", password: "secret1", roles: ["super_admin"] }),
  email: "inclusions-owner@example.test",
};
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];

/** A member who buys Premium signed in, paid on the test checkout: their account and order. */
async function premiumMember(name: string) {
  const email = `inclusions-${name}-${Date.now()}@example.test`;
  const userId = await createUser({ email, password: "secret1" });
  const url = await startCheckout("premium", { firstName: name, lastName: "Member", email, marketingConsent: "" }, testShippingAddress, {
    buyerAccountId: userId,
  });
  const sessionId = url.split("/test-checkout/")[1];
  completeTestCheckout(sessionId);
  expect((await verifyCheckout(sessionId)).success).toBe(true);
  const [{ id }] = sql<{ id: string }>("select id from orders where provider_session_id = ?", sessionId);
  return { userId, orderId: id };
}

const queueItems = (orderId: string) =>
  fulfilmentQueue("open", Infinity)
    .find((order) => order.id === orderId)
    ?.items.map((item) => item.kind);
const planTitles = (userId: string) => memberPlan(userId).inclusions.map((inclusion) => inclusion.title);
const coachingOf = (userId: string) => memberPlanOrder(userId)?.inclusions.find((inclusion) => inclusion.kind === "coaching");

/** Publish Premium with `changes` to its studio form. */
function publishPremium(changes: Record<string, string>) {
  const { current, draft } = offers.studioOffer("premium");
  expect(offers.saveOfferDraft("premium", { ...offers.offerFormValues(current, draft.version), ...changes }, owner)).toHaveProperty("version");
  expect(offers.publishOffer("premium", owner)).toHaveProperty("revision");
}

describe("an order's inclusions", () => {
  it("stay as sold when the offer changes: the older order's fulfilment, plan and count keep them, a new order gets the new ones", async () => {
    const older = await premiumMember("older");
    expect(queueItems(older.orderId)).toEqual(["kits", "marketing-plan", "hosting", "community"]);
    expect(planTitles(older.userId)).toContain("Your business website, hosted: 6 months");
    expect(coachingOf(older.userId)).toEqual({ kind: "coaching", sessions: 12, over: "12 weeks" });
    const soldKits = memberPlan(older.userId).ships;
    expect(soldKits).toEqual({ ...offers.findProduct("premium")?.ships, name: "Platinum Tools" });
    const countBefore = openFulfilmentCount();

    // Premium drops hosting, its coaching goes from 12 calls to 8, and it ships one Professional kit.
    publishPremium({ hostingMonths: "", coachingSessions: "8", coachingOver: "8 weeks", shipsKit: "professional", shipsQuantity: "1" });
    expect(offers.inclusionsOf("premium")).not.toContainEqual(expect.objectContaining({ kind: "hosting" }));

    expect(queueItems(older.orderId)).toEqual(["kits", "marketing-plan", "hosting", "community"]);
    expect(planTitles(older.userId)).toContain("Your business website, hosted: 6 months");
    expect(coachingOf(older.userId)).toEqual({ kind: "coaching", sessions: 12, over: "12 weeks" });
    expect(memberPlan(older.userId).ships).toEqual(soldKits);
    expect(openFulfilmentCount()).toBe(countBefore);
    expect(
      markFulfilled(owner, { orderId: older.orderId, inclusion: "hosting", carrier: "", trackingNumber: "", detail: "https://older.example" }),
    ).toMatchObject({ ok: true });

    const newer = await premiumMember("newer");
    expect(queueItems(newer.orderId)).toEqual(["kits", "marketing-plan", "community"]);
    expect(planTitles(newer.userId)).not.toContain("Your business website, hosted: 6 months");
    expect(coachingOf(newer.userId)).toEqual({ kind: "coaching", sessions: 8, over: "8 weeks" });
    expect(memberPlan(newer.userId).ships).toEqual({ kit: "professional", quantity: 1, name: "Professional Tools" });
    expect(markFulfilled(owner, { orderId: newer.orderId, inclusion: "hosting", carrier: "", trackingNumber: "", detail: "https://newer.example" })).toEqual({
      ok: false,
      reason: "that order does not include that",
    });
    expect(sql("select hand_delivered_count from orders where id in (?, ?) order by created_at", older.orderId, newer.orderId)).toEqual([
      { hand_delivered_count: 4 },
      { hand_delivered_count: 3 },
    ]);
    expect(openFulfilmentCount()).toBe(countBefore + 1);
    expect(openFulfilmentCount()).toBe(fulfilmentQueue("open", Infinity).length);
    // A coaching row recorded before members booked their own sessions counts for nothing: the newer order still owes its kits.
    for (const inclusion of ["marketing-plan", "community"] as const)
      expect(markFulfilled(owner, { orderId: newer.orderId, inclusion, carrier: "", trackingNumber: "", detail: "" })).toMatchObject({ ok: true });
    db.$client
      .prepare("insert into order_fulfilments (order_id, inclusion, done_by_email, done_at) values (?, 'coaching', 'owner@example.test', 1)")
      .run(newer.orderId);
    expect(openFulfilmentCount()).toBe(countBefore + 1);
    expect(openFulfilmentCount()).toBe(fulfilmentQueue("open", Infinity).length);
  });

  it("are the offer's at the time for an order set up by hand, and a reopened abandoned checkout keeps its own", async () => {
    publishPremium({ hostingMonths: "9", coachingSessions: "10", coachingOver: "10 weeks" });
    const email = `inclusions-manual-${Date.now()}@example.test`;
    const created = await createManualAccount(owner, {
      firstName: "Hand",
      lastName: "Made",
      email,
      tempPassword: "Temp-pass-1234",
      courseAccess: "premium",
      amountPaid: 299_700,
      notes: "",
      ...testShippingAddress,
    });
    if (!created.success) throw new Error(created.code);
    expect(memberPlanOrder(created.userId)?.inclusions).toContainEqual({ kind: "hosting", months: 9 });

    // Left unpaid, then Premium changes again: the reminder's link reopens the order with what it was offered with, its kits too.
    const url = await startCheckout(
      "premium",
      { firstName: "Left", lastName: "", email: `inclusions-left-${Date.now()}@example.test`, marketingConsent: "yes" },
      testShippingAddress,
    );
    const [left] = sql<{ id: string }>("select id from orders where provider_session_id = ?", url.split("/test-checkout/")[1]);
    publishPremium({ hostingMonths: "3", shipsKit: "professional", shipsQuantity: "4" });
    const token = generateToken();
    sql("update checkout_reminders set status = 'sent', token_hash = ? where order_id = ? returning order_id", hashToken(token), left.id);
    const reopened = await reopenCheckout(token);
    if (reopened.outcome !== "checkout") throw new Error(reopened.outcome);
    const [{ inclusions, ...kits }] = sql<{ inclusions: string; shipping_kit: string; shipping_kit_quantity: number; shipping_kit_name: string }>(
      "select inclusions, shipping_kit, shipping_kit_quantity, shipping_kit_name from orders where provider_session_id = ?",
      reopened.url.split("/test-checkout/")[1],
    );
    expect(JSON.parse(inclusions)).toContainEqual({ kind: "hosting", months: 9 });
    expect(kits).toEqual(sql("select shipping_kit, shipping_kit_quantity, shipping_kit_name from orders where id = ?", left.id)[0]);
    expect(kits).not.toMatchObject({ shipping_kit: "professional", shipping_kit_quantity: 4 });
    expect(offers.inclusionsOf("premium")).toContainEqual({ kind: "hosting", months: 3 });
  });
});
