import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { withDatabase } from "../fixtures/accounts";
import { startServer, type ServerProcess } from "./server-process";

/**
 * A server of a spec's own, started on a copy of the test server's database (the accounts and
 * sessions made before come with it): for specs that publish content the other specs read.
 */
export async function startServerOnCopy(env: Record<string, string>): Promise<ServerProcess> {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "own-server-"));
  withDatabase((database) => database.prepare("vacuum into ?").run(path.join(data, "app.db")));
  return startServer(env, data);
}

/** A page on `server`, signed in with `cookie`. */
export async function pageOn(browser: Browser, server: ServerProcess, cookie: { name: string; value: string }, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ ...cookie, url: server.baseURL }]);
  return context.newPage();
}
