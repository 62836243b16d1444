// npm run test:container
// The deployment, proven: builds the production image and runs it with Podman, then runs
// the compose stack behind Caddy, with the commands the README's "Deploying" section gives,
// and checks what an operator relies on, printing each figure. It removes every container,
// volume, network and image it made, also when a check fails.
//
// Needs root, Podman and podman-compose, and the two base images (node:<.node-version>-bookworm-slim,
// caddy:2). On a machine without a container registry, .ci/container-setup installs Podman
// and makes local stand-ins for them. The compose stack publishes ports 80 and 443, as in
// production, so they must be free.
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort } from "./lib/free-port.mjs";

const repository = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
/** The name compose.yaml gives the app's image, so `podman-compose up` uses the one built here. */
const IMAGE = "chip-repair-academy";
/**
 * The image on Node 20 with build leftovers weighed 426 MB; Litestream's binary adds 30 MB;
 * the text messages' packages (twilio, libphonenumber-js and its area-code time zones) 30 MB.
 */
const IMAGE_BUDGET_MB = 512;
const APP = "chip-verify-app";
const APP_VOLUME = "chip-verify-data";
const RESTORED_APP = "chip-verify-restored";
const RESTORED_VOLUME = "chip-verify-restored-data";
const PROJECT = "chipverify";
// The compose project: podman-compose names it after the folder holding compose.yaml.
const COMPOSE_VOLUMES = ["app-data", "caddy-data", "caddy-config"].map((name) => `${PROJECT}_${name}`);
const ADMIN = { email: "owner@example.test", password: `verify-${crypto.randomBytes(9).toString("hex")}` };
const FORGED = ["203.0.113.7", "198.51.100.8", "203.0.113.9"];

const started = performance.now();
const workFolder = fs.mkdtempSync(path.join(os.tmpdir(), "chip-verify-"));
const imagesBefore = new Set(podmanLines(["images", "--all", "--quiet", "--no-trunc"]));
const taggedBefore = imageId(IMAGE);

