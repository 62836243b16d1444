import { describe, expect, it } from "vitest";
import type { ProductId } from "~/content/products";

// The admin's home counts the orders with something still to deliver by hand in SQL; it must
// agree with the fulfilment queue's open list, order by order.

const { fulfilmentQueue, openFulfilmentCount } = await import("~/server/sales/fulfilment.server");
const { db } = await import("~/server/platform/db.server");

const { inclusionsOf, orderInclusionColumns } = await import("~/server/platform/offers.server");

const run = (query: string, ...params: unknown[]) => db.$client.prepare(query).run(...params);
/** An order sold with what `product` includes now. */
const order = (id: string, product: ProductId, status: string) => {
  const { inclusions, handDeliveredCount } = orderInclusionColumns(inclusionsOf(product));
  run(
    "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, created_at, paid_at, inclusions, hand_delivered_count) values (?, ?, 100, 'stripe', ?, ?, 'Buyer', ?, ?, ?, ?)",
    id,
    product,
    status,
    `${id}@example.test`,
    Date.now(),
    Date.now(),
    JSON.stringify(inclusions),
    handDeliveredCount,
  );
};
const done = (orderId: string, inclusion: string) =>
  run("insert into order_fulfilments (order_id, inclusion, done_by_email, done_at) values (?, ?, 'team@example.test', ?)", orderId, inclusion, Date.now());

describe("orders to fulfil", () => {
  it("counts paid orders with anything left to do: not the finished, the refunded, the unpaid or what has nothing to deliver", () => {
    const before = openFulfilmentCount();
    expect(before).toBe(fulfilmentQueue("open", Infinity).length);

    order("count-ultimate-new", "ultimate", "paid");
    order("count-ultimate-half", "ultimate", "paid");
    done("count-ultimate-half", "kits");
    order("count-training-done", "training-only", "paid");
    done("count-training-done", "community");
    order("count-refunded", "ultimate", "refunded");
    order("count-unpaid", "premium", "pending");
    order("count-bootcamp", "bootcamp", "paid");

    expect(openFulfilmentCount()).toBe(before + 2);
    expect(openFulfilmentCount()).toBe(fulfilmentQueue("open", Infinity).length);
  });
});
