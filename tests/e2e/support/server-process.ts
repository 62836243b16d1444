import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort } from "../../../scripts/lib/free-port.mjs";
import { ROOMY_CALENDAR } from "./roomy-calendar";

// The production server (server/index.mjs on the build the e2e web server made), started
// by a test with settings of its own, on a free port and its own database folder.

export type ServerProcess = {
  baseURL: string;
  port: number;
  dataDirectory: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

export { freePort };

/** Work on a started server's database, beside the running process (as another process would). */
export function onDatabase<T>(server: Pick<ServerProcess, "dataDirectory">, work: (database: Database.Database) => T): T {
  const database = new Database(path.join(server.dataDirectory, "app.db"));
  try {
    database.pragma("busy_timeout = 5000");
    return work(database);
  } finally {
    database.close();
  }
}

/** Start a server; `dataDirectory` reuses an earlier one's database (a restart). */
export async function startServer(env: Record<string, string> = {}, dataDirectory?: string): Promise<ServerProcess> {
  const port = await freePort();
  const data = dataDirectory ?? fs.mkdtempSync(path.join(os.tmpdir(), "chip-server-test-"));
  const child = spawnServer({ PORT: String(port), DATABASE_PATH: path.join(data, "app.db"), ...env });
  let printed = "";
  child.stdout?.on("data", (chunk) => (printed += chunk));
  child.stderr?.on("data", (chunk) => (printed += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, exited, () => printed);
  return {
    baseURL,
    port,
    dataDirectory: data,
    child,
    output: () => printed,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

/**
 * Run the server with these settings and wait for it to exit (for settings it must refuse);
 * `dataDirectory` runs it on an earlier one's database.
 */
export async function runServerExpectingExit(env: Record<string, string>, dataDirectory?: string): Promise<{ code: number | null; output: string }> {
  const data = dataDirectory ?? fs.mkdtempSync(path.join(os.tmpdir(), "chip-server-test-"));
  const child = spawnServer({ PORT: String(await freePort()), DATABASE_PATH: path.join(data, "app.db"), ...env });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

/**
 * The server as `npm start` runs it on a developer's machine: NODE_ENV left to server/index.mjs
 * (production mode, a trial run with the free test checkout). A test of a deploy passes
 * NODE_ENV: "production" itself.
 */
function spawnServer(env: Record<string, string>): ChildProcess {
  const {
    E2E_PORT: _port,
    SITE_URL: _site,
    TRUST_PROXY: _proxy,
    NODE_ENV: _mode,
    NODE_ENV_DEFAULTED: _defaulted,
    PAYMENTS: _payments,
    ...inherited
  } = process.env;
  return spawn(process.execPath, ["server/index.mjs"], {
    // (Typed as Node's environment, which our Remix types say always has NODE_ENV: this one may not.)
    // Overload shedding off unless a test asks for it: a busy test machine must not turn answers into 503s.
    env: { ...inherited, HOST: "127.0.0.1", OVERLOAD_DELAY_MS: "0", ...ROOMY_CALENDAR, ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function waitForHealth(baseURL: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the server exited while starting:\n${output()}`);
    const healthy = await fetch(`${baseURL}/healthcheck`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer };

/**
 * One HTTP(S) request with full control: the client's own address (`localAddress`, any of
 * 127.0.0.0/8 on Linux), any headers, a body of any size; `ca` for an https server whose
 * certificate a private CA signed. `body` is the answer as text, `bytes` as it came (still
 * compressed when the server compressed it).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string; ca?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const client = new URL(url).protocol === "https:" ? https : http;
    // A host name (localhost) is looked up in the family of the address we send from.
    const family = options.localAddress ? net.isIP(options.localAddress) : undefined;
    const request = client.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress, family, ca: options.ca, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString("utf8"), bytes });
        });
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A urlencoded form post from a given client address. */
export function postForm(url: string, fields: Record<string, string>, options: { headers?: Record<string, string>; localAddress?: string; ca?: string } = {}) {
  const body = new URLSearchParams(fields).toString();
  return rawRequest(url, {
    method: "POST",
    body,
    localAddress: options.localAddress,
    ca: options.ca,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)), ...options.headers },
  });
}
