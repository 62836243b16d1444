import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import * as z from "zod/v4-mini";
import { emailField, normalizeEmail, passwordField } from "~/lib/field-rules";
import { firstErrorPerField } from "~/lib/form-errors";
import { emailConfirmations, orders, passwordResets, profiles, userRoles, users } from "~db/schema";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";
import { passwordProblem } from "~/server/accounts/password-policy.server";
import { hashPassword, verifyPassword } from "~/server/platform/passwords.server";
import { revokeUserSessions } from "~/server/accounts/session.server";

export type Role = "user" | "admin" | "super_admin";

export type NewUser = {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  /** Defaults to the first name, as at sign-up. */
  displayName?: string | null;
  roles?: Role[];
  needsPasswordChange?: boolean;
  emailConfirmed?: boolean;
};

type Writer = Pick<AppDatabase, "insert">;

export function findUserByEmail(email: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
}

/**
 * The one way accounts are made (sign-up, the first super admin, `npm run create-admin`,
 * test fixtures). Writes in the caller's transaction, so whatever else belongs with the
 * new account (a confirmation token, its e-mail) is stored with it or not at all.
 */
export function insertUser(writer: Writer, input: Omit<NewUser, "password"> & { passwordHash: string }): string {
  const id = crypto.randomUUID();
  writer
    .insert(users)
    .values({ id, email: normalizeEmail(input.email), passwordHash: input.passwordHash, emailConfirmedAt: input.emailConfirmed ? new Date() : null })
    .run();
  writer
    .insert(profiles)
    .values({
      id,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      displayName: input.displayName === undefined ? (input.firstName ?? null) : input.displayName,
      needsPasswordChange: input.needsPasswordChange ?? false,
    })
    .run();
  grantRoles(writer, id, ["user", ...(input.roles ?? [])]);
  return id;
}

export async function createUser(input: NewUser): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return writeTransaction((tx) => insertUser(tx, { ...input, passwordHash }));
}

export function grantRoles(writer: Writer, userId: string, roles: Role[]): void {
  for (const role of new Set(roles)) writer.insert(userRoles).values({ userId, role }).onConflictDoNothing().run();
}

/**
 * Set an account's password. Whoever held the old one is signed out: every session of the
 * account ends, except `keepSessionIdHash` (a member changing their own password stays
 * signed in where they did it).
 */
export async function setPassword(userId: string, password: string, options: { keepSessionIdHash?: string } = {}): Promise<void> {
  const passwordHash = await hashPassword(password);
  writeTransaction(() => storePasswordHash(userId, passwordHash, options.keepSessionIdHash));
}

/**
 * A new password ends what the old one opened: other sessions, and every reset and
 * confirmation link still waiting. Runs in the caller's transaction (one connection).
 */
export function storePasswordHash(userId: string, passwordHash: string, keepSessionIdHash?: string): void {
  db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
  db.update(profiles).set({ needsPasswordChange: false }).where(eq(profiles.id, userId)).run();
  revokeUserSessions(userId, keepSessionIdHash);
  spendPendingLinks(userId);
}

function spendPendingLinks(userId: string): void {
  db.delete(passwordResets).where(eq(passwordResets.userId, userId)).run();
  db.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId)).run();
}

/**
 * An account gaining admin rights keeps nothing handed out before: every session ends, and
 * every secret still waiting to be used (reset and confirmation links, a purchase's
 * temporary password not yet shown) is spent. Runs in the caller's transaction (one connection).
 */
export function revokeSessionsAndSecrets(userId: string): void {
  revokeUserSessions(userId);
  spendPendingLinks(userId);
  db.update(orders).set({ sealedCredentials: null }).where(eq(orders.userId, userId)).run();
}

/** Update a member's names; an empty display name falls back to the first name. */
export function updateProfile(userId: string, names: { firstName: string; lastName: string; displayName: string }): void {
  db.update(profiles)
    .set({ firstName: names.firstName, lastName: names.lastName || null, displayName: names.displayName || names.firstName })
    .where(eq(profiles.id, userId))
    .run();
}

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  needsPasswordChange: boolean;
  roles: Role[];
};

// Prepared once: every signed-in request loads its user.
const userWithProfile = db
  .select({
    id: users.id,
    email: users.email,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    displayName: profiles.displayName,
    needsPasswordChange: profiles.needsPasswordChange,
  })
  .from(users)
  .leftJoin(profiles, eq(profiles.id, users.id))
  .where(eq(users.id, sql.placeholder("userId")))
  .prepare();
