import { expect, test } from "@playwright/test";
import { rawRequest, startServer } from "../support/server-process";
import { leadForm, readDatabase } from "../support/reliability";

// Past what the host can serve in time, a request for a page the app renders is answered at
// once with 503 and Retry-After instead of waiting until the client gives up; the health check
// is always answered; nothing refused is stored; and once the server has caught up it serves
// again. The overload is real: the server gets no CPU at all for a moment (SIGSTOP, as a
// starved process on a loaded host), while clients go on sending.

const OVERLOAD_DELAY_MS = 200;
/** How long the host gives the server no CPU: the overload itself, well past OVERLOAD_DELAY_MS. */
const STARVED_MS = 1_500;

function postLead(baseURL: string, email: string, sequence: number) {
  const body = leadForm(email, sequence).toString();
  return rawRequest(`${baseURL}/lead-survey`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)), origin: baseURL },
  });
}

test("a server held up past OVERLOAD_DELAY_MS answers pages and posts 503 with Retry-After at once, stores nothing it refused, keeps answering the health check, and serves again once caught up", async () => {
  const server = await startServer({ OVERLOAD_DELAY_MS: String(OVERLOAD_DELAY_MS), RATE_LIMIT_MULTIPLIER: "1000" });
  try {
    // Served while idle.
    expect((await rawRequest(`${server.baseURL}/lead-survey`)).status).toBe(200);

    server.child.kill("SIGSTOP");
    const starved = new Promise((resolve) => setTimeout(resolve, STARVED_MS));
    const page = rawRequest(`${server.baseURL}/lead-survey`);
    const posts = Array.from({ length: 5 }, (_, sequence) => ({
      email: `overload-${sequence}@example.test`,
      answer: postLead(server.baseURL, `overload-${sequence}@example.test`, sequence),
    }));
    const health = rawRequest(`${server.baseURL}/healthcheck`);
    await starved;
    server.child.kill("SIGCONT");

    const refusedPage = await page;
    expect(refusedPage.status).toBe(503);
    expect(refusedPage.headers["retry-after"]).toBe("2");
    expect(refusedPage.headers["cache-control"]).toBe("no-store");
    expect(refusedPage.body).toContain("Busy for a moment");
    for (const { answer } of posts) {
      const refused = await answer;
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("2");
      expect(refused.body).toContain("Nothing you sent was kept");
    }
    expect((await health).status).toBe(200);
    const stored = readDatabase(server.dataDirectory, (database) => database.prepare("select count(*) from leads where email like 'overload-%'").pluck().get());
    expect(stored).toBe(0);
    expect(server.output()).toMatch(/\[overload\] the event loop is \d+ ms behind \(OVERLOAD_DELAY_MS=200\): answering 503 until it catches up/);

    // Caught up: a visitor trying again is served, and their post is stored.
    await expect.poll(async () => (await rawRequest(`${server.baseURL}/lead-survey`)).status).toBe(200);
    expect((await postLead(server.baseURL, "overload-again@example.test", 9)).status).toBe(302);
    expect(
      readDatabase(server.dataDirectory, (database) =>
        database.prepare("select count(*) from leads where email = 'overload-again@example.test'").pluck().get(),
      ),
    ).toBe(1);
    await expect.poll(() => server.output()).toMatch(/\[overload\] caught up: \d+ requests were answered 503/);
  } finally {
    await server.stop();
  }
});
