import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResets, users } from "~db/schema";
import { recordAudit } from "~/server/platform/audit.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { siteUrl } from "~/server/platform/env.server";
import { passwordLinkEmail } from "~/server/accounts/account-emails.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { attachProvenOrders } from "~/server/accounts/order-claims.server";
import { passwordProblem } from "~/server/accounts/password-policy.server";
import { generateToken, hashToken } from "~/server/platform/passwords.server";
import { findUserByEmail, holdsRole, setPassword } from "~/server/accounts/users.server";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A newly promoted admin's link to choose a password: a day, since nobody asked for it just now. */
const PROMOTION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** A buyer whose address already had an account adds the purchase with this link: a week, as a receipt waits in an inbox. */
const PURCHASE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a reset was asked for or used from: the client's address, and who was signed in there. */
export type ResetOrigin = { clientAddress: string; signedIn?: { id: string; email: string } | null };

const LINK_LIFETIME_MS = { reset: RESET_TOKEN_TTL_MS, promotion: PROMOTION_LINK_TTL_MS, purchase: PURCHASE_LINK_TTL_MS };

/**
 * Store a single-use password link for `user` and queue the e-mail that carries it, in the
 * caller's transaction.
 */
export function mailPasswordLink(
  writer: Pick<AppDatabase, "insert">,
  user: { id: string; email: string },
  purpose: keyof typeof LINK_LIFETIME_MS,
  now: Date,
  productName?: string,
): void {
  const token = generateToken();
  const link = `${siteUrl}/reset-password?${new URLSearchParams({ token })}`;
  writer
    .insert(passwordResets)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]) })
    .run();
  enqueue({ kind: "email", payload: passwordLinkEmail(user.email, purpose, link, productName) }, now);
}

/**
 * Mail a single-use reset link if the address has an account; say nothing either way.
 * For an admin or super admin account the request is written to the audit log (never the link).
 */
export function requestPasswordReset(email: string, origin: ResetOrigin, now = new Date()): void {
  const user = findUserByEmail(email);
  if (!user) return;
  writeTransaction((tx) => {
    mailPasswordLink(tx, user, "reset", now);
    if (holdsRole(user.id, "admin", "super_admin")) {
      recordAudit(tx, origin.signedIn ?? { id: null, email: "a visitor" }, "request password reset", user.email, `from ${origin.clientAddress}`);
    }
  });
}

function findValidReset(token: string, now: Date) {
  return db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .get();
}

export function isResetTokenValid(token: string, now = new Date()): boolean {
  return Boolean(token && findValidReset(token, now));
}

/** Why `password` may not become the password of the account this reset link is for (an admin's needs 12 characters), or null. */
export function resetPasswordProblem(token: string, password: string, now = new Date()): string | null {
  const reset = token ? findValidReset(token, now) : undefined;
  return passwordProblem(password, { staff: Boolean(reset && holdsRole(reset.userId, "admin", "super_admin")) });
}

/**
 * Use a reset link once: set the password, which ends every session of that user. The link
 * proves the mailbox, so the address counts as confirmed and paid orders waiting for it are
 * added to the account (order-claims.server.ts). For an admin or super admin account the
 * reset is written to the audit log (never the link).
 */
export async function resetPassword(token: string, password: string, origin: Pick<ResetOrigin, "clientAddress">, now = new Date()): Promise<boolean> {
  const reset = findValidReset(token, now);
  if (!reset) return false;
  // Spend the token first, so a second click racing this one cannot use it too.
  const spent = db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, reset.tokenHash), isNull(passwordResets.usedAt)))
    .run();
  if (spent.changes !== 1) return false;
  await setPassword(reset.userId, password);
  writeTransaction((tx) => {
    const account = tx
      .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, reset.userId))
      .get();
    if (!account) return;
    if (!account.emailConfirmedAt) tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, account.id)).run();
    attachProvenOrders(tx, account);
  });
  if (holdsRole(reset.userId, "admin", "super_admin")) {
    const account = db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, reset.userId)).get();
    if (account) recordAudit(db, account, "reset password", account.email, `with an e-mailed link, from ${origin.clientAddress}`);
  }
  return true;
}
