// The production server (`npm start`, the Docker image) and the development one
// (`npm run dev`): Express with @remix-run/express, as remix-serve is made, plus what
// remix-serve cannot do: the true client address, bounded bodies and route-discovery
// requests, security headers on static files, a page cache and a graceful shutdown. See
// docs/decisions/0003.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import url from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { bodyLimit } from "./body-limit.mjs";
import { pageCache } from "./page-cache.mjs";
import { replicationSettings, restoreAtStart, superviseReplication } from "./replication.mjs";
import { routeDiscoveryLimits } from "./route-discovery.mjs";
import { sameOriginPosts } from "./same-origin.mjs";
import { securityHeaders, staticFilePolicy } from "./security-headers.mjs";
import { uploadedFiles } from "./uploads.mjs";
import { isSupportedNode, OLDEST_SUPPORTED_NODE } from "./supported-node.mjs";

if (!isSupportedNode(process.version)) {
  console.error(
    `Node ${process.version} is too old: the site needs Node ${OLDEST_SUPPORTED_NODE.join(".")} or newer. ` +
      "Run `npm install` (it brings a supported Node from the npm registry when the machine's is older), then `npm start`.",
  );
  process.exit(1);
}

// A production deploy says so: NODE_ENV=production set by the environment (the Dockerfile, a
// systemd unit). `npm start` on a developer's machine sets none; it runs in production mode
// all the same, and NODE_ENV_DEFAULTED tells the app it is a trial run, which keeps the free
// test checkout (app/server/platform/env.server.ts).
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  process.env.NODE_ENV_DEFAULTED = "true";
}
const DEVELOPMENT = process.env.NODE_ENV === "development";
const BUILD_PATH = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");
const SHUTDOWN_GRACE_MS = 10_000;

const importBuild = async () => import(`${url.pathToFileURL(BUILD_PATH).href}?t=${fs.statSync(BUILD_PATH).mtimeMs}`);

