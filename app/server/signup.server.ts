import { and, eq, gt, isNull } from "drizzle-orm";
import { emailConfirmations, users } from "../../db/schema";
import { db } from "./db.server";
import { drainOutbox, enqueue } from "./outbox.server";
import { generateToken, hashToken } from "./passwords.server";
import { createUser, findUserByEmail } from "./users.server";

const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export type SignUp = { fullName: string; email: string; password: string };

/** Create an unconfirmed account and mail its confirmation link; false if the e-mail is taken. */
export async function signUp(input: SignUp, siteUrl: string, now = new Date()): Promise<boolean> {
  if (findUserByEmail(input.email)) return false;
  const [firstName, ...rest] = input.fullName.trim().split(/\s+/);
  const userId = await createUser({ email: input.email, password: input.password, firstName, lastName: rest.join(" ") || undefined });
  const token = generateToken();
  const link = `${siteUrl}/auth/confirm?${new URLSearchParams({ token })}`;
  db.transaction((tx) => {
    tx.insert(emailConfirmations).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) }).run();
    enqueue(tx, {
      kind: "email",
      payload: {
        to: input.email,
        subject: "Confirm your Chip Repair Academy account",
        text: [`Hi ${firstName},`, "", `Please confirm your e-mail address to finish creating your account: ${link}`, "", "The link works for 24 hours."].join("\n"),
      },
    }, now);
  });
  void drainOutbox();
  return true;
}

/** Use a confirmation link once; returns the confirmed user's id. */
export function confirmEmail(token: string, now = new Date()): string | null {
  const confirmation = db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.tokenHash, hashToken(token)), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
    .get();
  if (!confirmation) return null;
  db.transaction((tx) => {
    tx.update(emailConfirmations).set({ usedAt: now }).where(eq(emailConfirmations.tokenHash, confirmation.tokenHash)).run();
    tx.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, confirmation.userId)).run();
  });
  return confirmation.userId;
}
