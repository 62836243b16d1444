import { describe, expect, it } from "vitest";
import { BOOTCAMP_COURSE_ID } from "~/lib/course-content";
import { findProduct } from "~/server/platform/offers.server";
import { signIn } from "~/server/accounts/auth.server";
import { db } from "~/server/platform/db.server";
import { drainOutbox } from "~/server/delivery/outbox.server";
import { completeTestCheckout } from "~/server/sales/payments.server";
import { hasBootcampAccess } from "~/server/members/member-access.server";
import { fulfilOrder, refundPayment, startCheckout, verifyCheckout } from "~/server/sales/purchases.server";
import { sweepExpiredData } from "~/server/shell/retention.server";
import { createUser, findUserByEmail, loadCurrentUser } from "~/server/accounts/users.server";
import { shippingFor } from "../support/shipping-address";

// The whole purchase path on the built-in test-mode checkout (the default with no Stripe
// key), against the real SQLite database: order, payment, verification, account, access.

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let buyerCount = 0;
const buyer = () => ({ firstName: "Pat", lastName: "Buyer", email: `buyer-${++buyerCount}-${Date.now()}@example.test` });
const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split("/test-checkout/")[1];

/** Order `productId` and pay on the test checkout; returns the checkout session id. */
async function buyAndPay(productId: Parameters<typeof startCheckout>[0], who = buyer()) {
  const sessionId = sessionIdOf(await startCheckout(productId, who, shippingFor(productId)));
  expect(completeTestCheckout(sessionId)).toMatch(new RegExp(`^/(course-access|order/complete)\\?session_id=${sessionId}$`));
  return { sessionId, who };
}

