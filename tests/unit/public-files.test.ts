import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// server/index.mjs only looks in public/ for paths with a file extension, so pages skip a
// disk lookup on every request. That is safe only while every public file has one.
it("every file in public/ has an extension, so the server can find it", () => {
  const files = fs.readdirSync("public", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(path.extname(file.name), path.join(file.parentPath, file.name)).not.toBe("");
});
