import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import * as z from "zod/v4-mini";
import { emailField, passwordField } from "~/lib/field-rules";
import { firstErrorPerField } from "~/lib/form-errors";
import { profiles, userRoles, users } from "../../db/schema";
import { db, type AppDatabase } from "./db.server";
import { env } from "./env.server";
import { hashPassword } from "./passwords.server";

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

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(email: string) {
  return db.select().from(users).where(eq(users.email, normalizeEmail(email))).get();
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
  return db.transaction((tx) => insertUser(tx, { ...input, passwordHash }));
}

export function grantRoles(writer: Writer, userId: string, roles: Role[]): void {
  for (const role of new Set(roles)) writer.insert(userRoles).values({ userId, role }).onConflictDoNothing().run();
}

export async function setPassword(userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    tx.update(profiles).set({ needsPasswordChange: false }).where(eq(profiles.id, userId)).run();
  });
}

/** The spec's 'Update profile': a member's names; an empty display name falls back to the first name. */
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
const rolesOf = db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, sql.placeholder("userId"))).prepare();

export function loadCurrentUser(userId: string): CurrentUser | null {
  const row = userWithProfile.get({ userId });
  if (!row) return null;
  const roles = rolesOf.all({ userId });
  return { ...row, needsPasswordChange: row.needsPasswordChange ?? false, roles: roles.map((entry) => entry.role) };
}

/** The spec's greeting: display name, else first name, else the e-mail before the @, else 'Member'. */
export function greetingName(user: Pick<CurrentUser, "displayName" | "firstName" | "email">): string {
  return user.displayName?.trim() || user.firstName?.trim() || user.email.split("@")[0] || "Member";
}

const SUPER_ADMIN_ROLES: Role[] = ["admin", "super_admin"];
const adminCredentials = z.object({ email: emailField, password: passwordField });

/**
 * Create a super admin, or give an existing account the role. With `setPassword`, an
 * existing account's password is replaced too (`npm run create-admin` on a lost password).
 */
export async function makeSuperAdmin(email: string, password: string, options: { setPassword: boolean }): Promise<"created" | "updated"> {
  const checked = adminCredentials.safeParse({ email, password });
  if (!checked.success) throw new Error(Object.values(firstErrorPerField(checked.error.issues)).join("; "));
  const existing = findUserByEmail(email);
  if (!existing) {
    await createUser({ email, password, firstName: "Admin", roles: SUPER_ADMIN_ROLES, emailConfirmed: true });
    return "created";
  }
  if (options.setPassword) await setPassword(existing.id, password);
  grantRoles(db, existing.id, SUPER_ADMIN_ROLES);
  return "updated";
}

/** At start: make sure the configured first super admin exists, or say how to create one. */
export async function ensureSuperAdmin(): Promise<void> {
  if (env.SUPER_ADMIN_EMAIL && env.SUPER_ADMIN_PASSWORD) {
    if ((await makeSuperAdmin(env.SUPER_ADMIN_EMAIL, env.SUPER_ADMIN_PASSWORD, { setPassword: false })) === "created") {
      console.log(`[accounts] created the super admin ${env.SUPER_ADMIN_EMAIL}`);
    }
    return;
  }
  const admins = db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "super_admin")).all();
  if (admins.length === 0) {
    console.log(
      "[accounts] No super admin yet. Set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD and restart, " +
        "or run: npm run create-admin -- --email you@example.com",
    );
  }
}
