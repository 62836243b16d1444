import { describe, expect, it } from "vitest";
import { noShippingAddress, testShippingAddress } from "../support/shipping-address";
import { readBookingNotes } from "~/server/calls/admin-bookings.server";
import { adminStats, assignRole, deleteUser, listUsers, USERS_PAGE_SIZE } from "~/server/accounts/admin-users.server";
import { startOfHostDay } from "~/server/accounts/admin.server";
import { recentAudit } from "~/server/platform/audit.server";
import { db } from "~/server/platform/db.server";
import { createManualAccount, manualAccountSummary } from "~/server/members/manual-accounts.server";
import { drainOutbox } from "~/server/delivery/outbox.server";
import { createUser, loadCurrentUser } from "~/server/accounts/users.server";

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;
const asActor = async (roles: ("admin" | "super_admin")[] = ["super_admin"]) => {
  const email = address("actor");
  return { id: await createUser({ email, password: "secret1", roles }), email };
};

describe("admin stats", () => {
  it("count users, today's sign-ups, paid revenue in cents and members active within 30 days", async () => {
    const now = new Date();
    const before = adminStats(now, startOfHostDay(now));
    const id = await createUser({ email: address("stats"), password: "secret1" });
    db.$client.prepare("update users set last_sign_in_at = ? where id = ?").run(now.getTime() - 31 * 86_400_000, id);
    const active = await createUser({ email: address("active"), password: "secret1" });
    db.$client.prepare("update users set last_sign_in_at = ? where id = ?").run(now.getTime() - 29 * 86_400_000, active);
    const old = await createUser({ email: address("old"), password: "secret1" });
    db.$client.prepare("update users set created_at = ? where id = ?").run(now.getTime() - 3 * 86_400_000, old);
    await createManualAccount(await asActor(), {
      firstName: "Pat",
      lastName: "Paid",
      email: address("paid"),
      tempPassword: "secret12",
      courseAccess: "complete",
      amountPaid: 123_456,
      notes: "",
      ...testShippingAddress,
    });
    const after = adminStats(now, startOfHostDay(now));
    expect(after.totalUsers - before.totalUsers).toBe(5); // four users and the actor
    expect(after.newUsersToday - before.newUsersToday).toBe(4);
    expect(after.activeUsers - before.activeUsers).toBe(1);
    expect(after.totalRevenueCents - before.totalRevenueCents).toBe(123_456);
  });

  it("'today' starts at midnight in the host's time zone (America/Denver by default)", () => {
    expect(startOfHostDay(new Date("2026-07-04T05:59:00Z")).toISOString()).toBe("2026-07-03T06:00:00.000Z");
    expect(startOfHostDay(new Date("2026-07-04T06:00:00Z")).toISOString()).toBe("2026-07-04T06:00:00.000Z");
    expect(startOfHostDay(new Date("2026-01-15T12:00:00Z")).toISOString()).toBe("2026-01-15T07:00:00.000Z");
  });
});

describe("the user list", () => {
  it("searches e-mail and names word by word, taking % and _ literally, and pages 25 at a time", async () => {
    const tag = `zeta${Date.now()}`;
    for (let index = 0; index < USERS_PAGE_SIZE + 3; index++)
      await createUser({ email: `${tag}-${index}@example.test`, password: "secret1", firstName: index === 0 ? "Ximena" : "Pat" });
    expect(listUsers({ query: tag, page: 1 })).toMatchObject({ total: USERS_PAGE_SIZE + 3, page: 1, pageCount: 2 });
    expect(listUsers({ query: tag, page: 2 }).users).toHaveLength(3);
    expect(listUsers({ query: tag, page: 99 }).page).toBe(2);
    expect(listUsers({ query: `ximena ${tag}`, page: 1 }).users.map((user) => user.email)).toEqual([`${tag}-0@example.test`]);
    expect(listUsers({ query: "%", page: 1 }).total).toBe(0);
    expect(listUsers({ query: "___", page: 1 }).total).toBe(0);
  });

  it("shows each user's paid orders and total spent", async () => {
    const email = address("buyer");
    await createManualAccount(await asActor(), {
      firstName: "Bo",
      lastName: "Buyer",
      email,
      tempPassword: "secret12",
      courseAccess: "bootcamp",
      amountPaid: 4_700,
      notes: "",
      ...noShippingAddress,
    });
    expect(listUsers({ query: email, page: 1 }).users[0]).toMatchObject({ email, orderCount: 1, totalSpentCents: 4_700, roles: ["user"] });
  });
});

