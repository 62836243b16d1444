import { describe, expect, it } from "vitest";
import { shippingFor } from "../support/shipping-address";
import { recentAudit } from "~/server/platform/audit.server";
import { db } from "~/server/platform/db.server";
import { findProduct } from "~/server/platform/offers.server";
import { orderNumber } from "~/lib/order-number";
import { chargeInstalmentNow, markInstalmentPaidOutside, paymentsGivenBack, waiveInstalment } from "~/server/sales/instalment-admin.server";
import { CHARGE_LEASE_MS, collectDueInstalments } from "~/server/sales/instalment-charging.server";
import { startInstalmentPayment, verifyInstalmentPayment } from "~/server/sales/instalment-pay-link.server";
import { announcedLaterPayments, instalmentIdFromToken, instalmentPayPath, lapseDeadline, nextRetry } from "~/server/sales/instalment-schedule.server";
import { memberAccess } from "~/server/members/member-access.server";
import { completeTestCheckout, paymentProvider, type TestCard } from "~/server/sales/payments.server";
import { refundPayment, startCheckout, verifyCheckout } from "~/server/sales/purchases.server";
import { createUser, findUserByEmail, loadCurrentUser } from "~/server/accounts/users.server";

// Plans in instalments on the built-in test-mode provider (the default here), against the
// real database: the clock is the `now` each call is given, moved by the test.

const DAY_MS = 86_400_000;
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;

type InstalmentRow = {
  id: number;
  status: string;
  due_at: number;
  next_attempt_at: number | null;
  last_failure: string | null;
  settled_by: string | null;
  paid_at: number | null;
};
const instalmentOf = (orderId: string) => sql<InstalmentRow>("select * from instalments where order_id = ?", orderId)[0];
const mailTo = (email: string) =>
  sql<{ payload: string }>("select payload from outbox where kind = 'email' and payload like ? order by id", `%${email}%`).map(
    (row) => JSON.parse(row.payload) as { subject: string; text: string },
  );

/** A new buyer buys the split plan on the test checkout with `card`, paid at `paidAt`. */
async function buyPlan(card: TestCard, paidAt: Date) {
  const email = address(`plan-${card}`);
  const sessionId = (await startCheckout("qualified-split", { firstName: "Pat", lastName: "Planner", email }, shippingFor("qualified-split"))).split(
    "/test-checkout/",
  )[1];
  completeTestCheckout(sessionId, card);
  expect((await verifyCheckout(sessionId, paidAt)).success).toBe(true);
  const [order] = sql<{ id: string; payment_reference: string; user_id: string }>(
    "select id, payment_reference, user_id from orders where provider_session_id = ?",
    sessionId,
  );
  const user = loadCurrentUser(findUserByEmail(email)!.id)!;
  return { email, order, user, instalment: instalmentOf(order.id) };
}

const superAdmin = async () => {
  const email = address("owner");
  return { id: await createUser({ email, password: "secret1", roles: ["super_admin"] }), email };
};

describe("the retry schedule", () => {
  it("tries on the due date, then 3, 7 and 14 days after it; after the last, nothing", () => {
    const due = new Date("2026-03-01T10:00:00Z");
    const at = (days: number) => new Date(due.getTime() + days * DAY_MS);
    expect(nextRetry(due, at(-1))).toEqual(due);
    expect(nextRetry(due, due)).toEqual(at(3));
    expect(nextRetry(due, at(3))).toEqual(at(7));
    expect(nextRetry(due, at(5))).toEqual(at(7));
    expect(nextRetry(due, at(7))).toEqual(at(14));
    expect(nextRetry(due, at(14))).toBeNull();
  });

  it("a pay link names its instalment, cannot be forged, and works until 90 days after the plan's lapse deadline", () => {
    const dueAt = new Date("2026-03-01T10:00:00Z");
    const token = instalmentPayPath({ id: 41, dueAt }).split("/pay/")[1];
    const lastDay = new Date(lapseDeadline(dueAt).getTime() + 90 * DAY_MS - 1000);
    expect(instalmentIdFromToken(token, lastDay)).toBe(41);
    expect(instalmentIdFromToken(token, new Date(lastDay.getTime() + 2000))).toBeNull();
    expect(instalmentIdFromToken(token.replace(/^41\./, "42."), lastDay)).toBeNull();
    // A later expiry written into the link breaks its signature.
    const [id, , signature] = token.split(".");
    expect(instalmentIdFromToken(`${id}.${(4_000_000_000).toString(36)}.${signature}`, lastDay)).toBeNull();
    expect(instalmentIdFromToken("41.not-a-signature", lastDay)).toBeNull();
  });
});