const rolesOf = db
  .select({ role: userRoles.role })
  .from(userRoles)
  .where(eq(userRoles.userId, sql.placeholder("userId")))
  .prepare();

export function loadCurrentUser(userId: string): CurrentUser | null {
  const row = userWithProfile.get({ userId });
  if (!row) return null;
  const roles = rolesOf.all({ userId });
  return { ...row, needsPasswordChange: row.needsPasswordChange ?? false, roles: roles.map((entry) => entry.role) };
}

/** The greeting: display name, else first name, else the e-mail before the @, else 'Member'. */
export function greetingName(user: Pick<CurrentUser, "displayName" | "firstName" | "email">): string {
  return user.displayName?.trim() || user.firstName?.trim() || user.email.split("@")[0] || "Member";
}

const SUPER_ADMIN_ROLES: Role[] = ["admin", "super_admin"];
const adminCredentials = z.object({ email: emailField, password: passwordField });

/**
 * The site owner: the account SUPER_ADMIN_EMAIL names. Only the owner assigns roles, and
 * nobody deletes the owner's account or takes its roles away.
 */
export function isSiteOwner(email: string): boolean {
  return Boolean(env.SUPER_ADMIN_EMAIL) && normalizeEmail(email) === normalizeEmail(env.SUPER_ADMIN_EMAIL!);
}

/** Whether the account holds any of `roles`. */
export function holdsRole(userId: string, ...roles: Role[]): boolean {
  return rolesOf.all({ userId }).some((held) => roles.includes(held.role));
}

/**
 * Create a super admin with this password, or make an existing account one (SUPER_ADMIN_EMAIL
 * at start, `npm run create-admin`). A promoted account gets the password, its address counts
 * as confirmed (the operator named it), and whatever was handed out before ends: sessions,
 * reset and confirmation links, a purchase's unclaimed temporary password.
 */
export async function makeSuperAdmin(email: string, password: string): Promise<"created" | "updated"> {
  const checked = adminCredentials.safeParse({ email, password });
  if (!checked.success) throw new Error(Object.values(firstErrorPerField(checked.error.issues)).join("; "));
  const weak = passwordProblem(password, { staff: true });
  if (weak) throw new Error(`${weak} (the password of ${normalizeEmail(email)}, a super admin)`);
  const existing = findUserByEmail(email);
  if (!existing) {
    await createUser({ email, password, firstName: "Admin", roles: SUPER_ADMIN_ROLES, emailConfirmed: true });
    return "created";
  }
  const passwordHash = await hashPassword(password);
  writeTransaction(() => {
    storePasswordHash(existing.id, passwordHash);
    if (!existing.emailConfirmedAt) db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, existing.id)).run();
    grantRoles(db, existing.id, SUPER_ADMIN_ROLES);
    revokeSessionsAndSecrets(existing.id);
  });
  return "updated";
}

/**
 * At start: make sure the configured first super admin exists, or say how to create one.
 * An existing account that is not a super admin yet is promoted only when
 * SUPER_ADMIN_PASSWORD is its password: anyone may have made an account for that address
 * (a sign-up, a purchase) before the operator named it. Otherwise this throws, naming the
 * variables and the way out, and the server does not start.
 */
export async function ensureSuperAdmin(): Promise<void> {
  const email = env.SUPER_ADMIN_EMAIL;
  const password = env.SUPER_ADMIN_PASSWORD;
  if (email && password) {
    const existing = findUserByEmail(email);
    if (existing && holdsRole(existing.id, "super_admin")) return;
    if (existing && !(await verifyPassword(existing.passwordHash, password))) {
      throw new Error(
        `SUPER_ADMIN_EMAIL names ${existing.email}, an account that already exists and is not a super admin, ` +
          "and SUPER_ADMIN_PASSWORD is not its password, so it was not made super admin (someone else may have made that account). " +
          `To take the account over with a password you choose (its sessions and links end), run: npm run create-admin -- --email ${existing.email} ; ` +
          "or set SUPER_ADMIN_PASSWORD to that account's current password. Then start again.",
      );
    }
    const outcome = await makeSuperAdmin(email, password);
    console.log(`[accounts] ${outcome === "created" ? "created the super admin" : "made super admin the account"} ${normalizeEmail(email)}`);
    return;
  }
  const admins = db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "super_admin")).all();
  if (admins.length === 0) {
    console.log(
      "[accounts] No super admin yet. Set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD and restart, " + "or run: npm run create-admin -- --email you@example.com",
    );
  }
}
