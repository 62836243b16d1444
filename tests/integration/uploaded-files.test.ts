import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { serveUploads } from "../support/uploads-server.mjs";

// The uploads as the server serves them, over real HTTP: each file the pipeline made, with its
// type and a year's immutable caching; nothing else from the folder, no listing, and no path
// out of it, however the path is spelled.

const { processUpload, photoFiles } = await import("~/server/platform/picture-uploads.server");

const data = fs.mkdtempSync(path.join(os.tmpdir(), "served-uploads-"));
const uploads = path.join(data, "uploads");
fs.writeFileSync(path.join(data, "app.db"), "the database");
const photo = await processUpload(
  await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#225588" } })
    .jpeg()
    .toBuffer(),
  uploads,
);
if ("error" in photo) throw new Error(photo.error);
fs.writeFileSync(path.join(uploads, ".secret"), "a dot file");
fs.writeFileSync(path.join(uploads, `${photo.id}-480w.jpg.partial`), "half-written");

const server: http.Server = serveUploads(uploads);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const port = (server.address() as AddressInfo).port;

/** A request with the path exactly as written (fetch would normalise the dots away). */
function get(rawPath: string, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: rawPath, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("uploaded photos", () => {
  it("are served with their type and immutable caching", async () => {
    for (const name of photoFiles(photo)) {
      const response = await get(`/uploads/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers["content-type"], name).toBe({ avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[name.split(".").at(-1)!]);
      expect(response.headers["cache-control"], name).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-security-policy"], name).toContain("default-src 'none'");
      expect(response.body.equals(fs.readFileSync(path.join(uploads, name))), name).toBe(true);
    }
    const head = await get(`/uploads/${photo.id}-480w.webp`, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("nothing else in the folder or outside it is reachable, and nothing is listed", async () => {
    for (const rawPath of [
      "/uploads/",
      "/uploads",
      "/uploads/.secret",
      `/uploads/${photo.id}-480w.jpg.partial`,
      `/uploads/${photo.id}-481w.jpg`,
      "/uploads/../app.db",
      "/uploads/..%2fapp.db",
      "/uploads/%2e%2e/app.db",
      "/uploads/..%5capp.db",
      `/uploads/${photo.id}-480w.jpg/../../app.db`,
      "/uploads/0123456789abcdef-480w.jpg%00.db",
    ]) {
      const response = await get(rawPath);
      expect([404, 418], rawPath).toContain(response.status);
      expect(response.body.toString(), rawPath).not.toContain("the database");
      expect(response.body.toString(), rawPath).not.toContain("a dot file");
    }
    // Only GET and HEAD: a post goes on to the app (here: the 418 stand-in).
    expect((await get(`/uploads/${photo.id}-480w.jpg`, "POST")).status).toBe(418);
  });
});
