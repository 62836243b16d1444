import fs from "node:fs";
import { afterEach, expect, it } from "vitest";
import { db } from "~/server/platform/db.server";
import { startCheckpoints, stopCheckpoints } from "~/server/platform/checkpoints.server";
import { env } from "~/server/platform/env.server";

// SQLite's shared-memory index of the write-ahead log: how many frames the log holds
// (mxFrame, in the header) and how many of them a checkpoint has copied back (nBackfill).
function walState() {
  const index = fs.readFileSync(`${env.DATABASE_PATH}-shm`);
  return { frames: index.readUInt32LE(16), copiedBack: index.readUInt32LE(96) };
}

const autocheckpointPages = () => db.$client.pragma("wal_autocheckpoint", { simple: true });

afterEach(() => stopCheckpoints());

it("folds the write-ahead log back on its own thread, never inside a visitor's commit", async () => {
  db.$client.exec("create table if not exists checkpoint_probe (body blob)");
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  // A thread whose first tick is far off: whatever is copied back before it comes from a
  // commit, however slowly the machine runs the inserts.
  startCheckpoints({ intervalMs: 60_000 });
  // ~1,500 pages committed one row at a time: SQLite's own rule would checkpoint inside
  // the commit that crossed 1,000 pages.
  const insert = db.$client.prepare("insert into checkpoint_probe values (randomblob(4000))");
  for (let row = 0; row < 1_500; row += 1) insert.run();
  const afterCommits = walState();
  expect(afterCommits.frames).toBeGreaterThan(1_000);
  expect(afterCommits.copiedBack).toBe(0);

  // Within a tick of the thread's clock every frame is copied back.
  await stopCheckpoints();
  startCheckpoints({ intervalMs: 100 });
  await expect.poll(() => walState().copiedBack, { timeout: 5_000 }).toBe(walState().frames);
});

it("hands checkpoints back to SQLite when the thread cannot open the database", async () => {
  startCheckpoints({ file: "/nonexistent-folder/app.db" });
  expect(autocheckpointPages()).toBe(0);
  await expect.poll(autocheckpointPages, { timeout: 5_000 }).toBe(1_000);
});
