import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { productInclusions } from "~/content/inclusions";
import { offerSeeds } from "~/content/products";

// Migrations that move data: a database from before the change keeps what it held.
const MIGRATIONS = path.resolve("db/migrations");

/** A copy of the migrations folder holding only the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe("0003: consent records and booking contacts", () => {
  it("turns each lead's consent into its first lead_consents row and fills bookings' phone digits", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: migrationsUpTo(3) });
    sqlite
      .prepare(
        `insert into leads (first_name, email, phone, phone_digits, experience, source, consent_text, consent_at, ip, user_agent, page)
         values ('Dana', 'dana@example.test', '(801) 555-0199', '8015550199', 'experienced', 'webinar_survey', 'You agree to texts.', 1700000000000, '203.0.113.9', 'Firefox', '/lead-survey')`,
      )
      .run();
    sqlite
      .prepare(
        "insert into bookings (name, email, phone, appointment_at, timezone) values ('Riley', 'riley@example.test', '+1 (801) 555-0123', 1800000000000, 'America/Denver')",
      )
      .run();

    migrate(database, { migrationsFolder: MIGRATIONS });
    const consent = sqlite.prepare("select * from lead_consents").get() as Record<string, unknown>;
    expect(consent).toMatchObject({
      lead_id: 1,
      source: "webinar_survey",
      page: "/lead-survey",
      consent_text: "You agree to texts.",
      consented_at: 1700000000000,
      ip: "203.0.113.9",
      user_agent: "Firefox",
    });
    expect(JSON.parse(String(consent.answers))).toMatchObject({ firstName: "Dana", email: "dana@example.test", experience: "experienced" });
    expect(sqlite.prepare("select phone_digits from bookings").get()).toEqual({ phone_digits: "18015550123" });
    expect(Object.keys(sqlite.prepare("select * from leads").get() as object)).not.toContain("consent_text");
    sqlite.close();
  });
});

describe("0008: which mailbox messages hold a secret", () => {
  it("marks messages stored before the mark by what their text holds", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: migrationsUpTo(8) });
    const insert = sqlite.prepare("insert into mail (to_address, subject, text_body) values (?, ?, ?)");
    insert.run("reset@example.test", "Reset", "Choose a new password here: https://academy.example/reset-password?token=abc");
    insert.run("confirm@example.test", "Confirm", "Confirm: https://academy.example/auth/confirm?token=def");
    insert.run("booker@example.test", "Booked", "Need to cancel? https://academy.example/my-call/12.sig");
    insert.run("manual@example.test", "Account", "Sign in at https://academy.example/auth\nTemporary password: Temp-1234");
    insert.run("lead@example.test", "Training", "Part 1: https://academy.example/video");

    migrate(database, { migrationsFolder: MIGRATIONS });
    expect(sqlite.prepare("select to_address, secret from mail order by id").all()).toEqual([
      { to_address: "reset@example.test", secret: "link" },
      { to_address: "confirm@example.test", secret: "link" },
      { to_address: "booker@example.test", secret: "link" },
      { to_address: "manual@example.test", secret: "password" },
      { to_address: "lead@example.test", secret: null },
    ]);
    sqlite.close();
  });
});

describe("0009: a calendar UID per booking", () => {
  it("gives each existing booking its own random UID, and each new one too", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: migrationsUpTo(9) });
    const insert = sqlite.prepare(
      "insert into bookings (name, email, phone, phone_digits, appointment_at, timezone, sequence) values ('Riley', ?, '801-555-0123', '8015550123', ?, 'America/Denver', 2)",
    );
    insert.run("riley@example.test", 1800000000000);
    insert.run("sam@example.test", 1800003600000);

    migrate(database, { migrationsFolder: MIGRATIONS });
    insert.run("alex@example.test", 1800007200000);
    const rows = sqlite.prepare("select email, uid, sequence from bookings order by id").all() as { email: string; uid: string; sequence: number }[];
    expect(rows.map((row) => [row.email, row.sequence])).toEqual([
      ["riley@example.test", 2],
      ["sam@example.test", 2],
      ["alex@example.test", 2],
    ]);
    for (const row of rows) expect(row.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(rows.map((row) => row.uid)).size).toBe(3);
    sqlite.close();
  });
});

describe("0010: member access", () => {
  it("gives each account made on /manual-setup before it a grant in force for the portal (not for Bootcamp Access)", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: migrationsUpTo(10) });
    const account = sqlite.prepare("insert into users (id, email, password_hash) values (?, ?, 'x')");
    const order = sqlite.prepare(
      "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, user_id) values (?, ?, 100, ?, ?, 'x@example.test', 'X', ?)",
    );
    for (const id of ["kit", "bootcamp", "buyer", "refunded"]) account.run(id, `${id}@example.test`);
    order.run("o1", "manual:pro-kit", "manual", "paid", "kit");
    order.run("o2", "manual:consultation", "manual", "paid", "kit");
    order.run("o3", "manual:bootcamp-access", "manual", "paid", "bootcamp");
    order.run("o4", "premium", "stripe", "paid", "buyer");
    order.run("o5", "manual:business-training", "manual", "refunded", "refunded");

    migrate(database, { migrationsFolder: MIGRATIONS });
    expect(sqlite.prepare("select user_id, note, granted_by_email, withdrawn_at from member_access_grants").all()).toEqual([
      {
        user_id: "kit",
        note: expect.stringMatching(/^Manual account: (pro-kit, consultation|consultation, pro-kit)$/),
        granted_by_email: "manual setup",
        withdrawn_at: null,
      },
    ]);
    sqlite.close();
  });
});

describe("0013: instalments", () => {
  it("turns each recorded split-pay balance into the plan's second instalment: paid if recorded so, else due on its date", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: migrationsUpTo(13) });
    const order = sqlite.prepare(
      "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, balance_due_cents, balance_due_at, balance_paid_at) values (?, 'qualified-split', 99700, 'stripe', ?, 'x@example.test', 'X', ?, ?, ?)",
    );
    order.run("owed", "paid", 99_700, 1_800_000_000_000, null);
    order.run("settled", "paid", 99_700, 1_800_000_000_000, 1_800_000_500_000);
    order.run("unpaid-order", "pending", 0, null, null);
    order.run("one-payment", "paid", 0, null, null);

    migrate(database, { migrationsFolder: MIGRATIONS });
    expect(
      sqlite.prepare("select order_id, number, amount_cents, due_at, status, next_attempt_at, paid_at, settled_by from instalments order by order_id").all(),
    ).toEqual([
      {
        order_id: "owed",
        number: 2,
        amount_cents: 99_700,
        due_at: 1_800_000_000_000,
        status: "scheduled",
        next_attempt_at: 1_800_000_000_000,
        paid_at: null,
        settled_by: null,
      },
      {
        order_id: "settled",
        number: 2,
        amount_cents: 99_700,
        due_at: 1_800_000_000_000,
        status: "paid",
        next_attempt_at: null,
        paid_at: 1_800_000_500_000,
        settled_by: "outside-site",
      },
    ]);
    expect(sqlite.prepare("select name from pragma_table_info('orders') where name like 'balance%'").all()).toEqual([]);
    sqlite.close();
  });
});

describe("0033: the inclusions an order was sold with", () => {
  it("gives each earlier order what its product includes as published (the studio's offer, else the first one) and counts what is delivered by hand", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: migrationsUpTo(33) });
    const order = sqlite.prepare(
      "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name) values (?, ?, 100, 'stripe', 'paid', 'x@example.test', 'X')",
    );
    for (const [id, product] of Object.entries({ premium: "premium", complete: "complete", bootcamp: "bootcamp", legacy: "manual:pro-kit" }))
      order.run(id, product);
    // The owner has published Complete without its hosting.
    const complete = { ...offerSeeds.complete, inclusions: productInclusions.complete.filter((inclusion) => inclusion.kind !== "hosting") };
    sqlite
      .prepare("insert into offers (product, body, published_by, published_at) values ('complete', ?, 'owner@example.test', 1)")
      .run(JSON.stringify(complete));

    migrate(database, { migrationsFolder: MIGRATIONS });
    const rows = sqlite.prepare("select id, inclusions, hand_delivered_count from orders order by id").all() as {
      id: string;
      inclusions: string;
      hand_delivered_count: number;
    }[];
    expect(rows.map((row) => [row.id, JSON.parse(row.inclusions), row.hand_delivered_count])).toEqual([
      ["bootcamp", [], 0],
      ["complete", complete.inclusions, 2],
      ["legacy", [], 0],
      ["premium", productInclusions.premium, 4],
    ]);
    expect(sqlite.prepare("explain query plan select count(*) from orders where status = 'paid' and hand_delivered_count > 0").all()).toContainEqual(
      expect.objectContaining({ detail: expect.stringContaining("USING COVERING INDEX orders_fulfilment_idx") }),
    );
    sqlite.close();
  });
});

describe("outbox_purpose: the mark of the note about a call already booked", () => {
  it("marks the notes queued or sent before it (found by their subject until then), redacted ones too, and nothing else", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    migrate(database, { migrationsFolder: migrationsUpTo(journal.entries.findIndex((entry) => entry.tag.endsWith("_outbox_purpose"))) });
    const insert = sqlite.prepare("insert into outbox (kind, payload, idempotency_key, next_attempt_at) values (?, ?, ?, 0)");
    const note = { to: "riley@example.test", subject: "You already have a strategy call booked" };
    insert.run("email", JSON.stringify({ ...note, text: "You already have one" }), "pending-note");
    insert.run("email", JSON.stringify({ ...note, redacted: true }), "sent-note");
    insert.run("email", JSON.stringify({ to: "riley@example.test", subject: "Your free strategy call is booked" }), "confirmation");
    insert.run("crm", JSON.stringify({ event: "booking", body: { subject: note.subject } }), "crm");

    migrate(database, { migrationsFolder: MIGRATIONS });
    expect(sqlite.prepare("select idempotency_key, purpose from outbox order by id").all()).toEqual([
      { idempotency_key: "pending-note", purpose: "existing-call" },
      { idempotency_key: "sent-note", purpose: "existing-call" },
      { idempotency_key: "confirmation", purpose: null },
      { idempotency_key: "crm", purpose: null },
    ]);
    sqlite.close();
  });
});

describe("0037: the kit's name an order was sold with", () => {
  it("gives each earlier order with a kit the kit's name as sold until then, and orders without one none", () => {
    const sqlite = new Database(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "migrate-")), "app.db"));
    const database = drizzle(sqlite);
    migrate(database, { migrationsFolder: migrationsUpTo(37) });
    const order = sqlite.prepare(
      "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, shipping_kit, shipping_kit_quantity) values (?, ?, 100, 'stripe', 'paid', 'x@example.test', 'X', ?, ?)",
    );
    order.run("complete", "complete", "professional", 1);
    order.run("ultimate", "ultimate", "platinum", 5);
    order.run("bootcamp", "bootcamp", null, null);

    migrate(database, { migrationsFolder: MIGRATIONS });
    expect(sqlite.prepare("select id, shipping_kit, shipping_kit_name from orders order by id").all()).toEqual([
      { id: "bootcamp", shipping_kit: null, shipping_kit_name: null },
      { id: "complete", shipping_kit: "professional", shipping_kit_name: "Professional Tools" },
      { id: "ultimate", shipping_kit: "platinum", shipping_kit_name: "Platinum Tools" },
    ]);
    sqlite.close();
  });
});
