// npm run backup [-- --dir backups]
// A consistent copy of the live SQLite database while the site keeps serving: SQLite's
// online backup API (through better-sqlite3) copies pages in steps and restarts a step
// if a write lands mid-copy, so the copy is one moment of the database, never a torn file.
// The copy is one standalone file: it is switched to rollback-journal mode, so no -wal or
// -shm file is left beside it, and checked (integrity_check) before its name is printed.
// The server switches a restored copy back to WAL when it opens it.
// The uploaded photos are in the database (picture_files), so the copy holds them too.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};

const source = process.env.DATABASE_PATH ?? "./data/app.db";
const directory = option("dir", path.join(path.dirname(source), "backups"));
// Backups hold what the database holds: a new folder is its owner's alone, and so is each copy.
fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const target = path.join(directory, `${path.basename(source, ".db")}-${stamp}.db`);

const database = new Database(source, { readonly: true, fileMustExist: true });
database.pragma("busy_timeout = 5000");
try {
  await database.backup(target);
} finally {
  database.close();
}

fs.chmodSync(target, 0o600);
const copy = new Database(target);
copy.pragma("journal_mode = DELETE");
const verdict = copy.pragma("integrity_check", { simple: true });
copy.close();
if (verdict !== "ok") {
  fs.rmSync(target, { force: true });
  console.error(`Backup failed its integrity check (${verdict}); nothing kept.`);
  process.exit(1);
}
console.log(`Backed up ${source} to ${target} (${(fs.statSync(target).size / 1024).toFixed(0)} kB)`);