describe("a plan in instalments on the test checkout", () => {
  it("saves the card at checkout, schedules the second payment 30 days on, says so in the receipt, and charges it when due", async () => {
    const paidAt = new Date("2026-04-01T16:00:00Z");
    const { email, order, instalment } = await buyPlan("pays", paidAt);
    expect(sql("select saved_payment_method from orders where id = ?", order.id)).toEqual([{ saved_payment_method: "pm_test_pays" }]);
    expect(instalment).toMatchObject({ status: "scheduled", due_at: paidAt.getTime() + 30 * DAY_MS, next_attempt_at: paidAt.getTime() + 30 * DAY_MS });
    // The receipt: its order, the date, and the payment the checkout announced for a payment made at that moment.
    expect(announcedLaterPayments(findProduct("qualified-split")!.instalments, paidAt)).toEqual([
      { payment: "payment 2 of 2", amount: "$997.00", dueOn: "Friday, May 1, 2026" },
    ]);
    const [purchaseReceipt] = mailTo(email);
    expect(purchaseReceipt.text).toContain(
      `Order number: ${orderNumber(order.id)}\nDate: Wednesday, April 1, 2026\nItem: Complete Training System (Split Pay)\n`,
    );
    expect(purchaseReceipt.text).toContain(
      "Your later payments\n\nPayment 2 of 2: $997.00 on Friday, May 1, 2026\n\nWe charge each one to the card you paid with, on the date shown",
    );

    // A minute early: nothing. On time: charged once, with a receipt.
    expect(await collectDueInstalments(new Date(instalment.due_at - 60_000))).toEqual({ paid: 0, failed: 0, unknown: 0 });
    const dueNow = new Date(instalment.due_at + 1000);
    expect((await collectDueInstalments(dueNow)).paid).toBeGreaterThanOrEqual(1);
    expect(instalmentOf(order.id)).toMatchObject({ status: "paid", settled_by: "saved-card", paid_at: dueNow.getTime(), next_attempt_at: null });
    expect(sql("select count(*) as n from test_card_charges where idempotency_key = ?", `instalment-${instalment.id}-attempt-1`)).toEqual([{ n: 1 }]);
    const receipt = mailTo(email).at(-1)!;
    expect(receipt.subject).toBe("Payment received: Complete Training System (Split Pay)");
    expect(receipt.text).toContain(
      `Order number: ${orderNumber(order.id)}\nDate: Friday, May 1, 2026\nItem: Complete Training System (Split Pay)\n  payment 2 of 2\nAmount paid: $997.00\n`,
    );
    expect(receipt.text).toContain("Payment received: $997.00 for the Complete Training System (Split Pay) (payment 2 of 2).");
    expect(receipt.text).toContain("Your plan is now paid in full.");
    // Later runs find nothing more to charge.
    await collectDueInstalments(new Date(dueNow.getTime() + 20 * DAY_MS));
    expect(sql("select count(*) as n from instalment_charges where instalment_id = ?", instalment.id)).toEqual([{ n: 1 }]);
  });

  it("a declined card is retried 3, 7 and 14 days after the due date with an e-mail each time, then the plan lapses; paying through the link opens it again", async () => {
    const paidAt = new Date("2026-05-01T16:00:00Z");
    const { email, order, user, instalment } = await buyPlan("declined-later", paidAt);
    const due = instalment.due_at;
    for (const [days, nextDays] of [
      [0, 3],
      [3, 7],
      [7, 14],
    ] as const) {
      await collectDueInstalments(new Date(due + days * DAY_MS));
      expect(instalmentOf(order.id)).toMatchObject({ status: "retrying", next_attempt_at: due + nextDays * DAY_MS, last_failure: "card_declined" });
      expect(memberAccess(user)).toMatchObject({ granted: true });
      const notice = mailTo(email).at(-1)!;
      expect(notice.subject).toBe("Your payment did not go through: Complete Training System (Split Pay)");
      expect(notice.text).toContain("your card was declined");
    }
    await collectDueInstalments(new Date(due + 14 * DAY_MS));
    expect(instalmentOf(order.id)).toMatchObject({ status: "lapsed", next_attempt_at: null });
    expect(memberAccess(user)).toMatchObject({ granted: false, reason: "plan-lapsed" });
    const paused = mailTo(email).at(-1)!;
    expect(paused.subject).toBe("Your plan is paused: Complete Training System (Split Pay)");
    const payLink = /(http\S+\/pay\/\S+)/.exec(paused.text)![1];
    expect(payLink).toContain(instalmentPayPath({ id: instalment.id, dueAt: new Date(instalment.due_at) }));
    // Four charges, one per try, each with its own key.
    expect(sql("select attempt, status, failure from instalment_charges where instalment_id = ? order by attempt", instalment.id)).toEqual(
      [1, 2, 3, 4].map((attempt) => ({ attempt, status: "failed", failure: "card_declined" })),
    );

    // The buyer pays through the link with a card that works: access is back at once.
    const payment = await startInstalmentPayment(instalment.id);
    expect(payment.outcome).toBe("checkout");
    const sessionId = (payment as { url: string }).url.split("/test-checkout/")[1];
    expect(await verifyInstalmentPayment(instalment.id, sessionId)).toBe(false); // not paid yet
    completeTestCheckout(sessionId, "pays");
    expect(await verifyInstalmentPayment(instalment.id, sessionId)).toBe(true);
    expect(await verifyInstalmentPayment(instalment.id, sessionId)).toBe(true); // the page reloaded
    expect(instalmentOf(order.id)).toMatchObject({ status: "paid", settled_by: "pay-link" });
    expect(memberAccess(user)).toMatchObject({ granted: true, basis: "order" });
    expect(sql("select saved_payment_method from orders where id = ?", order.id)).toEqual([{ saved_payment_method: "pm_test_pays" }]);
    expect(mailTo(email).filter((mail) => mail.subject.startsWith("Payment received"))).toHaveLength(1);
    // Another instalment's session does not pay this one.
    expect(await verifyInstalmentPayment(instalment.id + 1, sessionId)).toBe(false);
  });

  it("a charge cut off by a crash is taken up again with the same key once its lease runs out, and charged once", async () => {
    const { order, instalment } = await buyPlan("pays", new Date("2026-06-01T16:00:00Z"));
    const startedAt = instalment.due_at;
    // A process claimed the charge, the provider took the money, and the process died before recording it.
    db.$client
      .prepare(
        "insert into instalment_charges (instalment_id, attempt, amount_cents, payment_method, status, lease_until, trigger, started_at) values (?, 1, 99700, 'pm_test_pays', 'charging', ?, 'schedule', ?)",
      )
      .run(instalment.id, startedAt + CHARGE_LEASE_MS, startedAt);
    db.$client.prepare("update instalments set next_attempt_at = null where id = ?").run(instalment.id);
    db.$client
      .prepare(
        "insert into test_card_charges (idempotency_key, payment_method, amount_cents, payment_reference) values (?, 'pm_test_pays', 99700, 'pi_test_first')",
      )
      .run(`instalment-${instalment.id}-attempt-1`);

    // Within the lease another run leaves it alone, and until it has an answer nothing else settles the instalment.
    await collectDueInstalments(new Date(startedAt + 60_000));
    expect(instalmentOf(order.id).status).toBe("scheduled");
    expect(await startInstalmentPayment(instalment.id)).toEqual({ outcome: "charge-under-way" });
    await collectDueInstalments(new Date(startedAt + CHARGE_LEASE_MS + 1000));
    expect(instalmentOf(order.id)).toMatchObject({ status: "paid", settled_by: "saved-card" });
    expect(sql("select payment_reference from instalments where id = ?", instalment.id)).toEqual([{ payment_reference: "pi_test_first" }]);
    expect(sql("select count(*) as n from test_card_charges where idempotency_key like ?", `instalment-${instalment.id}-%`)).toEqual([{ n: 1 }]);
  });

  it("two workers at once charge each due instalment once", async () => {
    const paidAt = new Date("2026-07-01T16:00:00Z");
    const plans = await Promise.all([buyPlan("pays", paidAt), buyPlan("pays", paidAt), buyPlan("declined-later", paidAt)]);
    const now = new Date(paidAt.getTime() + 30 * DAY_MS + 1000);
    await Promise.all([collectDueInstalments(now), collectDueInstalments(now)]);
    for (const plan of plans) expect(sql("select count(*) as n from instalment_charges where instalment_id = ?", plan.instalment.id)).toEqual([{ n: 1 }]);
    expect(plans.map((plan) => instalmentOf(plan.order.id).status)).toEqual(["paid", "paid", "retrying"]);
  });

  it("a refund ends the plan: nothing more is charged, and its link has nothing to pay", async () => {
    const { order, instalment } = await buyPlan("pays", new Date("2026-08-01T16:00:00Z"));
    expect(refundPayment(order.payment_reference)).toBe(true);
    await collectDueInstalments(new Date(instalment.due_at + 1000));
    expect(instalmentOf(order.id)).toMatchObject({ status: "scheduled", next_attempt_at: null });
    expect(await startInstalmentPayment(instalment.id)).toEqual({ outcome: "nothing-to-pay" });
  });
});

