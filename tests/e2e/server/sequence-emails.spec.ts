import { expect, test } from "@playwright/test";
import { onDatabase, startServer, type ServerProcess } from "../support/server-process";

// A follow-up series is rows in SQLite with due times, not timers in memory: it outlives
// kill -9 and a restart, and two server processes on one database send each e-mail once.
// The test moves the clock by moving the rows' due times to now.

const mailTo = (server: ServerProcess, email: string) =>
  onDatabase(server, (database) => database.prepare("select subject from mail where to_address = ? order by id").all(email) as { subject: string }[]);

test("a series outlives kill -9 and a restart, and two servers on one database send each part once", async () => {
  test.setTimeout(60_000);
  const email = "series-reader@example.test";
  const first = await startServer();
  const servers: ServerProcess[] = [first];
  try {
    // The free training's three parts, scheduled for later (as a webinar lead schedules them).
    onDatabase(first, (database) => {
      const insert = database.prepare("insert into sequence_emails (sequence_id, step, email, first_name, due_at) values ('free-training', ?, ?, 'Robin', ?)");
      for (const step of [0, 1, 2]) insert.run(step, email, Date.now() + (step + 1) * 86_400_000);
    });
    first.child.kill("SIGKILL");
    await first.exited;

    servers.push(await startServer({}, first.dataDirectory), await startServer({}, first.dataDirectory));
    onDatabase(first, (database) => database.prepare("update sequence_emails set due_at = ? where email = ?").run(Date.now() - 1000, email));

    await expect.poll(() => mailTo(first, email).length, { timeout: 20_000 }).toBe(3);
    expect(mailTo(first, email).map((mail) => mail.subject)).toEqual([
      "Part 1 of your free training: how a 15-minute chip repair pays $65-$100",
      "Part 2: from your first repair to $300-500 days",
      "Part 3: your plan, on a free 1-on-1 call",
    ]);
    // Both processes have looked again since (every 5 s): still three.
    const sentAt = Date.now();
    await expect.poll(() => Date.now() - sentAt, { timeout: 15_000 }).toBeGreaterThan(11_000);
    expect(mailTo(first, email)).toHaveLength(3);
  } finally {
    for (const server of servers) await server.stop();
  }
});
