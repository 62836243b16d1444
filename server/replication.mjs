// Continuous replication of the SQLite database with Litestream (the real binary, from the
// npm registry's @flydotio/litestream), on when REPLICA_URL is set. Litestream copies each
// change of the write-ahead log to the replica about once a second, and a new machine
// restores the latest state from it. Everything the site keeps lives in that one database
// (uploaded pictures and the generated secret included), so replicating it is enough.
// Used by server/index.mjs (restore at start, the supervised `litestream replicate`) and by
// scripts/restore.mjs (`--from-replica`).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { checkDatabaseCopy } from "./database-check.mjs";

const SCHEMES = { "s3:": "s3", "file:": "file", "sftp:": "sftp" };
const EXAMPLES = "s3://bucket/path, file:///var/backups/academy or sftp://user@host/path";
/** How often Litestream ships the write-ahead log: the bound on what a dead host can lose. */
export const SYNC_INTERVAL_SECONDS = 1;
const RESTORE_TEST_EVERY_MS = 24 * 60 * 60 * 1000;
const FIRST_RESTORE_TEST_AFTER_MS = 60 * 1000;

/**
 * The replication settings from the environment, or undefined when REPLICA_URL is unset.
 * A bad value throws an error that names the variable. S3-compatible stores take the usual
 * AWS settings: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION and, for a store that
 * is not Amazon's, AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL).
 * @param {Record<string, string | undefined>} [environment]
 */
export function replicationSettings(environment = process.env) {
  const url = environment.REPLICA_URL?.trim();
  if (!url) return undefined;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`REPLICA_URL: not an address; write one such as ${EXAMPLES}`);
  }
  const kind = SCHEMES[parsed.protocol];
  if (!kind) throw new Error(`REPLICA_URL: ${parsed.protocol}// is not a store Litestream replicates to here; write one such as ${EXAMPLES}`);
  if (kind !== "file" && !parsed.hostname) throw new Error(`REPLICA_URL: name the ${kind === "s3" ? "bucket" : "host"} (${EXAMPLES})`);
  if (kind === "sftp" && !parsed.username) throw new Error("REPLICA_URL: an sftp:// address names its user (sftp://user@host/path)");
  if (kind !== "s3" && parsed.pathname.replace(/\/+$/, "") === "") throw new Error(`REPLICA_URL: name a folder (${EXAMPLES})`);
  const endpoint = environment.AWS_ENDPOINT_URL_S3 || environment.AWS_ENDPOINT_URL || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error("AWS_ENDPOINT_URL_S3: write the store's address with http:// or https://");
  litestreamBinary();
  const shown = new URL(url);
  shown.password = "";
  return {
    url,
    kind,
    /** Where it replicates, as start-up and the admin may show it (no password). */
    where: shown.href,
    databasePath: path.resolve(environment.DATABASE_PATH ?? "./data/app.db"),
    endpoint,
    region: environment.AWS_REGION || environment.AWS_DEFAULT_REGION || undefined,
    sftpKeyPath: environment.REPLICA_SFTP_KEY_PATH || undefined,
    /** What Litestream reads from its environment: the address (with any password) and the S3 keys. */
    litestreamEnvironment: Object.fromEntries(
      ["REPLICA_URL", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"].flatMap((name) =>
        environment[name] ? [[name, environment[name]]] : [],
      ),
    ),
  };
}

/**
 * The Litestream binary that npm installed: @flydotio/litestream's build for Linux on x64 (an
 * optional dependency, the one build the registry we install from carries). Elsewhere,
 * replication stops start-up saying so.
 */
export function litestreamBinary() {
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), "litestream");
  } catch {
    throw new Error(`REPLICA_URL: no Litestream binary for ${process.platform}-${process.arch} is installed (npm's ${name}); replication runs on Linux x64`);
  }
}

/**
 * Litestream's configuration, written beside the database at each start. The replica's
 * address stays in the environment (`${REPLICA_URL}` is expanded by Litestream), so the
 * file holds no password or key.
 */
