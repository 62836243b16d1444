import { startCheckpoints, stopCheckpoints } from "./checkpoints.server";
import { db } from "./db.server";
import { startOutboxWorker, stopOutboxWorker } from "./outbox.server";
import { startRetentionSweep, stopRetentionSweep } from "./retention.server";

/** Work the server process runs beside requests; started by server/index.mjs once listening. */
export function startBackgroundWork(): void {
  startCheckpoints();
  startOutboxWorker();
  startRetentionSweep();
}

/**
 * On shutdown, after the last request has been answered: let the delivery in hand finish,
 * then fold the write-ahead log into the database file and close it.
 */
export async function stopBackgroundWork(): Promise<void> {
  stopRetentionSweep();
  await stopOutboxWorker();
  await stopCheckpoints();
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
}