describe("buying the bootcamp in test mode", () => {
  it("charges the bootcamp's price, then makes one account that must change its password, grants the course and sends a receipt", async () => {
    const who = buyer();
    const checkoutUrl = await startCheckout("bootcamp", who);
    // A path: the buyer stays on the address they reached the site at, whatever SITE_URL says.
    expect(checkoutUrl).toMatch(/^\/test-checkout\/cs_test_[\w-]+$/);
    const sessionId = sessionIdOf(checkoutUrl);
    const [order] = sql<{ amount_cents: number; status: string; provider: string }>("select * from orders where provider_session_id = ?", sessionId);
    expect(order).toMatchObject({ amount_cents: 4700, status: "pending", provider: "test" });

    // Not paid yet: verification fails and nothing is created.
    expect(await verifyCheckout(sessionId)).toEqual({ success: false });
    expect(findUserByEmail(who.email)).toBeUndefined();

    completeTestCheckout(sessionId);
    const first = await verifyCheckout(sessionId);
    if (!first.success || !first.newUser) throw new Error("expected a new account");
    expect(first.newUser.email).toBe(who.email);
    expect(first.newUser.temporaryPassword).toMatch(/^[A-HJ-NP-Za-kmnp-z2-9]{12}$/);

    const user = findUserByEmail(who.email)!;
    expect(loadCurrentUser(user.id)).toMatchObject({ firstName: "Pat", lastName: "Buyer", needsPasswordChange: true });
    expect(hasBootcampAccess(user.id)).toBe(true);
    // The temporary password signs in.
    const form = new URLSearchParams({ email: who.email, password: first.newUser.temporaryPassword });
    expect(await signIn(new Request("http://127.0.0.1/auth", { method: "POST", body: form }), "203.0.113.9")).toBe(user.id);

    const receipts = sql<{ payload: string }>("select payload from outbox where kind = 'email' and payload like ?", `%${who.email}%`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].payload).toContain("Payment received: $47.00 for the Windshield Repair Bootcamp");
    // The password itself never travels by e-mail, nor sits in the database in the clear.
    expect(receipts[0].payload).not.toContain(first.newUser.temporaryPassword);
    expect(JSON.stringify(sql("select * from orders where provider_session_id = ?", sessionId))).not.toContain(first.newUser.temporaryPassword);
  });

  it("is idempotent: verified again it shows no password and makes nothing new", async () => {
    const { sessionId, who } = await buyAndPay("bootcamp");
    expect((await verifyCheckout(sessionId)).success).toBe(true);
    const again = await verifyCheckout(sessionId);
    expect(again).toMatchObject({ success: true, newUser: null, email: who.email });
    expect(sql("select * from users where email = ?", who.email)).toHaveLength(1);
    expect(sql("select * from course_purchases where provider_session_id = ?", sessionId)).toHaveLength(1);
  });

  it("20 verifications at the same moment make one account and one purchase, and show the password once", async () => {
    const { sessionId, who } = await buyAndPay("bootcamp");
    const results = await Promise.all(Array.from({ length: 20 }, () => verifyCheckout(sessionId)));
    expect(results.every((result) => result.success)).toBe(true);
    expect(results.filter((result) => result.success && result.newUser)).toHaveLength(1);
    expect(sql("select * from users where email = ?", who.email)).toHaveLength(1);
    expect(sql("select * from course_purchases where provider_session_id = ?", sessionId)).toHaveLength(1);
    expect(sql("select * from outbox where payload like ?", `%${who.email}%`)).toHaveLength(1);
  });

  it("the webhook's fulfilment and the page's verification together still make one account, and the page still shows the password", async () => {
    const { sessionId, who } = await buyAndPay("bootcamp");
    const [order] = sql<{ id: string; payment_reference: string }>("select id from orders where provider_session_id = ?", sessionId);
    const [paid] = sql<{ payment_reference: string }>("select payment_reference from test_checkout_sessions where id = ?", sessionId);
    const state = {
      id: sessionId,
      paid: true,
      orderId: order.id,
      amountCents: 4700,
      paymentReference: paid.payment_reference,
      customerId: null,
      paymentMethod: null,
      instalmentId: null,
    };
    const [, page] = await Promise.all([fulfilOrder(state), verifyCheckout(sessionId)]);
    expect(page).toMatchObject({ success: true, newUser: { email: who.email } });
    expect(sql("select * from users where email = ?", who.email)).toHaveLength(1);
  });

  it("a purchase for an address that already has an account is added to it only once the mailbox is proved, with a password its owner chooses", async () => {
    // Someone made an account for this address earlier and knows its password.
    const email = `member-${Date.now()}@example.test`;
    const userId = await createUser({ email, password: "made-by-someone-else", emailConfirmed: true });
    const { sessionId } = await buyAndPay("bootcamp", { firstName: "Existing", lastName: "", email: email.toUpperCase() });
    expect(await verifyCheckout(sessionId)).toMatchObject({ success: true, newUser: null, awaitsClaim: true });
    // Paid, but not on that account yet: its password opens nothing bought.
    expect(sql("select status, user_id from orders where provider_session_id = ?", sessionId)).toEqual([{ status: "paid", user_id: null }]);
    expect(hasBootcampAccess(userId)).toBe(false);
    expect(
      await signIn(
        new Request("http://127.0.0.1/auth", { method: "POST", body: new URLSearchParams({ email, password: "made-by-someone-else" }) }),
        "203.0.113.80",
      ),
    ).toBe(userId);
    expect(hasBootcampAccess(userId)).toBe(false);
    // The address's owner gets a link to choose the password, which adds the purchase.
    await drainOutbox();
    const [mail] = sql<{ text_body: string }>("select text_body from mail where subject like 'Add your purchase to your account%' and to_address = ?", email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text_body)![0];
    const { resetPassword } = await import("~/server/accounts/password-reset.server");
    expect(await resetPassword(new URL(link).searchParams.get("token")!, "owner-chose-this-1", { clientAddress: "203.0.113.81" })).toBe(true);
    expect(hasBootcampAccess(userId)).toBe(true);
    expect(sql("select user_id from orders where provider_session_id = ?", sessionId)).toEqual([{ user_id: userId }]);
    await expect(
      signIn(new Request("http://127.0.0.1/auth", { method: "POST", body: new URLSearchParams({ email, password: "made-by-someone-else" }) }), "203.0.113.80"),
    ).rejects.toThrow("do not match");
  });

  it("a signed-in account buying for its own address gets the purchase at once, with no mailbox link", async () => {
    const email = `signed-in-${Date.now()}@example.test`;
    const userId = await createUser({ email, password: "my-own-password-1", emailConfirmed: true });
    const sessionId = sessionIdOf(await startCheckout("bootcamp", { firstName: "Signed", lastName: "In", email }, null, { buyerAccountId: userId }));
    completeTestCheckout(sessionId);
    expect(await verifyCheckout(sessionId)).toMatchObject({ success: true, newUser: null, awaitsClaim: false });
    expect(hasBootcampAccess(userId)).toBe(true);
    await drainOutbox();
    expect(sql("select subject from mail where to_address = ? and subject like 'Add your purchase%'", email)).toEqual([]);
  });

  it("a full refund closes the course again", async () => {
    const { sessionId, who } = await buyAndPay("bootcamp");
    await verifyCheckout(sessionId);
    const user = findUserByEmail(who.email)!;
    const [{ payment_reference: paymentReference }] = sql<{ payment_reference: string }>(
      "select payment_reference from orders where provider_session_id = ?",
      sessionId,
    );
    expect(refundPayment(paymentReference)).toBe(true);
    expect(hasBootcampAccess(user.id)).toBe(false);
    expect(sql("select status, refunded_at from orders where provider_session_id = ?", sessionId)[0]).toMatchObject({ status: "refunded" });
    // A repeated refund event changes nothing.
    expect(refundPayment(paymentReference)).toBe(false);
    expect(hasBootcampAccess(user.id)).toBe(false);
  });

  it("an unknown or tampered session id is a failed verification", async () => {
    expect(await verifyCheckout("cs_test_does_not_exist")).toEqual({ success: false });
    expect(await verifyCheckout("")).toEqual({ success: false });
    expect(await verifyCheckout("x".repeat(5000))).toEqual({ success: false });
  });
});

