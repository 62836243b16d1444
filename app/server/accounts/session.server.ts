import { createCookie } from "@remix-run/node";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { COOKIE_NAMES } from "~/lib/cookie-names";
import { sessions } from "~db/schema";
import { db } from "~/server/platform/db.server";
import { cookieSecurity } from "~/server/platform/cookies.server";
import { generateToken, hashToken } from "~/server/platform/passwords.server";
import { secrets } from "~/server/platform/secrets.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_DAYS = 30;

// The cookie carries only a random id; the session itself lives in SQLite so it can be
// ended from the server (sign out, password change, deleted user).
const sessionCookie = createCookie(COOKIE_NAMES.session, {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secrets: [secrets.sessionSecret],
  maxAge: SESSION_DAYS * 24 * 60 * 60,
});

/** Start a session; returns the Set-Cookie header value. */
export async function createSession(request: Request, userId: string, now = new Date()): Promise<string> {
  const token = generateToken();
  db.insert(sessions)
    .values({ idHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) })
    .run();
  return sessionCookie.serialize(token, cookieSecurity(request));
}

async function sessionToken(request: Request): Promise<string | null> {
  const token = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" ? token : null;
}

// Prepared once: every signed-in request looks its session up.
const liveSession = db
  .select()
  .from(sessions)
  .where(and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
  .prepare();

type SessionLookup = Promise<{ userId: string; idHash: string } | null>;

// The root loader and the page's own loader both ask for the session of one request, at the
// same time, each with a Request object of its own (Remix hands every loader a copy): calls
// with the same Cookie header while a lookup is under way share it (and its sliding of the
// expiry). A call after it has finished looks again.
const lookupsUnderWay = new Map<string, SessionLookup>();

/** The signed-in user's id, or null. Sliding expiry: use renews the session, once a day at most. */
export function sessionUserId(request: Request, now?: Date): SessionLookup {
  if (now) return lookUpSession(request, now);
  const cookie = request.headers.get("Cookie") ?? "";
  const underWay = lookupsUnderWay.get(cookie);
  if (underWay) return underWay;
  const lookup = lookUpSession(request, new Date()).finally(() => lookupsUnderWay.delete(cookie));
  lookupsUnderWay.set(cookie, lookup);
  return lookup;
}

async function lookUpSession(request: Request, now: Date): SessionLookup {
  const token = await sessionToken(request);
  if (!token) return null;
  const idHash = hashToken(token);
  const row = liveSession.get({ idHash, now: now.getTime() });
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < (SESSION_DAYS - 1) * DAY_MS) {
    db.update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) })
      .where(eq(sessions.idHash, idHash))
      .run();
  }
  return { userId: row.userId, idHash };
}

/** End this browser's session; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = await sessionToken(request);
  if (token)
    db.delete(sessions)
      .where(eq(sessions.idHash, hashToken(token)))
      .run();
  return sessionCookie.serialize("", { ...cookieSecurity(request), maxAge: 0 });
}

/** End every session of a user, optionally keeping the one in use. */
export function revokeUserSessions(userId: string, keepIdHash?: string): void {
  db.delete(sessions)
    .where(keepIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)) : eq(sessions.userId, userId))
    .run();
}
