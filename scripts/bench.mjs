// `npm run bench`: builds the app, starts the production server with a fresh database and
// measures every public page (bytes over the wire, third-party requests, Lighthouse mobile
// scores), the home page's throughput, and the admin's lists at 1k, 10k and 100k members. Prints a table and writes bench-results/latest.json.
// Budgets that fail are reported, not fatal: the exit code is non-zero only if the bench broke.
import path from "node:path";
import { launchBrowser, measurePage } from "./bench/page-weight.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { evaluateCoach } from "./bench/coach-eval.mjs";
import { benchInstalments } from "./bench/instalments.mjs";
import { hydrationOf } from "./bench/hydration.mjs";
import { databaseSizes, deepPageKeys, seedScale } from "./bench/seed-scale.mjs";
import { bookingRun, countRows, leadSubmissionRun } from "./bench/funnel-load.mjs";
import { runAutocannon } from "./bench/load.mjs";
import { checkBudgets, machineInfo, printReport, writeResults } from "./bench/report.mjs";
import { buildApp, startServer } from "./bench/server.mjs";
import { publishFounderPhoto } from "./bench/uploaded-photo.mjs";
import { caddyInstalled, startLocalCaddy } from "./lib/local-caddy.mjs";

const PAGES = [
  "/",
  "/pricing",
  "/pricing?qualified=true",
  "/tools",
  "/video",
  "/webinar",
  "/bootcamp",
  "/booking-landing",
  "/about",
  "/training-order",
  "/bootcamp-order",
  "/order?package=premium",
  "/privacy-policy",
  "/auth",
  "/forgot-password",
  "/thank-you",
  "/chip-repair-demo",
  "/earnings-calculator",
  "/lead-survey",
  "/booking-survey",
  "/booking-calendar",
  "/call-preparation?date=2026-12-01&time=10:00%20AM&day=Tuesday",
];

// The member portal, measured signed in as the bench's own member (see signIn below).
const MEMBER_PAGES = [
  "/welcome",
  "/dashboard",
  "/lesson/intro/why-no-cost",
  "/lesson/business-resources/build-website",
  "/business-resources",
  "/account",
  "/course-access",
  "/change-password",
];
const BENCH_MEMBER = { email: "bench-member@example.test", password: "bench-member-password" };

const BUDGETS = { performance: 95, accessibility: 95, scriptKb: 110, thirdPartyRequests: 0 };

// Load scenarios run one after another against the same server. The landing page is
// measured beside a static file of the same server at the same concurrency: their ratio is
// what the page cache is for (goal: >= 0.5, p99 < 50 ms). autocannon asks for no
// compression, like the static run; "gzip" is what a browser asks for.
const LANDING_GOAL = { ratio: 0.5, p99Ms: 50 };
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };
const loadRuns = async (baseUrl, memberCookie, keys) => [
  { name: "static file", path: "/favicon.svg", connections: 10, durationSeconds: 10 },
  { name: "GET /", path: "/", connections: 10, durationSeconds: 10 },
  { name: "GET / gzip", path: "/", connections: 10, durationSeconds: 10, headers: { "accept-encoding": "gzip" } },
  // As a browser asks, beside the static file asked the same way (compressed per request).
  { name: "static file (browser encodings)", path: "/favicon.svg", connections: 10, durationSeconds: 10, headers: BROWSER_ENCODINGS },
  { name: "GET / (browser encodings)", path: "/", connections: 10, durationSeconds: 10, headers: BROWSER_ENCODINGS },
  ...memberRuns(memberCookie),
  // Every admin list and search at 100,000 members and 1,000,000 leads (seeded first).
  ...adminRuns(memberCookie, keys, SCALE.label),
  leadSubmissionRun(10),
  await bookingRun(baseUrl, 10),
  // The same at 100 connections, each against the static file at 100 (the ceiling).
  { name: "static file", path: "/favicon.svg", connections: 100, durationSeconds: 10 },
  { name: "GET /", path: "/", connections: 100, durationSeconds: 10 },
  { name: "GET /dashboard (member)", path: "/dashboard", connections: 100, durationSeconds: 10, headers: { cookie: memberCookie } },
  leadSubmissionRun(100),
  await bookingRun(baseUrl, 100),
];

