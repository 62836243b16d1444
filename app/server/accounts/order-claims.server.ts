import { and, eq, inArray, isNull } from "drizzle-orm";
import { BOOTCAMP_COURSE_ID } from "~/lib/course-content";
import { findProduct } from "~/server/platform/offers.server";
import { coursePurchases, orders } from "~db/schema";
import type { AppDatabase } from "~/server/platform/db.server";

// A paid order for an address that already has an account is not added to that account at
// once: whoever made the account may not own the address (a purchase or a sign-up for
// someone else's e-mail). It waits, unattached, until the address's owner proves the mailbox
// with an e-mailed link (a password link, a sign-up confirmation) and so chooses the password;
// then every such order of theirs is added.

/** Add the paid orders waiting for this account's mailbox to be proved, in the caller's transaction; returns how many. */
export function attachProvenOrders(tx: AppDatabase, account: { id: string; email: string }): number {
  const waiting = tx
    .select({ id: orders.id, product: orders.product, providerSessionId: orders.providerSessionId })
    .from(orders)
    .where(and(eq(orders.buyerEmail, account.email), isNull(orders.userId), inArray(orders.status, ["paid"])))
    .all();
  for (const order of waiting) {
    tx.update(orders)
      .set({ userId: account.id })
      .where(and(eq(orders.id, order.id), isNull(orders.userId)))
      .run();
    if (findProduct(order.product)?.grantsBootcamp) {
      tx.insert(coursePurchases)
        .values({ userId: account.id, courseId: BOOTCAMP_COURSE_ID, orderId: order.id, providerSessionId: order.providerSessionId, status: "completed" })
        .onConflictDoNothing()
        .run();
    }
  }
  return waiting.length;
}
