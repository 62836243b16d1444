import { expect, test } from "@playwright/test";
import { dateInZone } from "~/lib/calendar-dates";
import { bookingForm, freeSlots, manySlots, post } from "../support/reliability";
import { onDatabase, startServer, type ServerProcess } from "../support/server-process";

// A call's reminders are rows in SQLite with due times, not timers in memory: they outlive
// kill -9 and a restart, and two server processes on one database send each once; so does
// the host's agenda for the day. The test moves the clock by moving the call to half an hour
// from now (and its reminders with it), and by forgetting that today's agenda was decided.

const HOST_ZONE = "America/Denver";
const settings = { ...manySlots, HOST_NOTIFY_EMAIL: "host@example.test", HOST_AGENDA_HOUR: "0", RATE_LIMIT_MULTIPLIER: "1000", BOOKINGS_PER_HOUR: "1000" };

const mailIn = (server: ServerProcess, to: string, subject: string) =>
  onDatabase(
    server,
    (database) =>
      database.prepare("select subject, text_body from mail where to_address = ? and subject like ?").all(to, subject) as {
        subject: string;
        text_body: string;
      }[],
  );

test("call reminders and the host's agenda outlive kill -9, and two servers on one database send each once", async () => {
  test.setTimeout(60_000);
  const email = "reminded@example.test";
  const first = await startServer(settings);
  const servers: ServerProcess[] = [first];
  try {
    const slot = (await freeSlots(first.baseURL)).at(-1)!; // a week or more away
    expect(await post(first.baseURL, "/booking-calendar", bookingForm(slot, email, 1))).toBe(302);
    const scheduled = onDatabase(first, (database) =>
      database
        .prepare("select hours_before from call_reminders where booking_id = (select id from bookings where email = ?) order by hours_before desc")
        .all(email),
    );
    expect(scheduled).toEqual([{ hours_before: 24 }, { hours_before: 1 }]);
    first.child.kill("SIGKILL");
    await first.exited;

    // Back up, and a second process on the same database; then the call is half an hour away.
    servers.push(await startServer(settings, first.dataDirectory), await startServer(settings, first.dataDirectory));
    const start = Math.ceil((Date.now() + 30 * 60_000) / 60_000) * 60_000;
    onDatabase(first, (database) =>
      database.transaction(() => {
        database.prepare("update bookings set appointment_at = ? where email = ?").run(start, email);
        database
          .prepare(
            "update call_reminders set due_at = ? - hours_before * 3600000, status = 'scheduled', withdrawn_because = null where booking_id = (select id from bookings where email = ?)",
          )
          .run(start, email);
        database.prepare("delete from host_agendas").run();
      })(),
    );

    // The 24-hour reminder is long past and gives way to the 1-hour one, which goes out once.
    await expect.poll(() => mailIn(first, email, "Reminder:%").length, { timeout: 20_000 }).toBe(1);
    const [reminder] = mailIn(first, email, "Reminder:%");
    expect(reminder.subject).toMatch(/^Reminder: your strategy call is in (29|30|31) minutes$/);
    expect(reminder.text_body).toMatch(/\/my-call\/\d+\.[\w-]+/);
    const rows = onDatabase(first, (database) =>
      database.prepare("select hours_before, status, withdrawn_because, sent_at from call_reminders order by hours_before desc").all(),
    ) as {
      hours_before: number;
      status: string;
      withdrawn_because: string | null;
      sent_at: number | null;
    }[];
    expect(rows.map((row) => [row.hours_before, row.status, row.withdrawn_because])).toEqual([
      [24, "withdrawn", "superseded"],
      [1, "sent", null],
    ]);

    // Today's agenda (HOST_AGENDA_HOUR=0: due all day) lists the call, unless it falls on the host's next day.
    const callToday = dateInZone(start, HOST_ZONE) === dateInZone(Date.now(), HOST_ZONE);
    if (callToday) await expect.poll(() => mailIn(first, "host@example.test", "Today's calls:%").length, { timeout: 20_000 }).toBe(1);
    const agendaRows = onDatabase(first, (database) => database.prepare("select calls from host_agendas").all());
    expect(agendaRows).toEqual([{ calls: callToday ? 1 : 0 }]);

    // Both processes have looked again since (every 5 s): still one of each.
    await expect.poll(() => Date.now() - rows[1].sent_at!, { timeout: 15_000 }).toBeGreaterThan(11_000);
    expect(mailIn(first, email, "Reminder:%")).toHaveLength(1);
    expect(mailIn(first, "host@example.test", "Today's calls:%")).toHaveLength(callToday ? 1 : 0);
  } finally {
    for (const server of servers) await server.stop();
  }
});
