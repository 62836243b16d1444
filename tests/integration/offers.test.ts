import { describe, expect, it } from "vitest";
import { handDelivered } from "~/content/inclusions";

// The offers as owner-editable content, on the real database and the test-mode checkout: a
// saved draft sells nothing until it is published; a published price applies to new orders
// only (an order opened before keeps its amount, a plan in instalments keeps its schedule, a
// reminder's link reopens at the price it was offered); the rules refuse an instalment plan
// cheaper in all than the plan it spreads out unless the owner ticks that they allow it; a
// stale form is refused; a restore brings an earlier revision back; a hidden plan is not
// listed nor orderable. Each publish is a revision in the audit log and empties the page cache.

const offers = await import("~/server/platform/offers.server");
const { contentGeneration } = await import("~/server/platform/content-revisions.server");
const { recentAudit } = await import("~/server/platform/audit.server");
const { createUser } = await import("~/server/accounts/users.server");
const { db } = await import("~/server/platform/db.server");
const { completeTestCheckout } = await import("~/server/sales/payments.server");
const { startCheckout, verifyCheckout } = await import("~/server/sales/purchases.server");
const { reopenCheckout } = await import("~/server/sales/checkout-reminders.server");
const { generateToken, hashToken } = await import("~/server/platform/passwords.server");
const { shippingFor } = await import("../support/shipping-address");

