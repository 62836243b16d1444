import { describe, expect, it, vi } from "vitest";
import { assignRole, deleteUser } from "~/server/accounts/admin-users.server";
import { db } from "~/server/platform/db.server";
import { changePassword } from "~/server/accounts/password-change.server";
import { requestPasswordReset } from "~/server/accounts/password-reset.server";
import { verifyPassword } from "~/server/platform/passwords.server";
import { paymentProvider, completeTestCheckout } from "~/server/sales/payments.server";
import { fulfilOrder, startCheckout, verifyCheckout } from "~/server/sales/purchases.server";
import { createSession, sessionUserId } from "~/server/accounts/session.server";
import { signUp } from "~/server/accounts/signup.server";
import { createUser, ensureSuperAdmin, findUserByEmail, loadCurrentUser, makeSuperAdmin, setPassword } from "~/server/accounts/users.server";

// Making an account an admin, and who may take the owner's account: nothing handed out
// before a promotion (sessions, links, a temporary password) carries the new rights.

const OWNER = vi.hoisted(() => {
  const owner = { email: "owner@example.test", password: "operator-password" };
  // Read when the modules load, as at a real start.
  process.env.SUPER_ADMIN_EMAIL = owner.email;
  process.env.SUPER_ADMIN_PASSWORD = owner.password;
  return owner;
});

const sql = <T = Record<string, unknown>>(query: string, ...params: unknown[]) => db.$client.prepare(query).all(...params) as T[];
const anyRequest = new Request("http://127.0.0.1/auth");
const withCookie = (setCookie: string) => new Request("http://127.0.0.1/welcome", { headers: { Cookie: setCookie.split(";")[0] } });
const fromVisitor = { clientAddress: "203.0.113.50" };
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;
const superAdmin = async () => {
  const email = address("other-super-admin");
  return { id: await createUser({ email, password: "secret1", roles: ["admin", "super_admin"] }), email };
};
const pendingSecrets = (userId: string) => ({
  resets: sql("select token_hash from password_resets where user_id = ?", userId).length,
  confirmations: sql("select token_hash from email_confirmations where user_id = ?", userId).length,
  unclaimedPasswords: sql("select id from orders where user_id = ? and sealed_credentials is not null", userId).length,
});
const forgetOwner = () => db.$client.prepare("delete from users where email = ?").run(OWNER.email);

/** A stranger buys the bootcamp for `email` in test mode and signs in with the password the page shows. */
async function boughtByStranger(email: string) {
  const sessionId = (await startCheckout("bootcamp", { firstName: "Stranger", lastName: "", email })).split("/test-checkout/")[1];
  completeTestCheckout(sessionId);
  const verified = await verifyCheckout(sessionId);
  if (!verified.success || !verified.newUser) throw new Error("expected a new account");
  const userId = findUserByEmail(email)!.id;
  const cookie = await createSession(anyRequest, userId);
  const session = (await sessionUserId(withCookie(cookie)))!;
  // The stranger picks a password of their own and stays signed in.
  expect(
    await changePassword(
      { id: userId, email, needsPasswordChange: true, sessionIdHash: session.idHash },
      { password: "stranger-password", clientAddress: "198.51.100.9" },
    ),
  ).toBeNull();
  return { userId, cookie };
}

describe("setPassword", () => {
  it("ends every session of the account, except the one a member changes their own password in", async () => {
    const userId = await createUser({ email: address("sessions"), password: "old-password" });
    const [here, phone, laptop] = await Promise.all([createSession(anyRequest, userId), createSession(anyRequest, userId), createSession(anyRequest, userId)]);
    const kept = (await sessionUserId(withCookie(here)))!;
    await setPassword(userId, "new-password-1", { keepSessionIdHash: kept.idHash });
    expect(await sessionUserId(withCookie(here))).not.toBeNull();
    expect(await sessionUserId(withCookie(phone))).toBeNull();
    expect(await sessionUserId(withCookie(laptop))).toBeNull();
    await setPassword(userId, "new-password-2");
    expect(await sessionUserId(withCookie(here))).toBeNull();
  });
});

