import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { db } from "./db.server";
import { verifyPassword } from "./passwords.server";
import { consumeLimit, isLimited, resetLimit } from "./rate-limit.server";
import { clientIp } from "./request.server";
import { sessionUserId } from "./session.server";
import { findUserByEmail, loadCurrentUser, normalizeEmail, type CurrentUser, type Role } from "./users.server";

/** A sign-in refusal with a reason people can act on. */
export class SignInError extends Error {}

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? "" : "s"}`;
};

// remix-auth 4 only verifies credentials; the session is ours (revocable rows in SQLite).
export const authenticator = new Authenticator<string>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const email = normalizeEmail(String(form.get("email") ?? ""));
    const password = String(form.get("password") ?? "");
    if (!email || !password) throw new SignInError("Please enter your e-mail and password.");

    const byIp = await consumeLimit("signInByIp", clientIp(request));
    if (!byIp.allowed) throw new SignInError(`Too many sign-in attempts. Please try again in ${minutes(byIp.retryAfterSeconds)}.`);
    const locked = await isLimited("signInFailuresByAccount", email);
    if (!locked.allowed) {
      throw new SignInError(`This account is locked after too many failed attempts. Please try again in ${minutes(locked.retryAfterSeconds)}.`);
    }

    const user = findUserByEmail(email);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      const failure = await consumeLimit("signInFailuresByAccount", email);
      if (!failure.allowed) {
        throw new SignInError(`This account is locked after too many failed attempts. Please try again in ${minutes(failure.retryAfterSeconds)}.`);
      }
      throw new SignInError("That e-mail and password do not match an account.");
    }
    await resetLimit("signInFailuresByAccount", email);
    if (!user.emailConfirmedAt) throw new SignInError("Please confirm your e-mail address first: open the link we e-mailed you.");
    db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id)).run();
    return user.id;
  }),
  "form",
);

/** Only same-site relative paths are followed after sign-in. */
export function safeRedirectTarget(value: unknown, fallback = "/welcome"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

export async function currentUser(request: Request): Promise<(CurrentUser & { sessionIdHash: string }) | null> {
  const session = await sessionUserId(request);
  if (!session) return null;
  const user = loadCurrentUser(session.userId);
  return user ? { ...user, sessionIdHash: session.idHash } : null;
}

/**
 * The signed-in user, or a redirect to /auth that returns here after sign-in. A user who
 * must change their password is sent to /change-password first.
 */
export async function requireUser(request: Request, options: { allowPendingPasswordChange?: boolean } = {}) {
  const user = await currentUser(request);
  if (!user) {
    const url = new URL(request.url);
    const here = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
    throw redirect(`/auth?${new URLSearchParams({ redirectTo: here })}`);
  }
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
