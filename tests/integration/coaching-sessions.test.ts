import { beforeEach, describe, expect, it } from "vitest";
import { shippingFor } from "../support/shipping-address";
import type { ProductId } from "~/content/products";
import { mondayOf, dateInZone, offeredDates } from "~/lib/calendar-dates";
import { createUser, findUserByEmail, loadCurrentUser } from "~/server/accounts/users.server";
import { listBookings, setBookingStatus } from "~/server/calls/admin-bookings.server";
import { availabilityFor } from "~/server/calls/availability.server";
import { cancelBooking, moveBooking } from "~/server/calls/booking-changes.server";
import { createBooking } from "~/server/calls/bookings.server";
import { ONE_A_WEEK_MESSAGE } from "~/server/calls/coaching-sessions.server";
import { showRates } from "~/server/calls/no-shows.server";
import { funnel } from "~/server/funnel/admin-leads.server";
import { coachingBookingByPhoneSchema } from "~/lib/coaching-form";
import { bookCoaching, coachingAllowance, coachingOverview, sessionPhoneCall } from "~/server/members/coaching.server";
import { grantCoachingSessions } from "~/server/members/coaching-allowance.server";
import { memberPlan } from "~/server/members/member-plan.server";
import { recentAudit } from "~/server/platform/audit.server";
import { db } from "~/server/platform/db.server";
import { ownerOverview } from "~/server/shell/owner-overview.server";
import { completeTestCheckout } from "~/server/sales/payments.server";
import { startCheckout, verifyCheckout } from "~/server/sales/purchases.server";

// A member's coaching sessions against the real database and the real slot engine: the
// allowance (plan + sessions added), what counts as used, one a week, a slot a member and a
// visitor (or two members) cannot both have, and the strategy call's figures and rules, which
// leave coaching sessions out.

const DAY_MS = 86_400_000;
const timezone = "America/Chicago";
const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;

async function buy(productId: ProductId) {
  const email = address(`buyer-${productId}`);
  const sessionId = (await startCheckout(productId, { firstName: "Pat", lastName: "Buyer", email }, shippingFor(productId))).split("/test-checkout/")[1];
  completeTestCheckout(sessionId, "pays");
  expect((await verifyCheckout(sessionId, new Date())).success).toBe(true);
  return loadCurrentUser(findUserByEmail(email)!.id)!;
}

/** Every free slot offered, each with its date and the Monday of its week in the member's zone. */
function freeSlots(now = new Date()) {
  return offeredDates(now, timezone)
    .flatMap((date) => availabilityFor(date, timezone, now)!.slots.map((slot) => ({ date, datetime: slot.datetime, timezone })))
    .map((slot) => ({ ...slot, week: mondayOf(dateInZone(new Date(slot.datetime), timezone)) }));
}
/** The first free slot of each week offered. */
const weekly = () => freeSlots().filter((slot, index, all) => index === 0 || slot.week !== all[index - 1].week);
const tokenOf = (bookingId: number) => {
  const link = coachingOverview(sql<{ user_id: string }>("select user_id from bookings where id = ?", bookingId)[0].user_id).sessions.find(
    (session) => session.id === bookingId,
  )!.manageLink!;
  return link.split("/my-call/")[1];
};

beforeEach(() => {
  db.$client.exec("delete from bookings; delete from outbox; delete from coaching_session_grants;");
});