describe("sessionUserId", () => {
  it("looks the session up once for the loaders of one request, and afresh once that lookup is over", async () => {
    const userId = await createUser({ email: address("lookups"), password: "some-password" });
    const cookie = await createSession(anyRequest, userId);
    // Remix hands the root loader and the page's loader each a copy of the request.
    const forRoot = sessionUserId(withCookie(cookie));
    const forPage = sessionUserId(withCookie(cookie));
    expect(forPage).toBe(forRoot);
    expect((await forRoot)?.userId).toBe(userId);
    // A session ended after the lookup is seen by the next one.
    sql("delete from sessions where user_id = ? returning id_hash", userId);
    expect(await sessionUserId(withCookie(cookie))).toBeNull();
  });
});

describe("SUPER_ADMIN_EMAIL at start", () => {
  it("refuses an account someone else made for that address, naming the variables and the way out; create-admin then takes it over", async () => {
    forgetOwner();
    const { userId, cookie } = await boughtByStranger(OWNER.email);
    requestPasswordReset(OWNER.email, fromVisitor);

    const refusal = await ensureSuperAdmin().then(
      () => null,
      (error: Error) => error.message,
    );
    expect(refusal).toContain("SUPER_ADMIN_EMAIL");
    expect(refusal).toContain("SUPER_ADMIN_PASSWORD");
    expect(refusal).toContain(`npm run create-admin -- --email ${OWNER.email}`);
    expect(loadCurrentUser(userId)?.roles).toEqual(["user"]);

    // The operator runs `npm run create-admin` for the address.
    expect(await makeSuperAdmin(OWNER.email, "chosen-by-operator")).toBe("updated");
    expect(loadCurrentUser(userId)?.roles.sort()).toEqual(["admin", "super_admin", "user"]);
    expect(await sessionUserId(withCookie(cookie))).toBeNull();
    const owner = findUserByEmail(OWNER.email)!;
    expect(await verifyPassword(owner.passwordHash, "chosen-by-operator")).toBe(true);
    expect(await verifyPassword(owner.passwordHash, "stranger-password")).toBe(false);
    expect(pendingSecrets(userId)).toEqual({ resets: 0, confirmations: 0, unclaimedPasswords: 0 });
    // A super admin now: the next start leaves it alone, whatever its password.
    await expect(ensureSuperAdmin()).resolves.toBeUndefined();
  });

  it("promotes an existing account whose password is SUPER_ADMIN_PASSWORD, ending its sessions and links and confirming its address", async () => {
    forgetOwner();
    await signUp({ fullName: "Early Owner", email: OWNER.email, password: OWNER.password });
    const owner = findUserByEmail(OWNER.email)!;
    expect(owner.emailConfirmedAt).toBeNull();
    const cookie = await createSession(anyRequest, owner.id);
    requestPasswordReset(OWNER.email, fromVisitor);
    expect(pendingSecrets(owner.id)).toEqual({ resets: 1, confirmations: 1, unclaimedPasswords: 0 });

    await ensureSuperAdmin();
    expect(loadCurrentUser(owner.id)?.roles.sort()).toEqual(["admin", "super_admin", "user"]);
    expect(await sessionUserId(withCookie(cookie))).toBeNull();
    expect(pendingSecrets(owner.id)).toEqual({ resets: 0, confirmations: 0, unclaimedPasswords: 0 });
    expect(findUserByEmail(OWNER.email)!.emailConfirmedAt).not.toBeNull();
    expect(await verifyPassword(findUserByEmail(OWNER.email)!.passwordHash, OWNER.password)).toBe(true);
  });
});

