import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { postForm, rawRequest, runServerExpectingExit, startServer, type RawResponse, type ServerProcess } from "../support/server-process";

const sessionCookieOf = (response: RawResponse) =>
  ([] as string[])
    .concat(response.headers["set-cookie"] ?? [])
    .find((cookie) => cookie.startsWith("__session="))!
    .split(";")[0];

/** /admin-dashboard as the holder of `cookie` sees it: 200, or the way to sign in. */
const openAdminDashboard = (server: ServerProcess, cookie: string) => rawRequest(`${server.baseURL}/admin-dashboard`, { headers: { cookie } });

function newestMailTo(server: ServerProcess, to: string): string {
  const database = new Database(path.join(server.dataDirectory, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return (database.prepare("select text_body from mail where to_address = ? order by id desc").get(to) as { text_body: string } | undefined)?.text_body ?? "";
  } finally {
    database.close();
  }
}

/**
 * Someone other than the operator makes an account for `email` before the operator names
 * it (sign-up is open; a test-mode purchase does the same), and stays signed in.
 * Returns that session's cookie.
 */
async function accountMadeBySomeoneElse(server: ServerProcess, email: string, password: string): Promise<string> {
  const signUp = await postForm(`${server.baseURL}/auth`, { intent: "signup", fullName: "Early Bird", email, password, confirmPassword: password });
  expect(signUp.status).toBe(200);
  await expect.poll(() => newestMailTo(server, email)).toContain("/auth/confirm?token=");
  const token = new URL(/https?:\/\/\S+/.exec(newestMailTo(server, email))![0]).searchParams.get("token")!;
  const confirmed = await postForm(`${server.baseURL}/auth/confirm`, { token, password, confirmPassword: password });
  expect(confirmed.status).toBe(302);
  const cookie = sessionCookieOf(confirmed);
  expect((await rawRequest(`${server.baseURL}/account`, { headers: { cookie } })).status).toBe(200);
  return cookie;
}

test("start-up says where the site is and which embedded defaults are on, and nothing alarming", async () => {
  const server = await startServer();
  try {
    const output = server.output();
    expect(output).toContain(`Chip Repair Academy is serving http://127.0.0.1:${server.port}`);
    expect(output).toContain("e-mail: built-in mailbox");
    expect(output).toContain("CRM: off");
    expect(output).toContain("set SITE_URL to your public address before going live");
    expect(output).toContain("replication: off (set REPLICA_URL to stream the database to another machine)");
    expect(output).not.toMatch(/goroutine|fatal error|Error:/);
  } finally {
    await server.stop();
  }
});

test("a production deploy without REPLICA_URL is told plainly what a lost host would cost", async () => {
  const server = await startServer({ NODE_ENV: "production" });
  try {
    expect(server.output()).toContain("replication: OFF: if this host dies, everything since the last backup is lost");
  } finally {
    await server.stop();
  }
});

test("with SITE_URL set, start-up names that address, the one visitors reach", async () => {
  const server = await startServer({ SITE_URL: "https://academy.example.com" });
  try {
    expect(server.output()).toContain(`Chip Repair Academy is serving https://academy.example.com (listening on http://127.0.0.1:${server.port})`);
    expect(server.output()).not.toContain("set SITE_URL to your public address");
  } finally {
    await server.stop();
  }
});

test("a bad setting stops start-up with a message that names it", async () => {
  const bad = await runServerExpectingExit({ TRUST_PROXY: "lots" });
  expect(bad.code).toBe(1);
  expect(bad.output).toContain("TRUST_PROXY");
  const behindProxy = await runServerExpectingExit({ TRUST_PROXY: "1" });
  expect(behindProxy.code).toBe(1);
  expect(behindProxy.output).toContain("SITE_URL: must be set to the site's public address");
});

test("npm run create-admin makes a super admin who can sign in", async () => {
  test.slow(); // three script runs, each opening and migrating a database and hashing, then a server start
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "chip-create-admin-"));
  const run = (email: string, password: string) =>
    execFileSync(process.execPath, ["scripts/create-admin.mjs", "--email", email], {
      input: `${password}\n`,
      env: { ...process.env, DATABASE_PATH: path.join(data, "app.db") },
    }).toString();
  expect(run("Boss@Example.test", "boss-password")).toContain("Created super admin boss@example.test");
  expect(() => run("short@example.test", "123")).toThrow();
  // A second run for the same address sets a new password (a lost admin password).
  expect(run("boss@example.test", "new-boss-password")).toContain("Updated super admin boss@example.test");

  const server = await startServer({}, data);
  try {
    const signIn = await postForm(`${server.baseURL}/auth`, { email: "boss@example.test", password: "new-boss-password" });
    expect(signIn.status).toBe(302);
    // A super admin lands in the admin area.
    expect(signIn.headers.location).toBe("/admin");
  } finally {
    await server.stop();
  }
});

