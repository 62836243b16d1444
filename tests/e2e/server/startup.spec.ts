import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { postForm, runServerExpectingExit, startServer } from "../support/server-process";

test("start-up says where the site is and which embedded defaults are on, and nothing alarming", async () => {
  const server = await startServer();
  try {
    const output = server.output();
    expect(output).toContain(`Chip Repair Academy is serving http://127.0.0.1:${server.port}`);
    expect(output).toContain("e-mail: built-in mailbox");
    expect(output).toContain("CRM: off");
    expect(output).toContain("set SITE_URL to your public address before going live");
    expect(output).not.toMatch(/goroutine|fatal error|Error:/);
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
    expect(signIn.headers.location).toBe("/welcome");
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
