import path from "node:path";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { postForm, startServer } from "../support/server-process";

// SIGTERM (docker stop, a deploy) in the middle of a stream of lead posts: every visitor
// who was told "done" (302) is stored, and each e-mail goes out exactly once, even across
// the restart.

test("SIGTERM during a stream of lead posts: every 302 is a stored lead, every e-mail is sent once", async () => {
  test.setTimeout(90_000);
  const recipients: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        recipients.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`;
  const settings = { SMTP_URL: smtpUrl, RATE_LIMIT_MULTIPLIER: "1000" };

  const server = await startServer(settings);
  const accepted: string[] = [];
  let stopping = false;
  let sent = 0;
  const visitor = async (worker: number) => {
    for (;;) {
      const number = sent++;
      const email = `stream-${worker}-${number}@example.test`;
      const answer = await postForm(`${server.baseURL}/lead-survey`, {
        name__confirm: "",
        step: "4",
        intent: "submit",
        firstName: "Terry",
        email,
        phone: `801-555-${String(number).padStart(4, "0")}`,
        experience: "experienced",
        timeAvailable: "5-10-hours",
        investmentCapacity: "under-1000",
        currentIncome: "2000-5000",
        location: "Provo, UT",
        motivation: "Freedom",
      }).catch(() => null); // refused or cut off: the server has stopped listening
      if (!answer) return;
      if (answer.status === 302) accepted.push(email);
      if (accepted.length >= 25 && !stopping) {
        stopping = true;
        server.child.kill("SIGTERM");
      }
    }
  };
  await Promise.all([1, 2, 3, 4].map(visitor));
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("[server] stopped");
  expect(accepted.length).toBeGreaterThanOrEqual(25);

  const database = path.join(server.dataDirectory, "app.db");
  const storedEmails = () => {
    const sqlite = new Database(database, { readonly: true });
    try {
      return new Set((sqlite.prepare("select email from leads").all() as { email: string }[]).map((row) => row.email));
    } finally {
      sqlite.close();
    }
  };
  const stored = storedEmails();
  for (const email of accepted) expect(stored.has(email), email).toBe(true);

  // Start again on the same database: whatever was still queued goes out, nothing twice.
  const restarted = await startServer(settings, server.dataDirectory);
  try {
    await expect.poll(() => accepted.every((email) => recipients.includes(email)), { timeout: 30_000 }).toBe(true);
    for (const email of accepted)
      expect(
        recipients.filter((recipient) => recipient === email),
        email,
      ).toHaveLength(1);
  } finally {
    await restarted.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
