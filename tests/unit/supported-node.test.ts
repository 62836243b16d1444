import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isSupportedNode, OLDEST_SUPPORTED_NODE } from "../../server/supported-node.mjs";

// The server refuses to start on a Node whose better-sqlite3 binary would crash.
describe("supported Node versions", () => {
  it("are 22.14 and newer", () => {
    for (const version of ["v22.14.0", "v22.23.3", "v23.0.0", "v24.21.0", "v26.1.0"]) expect(isSupportedNode(version), version).toBe(true);
    for (const version of ["v20.20.2", "v21.9.0", "v22.13.1", "v18.20.0"]) expect(isSupportedNode(version), version).toBe(false);
  });

  it("match package.json's engines and devEngines", () => {
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string }; devEngines: { runtime: { version: string } } };
    expect(manifest.engines.node).toBe(`>=${OLDEST_SUPPORTED_NODE.join(".")}`);
    expect(manifest.devEngines.runtime.version).toBe(`>=${OLDEST_SUPPORTED_NODE.join(".")}`);
  });
});
