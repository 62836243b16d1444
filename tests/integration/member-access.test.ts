import { describe, expect, it } from "vitest";
import { noShippingAddress } from "../support/shipping-address";
import { shippingFor } from "../support/shipping-address";
import { type ProductId } from "~/content/products";
import { adminStats, listUsers } from "~/server/accounts/admin-users.server";
import { startOfHostDay } from "~/server/accounts/admin.server";
import { recentAudit } from "~/server/platform/audit.server";
import { db } from "~/server/platform/db.server";
import { createManualAccount } from "~/server/members/manual-accounts.server";
import { markInstalmentPaidOutside } from "~/server/sales/instalment-admin.server";
import { collectDueInstalments } from "~/server/sales/instalment-charging.server";
import { accessOverview, grantMemberAccess, hasBootcampAccess, memberAccess, withdrawMemberAccess } from "~/server/members/member-access.server";
import { completeTestCheckout, paymentMode, type TestCard } from "~/server/sales/payments.server";
import { refundPayment, startCheckout, verifyCheckout } from "~/server/sales/purchases.server";
import { createUser, findUserByEmail, loadCurrentUser } from "~/server/accounts/users.server";

// Who may use the member portal and the bootcamp's course area, against the real database,
// on the built-in test-mode checkout (the default here: no Stripe key, SITE_URL unset).

const DAY_MS = 86_400_000;
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;
const superAdmin = async () => {
  const email = address("owner");
  return { id: await createUser({ email, password: "secret1", roles: ["super_admin"] }), email };
};
const member = async () => loadCurrentUser(await createUser({ email: address("member"), password: "secret1" }))!;

/** A new buyer orders `productId` and pays on the test checkout; their account, order and payment reference. */
async function buy(productId: ProductId, paidAt = new Date(), card: TestCard = "pays") {
  const email = address(`buyer-${productId}`);
  const sessionId = (await startCheckout(productId, { firstName: "Pat", lastName: "Buyer", email }, shippingFor(productId))).split("/test-checkout/")[1];
  completeTestCheckout(sessionId, card);
  expect((await verifyCheckout(sessionId, paidAt)).success).toBe(true);
  const [order] = sql<{ id: string; payment_reference: string }>("select id, payment_reference from orders where provider_session_id = ?", sessionId);
  return { user: loadCurrentUser(findUserByEmail(email)!.id)!, orderId: order.id, paymentReference: order.payment_reference };
}