/** Signed in: every request checks the session in SQLite and renders for this member. */
const memberRuns = (memberCookie) => [
  { name: "GET /dashboard (member)", path: "/dashboard", connections: 10, durationSeconds: 10, headers: { cookie: memberCookie } },
  { name: "GET lesson (member)", path: "/lesson/intro/why-no-cost", connections: 10, durationSeconds: 10, headers: { cookie: memberCookie } },
];

/** The sizes the admin's lists are measured at, and the smaller ones on the way (how the cost grows). */
const SCALE = { members: 100_000, leads: 1_000_000, label: "100k members" };
const GROWTH = [
  { members: 1_000, leads: 10_000, label: "1k members" },
  { members: 10_000, leads: 100_000, label: "10k members" },
];

/**
 * The admin's lists and searches, signed in as the super admin (the bench's member): the
 * dashboard (users and booked calls), a search, pages deep in each list as their "next page"
 * links ask for them, the leads, the instalment plans and the quiz statistics.
 */
function adminRuns(cookie, keys, label, durationSeconds = 10) {
  const run = (name, path) => ({ name: `${name}, ${label} (admin)`, path, connections: 10, durationSeconds, headers: { cookie } });
  return [
    run("GET /admin-dashboard", "/admin-dashboard"),
    run("GET /admin-dashboard user search", "/admin-dashboard?q=bench-user-9876"),
    run("GET /admin-dashboard user page 300", `/admin-dashboard?page=300&after=${encodeURIComponent(keys.usersPage300)}`),
    run("GET /admin-dashboard calls mid-list", `/admin-dashboard?calls-after=${encodeURIComponent(keys.callsMiddle)}`),
    run("GET leads", "/admin-dashboard/leads"),
    run("GET leads search", "/admin-dashboard/leads?q=bench-lead-98765"),
    run("GET leads mid-list", `/admin-dashboard/leads?after=${encodeURIComponent(keys.leadsMiddle)}`),
    run("GET instalments", "/admin-dashboard/instalments"),
    run("GET instalments mid-list", `/admin-dashboard/instalments?after=${encodeURIComponent(keys.plansMiddle)}`),
    run("GET quiz statistics", "/admin-dashboard/quizzes"),
    run("GET /admin overview 12 weeks", "/admin?range=12w"),
    run("GET /admin overview 12 months", "/admin?range=12m"),
  ];
}

/** The admin's lists at 10 connections (p99 budget 100 ms each), and the owner's overview (p99 budget 150 ms). */
function adminListsP99(load, overview = false) {
  const budgetMs = overview ? 150 : 100;
  const runs = load.filter((run) => run.name.endsWith(`${SCALE.label} (admin)`) && run.name.includes(" overview ") === overview);
  return { budgetMs, runs: runs.map((run) => ({ name: run.name, p99Ms: run.latencyP99Ms, met: run.latencyP99Ms < budgetMs && run.non2xx === 0 })) };
}
/**
 * Fill the server's database up to a size, then restart the server on it. The seed writes what
 * would be years of rows in seconds, from a connection of its own; the server's query planner
 * reads the tables' statistics when it opens the database and refreshes them hourly while it
 * runs (PRAGMA optimize), so a site that grew to this size has them: the restart stands in for
 * those hours.
 */
async function seedTo(server, size) {
  const seeded = seedScale(server.databasePath, size);
  console.log(`seeded ${seeded.members} members and ${seeded.leads} leads in ${seeded.seconds} s`);
  await server.restart();
  return seeded;
}

