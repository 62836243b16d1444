import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

// The deployment's TLS proxy on this machine: the repository's own Caddyfile run by the
// real Caddy in front of an app server, as compose.yaml runs it, but on loopback ports.
// Caddy serves SITE_DOMAIN=localhost with its internal CA; the CA lives in a temporary
// folder and is never installed into the system's trust store. Used by the proxy spec
// (tests/e2e/server/proxy.spec.ts) and by `npm run bench` to measure pages as deployed.

export function caddyInstalled() {
  return !spawnSync("caddy", ["version"]).error;
}

/**
 * Starts Caddy in front of http://127.0.0.1:<appPort> and waits until the app's health check
 * answers through it over https. `httpsPort` may be chosen by the caller first (the app's
 * SITE_URL names it). Returns the https origin, Caddy's CA root (to trust in a client),
 * what Caddy printed, and stop().
 */
export async function startLocalCaddy({ appPort, httpsPort }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "chip-caddy-"));
  const ports = { http: await freePort(), https: httpsPort ?? (await freePort()), admin: await freePort() };
  const child = spawn("caddy", ["run", "--config", "Caddyfile", "--adapter", "caddyfile"], {
    // Every variable the Caddyfile reads is set here; Caddy's data (the internal CA) and
    // autosaved config go to the temporary folder.
    env: {
      ...process.env,
      HOME: folder,
      XDG_DATA_HOME: path.join(folder, "data"),
      XDG_CONFIG_HOME: path.join(folder, "config"),
      SITE_DOMAIN: "localhost",
      APP_UPSTREAM: `127.0.0.1:${appPort}`,
      CADDY_HTTP_PORT: String(ports.http),
      CADDY_HTTPS_PORT: String(ports.https),
      CADDY_ADMIN: `127.0.0.1:${ports.admin}`,
      CADDY_EXTRA_OPTIONS: "skip_install_trust\ndefault_bind 127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout.on("data", (chunk) => (printed += chunk));
  child.stderr.on("data", (chunk) => (printed += chunk));
  let gone = false;
  const exited = new Promise((resolve) => child.once("exit", () => resolve()));
  void exited.then(() => (gone = true));

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(folder, { recursive: true, force: true });
  }

  const origin = `https://localhost:${ports.https}`;
  // Caddy writes its CA root at start; until then, and until the app answers, keep asking.
  const rootFile = path.join(folder, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`caddy ${gone ? "exited while starting" : "did not answer the health check within 20 s"}:\n${printed}`);
    }
    if (fs.existsSync(rootFile)) {
      const rootCertificate = fs.readFileSync(rootFile, "utf8");
      if ((await healthStatus(`${origin}/healthcheck`, rootCertificate)) === 200) {
        return { origin, httpPort: ports.http, httpsPort: ports.https, rootCertificate, output: () => printed, stop };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function healthStatus(url, ca) {
  return new Promise((resolve) => {
    const request = https.get(url, { ca, localAddress: "127.0.0.1", timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.once("timeout", () => request.destroy());
    request.once("error", () => resolve(undefined));
  });
}