let failed = false;
try {
  removeLeftovers();
  await verifyImage();
  await verifyComposeStack();
} catch (error) {
  failed = true;
  console.error(`\nFAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  cleanUp();
}
console.log(`\n${failed ? "Failed" : "Passed"} in ${seconds(performance.now() - started)} s`);
process.exit(failed ? 1 : 0);

// --- the image, run on its own -------------------------------------------------------------

async function verifyImage() {
  for (const base of baseImages()) {
    check(imageId(base), `the base image ${base} is missing: make it with .ci/container-setup (or pull it where a registry is reachable)`);
  }
  step("the image");
  const buildStarted = performance.now();
  // Podman gives a build's steps 1024 open files, which `npm ci` can exceed now and then
  // (EMFILE); Docker gives far more. The README's Podman command is this one.
  operator("podman build --format docker --ulimit nofile=4096:4096 -t chip-repair-academy .", { cwd: repository });
  const sizeMB = Number(podman(["image", "inspect", IMAGE, "--format", "{{.Size}}"])) / 1e6;
  figure("build time", `${seconds(performance.now() - buildStarted)} s`);
  figure("image size", `${sizeMB.toFixed(0)} MB (budget ${IMAGE_BUDGET_MB} MB)`);
  check(sizeMB < IMAGE_BUDGET_MB, `the image weighs ${sizeMB.toFixed(0)} MB, over ${IMAGE_BUDGET_MB} MB`);
  const leftovers = podman([
    "run",
    "--rm",
    "--entrypoint",
    "sh",
    IMAGE,
    "-c",
    "ls -d node_modules/typescript node_modules/better-sqlite3/deps node_modules/better-sqlite3/src 2>/dev/null; true",
  ]);
  check(leftovers === "", `build-time files in the runtime image: ${leftovers}`);
  figure("build-time files in the image", "none (no typescript, no better-sqlite3 sources)");
  const healthcheck = JSON.parse(podman(["image", "inspect", IMAGE, "--format", "{{json .Config.Healthcheck}}"]));
  check(healthcheck?.Test?.length > 0, "the image has no HEALTHCHECK (built without --format docker?)");

  step("podman run, with a volume for /data");
  const port = await freePort();
  podman([
    "run",
    "-d",
    "--name",
    APP,
    "-p",
    `127.0.0.1:${port}:3000`,
    "-v",
    `${APP_VOLUME}:/data`,
    "-e",
    `SUPER_ADMIN_EMAIL=${ADMIN.email}`,
    "-e",
    `SUPER_ADMIN_PASSWORD=${ADMIN.password}`,
    IMAGE,
  ]);
  const origin = `http://127.0.0.1:${port}`;
  figure("first answer of /healthcheck after start", `${seconds(await until200(() => request(`${origin}/healthcheck`)))} s`);
  const home = await request(`${origin}/`);
  check(home.status === 200 && home.body.includes("Chip Repair Academy"), `/ answered ${home.status}`);
  figure("GET /", `${home.status}, ${home.bytes.length} bytes`);
  figure("GET /healthcheck", `${(await request(`${origin}/healthcheck`)).status}`);

  const [user, ...command] = podmanLines(["top", APP, "user", "args"])[1].trim().split(/\s+/);
  const uid = podman(["exec", APP, "id", "-u"]);
  check(user !== "root" && uid !== "0", `the server runs as ${user} (uid ${uid})`);
  figure("server process", `${command.join(" ")} as ${user} (uid ${uid})`);
  podman(["healthcheck", "run", APP]);
  figure("HEALTHCHECK", "healthy (podman healthcheck run: exit 0)");
  const modes = podmanLines(["exec", APP, "stat", "-c", "%a %U %n", "/data", "/data/app.db", "/data/app.db-wal", "/data/app.db-shm"]);
  const expectedModes = ["700 node /data", "600 node /data/app.db", "600 node /data/app.db-wal", "600 node /data/app.db-shm"];
  check(modes.join("\n") === expectedModes.join("\n"), `the data folder's modes are ${modes.join(", ")}`);
  figure("data folder", modes.join(", "));

  step("a lead kept across stop and start");
  const email = `verify-${Date.now()}@example.test`;
  const posted = await postForm(`${origin}/lead-survey`, leadSurvey(email));
  check(posted.status === 302, `the lead survey answered ${posted.status}`);
  check(leadCount(APP, email) === 1, "the posted lead is not in the database");
  const stopStarted = performance.now();
  podman(["stop", "--time", "10", APP]);
  const stopSeconds = (performance.now() - stopStarted) / 1000;
  const exitCode = podman(["inspect", APP, "--format", "{{.State.ExitCode}}"]);
  const log = podman(["logs", APP]);
  check(exitCode === "0", `the server exited with ${exitCode} on SIGTERM`);
  check(log.includes("[server] SIGTERM: finishing requests in flight") && log.includes("[server] stopped"), "no shutdown lines in the log");
  check(stopSeconds < 10, `stopping took ${stopSeconds.toFixed(1)} s`);
  figure(
    "podman stop",
    `${stopSeconds.toFixed(2)} s, exit code ${exitCode}, log: "[server] SIGTERM: finishing requests in flight, then stopping" ... "[server] stopped"`,
  );
  podman(["start", APP]);
  await until200(() => request(`${origin}/healthcheck`));
  check(leadCount(APP, email) === 1, "the lead is gone after stop and start");
  figure("lead after stop + start", "still there");

  step("npm run backup inside the container");
  const backup = /to (\S+\.db) \((\d+) kB\)/.exec(podman(["exec", APP, "node", "scripts/backup.mjs"]));
  check(backup, "backup.mjs printed no file name");
  const backupModes = podmanLines(["exec", APP, "stat", "-c", "%a", path.posix.dirname(backup[1]), backup[1]]);
  check(backupModes.join(" ") === "700 600", `the backup folder and file have modes ${backupModes.join(" ")}`);
  const backupFolder = podmanLines(["exec", APP, "ls", path.posix.dirname(backup[1])]);
  check(backupFolder.length === 1, `beside the backup: ${backupFolder.join(", ")}`);
  const copy = path.join(workFolder, "backup.db");
  podman(["cp", `${APP}:${backup[1]}`, copy]);
  checkBackup(copy, email);
  figure("backup", `${backup[1]}, ${backup[2]} kB, alone in its folder, integrity_check ok, holds the lead`);
  podman(["rm", "--force", APP]);
  podman(["volume", "rm", APP_VOLUME]);

  step("replication: a container whose data volume is deleted comes back from the replica");
  // The replica is a folder of this machine the container writes to as its user (uid 1000).
  const replica = path.join(workFolder, "replica");
  fs.mkdirSync(replica);
  fs.chownSync(replica, 1000, 1000);
  const replicated = ["-v", `${replica}:/replica`, "-e", "REPLICA_URL=file:///replica/academy"];
  podman(["run", "-d", "--name", APP, "-p", `127.0.0.1:${port}:3000`, "-v", `${APP_VOLUME}:/data`, ...replicated, IMAGE]);
  await until200(() => request(`${origin}/healthcheck`));
  check(podman(["logs", APP]).includes("replication: Litestream to file:///replica/academy"), "start-up does not name the replica");
  const replicatedEmail = `replicated-${Date.now()}@example.test`;
  const postedAt = Date.now();
  check((await postForm(`${origin}/lead-survey`, leadSurvey(replicatedEmail))).status === 302, "the lead survey did not take the lead");
  // What an operator checks before retiring a host: the replica has changed since the last write.
  await until(() => newestChangeIn(replica) > postedAt, "the replica to receive the lead");
  podman(["stop", "--time", "10", APP]);
  const firstLog = podman(["logs", APP]);
  podman(["rm", "--force", APP]);
  podman(["volume", "rm", APP_VOLUME]);
  podman(["run", "-d", "--name", RESTORED_APP, "-p", `127.0.0.1:${port}:3000`, "-v", `${RESTORED_VOLUME}:/data`, ...replicated, IMAGE]);
  await until200(() => request(`${origin}/healthcheck`));
  const restoredLog = podman(["logs", RESTORED_APP]);
  check(
    restoredLog.includes("[replication] no database here: restored the latest state from file:///replica/academy"),
    `start-up did not restore from the replica; the first container said: ${firstLog
      .split("\n")
      .filter((line) => line.includes("replication") || line.includes("litestream"))
      .join(" | ")}; the second: ${restoredLog
      .split("\n")
      .filter((line) => line.includes("replication") || line.includes("litestream"))
      .join(" | ")}`,
  );
  check(leadCount(RESTORED_APP, replicatedEmail) === 1, "the lead is not in the restored database");
  const restoredModes = podmanLines(["exec", RESTORED_APP, "stat", "-c", "%a %n", "/data", "/data/app.db", "/data/litestream.yml"]);
  check(
    restoredModes.join("\n") === ["700 /data", "600 /data/app.db", "600 /data/litestream.yml"].join("\n"),
    `the restored data folder's modes are ${restoredModes.join(", ")}`,
  );
  figure(
    "restored from the replica",
    `the lead there; ${restoredLog.split("\n").find((line) => line.startsWith("[replication]"))}; modes ${restoredModes.join(", ")}`,
  );
  podman(["rm", "--force", RESTORED_APP]);
  podman(["volume", "rm", RESTORED_VOLUME]);
}

// --- the compose stack: Caddy in front, TLS from its internal CA on localhost ----------------

async function verifyComposeStack() {
  step("the compose stack: compose.yaml, Caddyfile and .env in a folder named chipverify");
  for (const port of [80, 443]) check(await portIsFree(port), `port ${port} is in use; the compose stack publishes 80 and 443`);
  const folder = path.join(workFolder, PROJECT);
  fs.mkdirSync(folder);
  for (const file of ["compose.yaml", "Caddyfile"]) fs.copyFileSync(path.join(repository, file), path.join(folder, file));
  fs.writeFileSync(path.join(folder, ".env"), `SITE_DOMAIN=localhost\nSUPER_ADMIN_EMAIL=${ADMIN.email}\nSUPER_ADMIN_PASSWORD=${ADMIN.password}\n`);
  const inFolder = (command, substitutions) => operator(command, { cwd: folder, substitutions });

  inFolder("podman-compose up -d");
  const caddy = `${PROJECT}_caddy_1`;
  const app = `${PROJECT}_app_1`;
  const published = podman(["port", caddy]);
  check(/443\/udp/.test(published), `no UDP 443 published for HTTP/3: ${published}`);
  figure("published", published.split("\n").join(", "));
  const rootCertificate = await until(() => podman(["exec", caddy, "cat", "/data/caddy/pki/authorities/local/root.crt"]), "Caddy's local CA root");
  const tls = (route, options) => httpsRequest(route, { ...options, ca: rootCertificate });
  const ready = await until200(() => tls("/healthcheck"));
  figure("https://localhost/healthcheck through Caddy", `200 after ${seconds(ready)} s`);

  const home = await tls("/", { headers: { "accept-encoding": "gzip" } });
  check(home.status === 200 && home.headers.server === "Caddy", `https / answered ${home.status} from ${home.headers.server}`);
  check(home.headers["strict-transport-security"]?.startsWith("max-age="), "no Strict-Transport-Security");
  check(home.headers["content-encoding"] === "gzip", `content-encoding: ${home.headers["content-encoding"]}`);
  figure(
    "https://localhost/",
    `${home.status}, certificate for localhost from Caddy's CA (${home.fingerprint.slice(0, 23)}...), ` +
      `Strict-Transport-Security: ${home.headers["strict-transport-security"]}, content-encoding: gzip, alt-svc: ${home.headers["alt-svc"]}`,
  );
  const plain = await request("http://127.0.0.1:80/pricing", { headers: { host: "localhost" } });
  check(plain.status === 308 && plain.headers.location === "https://localhost/pricing", `http answered ${plain.status} ${plain.headers.location}`);
  figure("http://localhost/pricing", `${plain.status} to ${plain.headers.location}`);

  step("a forged X-Forwarded-For is not believed");
  const gateway = podman(["network", "inspect", `${PROJECT}_default`, "--format", "{{range .Subnets}}{{.Gateway}}{{end}}"]);
  const caddyAddress = podman(["inspect", caddy, "--format", "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}"]);
  const postLead = async (email, forwardedFor) => {
    const answer = await tls("/lead-survey", {
      method: "POST",
      form: leadSurvey(email),
      headers: { origin: "https://localhost", "x-forwarded-for": forwardedFor },
    });
    check(answer.status === 302, `the lead survey through Caddy answered ${answer.status}`);
  };
  const email = `proxy-${Date.now()}@example.test`;
  await postLead(email, FORGED[0]);
  const [consent] = query(app, "select c.ip from lead_consents c join leads l on l.id = c.lead_id where l.email = ?", [email]);
  check(consent?.ip === gateway, `the consent record says ${consent?.ip}, not the client side of Caddy (${gateway})`);
  figure(
    "consent record's address",
    `${consent.ip} (the network's gateway, where this machine's requests come from; Caddy is ${caddyAddress}, the forged value ${FORGED[0]})`,
  );
  for (const forged of FORGED) {
    await tls("/auth", {
      method: "POST",
      form: { email: "nobody@example.test", password: "not-the-password" },
      headers: { origin: "https://localhost", "x-forwarded-for": forged },
    });
  }
  const limits = query(app, "select key, points from rate_limits where key like 'signInByIp:%'");
  check(
    limits.length === 1 && limits[0].key === `signInByIp:${gateway}` && limits[0].points === FORGED.length,
    `sign-in limiter keys: ${JSON.stringify(limits)}`,
  );
  figure("sign-in limiter", `${FORGED.length} attempts with ${FORGED.length} forged addresses counted on one key, ${limits[0].key}`);

  step("the README's Podman commands, as written");
  check(inFolder("podman-compose logs app").includes("Chip Repair Academy is serving"), "the logs show no start-up summary");
  figure("logs", "show the start-up summary");
  inFolder("podman healthcheck run <folder>_app_1");
  figure("health", "healthy");
  const backup = /to \/data\/backups\/(app-(\S+)\.db)/.exec(inFolder("podman-compose exec app node scripts/backup.mjs"));
  check(backup, "the backup printed no file name");
  inFolder("podman cp <folder>_app_1:/data/backups ./backups");
  checkBackup(path.join(folder, "backups", backup[1]), email);
  figure("backup copied to the host", `backups/${backup[1]}, integrity_check ok, holds the lead`);
  const later = `after-backup-${Date.now()}@example.test`;
  await postLead(later, FORGED[1]);
  inFolder("podman-compose stop app");
  inFolder("podman-compose run --rm --no-deps app node scripts/restore.mjs /data/backups/app-<time>.db", { "<time>": backup[2] });
  inFolder("podman-compose start app");
  await until200(() => tls("/healthcheck"));
  check(leadCount(app, email) === 1 && leadCount(app, later) === 0, "the restored database is not the backup");
  figure("restore", "the lead of the backup there, the one posted after it gone");

  inFolder("podman-compose down");
  inFolder("podman-compose up -d");
  const after = await until(async () => {
    const answer = await tls("/healthcheck");
    return answer.status === 200 ? answer : undefined;
  }, "https://localhost/healthcheck after down and up");
  check(after.fingerprint === home.fingerprint, "Caddy issued a new certificate after down and up");
  check(leadCount(app, email) === 1, "the lead is gone after down and up");
  figure("after down + up", `same certificate (${after.fingerprint.slice(0, 23)}...), the lead still there`);
}

// --- clean-up ------------------------------------------------------------------------------

/** What an interrupted earlier run of this script left behind (the names are this script's own). */
function removeLeftovers() {
  spawnSync("podman", ["rm", "--force", APP, RESTORED_APP, `${PROJECT}_app_1`, `${PROJECT}_caddy_1`], { stdio: "ignore" });
  spawnSync("podman", ["volume", "rm", "--force", APP_VOLUME, RESTORED_VOLUME, ...COMPOSE_VOLUMES], { stdio: "ignore" });
  spawnSync("podman", ["network", "rm", `${PROJECT}_default`], { stdio: "ignore" });
}

function cleanUp() {
  removeLeftovers();
  const made = podmanLines(["images", "--all", "--quiet", "--no-trunc"]).filter((id) => !imagesBefore.has(id));
  if (made.length > 0) spawnSync("podman", ["rmi", "--force", ...new Set(made)], { stdio: "ignore" });
  // An image of the same name that was there before gets its name back.
  if (taggedBefore) spawnSync("podman", ["tag", taggedBefore, IMAGE], { stdio: "ignore" });
  fs.rmSync(workFolder, { recursive: true, force: true });
  const left = [
    ...podmanLines(["ps", "--all", "--quiet", "--filter", `name=${APP}`, "--filter", `name=${RESTORED_APP}`, "--filter", `name=${PROJECT}_`]),
    ...podmanLines(["volume", "ls", "--quiet"]).filter((name) => [APP_VOLUME, RESTORED_VOLUME, ...COMPOSE_VOLUMES].includes(name)),
  ];
  console.log(`\nCleaned up: ${made.length} images, the containers, volumes, network and ${workFolder}${left.length ? `; LEFT: ${left.join(", ")}` : ""}`);
  if (left.length) failed = true;
}

// --- helpers -------------------------------------------------------------------------------

function step(title) {
  console.log(`\n== ${title}`);
}

function figure(name, value) {
  console.log(`  ok  ${name}: ${value}`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function seconds(milliseconds) {
  return (milliseconds / 1000).toFixed(1);
}

/** Runs a command; its output, or an error carrying what it printed. */
function run(command, args, { cwd = repository, quiet = false } = {}) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.error || result.status !== 0) {
    const tail = output.split("\n").slice(-15).join("\n");
    throw new Error(`${command} ${args.join(" ")} failed (${result.error?.message ?? `exit ${result.status}`}):\n${tail}`);
  }
  return quiet ? output : result.stdout.trim();
}

/**
 * Runs one of the README's deployment commands exactly as written there (README.md, "With
 * Docker or Podman"; tests/unit/deploying-readme.test.ts holds the two together), with its
 * placeholders filled in: <folder> is the compose project's folder name.
 */
function operator(command, { cwd, substitutions = {} }) {
  let filled = command.replaceAll("<folder>", PROJECT);
  for (const [placeholder, value] of Object.entries(substitutions)) filled = filled.replaceAll(placeholder, value);
  console.log(`  $ ${filled}`);
  const [program, ...args] = filled.split(" ");
  return run(program, args, { cwd, quiet: true });
}

/** A backup file, checked here, outside the container, by this machine's own SQLite. */
function checkBackup(file, email) {
  const database = new Database(file, { readonly: true });
  const integrity = database.pragma("integrity_check", { simple: true });
  const leads = database.prepare("select count(*) as count from leads where email = ?").get(email).count;
  database.close();
  check(integrity === "ok" && leads === 1, `the backup ${file}: integrity_check ${integrity}, lead ${leads ? "" : "not "}there`);
  const beside = fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith(path.basename(file)) && name !== path.basename(file));
  check(beside.length === 0, `beside the backup: ${beside.join(", ")}`);
}