/** Plans whose instalment falls due at once, for the due-instalment job (budget: one run under a minute, none charged twice). */
const INSTALMENT_PLANS = 10_000;

/** Sign the bench's member in through the real form; returns the session cookie. */
async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/auth`, { method: "POST", body: new URLSearchParams(BENCH_MEMBER), redirect: "manual" });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__session="));
  if (!cookie) throw new Error(`bench sign-in failed with status ${response.status}`);
  return cookie.split(";")[0];
}

/** Signed-in pages at 10 connections: p99 budget 50 ms (member portal issue). */
function memberPagesP99(load) {
  const runs = load.filter((run) => run.name.endsWith("(member)") && run.connections === 10);
  return { budgetMs: 50, runs: runs.map((run) => ({ name: run.name, p99Ms: run.latencyP99Ms, met: run.latencyP99Ms < 50 && run.non2xx === 0 })) };
}

function landingVersusStatic(load, suffix = "") {
  const staticRun = load.find((run) => run.name === `static file${suffix}` && run.connections === 10);
  const landing = load.find((run) => run.name === `GET /${suffix}` && run.connections === 10);
  const ratio = Math.round((landing.requestsPerSecond / staticRun.requestsPerSecond) * 100) / 100;
  return { ratio, landingP99Ms: landing.latencyP99Ms, goal: LANDING_GOAL, met: ratio >= LANDING_GOAL.ratio && landing.latencyP99Ms < LANDING_GOAL.p99Ms };
}

/** The same, both asked with a browser's Accept-Encoding: budget >= 0.8 (a cached page is compressed once). */
function compressedLandingVersusStatic(load) {
  const { ratio, landingP99Ms } = landingVersusStatic(load, " (browser encodings)");
  return { ratio, landingP99Ms, goal: { ratio: 0.8 }, met: ratio >= 0.8 };
}

const BUILD_DIRECTORY = process.env.BUILD_DIR ?? "build";
const PORT = Number(process.env.BENCH_PORT ?? 3190);
// On a busy machine, BENCH_LIGHTHOUSE_RUNS=3 keeps each page's median Lighthouse run.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const RESULTS_FILE = path.join("bench-results", "latest.json");

/**
 * Lighthouse measures pages as they are deployed: through the repository's Caddyfile
 * (https, HTTP/2, Caddy's compression), as compose.yaml runs it, when caddy is installed.
 * Without it, straight to Node over HTTP/1.1, where every script is a request of its own
 * on one of six connections; the results say which was measured.
 */
async function startLighthouseFront(appPort) {
  if (!caddyInstalled()) {
    console.log("caddy is not installed (apt-get install -y caddy): Lighthouse goes straight to Node over HTTP/1.1, not as deployed");
    return { via: "http/1.1 straight to Node (caddy not installed)", origin: null, stop: async () => {} };
  }
  const caddy = await startLocalCaddy({ appPort });
  return { via: "https and HTTP/2 through the repository's Caddyfile", origin: caddy.origin, stop: caddy.stop };
}

async function measurePages(baseUrl, lighthouseOrigin, memberCookie) {
  const browser = await launchBrowser();
  const pages = [];
  const toMeasure = [...PAGES.map((pagePath) => ({ pagePath })), ...MEMBER_PAGES.map((pagePath) => ({ pagePath, cookie: memberCookie }))];
  try {
    // One page at a time: the machine has two cores and Lighthouse times the CPU.
    for (const { pagePath, cookie } of toMeasure) {
      const url = baseUrl + pagePath;
      const lighthouseUrl = (lighthouseOrigin ?? baseUrl) + pagePath;
      process.stdout.write(`measuring ${pagePath}${cookie ? " (member)" : ""} ... `);
      const page = { path: cookie ? `${pagePath} (member)` : pagePath, weight: null, lighthouse: null, error: null };
      try {
        page.weight = await measurePage(browser, url, { cookie });
        const served = page.weight.status >= 200 && page.weight.status < 300;
        if (served) page.lighthouse = await runLighthouse(lighthouseUrl, { runs: LIGHTHOUSE_RUNS, cookie, localCertificate: Boolean(lighthouseOrigin) });
      } catch (error) {
        page.error = error instanceof Error ? error.message : String(error);
      }
      page.budget = checkBudgets(page, BUDGETS);
      console.log(page.error ? "error" : page.budget.verdict);
      pages.push(page);
    }
  } finally {
    await browser.close();
  }
  return pages;
}

// Reads are measured warm: the same load runs first for a few seconds, uncounted, so V8 has
// compiled that page's code. A server that has just started answers its first few hundred
// requests of a page slower (p99 +30 ms on /dashboard); a deployed server is warm for the
// rest of its life. Posts are measured cold: warming them would store leads and book the slot.
const WARMUP_SECONDS = 3;

async function runScenarios(baseUrl, databasePath, scenarios) {
  const runs = [];
  for (const { name, path: runPath, expectedStatus, ...options } of scenarios) {
    const warmupSeconds = options.method ? 0 : WARMUP_SECONDS;
    process.stdout.write(`load ${name} for ${warmupSeconds ? `${warmupSeconds}s (warm-up) + ` : ""}${options.durationSeconds}s ... `);
    if (warmupSeconds) await runAutocannon({ url: baseUrl + runPath, ...options, durationSeconds: warmupSeconds });
    const leadsBefore = countRows(databasePath, "leads");
    const run = { name, warmupSeconds, ...(await runAutocannon({ url: baseUrl + runPath, ...options })) };
    // A lead submission only counts when the lead is really in the database.
    if (runPath === "/lead-survey") run.stored = countRows(databasePath, "leads") - leadsBefore;
    if (runPath === "/booking-calendar") run.stored = countRows(databasePath, "bookings");
    if (expectedStatus) run.expectedStatus = expectedStatus;
    runs.push(run);
    console.log("done");
  }
  return runs;
}

// `npm run bench -- --load-only` skips the page measurements (Lighthouse takes minutes);
// `-- --member-only` measures only the signed-in member's pages under load (a minute), and
// `-- --admin-only` only the admin's lists and overview at 100,000 members and 1,000,000 leads,
// and `-- --booking-only` only the booking calendar (a date's free times, and booking posts),
// to compare a change before and after.
const LOAD_ONLY = process.argv.includes("--load-only");
const MEMBER_ONLY = process.argv.includes("--member-only");
const ADMIN_ONLY = process.argv.includes("--admin-only");
const BOOKING_ONLY = process.argv.includes("--booking-only");

/** A few scenarios, three runs each (the median of three p99s is what to quote on a busy machine). */
async function quickRuns(scenariosFor) {
  buildApp(BUILD_DIRECTORY);
  const server = await startServer({
    buildDirectory: BUILD_DIRECTORY,
    port: PORT,
    env: { RATE_LIMIT_MULTIPLIER: "100000", SUPER_ADMIN_EMAIL: BENCH_MEMBER.email, SUPER_ADMIN_PASSWORD: BENCH_MEMBER.password },
  });
  try {
    const memberCookie = await signIn(server.baseUrl);
    const runs = await scenariosFor(server, memberCookie);
    const load = await runScenarios(server.baseUrl, server.databasePath, [...runs, ...runs, ...runs]);
    for (const run of load)
      console.log(`${run.name}: p99 ${run.latencyP99Ms} ms, median ${run.latencyP50Ms} ms, ${run.requestsPerSecond} req/s, non-2xx ${run.non2xx}`);
  } finally {
    await server.stop();
  }
  return 0;
}

const memberOnly = () => quickRuns((_server, memberCookie) => memberRuns(memberCookie));
const adminOnly = () =>
  quickRuns(async (server, memberCookie) => {
    await seedTo(server, SCALE);
    return adminRuns(memberCookie, deepPageKeys(server.databasePath), SCALE.label);
  });

const bookingOnly = () =>
  quickRuns(async (server) => {
    const posts = await bookingRun(server.baseUrl, 10);
    return [
      {
        name: "GET /booking-calendar (a date's times)",
        path: `/booking-calendar?tz=America%2FDenver&date=${posts.date}`,
        connections: 10,
        durationSeconds: 10,
      },
      posts,
    ];
  });

async function main() {
  if (MEMBER_ONLY) return memberOnly();
  if (BOOKING_ONLY) return bookingOnly();
  if (ADMIN_ONLY) return adminOnly();
  const startedOn = machineInfo();
  buildApp(BUILD_DIRECTORY);
  const server = await startServer({
    buildDirectory: BUILD_DIRECTORY,
    port: PORT,
    // Raised limits so the load test measures the app, not the rate limiter; the member is
    // created at start the way a first admin is.
    env: { RATE_LIMIT_MULTIPLIER: "100000", SUPER_ADMIN_EMAIL: BENCH_MEMBER.email, SUPER_ADMIN_PASSWORD: BENCH_MEMBER.password },
  });
  let pages = [];
  let lighthouseVia = null;
  let uploadedPhoto = null;
  let load;
  let seed;
  let databaseSize;
  const growth = [];
  try {
    const memberCookie = await signIn(server.baseUrl);
    if (!LOAD_ONLY) {
      uploadedPhoto = await publishFounderPhoto(server.baseUrl, memberCookie);
      const front = await startLighthouseFront(PORT);
      lighthouseVia = front.via;
      try {
        pages = await measurePages(server.baseUrl, front.origin, memberCookie);
      } finally {
        await front.stop();
      }
    }
    // How the admin's lists grow: a shorter run of each at 1k and 10k members, then all at 100k.
    for (const size of GROWTH) {
      const seeded = await seedTo(server, size);
      growth.push({
        ...size,
        seeded,
        size: databaseSizes(server.databasePath),
        load: await runScenarios(server.baseUrl, server.databasePath, adminRuns(memberCookie, deepPageKeys(server.databasePath), size.label, 5)),
      });
    }
    seed = await seedTo(server, SCALE);
    load = await runScenarios(server.baseUrl, server.databasePath, await loadRuns(server.baseUrl, memberCookie, deepPageKeys(server.databasePath)));
    databaseSize = databaseSizes(server.databasePath);
  } finally {
    await server.stop();
  }

  // The built app runs in this process too (the coach, the instalment job), with the bench
  // server's test-mode payments: as a production deploy without them, it would charge nothing.
  process.env.PAYMENTS = "test";
  const coach = await evaluateCoach(BUILD_DIRECTORY);
  const instalments = await benchInstalments(BUILD_DIRECTORY, INSTALMENT_PLANS);
  const hydration = await hydrationOf(BUILD_DIRECTORY, [...PAGES, ...MEMBER_PAGES]);
  for (const page of pages) page.hydration = hydration[page.path.replace(" (member)", "")];
  const results = {
    ...startedOn,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    lighthouseVia,
    // /about shows it: the page with an uploaded photo whose weight and layout shift are measured.
    uploadedPhoto,
    budgets: BUDGETS,
    pages,
    load,
    landingVersusStatic: landingVersusStatic(load),
    compressedLandingVersusStatic: compressedLandingVersusStatic(load),
    memberPagesP99: memberPagesP99(load),
    seed,
    databaseSize,
    growth,
    adminListsP99: adminListsP99(load),
    overviewP99: adminListsP99(load, true),
    coach,
    instalments,
  };
  printReport(results);
  writeResults(results, RESULTS_FILE);
  console.log(`Figures written to ${RESULTS_FILE}`);
  return pages.some((page) => page.error) ? 1 : 0;
}

// Turn signals into a normal exit so the server's exit hook stops it.
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  },
);
