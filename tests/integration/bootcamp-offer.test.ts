import { beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../support/answer";

// The bootcamp's 72-hour offer is real for each visitor: from their first visit (a signed
// cookie, and their lead once we know them, the earliest start winning), the offer price
// holds for 72 hours and the list price applies after; the order is charged what holds.

type Modules = {
  offer: typeof import("~/server/funnel/bootcamp-offer.server");
  bootcamp: typeof import("~/routes/_sales+/bootcamp");
  order: typeof import("~/routes/_sales+/bootcamp-order");
  leads: typeof import("~/server/funnel/leads.server");
  db: typeof import("~/server/platform/db.server").db;
};
let modules: Modules;

beforeAll(async () => {
  modules = {
    offer: await import("~/server/funnel/bootcamp-offer.server"),
    bootcamp: await import("~/routes/_sales+/bootcamp"),
    order: await import("~/routes/_sales+/bootcamp-order"),
    leads: await import("~/server/funnel/leads.server"),
    db: (await import("~/server/platform/db.server")).db,
  };
});

const HOUR = 3_600_000;
const context = { clientAddress: "203.0.113.8" };
const sql = <T>(query: string, ...params: unknown[]) => modules.db.$client.prepare(query).all(...params) as T[];
const cookieSince = (hoursAgo: number) => modules.offer.offerCookieFor(new Date(Date.now() - hoursAgo * HOUR));
const page = async (cookie?: string) =>
  answerOf<{ offer: { active: boolean; priceDollars: number; endsAt: string } }>(
    await modules.bootcamp.loader({ request: new Request("http://localhost/bootcamp", { headers: cookie ? { cookie } : {} }), params: {}, context }),
  );
const order = async (email: string, cookie: string) =>
  modules.order.action({
    request: new Request("http://localhost/bootcamp-order", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Olive", lastName: "Offer", email, name__confirm: "" }),
    }),
    params: {},
    context,
  });

describe("the bootcamp's offer", () => {
  it("starts on the first visit, held in a signed cookie, and holds for 72 hours", async () => {
    const first = await page();
    expect(first.body.offer).toMatchObject({ active: true, priceDollars: 47 });
    expect(Date.parse(first.body.offer.endsAt) - Date.now()).toBeGreaterThan(71.9 * HOUR);
    expect(first.headers.get("set-cookie")).toMatch(/^__offer=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    // Back within the 72 hours: the same offer, no new cookie, never restarted.
    const again = await page(await cookieSince(71));
    expect(again.body.offer).toMatchObject({ active: true, priceDollars: 47 });
    expect(again.headers.get("set-cookie")).toBeNull();
    // After them: the list price.
    expect((await page(await cookieSince(73))).body.offer).toMatchObject({ active: false, priceDollars: 297 });
    // A cookie not signed by us starts nothing old: a new offer.
    expect((await page("__offer=1")).body.offer).toMatchObject({ active: true });
  });

  it("charges what holds: the offer price within the 72 hours, the list price after", async () => {
    expect(await order("olive-1@example.test", await cookieSince(1))).toMatchObject({ status: 302 });
    expect(await order("olive-2@example.test", await cookieSince(80))).toMatchObject({ status: 302 });
    expect(sql("select buyer_email, amount_cents from orders where buyer_email like 'olive-%' order by buyer_email")).toEqual([
      { buyer_email: "olive-1@example.test", amount_cents: 4_700 },
      { buyer_email: "olive-2@example.test", amount_cents: 29_700 },
    ]);
  });

  it("is held on a known visitor's lead: a fresh cookie does not start it again for that address", async () => {
    const email = "known-lead@example.test";
    const submitter = { ip: "203.0.113.8", userAgent: "Test", attribution: {}, offerStartedAt: new Date(Date.now() - 80 * HOUR) };
    modules.leads.submitWebinarLead(
      {
        firstName: "Kim",
        email,
        phone: "801-555-0177",
        experience: "experienced",
        timeAvailable: "5-10-hours",
        investmentCapacity: "under-1000",
        currentIncome: "2000-5000",
        location: "Ogden, UT",
        motivation: "Extra",
      },
      submitter,
    );
    // A new browser: its own offer has just started, but the address's ended.
    const refused = await answerOf<{ errors: { form: string } }>(await order(email, await cookieSince(0)));
    expect(refused.status).toBe(409);
    expect(refused.body.errors.form).toMatch(
      /^The 72-hour offer for known-lead@example\.test ended on .+, so the bootcamp is \$297 now\. Press the button again to order at that price\.$/,
    );
    expect(sql("select id from orders where buyer_email = ?", email)).toEqual([]);
    // The answer's cookie carries the address's start: the page shows $297, and the order goes through at it.
    const cookie = refused.headers.get("set-cookie")!.split(";")[0];
    expect((await page(cookie)).body.offer).toMatchObject({ active: false, priceDollars: 297 });
    expect(await order(email, cookie)).toMatchObject({ status: 302 });
    expect(sql("select amount_cents from orders where buyer_email = ?", email)).toEqual([{ amount_cents: 29_700 }]);
  });

  it("an order records the start on the buyer's lead, and the earliest start wins", async () => {
    const email = "later-lead@example.test";
    modules.leads.submitWebinarLead(
      {
        firstName: "Lu",
        email,
        phone: "801-555-0178",
        experience: "experienced",
        timeAvailable: "5-10-hours",
        investmentCapacity: "under-1000",
        currentIncome: "2000-5000",
        location: "Ogden, UT",
        motivation: "Extra",
      },
      { ip: "203.0.113.8", userAgent: "Test", attribution: {} },
    );
    expect(sql("select bootcamp_offer_started_at as started from leads where email = ?", email)).toEqual([{ started: null }]);
    await order(email, await cookieSince(10));
    const [{ started }] = sql<{ started: number }>("select bootcamp_offer_started_at as started from leads where email = ?", email);
    expect(Math.abs(started - (Date.now() - 10 * HOUR))).toBeLessThan(60_000);
    await order(email, await cookieSince(2));
    expect(sql("select bootcamp_offer_started_at as started from leads where email = ?", email)).toEqual([{ started }]);
  });
});
