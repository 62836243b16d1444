import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { rawRequest, startServer } from "../support/server-process";

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
      { url: `/order/complete?session_id=cs_test_${secret()}`, logged: "/order/complete?session_id=[redacted]" },
      { url: `/course-access?session_id=cs_test_${secret()}&_data=routes%2Fcourse-access`, logged: "/course-access?session_id=[redacted]&_data=[redacted]" },
    ];
    for (const visit of visits) await rawRequest(`${server.baseURL}${visit.url}`);
    await expect.poll(() => server.output().split("\n").filter((line) => line.startsWith("GET ")).length).toBe(visits.length);
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
