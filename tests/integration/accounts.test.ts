import { describe, expect, it, vi } from "vitest";
import { passwordResets, sessions } from "~db/schema";
import { requireRole, signIn } from "~/server/accounts/auth.server";
import { db } from "~/server/platform/db.server";
import { isResetTokenValid, requestPasswordReset, resetPassword, RESET_TOKEN_TTL_MS } from "~/server/accounts/password-reset.server";
import { generateToken, hashPassword, hashToken, verifyPassword } from "~/server/platform/passwords.server";
import { createSession, revokeUserSessions, SESSION_DAYS, sessionUserId } from "~/server/accounts/session.server";
import { drainOutbox } from "~/server/delivery/outbox.server";
import { signUp } from "~/server/accounts/signup.server";
import { createUser, findUserByEmail } from "~/server/accounts/users.server";
import { answerOf } from "../support/answer";

const DAY_MS = 86_400_000;
const anyRequest = new Request("http://127.0.0.1/auth");
const withCookie = (setCookie: string) => new Request("http://127.0.0.1/welcome", { headers: { Cookie: setCookie.split(";")[0] } });
const fromVisitor = { clientAddress: "203.0.113.7" };
const signInRequest = (email: string, password: string) =>
  new Request("http://127.0.0.1/auth", { method: "POST", body: new URLSearchParams({ email, password }) });

describe("passwords", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct horse")).toBe(true);
    expect(await verifyPassword(stored, "wrong horse")).toBe(false);
    expect(await verifyPassword(null, "anything")).toBe(false);
  });

  it("makes unguessable tokens and stores only their hashes", () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toHaveLength(64);
    expect(hashToken(token)).not.toContain(token);
  });
});

describe("sessions", () => {
  it("expire after 30 days unless used, and slide forward when used", async () => {
    const userId = await createUser({ email: "sessions@example.test", password: "secret1" });
    const start = new Date("2026-01-01T00:00:00Z");
    const cookie = await createSession(anyRequest, userId, start);
    expect(await sessionUserId(withCookie(cookie), new Date(start.getTime() + 10 * DAY_MS))).toMatchObject({ userId });
    // Used on day 10, so it now lasts until day 40.
    expect(await sessionUserId(withCookie(cookie), new Date(start.getTime() + 35 * DAY_MS))).toMatchObject({ userId });
    expect(await sessionUserId(withCookie(cookie), new Date(start.getTime() + 35 * DAY_MS + (SESSION_DAYS + 1) * DAY_MS))).toBeNull();
  });

  it("are all ended at once by revocation, or all but the current one", async () => {
    const userId = await createUser({ email: "revoke@example.test", password: "secret1" });
    const [first, second, third] = await Promise.all([createSession(anyRequest, userId), createSession(anyRequest, userId), createSession(anyRequest, userId)]);
    const kept = (await sessionUserId(withCookie(first)))!;
    revokeUserSessions(userId, kept.idHash);
    expect(await sessionUserId(withCookie(first))).not.toBeNull();
    expect(await sessionUserId(withCookie(second))).toBeNull();
    revokeUserSessions(userId);
    expect(await sessionUserId(withCookie(first))).toBeNull();
    expect(await sessionUserId(withCookie(third))).toBeNull();
  });

  it("end when the user is deleted", async () => {
    const userId = await createUser({ email: "deleted@example.test", password: "secret1" });
    const cookie = await createSession(anyRequest, userId);
    db.$client.prepare("delete from users where id = ?").run(userId);
    expect(await sessionUserId(withCookie(cookie))).toBeNull();
    expect(
      db
        .select()
        .from(sessions)
        .all()
        .some((row) => row.userId === userId),
    ).toBe(false);
  });
});