describe("a super admin's instalment actions", () => {
  it("charge now, waive: each written to the audit log; a settled instalment takes no more", async () => {
    const actor = await superAdmin();
    const declined = await buyPlan("declined-later", new Date());
    expect(await chargeInstalmentNow(actor, declined.instalment.id)).toEqual({
      ok: false,
      reason: "the charge failed (card_declined); the buyer has been e-mailed a link to pay",
    });
    expect(recentAudit(1)[0]).toMatchObject({
      actorEmail: actor.email,
      action: "charge instalment now",
      target: declined.email,
      details: "Complete Training System (Split Pay), payment 2 of 2: $997.00",
    });
    // Early, before the due date: the due date's own try still comes.
    expect(instalmentOf(declined.order.id)).toMatchObject({ status: "retrying", next_attempt_at: declined.instalment.due_at });
    expect(await waiveInstalment(actor, declined.instalment.id)).toEqual({ ok: true, message: `Waived: ${declined.email}` });
    expect(recentAudit(1)[0]).toMatchObject({ action: "waive instalment", target: declined.email });
    expect(await chargeInstalmentNow(actor, declined.instalment.id)).toEqual({ ok: false, reason: "it is already waived" });
    expect(await startInstalmentPayment(declined.instalment.id)).toEqual({ outcome: "nothing-to-pay" });

    const paying = await buyPlan("pays", new Date());
    expect(await chargeInstalmentNow(actor, paying.instalment.id)).toEqual({ ok: true, message: "Charged: the instalment is paid" });
    expect(instalmentOf(paying.order.id)).toMatchObject({ status: "paid", settled_by: "saved-card" });
    expect(sql("select trigger from instalment_charges where instalment_id = ?", paying.instalment.id)).toEqual([{ trigger: "admin" }]);
  });
});

