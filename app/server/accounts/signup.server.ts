import { and, eq, gt, isNull } from "drizzle-orm";
import { emailConfirmations, users } from "~db/schema";
import { db, isUniqueViolation, writeTransaction } from "~/server/platform/db.server";
import { siteUrl } from "~/server/platform/env.server";
import { signUpAttemptEmail, signUpConfirmationEmail } from "~/server/accounts/account-emails.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { generateToken, hashPassword, hashToken } from "~/server/platform/passwords.server";
import { attachProvenOrders } from "~/server/accounts/order-claims.server";
import { findUserByEmail, insertUser, storePasswordHash } from "~/server/accounts/users.server";

const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export type SignUp = { fullName: string; email: string; password: string };

// Sign-up answers the same for a taken address, so the form cannot tell anyone who has an
// account; the owner hears about the attempt instead.
function tellOwnerAboutAttempt(email: string, now: Date): void {
  enqueue({ kind: "email", payload: signUpAttemptEmail(email) }, now);
}

/**
 * Create an unconfirmed account and mail its confirmation link, all in one transaction.
 * For an address that already has an account, mail its owner instead. The caller answers
 * 'check your email' either way.
 */
export async function signUp(input: SignUp, now = new Date()): Promise<void> {
  // Hashed before anything else, so both outcomes take the same time.
  const passwordHash = await hashPassword(input.password);
  const [firstName, ...rest] = input.fullName.trim().split(/\s+/);
  if (findUserByEmail(input.email)) {
    tellOwnerAboutAttempt(input.email, now);
  } else {
    const token = generateToken();
    const link = `${siteUrl}/auth/confirm?${new URLSearchParams({ token })}`;
    try {
      writeTransaction((tx) => {
        const userId = insertUser(tx, { email: input.email, passwordHash, firstName, lastName: rest.join(" ") || null });
        tx.insert(emailConfirmations)
          .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) })
          .run();
        enqueue({ kind: "email", payload: signUpConfirmationEmail(input.email, firstName, link) }, now);
      });
    } catch (error) {
      // Two sign-ups for one address at the same moment: the second is the 'taken' case.
      if (!isUniqueViolation(error)) throw error;
      tellOwnerAboutAttempt(input.email, now);
    }
  }
}

function findValidConfirmation(token: string, now: Date) {
  return db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.tokenHash, hashToken(token)), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
    .get();
}

/** Whether a confirmation link is still good (the page with the Confirm button asks first). */
export function isConfirmationValid(token: string, now = new Date()): boolean {
  return Boolean(token && findValidConfirmation(token, now));
}

/**
 * Use a confirmation link once, with the password its holder chooses now; returns the
 * confirmed user's id. Whoever signed up may not own the address, so the password typed at
 * sign-up is replaced by the one chosen by whoever reads the mailbox, and paid orders waiting
 * for the address are added to the account (order-claims.server.ts).
 */
export async function confirmEmail(token: string, password: string, now = new Date()): Promise<string | null> {
  const confirmation = findValidConfirmation(token, now);
  if (!confirmation) return null;
  const passwordHash = await hashPassword(password);
  return writeTransaction((tx) => {
    // Spent first and only once, so two presses of Confirm cannot both sign in.
    const spent = tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.tokenHash, confirmation.tokenHash), isNull(emailConfirmations.usedAt)))
      .run();
    if (spent.changes !== 1) return null;
    const account = tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, confirmation.userId)).get();
    if (!account) return null;
    tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, account.id)).run();
    storePasswordHash(account.id, passwordHash);
    attachProvenOrders(tx, account);
    return account.id;
  });
}