describe("password reset tokens", () => {
  it("work once, within the hour, and end every session", async () => {
    const userId = await createUser({ email: "reset@example.test", password: "old-password" });
    const cookie = await createSession(anyRequest, userId);
    requestPasswordReset("Reset@Example.test", fromVisitor);
    // The link as the member gets it, moments later, without anyone asking the worker: in the
    // built-in mailbox (the outbox keeps no secret link once delivered).
    const mail = await vi.waitFor(() => {
      const delivered = db.$client.prepare("select text_body from mail where to_address = 'reset@example.test'").get() as { text_body: string } | undefined;
      if (!delivered) throw new Error("not delivered yet");
      return delivered;
    });
    const link = /https?:\/\/\S+/.exec(mail.text_body)![0];
    // No SITE_URL in tests: links use the address the site was started on, never a request's Host.
    expect(link.startsWith("http://localhost:3000/reset-password?token=")).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    const stored = db.select().from(passwordResets).all()[0];
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(RESET_TOKEN_TTL_MS - 5_000);

    expect(isResetTokenValid(token, new Date(Date.now() + RESET_TOKEN_TTL_MS + 1_000))).toBe(false);
    expect(await resetPassword(token, "new-password", fromVisitor)).toBe(true);
    expect(await resetPassword(token, "another-password", fromVisitor)).toBe(false);
    expect(await sessionUserId(withCookie(cookie))).toBeNull();
    expect(await verifyPassword(findUserByEmail("reset@example.test")!.passwordHash, "new-password")).toBe(true);
  });

  it("are all spent, with pending confirmation links, by any password change or reset", async () => {
    const userId = await createUser({ email: "many-links@example.test", password: "old-password-1" });
    const pendingLinks = () =>
      db.$client
        .prepare("select (select count(*) from password_resets where user_id = ?) + (select count(*) from email_confirmations where user_id = ?) as count")
        .get(userId, userId) as { count: number };
    const newLinks = () => {
      const tokens = [generateToken(), generateToken()];
      for (const token of tokens)
        db.$client
          .prepare("insert into password_resets (token_hash, user_id, expires_at) values (?, ?, ?)")
          .run(hashToken(token), userId, Date.now() + 3_600_000);
      db.$client
        .prepare("insert into email_confirmations (token_hash, user_id, expires_at) values (?, ?, ?)")
        .run(hashToken(generateToken()), userId, Date.now() + 3_600_000);
      return tokens;
    };
    // A reset with one link spends the other and the confirmation link.
    const [first, second] = newLinks();
    expect(await resetPassword(first, "new-password-22", fromVisitor)).toBe(true);
    expect(pendingLinks()).toEqual({ count: 0 });
    expect(isResetTokenValid(second)).toBe(false);
    // So does a change of password by the member.
    const [third] = newLinks();
    const { changePassword } = await import("~/server/accounts/password-change.server");
    const member = { id: userId, email: "many-links@example.test", needsPasswordChange: false, sessionIdHash: "none" };
    expect(await changePassword(member, { currentPassword: "new-password-22", password: "third-password-3", clientAddress: "203.0.113.9" })).toBeNull();
    expect(isResetTokenValid(third)).toBe(false);
    expect(pendingLinks()).toEqual({ count: 0 });
  });

  it("are not sent for addresses without an account", () => {
    const before = db.$client.prepare("select count(*) as count from outbox").get() as { count: number };
    requestPasswordReset("nobody@example.test", fromVisitor);
    expect(db.$client.prepare("select count(*) as count from outbox").get()).toEqual(before);
  });
});

describe("secret links in the outbox", () => {
  it("are cleared once delivered: recipient and subject stay, the link does not", async () => {
    await createUser({ email: "secret-link@example.test", password: "old-password" });
    requestPasswordReset("secret-link@example.test", fromVisitor);
    await drainOutbox();
    const row = db.$client.prepare("select status, secret, payload from outbox where payload like '%secret-link@example.test%'").get() as {
      status: string;
      secret: number;
      payload: string;
    };
    expect(row).toMatchObject({ status: "delivered", secret: 1 });
    expect(JSON.parse(row.payload)).toEqual({ to: "secret-link@example.test", subject: "Reset your Chip Repair Academy password", redacted: true });
    // The built-in mailbox (the operator's copy, kept 7 days) still has it.
    expect(db.$client.prepare("select text_body from mail where to_address = 'secret-link@example.test'").get()).toMatchObject({
      text_body: expect.stringContaining("token="),
    });
  });
});