// With REPLICA_URL set, a machine with no database yet takes the replica's latest state
// before the app opens and migrates it. A replica that cannot be read stops start-up: a new,
// empty database would otherwise become the replica's latest state.
let replication;
try {
  replication = replicationSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (replication) {
  try {
    const restored = await restoreAtStart(replication);
    if (restored) console.log(`[replication] ${restored}`);
  } catch (error) {
    console.error(`[replication] cannot restore from ${replication.where}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

// Loading the build validates the configuration: a bad value stops here, naming the variable.
let build;
try {
  build = await importBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// Node's own fetch, Request, Response and Headers (Headers.getSetCookie included).
installGlobals({ nativeFetch: true });
const { host } = build.entry.module;
const settings = host.serverSettings();
// The first super admin is settled before the first request: a SUPER_ADMIN_EMAIL that cannot
// safely be honoured stops start-up, saying why.
try {
  await host.ensureSuperAdmin();
} catch (error) {
  console.error(`[accounts] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// The photos are kept in the database; uploads/ is the copy served, so a database restored
// from a backup or a replica has its photos written out before the first request.
const settled = host.settleUploadedFiles();
if (settled.toDisk > 0) console.log(`[pictures] wrote ${settled.toDisk} photo files from the database to ${settings.uploadsDirectory}`);
if (settled.toDatabase > 0) console.log(`[pictures] kept ${settled.toDatabase} photo files of ${settings.uploadsDirectory} in the database`);

// Litestream runs beside the server once the database is migrated, and stops after it.
const replicator = replication && superviseReplication(replication);
host.reportReplicationWith(() => (replicator ? replicator.status() : { on: false }));

const app = express();
app.disable("x-powered-by");
// Which X-Forwarded-* to believe: none unless TRUST_PROXY says how many proxies are ours.
app.set("trust proxy", settings.trustProxy);
// Nothing reads Express's parsed query (Remix reads the URL itself): parsing it costs every request.
app.set("query parser", false);

let shuttingDown = false;
app.use((_request, response, next) => {
  // While shutting down, answer what is in flight and let each connection go.
  if (shuttingDown) response.setHeader("Connection", "close");
  next();
});
app.use(securityHeaders(settings));
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y", setHeaders: staticFilePolicy }));
// Only paths with a file extension can name a file in public/; pages skip the disk lookup.
const publicFiles = express.static("public", { maxAge: "1h", setHeaders: staticFilePolicy });
app.use((request, response, next) => (path.extname(request.path) ? publicFiles(request, response, next) : next()));
app.use("/uploads", uploadedFiles(settings.uploadsDirectory));
// morgan's "tiny" line, with the address as the app allows it in a log (no secrets) and, for
// a refused or failed request, the status's reason (`405 Method Not Allowed`). It is the only
// line a client's mistake writes; a failure of ours adds its stack (handleError).
morgan.token("loggable-url", (request) => host.loggableUrl(request.originalUrl));
morgan.token("status-reason", (_request, response) => {
  if (!response.headersSent) return undefined;
  return response.statusCode >= 400 ? `${response.statusCode} ${response.statusMessage}` : String(response.statusCode);
});
app.use(morgan(":method :loggable-url :status-reason :res[content-length] - :response-time ms", { skip: (request) => request.path === "/healthcheck" }));
app.use(bodyLimit(settings.bodyLimitBytes, settings.widerBodyLimits));
app.use(routeDiscoveryLimits());
app.use(sameOriginPosts(host.isSameOriginPost));
app.use(pageCache(host.cachedPage));
// Past what the host can render in time, a quick 503 with Retry-After instead of a long wait.
app.use(host.overloadShedding({ maxDelayMs: settings.overloadDelayMs }));

// Loaders and actions get the client address Express worked out (req.ip honours trust proxy).
const getLoadContext = (request) => ({ clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown" });
app.all(
  "*",
  DEVELOPMENT
    ? (request, response, next) => createRequestHandler({ build, getLoadContext, mode: "development" })(request, response, next)
    : createRequestHandler({ build, getLoadContext, mode: process.env.NODE_ENV }),
);

// Express refuses a path that is not valid percent-encoding itself (400, before Remix sees
// it). That is a client's mistake: its status, and the request log's line is all it writes
// (Express's own handler would print a stack, and the raw path with it). Anything else
// goes on to that handler: a 500 and its stack.
app.use((error, _request, response, next) => {
  const status = error.status ?? error.statusCode;
  if (!(status >= 400 && status < 500) || response.headersSent) return next(error);
  response.status(status).type("text").send(http.STATUS_CODES[status]);
});

// A client gets 10 s to send its headers and 30 s for the whole request; stalled
// connections are looked for every 2 s (Node's default is 30 s).
const server = http.createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000 }, app);
server.listen(settings.port, settings.host, async () => {
  const where = `http://${settings.host && settings.host !== "0.0.0.0" ? settings.host : "localhost"}:${settings.port}`;
  console.log(host.startupSummary(where));
  await host.startBackgroundWork({ replicated: Boolean(replicator) });
  if (DEVELOPMENT) await broadcastDevReady(build);
});

if (DEVELOPMENT) {
  // `remix dev` rebuilds into the build folder; load the new build and tell it we are ready.
  fs.watch(path.dirname(BUILD_PATH), async () => {
    build = await importBuild();
    await broadcastDevReady(build);
  });
}

/**
 * SIGTERM (docker stop, systemd) or Ctrl+C: stop accepting, answer what is in flight (up
 * to 10 s), let the outbox finish the delivery in hand, close SQLite cleanly, exit.
 */
async function shutDown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`[server] ${signal}: finishing requests in flight, then stopping`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(timer);
  await host.stopBackgroundWork({ replicated: Boolean(replicator) });
  await replicator?.stop();
  console.log("[server] stopped");
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void shutDown(signal));
