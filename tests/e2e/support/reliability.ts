import path from "node:path";
import Database from "better-sqlite3";

// What the reliability specs (crash-safety, services-down, backup) share: the two forms visitors
// post, the free call slots, and a look at the server's SQLite file.

/** Every hour of the host's day, no notice: eight offered dates of 24 slots each. */
export const manySlots = { HOST_HOURS: Array.from({ length: 24 }, (_, hour) => hour).join(","), MIN_NOTICE_HOURS: "0" };
const TIMEZONE = "America/Denver";

/** The server's settings for a run against the stand-ins: limits out of the way, many slots. */
export function reliabilitySettings(stands: { smtpUrl: string; crmUrl: string }): Record<string, string> {
  return {
    SMTP_URL: stands.smtpUrl,
    CRM_WEBHOOK_URL: stands.crmUrl,
    HOST_NOTIFY_EMAIL: "host@example.test",
    RATE_LIMIT_MULTIPLIER: "100000",
    BOOKINGS_PER_HOUR: "1000",
    ...manySlots,
  };
}

export type Slot = { date: string; datetime: string };

/** The webinar survey's last step, as the browser posts it (the honeypot left empty). */
export function leadForm(email: string, sequence: number): URLSearchParams {
  return new URLSearchParams({
    name__confirm: "",
    step: "4",
    intent: "submit",
    firstName: "Robin",
    email,
    phone: `801${String(2_000_000 + sequence).padStart(7, "0")}`,
    experience: "complete-beginner",
    timeAvailable: "5-10-hours",
    investmentCapacity: "under-1000",
    currentIncome: "2000-5000",
    location: "Provo, UT",
    motivation: "Reliability",
  });
}

/** Confirm Booking on the calendar. */
export function bookingForm(slot: Slot, email: string, sequence: number): URLSearchParams {
  return new URLSearchParams({
    name__confirm: "",
    intent: "book",
    ...slot,
    timezone: TIMEZONE,
    name: `Caller ${sequence}`,
    email,
    phone: `802${String(3_000_000 + sequence).padStart(7, "0")}`,
  });
}

/** A form post as a browser on the site sends it; resolves with the status, rejects when the connection fails. */
export async function post(baseURL: string, route: string, form: URLSearchParams): Promise<number> {
  const response = await fetch(`${baseURL}${route}`, { method: "POST", body: form, redirect: "manual", headers: { Origin: baseURL } });
  await response.body?.cancel();
  return response.status;
}

/** Every free slot the calendar offers, earliest date first. */
export async function freeSlots(baseURL: string): Promise<Slot[]> {
  const zone = encodeURIComponent(TIMEZONE);
  const calendar = await (await fetch(`${baseURL}/booking-calendar?tz=${zone}`)).text();
  const dates = [...new Set([...calendar.matchAll(/date=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]))];
  const slots: Slot[] = [];
  for (const date of dates) {
    const day = (await (await fetch(`${baseURL}/booking-calendar/slots?tz=${zone}&date=${date}`)).json()) as {
      availability: { slots: { datetime: string }[] };
    };
    for (const slot of day.availability.slots) slots.push({ date, datetime: slot.datetime });
  }
  return slots;
}

export type OutboxRow = {
  id: number;
  kind: "email" | "crm";
  status: string;
  attempts: number;
  key: string;
  to: string | null;
  event: string | null;
  email: string | null;
  lastError: string | null;
  deliveredAt: number | null;
};

/** Read the server's database (it may be running: WAL lets a reader in beside it). */
export function readDatabase<T>(dataDirectory: string, read: (database: Database.Database) => T): T {
  const database = new Database(path.join(dataDirectory, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return read(database);
  } finally {
    database.close();
  }
}

export function outboxRows(dataDirectory: string): OutboxRow[] {
  return readDatabase(
    dataDirectory,
    (database) =>
      database
        .prepare(
          `select id, kind, status, attempts, idempotency_key as key, json_extract(payload, '$.to') as "to", json_extract(payload, '$.event') as event,
                json_extract(payload, '$.body.email') as email, last_error as lastError, delivered_at as deliveredAt
           from outbox order by id`,
        )
        .all() as OutboxRow[],
  );
}

/** Follow-up series e-mails due by now and not yet handed to the outbox. */
export function dueSeriesEmails(dataDirectory: string): number {
  return readDatabase(
    dataDirectory,
    (database) =>
      (database.prepare("select count(*) as count from sequence_emails where status = 'scheduled' and due_at <= ?").get(Date.now()) as { count: number }).count,
  );
}

/** How many times each value occurs more than once. */
export function extraCopies(values: string[]): number {
  return values.length - new Set(values).size;
}
