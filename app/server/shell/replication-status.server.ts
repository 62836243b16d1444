// What the admin and start-up say about replication. The server process (server/index.mjs)
// runs Litestream and hands over a reader of its state; the app only reads it.
import type { ReplicationView } from "~/lib/replication-view";
import { formatAdminDate } from "~/server/accounts/admin.server";
import { env, isProductionDeploy } from "~/server/platform/env.server";

type Dated = { at: Date };
export type ReplicationStatus =
  | { on: false }
  | {
      on: true;
      /** The replica's address, without a password. */
      where: string;
      syncIntervalSeconds: number;
      running: boolean;
      startedAt?: Date;
      lastSyncAt?: Date;
      /** How long the oldest change not yet shipped has waited, in seconds (0: caught up). */
      lagSeconds: number;
      lastError?: Dated & { message: string };
      restarts: number;
      lastRestoreTest?: Dated & { ok: boolean; detail: string };
    };

let readStatus: () => ReplicationStatus = () => ({ on: false });

/** Called once by the server process before it listens. */
export function reportReplicationWith(reader: () => ReplicationStatus): void {
  readStatus = reader;
}

export function replicationStatus(): ReplicationStatus {
  return readStatus();
}

/** The admin's card: each figure in words, or the warning that nothing leaves the machine. */
export function replicationForAdmin(): ReplicationView {
  const status = replicationStatus();
  if (!status.on) {
    return {
      on: false,
      warning: isProductionDeploy(env)
        ? "Replication is off: if this host dies, everything since the last backup is lost. Set REPLICA_URL (README, Operations), or at least schedule the nightly backup and copy it off the machine."
        : null,
    };
  }
  const test = status.lastRestoreTest;
  return {
    on: true,
    where: status.where,
    running: status.running,
    lastSync: formatAdminDate(status.lastSyncAt ?? null) ?? "none yet",
    lag: status.lagSeconds === 0 ? "caught up" : `${status.lagSeconds} s behind`,
    lastError: status.lastError ? `${formatAdminDate(status.lastError.at)}: ${status.lastError.message}` : "none",
    restarts: status.restarts,
    lastRestoreTest: test
      ? `${formatAdminDate(test.at)}: ${test.ok ? "restored and checked" : "FAILED"}, ${test.detail}`
      : "not run yet (a minute after start, then daily)",
    restoreTestFailed: test ? !test.ok : false,
  };
}
