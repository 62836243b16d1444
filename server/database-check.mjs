// Checks a copy of the database (a backup, or a restore from the replica) before it is put
// in place or reported sound: it opens, passes integrity_check and holds this site's tables.
// The server's daily restore test runs it in a worker thread, so a large database never
// holds up a request; start-up and scripts/restore.mjs call it directly.
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

/** What a sound copy holds, in words; throws, saying why, when it is not one of this site's databases or not sound. */
export function checkDatabaseCopy(file) {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const verdict = copy.pragma("integrity_check", { simple: true });
    if (verdict !== "ok") throw new Error(`integrity_check says: ${verdict}`);
    const tables = new Set(copy.prepare("select name from sqlite_master where type = 'table'").pluck().all());
    for (const table of ["users", "leads", "bookings", "orders", "__drizzle_migrations"]) {
      if (!tables.has(table)) throw new Error(`it has no ${table} table, so it is not this site's database`);
    }
    const count = (table) => copy.prepare(`select count(*) from ${table}`).pluck().get();
    return `integrity ok; ${count("users")} accounts, ${count("leads")} leads, ${count("bookings")} bookings, ${count("orders")} orders`;
  } finally {
    copy.close();
  }
}

if (!isMainThread && workerData?.databaseCopy) {
  try {
    parentPort.postMessage({ ok: true, detail: checkDatabaseCopy(workerData.databaseCopy) });
  } catch (error) {
    parentPort.postMessage({ ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
}
