import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { startS3StandIn } from "../../support/s3-stand-in";
import { kitPhotoOn, publishKitPhoto } from "../support/published-photo";
import { postForm, rawRequest, runServerExpectingExit, startServer, type ServerProcess } from "../support/server-process";
import { bookingForm, freeSlots, leadForm, manySlots, post, readDatabase, type Slot } from "../support/reliability";
import { replicationSettings, restoreFromReplica } from "../../../server/replication.mjs";

// Continuous replication with Litestream (the real binary) to a file replica and to an
// S3-compatible store (s3rver on 127.0.0.1): what a host that dies loses, and a new machine
// restoring at its first start.

const run = promisify(execFile);
const OWNER = { email: "owner@example.test", password: "owner-password-for-replicas-1" };
const base = { RATE_LIMIT_MULTIPLIER: "100000", BOOKINGS_PER_HOUR: "1000", SUPER_ADMIN_EMAIL: OWNER.email, SUPER_ADMIN_PASSWORD: OWNER.password, ...manySlots };

/** The leads in a database file. */
function readLeads(file: string): string[] {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return database.prepare("select email from leads").pluck().all() as string[];
  } finally {
    database.close();
  }
}

/** The leads a restore of the replica holds now (restored into a scratch file, as a new machine would). */
async function leadsInReplica(env: Record<string, string>, dataDirectory: string): Promise<Set<string>> {
  const settings = replicationSettings({ ...env, DATABASE_PATH: path.join(dataDirectory, "app.db") })!;
  const scratch = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "replica-read-")), "copy.db");
  try {
    return new Set((await restoreFromReplica(settings, scratch)) ? readLeads(scratch) : []);
  } finally {
    fs.rmSync(path.dirname(scratch), { recursive: true, force: true });
  }
}

/** The pid of the Litestream process the server runs. */
function litestreamOf(server: ServerProcess): number {
  const pids = execFileSync("pgrep", ["-P", String(server.child.pid), "-f", "litestream replicate"], { encoding: "utf8" })
    .trim()
    .split("\n");
  return Number(pids[0]);
}

async function adminCookie(server: ServerProcess): Promise<string> {
  const signIn = await postForm(`${server.baseURL}/auth`, OWNER);
  expect(signIn.status).toBe(302);
  return ([] as string[])
    .concat(signIn.headers["set-cookie"] ?? [])
    .find((cookie) => cookie.startsWith("__session="))!
    .split(";")[0];
}