describe("the coaching allowance", () => {
  it("is the plan's sessions plus those an admin added; a booked, held or missed session is used, a cancelled one is given back", async () => {
    const member = await buy("premium");
    expect(coachingAllowance(db, member.id)).toMatchObject({ allowance: 12, used: 0, left: 12 });
    const [first, second] = weekly();
    const booked = bookCoaching(member, first);
    expect(booked.outcome).toBe("booked");
    expect(coachingAllowance(db, member.id)).toMatchObject({ allowance: 12, used: 1, left: 11 });
    expect(memberPlan(member.id).inclusions.find((inclusion) => inclusion.kind === "coaching")!.text).toMatch(/^1 of 12 sessions used/);

    // A missed session stays used.
    const missed = bookCoaching(member, second);
    if (missed.outcome !== "booked") throw new Error(missed.outcome);
    db.$client.prepare("update bookings set appointment_at = ? where id = ?").run(Date.now() - DAY_MS, missed.bookingId);
    const admin = { id: await createUser({ email: address("admin"), password: "secret1", roles: ["admin"] }), email: "admin@example.test" };
    expect(setBookingStatus(admin, missed.bookingId, "no_show")).toEqual({ ok: true, rebook: null });
    expect(coachingAllowance(db, member.id)).toMatchObject({ used: 2, left: 10 });
    // No book-again e-mail: a missed session is booked again in the portal.
    expect(sql("select id from outbox where json_extract(payload, '$.subject') like '%missed you%'")).toEqual([]);

    if (booked.outcome !== "booked") throw new Error(booked.outcome);
    expect(cancelBooking(tokenOf(booked.bookingId))).toEqual({ ok: true });
    expect(coachingAllowance(db, member.id)).toMatchObject({ used: 1, left: 11 });

    expect(grantCoachingSessions(admin, member.id, 2, "Make-up for a missed coach")).toEqual({ ok: true, email: member.email });
    expect(coachingAllowance(db, member.id)).toMatchObject({ allowance: 14, used: 1, left: 13 });
    expect(recentAudit().find((entry) => entry.action === "add coaching sessions")).toMatchObject({
      target: member.email,
      details: "2: Make-up for a missed coach",
    });
  });

  it("is nothing for a plan without coaching: a Complete member cannot book until an admin adds sessions", async () => {
    const member = await buy("complete");
    expect(coachingAllowance(db, member.id)).toMatchObject({ plan: null, allowance: 0, left: 0 });
    const [slot] = freeSlots();
    expect(bookCoaching(member, slot)).toEqual({ outcome: "none-left" });
    expect(sql("select id from bookings")).toEqual([]);
  });

  it("cannot be overdrawn: the last session left is booked once", async () => {
    const member = await buy("premium");
    const weeks = weekly();
    db.$client
      .prepare(
        "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, status, kind, user_id) values ('Pat', ?, '', '', ?, ?, 'completed', 'coaching', ?)",
      )
      .run(member.email, Date.now() - 400 * DAY_MS, timezone, member.id);
    for (let held = 1; held < 11; held++)
      db.$client
        .prepare(
          "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, status, kind, user_id) values ('Pat', ?, '', '', ?, ?, 'completed', 'coaching', ?)",
        )
        .run(member.email, Date.now() - (400 - 7 * held) * DAY_MS, timezone, member.id);
    expect(coachingAllowance(db, member.id).left).toBe(1);
    expect(bookCoaching(member, weeks[0]).outcome).toBe("booked");
    expect(bookCoaching(member, weeks[1])).toEqual({ outcome: "none-left" });
  });
});

describe("one session a week", () => {
  it("refuses a second session in the same Monday-to-Sunday week of the member's zone, to a booking and to a move", async () => {
    const member = await buy("premium");
    const slots = freeSlots();
    const first = slots[0];
    const sameWeek = slots.find((slot) => slot.week === first.week && slot.date !== first.date)!;
    const nextWeek = slots.find((slot) => slot.week > first.week)!;
    expect(bookCoaching(member, first).outcome).toBe("booked");
    expect(bookCoaching(member, sameWeek)).toEqual({ outcome: "same-week" });
    const later = bookCoaching(member, nextWeek);
    if (later.outcome !== "booked") throw new Error(later.outcome);
    expect(moveBooking(tokenOf(later.bookingId), sameWeek)).toEqual({ ok: false, reason: ONE_A_WEEK_MESSAGE, status: 409 });
    // Within its own week a session moves freely.
    const sameWeekAsLater = slots.find((slot) => slot.week === nextWeek.week && slot.datetime !== nextWeek.datetime)!;
    expect(moveBooking(tokenOf(later.bookingId), sameWeekAsLater)).toEqual({ ok: true });
  });
});

