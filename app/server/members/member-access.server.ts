import { redirect } from "@remix-run/node";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { BOOTCAMP_COURSE_ID } from "~/lib/course-content";
import { noAccessAdminCopy, type NoAccessReason } from "~/content/member-access";
import type { Inclusion } from "~/content/inclusions";
import type { SoldKits } from "~/content/kits";
import { findProduct, orderInclusions } from "~/server/platform/offers.server";
import type { OrderShipment } from "~/lib/order-form";
import { coursePurchases, instalments, memberAccessGrants, moduleReleaseOverrides, orders, users } from "~db/schema";
import { dateInZone } from "~/lib/calendar-dates";
import type { Release } from "~/lib/curriculum";
import { env } from "~/server/platform/env.server";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { recordAudit, type Actor } from "~/server/platform/audit.server";
import { requireUser } from "~/server/accounts/auth.server";
import { db, writeTransaction, type AppDatabase } from "~/server/platform/db.server";
import { testModePayments } from "~/server/sales/payments.server";
import { orderKits, orderShipment } from "~/server/sales/shipping.server";

// Who may use the member portal (welcome, dashboard, lessons, resources, training access,
// the coach) and the bootcamp's course area, and why. The portal opens with a paid,
// unrefunded order of a portal product (every product but the bootcamp), or a grant an
// admin made by hand; admins always have it. The bootcamp's course area opens with its own
// purchase. A refund closes either at once. A plan in instalments stays in good standing
// while its payments are due or being retried; once one has failed on every try (the plan
// lapsed) it opens nothing until that instalment is paid or waived. An order from the free
// test-mode checkout counts only while the site still runs test mode, so switching to
// Stripe (or closing ordering) ends what test purchases opened.

type OrderRow = typeof orders.$inferSelect;

/** Where an order stands as a key to what it bought. */
export type OrderStanding = "in-force" | "pending" | "refunded" | "plan-lapsed" | "test-purchase";

/** The instalment whose failure lapsed a plan: what the buyer pays to open it again. */
export type LapsedInstalment = { instalmentId: number; amountCents: number; dueAt: Date };

export type MemberOrder = {
  id: string;
  productId: string;
  productName: string;
  amountCents: number;
  provider: OrderRow["provider"];
  status: OrderRow["status"];
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
  lapsed: LapsedInstalment | null;
  standing: OrderStanding;
  /** The kits the order ships, where to, and the courier's phone number. */
  shipment: OrderShipment | null;
  /** Which kit and how many, as promised with the order. */
  kitShipment: SoldKits | null;
  /** What the order includes, as sold. */
  inclusions: Inclusion[];
};

export type AccessGrant = { id: number; note: string; grantedByEmail: string; createdAt: Date };

export type MemberAccess =
  | { granted: true; basis: "staff" }
  | { granted: true; basis: "grant"; grant: AccessGrant }
  | { granted: true; basis: "order"; order: MemberOrder }
  | { granted: false; reason: NoAccessReason; order: MemberOrder | null };

/** What manual accounts could be given before they were given the products the site sells. */
const EARLIER_MANUAL_CHOICES: Record<string, string> = {
  "manual:windshield-repair-course": "Windshield Repair Course",
  "manual:business-training": "Business Training",
  "manual:pro-kit": "Pro Kit",
  "manual:bootcamp-access": "Bootcamp Access",
  "manual:consultation": "Consultation",
};

/** A product's name as an order records it; an earlier manual choice says it was recorded by hand. */
export function productName(productId: string): string {
  const earlier = EARLIER_MANUAL_CHOICES[productId];
  return earlier ? `${earlier} (recorded by hand)` : (findProduct(productId)?.name ?? productId);
}

/** Every product but the bootcamp opens the portal; manual orders open it through the grant made with them (which can be withdrawn). */
function opensPortal(order: OrderRow): boolean {
  const product = findProduct(order.product);
  return order.provider !== "manual" && product !== undefined && !product.grantsBootcamp;
}

function standingOf(order: OrderRow, lapsed: LapsedInstalment | null): OrderStanding {
  if (order.status === "pending") return "pending";
  if (order.status === "refunded") return "refunded";
  if (order.provider === "test" && !testModePayments()) return "test-purchase";
  if (lapsed) return "plan-lapsed";
  return "in-force";
}

