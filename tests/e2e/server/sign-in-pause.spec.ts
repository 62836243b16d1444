import { expect, test } from "@playwright/test";
import { onDatabase, postForm, rawRequest, startServer } from "../support/server-process";

// Guessing one account's password from many addresses: after 10 wrong passwords in all, its
// password sign-in pauses, even for the right password from a new address; the owner is
// e-mailed a link that lets their own browser in while the pause holds for everyone else.

const OWNER = { email: "owner@example.test", password: "owner-password-1" };

const alertOf = (body: string) => /role="alert"[^>]*>(.*?)<\/div>/s.exec(body)?.[1].replace(/<[^>]+>/g, " ") ?? "";
const cookieNamed = (headers: Record<string, string | string[] | undefined>, name: string) =>
  ([] as string[])
    .concat(headers["set-cookie"] ?? [])
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];

test("ten wrong passwords from two addresses pause the account; the owner's e-mailed link lets only their browser in", async () => {
  const server = await startServer({ SUPER_ADMIN_EMAIL: OWNER.email, SUPER_ADMIN_PASSWORD: OWNER.password });
  try {
    for (const localAddress of ["127.0.0.11", "127.0.0.12"]) {
      for (let guess = 0; guess < 5; guess++) await postForm(`${server.baseURL}/auth`, { email: OWNER.email, password: `wrong-${guess}` }, { localAddress });
    }
    const right = await postForm(`${server.baseURL}/auth`, OWNER, { localAddress: "127.0.0.13" });
    expect(right.status).toBe(400);
    expect(alertOf(right.body)).toContain("Signing in to this account is paused for");

    const pausedMail = () =>
      onDatabase(server, (database) =>
        database
          .prepare("select text_body from mail where to_address = ? and subject = 'Sign-in to your Chip Repair Academy account is paused'")
          .all(OWNER.email),
      ) as { text_body: string }[];
    await expect.poll(() => pausedMail().length).toBe(1);
    const [mail] = pausedMail();
    const link = new URL(/https?:\/\/\S+\/auth\/unlock\?token=[\w-]+/.exec(mail.text_body)![0]);
    // Opening the link (as a mail scanner would) spends nothing; the page holds the token, so no cache keeps it.
    const page = await rawRequest(`${server.baseURL}${link.pathname}${link.search}`, { localAddress: "127.0.0.13" });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const opened = await postForm(`${server.baseURL}/auth/unlock`, { token: link.searchParams.get("token")! }, { localAddress: "127.0.0.13" });
    expect(opened.status).toBe(302);
    const mark = cookieNamed(opened.headers, "__unlock")!;
    expect(mark).toBeTruthy();

    const owner = await postForm(`${server.baseURL}/auth`, OWNER, { localAddress: "127.0.0.13", headers: { cookie: mark } });
    expect(owner.status).toBe(302);
    expect(cookieNamed(owner.headers, "__session")).toBeTruthy();
    const stranger = await postForm(`${server.baseURL}/auth`, OWNER, { localAddress: "127.0.0.14" });
    expect(alertOf(stranger.body)).toContain("Signing in to this account is paused for");
    expect(server.output()).not.toContain("[error]");
  } finally {
    await server.stop();
  }
});
