import crypto from "node:crypto";
import { BOOTCAMP_COURSE_ID } from "~/lib/course-content";
import { formatCents } from "~/lib/money";
import { findProduct, inclusionsOf, orderInclusionColumns } from "~/server/platform/offers.server";
import type { ManualAccount } from "~/lib/admin-forms";
import { and, eq } from "drizzle-orm";
import { normalizeEmail } from "~/server/platform/email-address.server";
import { coursePurchases, orders } from "~db/schema";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { manualAccountEmail } from "~/server/members/member-emails.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { insertAccessGrant, productName } from "~/server/members/member-access.server";
import { hashPassword } from "~/server/platform/passwords.server";
import { kitsAsSoldNow, soldKitColumns } from "~/server/sales/shipping.server";
import { findUserByEmail, insertUser } from "~/server/accounts/users.server";

export type ManualAccountResult =
  { success: true; userId: string } | { success: false; code: "email_exists" } | { success: false; code: "error"; message: string };

/**
 * A manual account: an account for someone who paid outside the site, with a temporary
 * password they must change, the product they bought recorded as an order (with where its
 * kits go, for the fulfilment queue), its access (the bootcamp opens the course area; any
 * other product a member-portal grant an admin can later withdraw), and the credentials e-mailed.
 */
export async function createManualAccount(actor: Actor, input: ManualAccount): Promise<ManualAccountResult> {
  const email = normalizeEmail(input.email);
  if (findUserByEmail(email)) return { success: false, code: "email_exists" };
  const passwordHash = await hashPassword(input.tempPassword);
  const product = findProduct(input.courseAccess)!;
  const kits = product.ships
    ? {
        ...soldKitColumns(kitsAsSoldNow(product.ships)),
        shippingStreet: input.street.trim(),
        shippingStreet2: input.street2.trim() || null,
        shippingCity: input.city.trim(),
        shippingState: input.state,
        shippingZip: input.zip.trim(),
        buyerPhone: input.phone.trim(),
      }
    : {};
  let userId: string;
  try {
    userId = writeTransaction((tx) => {
      const newUserId = insertUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        needsPasswordChange: true,
        emailConfirmed: true,
      });
      const orderId = crypto.randomUUID();
      tx.insert(orders)
        .values({
          id: orderId,
          product: product.id,
          amountCents: input.amountPaid,
          provider: "manual",
          status: "paid",
          paidAt: new Date(),
          buyerEmail: email,
          buyerFirstName: input.firstName,
          buyerLastName: input.lastName,
          userId: newUserId,
          notes: input.notes || null,
          ...orderInclusionColumns(inclusionsOf(product.id)),
          ...kits,
        })
        .run();
      if (product.grantsBootcamp) {
        tx.insert(coursePurchases).values({ userId: newUserId, courseId: BOOTCAMP_COURSE_ID, orderId, status: "completed" }).run();
      } else {
        insertAccessGrant(
          tx,
          actor,
          newUserId,
          `Manual account: ${product.name}, ${formatCents(input.amountPaid)} paid${input.notes ? `. ${input.notes}` : ""}`,
        );
      }
      // The password travels once, in this e-mail; the outbox forgets it once delivered.
      enqueue({
        kind: "email",
        payload: manualAccountEmail({ to: email, firstName: input.firstName, temporaryPassword: input.tempPassword, access: product.name }),
      });
      recordAudit(tx, actor, "create account", email, `${product.name}, ${formatCents(input.amountPaid)} paid`);
      return newUserId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { success: false, code: "email_exists" };
    return { success: false, code: "error", message: error instanceof Error ? error.message : String(error) };
  }
  return { success: true, userId };
}

/** What was just set up by hand for this account: who, and what they got. */
export function manualAccountSummary(userId: string): { email: string; name: string; access: string } | null {
  const order = db
    .select({ email: orders.buyerEmail, firstName: orders.buyerFirstName, lastName: orders.buyerLastName, product: orders.product })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.provider, "manual")))
    .get();
  if (!order) return null;
  const access = productName(order.product);
  return { email: order.email, name: [order.firstName, order.lastName].filter(Boolean).join(" "), access };
}