describe("sign-up", () => {
  it("confirmation sets the password the mailbox's owner chooses: the one typed at sign-up stops working", async () => {
    const { confirmEmail } = await import("~/server/accounts/signup.server");
    // Someone signs up with another person's address and a password of their own.
    await signUp({ fullName: "Not Theowner", email: "taken-address@example.test", password: "attackers-own-pass" });
    await drainOutbox();
    const mail = db.$client.prepare("select text_body from mail where to_address = 'taken-address@example.test'").get() as { text_body: string };
    const token = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get("token")!;
    const userId = await confirmEmail(token, "owners-chosen-pass");
    expect(userId).toBe(findUserByEmail("taken-address@example.test")!.id);
    await expect(signIn(signInRequest("taken-address@example.test", "attackers-own-pass"), "203.0.113.90")).rejects.toThrow("do not match");
    expect(await signIn(signInRequest("taken-address@example.test", "owners-chosen-pass"), "203.0.113.90")).toBe(userId);
    expect(await confirmEmail(token, "another-pass-999")).toBeNull();
  });

  it("answers alike for two sign-ups for one address at the same moment: one account, the owner told of the other", async () => {
    const attempt = () => signUp({ fullName: "Twin Sign", email: "twins@example.test", password: "twin-password" });
    await Promise.all([attempt(), attempt()]);
    expect(db.$client.prepare("select count(*) as count from users where email = 'twins@example.test'").get()).toEqual({ count: 1 });
    const subjects = (
      db.$client
        .prepare("select json_extract(payload, '$.subject') as subject from outbox where json_extract(payload, '$.to') = 'twins@example.test' order by id")
        .all() as { subject: string }[]
    ).map((row) => row.subject);
    expect(subjects.sort()).toEqual(["Confirm your Chip Repair Academy account", "Someone tried to create a Chip Repair Academy account with your e-mail"]);
  });
});

describe("sign-in", () => {
  it("locks an account and address pair after 5 failures, even for the right password, and says when to retry", async () => {
    await createUser({ email: "locked@example.test", password: "right-password", emailConfirmed: true });
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(signIn(signInRequest("locked@example.test", "wrong"), "198.51.100.10")).rejects.toThrow("do not match");
    }
    await expect(signIn(signInRequest("locked@example.test", "right-password"), "198.51.100.10")).rejects.toThrow(
      /Too many failed attempts\. Please try again in 15 minutes/,
    );
  });

  it("never locks the owner out from another address: a stranger's failures only lock the stranger", async () => {
    const userId = await createUser({ email: "target@example.test", password: "right-password", emailConfirmed: true });
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect(signIn(signInRequest("target@example.test", "wrong"), "203.0.113.66")).rejects.toThrow();
    }
    expect(await signIn(signInRequest("target@example.test", "right-password"), "198.51.100.20")).toBe(userId);
  });

  it("accepts the right password and clears earlier failures", async () => {
    const userId = await createUser({ email: "ok@example.test", password: "right-password", emailConfirmed: true });
    await expect(signIn(signInRequest("ok@example.test", "wrong"), "198.51.100.30")).rejects.toThrow();
    expect(await signIn(signInRequest("OK@example.test", "right-password"), "198.51.100.30")).toBe(userId);
  });

  it("checks a password even for an unknown e-mail, so timing does not tell who has an account", async () => {
    await createUser({ email: "known@example.test", password: "right-password", emailConfirmed: true });
    const timed = async (email: string) => {
      const started = performance.now();
      await signIn(signInRequest(email, "wrong-password"), "198.51.100.40").catch(() => undefined);
      return performance.now() - started;
    };
    await timed("warm-up@example.test"); // the dummy hash is made on first use
    const unknown = Math.min(await timed("nobody-1@example.test"), await timed("nobody-2@example.test"));
    const known = Math.min(await timed("known@example.test"), await timed("known@example.test"));
    // argon2 with 19 MiB takes tens of milliseconds; skipping it would make unknown ~0 ms.
    expect(unknown).toBeGreaterThan(known / 4);
  });
});

describe("the first super admin", () => {
  it("is created at start from SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD", async () => {
    process.env.SUPER_ADMIN_EMAIL = "owner@example.test";
    process.env.SUPER_ADMIN_PASSWORD = "owner-password-long";
    // The configuration is read when the modules load: load them afresh.
    const { vi } = await import("vitest");
    vi.resetModules();
    const users = await import("~/server/accounts/users.server");
    await users.ensureSuperAdmin();
    await users.ensureSuperAdmin(); // a restart changes nothing
    const owner = users.findUserByEmail("owner@example.test")!;
    expect(users.loadCurrentUser(owner.id)?.roles.sort()).toEqual(["admin", "super_admin", "user"]);
    expect(await verifyPassword(owner.passwordHash, "owner-password-long")).toBe(true);
  });
});

