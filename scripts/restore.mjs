// npm run restore -- FILE
// npm run restore -- --from-replica [--timestamp 2026-11-27T09:30:00Z]
// Put a backup back, or the replica's state (REPLICA_URL: its latest, or as it was at an
// instant). Stop the server first (a running server keeps its own copy open). What comes in
// must open, pass integrity_check and be this site's database; the current database is kept
// beside it as <name>.before-restore-<time>.db. The uploaded photos are in the database: the
// next start writes them back to the data folder's uploads/.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { checkDatabaseCopy } from "../server/database-check.mjs";
import { replicationSettings, restoreFromReplica } from "../server/replication.mjs";

const USAGE = "Usage: npm run restore -- path/to/backup.db\n       npm run restore -- --from-replica [--timestamp 2026-11-27T09:30:00Z]";
const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
};
const fail = (message, code = 1) => {
  console.error(message);
  process.exit(code);
};

const target = process.env.DATABASE_PATH ?? "./data/app.db";
fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });

let file = process.argv[2];
let source = file;
if (process.argv.includes("--from-replica")) {
  const timestamp = option("timestamp");
  if (timestamp !== undefined && Number.isNaN(Date.parse(timestamp))) fail(`--timestamp: "${timestamp}" is not an instant such as 2026-11-27T09:30:00Z`, 2);
  let settings;
  try {
    settings = replicationSettings();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), 2);
  }
  if (!settings) fail("--from-replica needs REPLICA_URL, the replica to restore from", 2);
  file = `${target}.from-replica`;
  source = `${settings.where}${timestamp ? ` as it was at ${new Date(timestamp).toISOString()}` : " (latest)"}`;
  try {
    if (!(await restoreFromReplica(settings, file, { timestamp: timestamp && new Date(timestamp).toISOString() })))
      fail(`Nothing to restore: the replica at ${settings.where} is empty`);
  } catch (error) {
    fail(`Could not restore from ${settings.where}: ${error instanceof Error ? error.message : error}`);
  }
} else if (!file || file.startsWith("--")) {
  fail(USAGE, 2);
}

try {
  console.log(`${source}: ${checkDatabaseCopy(file)}`);
} catch (error) {
  fail(`Not restoring ${source}: ${error instanceof Error ? error.message : error}`);
}

if (fs.existsSync(target)) {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const kept = target.replace(/\.db$/, "") + `.before-restore-${stamp}.db`;
  // Fold the write-ahead log in first, so the kept copy is complete on its own.
  const current = new Database(target);
  current.pragma("wal_checkpoint(TRUNCATE)");
  current.close();
  fs.copyFileSync(target, kept);
  fs.chmodSync(kept, 0o600);
  console.log(`Kept the current database as ${kept}`);
}
for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${target}${suffix}`, { force: true });
if (file === `${target}.from-replica`) fs.renameSync(file, target);
else fs.copyFileSync(file, target);
fs.chmodSync(target, 0o600);
console.log(`Restored ${source} to ${target}. Start the server again (migrations newer than the backup run at start).`);