export function litestreamConfig(settings) {
  const replica = [`      - url: \${REPLICA_URL}`, `        sync-interval: ${SYNC_INTERVAL_SECONDS}s`];
  if (settings.kind === "s3" && settings.endpoint) replica.push(`        endpoint: ${settings.endpoint}`);
  if (settings.kind === "s3" && settings.region) replica.push(`        region: ${settings.region}`);
  if (settings.kind === "sftp" && settings.sftpKeyPath) replica.push(`        key-path: ${JSON.stringify(settings.sftpKeyPath)}`);
  return [
    "# Written by the server at each start from REPLICA_URL; edits are overwritten.",
    "dbs:",
    `  - path: ${JSON.stringify(settings.databasePath)}`,
    "    replicas:",
    ...replica,
    "",
  ].join("\n");
}

function writeConfig(settings) {
  const file = path.join(path.dirname(settings.databasePath), "litestream.yml");
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, litestreamConfig(settings), { mode: 0o600 });
  return file;
}

function litestreamEnv(settings) {
  return { ...process.env, ...settings.litestreamEnvironment };
}

/** Runs a Litestream command to its end; rejects with Litestream's own error message. */
function runLitestream(settings, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(litestreamBinary(), [command, "-config", writeConfig(settings), ...args], {
      env: litestreamEnv(settings),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) return resolve(output);
      const failure = output
        .split("\n")
        .filter((line) => line.includes("level=ERROR"))
        .at(-1);
      reject(
        new Error(
          failure ? [logField(failure, "msg"), logField(failure, "error")].filter(Boolean).join(": ") : output.trim() || `litestream ${command} failed`,
        ),
      );
    });
  });
}

/** One field of a Litestream log line (`time=... level=INFO msg="wal segment written" ...`). */
function logField(line, name) {
  const match = new RegExp(`(?:^|\\s)${name}=("(?:[^"\\\\]|\\\\.)*"|\\S+)`).exec(line);
  return match?.[1].replace(/^"|"$/g, "");
}

/** Removes a restored copy's companions: SQLite's -wal and -shm, and Litestream's .tmp ones. */
function removeCompanions(file, { andFile = false } = {}) {
  for (const suffix of [...(andFile ? [""] : []), "-wal", "-shm", ".tmp", ".tmp-wal", ".tmp-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Restores the replica's latest state (or its state at `timestamp`, an ISO 8601 instant)
 * into `outputFile`. Resolves false when the replica holds nothing yet.
 */
export async function restoreFromReplica(settings, outputFile, { timestamp } = {}) {
  removeCompanions(outputFile, { andFile: true });
  await runLitestream(settings, "restore", ["-if-replica-exists", "-o", outputFile, ...(timestamp ? ["-timestamp", timestamp] : []), settings.databasePath]);
  removeCompanions(outputFile);
  return fs.existsSync(outputFile);
}

/**
 * On a machine with no database yet: restore the replica's latest state into place before
 * the app opens (and migrates) the database. Resolves to what happened, for the log.
 */
export async function restoreAtStart(settings) {
  if (fs.existsSync(settings.databasePath)) return undefined;
  fs.mkdirSync(path.dirname(settings.databasePath), { recursive: true, mode: 0o700 });
  const incoming = `${settings.databasePath}.restoring`;
  if (!(await restoreFromReplica(settings, incoming))) return `no database here and none in the replica at ${settings.where} yet: starting a new one`;
  const summary = checkDatabaseCopy(incoming);
  removeCompanions(incoming);
  fs.renameSync(incoming, settings.databasePath);
  return `no database here: restored the latest state from ${settings.where} (${summary})`;
}

/** checkDatabaseCopy in a worker thread: resolves to { ok, detail }. */
function checkInWorker(file) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./database-check.mjs", import.meta.url), { workerData: { databaseCopy: file } });
    worker.once("message", resolve);
    worker.once("error", (error) => resolve({ ok: false, detail: error.message }));
  });
}

/**
 * Runs `litestream replicate` beside the server: restarted when it stops (after 1 s, then
 * longer, up to a minute), stopped by `stop()`, which lets it ship what is left first.
 * Its errors go to the log; its routine lines do not. A restore test (a restore into a
 * temporary file, opened and checked) runs a minute after start and then daily.
 */