describe("rate limits on sign-in and password reset", () => {
  it("refuses a 21st sign-in attempt from one address within 15 minutes", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(signIn(signInRequest(`nobody${attempt}@example.test`, "guess"), "198.51.100.77")).rejects.toThrow("do not match");
    }
    await expect(signIn(signInRequest("nobody-else@example.test", "guess"), "198.51.100.77")).rejects.toThrow(
      /Too many sign-in attempts\. Please try again in \d+ minutes/,
    );
  });

  it("counts an IPv6 client by its /64: rotating addresses inside it gets no more tries", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await expect(signIn(signInRequest(`v6-nobody${attempt}@example.test`, "guess"), `2001:db8:77:1:${attempt.toString(16)}::${attempt + 1}`)).rejects.toThrow(
        "do not match",
      );
    }
    await expect(signIn(signInRequest("v6-nobody-else@example.test", "guess"), "2001:db8:77:1:ffff:ffff:ffff:fffe")).rejects.toThrow(
      /Too many sign-in attempts/,
    );
    // The next /64 is another subscriber.
    await expect(signIn(signInRequest("v6-nobody-else@example.test", "guess"), "2001:db8:77:2::1")).rejects.toThrow("do not match");
  });

  it("pauses an account after 10 wrong passwords from any addresses, even for the right one, and the owner's e-mailed link lets their browser in", async () => {
    const email = "guessed@example.test";
    const userId = await createUser({ email, password: "the-real-password-9", emailConfirmed: true });
    // Five addresses, five wrong guesses each would be 25 guesses; the account stops them at 10:
    // the 11th is refused before its password is looked at.
    let refusedAt = 0;
    for (let guess = 0; guess < 25 && !refusedAt; guess++) {
      const address = `198.51.${100 + Math.floor(guess / 5)}.9`;
      const error = (await signIn(signInRequest(email, `wrong-${guess}`), address).catch((thrown: unknown) => thrown)) as Error;
      if (/paused/.test(error.message)) refusedAt = guess + 1;
    }
    expect(refusedAt).toBe(11);
    // The right password from a sixth address: still paused.
    await expect(signIn(signInRequest(email, "the-real-password-9"), "192.0.2.66")).rejects.toThrow(/Signing in to this account is paused for \d+ minutes/);
    // The owner got one e-mail with a link; opening it lets that browser in, while the pause holds for everyone else.
    await drainOutbox();
    const mails = db.$client.prepare("select subject, text_body from mail where to_address = ?").all(email) as { subject: string; text_body: string }[];
    expect(mails.map((row) => row.subject)).toEqual(["Sign-in to your Chip Repair Academy account is paused"]);
    const link = /https?:\/\/\S+\/auth\/unlock\?token=[\w-]+/.exec(mails[0].text_body)![0];
    const unlock = await import("~/routes/_accounts+/auth_.unlock");
    const token = new URL(link).searchParams.get("token")!;
    const opened = (await unlock.action({
      request: new Request("http://127.0.0.1/auth/unlock", { method: "POST", body: new URLSearchParams({ token }) }),
      params: {},
      context: { clientAddress: "192.0.2.66" },
    })) as Response;
    const cookie = opened.headers
      .getSetCookie()
      .find((value) => value.startsWith("__unlock="))!
      .split(";")[0];
    const withMark = new Request("http://127.0.0.1/auth", {
      method: "POST",
      body: new URLSearchParams({ email, password: "the-real-password-9" }),
      headers: { Cookie: cookie },
    });
    expect(await signIn(withMark, "192.0.2.66")).toBe(userId);
    await expect(signIn(signInRequest(email, "the-real-password-9"), "192.0.2.67")).rejects.toThrow(/paused/);
    // The link works once.
    expect(
      (
        (await unlock.action({
          request: new Request("http://127.0.0.1/auth/unlock", { method: "POST", body: new URLSearchParams({ token }) }),
          params: {},
          context: { clientAddress: "192.0.2.66" },
        })) as Response
      ).headers.get("location"),
    ).toBe("/auth");
  });

  it("answers a 6th reset request for one address in an hour with 429", async () => {
    const route = await import("~/routes/_accounts+/forgot-password");
    const ask = () =>
      route.action({
        request: new Request("http://127.0.0.1/forgot-password", { method: "POST", body: new URLSearchParams({ email: "flood@example.test" }) }),
        params: {},
        context: { clientAddress: `203.0.113.${Math.floor(Math.random() * 200)}` },
      });
    for (let request = 0; request < 5; request++) expect(await ask()).toMatchObject({ sent: true });
    expect((await answerOf(await ask())).status).toBe(429);
  });
});

