import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { readDatabase } from "../support/reliability";
import { caddyInstalled, startLocalCaddy } from "../../../scripts/lib/local-caddy.mjs";
import { freePort, postForm, rawRequest, startServer, type ServerProcess } from "../support/server-process";

type LocalCaddy = Awaited<ReturnType<typeof startLocalCaddy>>;

// The deployment in compose.yaml, minus Docker: the repository's own Caddyfile run by the
// real Caddy (scripts/lib/local-caddy.mjs) in front of the production server with
// TRUST_PROXY=1, as compose sets it. The test's client trusts Caddy's own CA root only.

const caddyFound = caddyInstalled();
// CI must not pass by skipping: .ci/run installs caddy.
test.skip(!caddyFound && !process.env.CI, "caddy is not installed (apt-get install -y caddy); the proxy spec needs the real Caddy");
// One Caddy and one server for the whole file, in one worker.
test.describe.configure({ mode: "default" });

const ADMIN = { email: "owner@example.test", password: "owner-password-1" };
// Sign-in attempts per address: 20 x 0.1 = 2, so the third attempt from one address is refused.
const settings = { RATE_LIMIT_MULTIPLIER: "0.1", SUPER_ADMIN_EMAIL: ADMIN.email, SUPER_ADMIN_PASSWORD: ADMIN.password };
const TOO_MANY = "Too many sign-in attempts";
const NO_MATCH = "That e-mail and password do not match an account.";

let server: ServerProcess | undefined;
let caddy: LocalCaddy | undefined;

test.beforeAll(async () => {
  if (!caddyFound) throw new Error("caddy is not installed, and in CI this spec must run: .ci/run installs it with apt-get");
  const httpsPort = await freePort();
  server = await startServer({ ...settings, TRUST_PROXY: "1", SITE_URL: `https://localhost:${httpsPort}` });
  caddy = await startLocalCaddy({ appPort: server.port, httpsPort });
});

test.afterAll(async () => {
  // Both stop even when the other fails to.
  await Promise.allSettled([caddy?.stop(), server?.stop()]);
});

function app(): ServerProcess {
  if (!server) throw new Error("the server did not start");
  return server;
}

function site(): LocalCaddy {
  if (!caddy) throw new Error("caddy did not start");
  return caddy;
}

/** A request to https://localhost:<port> through Caddy, sent from `localAddress`. */
function throughCaddy(route: string, options: { localAddress?: string; headers?: Record<string, string> } = {}) {
  return rawRequest(`${site().origin}${route}`, { localAddress: options.localAddress ?? "127.0.0.1", headers: options.headers, ca: site().rootCertificate });
}

/** A form post through Caddy as a browser on the site sends it (Origin included). */
function postThroughCaddy(route: string, fields: Record<string, string>, options: { localAddress: string; headers?: Record<string, string> }) {
  const { origin } = site();
  return postForm(`${origin}${route}`, fields, { localAddress: options.localAddress, ca: site().rootCertificate, headers: { origin, ...options.headers } });
}

let attempt = 0;
/** A failed sign-in through Caddy (a new e-mail each time, so only the per-address limit counts); the page's alert text. */
async function wrongSignIn(localAddress: string, forwardedFor: string): Promise<string> {
  const answer = await postThroughCaddy(
    "/auth",
    { email: `nobody-${++attempt}@example.test`, password: "guess" },
    { localAddress, headers: { "x-forwarded-for": forwardedFor } },
  );
  return /role="alert"[^>]*>(.*?)<\/div>/s.exec(answer.body)?.[1].replace(/<[^>]+>/g, " ") ?? `(no alert; status ${answer.status})`;
}

test("Caddy serves the site over https with its certificate, HSTS, and gzip or zstd as asked", async () => {
  // The test client verifies the certificate for localhost against Caddy's CA root.
  const gzipped = await throughCaddy("/", { headers: { "accept-encoding": "gzip" } });
  expect(gzipped.status).toBe(200);
  expect(gzipped.headers.server).toBe("Caddy");
  expect(gzipped.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzipped.bytes).toString("utf8")).toContain("Chip Repair Academy");

  // The app's compression does no zstd, so this is Caddy's `encode` (Node decodes zstd only
  // from 22.15: the body's first four bytes are zstd's frame magic number).
  const zstd = await throughCaddy("/", { headers: { "accept-encoding": "zstd" } });
  expect(zstd.status).toBe(200);
  expect(zstd.headers["content-encoding"]).toBe("zstd");
  expect(zstd.bytes.subarray(0, 4).toString("hex")).toBe("28b52ffd");

  // Caddy's root went into its data folder only (skip_install_trust took effect).
  expect(site().output()).toContain("root certificate trust store installation disabled");
});

test("plain http on Caddy's HTTP port is redirected to https", async () => {
  const answer = await rawRequest(`http://localhost:${site().httpPort}/pricing?from=test`, { localAddress: "127.0.0.1" });
  expect(answer.status).toBe(308);
  // Caddy names no port in the redirect when it serves https on a configured https_port
  // (it takes that port for an internal one): in production that is https://SITE_DOMAIN/...
  expect(answer.headers.location).toBe("https://localhost/pricing?from=test");
});

test("the app keys the sign-in limit on the address Caddy saw, and a forged X-Forwarded-For changes nothing", async () => {
  // Caddy itself connects to the app from 127.0.0.1; the visitors come from 127.0.0.2 and
  // 127.0.0.3, so a key of 127.0.0.2 can only have come from Caddy's X-Forwarded-For.
  for (const forged of ["203.0.113.1", "203.0.113.2"]) expect(await wrongSignIn("127.0.0.2", forged)).toContain(NO_MATCH);
  // A third and fourth claimed address, one of them another visitor's, are still the same visitor: refused.
  expect(await wrongSignIn("127.0.0.2", "203.0.113.3")).toContain(TOO_MANY);
  expect(await wrongSignIn("127.0.0.2", "127.0.0.3")).toContain(TOO_MANY);
  // The other visitor behind the same Caddy keeps a budget of their own.
  expect(await wrongSignIn("127.0.0.3", "203.0.113.1")).toContain(NO_MATCH);

  // What the server stored: one key per real client, none for a forged or Caddy's own address.
  const keys = readDatabase(app().dataDirectory, (database) =>
    database.prepare("select key, points from rate_limits where key like 'signInByIp:%' order by key").all(),
  );
  expect(keys).toEqual([
    { key: "signInByIp:127.0.0.2", points: 4 },
    { key: "signInByIp:127.0.0.3", points: 1 },
  ]);
});

test("a sign-in through Caddy passes the same-origin check and gets Secure cookies; a foreign Origin is refused", async () => {
  const signIn = await postThroughCaddy("/auth", ADMIN, { localAddress: "127.0.0.4" });
  expect(signIn.status).toBe(302);
  expect(signIn.headers.location).toBe("/welcome");
  const cookies = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []);
  expect(cookies.some((cookie) => cookie.startsWith("__session="))).toBe(true);
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);

  const foreign = await postThroughCaddy("/auth", ADMIN, { localAddress: "127.0.0.4", headers: { origin: "https://elsewhere.example" } });
  expect(foreign.status).toBe(403);
});
