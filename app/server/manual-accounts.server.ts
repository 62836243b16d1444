import crypto from "node:crypto";
import { bootcampCourseId } from "~/content/bootcamp-course";
import { formatCents } from "~/lib/money";
import { COURSE_ACCESS_OPTIONS, type ManualAccount } from "~/lib/admin-forms";
import { and, eq } from "drizzle-orm";
import { coursePurchases, orders } from "../../db/schema";
import { recordAudit, type Actor } from "./audit.server";
import { db, isUniqueViolation, writeTransaction } from "./db.server";
import { manualAccountEmail } from "./emails.server";
import { enqueue } from "./outbox.server";
import { insertAccessGrant } from "./member-access.server";
import { hashPassword } from "./passwords.server";
import { findUserByEmail, insertUser, normalizeEmail } from "./users.server";

export type ManualAccountResult = { success: true; userId: string } | { success: false; code: "email_exists" } | { success: false; code: "error"; message: string };

/**
 * A manual account: an account for someone who paid outside the site, with
 * a temporary password they must change, the access bought (Bootcamp Access opens the
 * course area; any other choice is a member-portal grant an admin can later withdraw), the
 * payment recorded as an order, and the credentials e-mailed.
 */
export async function createManualAccount(actor: Actor, input: ManualAccount): Promise<ManualAccountResult> {
  const email = normalizeEmail(input.email);
  if (findUserByEmail(email)) return { success: false, code: "email_exists" };
  const passwordHash = await hashPassword(input.tempPassword);
  const product = COURSE_ACCESS_OPTIONS.find((option) => option.value === input.courseAccess)!;
  let userId: string;
  try {
    userId = writeTransaction((tx) => {
      const newUserId = insertUser(tx, { email, passwordHash, firstName: input.firstName, lastName: input.lastName, needsPasswordChange: true, emailConfirmed: true });
      const orderId = crypto.randomUUID();
      tx.insert(orders)
        .values({
          id: orderId,
          product: `manual:${product.value}`,
          amountCents: input.amountPaid,
          provider: "manual",
          status: "paid",
          paidAt: new Date(),
          buyerEmail: email,
          buyerFirstName: input.firstName,
          buyerLastName: input.lastName,
          userId: newUserId,
          notes: input.notes || null,
        })
        .run();
      if (product.value === "bootcamp-access") {
        tx.insert(coursePurchases).values({ userId: newUserId, courseId: bootcampCourseId, orderId, status: "completed" }).run();
      } else {
        insertAccessGrant(tx, actor, newUserId, `Manual account: ${product.label}, ${formatCents(input.amountPaid)} paid${input.notes ? `. ${input.notes}` : ""}`);
      }
      // The password travels once, in this e-mail; the outbox forgets it once delivered.
      enqueue({ kind: "email", payload: manualAccountEmail({ to: email, firstName: input.firstName, temporaryPassword: input.tempPassword, access: product.label }) });
      recordAudit(tx, actor, "create account", email, `${product.label}, ${formatCents(input.amountPaid)} paid`);
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
  const access = COURSE_ACCESS_OPTIONS.find((option) => `manual:${option.value}` === order.product)?.label ?? order.product;
  return { email: order.email, name: [order.firstName, order.lastName].filter(Boolean).join(" "), access };
}