describe("buying a plan in test mode", () => {
  it("the split plan charges $997 now and schedules $997 for 30 days later", async () => {
    const paidAt = new Date();
    const { sessionId } = await buyAndPay("qualified-split");
    await verifyCheckout(sessionId, paidAt);
    const [order] = sql<{ id: string; amount_cents: number; status: string }>("select * from orders where provider_session_id = ?", sessionId);
    expect(order).toMatchObject({ amount_cents: 99_700, status: "paid" });
    expect(sql("select number, amount_cents, due_at, status from instalments where order_id = ?", order.id)).toEqual([
      { number: 2, amount_cents: 99_700, due_at: paidAt.getTime() + 30 * 86_400_000, status: "scheduled" },
    ]);
  });

  it("a plan opens the member portal but not the bootcamp course area", async () => {
    const { sessionId, who } = await buyAndPay("premium");
    const result = await verifyCheckout(sessionId);
    expect(result).toMatchObject({ success: true, product: { id: "premium", amountCents: 299_700 } });
    expect(hasBootcampAccess(findUserByEmail(who.email)!.id)).toBe(false);
    expect(sql("select course_id from course_purchases where provider_session_id = ?", sessionId)).toEqual([]);
  });

  it("every product is charged exactly its price", async () => {
    for (const productId of ["bootcamp", "training-only", "complete", "premium", "ultimate", "qualified-split"] as const) {
      const sessionId = sessionIdOf(await startCheckout(productId, buyer(), shippingFor(productId)));
      const [session] = sql<{ amount_cents: number }>("select amount_cents from test_checkout_sessions where id = ?", sessionId);
      expect(session.amount_cents, productId).toBe(findProduct(productId)!.amountCents);
    }
  });
});

describe("the bootcamp course", () => {
  it("is seeded with its modules and lessons in order", () => {
    const modules = sql<{ id: string; order_index: number }>(
      "select id, order_index from course_modules where course_id = ? order by order_index",
      BOOTCAMP_COURSE_ID,
    );
    expect(modules.length).toBeGreaterThanOrEqual(4);
    expect(modules.map((module) => module.order_index)).toEqual(modules.map((_, index) => index));
    const lessons = sql("select * from course_lessons");
    expect(lessons.length).toBeGreaterThanOrEqual(12);
  });
});

describe("unclaimed temporary passwords", () => {
  it("are forgotten a day after the payment", async () => {
    const paidAt = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const { sessionId } = await buyAndPay("bootcamp");
    const [order] = sql<{ id: string }>("select id from orders where provider_session_id = ?", sessionId);
    const [paid] = sql<{ payment_reference: string }>("select payment_reference from test_checkout_sessions where id = ?", sessionId);
    await fulfilOrder(
      {
        id: sessionId,
        paid: true,
        orderId: order.id,
        amountCents: 4700,
        paymentReference: paid.payment_reference,
        customerId: null,
        paymentMethod: null,
        instalmentId: null,
      },
      paidAt,
    );
    expect(sql("select sealed_credentials from orders where id = ?", order.id)[0]).not.toEqual({ sealed_credentials: null });
    expect(sweepExpiredData().buyerCredentials).toBeGreaterThanOrEqual(1);
    expect(await verifyCheckout(sessionId)).toMatchObject({ success: true, newUser: null });
  });
});