function podman(args) {
  return run("podman", args);
}

function podmanLines(args) {
  return execFileSync("podman", args, { encoding: "utf8" }).split("\n").filter(Boolean);
}

/** The images the Dockerfile builds on and compose.yaml runs besides ours. */
function baseImages() {
  const read = (file) => fs.readFileSync(path.join(repository, file), "utf8");
  // FROM lines name images with the Dockerfile's ARG defaults (node:${NODE_VERSION}-...).
  const args = Object.fromEntries([...read("Dockerfile").matchAll(/^ARG\s+(\w+)=(\S+)/gm)].map((match) => [match[1], match[2]]));
  const from = [...read("Dockerfile").matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1].replace(/\$\{(\w+)\}/g, (whole, name) => args[name] ?? whole));
  const composed = [...read("compose.yaml").matchAll(/^\s+image:\s+(\S+)/gm)].map((match) => match[1]);
  return [...new Set([...from, ...composed])].filter((name) => name !== IMAGE);
}

function imageId(name) {
  const result = spawnSync("podman", ["image", "inspect", name, "--format", "{{.Id}}"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Rows of a read-only query on the live database inside a container, with its own better-sqlite3. */
function query(container, sql, parameters = []) {
  const script = `const db = new (require("better-sqlite3"))(process.env.DATABASE_PATH, { readonly: true });
    process.stdout.write(JSON.stringify(db.prepare(process.argv[1]).all(...JSON.parse(process.argv[2]))));`;
  return JSON.parse(podman(["exec", container, "node", "-e", script, sql, JSON.stringify(parameters)]));
}

function leadCount(container, email) {
  return query(container, "select count(*) as count from leads where email = ?", [email])[0].count;
}

/** The webinar survey's last step, as a browser without JavaScript posts it. */
function leadSurvey(email) {
  return {
    name__confirm: "",
    step: "4",
    intent: "submit",
    firstName: "Verify",
    email,
    phone: `801555${String(Date.now()).slice(-4)}`,
    experience: "complete-beginner",
    timeAvailable: "5-10-hours",
    investmentCapacity: "under-1000",
    currentIncome: "2000-5000",
    location: "Provo, UT",
    motivation: "Checking the deployment",
  };
}

/** When the newest file below `folder` was last written (ms since the epoch; 0 when there is none). */
function newestChangeIn(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** Polls until `attempt` gives a value; throws after a minute. */
async function until(attempt, what) {
  const deadline = Date.now() + 60_000;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await attempt();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`waited a minute for ${what}${lastError ? ` (${lastError.message})` : ""}`);
}

/** Milliseconds until the request answers 200. */
async function until200(send) {
  const begun = performance.now();
  await until(async () => (await send()).status === 200, "a 200");
  return performance.now() - begun;
}

function request(url, { method = "GET", headers = {}, form } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const target = new URL(url);
  return exchange(
    http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    }),
    body,
  );
}

function postForm(url, form) {
  return request(url, { method: "POST", form });
}

/** A request to https://localhost through port 443 of this machine, trusting only `ca`. */
function httpsRequest(route, { method = "GET", headers = {}, form, ca }) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return exchange(
    https.request({
      host: "127.0.0.1",
      port: 443,
      servername: "localhost",
      path: route,
      method,
      ca,
      agent: false,
      headers: { host: "localhost", ...headers, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    }),
    body,
  );
}

function exchange(outgoing, body) {
  return new Promise((resolve, reject) => {
    outgoing.setTimeout(10_000, () => outgoing.destroy(new Error("no answer in 10 s")));
    outgoing.on("error", reject);
    outgoing.on("response", (response) => {
      const fingerprint = response.socket.getPeerCertificate?.()?.fingerprint256;
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode,
          headers: response.headers,
          httpVersion: response.httpVersion,
          bytes,
          body: bytes.toString("utf8"),
          fingerprint,
        });
      });
    });
    outgoing.end(body);
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}
