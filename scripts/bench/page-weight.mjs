import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium.mjs";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Loads one URL in a fresh context (empty cache, no cookies but `cookie`) and waits for the network to
 * settle, so hydration and Remix's lazy route discovery are counted too. Bytes are what went
 * over the wire (CDP encodedDataLength: compressed body plus headers, as served); the
 * *BodyBytes figures leave the response headers out.
 */
export async function measurePage(browser, url, { cookie } = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

    const requests = new Map();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      requests.set(requestId, { url: request.url, type, mimeType: "", headerBytes: 0, bytes: 0, failed: false });
    });
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.mimeType = response.mimeType;
      entry.headerBytes = response.encodedDataLength; // at this point: the response headers only
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
    });
    cdp.on("Network.loadingFailed", ({ requestId }) => {
      const entry = requests.get(requestId);
      if (entry) entry.failed = true;
    });

    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    const networkRequests = [...requests.values()].filter((entry) => /^(https?|wss?):/.test(entry.url));
    const thirdParty = networkRequests.filter((entry) => !LOCAL_HOSTS.has(new URL(entry.url).hostname));
    const scripts = networkRequests.filter(isScript);
    return {
      status: response?.status() ?? 0,
      requests: networkRequests.length,
      failedRequests: networkRequests.filter((entry) => entry.failed).length,
      totalBytes: sum(networkRequests.map((entry) => entry.bytes)),
      totalBodyBytes: sum(networkRequests.map(bodyBytes)),
      scriptBytes: sum(scripts.map((entry) => entry.bytes)),
      scriptBodyBytes: sum(scripts.map(bodyBytes)),
      scriptRequests: scripts.length,
      // Largest first: where to look when a page goes over its JS budget.
      scripts: scripts.map((entry) => ({ path: new URL(entry.url).pathname, bytes: entry.bytes })).sort((a, b) => b.bytes - a.bytes),
      thirdPartyRequests: thirdParty.length,
      thirdPartyUrls: thirdParty.map((entry) => entry.url),
    };
  } finally {
    await context.close();
  }
}

function isScript(entry) {
  return entry.type === "Script" || /javascript|ecmascript/.test(entry.mimeType);
}

function bodyBytes(entry) {
  return Math.max(0, entry.bytes - entry.headerBytes); // a failed request has headers at most
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}