describe("a failed instalment's pay link", () => {
  const sessionOf = (payment: Awaited<ReturnType<typeof startInstalmentPayment>>) => {
    if (payment.outcome !== "checkout") throw new Error(`no checkout: ${payment.outcome}`);
    return payment.url.split("/test-checkout/")[1];
  };

  it("never keeps the plan from lapsing: posted again and again, the plan still lapses at its deadline (due date + the last retry day)", async () => {
    const { order, user, instalment } = await buyPlan("declined-later", new Date("2026-08-01T16:00:00Z"));
    const due = instalment.due_at;
    const deadline = lapseDeadline(new Date(due)).getTime();
    expect(deadline).toBe(due + 14 * DAY_MS);
    await collectDueInstalments(new Date(due));
    expect(instalmentOf(order.id).status).toBe("retrying");
    // Someone (no cookie needed) posts the pay link every 6 hours and never pays; before the
    // fix, each post put the next charge an hour after it, so no charge and no lapse ever came.
    for (let at = due + 60_000; at <= deadline + DAY_MS; at += 6 * 60 * 60_000) {
      expect((await startInstalmentPayment(instalment.id, new Date(at))).outcome).toBe("checkout");
      expect(instalmentOf(order.id).next_attempt_at ?? 0).toBeLessThanOrEqual(deadline);
      await collectDueInstalments(new Date(at));
      if (at >= deadline) break;
    }
    expect(instalmentOf(order.id)).toMatchObject({ status: "lapsed", next_attempt_at: null });
    expect(memberAccess(user)).toMatchObject({ granted: false, reason: "plan-lapsed" });
  });

  it("has one open checkout per instalment; a charge or an admin closes it first, and a payment made anyway is refunded and shown to the admin", async () => {
    const { order, instalment } = await buyPlan("declined-later", new Date("2026-09-01T16:00:00Z"));
    const due = instalment.due_at;
    await collectDueInstalments(new Date(due));
    const owner = await superAdmin();

    // Posting the link twice hands out the same checkout.
    const first = sessionOf(await startInstalmentPayment(instalment.id, new Date(due + 60_000)));
    expect(sessionOf(await startInstalmentPayment(instalment.id, new Date(due + 2 * 60_000)))).toBe(first);

    // "Charge now" while it is open closes it first: it can no longer be paid.
    expect(await chargeInstalmentNow(owner, instalment.id, new Date(due + 3 * 60_000))).toEqual({
      ok: false,
      reason: "the charge failed (card_declined); the buyer has been e-mailed a link to pay",
    });
    expect(sql("select status from test_checkout_sessions where id = ?", first)).toEqual([{ status: "expired" }]);
    expect(completeTestCheckout(first, "pays")).toBeNull();
    expect(sql("select status from test_checkout_sessions where id = ?", first)).toEqual([{ status: "expired" }]);

    // A new checkout, paid by the buyer just before the admin records the instalment paid: the payment counts, once.
    const second = sessionOf(await startInstalmentPayment(instalment.id, new Date(due + 4 * 60_000)));
    expect(second).not.toBe(first);
    completeTestCheckout(second, "pays");
    expect(await markInstalmentPaidOutside(owner, instalment.id, new Date(due + 5 * 60_000))).toEqual({
      ok: false,
      reason: "the buyer has just paid it through their link",
    });
    expect(instalmentOf(order.id)).toMatchObject({ status: "paid", settled_by: "pay-link" });

    // A checkout opened some other way (as before one open checkout per instalment) and paid: refunded.
    const stray = await paymentProvider()!.createCheckout({
      orderId: order.id,
      instalmentId: instalment.id,
      productName: "stray",
      amountCents: 99_700,
      currency: "usd",
      customerEmail: "x@example.test",
      successPath: "/",
      cancelPath: "/",
    });
    completeTestCheckout(stray.id, "pays");
    expect(await verifyInstalmentPayment(instalment.id, stray.id, new Date(due + 6 * 60_000))).toBe(false);
    const [strayPayment] = sql<{ payment_reference: string }>("select payment_reference from test_checkout_sessions where id = ?", stray.id);
    expect(sql("select status, reason from payment_refunds where payment_reference = ?", strayPayment.payment_reference)).toEqual([
      { status: "pending", reason: "instalment-already-settled" },
    ]);
    await collectDueInstalments(new Date(due + 7 * 60_000));
    expect(sql("select amount_cents from test_refunds where payment_reference = ?", strayPayment.payment_reference)).toEqual([{ amount_cents: 99_700 }]);
    expect(paymentsGivenBack().find((refund) => refund.paymentReference === strayPayment.payment_reference)).toMatchObject({
      status: "refunded",
      reason: "instalment-already-settled",
      buyerEmail: expect.stringContaining("@example.test"),
    });
    // Still paid once, by the link.
    expect(instalmentOf(order.id)).toMatchObject({ status: "paid", settled_by: "pay-link" });
  });

  it("paid after its order was refunded: nothing is marked paid and the payment is refunded", async () => {
    const { order, instalment } = await buyPlan("declined-later", new Date("2026-10-01T16:00:00Z"));
    await collectDueInstalments(new Date(instalment.due_at));
    const session = sessionOf(await startInstalmentPayment(instalment.id, new Date(instalment.due_at + 60_000)));
    expect(refundPayment(order.payment_reference)).toBe(true);
    completeTestCheckout(session, "pays");
    expect(await verifyInstalmentPayment(instalment.id, session)).toBe(false);
    expect(instalmentOf(order.id).status).toBe("retrying");
    const [payment] = sql<{ payment_reference: string }>("select payment_reference from test_checkout_sessions where id = ?", session);
    expect(sql("select reason from payment_refunds where payment_reference = ?", payment.payment_reference)).toEqual([{ reason: "order-refunded" }]);
    await collectDueInstalments(new Date(instalment.due_at + 2 * 60_000));
    expect(sql("select count(*) as n from test_refunds where payment_reference = ?", payment.payment_reference)).toEqual([{ n: 1 }]);
  });
});
