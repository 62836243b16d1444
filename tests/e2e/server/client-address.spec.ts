import { expect, test } from "@playwright/test";
import { postForm, rawRequest, startServer, type ServerProcess } from "../support/server-process";

// Rate limits, the sign-in lockout and consent records key on the client address. It is
// the socket's own address unless TRUST_PROXY says how many proxies in front are ours.

const ADMIN = { email: "owner@example.test", password: "owner-password-1" };
// Sign-in attempts per address: 20 x 0.1 = 2, so the third attempt from one address is refused.
const settings = { RATE_LIMIT_MULTIPLIER: "0.1", SUPER_ADMIN_EMAIL: ADMIN.email, SUPER_ADMIN_PASSWORD: ADMIN.password };

let attempt = 0;
/** A failed sign-in (a new e-mail each time, so only the per-address limit counts); the page's alert text. */
async function wrongSignIn(server: ServerProcess, options: { localAddress?: string; forwardedFor?: string }): Promise<string> {
  const answer = await postForm(
    `${server.baseURL}/auth`,
    { email: `nobody-${++attempt}@example.test`, password: "guess" },
    {
      localAddress: options.localAddress,
      headers: options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {},
    },
  );
  return /role="alert"[^>]*>(.*?)<\/div>/s.exec(answer.body)?.[1].replace(/<[^>]+>/g, " ") ?? `(no alert; status ${answer.status})`;
}

const TOO_MANY = "Too many sign-in attempts";

test.describe("without TRUST_PROXY", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer(settings);
  });
  test.afterAll(() => server.stop());

  test("each socket address has its own budget, and a forged X-Forwarded-For changes nothing", async () => {
    for (const forged of ["203.0.113.1", "203.0.113.2"]) {
      const answer = await wrongSignIn(server, { localAddress: "127.0.0.2", forwardedFor: forged });
      expect(answer).toContain("That e-mail and password do not match an account.");
    }
    // A third address claimed in the header is still the same socket: refused.
    expect(await wrongSignIn(server, { localAddress: "127.0.0.2", forwardedFor: "203.0.113.3" })).toContain(TOO_MANY);
    expect(await wrongSignIn(server, { localAddress: "127.0.0.2" })).toContain(TOO_MANY);
    // Another visitor is not affected by the first one's attempts.
    const other = await wrongSignIn(server, { localAddress: "127.0.0.3" });
    expect(other).toContain("That e-mail and password do not match an account.");
  });

  test("X-Forwarded-Proto from an untrusted client does not make cookies Secure", async () => {
    const signIn = await postForm(`${server.baseURL}/auth`, ADMIN, { localAddress: "127.0.0.4", headers: { "x-forwarded-proto": "https" } });
    expect(signIn.status).toBe(302);
    const session = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []).find((cookie) => cookie.startsWith("__session="));
    expect(session).toBeTruthy();
    expect(session).not.toMatch(/;\s*Secure/i);
  });
});

test.describe("with TRUST_PROXY=1", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer({ ...settings, TRUST_PROXY: "1", SITE_URL: "https://academy.example.test" });
  });
  test.afterAll(() => server.stop());

  test("the address our proxy saw (the last X-Forwarded-For hop) is the client", async () => {
    // Whatever a client puts in front, our proxy appends the address it saw.
    for (const chain of ["198.51.100.1, 203.0.113.50", "203.0.113.50"]) {
      expect(await wrongSignIn(server, { localAddress: "127.0.0.5", forwardedFor: chain })).toContain("do not match");
    }
    expect(await wrongSignIn(server, { localAddress: "127.0.0.5", forwardedFor: "9.9.9.9, 203.0.113.50" })).toContain(TOO_MANY);
    // A different visitor behind the same proxy has a budget of their own.
    expect(await wrongSignIn(server, { localAddress: "127.0.0.5", forwardedFor: "203.0.113.51" })).toContain("do not match");
  });

  test("a request that reached the proxy over https gets Secure cookies and HSTS", async () => {
    const signIn = await postForm(`${server.baseURL}/auth`, ADMIN, {
      localAddress: "127.0.0.6",
      headers: { "x-forwarded-for": "203.0.113.60", "x-forwarded-proto": "https" },
    });
    expect(signIn.status).toBe(302);
    const cookies = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    const home = await rawRequest(`${server.baseURL}/favicon.svg`);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
