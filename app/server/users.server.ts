import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { profiles, userRoles, users } from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";
import { hashPassword } from "./passwords.server";

export type Role = "user" | "admin" | "super_admin";

export type NewUser = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  roles?: Role[];
  needsPasswordChange?: boolean;
  emailConfirmed?: boolean;
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(email: string) {
  return db.select().from(users).where(eq(users.email, normalizeEmail(email))).get();
}

export async function createUser(input: NewUser): Promise<string> {
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  db.transaction((tx) => {
    tx.insert(users)
      .values({ id, email: normalizeEmail(input.email), passwordHash, emailConfirmedAt: input.emailConfirmed ? new Date() : null })
      .run();
    tx.insert(profiles)
      .values({
        id,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        displayName: input.firstName ?? null,
        needsPasswordChange: input.needsPasswordChange ?? false,
      })
      .run();
    for (const role of new Set<Role>(["user", ...(input.roles ?? [])])) tx.insert(userRoles).values({ userId: id, role }).run();
  });
  return id;
}

export async function setPassword(userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    tx.update(profiles).set({ needsPasswordChange: false }).where(eq(profiles.id, userId)).run();
  });
}

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  displayName: string | null;
  needsPasswordChange: boolean;
  roles: Role[];
};

export function loadCurrentUser(userId: string): CurrentUser | null {
  const row = db
    .select({
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      displayName: profiles.displayName,
      needsPasswordChange: profiles.needsPasswordChange,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) return null;
  const roles = db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).all();
  return { ...row, needsPasswordChange: row.needsPasswordChange ?? false, roles: roles.map((entry) => entry.role) };
}

/** The spec's greeting: display name, else first name, else the e-mail before the @, else 'Member'. */
export function greetingName(user: Pick<CurrentUser, "displayName" | "firstName" | "email">): string {
  return user.displayName?.trim() || user.firstName?.trim() || user.email.split("@")[0] || "Member";
}

/** At start: make sure the configured first super admin exists, or say how to create one. */
export async function ensureSuperAdmin(): Promise<void> {
  const admins = db.select({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.role, ["super_admin"])).all();
  if (env.SUPER_ADMIN_EMAIL && env.SUPER_ADMIN_PASSWORD) {
    const existing = findUserByEmail(env.SUPER_ADMIN_EMAIL);
    if (!existing) {
      await createUser({ email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD, firstName: "Admin", roles: ["admin", "super_admin"], emailConfirmed: true });
      console.log(`[accounts] created the super admin ${env.SUPER_ADMIN_EMAIL}`);
    } else if (!db.select().from(userRoles).where(and(eq(userRoles.userId, existing.id), eq(userRoles.role, "super_admin"))).get()) {
      db.insert(userRoles).values({ userId: existing.id, role: "super_admin" }).run();
    }
    return;
  }
  if (admins.length === 0) {
    console.log(
      "[accounts] No super admin yet. Set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD and restart, " +
        "or run: npm run create-admin -- --email you@example.com",
    );
  }
}
