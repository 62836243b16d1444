import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A fresh production build into BUILD_DIR (remix.config.js reads it from the environment). */
export function buildApp(buildDirectory) {
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.mjs", "--always"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDirectory },
  });
  if (result.status !== 0) throw new Error(`remix build failed (exit ${result.status ?? result.signal})`);
}

/**
 * The Node flags `npm start` and the Docker image run the server with (kept alike by
 * tests/unit/server-node-flags.test.ts), so the bench measures the server as deployed.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];

/**
 * Starts the production server (server/index.mjs) on 127.0.0.1 with a fresh database in a temp
 * folder. Returns its base URL, restart() (the same server again on the same database) and an
 * idempotent stop() that also removes the temp folder.
 */
export async function startServer({ buildDirectory, port, env = {} }) {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "chip-bench-"));
  const logFile = path.join(dataDirectory, "server.log");
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawnServer = () => {
    const log = fs.openSync(logFile, "a");
    // Our server run by node directly, so the pid we signal is the server itself.
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/index.mjs"], {
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        ...env,
        NODE_ENV: "production",
        // The order pages are measured as a site that sells shows them (the free test checkout).
        PAYMENTS: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_PATH: path.join(dataDirectory, "app.db"),
        BUILD_DIR: buildDirectory,
      },
    });
    fs.closeSync(log);
    return child;
  };
  let server = spawnServer();
  // Whatever way the bench ends (an error, Ctrl+C, a library calling process.exit), the
  // server goes with it.
  const killOnExit = () => {
    server.kill("SIGKILL");
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  };
  process.once("exit", killOnExit);

  async function terminate() {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", killOnExit);
    await terminate();
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
  async function restart() {
    await terminate();
    server = spawnServer();
    await waitForHealth(`${baseUrl}/healthcheck`, server, logFile);
  }

  try {
    await waitForHealth(`${baseUrl}/healthcheck`, server, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, restart, databasePath: path.join(dataDirectory, "app.db") };
}

async function waitForHealth(url, server, logFile, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`server exited with code ${server.exitCode}:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000}s:\n${tail(logFile)}`);
}

function tail(file, lines = 20) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}