function toMemberOrder(order: OrderRow, lapsed: LapsedInstalment | null): MemberOrder {
  return {
    id: order.id,
    productId: order.product,
    productName: productName(order.product),
    amountCents: order.amountCents,
    provider: order.provider,
    status: order.status,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    refundedAt: order.refundedAt,
    lapsed,
    standing: standingOf(order, lapsed),
    shipment: orderShipment(order),
    kitShipment: orderKits(order),
    inclusions: orderInclusions(order),
  };
}

// Prepared once: every portal request asks.
const ordersOfUser = db
  .select()
  .from(orders)
  .where(eq(orders.userId, sql.placeholder("userId")))
  .orderBy(desc(orders.createdAt), desc(orders.id))
  .prepare();
const lapsedInstalmentsOfUser = db
  .select({ orderId: instalments.orderId, instalmentId: instalments.id, amountCents: instalments.amountCents, dueAt: instalments.dueAt })
  .from(instalments)
  .innerJoin(orders, eq(orders.id, instalments.orderId))
  .where(and(eq(orders.userId, sql.placeholder("userId")), eq(instalments.status, "lapsed")))
  .prepare();

/** The user's orders (those `include` takes), each with where it stands. */
export function memberOrders(userId: string, include: (order: OrderRow) => boolean = () => true): MemberOrder[] {
  const lapsed = new Map(lapsedInstalmentsOfUser.all({ userId }).map(({ orderId, ...instalment }) => [orderId, instalment]));
  return ordersOfUser
    .all({ userId })
    .filter(include)
    .map((order) => toMemberOrder(order, lapsed.get(order.id) ?? null));
}
const grantInForce = db
  .select({
    id: memberAccessGrants.id,
    note: memberAccessGrants.note,
    grantedByEmail: memberAccessGrants.grantedByEmail,
    createdAt: memberAccessGrants.createdAt,
  })
  .from(memberAccessGrants)
  .where(and(eq(memberAccessGrants.userId, sql.placeholder("userId")), isNull(memberAccessGrants.withdrawnAt)))
  .prepare();
const withdrawnGrant = db
  .select({ id: memberAccessGrants.id })
  .from(memberAccessGrants)
  .where(and(eq(memberAccessGrants.userId, sql.placeholder("userId")), isNotNull(memberAccessGrants.withdrawnAt)))
  .limit(1)
  .prepare();
// A refund marks the course purchase itself; its order says whether it came from the test checkout.
const bootcampPurchases = db
  .select({ provider: orders.provider })
  .from(coursePurchases)
  .leftJoin(orders, eq(orders.id, coursePurchases.orderId))
  .where(and(eq(coursePurchases.userId, sql.placeholder("userId")), eq(coursePurchases.courseId, BOOTCAMP_COURSE_ID), eq(coursePurchases.status, "completed")))
  .prepare();

type AccountRoles = { id: string; roles: readonly string[] };

const isStaff = (user: AccountRoles) => user.roles.includes("admin") || user.roles.includes("super_admin");

/** Whether `user` may use the member portal, and why (or why not). */
export function memberAccess(user: AccountRoles): MemberAccess {
  if (isStaff(user)) return { granted: true, basis: "staff" };
  const grant = grantInForce.get({ userId: user.id });
  if (grant) return { granted: true, basis: "grant", grant };
  const portalOrders = memberOrders(user.id, opensPortal).filter((order) => order.standing !== "pending");
  const inForce = portalOrders.find((order) => order.standing === "in-force");
  if (inForce) return { granted: true, basis: "order", order: inForce };
  // The newest order says why; with none, a grant taken back, or nothing bought.
  const newest = portalOrders[0];
  if (newest) return { granted: false, reason: newest.standing as Exclude<OrderStanding, "in-force" | "pending">, order: newest };
  return { granted: false, reason: withdrawnGrant.get({ userId: user.id }) ? "grant-withdrawn" : "no-purchase", order: null };
}

/** The bootcamp's course area: a completed (unrefunded) purchase of it; one from the test checkout only while test mode is on. */
export function hasBootcampAccess(userId: string): boolean {
  const testMode = testModePayments();
  return bootcampPurchases.all({ userId }).some((purchase) => purchase.provider !== "test" || testMode);
}

/**
 * Where an account lands after signing in: the admin area for staff, the bootcamp's course for
 * an account whose only purchase is the bootcamp, else the member portal (which sends an account
 * without access on to /no-access, to say why).
 */
export function landingPath(user: AccountRoles): string {
  if (isStaff(user)) return "/admin";
  if (!memberAccess(user).granted && hasBootcampAccess(user.id)) return "/course-access";
  return "/welcome";
}