describe("member-portal access", () => {
  it("runs on the test checkout here", () => {
    expect(paymentMode()).toBe("test");
  });

  it("a paid plan opens the portal, and its full refund closes it at once", async () => {
    const { user, paymentReference } = await buy("premium");
    expect(memberAccess(user)).toMatchObject({ granted: true, basis: "order", order: { productName: "Premium Coaching Program", standing: "in-force" } });
    expect(refundPayment(paymentReference)).toBe(true);
    expect(memberAccess(user)).toMatchObject({ granted: false, reason: "refunded" });
  });

  it("the bootcamp opens its course area but not the portal, and its refund closes the course", async () => {
    const { user, paymentReference } = await buy("bootcamp");
    expect(hasBootcampAccess(user.id)).toBe(true);
    expect(memberAccess(user)).toMatchObject({ granted: false, reason: "no-purchase" });
    refundPayment(paymentReference);
    expect(hasBootcampAccess(user.id)).toBe(false);
  });

  it("an account that bought nothing has none; admins and super admins always have it", async () => {
    expect(memberAccess(await member())).toEqual({ granted: false, reason: "no-purchase", order: null });
    for (const roles of [["admin"], ["super_admin"]] as const) {
      const staff = loadCurrentUser(await createUser({ email: address("staff"), password: "secret1", roles: [...roles] }))!;
      expect(memberAccess(staff)).toEqual({ granted: true, basis: "staff" });
    }
  });

  it("a plan in instalments keeps the portal while a failed payment is retried, closes it when the plan lapses, and opens it again the moment it is paid", async () => {
    const paidAt = new Date("2026-03-02T15:00:00Z");
    const { user, orderId } = await buy("qualified-split", paidAt, "declined-later");
    const dueAt = paidAt.getTime() + 30 * DAY_MS;
    const [instalment] = sql<{ id: number }>("select id from instalments where order_id = ?", orderId);
    for (const days of [0, 3, 7]) {
      await collectDueInstalments(new Date(dueAt + days * DAY_MS));
      expect(memberAccess(user)).toMatchObject({ granted: true, basis: "order" });
    }
    await collectDueInstalments(new Date(dueAt + 14 * DAY_MS));
    expect(memberAccess(user)).toMatchObject({
      granted: false,
      reason: "plan-lapsed",
      order: { lapsed: { instalmentId: instalment.id, amountCents: 99_700, dueAt: new Date(dueAt) } },
    });

    const actor = await superAdmin();
    expect(await markInstalmentPaidOutside(actor, instalment.id)).toEqual({ ok: true, message: `Recorded as paid: ${user.email}` });
    expect(memberAccess(user)).toMatchObject({ granted: true, basis: "order" });
    expect(recentAudit(1)[0]).toMatchObject({
      actorEmail: actor.email,
      action: "record instalment paid outside the site",
      target: user.email,
      details: "Complete Training System (Split Pay), payment 2 of 2: $997.00",
    });
    // Recorded once; a second time there is nothing owed.
    expect(await markInstalmentPaidOutside(actor, instalment.id)).toEqual({ ok: false, reason: "it is already paid" });
  });

  it("a lapsed plan is open again with a grant by hand", async () => {
    const paidAt = new Date("2026-01-05T15:00:00Z");
    const { user } = await buy("qualified-split", paidAt, "declined-later");
    await collectDueInstalments(new Date(paidAt.getTime() + (30 + 14) * DAY_MS));
    expect(memberAccess(user)).toMatchObject({ granted: false, reason: "plan-lapsed" });
    grantMemberAccess(await superAdmin(), user.id, "Paying the balance by bank transfer this week");
    expect(memberAccess(user)).toMatchObject({ granted: true, basis: "grant", grant: { note: "Paying the balance by bank transfer this week" } });
  });

  it("a grant by hand opens the portal and its withdrawal closes it; both are in the audit log", async () => {
    const actor = await superAdmin();
    const user = await member();
    expect(grantMemberAccess(actor, user.id, "Paid at the trade show")).toEqual({ ok: true, email: user.email });
    expect(memberAccess(user)).toMatchObject({ granted: true, basis: "grant", grant: { note: "Paid at the trade show", grantedByEmail: actor.email } });
    expect(recentAudit(1)[0]).toMatchObject({ actorEmail: actor.email, action: "grant member access", target: user.email, details: "Paid at the trade show" });
    expect(grantMemberAccess(actor, user.id, "again")).toEqual({ ok: false, reason: "this account already has access granted by hand" });

    expect(withdrawMemberAccess(actor, user.id)).toEqual({ ok: true, email: user.email });
    expect(memberAccess(user)).toEqual({ granted: false, reason: "grant-withdrawn", order: null });
    expect(recentAudit(1)[0]).toMatchObject({ actorEmail: actor.email, action: "withdraw member access", target: user.email });
    expect(withdrawMemberAccess(actor, user.id)).toEqual({ ok: false, reason: "this account has no access granted by hand" });
    // A new grant after a withdrawal is allowed.
    expect(grantMemberAccess(actor, user.id, "Came back")).toMatchObject({ ok: true });
    expect(memberAccess(user)).toMatchObject({ granted: true, basis: "grant" });
  });

  it("a manual account counts as a grant by hand (withdrawable); Bootcamp Access opens only the course area", async () => {
    const actor = await superAdmin();
    const portalEmail = address("manual-portal");
    await createManualAccount(actor, {
      firstName: "Mo",
      lastName: "Manual",
      email: portalEmail,
      tempPassword: "secret12",
      courseAccess: "training-only",
      amountPaid: 50_000,
      notes: "Paid by check",
      ...noShippingAddress,
    });
    const portalMember = loadCurrentUser(findUserByEmail(portalEmail)!.id)!;
    expect(memberAccess(portalMember)).toMatchObject({
      granted: true,
      basis: "grant",
      grant: { note: "Manual account: Training Only (No Kit), $500.00 paid. Paid by check" },
    });
    withdrawMemberAccess(actor, portalMember.id);
    expect(memberAccess(portalMember)).toMatchObject({ granted: false, reason: "grant-withdrawn" });

    const bootcampEmail = address("manual-bootcamp");
    await createManualAccount(actor, {
      firstName: "Bo",
      lastName: "Manual",
      email: bootcampEmail,
      tempPassword: "secret12",
      courseAccess: "bootcamp",
      amountPaid: 4_700,
      notes: "",
      ...noShippingAddress,
    });
    const bootcampMember = loadCurrentUser(findUserByEmail(bootcampEmail)!.id)!;
    expect(hasBootcampAccess(bootcampMember.id)).toBe(true);
    expect(memberAccess(bootcampMember)).toMatchObject({ granted: false, reason: "no-purchase" });
  });

  it("an admin's overview lists every order, marked test or not, with where it stands", async () => {
    const { user, paymentReference } = await buy("complete");
    refundPayment(paymentReference);
    const overview = accessOverview(user);
    expect(overview.portal).toMatchObject({ granted: false, reason: "refunded" });
    expect(overview.orders).toEqual([
      expect.objectContaining({ productName: "Complete Training System", provider: "test", status: "refunded", standing: "refunded" }),
    ]);
  });
});

describe("test-mode orders in the admin figures", () => {
  it("are left out of revenue and of what a user spent, and counted apart", async () => {
    const now = new Date();
    const before = adminStats(now, startOfHostDay(now));
    const { user } = await buy("premium");
    const after = adminStats(now, startOfHostDay(now));
    expect(after.totalRevenueCents).toBe(before.totalRevenueCents);
    expect(after.testOrders - before.testOrders).toBe(1);
    const [listed] = listUsers({ query: user.email, page: 1 }).users;
    expect(listed).toMatchObject({ orderCount: 0, totalSpentCents: 0, testOrderCount: 1 });
  });

  it("a plan's instalments count as revenue once paid, and a waived one never", async () => {
    const { user, orderId } = await buy("qualified-split");
    db.$client.prepare("update orders set provider = 'manual' where id = ?").run(orderId); // as if paid outside the test checkout
    const [instalment] = sql<{ id: number }>("select id from instalments where order_id = ?", orderId);
    const now = new Date();
    const before = adminStats(now, startOfHostDay(now)).totalRevenueCents;
    expect(listUsers({ query: user.email, page: 1 }).users[0]).toMatchObject({ orderCount: 1, totalSpentCents: 99_700 });
    await markInstalmentPaidOutside(await superAdmin(), instalment.id);
    expect(adminStats(now, startOfHostDay(now)).totalRevenueCents - before).toBe(99_700);
    expect(listUsers({ query: user.email, page: 1 }).users[0]).toMatchObject({ orderCount: 1, totalSpentCents: 199_400 });
  });
});