const owner = { id: await createUser({ email: "offers-owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "offers-owner@example.test" };
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let buyers = 0;
const buyer = () => ({ firstName: "Pat", lastName: "Buyer", email: `offer-buyer-${++buyers}-${Date.now()}@example.test`, marketingConsent: "yes" });

/** Open a checkout for `productId`; its order's id and session. */
async function order(productId: Parameters<typeof startCheckout>[0]) {
  const sessionId = (await startCheckout(productId, buyer(), shippingFor(productId))).split("/test-checkout/")[1];
  const [{ id }] = sql<{ id: string }>("select id from orders where provider_session_id = ?", sessionId);
  return { orderId: id, sessionId };
}

const amountOf = (orderId: string) => sql<{ amount_cents: number }>("select amount_cents from orders where id = ?", orderId)[0].amount_cents;

/** The offer's form as the studio shows it, with `changes`. */
function formFor(id: Parameters<typeof offers.studioOffer>[0], changes: Partial<Record<string, string>>) {
  const { current, draft } = offers.studioOffer(id);
  return { ...offers.offerFormValues(current, draft.version), ...changes } as ReturnType<typeof offers.offerFormValues>;
}

function publishChange(id: Parameters<typeof offers.studioOffer>[0], changes: Partial<Record<string, string>>) {
  expect(offers.saveOfferDraft(id, formFor(id, changes), owner)).toHaveProperty("version");
  const published = offers.publishOffer(id, owner);
  if (!("revision" in published)) throw new Error(`not published: ${JSON.stringify(published)}`);
  return published.revision;
}

describe("offers", () => {
  it("sell a draft only once it is published, and then to new orders only: an older order keeps its price", async () => {
    const before = await order("complete");
    expect(amountOf(before.orderId)).toBe(199_700);

    expect(offers.saveOfferDraft("complete", formFor("complete", { price: "2,497" }), owner)).toHaveProperty("version");
    expect(offers.findProduct("complete")?.amountCents).toBe(199_700);
    expect(offers.studioOffer("complete").draft.body?.price).toBe(2497);

    const generation = contentGeneration();
    expect(offers.publishOffer("complete", owner)).toHaveProperty("revision");
    expect(contentGeneration()).toBeGreaterThan(generation);
    expect(offers.findProduct("complete")?.amountCents).toBe(249_700);
    expect(offers.offersView().plans.find((plan) => plan.id === "complete")?.price).toBe(2497);
    expect(
      recentAudit(5).some((entry) => entry.action === "content.publish" && entry.details?.includes("$1,997 became Complete Training System, $2,497")),
    ).toBe(true);

    const after = await order("complete");
    expect(amountOf(after.orderId)).toBe(249_700);
    // The older order is paid at what it was sold at.
    completeTestCheckout(before.sessionId);
    expect((await verifyCheckout(before.sessionId)).success).toBe(true);
    expect(sql("select amount_cents, status from orders where id = ?", before.orderId)).toEqual([{ amount_cents: 199_700, status: "paid" }]);
  });

  it("keep an instalment plan's schedule as sold, and reopen an abandoned checkout at the price it was offered", async () => {
    const sold = await order("qualified-split");
    expect(sql("select instalment_schedule from orders where id = ?", sold.orderId)).toEqual([
      { instalment_schedule: JSON.stringify({ payments: 2, intervalDays: 30, amountCents: 99_700 }) },
    ]);

    // Three payments of $797 cost more than the full price ($2,497 now): no consent needed.
    publishChange("qualified-split", { price: "797", instalmentPayments: "3", instalmentEveryDays: "14" });
    expect(offers.findProduct("qualified-split")?.instalments).toEqual({ payments: 3, intervalDays: 14, amountCents: 79_700 });

    completeTestCheckout(sold.sessionId);
    expect((await verifyCheckout(sold.sessionId)).success).toBe(true);
    expect(sql("select number, amount_cents from instalments where order_id = ? order by number", sold.orderId)).toEqual([{ number: 2, amount_cents: 99_700 }]);

    // An order left at the old price: its reminder's link reopens it at that price and schedule.
    const left = await order("training-only");
    publishChange("training-only", { price: "1797" });
    const token = generateToken();
    sql("update checkout_reminders set status = 'sent', token_hash = ? where order_id = ? returning order_id", hashToken(token), left.orderId);
    const reopened = await reopenCheckout(token);
    if (reopened.outcome !== "checkout") throw new Error(reopened.outcome);
    const sessionId = reopened.url.split("/test-checkout/")[1];
    expect(sql("select amount_cents from orders where provider_session_id = ?", sessionId)).toEqual([{ amount_cents: 149_700 }]);
    expect(offers.findProduct("training-only")?.amountCents).toBe(179_700);
  });

  it("refuse an instalment plan cheaper in all than the plan it spreads out, unless the owner allows it, and a stale form", () => {
    const cheaper = offers.saveOfferDraft(
      "qualified-split",
      formFor("qualified-split", { price: "500", instalmentPayments: "2", ownerAllowsLowerTotal: "" }),
      owner,
    );
    expect(cheaper).toEqual({ errors: { ownerAllowsLowerTotal: expect.stringContaining("2 payments of $500 cost less than $2,497 paid in full") } });
    expect(offers.saveOfferDraft("premium", formFor("premium", { price: "lots" }), owner)).toEqual({
      errors: { price: "The price must be whole dollars, like 1997." },
    });

    const opened = formFor("premium", { price: "3197" });
    expect(offers.saveOfferDraft("premium", formFor("premium", { price: "3097" }), owner)).toHaveProperty("version");
    expect(offers.saveOfferDraft("premium", opened, owner)).toMatchObject({ stale: true, by: owner.email });
    expect(offers.studioOffer("premium").draft.body?.price).toBe(3097);
  });

  it("restore an earlier revision, and hide a plan from the pages and from new orders", () => {
    const first = publishChange("ultimate", { price: "8995" });
    publishChange("ultimate", { price: "9995", hostingMonths: "24" });
    expect(offers.inclusionsOf("ultimate")).toContainEqual({ kind: "hosting", months: 24 });

    expect(offers.restoreOfferRevision(first, owner)).toHaveProperty("revision");
    expect(offers.findProduct("ultimate")?.amountCents).toBe(899_500);
    expect(offers.inclusionsOf("ultimate")).toContainEqual({ kind: "hosting", months: 12 });

    publishChange("ultimate", { shown: "" });
    expect(offers.planOnSale("ultimate")).toBeNull();
    expect(offers.offersView().plans.map((plan) => plan.id)).not.toContain("ultimate");
    expect(offers.findProduct("ultimate")?.onSale).toBe(false);
    publishChange("ultimate", { shown: "on" });
    expect(offers.planOnSale("ultimate")?.price).toBe(8995);
  });

  it("take a plan's inclusions from the studio: coaching calls, kits shipped and the hand-delivered queue", () => {
    publishChange("premium", { coachingSessions: "24", coachingOver: "24 weeks", shipsKit: "platinum", shipsQuantity: "3", includeMarketingPlan: "" });
    expect(offers.inclusionsOf("premium")).toContainEqual({ kind: "coaching", sessions: 24, over: "24 weeks" });
    expect(handDelivered(offers.inclusionsOf("premium"))).not.toContain("marketing-plan");
    expect(offers.findProduct("premium")?.ships).toEqual({ kit: "platinum", quantity: 3 });
    expect(offers.offersView().kitShipments.premium).toEqual({ kit: "platinum", quantity: 3 });
  });
});
