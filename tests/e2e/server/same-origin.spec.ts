import { expect, test } from "@playwright/test";
import { postForm, startServer } from "../support/server-process";

// One Origin check decides whether a post comes from this site's own pages: SITE_URL's
// origin when it is set, else the Host the browser asked for. X-Forwarded-Host, which any
// client can send, plays no part unless a proxy is trusted (and then SITE_URL is set).

const leadStep = { name__confirm: "", step: "1", intent: "next", firstName: "Ana", email: "ana@example.test", phone: "801-555-0100" };

test("without SITE_URL: the Host decides, X-Forwarded-Host does not", async () => {
  const server = await startServer();
  try {
    const host = `127.0.0.1:${server.port}`;
    const forged = await postForm(`${server.baseURL}/lead-survey`, leadStep, { headers: { origin: "http://127.0.0.1:1", "x-forwarded-host": "127.0.0.1:1" } });
    expect(forged.status).toBe(403);
    expect(forged.body).toContain("Cross-site form posts are not accepted.");

    const own = await postForm(`${server.baseURL}/lead-survey`, leadStep, { headers: { origin: `http://${host}` } });
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);

    // The same server reached under another of its names (localhost rather than 127.0.0.1).
    const otherName = await postForm(`${server.baseURL}/lead-survey`, leadStep, {
      headers: { origin: `http://localhost:${server.port}`, host: `localhost:${server.port}` },
    });
    expect(otherName.status).not.toBe(403);
    expect(otherName.status).toBeLessThan(500);
  } finally {
    await server.stop();
  }
});

test("with SITE_URL: only that origin, whatever Host or X-Forwarded-Host say", async () => {
  const server = await startServer({ SITE_URL: "https://academy.example" });
  try {
    const forgeries: Record<string, string>[] = [
      { origin: `http://127.0.0.1:${server.port}` },
      { origin: "https://evil.example", host: "evil.example" },
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
      { origin: "https://academy.example.evil.example", host: "academy.example.evil.example" },
    ];
    for (const headers of forgeries) {
      const answer = await postForm(`${server.baseURL}/lead-survey`, leadStep, { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    const own = await postForm(`${server.baseURL}/lead-survey`, leadStep, { headers: { origin: "https://academy.example", host: "academy.example" } });
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
  } finally {
    await server.stop();
  }
});

test("a post from the site's own origin with a forged X-Forwarded-Host is refused with 400 before Remix, and writes no stack to the log", async () => {
  test.setTimeout(120_000); // two servers, one after the other
  for (const settings of [{}, { SITE_URL: "https://academy.example" }] as Record<string, string>[]) {
    const server = await startServer(settings);
    try {
      const origin = "SITE_URL" in settings ? "https://academy.example" : `http://127.0.0.1:${server.port}`;
      const host = new URL(origin).host;
      for (const forwarded of ["evil.example", `evil.example, ${host}`]) {
        const answer = await postForm(`${server.baseURL}/lead-survey`, leadStep, { headers: { origin, host, "x-forwarded-host": forwarded } });
        expect(answer.status, `${JSON.stringify(settings)} ${forwarded}`).toBe(400);
      }
      const agreeing = await postForm(`${server.baseURL}/lead-survey`, leadStep, { headers: { origin, host, "x-forwarded-host": host } });
      expect(agreeing.status).toBeLessThan(400);
      expect(server.output()).not.toContain("[error]");
      expect(server.output()).not.toContain("Aborting the action");
    } finally {
      await server.stop();
    }
  }
});
