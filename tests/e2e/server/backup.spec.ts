import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { publishKitPhoto, kitPhotoOn } from "../support/published-photo";
import { leadForm } from "../support/reliability";
import { accountOn, SESSION_SECRET } from "../support/server-accounts";
import { startServer } from "../support/server-process";

// npm run backup while the site takes lead submissions as fast as it can, then npm run
// restore on a stopped site and a restart on the restored file.

const run = promisify(execFile);

const countLeads = (file: string) => {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (database.prepare("select count(*) as count from leads").get() as { count: number }).count;
  } finally {
    database.close();
  }
};

test("a backup taken under write load is consistent, and restores into a working site", async () => {
  test.setTimeout(120_000);
  const server = await startServer({ RATE_LIMIT_MULTIPLIER: "100000" });
  const databasePath = path.join(server.dataDirectory, "app.db");
  const env = { ...process.env, DATABASE_PATH: databasePath };
  let sequence = 0;
  let writing = true;
  const stored: number[] = [];
  // Four writers posting leads back to back while the backup runs.
  const writers = Array.from({ length: 4 }, async () => {
    while (writing) {
      const mine = ++sequence;
      const response = await fetch(`${server.baseURL}/lead-survey`, {
        method: "POST",
        body: leadForm(`backup-${mine}@example.test`, mine),
        redirect: "manual",
      });
      if (response.status === 302) stored.push(mine);
    }
  });
  try {
    while (stored.length < 50) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = stored.length;
    const { stdout } = await run(process.execPath, ["scripts/backup.mjs"], { env });
    const during = stored.length;
    const backupFile = stdout.match(/ to (\S+\.db) \(/)![1];
    // One standalone file: no -wal or -shm beside it, and in rollback-journal mode (header
    // bytes 18 and 19 are 1; WAL would be 2).
    expect(fs.readdirSync(path.dirname(backupFile))).toEqual([path.basename(backupFile)]);
    expect([...fs.readFileSync(backupFile).subarray(18, 20)]).toEqual([1, 1]);
    // What the database holds is its owner's alone, in a backup too.
    expect(fs.statSync(path.dirname(backupFile)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    writing = false;
    await Promise.all(writers);

    const inBackup = countLeads(backupFile);
    // One moment of the database: every lead acknowledged before the backup began, none torn.
    expect(inBackup).toBeGreaterThanOrEqual(before);
    expect(inBackup).toBeLessThanOrEqual(during + 4);
    const check = new Database(backupFile, { readonly: true });
    expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
    check.close();
    await server.stop();

    // A file that is not a database of this site is refused; the backup is put back.
    const junk = path.join(server.dataDirectory, "junk.db");
    fs.writeFileSync(junk, "not a database");
    await expect(run(process.execPath, ["scripts/restore.mjs", junk], { env })).rejects.toMatchObject({ code: 1 });
    const { stdout: restored } = await run(process.execPath, ["scripts/restore.mjs", backupFile], { env });
    expect(restored).toContain(`Restored ${backupFile}`);
    expect(fs.readdirSync(server.dataDirectory).some((name) => name.includes(".before-restore-"))).toBe(true);
    expect(countLeads(databasePath)).toBe(inBackup);
    expect(fs.statSync(databasePath).mode & 0o777).toBe(0o600);

    const again = await startServer({}, server.dataDirectory);
    try {
      expect((await fetch(`${again.baseURL}/healthcheck`)).status).toBe(200);
      expect(countLeads(databasePath)).toBe(inBackup);
    } finally {
      await again.stop();
    }
  } finally {
    writing = false;
    await Promise.all(writers);
    await server.stop();
  }
});

test("a backup file carries the published photos: restored alone into an empty data folder, the site shows the photo again", async () => {
  test.setTimeout(120_000);
  const server = await startServer({ SESSION_SECRET });
  const databasePath = path.join(server.dataDirectory, "app.db");
  const env = { ...process.env, DATABASE_PATH: databasePath };
  const cookie = accountOn(server, ["super_admin"]);
  const published = await publishKitPhoto(server.baseURL, `${cookie.name}=${cookie.value}`, { width: 1200, height: 900 });

  try {
    const { stdout } = await run(process.execPath, ["scripts/backup.mjs"], { env });
    const backupFile = stdout.match(/ to (\S+\.db) \(/)![1];
    await server.stop();

    // The machine lost its data folder: only the backup file is left, and it holds the photos.
    const fresh = fs.mkdtempSync(path.join(path.dirname(server.dataDirectory), "restored-"));
    fs.mkdirSync(path.join(fresh, "backups"));
    fs.copyFileSync(backupFile, path.join(fresh, "backups", path.basename(backupFile)));
    const restoredEnv = { ...process.env, DATABASE_PATH: path.join(fresh, "app.db") };
    const { stdout: restored } = await run(process.execPath, ["scripts/restore.mjs", path.join(fresh, "backups", path.basename(backupFile))], {
      env: restoredEnv,
    });
    expect(restored).toContain("Restored ");

    const again = await startServer({}, fresh);
    try {
      expect(again.output()).toContain("[pictures] wrote 9 photo files from the database");
      expect(await kitPhotoOn(again.baseURL)).toBe(published);
      const file = await fetch(`${again.baseURL}${published}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.from(await file.arrayBuffer()).equals(fs.readFileSync(path.join(server.dataDirectory, published)))).toBe(true);
    } finally {
      await again.stop();
    }
  } finally {
    await server.stop();
  }
});
