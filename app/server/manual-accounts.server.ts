import crypto from "node:crypto";
import { bootcampCourseId } from "~/content/bootcamp-course";
import { formatCents } from "~/content/products";
import { COURSE_ACCESS_OPTIONS, type ManualAccount } from "~/lib/admin-forms";
import { coursePurchases, orders } from "../../db/schema";
import { recordAudit, type Actor } from "./audit.server";
import { isUniqueViolation, writeTransaction } from "./db.server";
import { manualAccountEmail } from "./emails.server";
import { enqueue } from "./outbox.server";
import { insertAccessGrant } from "./member-access.server";
import { hashPassword } from "./passwords.server";
import { findUserByEmail, insertUser, normalizeEmail } from "./users.server";

export type ManualAccountResult = { success: true; email: string } | { success: false; code: "email_exists" } | { success: false; code: "error"; message: string };

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
  try {
    writeTransaction((tx) => {
      const userId = insertUser(tx, { email, passwordHash, firstName: input.firstName, lastName: input.lastName, needsPasswordChange: true, emailConfirmed: true });
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
          userId,
          notes: input.notes || null,
        })
        .run();
      if (product.value === "bootcamp-access") {
        tx.insert(coursePurchases).values({ userId, courseId: bootcampCourseId, orderId, status: "completed" }).run();
      } else {
        insertAccessGrant(tx, actor, userId, `Manual account: ${product.label}, ${formatCents(input.amountPaid)} paid${input.notes ? `. ${input.notes}` : ""}`);
      }
      // The password travels once, in this e-mail; the outbox forgets it once delivered.
      enqueue({ kind: "email", payload: manualAccountEmail({ to: email, firstName: input.firstName, temporaryPassword: input.tempPassword, access: product.label }) });
      recordAudit(tx, actor, "create account", email, `${product.label}, ${formatCents(input.amountPaid)} paid`);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { success: false, code: "email_exists" };
    return { success: false, code: "error", message: error instanceof Error ? error.message : String(error) };
  }
  return { success: true, email };
}
