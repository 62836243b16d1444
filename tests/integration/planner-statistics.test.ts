import { describe, expect, it } from "vitest";

// The query planner chooses indexes by the tables' statistics, which the server makes at start
// and refreshes hourly. Without them, the admin's per-user order totals read every paid order
// (by the status index); with them, only the listed users' orders (by the user index).

const { db, plannerStatistics } = await import("~/server/platform/db.server");

const perUserTotals = "select user_id, count(*) from orders where user_id in ('u-1', 'u-2', 'u-3') and status = 'paid' group by user_id";
const planOf = (query: string) => (db.$client.prepare(`explain query plan ${query}`).all() as { detail: string }[]).map((step) => step.detail).join("\n");

describe("planner statistics", () => {
  it("are made at start, so a user's orders are found by the user index, not by reading every paid order", async () => {
    db.$client.exec(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 5000)
      insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, created_at, paid_at, user_id)
      select 'planner-' || i, 'bootcamp', 100, 'stripe', 'paid', 'planner-' || i || '@example.test', 'Buyer', i, i, null from n`);
    expect(planOf(perUserTotals)).not.toContain("orders_user_idx");

    plannerStatistics.start();
    await plannerStatistics.stop();

    expect(db.$client.prepare("select count(*) from sqlite_stat1 where tbl = 'orders'").pluck().get()).toBeGreaterThan(0);
    expect(planOf(perUserTotals)).toContain("orders_user_idx");
  });
});
