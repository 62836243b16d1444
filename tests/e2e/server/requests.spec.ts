import net from "node:net";
import { expect, test } from "@playwright/test";
import { rawRequest } from "../support/server-process";

// Bounded requests and the headers every response carries, static files included.

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postBody = (url: string, body: string) =>
  rawRequest(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) },
  });

test("a form post over 64 KB gets 413 and a clear message, before its body is read", async ({ baseURL }) => {
  const body = form({ name__confirm: "", step: "4", intent: "submit", motivation: "x".repeat(70 * 1024) });
  const answer = await postBody(`${baseURL}/lead-survey`, body);
  expect(answer.status).toBe(413);
  expect(answer.body).toContain("forms on this site take at most 64 KB");
  expect(answer.headers.connection).toBe("close");
});

test("a huge declared body is refused at once, without the server waiting for it", async ({ baseURL }) => {
  const { port, hostname } = new URL(baseURL!);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  // Announce 1 GB, send only the headers: the answer must not wait for the rest.
  socket.write(`POST /lead-survey HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${1024 ** 3}\r\n\r\n`);
  await expect.poll(() => received).toContain("HTTP/1.1 413");
  socket.destroy();
  await closed;
});

test("a post within the limit is answered by the page as usual", async ({ baseURL }) => {
  const body = form({ name__confirm: "", step: "1", intent: "next", firstName: "x".repeat(60 * 1024), email: "a@example.test", phone: "801-555-0100" });
  const answer = await postBody(`${baseURL}/lead-survey`, body);
  expect(answer.status).toBe(400);
  expect(answer.body).toContain("Please keep your first name under 100 characters");
});

test("a streamed (chunked) body without a length is refused with 411", async ({ baseURL }) => {
  const answer = await rawRequest(`${baseURL}/lead-survey`, {
    method: "POST",
    body: form({ name__confirm: "", step: "1" }),
    headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
  });
  expect(answer.status).toBe(411);
});

test("a client that never finishes its headers is disconnected", async ({ baseURL }) => {
  const { port, hostname } = new URL(baseURL!);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `);
  await closed; // the server's 10 s header timeout ends it
  expect(received).toContain("408");
});

test("static files carry the security headers too", async ({ baseURL, request }) => {
  const page = await (await request.get("/pricing")).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page)![1];
  for (const file of ["/favicon.svg", stylesheet]) {
    const answer = await rawRequest(`${baseURL}${file}`);
    expect(answer.status, file).toBe(200);
    expect(answer.headers["x-content-type-options"], file).toBe("nosniff");
    expect(answer.headers["referrer-policy"], file).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["x-frame-options"], file).toBe("DENY");
    expect(answer.headers["content-security-policy"], file).toContain("frame-ancestors 'none'");
    expect(answer.headers["content-security-policy"], file).toContain("default-src 'none'");
    // http site address on the test server: no HSTS (see client-address.spec.ts for https)
    expect(answer.headers["strict-transport-security"], file).toBeUndefined();
  }
  const asset = await rawRequest(`${baseURL}${stylesheet}`);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("pages carry nosniff, referrer policy, frame-ancestors and a CSP: a nonce when rendered, script hashes when sent from the page cache", async ({
  baseURL,
}) => {
  const path = `/about?visit=${Date.now()}`;
  const rendered = await rawRequest(`${baseURL}${path}`);
  const stored = await rawRequest(`${baseURL}${path}`);
  expect([rendered.headers["x-page-cache"], stored.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
  for (const answer of [rendered, stored]) {
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // one policy, not two stacked ones
    expect(String(answer.headers["content-security-policy"]).match(/default-src/g)).toHaveLength(1);
  }
  expect(rendered.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}';/);
  // /about runs no script: its stored copy allows none inline.
  expect(stored.headers["content-security-policy"]).toContain("script-src 'self';");
});

test("a rendered page is sent whole, its length known before the first byte", async ({ baseURL }) => {
  // /auth is rendered for every visitor (never from the page cache).
  const answer = await rawRequest(`${baseURL}/auth`, { method: "GET" });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("</html>");
  expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers["transfer-encoding"]).toBeUndefined();
});

test("there is no single-fetch data endpoint: /<page>.data is an unknown address", async ({ baseURL }) => {
  for (const pagePath of ["/pricing.data", "/_root.data", "/welcome.data"]) {
    const answer = await rawRequest(`${baseURL}${pagePath}`);
    expect(answer.status, pagePath).toBe(404);
    expect(answer.headers["content-type"], pagePath).toMatch(/^text\/html/);
  }
});
