import { createCookie } from "@remix-run/node";
import { and, eq, gt, isNull } from "drizzle-orm";
import { COOKIE_NAMES } from "~/lib/cookie-names";
import { signInUnlocks } from "~db/schema";
import { cookieSecurity } from "~/server/platform/cookies.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { signInPausedEmail } from "~/server/accounts/account-emails.server";
import { siteUrl } from "~/server/platform/env.server";
import { enqueue } from "~/server/delivery/outbox.server";
import { generateToken, hashToken } from "~/server/platform/passwords.server";
import { secrets } from "~/server/platform/secrets.server";

// Wrong passwords for one account, from whatever addresses, pause its password sign-in for a
// while (rate-limit.server.ts, accountSignInFailures). So that a guesser cannot keep the
// owner out by failing on purpose, the owner is e-mailed a link once per pause; opening it
// marks their browser with a signed cookie, and sign-in from that browser skips the pause
// (the limits per address still apply).

const LINK_LIFETIME_MS = 60 * 60 * 1000;
const BROWSER_MARK_SECONDS = 24 * 60 * 60;

const unlockCookie = createCookie(COOKIE_NAMES.signInUnlock, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [secrets.sessionSecret],
  maxAge: BROWSER_MARK_SECONDS,
});

type BrowserMark = { userIds: string[]; until: number };

async function browserMark(request: Request, now: Date): Promise<BrowserMark> {
  const mark = (await unlockCookie.parse(request.headers.get("Cookie"))) as BrowserMark | null;
  return mark && Array.isArray(mark.userIds) && mark.until > now.getTime() ? mark : { userIds: [], until: 0 };
}

/** Whether this browser opened the account owner's link, so the account's sign-in pause does not apply to it. */
export async function mayPassPause(request: Request, userId: string, now = new Date()): Promise<boolean> {
  return (await browserMark(request, now)).userIds.includes(userId);
}

/** The pause began: e-mail the owner a link to sign in from their own browser, once per pause. */
export function mailUnlockLink(user: { id: string; email: string }, pausedMinutes: number, now = new Date()): void {
  writeTransaction((tx) => {
    const waiting = tx
      .select({ tokenHash: signInUnlocks.tokenHash })
      .from(signInUnlocks)
      .where(
        and(eq(signInUnlocks.userId, user.id), isNull(signInUnlocks.usedAt), gt(signInUnlocks.createdAt, new Date(now.getTime() - pausedMinutes * 60_000))),
      )
      .get();
    if (waiting) return;
    const token = generateToken();
    tx.insert(signInUnlocks)
      .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS), createdAt: now })
      .run();
    enqueue({ kind: "email", payload: signInPausedEmail(user.email, `${siteUrl}/auth/unlock?${new URLSearchParams({ token })}`, pausedMinutes) }, now);
  });
}

function findValidUnlock(token: string, now: Date) {
  return db
    .select()
    .from(signInUnlocks)
    .where(and(eq(signInUnlocks.tokenHash, hashToken(token)), isNull(signInUnlocks.usedAt), gt(signInUnlocks.expiresAt, now)))
    .get();
}

export const isUnlockLinkValid = (token: string, now = new Date()) => Boolean(token && findValidUnlock(token, now));

/** Spend an unlock link: the Set-Cookie that marks this browser for its account, or null for a used or unknown link. */
export async function spendUnlockLink(request: Request, token: string, now = new Date()): Promise<string | null> {
  const unlock = token ? findValidUnlock(token, now) : undefined;
  if (!unlock) return null;
  const spent = db
    .update(signInUnlocks)
    .set({ usedAt: now })
    .where(and(eq(signInUnlocks.tokenHash, unlock.tokenHash), isNull(signInUnlocks.usedAt)))
    .run();
  if (spent.changes !== 1) return null;
  const mark = await browserMark(request, now);
  const userIds = [...new Set([...mark.userIds, unlock.userId])].slice(-5);
  return unlockCookie.serialize({ userIds, until: now.getTime() + BROWSER_MARK_SECONDS * 1000 } satisfies BrowserMark, cookieSecurity(request));
}
