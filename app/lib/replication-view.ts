/** What the admin's replication card shows, each figure in words. */
export type ReplicationView =
  | { on: false; warning: string | null }
  | {
      on: true;
      where: string;
      running: boolean;
      lastSync: string;
      lag: string;
      lastError: string;
      restarts: number;
      lastRestoreTest: string;
      restoreTestFailed: boolean;
    };
