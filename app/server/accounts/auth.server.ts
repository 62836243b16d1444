import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { eq } from "drizzle-orm";
import { normalizeEmail } from "~/lib/field-rules";
import { profiles, users } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { siteOrigin } from "~/server/platform/env.server";
import { hashPassword, verifyPassword } from "~/server/platform/passwords.server";
import { consumeLimit, isLimited, resetLimit } from "~/server/platform/rate-limit.server";
import { pageUrl } from "~/server/platform/request.server";
import { mailUnlockLink, mayPassPause } from "~/server/accounts/sign-in-unlock.server";
import { sessionUserId } from "~/server/accounts/session.server";
import { passwordProblem } from "~/server/accounts/password-policy.server";
import { findUserByEmail, holdsRole, loadCurrentUser, type CurrentUser, type Role } from "~/server/accounts/users.server";

/** A sign-in refusal with a reason people can act on. */
export class SignInError extends Error {}
class WrongCredentials extends SignInError {}

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? "" : "s"}`;
};

// An unknown e-mail is checked against this hash, so it costs the same argon2 time as a
// wrong password and the answer's timing does not tell which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(crypto.randomUUID()));

// remix-auth 4 only verifies credentials; the session is ours (revocable rows in SQLite).
const authenticator = new Authenticator<string>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = normalizeEmail(String(form.get("email") ?? ""));
    const password = String(form.get("password") ?? "");
    if (!email || !password) throw new SignInError("Please enter your e-mail and password.");
    const user = findUserByEmail(email);
    const matches = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), password);
    if (!user || !matches) throw new WrongCredentials("That e-mail and password do not match an account.");
    if (!user.emailConfirmedAt) throw new SignInError("Please confirm your e-mail address first: open the link we e-mailed you.");
    db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id)).run();
    // An admin account whose password predates the rules for admins chooses a new one now.
    if (holdsRole(user.id, "admin", "super_admin") && passwordProblem(password, { staff: true })) {
      db.update(profiles).set({ needsPasswordChange: true }).where(eq(profiles.id, user.id)).run();
    }
    return user.id;
  }),
  "form",
);

const PAUSE_MINUTES = 15;
const accountPaused = (seconds: number) =>
  `Signing in to this account is paused for ${minutes(seconds)} after too many wrong passwords. If it is your account, open the link we have e-mailed you to sign in from this browser now.`;

/**
 * Check a sign-in form within its limits: attempts per address (an IPv6 client's /64),
 * failures per account and address pair, and failures per account from anywhere. The last
 * pauses the account's password sign-in for a while, which would let a guesser keep the
 * owner out: the owner is e-mailed a link that lets their own browser past the pause
 * (sign-in-unlock.server.ts).
 */
export async function signIn(request: Request, clientAddress: string): Promise<string> {
  const email = normalizeEmail(String((await request.clone().formData()).get("email") ?? ""));
  const byAddress = await consumeLimit("signInByIp", clientAddress);
  if (!byAddress.allowed) throw new SignInError(`Too many sign-in attempts. Please try again in ${minutes(byAddress.retryAfterSeconds)}.`);
  const pair = `${email}|${clientAddress}`;
  const locked = await isLimited("signInFailures", pair);
  if (!locked.allowed) throw new SignInError(`Too many failed attempts. Please try again in ${minutes(locked.retryAfterSeconds)}.`);
  const account = findUserByEmail(email);
  await refuseWhilePaused(request, email, account);
  try {
    const userId = await authenticator.authenticate("form", request);
    await resetLimit("signInFailures", pair);
    return userId;
  } catch (error) {
    if (error instanceof WrongCredentials) {
      const failure = await consumeLimit("signInFailures", pair);
      await consumeLimit("accountSignInFailures", email);
      // The pause begins with the next attempt; its owner hears of it now.
      if (account && !(await isLimited("accountSignInFailures", email)).allowed) mailUnlockLink(account, PAUSE_MINUTES);
      if (!failure.allowed) throw new SignInError(`Too many failed attempts. Please try again in ${minutes(failure.retryAfterSeconds)}.`);
    }
    throw error;
  }
}

/** While the account's sign-in is paused, refuse (its owner is e-mailed a link, once a pause), unless this browser opened that link. */
async function refuseWhilePaused(request: Request, email: string, account: { id: string; email: string } | undefined): Promise<void> {
  const paused = await isLimited("accountSignInFailures", email);
  if (paused.allowed) return;
  if (account) {
    if (await mayPassPause(request, account.id)) return;
    mailUnlockLink(account, PAUSE_MINUTES);
  }
  throw new SignInError(accountPaused(paused.retryAfterSeconds));
}

/**
 * Where to go after sign-in: only a place on this site, as a path. The value is resolved the
 * way a browser would (tabs and newlines dropped, backslashes as slashes, dot segments
 * removed), so '/\t/evil.example' and friends resolve off-site and are refused. A resolved
 * path that starts with '//' or '/\\' is refused too: sent as a Location it would be read
 * as another host ('/.//evil.example/x' resolves to the path '//evil.example/x').
 */
export function safeRedirectTarget(value: unknown, fallback = "/welcome"): string {
  if (typeof value !== "string" || value === "") return fallback;
  let target: URL;
  try {
    target = new URL(value, siteOrigin);
  } catch {
    return fallback;
  }
  if (target.origin !== siteOrigin || /^\/[/\\]/.test(target.pathname)) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}

export async function currentUser(request: Request): Promise<(CurrentUser & { sessionIdHash: string }) | null> {
  const session = await sessionUserId(request);
  if (!session) return null;
  const user = loadCurrentUser(session.userId);
  return user ? { ...user, sessionIdHash: session.idHash } : null;
}

/** `redirectTo=` this page (as the browser shows it), for a sign-in to come back to. */
export function returnHere(request: Request): URLSearchParams {
  const url = pageUrl(request);
  return new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
}

/**
 * The signed-in user, or a redirect to /auth that returns here after sign-in. A user who
 * must change their password is sent to /change-password first.
 */
export async function requireUser(request: Request, options: { allowPendingPasswordChange?: boolean } = {}) {
  const user = await currentUser(request);
  if (!user) throw redirect(`/auth?${returnHere(request)}`);
  if (user.needsPasswordChange && !options.allowPendingPasswordChange) throw redirect("/change-password");
  return user;
}

const DENIED: Record<"admin" | "super_admin", string> = {
  admin: "You need admin privileges to access this page.",
  super_admin: "You need super admin privileges to access this page.",
};

/** A user with `role` (super admins pass admin checks), or 'Access Denied' with status 403. */
export async function requireRole(request: Request, role: "admin" | "super_admin") {
  const user = await requireUser(request);
  const accepted: Role[] = role === "admin" ? ["admin", "super_admin"] : ["super_admin"];
  if (!user.roles.some((held) => accepted.includes(held))) {
    throw new Response(DENIED[role], { status: 403, statusText: "Access Denied" });
  }
  return user;
}
