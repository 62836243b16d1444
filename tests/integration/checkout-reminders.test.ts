import { describe, expect, it } from "vitest";
import { findProduct } from "~/server/platform/offers.server";
import * as reopenRoute from "~/routes/_sales+/checkout.reopen.$token";
import { checkoutReminderStats, reminderOrder, sendDueCheckoutReminders } from "~/server/sales/checkout-reminders.server";
import { db } from "~/server/platform/db.server";
import { drainOutbox } from "~/server/delivery/outbox.server";
import { completeTestCheckout } from "~/server/sales/payments.server";
import { CHECKOUT_REMINDER_DELAY_MS, startCheckout, verifyCheckout } from "~/server/sales/purchases.server";

// A buyer who gives an e-mail at checkout and leaves gets one reminder an hour later, with a
// link that reopens checkout at the same price; nobody who paid, bought another way or takes
// no marketing mail gets one. The clock is the test's: each run is told what time it is.

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const context = { clientAddress: "203.0.113.41" };
let buyers = 0;
/** A buyer who ticked the order form's box for marketing mail. */
const buyer = () => ({ firstName: "Robin", lastName: "Leaver", email: `leaver-${++buyers}-${Date.now()}@example.test`, marketingConsent: "yes" });
const MINUTE = 60_000;

/** Start an order at `at` on the test checkout; returns its id and checkout session id. */
async function leaveCheckout(at: Date, who = buyer(), product: "training-only" | "bootcamp" = "training-only") {
  const url = await startCheckout(product, who, null, { now: at });
  const sessionId = url.split("/test-checkout/")[1];
  const [{ id }] = sql<{ id: string }>("select id from orders where provider_session_id = ?", sessionId);
  return { orderId: id, sessionId, email: who.email, who };
}

async function pay(sessionId: string) {
  completeTestCheckout(sessionId);
  expect((await verifyCheckout(sessionId)).success).toBe(true);
}

/** The reminders `email` got, as delivered to the built-in mailbox. */
async function remindersTo(email: string) {
  await drainOutbox();
  return sql<{ subject: string; text_body: string }>(
    "select subject, text_body from mail where to_address = ? and subject like 'Your order is waiting%'",
    email,
  );
}

const reminderOf = (orderId: string) =>
  sql<{ status: string; not_needed_because: string | null; reopened_order_id: string | null }>(
    "select status, not_needed_because, reopened_order_id from checkout_reminders where order_id = ?",
    orderId,
  )[0];
const linkIn = (text: string) => /\/checkout\/reopen\/([\w-]+)/.exec(text)?.[1];

