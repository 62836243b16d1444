import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const KB = 1000; // kB as DevTools shows them

/** Which budgets one page misses; a page that is not 2xx is reported as missing instead. */
export function checkBudgets(page, budgets) {
  if (page.error) return { verdict: "error", failures: [] };
  if (page.weight.status < 200 || page.weight.status >= 300) return { verdict: `HTTP ${page.weight.status}`, failures: [] };
  const failures = [];
  const { lighthouse: scores, weight } = page;
  if (scores.performance === null || scores.performance < budgets.performance) failures.push("perf");
  if (scores.accessibility === null || scores.accessibility < budgets.accessibility) failures.push("a11y");
  // The budget is the gzip-compressed JavaScript itself; response headers are shown beside it.
  if (weight.scriptBodyBytes > budgets.scriptKb * KB) failures.push("js");
  if (weight.thirdPartyRequests > budgets.thirdPartyRequests) failures.push("3rd-party");
  return { verdict: failures.length ? "FAIL" : "pass", failures };
}

/** A run's throughput as a share of the same server's static file at the same concurrency. */
function ratioToStatic(load, run) {
  const ceiling = load.find((candidate) => candidate.name === "static file" && candidate.connections === run.connections);
  return ceiling && ceiling !== run ? (run.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2) : "-";
}