describe("requireRole", () => {
  const signedIn = async (roles: ("admin" | "super_admin")[]) => {
    const userId = await createUser({ email: `role-${roles.join("-") || "member"}-${Math.random()}@example.test`, password: "secret1", roles });
    return withCookie(await createSession(anyRequest, userId));
  };

  it("sends a visitor to sign in", async () => {
    const thrown = await requireRole(new Request("http://127.0.0.1/admin"), "admin").catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fadmin");
  });

  it("answers 403 Access Denied, naming the privileges needed, to a member without the role", async () => {
    const member = await signedIn([]);
    for (const [role, message] of [
      ["admin", "You need admin privileges to access this page."],
      ["super_admin", "You need super admin privileges to access this page."],
    ] as const) {
      const thrown = (await requireRole(member, role).catch((error: unknown) => error)) as Response;
      expect(thrown.status).toBe(403);
      expect(await thrown.text()).toBe(message);
    }
  });

  it("lets admins into admin pages, and only super admins into super admin pages", async () => {
    const admin = await signedIn(["admin"]);
    await expect(requireRole(admin, "admin")).resolves.toMatchObject({ roles: expect.arrayContaining(["admin"]) });
    expect(((await requireRole(admin, "super_admin").catch((error: unknown) => error)) as Response).status).toBe(403);
    const superAdmin = await signedIn(["super_admin"]);
    await expect(requireRole(superAdmin, "admin")).resolves.toBeTruthy();
    await expect(requireRole(superAdmin, "super_admin")).resolves.toBeTruthy();
  });
});

describe("password rules", () => {
  it("refuse common and breached passwords and short ones, 8 characters for members and 12 for admins", async () => {
    const { passwordProblem, COMMON_PASSWORD, STAFF_PASSWORD_TOO_SHORT } = await import("~/server/accounts/password-policy.server");
    for (const common of ["123456", "12345678", "password1", "P@ssw0rd!", "qwertyuiop", "iloveyou99", "aaaaaaaaaaaa"]) {
      expect(passwordProblem(common, { staff: false }), common).toBe(common.length < 8 ? "Password must be at least 8 characters" : COMMON_PASSWORD);
    }
    expect(passwordProblem("repair-kit-42", { staff: false })).toBeNull();
    expect(passwordProblem("kit-42-abc", { staff: true })).toBe(STAFF_PASSWORD_TOO_SHORT);
    expect(passwordProblem("windshield-tent-9", { staff: true })).toBeNull();
  });

  it("apply where a password is chosen: a member's change, an admin's reset link, the first super admin", async () => {
    const { changePassword } = await import("~/server/accounts/password-change.server");
    const { resetPasswordProblem } = await import("~/server/accounts/password-reset.server");
    const memberId = await createUser({ email: "rules-member@example.test", password: "old-password-1" });
    const member = { id: memberId, email: "rules-member@example.test", needsPasswordChange: true, sessionIdHash: "none" };
    expect(await changePassword(member, { password: "123456789", clientAddress: "203.0.113.5" })).toEqual({ password: expect.stringContaining("most used") });
    const adminId = await createUser({ email: "rules-admin@example.test", password: "old-password-1", roles: ["admin"] });
    const token = generateToken();
    db.$client.prepare("insert into password_resets (token_hash, user_id, expires_at) values (?, ?, ?)").run(hashToken(token), adminId, Date.now() + 3_600_000);
    expect(resetPasswordProblem(token, "kit-42-abc")).toBe("Passwords of admin accounts must be at least 12 characters");
    const users = await import("~/server/accounts/users.server");
    await expect(users.makeSuperAdmin("rules-owner@example.test", "password1234")).rejects.toThrow(/most used/);
  });

  it("an admin whose password predates them still signs in, and must choose a new one first", async () => {
    const email = "weak-admin@example.test";
    const userId = await createUser({ email, password: "secret1", roles: ["admin"], emailConfirmed: true });
    expect(await signIn(signInRequest(email, "secret1"), "203.0.113.44")).toBe(userId);
    expect(db.$client.prepare("select needs_password_change from profiles where id = ?").get(userId)).toEqual({ needs_password_change: 1 });
    // A member with an old short password keeps it.
    const memberId = await createUser({ email: "weak-member@example.test", password: "secret1", emailConfirmed: true });
    expect(await signIn(signInRequest("weak-member@example.test", "secret1"), "203.0.113.45")).toBe(memberId);
    expect(db.$client.prepare("select needs_password_change from profiles where id = ?").get(memberId)).toEqual({ needs_password_change: 0 });
  });
});