describe("deleting a user", () => {
  it("removes the account and everything personal, keeps the orders with the user cleared, and audits it", async () => {
    const actor = await asActor();
    const email = address("leaving");
    await createManualAccount(actor, {
      firstName: "Lee",
      lastName: "Leaving",
      email,
      tempPassword: "secret12",
      courseAccess: "bootcamp",
      amountPaid: 4_700,
      notes: "",
      ...noShippingAddress,
    });
    const [{ id }] = sql<{ id: string }>("select id from users where email = ?", email);
    db.$client.prepare("insert into sessions (id_hash, user_id, expires_at) values (?, ?, ?)").run(`hash-${id}`, id, Date.now() + 1e6);
    db.$client
      .prepare("insert into lesson_progress (user_id, module_id, lesson_id, completed, last_accessed_at) values (?, 'intro', 'why-no-cost', 1, ?)")
      .run(id, Date.now());
    expect(deleteUser(actor, id)).toEqual({ ok: true, email });
    for (const table of ["users", "profiles", "sessions", "user_roles", "lesson_progress", "course_purchases"]) {
      const column = table === "users" || table === "profiles" ? "id" : "user_id";
      expect(sql(`select * from ${table} where ${column} = ?`, id), table).toEqual([]);
    }
    expect(sql("select user_id, amount_cents from orders where buyer_email = ?", email)).toEqual([{ user_id: null, amount_cents: 4_700 }]);
    expect(recentAudit(5).map((entry) => `${entry.actorEmail} ${entry.action} ${entry.target}`)).toContain(`${actor.email} delete user ${email}`);
  });

  it("refuses the acting admin's own account and the last super admin", async () => {
    const actor = await asActor();
    expect(deleteUser(actor, actor.id)).toEqual({ ok: false, reason: "you cannot delete your own account" });
    // Leave exactly one super admin besides the actor, then try to delete the other.
    const others = sql<{ user_id: string }>("select user_id from user_roles where role = 'super_admin' and user_id <> ?", actor.id);
    db.$client.prepare(`delete from user_roles where role = 'super_admin' and user_id <> ?`).run(actor.id);
    const reader = await asActor(["admin"]);
    expect(deleteUser(reader, actor.id)).toEqual({ ok: false, reason: "it is the last super admin" });
    for (const { user_id } of others) db.$client.prepare("insert into user_roles (user_id, role) values (?, 'super_admin')").run(user_id);
  });
});

describe("role assignment", () => {
  it("makes the account's rights exactly the chosen role, and never demotes the last super admin", async () => {
    const actor = await asActor();
    const email = address("promoted");
    const id = await createUser({ email, password: "secret1" });
    expect(assignRole(actor, email.toUpperCase(), "super_admin")).toEqual({ ok: true });
    expect(loadCurrentUser(id)?.roles.sort()).toEqual(["super_admin", "user"]);
    expect(assignRole(actor, email, "admin")).toEqual({ ok: true });
    expect(loadCurrentUser(id)?.roles.sort()).toEqual(["admin", "user"]);
    expect(assignRole(actor, "nobody@example.test", "admin")).toEqual({ ok: false, reason: "no account uses that e-mail address" });

    const others = sql<{ user_id: string }>("select user_id from user_roles where role = 'super_admin' and user_id <> ?", actor.id);
    db.$client.prepare(`delete from user_roles where role = 'super_admin' and user_id <> ?`).run(actor.id);
    expect(assignRole(actor, actor.email, "user")).toMatchObject({ ok: false });
    for (const { user_id } of others) db.$client.prepare("insert into user_roles (user_id, role) values (?, 'super_admin')").run(user_id);
  });
});

describe("manual accounts", () => {
  it("reports an address that is taken as email_exists, and e-mails the credentials as a secret", async () => {
    const actor = await asActor();
    const email = address("manual");
    const input = {
      firstName: "Max",
      lastName: "Manual",
      email,
      tempPassword: "Temp-pass-1",
      courseAccess: "training-only" as const,
      amountPaid: 0,
      notes: "",
      ...noShippingAddress,
    };
    const created = await createManualAccount(actor, input);
    expect(created).toEqual({ success: true, userId: expect.any(String) });
    expect(manualAccountSummary((created as { userId: string }).userId)).toEqual({ email, name: "Max Manual", access: "Training Only (No Kit)" });
    expect(await createManualAccount(actor, { ...input, email: email.toUpperCase() })).toEqual({ success: false, code: "email_exists" });
    await drainOutbox();
    // Delivered to the built-in mailbox; the outbox keeps only recipient and subject once it is done.
    const [delivered] = sql<{ text_body: string }>("select text_body from mail where to_address = ?", email);
    expect(delivered.text_body).toContain("Temporary password: Temp-pass-1");
    const [queued] = sql<{ payload: string; secret: number }>("select payload, secret from outbox where payload like ?", `%${email}%`);
    expect(queued.secret).toBe(1);
    expect(queued.payload).not.toContain("Temp-pass-1");
  });
});

describe("booking notes", () => {
  it("shows JSON survey answers with their questions' labels, and plain text as text", () => {
    expect(readBookingNotes(JSON.stringify({ experience: "complete-beginner", investment: "5000-plus", source: "booking_survey", custom: "x" }))).toEqual({
      kind: "answers",
      answers: [
        { label: "Your experience", answer: expect.any(String) },
        { label: "Your budget", answer: "$5,000+" },
        { label: "Answered in", answer: "the booking survey" },
        { label: "custom", answer: "x" },
      ],
    });
    expect(readBookingNotes("Call me after 5pm")).toEqual({ kind: "text", text: "Call me after 5pm" });
    expect(readBookingNotes("[1,2]")).toEqual({ kind: "text", text: "[1,2]" });
    expect(readBookingNotes(null)).toBeNull();
  });
});
