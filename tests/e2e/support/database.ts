import path from "node:path";
import Database from "better-sqlite3";

// Browser tests read what the running server stored, straight from its SQLite file.
const file = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data", "app.db");

export function queryDatabase<T>(sql: string, ...params: unknown[]): T[] {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return database.prepare(sql).all(...params) as T[];
  } finally {
    database.close();
  }
}

/**
 * Poll until `sql` returns at least one row (the outbox delivers within about a second; the
 * 15 s ceiling is for a busy CI machine, and a passing test never waits that long).
 */
export async function waitForRows<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const rows = queryDatabase<T>(sql, ...params);
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No rows for: ${sql}`);
}

/** A value unique to one test run, for e-mail addresses and names. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

let phoneSequence = 0;
/** A phone number no other test uses (one upcoming call per phone is a booking rule). */
export function uniquePhone(): string {
  phoneSequence += 1;
  return `+1 ${Date.now().toString().slice(-7)}${String(process.pid).slice(-3)}${phoneSequence}`;
}