export function superviseReplication(settings, { log = console.log } = {}) {
  const state = {
    on: true,
    where: settings.where,
    syncIntervalSeconds: SYNC_INTERVAL_SECONDS,
    running: false,
    startedAt: undefined,
    lastSyncAt: undefined,
    lastError: undefined,
    restarts: 0,
    lastRestoreTest: undefined,
  };
  let child;
  let stopping = false;
  let restartDelayMs = 1000;
  let restartTimer;

  const onLine = (line) => {
    const level = logField(line, "level");
    const message = logField(line, "msg") ?? line;
    if (message === "wal segment written" || message === "snapshot written") {
      state.lastSyncAt = new Date();
      restartDelayMs = 1000;
      return;
    }
    if (level === "ERROR" || level === "WARN") {
      const error = logField(line, "error");
      state.lastError = { at: new Date(), message: error ? `${message}: ${error}` : message };
      log(`[replication] ${state.lastError.message}`);
    }
  };

  const start = () => {
    const config = writeConfig(settings);
    child = spawn(litestreamBinary(), ["replicate", "-config", config], { env: litestreamEnv(settings), stdio: ["ignore", "pipe", "pipe"] });
    state.running = true;
    state.startedAt = new Date();
    let pending = "";
    const read = (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop();
      lines.forEach(onLine);
    };
    child.stdout.setEncoding("utf8").on("data", read);
    child.stderr.setEncoding("utf8").on("data", read);
    child.once("error", (error) => {
      state.lastError = { at: new Date(), message: `cannot run Litestream: ${error.message}` };
      log(`[replication] ${state.lastError.message}`);
    });
    child.once("exit", (code, signal) => {
      state.running = false;
      if (stopping) return;
      state.restarts += 1;
      state.lastError = { at: new Date(), message: `Litestream stopped (${signal ?? `exit code ${code}`}); starting it again in ${restartDelayMs / 1000} s` };
      log(`[replication] ${state.lastError.message}`);
      restartTimer = setTimeout(start, restartDelayMs);
      restartDelayMs = Math.min(restartDelayMs * 2, 60_000);
    });
  };

  const restoreTest = async () => {
    const file = path.join(os.tmpdir(), `restore-test-${process.pid}-${Date.now()}.db`);
    try {
      state.lastRestoreTest = (await restoreFromReplica(settings, file))
        ? { at: new Date(), ...(await checkInWorker(file)) }
        : { at: new Date(), ok: false, detail: "the replica holds nothing yet" };
    } catch (error) {
      state.lastRestoreTest = { at: new Date(), ok: false, detail: error instanceof Error ? error.message : String(error) };
    } finally {
      removeCompanions(file, { andFile: true });
    }
    if (!state.lastRestoreTest.ok) log(`[replication] restore test failed: ${state.lastRestoreTest.detail}`);
  };
  const firstTest = setTimeout(() => void restoreTest(), FIRST_RESTORE_TEST_AFTER_MS);
  const dailyTests = setInterval(() => void restoreTest(), RESTORE_TEST_EVERY_MS);
  firstTest.unref();
  dailyTests.unref();

  start();
  return {
    /** The state the admin shows; `lagSeconds` is how long the oldest change not yet shipped has waited (0: caught up). */
    status: () => {
      const walChangedAt = fs.statSync(`${settings.databasePath}-wal`, { throwIfNoEntry: false })?.mtime;
      const shippedAt = state.lastSyncAt ?? state.startedAt;
      const behind = walChangedAt && shippedAt && walChangedAt > shippedAt;
      return { ...state, lagSeconds: behind ? Math.round((Date.now() - shippedAt.getTime()) / 1000) : 0 };
    },
    restoreTest,
    /** Stops Litestream after its last sync (it ships what is left on SIGTERM). */
    stop: async () => {
      stopping = true;
      clearTimeout(restartTimer);
      clearTimeout(firstTest);
      clearInterval(dailyTests);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
