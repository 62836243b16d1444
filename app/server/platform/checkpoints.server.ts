import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { db } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";

// The checkpointer's thread: a connection of its own, so copying pages back into the
// database file never holds up a request on the main thread.
const CHECKPOINTER = `
const { workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const database = new Database(workerData.file);
database.pragma("busy_timeout = 5000");
setInterval(() => database.pragma("wal_checkpoint(PASSIVE)"), workerData.intervalMs);
`;

let worker: Worker | undefined;

/**
 * While the server runs, SQLite's write-ahead log is folded back into the database once a
 * second by a thread of its own, instead of inside whichever commit crosses 1,000 pages.
 * Under a burst of writes the same hot pages (indexes, the outbox, the rate limiter's rows)
 * are copied once a second rather than once per checkpoint, and no visitor's request waits
 * for it. The log holds about a second of writes. Should the thread fail, SQLite's own
 * checkpoints come back on.
 */
export function startCheckpoints({ intervalMs = 1_000, file = env.DATABASE_PATH } = {}): void {
  if (worker) return;
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  worker = new Worker(CHECKPOINTER, { eval: true, workerData: { driver, file, intervalMs } });
  worker.on("error", (error) => {
    console.error("[database] the checkpoint thread stopped; SQLite checkpoints on commit again", error);
    db.$client.pragma("wal_autocheckpoint = 1000");
    worker = undefined;
  });
  worker.unref();
  db.$client.pragma("wal_autocheckpoint = 0");
}

export async function stopCheckpoints(): Promise<void> {
  const stopping = worker;
  worker = undefined;
  await stopping?.terminate();
}