describe("checkout reminders", () => {
  it("go only to a buyer who ticked the box for them at the order, or to a confirmed account's address", async () => {
    const start = new Date("2031-02-01T10:00:00Z");
    const unticked = await leaveCheckout(start, { ...buyer(), marketingConsent: undefined as unknown as string });
    const withAccount = { ...buyer(), marketingConsent: undefined as unknown as string };
    const { createUser } = await import("~/server/accounts/users.server");
    await createUser({ email: withAccount.email, password: "account-pass-1", emailConfirmed: true });
    const confirmed = await leaveCheckout(start, withAccount);
    sendDueCheckoutReminders(new Date(start.getTime() + CHECKOUT_REMINDER_DELAY_MS));
    expect(await remindersTo(unticked.email)).toHaveLength(0);
    expect(reminderOf(unticked.orderId)).toMatchObject({ status: "not_needed", not_needed_because: "no-consent" });
    expect(sql("select marketing_consent from orders where id = ?", unticked.orderId)).toEqual([{ marketing_consent: 0 }]);
    const [sent] = await remindersTo(confirmed.email);
    expect(sent.subject).toMatch(/^Your order is waiting/);
    // Marketing mail all the same: its one-click unsubscribe (and the List-Unsubscribe headers, unsubscribe.test.ts) ride along.
    expect(sent.text_body).toContain("Unsubscribe with one click: ");
  });

  it("remind an unpaid order's buyer once, an hour after the order, with a link to finish it", async () => {
    const start = new Date("2031-03-01T10:00:00Z");
    const left = await leaveCheckout(start);
    sendDueCheckoutReminders(new Date(start.getTime() + CHECKOUT_REMINDER_DELAY_MS - MINUTE));
    expect(await remindersTo(left.email)).toHaveLength(0);
    expect(reminderOf(left.orderId).status).toBe("scheduled");

    const due = new Date(start.getTime() + CHECKOUT_REMINDER_DELAY_MS);
    sendDueCheckoutReminders(due);
    sendDueCheckoutReminders(new Date(due.getTime() + MINUTE));
    const [reminder, ...more] = await remindersTo(left.email);
    expect(more).toHaveLength(0);
    expect(reminder.subject).toBe(`Your order is waiting: ${findProduct("training-only")!.name}`);
    expect(reminder.text_body).toContain("Hi Robin,");
    expect(reminder.text_body).toMatch(/nothing was charged/);
    const token = linkIn(reminder.text_body)!;
    expect(token).toBeTruthy();
    expect(reminderOrder(token)?.order.id).toBe(left.orderId);
    expect(sql("select token_hash from checkout_reminders where token_hash = ?", token)).toHaveLength(0); // stored hashed
    expect(reminderOf(left.orderId).status).toBe("sent");
  });

  it("send none when the order was paid, the product bought in another order, or the address takes no marketing mail", async () => {
    const start = new Date("2031-03-02T10:00:00Z");
    const paid = await leaveCheckout(start);
    await pay(paid.sessionId);

    const first = await leaveCheckout(start);
    const again = await leaveCheckout(new Date(start.getTime() + 5 * MINUTE), first.who);
    await pay(again.sessionId);

    const quiet = await leaveCheckout(start);
    sql("insert into email_suppressions (email) values (?) returning email", quiet.email);

    sendDueCheckoutReminders(new Date(start.getTime() + 2 * CHECKOUT_REMINDER_DELAY_MS));
    expect(reminderOf(paid.orderId)).toMatchObject({ status: "not_needed", not_needed_because: "paid" });
    expect(reminderOf(first.orderId)).toMatchObject({ status: "not_needed", not_needed_because: "bought" });
    expect(reminderOf(quiet.orderId)).toMatchObject({ status: "not_needed", not_needed_because: "unsubscribed" });
    expect(await remindersTo(paid.email)).toHaveLength(0);
    expect(await remindersTo(first.email)).toHaveLength(0);
    expect(await remindersTo(quiet.email)).toHaveLength(0);
  });

  it("reopen checkout from the link at the order's price, as a new order that gets no reminder of its own; a paid one is not sold twice", async () => {
    const start = new Date("2031-03-03T10:00:00Z");
    const left = await leaveCheckout(start, buyer(), "bootcamp");
    sql("update orders set amount_cents = 4200 where id = ? returning id", left.orderId); // the price when ordered
    sendDueCheckoutReminders(new Date(start.getTime() + CHECKOUT_REMINDER_DELAY_MS));
    const token = linkIn((await remindersTo(left.email))[0].text_body)!;
    const statsBefore = checkoutReminderStats();

    // Opening the link (or a mail scanner opening it) only shows the order.
    const shown = await reopenRoute.loader({ request: new Request(`http://127.0.0.1/checkout/reopen/${token}`), params: { token }, context });
    expect(shown).toMatchObject({ productName: "Windshield Repair Bootcamp", amount: "$42.00", bought: false });
    expect(sql("select id from orders where buyer_email = ?", left.email)).toHaveLength(1);

    const continued = (await reopenRoute.action({
      request: new Request(`http://127.0.0.1/checkout/reopen/${token}`, { method: "POST" }),
      params: { token },
      context,
    })) as Response;
    expect(continued.status).toBe(302);
    const sessionId = continued.headers.get("Location")!.split("/test-checkout/")[1];
    const [reopened] = sql<{ id: string; amount_cents: number }>("select id, amount_cents from orders where provider_session_id = ?", sessionId);
    expect(reopened.amount_cents).toBe(4200);
    expect(reminderOf(left.orderId).reopened_order_id).toBe(reopened.id);
    expect(reminderOf(reopened.id)).toBeUndefined();

    await pay(sessionId);
    // Test-mode payments take no money: never counted as recovered revenue.
    expect(checkoutReminderStats()).toEqual({ ...statsBefore });
    sql("update orders set provider = 'stripe' where id = ? returning id", reopened.id);
    expect(checkoutReminderStats()).toEqual({
      sent: statsBefore.sent,
      recoveredOrders: statsBefore.recoveredOrders + 1,
      recoveredCents: statsBefore.recoveredCents + 4200,
    });

    // The first order is still unpaid, but the product is bought: the link says so instead of selling it again.
    expect(await reopenRoute.loader({ request: new Request(`http://127.0.0.1/checkout/reopen/${token}`), params: { token }, context })).toMatchObject({
      bought: true,
    });
    const twice = (await reopenRoute.action({
      request: new Request(`http://127.0.0.1/checkout/reopen/${token}`, { method: "POST" }),
      params: { token },
      context,
    })) as Response;
    expect(twice.headers.get("Location")).toBe(`/checkout/reopen/${token}`);
  });

  it("answer a link that is not ours with 404", async () => {
    await expect(
      reopenRoute.loader({ request: new Request("http://127.0.0.1/checkout/reopen/nope"), params: { token: "nope" }, context }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
