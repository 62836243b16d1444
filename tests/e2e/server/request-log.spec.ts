import crypto from "node:crypto";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { postForm, rawRequest, startServer } from "../support/server-process";

// The request log is read by whoever runs the site and copied into backups and log
// services; the secrets e-mailed links carry must not end up there.

test("the request log names each page without the secrets in its address", async () => {
  const server = await startServer();
  try {
    const secret = () => crypto.randomBytes(32).toString("base64url");
    const visits = [
      { url: `/reset-password?token=${secret()}`, logged: "/reset-password?token=[redacted]" },
      { url: `/auth/confirm?token=${secret()}`, logged: "/auth/confirm?token=[redacted]" },
      { url: `/my-call/17.${secret()}`, logged: "/my-call/[redacted]" },
      { url: `/my-call/17.${secret()}?date=2026-12-01&_data=routes%2Fmy-call.%24token`, logged: "/my-call/[redacted]?date=[redacted]&_data=[redacted]" },
      { url: `/test-checkout/cs_test_${secret()}`, logged: "/test-checkout/[redacted]" },
      ...["/pay/", "/unsubscribe/", "/checkout/reopen/", "/book-again/", "/add-to-calendar/"].map((prefix) => ({
        url: `${prefix}17.${secret()}`,
        logged: `${prefix}[redacted]`,
      })),
      { url: `/order/complete?session_id=cs_test_${secret()}`, logged: "/order/complete?session_id=[redacted]" },
      { url: `/course-access?session_id=cs_test_${secret()}&_data=routes%2Fcourse-access`, logged: "/course-access?session_id=[redacted]&_data=[redacted]" },
    ];
    for (const visit of visits) await rawRequest(`${server.baseURL}${visit.url}`);
    await expect
      .poll(
        () =>
          server
            .output()
            .split("\n")
            .filter((line) => line.startsWith("GET ")).length,
      )
      .toBe(visits.length);
    const log = server.output();
    for (const visit of visits) {
      expect(log).toContain(`GET ${visit.logged} `);
      const secrets = visit.url.match(/[\w-]{40,}/g)!;
      for (const value of secrets) expect(log).not.toContain(value);
    }
  } finally {
    await server.stop();
  }
});

test("a client's mistake writes one line with its status and reason; only a failure of ours writes a stack", async () => {
  const server = await startServer();
  try {
    const secret = crypto.randomBytes(32).toString("base64url");
    const form = { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40example.test" };
    const mistakes: { method: string; url: string; headers?: Record<string, string>; body?: string; line: string }[] = [
      { method: "POST", url: "/favicon.svg", ...form, line: "POST /favicon.svg 405 Method Not Allowed " },
      { method: "POST", url: "/pricing", ...form, line: "POST /pricing 405 Method Not Allowed " },
      { method: "GET", url: "/no-such-page", line: "GET /no-such-page 404 Not Found " },
      {
        method: "POST",
        url: "/chip-repair-demo",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: "--x\r\nnot a part at all",
        line: "POST /chip-repair-demo 400 Bad Request ",
      },
      { method: "GET", url: "/pricing?_data=routes%2Fnot-this-page", line: "GET /pricing?_data=[redacted] 403 Forbidden " },
      { method: "GET", url: `/my-call/17.${secret}?_data=routes%2Fpricing`, line: "GET /my-call/[redacted]?_data=[redacted] 403 Forbidden " },
      { method: "GET", url: `/my-call/17.${secret}%E0%A4%A`, line: "GET /my-call/[redacted] 400 Bad Request " },
    ];
    // An answered request's line: method, address, status, size, time.
    await rawRequest(`${server.baseURL}/about`);
    await expect.poll(() => server.output()).toMatch(/^GET \/about 200 \d+ - [\d.]+ ms$/m);
    const before = server.output().length;
    for (const { method, url, headers, body } of mistakes) {
      const length: Record<string, string> = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
      await rawRequest(`${server.baseURL}${url}`, { method, body, headers: { ...headers, ...length } });
    }
    const linesSince = (start: number) => server.output().slice(start).split("\n").filter(Boolean);
    await expect.poll(() => linesSince(before).length).toBeGreaterThanOrEqual(mistakes.length);
    const lines = linesSince(before);
    expect(lines).toHaveLength(mistakes.length);
    for (const mistake of mistakes)
      expect(
        lines.filter((line) => line.startsWith(mistake.line)),
        mistake.line,
      ).toHaveLength(1);
    expect(server.output()).not.toContain("    at ");
    expect(server.output()).not.toContain(secret);

    // A database the server can no longer read (its accounts table gone) fails a sign-in with
    // a 500: that is logged with its stack, still without the secrets of the address.
    const database = new Database(path.join(server.dataDirectory, "app.db"));
    database.exec("alter table users rename to users_out_of_reach");
    database.close();
    const failedAt = server.output().length;
    const signIn = await postForm(`${server.baseURL}/auth?redirectTo=${secret}`, { email: "member@example.test", password: "any-password" });
    expect(signIn.status).toBe(500);
    await expect.poll(() => server.output().slice(failedAt)).toMatch(/^POST \/auth\?redirectTo=\[redacted\] 500 Internal Server Error /m);
    const failure = server.output().slice(failedAt);
    expect(failure).toContain("[error] POST /auth SqliteError: no such table: users\n    at ");
    expect(failure).not.toContain(secret);
  } finally {
    await server.stop();
  }
});
