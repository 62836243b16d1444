import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { db, writeTransaction } from "~/server/platform/db.server";
import { formatCents } from "~/lib/money";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { mailPasswordLink } from "~/server/accounts/password-reset.server";
import { isSiteOwner, revokeSessionsAndSecrets } from "~/server/accounts/users.server";
import { instalments, orders, profiles, userRoles, userSearchText, users } from "~db/schema";
import { keysetPage, pageKeyOf, type PageFrom } from "~/server/platform/keyset.server";
import {
  CANDIDATES_CHECKED,
  containsPattern,
  FOUND_BY_ID,
  holdsEveryWord,
  hourlyTrigramSample,
  matchAllWords,
  matchRareTrigrams,
  searchWords,
} from "~/server/platform/full-text.server";

// The admin dashboard's users: the stats (accounts, new today, revenue, test orders, active in
// the last 30 days), the user list (with each user's orders), and deleting an account.

const DAY_MS = 24 * 60 * 60 * 1000;
export const ACTIVE_DAYS = 30;
export const USERS_PAGE_SIZE = 25;

export type AdminStats = { totalUsers: number; newUsersToday: number; totalRevenueCents: number; testOrders: number; activeUsers: number };

/** What a paid order brought in: its payment, and the instalments of its plan paid since (waived ones took nothing). */
const orderReceivedCents = sql`${orders.amountCents} + (select coalesce(sum(${instalments.amountCents}), 0) from ${instalments} where ${instalments.orderId} = ${orders.id} and ${instalments.status} = 'paid')`;

// Orders from the free test-mode checkout took no money: never revenue, always counted apart.
const isTestOrder = eq(orders.provider, "test");
const isRealOrder = ne(orders.provider, "test");