export function printReport(results) {
  const { budgets } = results;
  console.log(
    `\nBench ${results.date} · node ${results.node} · ${results.cores} cores\n` +
      `Budgets: Lighthouse perf >= ${budgets.performance}, a11y >= ${budgets.accessibility} (mobile) · ` +
      `JS <= ${budgets.scriptKb} kB gzip (compressed scripts; "JS wire" adds response headers) · ${budgets.thirdPartyRequests} third-party requests\n` +
      (results.lighthouseVia ? `Lighthouse went ${results.lighthouseVia}; byte counts are what Node itself sends to Chromium\n` : ""),
  );
  const rows = results.pages.map((page) => [
    page.path,
    String(page.weight?.status ?? "-"),
    page.weight ? kb(page.weight.scriptBodyBytes) : "-",
    page.weight ? kb(page.weight.scriptBytes) : "-",
    page.weight ? kb(page.weight.totalBytes) : "-",
    String(page.weight?.requests ?? "-"),
    String(page.weight?.thirdPartyRequests ?? "-"),
    String(page.lighthouse?.performance ?? "-"),
    String(page.lighthouse?.accessibility ?? "-"),
    [page.budget.verdict, ...page.budget.failures].join(" "),
  ]);
  if (results.loadAverageAtStart > results.cores) {
    console.log(`Note: load average was ${results.loadAverageAtStart.toFixed(1)} at start; other work skews CPU-bound figures.\n`);
  }
  printTable(["page", "status", "JS kB", "JS wire", "all kB", "reqs", "3rd", "perf", "a11y", "budget"], rows);

  for (const page of results.pages) {
    if (page.error) console.log(`  ${page.path}: ${page.error}`);
    if (page.lighthouse?.failedAccessibilityAudits.length) {
      console.log(`  ${page.path}: accessibility audits failing: ${page.lighthouse.failedAccessibilityAudits.join(", ")}`);
    }
    if (page.weight?.thirdPartyUrls.length) console.log(`  ${page.path}: third-party: ${page.weight.thirdPartyUrls.join(", ")}`);
  }

  const hydrating = results.pages.filter((page) => page.hydration?.hydrates);
  const htmlOnly = results.pages.filter((page) => page.hydration && !page.hydration.hydrates);
  if (results.pages.length) {
    console.log(`\nNo JavaScript (${htmlOnly.length} pages): ${htmlOnly.map((page) => `${page.path} ${kb(page.weight?.scriptBodyBytes ?? 0)} kB`).join(", ")}`);
    console.log(`Hydrating (${hydrating.length} pages), and why:`);
    for (const page of hydrating) console.log(`  ${page.path}: ${page.hydration.why}`);
  }

  console.log("");
  printTable(
    ["load", "conns", "warm-up s", "secs", "req/s", "vs static", "p50 ms", "p99 ms", "status codes", "stored", "errors"],
    results.load.map((run) => [
      run.name,
      String(run.connections),
      String(run.warmupSeconds ?? 0),
      String(run.durationSeconds),
      String(run.requestsPerSecond),
      ratioToStatic(results.load, run),
      String(run.latencyP50Ms),
      String(run.latencyP99Ms),
      Object.entries(run.statusCodes ?? {})
        .map(([code, count]) => `${code}:${count}`)
        .join(" "),
      run.stored === undefined ? "-" : String(run.stored),
      String(run.errors + run.timeouts),
    ]),
  );
  console.log("Reads run warm (the same load first, uncounted, for the warm-up seconds); posts run cold.");

  const landing = results.landingVersusStatic;
  console.log(
    `\nGET / vs static file at 10 connections: ratio ${landing.ratio} (goal >= ${landing.goal.ratio}), ` +
      `GET / p99 ${landing.landingP99Ms} ms (goal < ${landing.goal.p99Ms}): ${landing.met ? "met" : "NOT met"}`,
  );

  const compressed = results.compressedLandingVersusStatic;
  console.log(
    `GET / vs static file, both with a browser's Accept-Encoding: ratio ${compressed.ratio} (goal >= ${compressed.goal.ratio}): ${compressed.met ? "met" : "NOT met"}`,
  );

  for (const run of results.adminListsP99.runs) {
    console.log(`${run.name} p99 ${run.p99Ms} ms (budget < ${results.adminListsP99.budgetMs} ms, all 2xx): ${run.met ? "met" : "NOT met"}`);
  }
  for (const run of results.overviewP99.runs) {
    console.log(`${run.name} p99 ${run.p99Ms} ms (budget < ${results.overviewP99.budgetMs} ms, all 2xx): ${run.met ? "met" : "NOT met"}`);
  }
  const { seed, databaseSize } = results;
  console.log(
    `Seeded ${seed.members} members and ${seed.leads} leads in ${seed.seconds} s; database ${databaseSize.totalMb} MB ` +
      `(members ${databaseSize.membersMb} MB, ${databaseSize.mbPer10kMembers} MB per 10k; leads ${databaseSize.leadsMb} MB, ${databaseSize.mbPer100kLeads} MB per 100k)`,
  );
  console.log("\nHow the admin's lists grow (p99 ms at 10 connections; 5 s runs below 100k):");
  const scales = [
    ...results.growth.map((step) => ({ label: step.label, load: step.load })),
    { label: "100k members", load: results.load.filter((run) => run.name.endsWith("(admin)")) },
  ];
  const listNames = scales[0].load.map((run) => run.name.replace(/, [^,]+ \(admin\)$/, ""));
  printTable(
    ["admin list", ...scales.map((scale) => scale.label)],
    listNames.map((name) => [name, ...scales.map((scale) => String(scale.load.find((run) => run.name.startsWith(`${name}, `))?.latencyP99Ms ?? "-"))]),
  );

  for (const run of results.memberPagesP99.runs) {
    console.log(`${run.name} p99 ${run.p99Ms} ms (budget < ${results.memberPagesP99.budgetMs} ms, all 2xx): ${run.met ? "met" : "NOT met"}`);
  }

  const { coach } = results;
  const coachMet =
    coach.citedExpected >= coach.budget.citedExpected &&
    coach.containsExpected >= coach.budget.containsExpected &&
    coach.latencyP95Ms < coach.budget.latencyP95Ms;
  console.log(
    `Coach (embedded) on ${coach.questions} questions: ${coach.citedExpected}% cite an expected lesson (budget >= ${coach.budget.citedExpected}%), ` +
      `${coach.containsExpected}% contain the expected fact (budget >= ${coach.budget.containsExpected}%), ` +
      `answer p95 ${coach.latencyP95Ms} ms (budget < ${coach.budget.latencyP95Ms} ms): ${coachMet ? "met" : "NOT met"}`,
  );
  for (const miss of coach.uncited)
    console.log(
      `  lesson missed: "${miss.question}" cited ${miss.citations.join(", ") || "nothing"}; expected ${miss.expectedLessons.join(", ") || "nothing"}`,
    );
  for (const miss of coach.lacking) console.log(`  fact missed: "${miss.question}" lacks "${miss.mustContain}"; opens "${miss.opening}"`);

  const { instalments } = results;
  const once = instalments.chargedTwice === 0 && instalments.chargedInSecondRun === 0 && instalments.providerCharges === instalments.plans;
  console.log(
    `Due-instalment job, ${instalments.plans} plans due: ${instalments.seconds} s (budget < ${instalments.budget.seconds} s), ${instalments.paid} paid, ${instalments.failed} declined, ` +
      `${instalments.providerCharges} charges at the provider, ${instalments.chargedTwice} charged twice, ${instalments.chargedInSecondRun} charged by a second run: ` +
      `${instalments.seconds < instalments.budget.seconds && once ? "met" : "NOT met"}`,
  );

  const counts = countVerdicts(results.pages);
  console.log(`\nPages: ${counts.pass} within budget, ${counts.fail} over budget, ${counts.missing} not served (non-2xx), ${counts.error} failed to measure.`);
}

export function writeResults(results, file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export function machineInfo() {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.availableParallelism?.() ?? os.cpus().length,
    cpu: os.cpus()[0]?.model ?? "unknown",
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: os.loadavg()[0],
  };
}

function countVerdicts(pages) {
  const counts = { pass: 0, fail: 0, missing: 0, error: 0 };
  for (const { budget } of pages) {
    if (budget.verdict === "pass") counts.pass += 1;
    else if (budget.verdict === "FAIL") counts.fail += 1;
    else if (budget.verdict === "error") counts.error += 1;
    else counts.missing += 1;
  }
  return counts;
}

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) console.log(line(row));
}

function kb(bytes) {
  return (bytes / KB).toFixed(1);
}