/** The signed-in member with portal access; anyone else signed in goes to /no-access, which says why. */
/** A member with portal access, and their release schedule (which modules have opened). */
export async function requireMember(request: Request) {
  const user = await requireUser(request);
  const access = memberAccess(user);
  if (!access.granted) throw redirect("/no-access");
  return { ...user, release: releaseOf(user.id, access) };
}

const everythingOpened = db
  .select({ userId: moduleReleaseOverrides.userId })
  .from(moduleReleaseOverrides)
  .where(eq(moduleReleaseOverrides.userId, sql.placeholder("userId")))
  .prepare();

/**
 * From when a member's modules open: the day their access began (the grant, or the order's
 * payment) in the business's zone. Staff, and members an admin opened everything for, see all.
 */
function releaseOf(userId: string, access: Extract<MemberAccess, { granted: true }>, now = new Date()): Release {
  if (access.basis === "staff" || everythingOpened.get({ userId })) return null;
  const began = access.basis === "grant" ? access.grant.createdAt : (access.order.paidAt ?? access.order.createdAt);
  return { began: dateInZone(began, env.HOST_TIMEZONE), today: dateInZone(now, env.HOST_TIMEZONE) };
}

/** An admin opens every module to one member now, whatever the release schedule says (audited). */
export function openAllModules(actor: Actor, userId: string): AdminChange {
  return writeTransaction((tx) => {
    const user = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
    if (!user) return { ok: false, reason: "that user no longer exists" };
    tx.insert(moduleReleaseOverrides).values({ userId, openedByEmail: actor.email }).onConflictDoNothing().run();
    recordAudit(tx, actor, "member.open-all-modules", user.email);
    return { ok: true, email: user.email };
  });
}

/** Whether an admin opened every module to this member. */
export const allModulesOpened = (userId: string) => everythingOpened.get({ userId }) !== undefined;

/** What an admin sees on a user's page: access and its grounds, the grant in force, every order. */
export function accessOverview(user: AccountRoles) {
  return {
    portal: memberAccess(user),
    bootcamp: hasBootcampAccess(user.id),
    grant: grantInForce.get({ userId: user.id }) ?? null,
    orders: memberOrders(user.id),
  };
}

/** One line for an admin: access or not, and on what grounds. */
export function memberAccessSummary(access: MemberAccess): string {
  if (!access.granted) return `No access: ${noAccessAdminCopy[access.reason]}`;
  if (access.basis === "staff") return "Has access: admins always do";
  if (access.basis === "grant") return `Has access: granted by hand by ${access.grant.grantedByEmail}`;
  return `Has access: paid order of ${access.order.productName}${access.order.provider === "test" ? " (TEST)" : ""}, ${formatAdminDate(access.order.paidAt)}`;
}

type Writer = Pick<AppDatabase, "insert">;

/** A grant in the caller's transaction (a manual account gets one with its creation). */
export function insertAccessGrant(writer: Writer, actor: Actor, userId: string, note: string): void {
  writer.insert(memberAccessGrants).values({ userId, note, grantedByEmail: actor.email }).run();
}

type AdminChange = { ok: true; email: string } | { ok: false; reason: string };

/** An admin opens the portal to an account by hand, saying why. */
export function grantMemberAccess(actor: Actor, userId: string, note: string): AdminChange {
  return writeTransaction((tx) => {
    const user = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
    if (!user) return { ok: false, reason: "that user no longer exists" };
    const current = tx
      .select({ id: memberAccessGrants.id })
      .from(memberAccessGrants)
      .where(and(eq(memberAccessGrants.userId, userId), isNull(memberAccessGrants.withdrawnAt)))
      .get();
    if (current) return { ok: false, reason: "this account already has access granted by hand" };
    insertAccessGrant(tx, actor, userId, note);
    recordAudit(tx, actor, "grant member access", user.email, note);
    return { ok: true, email: user.email };
  });
}

/** An admin takes back the grant in force; orders keep whatever access they give. */
export function withdrawMemberAccess(actor: Actor, userId: string, now = new Date()): AdminChange {
  return writeTransaction((tx) => {
    const user = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
    if (!user) return { ok: false, reason: "that user no longer exists" };
    const withdrawn = tx
      .update(memberAccessGrants)
      .set({ withdrawnAt: now, withdrawnByEmail: actor.email })
      .where(and(eq(memberAccessGrants.userId, userId), isNull(memberAccessGrants.withdrawnAt)))
      .run().changes;
    if (withdrawn === 0) return { ok: false, reason: "this account has no access granted by hand" };
    recordAudit(tx, actor, "withdraw member access", user.email);
    return { ok: true, email: user.email };
  });
}