describe("npm run create-admin on an existing account", () => {
  it("spends a purchase's temporary password nobody has been shown yet", async () => {
    const email = address("unclaimed");
    const sessionId = (await startCheckout("bootcamp", { firstName: "Pat", lastName: "", email })).split("/test-checkout/")[1];
    completeTestCheckout(sessionId);
    // Fulfilled by the webhook; the buyer's page has not shown the password yet.
    await fulfilOrder((await paymentProvider()!.retrieveSession(sessionId))!);
    const userId = findUserByEmail(email)!.id;
    expect(pendingSecrets(userId).unclaimedPasswords).toBe(1);
    await makeSuperAdmin(email, "operator-password-2");
    expect(pendingSecrets(userId).unclaimedPasswords).toBe(0);
    const page = await verifyCheckout(sessionId);
    expect(page.success && page.newUser).toBeNull();
  });
});

describe("role assignment on /admin-setup", () => {
  it("signs a promoted account out everywhere and spends its pending links; a demotion or the same role again does not", async () => {
    const actor = await superAdmin();
    const email = address("promoted");
    const userId = await createUser({ email, password: "secret1" });
    const before = await createSession(anyRequest, userId);
    requestPasswordReset(email, fromVisitor);
    const resetsBefore = sql("select token_hash from password_resets where user_id = ?", userId);

    expect(assignRole(actor, email, "admin")).toEqual({ ok: true });
    expect(await sessionUserId(withCookie(before))).toBeNull();
    // The reset asked for before is spent; the one link left is the promotion's own.
    const resetsAfter = sql("select token_hash from password_resets where user_id = ?", userId);
    expect(resetsAfter).toHaveLength(1);
    expect(resetsBefore).not.toContainEqual(resetsAfter[0]);

    const asAdmin = await createSession(anyRequest, userId);
    expect(assignRole(actor, email, "admin")).toEqual({ ok: true });
    expect(await sessionUserId(withCookie(asAdmin))).not.toBeNull();
    expect(assignRole(actor, email, "super_admin")).toEqual({ ok: true });
    expect(await sessionUserId(withCookie(asAdmin))).toBeNull();

    const asSuperAdmin = await createSession(anyRequest, userId);
    expect(assignRole(actor, email, "user")).toEqual({ ok: true });
    expect(await sessionUserId(withCookie(asSuperAdmin))).not.toBeNull();
  });

  it("takes the rights away from whoever made the account: the old password stops working and a link to choose one goes to the address", async () => {
    const actor = await superAdmin();
    const email = address("bought-then-promoted");
    const { userId } = await boughtByStranger(email);
    expect(assignRole(actor, email, "admin")).toEqual({ ok: true });
    const account = findUserByEmail(email)!;
    expect(await verifyPassword(account.passwordHash, "stranger-password")).toBe(false);
    expect(pendingSecrets(userId).resets).toBe(1);
    const [mail] = sql<{ payload: string }>(
      "select payload from outbox where json_extract(payload, '$.to') = ? and json_extract(payload, '$.subject') like '%admin rights%'",
      email,
    );
    expect(JSON.parse(mail.payload)).toMatchObject({ secret: "link", text: expect.stringContaining("/reset-password?token=") });
  });
});

describe("the site owner's account (SUPER_ADMIN_EMAIL)", () => {
  it("cannot be deleted or demoted by another super admin", async () => {
    forgetOwner();
    await makeSuperAdmin(OWNER.email, OWNER.password);
    const ownerId = findUserByEmail(OWNER.email)!.id;
    const other = await superAdmin();
    expect(deleteUser(other, ownerId)).toEqual({ ok: false, reason: "it is the site owner's account (SUPER_ADMIN_EMAIL)" });
    for (const role of ["admin", "user"] as const) {
      expect(assignRole(other, OWNER.email, role)).toEqual({ ok: false, reason: "this is the site owner's account (SUPER_ADMIN_EMAIL); it stays super admin" });
    }
    expect(findUserByEmail(OWNER.email)).toBeDefined();
    expect(loadCurrentUser(ownerId)?.roles.sort()).toEqual(["admin", "super_admin", "user"]);
  });
});
