import { beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../support/answer";

// Abuse rules on booking: one upcoming call per e-mail and phone, a site-wide hourly
// ceiling that tells the host, mail that carries nothing of the visitor's but a clean name,
// and a storage failure that keeps the visitor's entries.

type Modules = {
  bookings: typeof import("~/server/calls/bookings.server");
  availability: typeof import("~/server/calls/availability.server");
  dates: typeof import("~/lib/calendar-dates");
  route: typeof import("~/routes/_calls+/booking-calendar");
  db: typeof import("~/server/platform/db.server").db;
};
let modules: Modules;
let rateLimits: typeof import("~/server/platform/rate-limit.server");

beforeAll(async () => {
  process.env.BOOKINGS_PER_HOUR = "3";
  modules = {
    bookings: await import("~/server/calls/bookings.server"),
    availability: await import("~/server/calls/availability.server"),
    dates: await import("~/lib/calendar-dates"),
    route: await import("~/routes/_calls+/booking-calendar"),
    db: (await import("~/server/platform/db.server")).db,
  };
  rateLimits = await import("~/server/platform/rate-limit.server");
});

const timezone = "America/Chicago";
/** The first free slot a week or more ahead of `now`. */
function freeSlot(now = new Date()) {
  for (const date of modules.dates.offeredDates(now, timezone).slice(3)) {
    const slot = modules.availability.availabilityFor(date, timezone, now)!.slots[0];
    if (slot) return { date, datetime: slot.datetime, timezone };
  }
  throw new Error("no free slot left");
}
const sql = (query: string, ...params: unknown[]) => modules.db.$client.prepare(query).all(...params) as Record<string, unknown>[];
const clearBookings = () => modules.db.$client.exec("delete from bookings; delete from outbox; delete from booking_ceiling_trips;");

describe("one upcoming call per e-mail and per phone", () => {
  it("refuses a second booking for the same e-mail or the same phone in another format, and tells the address on file, not the form, when the call is", async () => {
    clearBookings();
    const first = modules.bookings.createBooking({ ...freeSlot(), name: "Riley", email: "riley@example.test", phone: "801-555-0123" }, {});
    expect(first.outcome).toBe("booked");
    const sameEmail = modules.bookings.createBooking({ ...freeSlot(), name: "Riley", email: "RILEY@example.test", phone: "801-555-0999" }, {});
    expect(sameEmail).toEqual({ outcome: "already-booked" });
    const samePhone = modules.bookings.createBooking({ ...freeSlot(), name: "Riley", email: "other@example.test", phone: "(801) 555 0123" }, {});
    expect(samePhone).toEqual({ outcome: "already-booked" });
    expect(sql("select id from bookings")).toHaveLength(1);
    // The details went to riley@ (the address on file), once in the hour however often someone asks; nothing to other@.
    const told = () =>
      sql("select json_extract(payload, '$.to') as \"to\", json_extract(payload, '$.subject') as subject from outbox where purpose = 'existing-call'");
    expect(told()).toEqual([{ to: "riley@example.test", subject: "You already have a strategy call booked" }]);
    // The note is found by its mark, not its words: a subject the owner rewrote still sends it once in the hour.
    const sites = await import("~/server/platform/site-texts.server");
    const { createUser } = await import("~/server/accounts/users.server");
    const owner = { id: await createUser({ email: "owner@example.test", password: "secret1", roles: ["super_admin"] }), email: "owner@example.test" };
    sites.saveTextDraft(
      "email.existing-call",
      { ...sites.publishedText("email.existing-call"), subject: "{{firstName}}, your call is already booked" },
      0,
      owner,
    );
    sites.publishText("email.existing-call", owner);
    modules.db.$client.exec("delete from outbox");
    modules.bookings.createBooking({ ...freeSlot(), name: "Riley", email: "riley@example.test", phone: "801-555-0777" }, {});
    modules.bookings.createBooking({ ...freeSlot(), name: "Riley", email: "riley@example.test", phone: "801-555-0778" }, {});
    expect(told()).toEqual([{ to: "riley@example.test", subject: "Riley, your call is already booked" }]);
    // The page says only that: no time.
    const slot = freeSlot();
    const fields = { name__confirm: "", intent: "book", ...slot, name: "Prober", email: "riley@example.test", phone: "801-555-0444" };
    const request = new Request("http://127.0.0.1/booking-calendar", { method: "POST", body: new URLSearchParams(fields) });
    const answer = await answerOf<{ formError: string }>(await modules.route.action({ request, params: {}, context: { clientAddress: "198.51.100.9" } }));
    expect(answer.status).toBe(409);
    expect(answer.body.formError).toBe(
      "You already have a strategy call booked: we have e-mailed you about your existing call, with a link to move or cancel it.",
    );
    expect(answer.body.formError).not.toMatch(/\d/);

    // Once that call is cancelled, the same person may book again.
    modules.db.$client.exec("update bookings set status = 'cancelled'");
    expect(modules.bookings.createBooking({ ...freeSlot(), name: "Riley", email: "riley@example.test", phone: "801-555-0123" }, {}).outcome).toBe("booked");
  });
});

describe("the hourly ceiling", () => {
  it("refuses bookings past BOOKINGS_PER_HOUR and alerts the host once", () => {
    clearBookings();
    for (let person = 0; person < 3; person++) {
      const result = modules.bookings.createBooking(
        { ...freeSlot(), name: `Person ${person}`, email: `p${person}@example.test`, phone: `801-555-010${person}` },
        {},
      );
      expect(result.outcome).toBe("booked");
    }
    for (let person = 3; person < 6; person++) {
      const result = modules.bookings.createBooking(
        { ...freeSlot(), name: `Person ${person}`, email: `p${person}@example.test`, phone: `801-555-010${person}` },
        {},
      );
      expect(result.outcome).toBe("busy");
    }
    expect(sql("select id from bookings")).toHaveLength(3);
    const alerts = sql("select payload from outbox where json_extract(payload, '$.subject') = 'Booking limit reached on your site'");
    expect(alerts).toHaveLength(1);
    expect(JSON.parse(String(alerts[0].payload)).to).toBe("support@chiprepairacademy.com");
    // The admin dashboard says when it tripped and how many it refused.
    expect(modules.bookings.recentCeilingTrips()[0]).toMatchObject({ refused: 3 });
  });

  it("counts networks (IPv4 /24, IPv6 /64) with calls still booked, so a handful of addresses cannot reach it", () => {
    clearBookings();
    modules.db.$client.exec("delete from booking_ceiling_trips");
    const { networkKey } = rateLimits;
    let person = 0;
    const book = (address: string) => {
      person++;
      return modules.bookings.createBooking(
        { ...freeSlot(), name: `Net ${person}`, email: `net${person}@example.test`, phone: `801-555-03${10 + person}` },
        {},
        new Date(),
        networkKey(address),
      ).outcome;
    };
    // Many addresses of one /24, and of one /64: two networks, whatever the count of calls.
    for (const address of ["203.0.113.5", "203.0.113.77", "203.0.113.200", "2001:db8:5:6::1", "2001:db8:5:6::2", "2001:db8:5:6:ffff::9"])
      expect(book(address)).toBe("booked");
    // A cancelled call does not count: its network is free again.
    expect(book("198.51.100.4")).toBe("booked");
    modules.db.$client.prepare("update bookings set status = 'cancelled' where client_network = '198.51.100.0/24'").run();
    expect(book("192.0.2.10")).toBe("booked");
    // Three networks (BOOKINGS_PER_HOUR here) reached: a fourth is refused, one already counted is not.
    expect(book("198.18.0.1")).toBe("busy");
    expect(book("203.0.113.9")).toBe("booked");
    expect(modules.bookings.recentCeilingTrips()).toHaveLength(1);
  });

  it("counts the calls booked in the hour up to the moment of booking, on the clock it is given", () => {
    clearBookings();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    let person = 0;
    const book = (now: Date) => {
      person++;
      return modules.bookings.createBooking(
        { ...freeSlot(now), name: `Person ${person}`, email: `clock${person}@example.test`, phone: `801-555-02${10 + person}` },
        {},
        now,
      ).outcome;
    };
    // Three calls booked two hours ago fill the hour after them...
    expect([book(minutesAgo(120)), book(minutesAgo(120)), book(minutesAgo(120))]).toEqual(["booked", "booked", "booked"]);
    expect(book(minutesAgo(110))).toBe("busy");
    // ...but not the hour before them, nor one that starts after them.
    expect(book(minutesAgo(200))).toBe("booked");
    expect(book(minutesAgo(50))).toBe("booked");
  });
});

describe("mail to an address the visitor chose", () => {
  it("carries their name cleaned and capped, and nothing else they typed", () => {
    clearBookings();
    const name = "Riley <a href='https://spam.example/win'>Claim your prize</a> at www.spam.example now!!!";
    const result = modules.bookings.createBooking(
      { ...freeSlot(), name, email: "visitor@example.test", phone: "801-555-0777" },
      { motivation: "visit spam.example" },
    );
    expect(result.outcome).toBe("booked");
    const [mail] = sql("select payload from outbox where json_extract(payload, '$.to') = 'visitor@example.test'");
    const { text, attachments } = JSON.parse(String(mail.payload)) as { text: string; attachments: { content: string }[] };
    for (const part of [text, attachments[0].content]) {
      expect(part).not.toMatch(/spam\.example|https:\/\/spam|<a|8015550777|801-555-0777/);
    }
    const greeting = text.split("\n")[0];
    expect(greeting).toMatch(/^Hi Riley a href/);
    expect(greeting.length).toBeLessThanOrEqual("Hi ,".length + 40);
  });
});

describe("when a booking cannot be stored", () => {
  it("answers the appointment-error message on the calendar page with every entry kept", async () => {
    clearBookings();
    const slot = freeSlot();
    const fields = { name__confirm: "", intent: "book", ...slot, name: "Casey", email: "casey@example.test", phone: "801-555-0188" };
    modules.db.$client.exec("CREATE TRIGGER refuse_bookings BEFORE INSERT ON bookings BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;");
    try {
      const request = new Request("http://127.0.0.1/booking-calendar", { method: "POST", body: new URLSearchParams(fields) });
      const answer = await answerOf<{ formError: string; values: Record<string, string> }>(
        await modules.route.action({ request, params: {}, context: { clientAddress: "198.51.100.8" } }),
      );
      expect(answer.status).toBe(500);
      expect(answer.body.formError).toBe("There was an error creating your appointment. Please try again or contact us directly.");
      const { name__confirm: _honeypot, intent: _intent, ...entries } = fields;
      expect(answer.body.values).toEqual(entries);
    } finally {
      modules.db.$client.exec("DROP TRIGGER refuse_bookings");
    }
  });
});

describe("a malformed time zone cookie", () => {
  it("is ignored rather than failing the calendar", async () => {
    const request = new Request("http://127.0.0.1/booking-calendar", { headers: { Cookie: "tz=%E0%A4%A" } });
    const page = await modules.route.loader({ request, params: {}, context: { clientAddress: "198.51.100.8" } });
    expect(page.timezone).toBe("America/New_York");
    const slots = await import("~/routes/_calls+/booking-calendar.slots");
    const answer = await slots.loader({
      request: new Request("http://127.0.0.1/booking-calendar/slots?date=2001-01-01", { headers: { Cookie: "tz=%E0%A4%A" } }),
      params: {},
      context: { clientAddress: "198.51.100.8" },
    });
    expect((await answerOf(answer)).status).toBe(400);
  });
});

describe("two processes booking at once", () => {
  it("the availability is read under the write lock: a call booked by another process a moment ago keeps its buffer", async () => {
    clearBookings();
    const { spawn } = await import("node:child_process");
    // Two adjacent hours of one day (the buffer keeps the second free once the first is booked).
    const now = new Date();
    let pair: { date: string; first: string; second: string } | null = null;
    for (const date of modules.dates.offeredDates(now, timezone).slice(3)) {
      const slots = modules.availability.availabilityFor(date, timezone, now)!.slots.map((slot) => slot.datetime);
      const first = slots.find((datetime) => slots.includes(new Date(Date.parse(datetime) + 3_600_000).toISOString()));
      if (first) {
        pair = { date, first, second: new Date(Date.parse(first) + 3_600_000).toISOString() };
        break;
      }
    }
    expect(pair).not.toBeNull();
    // Another process takes the write lock, books the first hour and commits a moment later.
    const other = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import Database from "better-sqlite3";
         const db = new Database(process.env.DATABASE_PATH);
         db.pragma("busy_timeout = 5000");
         db.exec("BEGIN IMMEDIATE");
         db.prepare("insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, notes, host_id) values ('Other', 'other-process@example.test', '801-555-0900', '8015550900', ?, ?, '{}', (select min(id) from hosts))").run(Date.parse(process.argv[1]), ${JSON.stringify(timezone)});
         console.log("locked");
         setTimeout(() => { db.exec("COMMIT"); db.close(); }, 400);`,
        pair!.first,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => other.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve()));
    // Meanwhile this process books the next hour: it waits for the lock, then sees the other call.
    const result = modules.bookings.createBooking(
      { date: pair!.date, datetime: pair!.second, timezone, name: "Second", email: "second-process@example.test", phone: "801-555-0901" },
      {},
    );
    await new Promise((resolve) => other.once("exit", resolve));
    expect(result.outcome).toBe("taken");
    expect(sql("select email from bookings order by appointment_at")).toEqual([{ email: "other-process@example.test" }]);
  });
});
