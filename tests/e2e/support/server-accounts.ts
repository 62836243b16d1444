import { execFileSync } from "node:child_process";
import path from "node:path";
import type { ServerProcess } from "./server-process";

/** The session secret to start a server with (startServer({ SESSION_SECRET })) when a test makes accounts on it with accountOn. */
export const SESSION_SECRET = "server-accounts-session-secret-0123456789abcdef";

/** Runs `body` (which may use `host`, the built app's entry, and must end by writing a Set-Cookie value) beside `server`; the session cookie it made. */
function sessionCookieOn(server: ServerProcess, body: string): { name: string; value: string } {
  const script = `
    const { pathToFileURL } = await import("node:url");
    const { host } = (await import(pathToFileURL(process.env.BUILD_FILE).href)).entry.module;
    ${body}`;
  const setCookie = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, DATABASE_PATH: path.join(server.dataDirectory, "app.db"), SESSION_SECRET, BUILD_FILE: path.resolve("build", "server", "index.js") },
  }).toString();
  const [name, ...value] = setCookie.split(";")[0].split("=");
  return { name, value: value.join("=") };
}

/**
 * An account with `roles` on a server of the test's own, made by the built app's own code in a
 * process beside it (as create-admin does), and its session cookie.
 */
export function accountOn(server: ServerProcess, roles: ("admin" | "super_admin")[]): { name: string; value: string } {
  const email = `${roles.join("-")}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  return sessionCookieOn(
    server,
    `const id = await host.createUser({ email: ${JSON.stringify(email)}, password: "picture-password-1", firstName: "Pat", emailConfirmed: true, roles: ${JSON.stringify(roles)} });
    process.stdout.write(await host.createSession(new Request("http://127.0.0.1/"), id));`,
  );
}

/** A session cookie for the existing account `userId` on a server of the test's own (a buyer the checkout made an account for). */
export function sessionOn(server: ServerProcess, userId: string): { name: string; value: string } {
  return sessionCookieOn(server, `process.stdout.write(await host.createSession(new Request("http://127.0.0.1/"), ${JSON.stringify(userId)}));`);
}

/** A member on a server of the test's own: an account given member access by hand (by a super admin made for it), and its session cookie. */
export function memberOn(server: ServerProcess): { name: string; value: string } {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return sessionCookieOn(
    server,
    `const ownerEmail = "granting-owner-${suffix}@example.test";
    const owner = await host.createUser({ email: ownerEmail, password: "picture-password-1", emailConfirmed: true, roles: ["super_admin"] });
    const id = await host.createUser({ email: "member-${suffix}@example.test", password: "picture-password-1", firstName: "Jordan", emailConfirmed: true });
    const granted = host.grantMemberAccess({ id: owner, email: ownerEmail }, id, "Test member");
    if (!granted.ok) throw new Error("Could not give the member access: " + granted.reason);
    process.stdout.write(await host.createSession(new Request("http://127.0.0.1/"), id));`,
  );
}