test("with a file replica: start-up names it, the admin sees it work, a new machine restores it, and restore --from-replica goes back to an instant", async () => {
  test.setTimeout(120_000);
  const replica = fs.mkdtempSync(path.join(os.tmpdir(), "replica-file-"));
  const env = { ...base, REPLICA_URL: `file://${replica}` };
  let server = await startServer(env);
  const dataDirectory = server.dataDirectory;
  try {
    expect(server.output()).toContain(`replication: Litestream to file://${replica}`);
    for (let sequence = 0; sequence < 5; sequence++)
      expect(await post(server.baseURL, "/lead-survey", leadForm(`first-${sequence}@example.test`, sequence))).toBe(302);
    await expect.poll(async () => (await leadsInReplica(env, dataDirectory)).size, { timeout: 20_000 }).toBe(5);

    const cookie = await adminCookie(server);
    await expect
      .poll(
        async () => {
          const page = await rawRequest(`${server.baseURL}/admin-dashboard`, { headers: { cookie } });
          return /Last sync<\/dt><dd[^>]*>(?!none yet)[^<]+/.test(page.body) && page.body.includes("caught up");
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const dashboard = (await rawRequest(`${server.baseURL}/admin-dashboard`, { headers: { cookie } })).body;
    expect(dashboard).toContain(`file://${replica}`);
    expect(dashboard).toContain("Last restore test");

    // A published photo: kept in the database, so it travels with the replica.
    const published = await publishKitPhoto(server.baseURL, cookie, { width: 800, height: 600 });
    const publishedBytes = fs.readFileSync(path.join(dataDirectory, published));

    const between = new Date();
    for (let sequence = 0; sequence < 3; sequence++)
      expect(await post(server.baseURL, "/lead-survey", leadForm(`second-${sequence}@example.test`, 10 + sequence))).toBe(302);
    await server.stop();
    expect(server.output()).toContain("[server] stopped");
    // A graceful stop ships everything before Litestream exits.
    expect((await leadsInReplica(env, dataDirectory)).size).toBe(8);

    // A new machine: no data folder at all.
    fs.rmSync(dataDirectory, { recursive: true });
    server = await startServer(env, dataDirectory);
    expect(server.output()).toMatch(/\[replication\] no database here: restored the latest state from file:\/\/.*integrity ok; 1 accounts, 8 leads/);
    expect(readLeads(path.join(dataDirectory, "app.db"))).toHaveLength(8);
    // Sessions survive the move: the secret they are signed with travelled in the database.
    expect((await rawRequest(`${server.baseURL}/admin-dashboard`, { headers: { cookie } })).status).toBe(200);
    // 480 and 800 wide, each as AVIF, WebP and JPEG.
    expect(server.output()).toContain("[pictures] wrote 6 photo files from the database");
    expect(await kitPhotoOn(server.baseURL)).toBe(published);
    const served = await fetch(`${server.baseURL}${published}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(publishedBytes)).toBe(true);
    await server.stop();

    // Back to how it was before the second writes, with the server stopped.
    const { stdout } = await run(process.execPath, ["scripts/restore.mjs", "--from-replica", "--timestamp", between.toISOString()], {
      env: { ...process.env, ...env, DATABASE_PATH: path.join(dataDirectory, "app.db") },
    });
    expect(stdout).toContain(`Restored file://${replica} as it was at ${between.toISOString()}`);
    expect(readLeads(path.join(dataDirectory, "app.db")).sort()).toEqual(Array.from({ length: 5 }, (_, sequence) => `first-${sequence}@example.test`).sort());
    expect(fs.readdirSync(dataDirectory).some((name) => name.includes(".before-restore-"))).toBe(true);
  } finally {
    await server.stop();
    fs.rmSync(replica, { recursive: true, force: true });
  }
});

test("kill -9 of the server and Litestream at full write speed, data folder deleted: the S3 replica restores all but the last moments", async () => {
  test.setTimeout(180_000);
  const s3 = await startS3StandIn();
  const env = { ...base, ...s3.settings("academy") };
  const server = await startServer(env);
  const dataDirectory = server.dataDirectory;
  let restored: ServerProcess | undefined;
  try {
    const slots = await freeSlots(server.baseURL);
    const litestream = litestreamOf(server);
    // Acknowledged writes, each with the moment its answer came.
    const acknowledged: { what: string; at: number; lead?: string; booking?: { email: string; slot: Slot } }[] = [];
    let stop = false;
    let sequence = 0;
    const leadWriter = async () => {
      while (!stop) {
        const email = `s3-lead-${sequence++}@example.test`;
        const status = await post(server.baseURL, "/lead-survey", leadForm(email, sequence)).catch(() => null);
        if (status === 302) acknowledged.push({ what: "lead", at: Date.now(), lead: email });
      }
    };
    let nextSlot = 0;
    const bookingWriter = async () => {
      while (!stop && nextSlot < slots.length) {
        const index = nextSlot++;
        const email = `s3-call-${index}@example.test`;
        const status = await post(server.baseURL, "/booking-calendar", bookingForm(slots[index], email, index)).catch(() => null);
        if (status === 302) acknowledged.push({ what: "booking", at: Date.now(), booking: { email, slot: slots[index] } });
      }
    };
    const writers = Promise.all([leadWriter(), leadWriter(), leadWriter(), bookingWriter(), bookingWriter()]);
    // Full speed until a few seconds of acknowledged writes have gone by.
    await expect.poll(() => acknowledged.length > 0 && Date.now() - acknowledged[0].at > 6_000, { timeout: 60_000, intervals: [100] }).toBe(true);
    const killedAt = Date.now();
    process.kill(litestream, "SIGKILL");
    server.child.kill("SIGKILL");
    stop = true;
    await writers;
    await server.exited;

    fs.rmSync(dataDirectory, { recursive: true });
    restored = await startServer(env, dataDirectory);
    expect(restored.output()).toContain("[replication] no database here: restored the latest state from s3://replica/academy");
    const stored = readDatabase(dataDirectory, (database) => ({
      leads: new Set((database.prepare("select email from leads").all() as { email: string }[]).map((row) => row.email)),
      bookings: new Set((database.prepare("select email from bookings").all() as { email: string }[]).map((row) => row.email)),
    }));
    const missing = acknowledged.filter((write) => (write.lead ? !stored.leads.has(write.lead) : !stored.bookings.has(write.booking!.email)));
    const windowMs = missing.length ? killedAt - Math.min(...missing.map((write) => write.at)) : 0;
    console.log(
      `[replication] S3 replica, kill -9 after ${((killedAt - acknowledged[0].at) / 1000).toFixed(1)} s of writes: ` +
        `${acknowledged.length} acknowledged (${acknowledged.filter((write) => write.lead).length} leads, ${acknowledged.filter((write) => write.booking).length} bookings), ` +
        `${missing.length} lost, all acknowledged in the last ${(windowMs / 1000).toFixed(2)} s before the kill`,
    );
    // What is lost is only the last moments: Litestream ships the log about once a second.
    expect(missing.length).toBeLessThan(acknowledged.length / 2);
    for (const write of missing)
      expect(killedAt - write.at, `a ${write.what} acknowledged ${killedAt - write.at} ms before the kill was lost`).toBeLessThan(5_000);
  } finally {
    await restored?.stop();
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    await s3.close();
  }
});

test("a bad REPLICA_URL stops start-up naming it, and an unreadable replica stops it before a new database could replace the replica's state", async () => {
  const bad = await runServerExpectingExit({ REPLICA_URL: "ftp://example.test/backups" });
  expect(bad.code).toBe(1);
  expect(bad.output).toContain("REPLICA_URL: ftp:// is not a store Litestream replicates to here");
  // An S3 store that does not answer (nothing listens on port 9).
  const unreadable = await runServerExpectingExit({
    REPLICA_URL: "s3://replica/academy",
    AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9",
    AWS_ACCESS_KEY_ID: "x",
    AWS_SECRET_ACCESS_KEY: "x",
    AWS_REGION: "us-east-1",
  });
  expect(unreadable.code).toBe(1);
  expect(unreadable.output).toContain("[replication] cannot restore from s3://replica/academy");
});
