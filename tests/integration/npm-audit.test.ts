import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";

// `npm run audit` is what operators run where their registry answers npm's advisory
// endpoint. Here a stand-in registry on 127.0.0.1 answers it: one advisory for a
// production dependency, and the test records which packages npm asked about.

const run = promisify(execFile);
let registry: http.Server;
let asked: Record<string, string[]> = {};

beforeAll(async () => {
  registry = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/-/npm/v1/security/advisories/bulk") {
        const body = Buffer.concat(chunks);
        asked = JSON.parse((request.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8"));
        response.setHeader("content-type", "application/json");
        response.end(
          JSON.stringify({
            marked: [
              {
                id: 1,
                url: "https://advisories.example.test/1",
                title: "Stand-in advisory",
                severity: "high",
                vulnerable_versions: "<1000.0.0",
                cwe: [],
                cvss: { score: 7.5, vectorString: null },
              },
            ],
          }),
        );
        return;
      }
      // npm also looks up the flagged package for a fix; the stand-in has none.
      response.statusCode = 404;
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => registry.listen(0, "127.0.0.1", resolve));
});

afterAll(() => new Promise<void>((resolve) => registry.close(() => resolve())));

test("npm run audit asks the registry about production dependencies only, and fails on an advisory", async () => {
  const { port } = registry.address() as AddressInfo;
  const env = { ...process.env, npm_config_registry: `http://127.0.0.1:${port}/`, npm_config_update_notifier: "false" };
  const audit = await run("npm", ["run", "audit"], { env }).then(
    () => ({ code: 0, stdout: "" }),
    (failure: { code: number; stdout: string }) => failure,
  );
  expect(audit.code).toBe(1);
  expect(audit.stdout).toContain("Stand-in advisory");
  expect(audit.stdout).toContain("node_modules/marked");

  // What the server runs is asked about; development tools are not (--omit=dev).
  for (const runtime of ["better-sqlite3", "@remix-run/node", "react-dom", "stripe"]) expect(asked).toHaveProperty([runtime]);
  for (const tool of ["vitest", "@playwright/test", "@remix-run/dev", "eslint"]) expect(asked).not.toHaveProperty([tool]);
}, 60_000);