describe("a slot has one taker", () => {
  it("two members asking for the same host slot: the first gets it, the second is offered the times still free; a visitor cannot take it either", async () => {
    const [alice, bob] = [await buy("premium"), await buy("ultimate")];
    const [slot] = freeSlots();
    expect(bookCoaching(alice, slot).outcome).toBe("booked");
    const second = bookCoaching(bob, slot);
    expect(second.outcome).toBe("taken");
    if (second.outcome === "taken") expect(second.availability.slots.map((free) => free.datetime)).not.toContain(slot.datetime);
    expect(createBooking({ ...slot, name: "Visitor", email: "visitor@example.test", phone: "801-555-0100" }, {}).outcome).toBe("taken");
    // And the database itself refuses a second live booking for that host and instant, whatever its kind.
    const [held] = sql<{ host_id: number; appointment_at: number }>("select host_id, appointment_at from bookings where kind = 'coaching'");
    expect(() =>
      db.$client
        .prepare("insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, host_id) values ('V', 'v@example.test', '1', '1', ?, ?, ?)")
        .run(held.appointment_at, timezone, held.host_id),
    ).toThrow(/UNIQUE/);
    expect(sql("select user_id from bookings")).toEqual([{ user_id: alice.id }]);
  });
});

describe("the strategy call's figures and rules leave coaching sessions out", () => {
  it("the calls list, the show rates, the funnels and the overview are the same with a session booked, held or missed, and the member may still book a strategy call", async () => {
    const member = await buy("premium");
    const before = { list: listBookings().length, rates: showRates(), funnel: funnel(30), overview: ownerOverview("4w") };
    const [first, second] = weekly();
    const held = bookCoaching(member, first);
    const missed = bookCoaching(member, second);
    if (held.outcome !== "booked" || missed.outcome !== "booked") throw new Error("not booked");
    db.$client.prepare("update bookings set appointment_at = ?, status = 'completed' where id = ?").run(Date.now() - DAY_MS, held.bookingId);
    db.$client.prepare("update bookings set appointment_at = ?, status = 'no_show' where id = ?").run(Date.now() - 2 * DAY_MS, missed.bookingId);
    expect(listBookings().length).toBe(before.list);
    expect(showRates()).toEqual(before.rates);
    expect(funnel(30)).toEqual(before.funnel);
    expect(ownerOverview("4w")).toEqual(before.overview);
    // The one-upcoming-call rule is about strategy calls: a member with a session coming up may still book one.
    // The last week offered: after the two sessions now in the past.
    const third = weekly().at(-1)!;
    expect(bookCoaching(member, third).outcome).toBe("booked");
    const strategy = freeSlots().find((slot) => slot.datetime !== third.datetime)!;
    expect(createBooking({ ...strategy, name: "Pat Buyer", email: member.email, phone: "801-555-0177" }, {}).outcome).toBe("booked");
    // And neither the CRM nor the visitor's confirmation went out for a session.
    expect(sql("select id from outbox where kind = 'crm'")).toHaveLength(0);
    expect(
      sql<{ subject: string }>("select json_extract(payload, '$.subject') as subject from outbox where json_extract(payload, '$.to') = ?", member.email).map(
        (row) => row.subject,
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^Your coaching session is booked/), "Your free strategy call is booked"]));
  });
});

describe("a session by phone", () => {
  it("with no meeting link set, the member's number is asked for, kept on the session, shown to the host and offered again next time", async () => {
    const member = await buy("premium");
    expect(sessionPhoneCall(member.id)).toEqual({ phone: "" });
    const [first] = weekly();
    expect(coachingBookingByPhoneSchema.safeParse({ ...first, phone: "" }).success).toBe(false);
    const booked = bookCoaching(member, { ...first, phone: "(801) 555-0190" });
    if (booked.outcome !== "booked") throw new Error(booked.outcome);
    expect(sql("select phone, phone_digits from bookings where id = ?", booked.bookingId)).toEqual([{ phone: "(801) 555-0190", phone_digits: "8015550190" }]);
    const notice = sql<{ payload: string }>("select payload from outbox where json_extract(payload, '$.subject') like 'New coaching session:%'");
    expect(notice).toHaveLength(1);
    expect(JSON.parse(notice[0]!.payload).text).toContain("(801) 555-0190");
    expect(sessionPhoneCall(member.id)).toEqual({ phone: "(801) 555-0190" });
  });
});
