// npm run restore -- FILE
// Put a backup back. Stop the server first (a running server keeps its own copy open).
// The file must open, pass integrity_check and look like this site's database; the
// current database is kept beside it as <name>.before-restore-<time>.db.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run restore -- path/to/backup.db");
  process.exit(2);
}
const target = process.env.DATABASE_PATH ?? "./data/app.db";

let backup;
try {
  backup = new Database(file, { readonly: true, fileMustExist: true });
  const verdict = backup.pragma("integrity_check", { simple: true });
  if (verdict !== "ok") throw new Error(`integrity_check says: ${verdict}`);
  const tables = new Set(backup.prepare("select name from sqlite_master where type = 'table'").all().map((row) => row.name));
  for (const table of ["users", "leads", "bookings", "__drizzle_migrations"]) {
    if (!tables.has(table)) throw new Error(`it has no ${table} table, so it is not a backup of this site`);
  }
} catch (error) {
  console.error(`Not restoring ${file}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
} finally {
  backup?.close();
}

fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
if (fs.existsSync(target)) {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
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
fs.copyFileSync(file, target);
fs.chmodSync(target, 0o600);
console.log(`Restored ${file} to ${target}. Start the server again (migrations newer than the backup run at start).`);
