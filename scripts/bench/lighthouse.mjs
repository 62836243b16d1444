import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.mjs";

const CATEGORIES = ["performance", "accessibility"];
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  speedIndexMs: "speed-index",
  cls: "cumulative-layout-shift",
};

/**
 * Lighthouse's default config (mobile, simulated slow 4G and 4x CPU slowdown) on one URL.
 * Its CPU timings suffer when other work shares the machine, so `runs` > 1 keeps the run
 * with the median performance score. Scores are 0-100; failedAccessibilityAudits names
 * what to fix when accessibility drops. `localCertificate`: the URL is served by the local
 * Caddy, whose certificate comes from its own CA that this throwaway browser does not know.
 */
export async function runLighthouse(url, { runs = 1, cookie, localCertificate = false } = {}) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouseOnce(url, cookie, localCertificate));
  results.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return { ...results[Math.floor(results.length / 2)], runs, performanceRuns: results.map((result) => result.performance) };
}

// A Chromium of its own per run, so no cache or storage carries over from another page.
async function runLighthouseOnce(url, cookie, localCertificate) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, ...(localCertificate ? ["--ignore-certificate-errors"] : [])],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // A signed-in page: the member's session cookie on every request.
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      metrics: Object.fromEntries(Object.entries(METRICS).map(([name, auditId]) => [name, round(lhr.audits[auditId]?.numericValue)])),
      failedAccessibilityAudits: lhr.categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

function score(category) {
  return category.score === null ? null : Math.round(category.score * 100);
}

function round(value) {
  return value === undefined ? null : Math.round(value * 1000) / 1000;
}