/** "Today" is the host's calendar day, from `startOfToday` (midnight in the host's zone). */
export function adminStats(now: Date, startOfToday: Date): AdminStats {
  const countUsers = (where?: ReturnType<typeof gte>) => db.select({ value: count() }).from(users).where(where).get()?.value ?? 0;
  // Two sums rather than each order's own (orderReceivedCents): the first payments from the
  // orders' status index alone, the paid instalments from the few instalments there are.
  const firstPayments = db
    .select({ value: sql<number>`coalesce(sum(${orders.amountCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.status, "paid"), isRealOrder))
    .get();
  const paidInstalments = db
    .select({ value: sql<number>`coalesce(sum(${instalments.amountCents}), 0)` })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(and(eq(instalments.status, "paid"), eq(orders.status, "paid"), isRealOrder))
    .get();
  const testOrders = db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.status, "paid"), isTestOrder))
    .get();
  return {
    totalUsers: countUsers(),
    newUsersToday: countUsers(gte(users.createdAt, startOfToday)),
    totalRevenueCents: (firstPayments?.value ?? 0) + (paidInstalments?.value ?? 0),
    testOrders: testOrders?.value ?? 0,
    activeUsers: countUsers(gte(users.lastSignInAt, new Date(now.getTime() - ACTIVE_DAYS * DAY_MS))),
  };
}

const userColumns = {
  id: users.id,
  email: users.email,
  createdAt: users.createdAt,
  emailConfirmedAt: users.emailConfirmedAt,
  lastSignInAt: users.lastSignInAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  displayName: profiles.displayName,
};

type OrderTotals = { orderCount: number; totalSpentCents: number; testOrderCount: number };

/**
 * Each listed user's paid orders (test-mode ones counted apart, their amounts left out):
 * counted for the page's users only, through the orders' user index.
 */
function withOrdersAndRoles<Row extends { id: string }>(rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const totals = new Map<string, OrderTotals>();
  const roles = new Map<string, string[]>();
  if (ids.length > 0) {
    const paid = db
      .select({
        userId: orders.userId,
        orderCount: sql<number>`count(*) filter (where ${isRealOrder})`,
        totalSpentCents: sql<number>`coalesce(sum(${orderReceivedCents}) filter (where ${isRealOrder}), 0)`,
        testOrderCount: sql<number>`count(*) filter (where ${isTestOrder})`,
      })
      .from(orders)
      .where(and(inArray(orders.userId, ids), eq(orders.status, "paid")))
      .groupBy(orders.userId)
      .all();
    for (const { userId, ...total } of paid) if (userId) totals.set(userId, total);
    for (const { userId, role } of db.select().from(userRoles).where(inArray(userRoles.userId, ids)).all())
      roles.set(userId, [...(roles.get(userId) ?? []), role]);
  }
  return rows.map((row) => ({ ...row, ...(totals.get(row.id) ?? { orderCount: 0, totalSpentCents: 0, testOrderCount: 0 }), roles: roles.get(row.id) ?? [] }));
}

function searchCondition(query: string) {
  const { indexed, short } = searchWords(query);
  if (indexed.length + short.length === 0) return undefined;
  // Every word must appear in the e-mail or one of the names (user_search_text, indexed by user_search).
  const conditions = short.map(
    (word) => sql`(${userSearchText.email} like ${containsPattern(word)} escape '\\' or ${userSearchText.names} like ${containsPattern(word)} escape '\\')`,
  );
  if (indexed.length > 0) conditions.push(sql`${userSearchText.key} in (select rowid from user_search where user_search match ${matchAllWords(indexed)})`);
  // The users found, when they are few, are named by id to the count and to the page.
  const found =
    (indexed.length > 0 ? usersHoldingRareTrigrams(indexed, [...indexed, ...short]) : null) ??
    db
      .select({ userId: userSearchText.userId })
      .from(userSearchText)
      .where(and(...conditions))
      .limit(FOUND_BY_ID + 1)
      .all()
      .map((row) => row.userId);
  if (found.length <= FOUND_BY_ID) return inArray(users.id, found);
  return sql`${users.id} in (select ${userSearchText.userId} from ${userSearchText} where ${and(...conditions)})`;
}

/**
 * The users whose e-mail or names hold every word, found through each indexed word's rarest
 * trigrams and checked here; null when too many hold those trigrams to check. (A trigram search
 * for a whole address reads the list of every trigram in it, and "use" or "com" name most rows.)
 */
function usersHoldingRareTrigrams(indexed: string[], words: string[]): string[] | null {
  const candidates = db
    .select({ userId: userSearchText.userId, email: userSearchText.email, names: userSearchText.names })
    .from(userSearchText)
    .where(sql`${userSearchText.key} in (select rowid from user_search where user_search match ${matchRareTrigrams(indexed, userTrigramSample())})`)
    .limit(CANDIDATES_CHECKED + 1)
    .all();
  if (candidates.length > CANDIDATES_CHECKED) return null;
  return candidates.filter(({ email, names }) => holdsEveryWord([email, names], words)).map((row) => row.userId);
}

const userTrigramSample = hourlyTrigramSample({
  lastKey: () =>
    db
      .select({ key: sql<number>`max(${userSearchText.key})` })
      .from(userSearchText)
      .get()?.key ?? 0,
  textsAt: (keys) =>
    db
      .select({ email: userSearchText.email, names: userSearchText.names })
      .from(userSearchText)
      .where(inArray(userSearchText.key, keys))
      .all()
      .map((row) => `${row.email}\n${row.names}`),
});

function usersPage(where: ReturnType<typeof searchCondition>, page: number) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE)
    .all();
}

function countUsers(where: ReturnType<typeof searchCondition>): number {
  return db.select({ value: count() }).from(users).where(where).get()?.value ?? 0;
}

/** An account's orders as the admin lists them: paid orders, then test-mode ones marked TEST ("3 + 1 TEST"). */
export function ordersCount(counts: { orderCount: number; testOrderCount: number }, { inWords = false } = {}): string {
  const paid = inWords ? `${counts.orderCount} ${counts.orderCount === 1 ? "order" : "orders"}` : String(counts.orderCount);
  return `${paid}${counts.testOrderCount ? ` + ${counts.testOrderCount} TEST` : ""}`;
}

/** A page of the admin's user list, each account with its dates and sums written out. */
export function userListPage(options: { query: string; page: number; from?: PageFrom }) {
  const list = listUsers(options);
  return {
    pagination: { page: list.page, pageCount: list.pageCount, total: list.total, previous: list.previous, next: list.next },
    users: list.users.map((user) => ({
      ...user,
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
      createdAt: formatAdminDate(user.createdAt),
      emailConfirmedAt: formatAdminDate(user.emailConfirmedAt),
      lastSignInAt: formatAdminDate(user.lastSignInAt),
      totalSpent: formatCents(user.totalSpentCents),
      orders: ordersCount(user),
      ordersInWords: ordersCount(user, { inWords: true }),
    })),
  };
}

/**
 * One page of users, newest first, optionally filtered by e-mail or name. From a page key
 * (`from`, the edge row of the page before) the page is found through the index however deep;
 * without one, `page` counts from the start (a page past the end shows the last).
 */
export function listUsers(options: { query: string; page: number; from?: PageFrom }) {
  const where = searchCondition(options.query);
  const total = countUsers(where);
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page) || 1), pageCount);
  const keyOf = (row: { createdAt: Date; id: string }) => pageKeyOf(row.createdAt, row.id);
  if (options.from) {
    const keyset = keysetPage({ at: users.createdAt, id: users.id }, options.from, USERS_PAGE_SIZE);
    const fetched = db
      .select(userColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit)
      .all();
    const { rows, previous, next } = keyset.page(fetched, keyOf);
    return { users: withOrdersAndRoles(rows), total, page, pageCount, previous, next };
  }
  const rows = usersPage(where, page);
  const next = page < pageCount && rows.length > 0 ? keyOf(rows[rows.length - 1]) : null;
  const previous = page > 1 && rows.length > 0 ? keyOf(rows[0]) : null;
  return { users: withOrdersAndRoles(rows), total, page, pageCount, previous, next };
}

export function adminUserDetail(userId: string) {
  const row = db.select(userColumns).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId)).get();
  return row ? withOrdersAndRoles([row])[0] : null;
}

/** The site must keep one super admin: is this user the only one? */
function isLastSuperAdmin(reader: Pick<typeof db, "select">, userId: string): boolean {
  const superAdmins = reader.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "super_admin")).all();
  return superAdmins.length === 1 && superAdmins[0].userId === userId;
}

/**
 * Delete an account: its sessions, profile, roles, progress, purchases and coach history go
 * with it (foreign keys cascade); its orders stay for the books with the user cleared.
 * Returns why not, when it may not be deleted. The site owner's account never is: with it
 * gone, anyone could make a new account for that address and have it named owner.
 */
export function deleteUser(actor: Actor, userId: string): { ok: true; email: string } | { ok: false; reason: string } {
  return writeTransaction((tx) => {
    const user = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
    if (!user) return { ok: false, reason: "no such user" };
    if (userId === actor.id) return { ok: false, reason: "you cannot delete your own account" };
    if (isSiteOwner(user.email)) return { ok: false, reason: "it is the site owner's account (SUPER_ADMIN_EMAIL)" };
    if (isLastSuperAdmin(tx, userId)) return { ok: false, reason: "it is the last super admin" };
    tx.delete(users).where(eq(users.id, userId)).run();
    recordAudit(tx, actor, "delete user", user.email);
    return { ok: true, email: user.email };
  });
}

export type RoleChoice = "user" | "admin" | "super_admin";

const RIGHTS: Record<RoleChoice, number> = { user: 0, admin: 1, super_admin: 2 };

/**
 * Assigning a role: the account's rights become exactly the chosen role
 * (every account keeps 'user'). The last super admin cannot be demoted, nor the site owner.
 * An account raised to more rights starts afresh: its sessions and pending links end, its
 * password stops working, and a link to choose a new one goes to its address. So only
 * whoever reads that mailbox holds the rights, not whoever made the account (a purchase or
 * a sign-up for someone else's address) or knew its password.
 */
export function assignRole(actor: Actor, email: string, role: RoleChoice, now = new Date()): { ok: true } | { ok: false; reason: string } {
  return writeTransaction((tx) => {
    const user = tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email.trim().toLowerCase())).get();
    if (!user) return { ok: false, reason: "no account uses that e-mail address" };
    if (role !== "super_admin" && isSiteOwner(user.email)) {
      return { ok: false, reason: "this is the site owner's account (SUPER_ADMIN_EMAIL); it stays super admin" };
    }
    if (role !== "super_admin" && isLastSuperAdmin(tx, user.id)) {
      return { ok: false, reason: "this is the last super admin; make someone else super admin first" };
    }
    const held = tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id)).all();
    const promoted = role !== "user" && held.every((entry) => RIGHTS[entry.role] < RIGHTS[role]);
    tx.delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), inArray(userRoles.role, ["admin", "super_admin"])))
      .run();
    tx.insert(userRoles).values({ userId: user.id, role: "user" }).onConflictDoNothing().run();
    if (role !== "user") tx.insert(userRoles).values({ userId: user.id, role }).run();
    if (promoted) {
      revokeSessionsAndSecrets(user.id);
      tx.update(users).set({ passwordHash: null }).where(eq(users.id, user.id)).run();
      mailPasswordLink(tx, user, "promotion", now);
    }
    recordAudit(tx, actor, "assign role", user.email, role);
    return { ok: true };
  });
}

/** Who holds admin rights: every admin and super admin, super admins first, the site owner marked. */
export function staffAccounts() {
  const rows = db
    .select({ email: users.email, firstName: profiles.firstName, lastName: profiles.lastName, role: userRoles.role })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(userRoles.role, ["admin", "super_admin"]))
    .orderBy(desc(userRoles.role), users.email)
    .all();
  // An account holding both roles is listed once, as what it can do.
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.email) && seen.add(row.email))
    .map((row) => ({
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(" ") || null,
      role: row.role as "admin" | "super_admin",
      owner: isSiteOwner(row.email),
    }));
}
