import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/bench/server.mjs";

// The server's Node flags are spelled in three places that cannot import one another: the
// start script, the Docker image and the bench. They must agree, or the bench measures a
// server nobody deploys.
describe("the Node flags the server runs with", () => {
  const startScript = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start as string;
  const dockerCommand = JSON.parse(/^CMD (\[.*\])$/m.exec(fs.readFileSync("Dockerfile", "utf8"))![1]) as string[];

  it("are the same for npm start, the Docker image and the bench", () => {
    expect(startScript).toBe(["node", ...SERVER_NODE_FLAGS, "server/index.mjs"].join(" "));
    expect(dockerCommand).toEqual(["node", ...SERVER_NODE_FLAGS, "server/index.mjs"]);
  });

  it("give the young generation 32 MB semi-spaces, whatever V8 would pick by itself", () => {
    // 32 MB semi-spaces: 16 MB filled every ~30 ms under load, so pages still being rendered
    // were copied and promoted, and old-space collections stalled requests; 64 MB did no
    // better and held more memory. V8's own choice depends on the Node version and the
    // machine's memory (16 MB with Node 22 on a large machine, 64 MB with Node 24, less in
    // a small container), so the flag sets the size rather than raising it. The heap's limit
    // is the old generation's plus the young one's (three semi-spaces).
    const heapLimit = (flags: string[]) =>
      Number(spawnSync(process.execPath, [...flags, "-p", "require('v8').getHeapStatistics().heap_size_limit"], { encoding: "utf8" }).stdout);
    expect(heapLimit(SERVER_NODE_FLAGS) - heapLimit(["--max-semi-space-size=16"])).toBe(3 * 16 * 1024 * 1024);
  });
});
