import { callReminderWorker } from "~/server/calls/call-reminder-worker.server";
import { startCheckpoints, stopCheckpoints } from "~/server/platform/checkpoints.server";
import { checkoutReminderWorker } from "~/server/sales/checkout-reminders.server";
import { db, plannerStatistics } from "~/server/platform/db.server";
import { instalmentWorker } from "~/server/sales/instalment-charging.server";
import { startOutboxWorker, stopOutboxWorker } from "~/server/delivery/outbox.server";
import { retentionSweep } from "~/server/shell/retention.server";
import { sequenceEmailWorker } from "~/server/funnel/sequence-emails.server";
import { textWorker } from "~/server/calls/call-texts.server";
import { busyFeedWorker } from "~/server/calls/host-busy-feed.server";

type BackgroundOptions = {
  /**
   * Litestream replicates the database: it folds the write-ahead log back into the file
   * itself, after shipping it, so the server neither checkpoints on its own nor truncates
   * the log at shutdown (either could make Litestream miss frames and start a new snapshot).
   */
  replicated?: boolean;
};

/** Work the server process runs beside requests; started by server/index.mjs once listening. */
export function startBackgroundWork({ replicated = false }: BackgroundOptions = {}): void {
  if (replicated) db.$client.pragma("wal_autocheckpoint = 0");
  else startCheckpoints();
  startOutboxWorker();
  plannerStatistics.start();
  retentionSweep.start();
  checkoutReminderWorker.start();
  callReminderWorker.start();
  textWorker.start();
  instalmentWorker.start();
  sequenceEmailWorker.start();
  busyFeedWorker.start();
}

/**
 * On shutdown, after the last request has been answered: let the charge and the delivery in hand finish,
 * then fold the write-ahead log into the database file (unless Litestream does) and close it.
 */
export async function stopBackgroundWork({ replicated = false }: BackgroundOptions = {}): Promise<void> {
  await Promise.all([
    plannerStatistics.stop(),
    retentionSweep.stop(),
    checkoutReminderWorker.stop(),
    instalmentWorker.stop(),
    callReminderWorker.stop(),
    textWorker.stop(),
    sequenceEmailWorker.stop(),
    busyFeedWorker.stop(),
  ]);
  await stopOutboxWorker();
  await stopCheckpoints();
  if (!replicated) db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
}