test("SUPER_ADMIN_EMAIL naming an account someone else made: start-up refuses unless SUPER_ADMIN_PASSWORD is its password, and promotion ends its sessions", async () => {
  test.slow(); // four server starts, sign-up, confirmation and sign-ins
  const email = "founder@example.test";
  const early = await startServer({ SIGNUP: "open" });
  const earlySession = await accountMadeBySomeoneElse(early, email, "early-bird-password");
  await early.stop();

  const refused = await runServerExpectingExit({ SUPER_ADMIN_EMAIL: email, SUPER_ADMIN_PASSWORD: "operator-password" }, early.dataDirectory);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain("SUPER_ADMIN_EMAIL names founder@example.test");
  expect(refused.output).toContain("SUPER_ADMIN_PASSWORD is not its password");
  expect(refused.output).toContain("npm run create-admin -- --email founder@example.test");

  // The operator gives that account's password after all: promoted, and the session from before is over.
  const server = await startServer({ SUPER_ADMIN_EMAIL: email, SUPER_ADMIN_PASSWORD: "early-bird-password" }, early.dataDirectory);
  try {
    const before = await openAdminDashboard(server, earlySession);
    expect(before.status).toBe(302);
    expect(before.headers.location).toBe("/auth?redirectTo=%2Fadmin-dashboard");
    const signIn = await postForm(`${server.baseURL}/auth`, { email, password: "early-bird-password" });
    expect(signIn.status).toBe(302);
    expect((await openAdminDashboard(server, sessionCookieOf(signIn))).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test("npm run create-admin on an account someone else made: its sessions end and only the given password signs in", async () => {
  test.slow(); // a server start, sign-up, confirmation, a script run and sign-ins
  const email = "boss@company.example";
  const server = await startServer({ SIGNUP: "open" });
  try {
    const earlySession = await accountMadeBySomeoneElse(server, email, "early-bird-password");
    const output = execFileSync(process.execPath, ["scripts/create-admin.mjs", "--email", email], {
      input: "operator-password\n",
      env: { ...process.env, DATABASE_PATH: path.join(server.dataDirectory, "app.db") },
    }).toString();
    expect(output).toContain(`Updated super admin ${email}`);

    const before = await openAdminDashboard(server, earlySession);
    expect(before.status).toBe(302);
    expect(before.headers.location).toBe("/auth?redirectTo=%2Fadmin-dashboard");
    expect((await postForm(`${server.baseURL}/auth`, { email, password: "early-bird-password" })).status).toBe(400);
    const signIn = await postForm(`${server.baseURL}/auth`, { email, password: "operator-password" });
    expect(signIn.status).toBe(302);
    expect((await openAdminDashboard(server, sessionCookieOf(signIn))).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test("the log names the recipient and subject of built-in mailbox messages, never their links", async () => {
  const server = await startServer({ SUPER_ADMIN_EMAIL: "owner@example.test", SUPER_ADMIN_PASSWORD: "owner-password-1" });
  try {
    const asked = await postForm(`${server.baseURL}/forgot-password`, { email: "owner@example.test" });
    expect(asked.status).toBe(200);
    await expect.poll(() => server.output()).toContain("[mailbox] to owner@example.test: Reset your Chip Repair Academy password");
    expect(server.output()).not.toContain("token=");
  } finally {
    await server.stop();
  }
});

test("the data folder is made 0700 and the database and its WAL files (which hold the generated secret) 0600, whatever the umask", async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "chip-modes-"));
  const dataDirectory = path.join(parent, "data", "nested");
  fs.mkdirSync(path.dirname(dataDirectory));
  // A database file an earlier version left readable by everyone is closed up at start too.
  fs.mkdirSync(dataDirectory, { mode: 0o755 });
  fs.writeFileSync(path.join(dataDirectory, "app.db"), "", { mode: 0o644 });
  fs.chmodSync(path.join(dataDirectory, "app.db"), 0o644);
  const server = await startServer({}, dataDirectory);
  try {
    const mode = (name: string) => fs.statSync(path.join(dataDirectory, name)).mode & 0o777;
    for (const file of ["app.db", "app.db-wal", "app.db-shm"]) expect(mode(file), file).toBe(0o600);
  } finally {
    await server.stop();
  }
  const fresh = path.join(parent, "fresh", "data");
  const second = await startServer({}, fresh);
  try {
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(fresh, "app.db")).mode & 0o777).toBe(0o600);
  } finally {
    await second.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  }
});
