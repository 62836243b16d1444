import { expect, test } from "@playwright/test";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { onDatabase, postForm, startServer, type ServerProcess } from "../support/server-process";

// The reminder to a buyer who left checkout is a row in SQLite with a due time, not a timer
// in memory: it outlives kill -9 and a restart, and two server processes on one database
// send it once. The test moves the clock by moving the row's due time to now.

/** An order whose buyer ticked the box for marketing mail (the reminder is marketing mail). */
const buyerForm = (email: string) => ({ firstName: "Robin", lastName: "Leaver", email, marketingConsent: "yes", [HONEYPOT_FIELD]: "" });

const remindersIn = (server: ServerProcess, email: string) =>
  onDatabase(server, (database) => database.prepare("select id from mail where to_address = ? and subject like 'Your order is waiting:%'").all(email));

test("a checkout reminder outlives kill -9 and a restart, and two servers on one database send it once", async () => {
  test.setTimeout(60_000);
  const email = "left-checkout@example.test";
  const first = await startServer();
  const servers: ServerProcess[] = [first];
  try {
    const ordered = await postForm(`${first.baseURL}/training-order`, buyerForm(email));
    expect(ordered.status).toBe(302);
    expect(ordered.headers.location).toMatch(/^\/test-checkout\/cs_test_[\w-]+$/);
    first.child.kill("SIGKILL");
    await first.exited;

    // Back up, and a second process on the same database; then the hour has passed.
    servers.push(await startServer({}, first.dataDirectory), await startServer({}, first.dataDirectory));
    const moved = onDatabase(first, (database) =>
      database.prepare("update checkout_reminders set due_at = ? where order_id = (select id from orders where buyer_email = ?)").run(Date.now() - 1000, email),
    );
    expect(moved.changes).toBe(1);

    await expect.poll(() => remindersIn(first, email).length, { timeout: 20_000 }).toBe(1);
    const reminder = onDatabase(first, (database) => database.prepare("select status, sent_at from checkout_reminders").get()) as {
      status: string;
      sent_at: number;
    };
    expect(reminder.status).toBe("sent");
    // Both processes have looked again since it went out (every 5 s): still one.
    await expect.poll(() => Date.now() - reminder.sent_at, { timeout: 15_000 }).toBeGreaterThan(11_000);
    expect(remindersIn(first, email)).toHaveLength(1);
  } finally {
    for (const server of servers) await server.stop();
  }
});
