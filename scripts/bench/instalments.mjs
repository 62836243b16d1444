import path from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";

/**
 * The due-instalment job on `plans` plans whose second payment is due at once, through the
 * built app's own worker function and the built-in test-mode provider (every tenth card
 * declines): how long one run takes, and whether any instalment was charged twice (a second
 * run must charge nothing). Runs on the database the coach evaluation opened.
 */
export async function benchInstalments(buildDirectory, plans) {
  const build = await import(pathToFileURL(path.resolve(buildDirectory, "server", "index.js")).href);
  const database = new Database(process.env.DATABASE_PATH);
  database.pragma("busy_timeout = 5000");
  const dueAt = Date.now() - 1000;
  const insertOrder = database.prepare(
    "insert into orders (id, product, amount_cents, provider, status, buyer_email, buyer_first_name, paid_at, saved_payment_method) values (?, 'qualified-split', 99700, 'test', 'paid', ?, 'Bench', ?, ?)",
  );
  const insertInstalment = database.prepare("insert into instalments (order_id, number, amount_cents, due_at, next_attempt_at) values (?, 2, 99700, ?, ?)");
  database.transaction(() => {
    for (let index = 0; index < plans; index++) {
      const orderId = `bench-plan-${index}`;
      insertOrder.run(orderId, `bench-plan-${index}@example.test`, dueAt - 30 * 86_400_000, index % 10 === 0 ? "pm_test_declined_later" : "pm_test_pays");
      insertInstalment.run(orderId, dueAt, dueAt);
    }
  })();
  const { collectDueInstalments } = build.entry.module.host;
  const started = performance.now();
  const collected = await collectDueInstalments(new Date());
  const seconds = (performance.now() - started) / 1000;
  const again = await collectDueInstalments(new Date());
  const count = (sql) => database.prepare(sql).get().n;
  const result = {
    plans,
    seconds: Math.round(seconds * 100) / 100,
    paid: collected.paid,
    failed: collected.failed,
    unknown: collected.unknown,
    chargedInSecondRun: again.paid + again.failed + again.unknown,
    providerCharges: count("select count(*) as n from test_card_charges where idempotency_key like 'instalment-%'"),
    chargedTwice: count(
      "select count(*) as n from (select instalment_id from instalment_charges where status = 'paid' group by instalment_id having count(*) > 1)",
    ),
    budget: { seconds: 60 },
  };
  database.close();
  return result;
}
