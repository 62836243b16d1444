import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureNodeRuntime, pinnedNodeVersion, runtimePaths } from "../../scripts/node-runtime.mjs";

// .node-version is the one place that names the Node the site runs on; everything else that
// names it reads that file or is held equal to it here.
describe("the pinned Node version", () => {
  const version = pinnedNodeVersion();

  it("is what the Docker image is built on", () => {
    expect(fs.readFileSync("Dockerfile", "utf8")).toContain(`ARG NODE_VERSION=${version}\n`);
    expect(fs.readFileSync("Dockerfile", "utf8")).not.toMatch(/FROM node:\d/);
  });

  it("is the one the README's first section names, and CI reads it rather than naming its own", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    const firstSection = readme.slice(readme.indexOf("## Run it"), readme.indexOf("## Test it"));
    expect(firstSection).toContain(`Node ${version}`);
    expect(firstSection).toContain("from the npm registry");
    for (const other of firstSection.matchAll(/Node (\d+\.\d+\.\d+)/g)) expect(other[1]).toBe(version);
    const ci = fs.readFileSync(".ci/run", "utf8");
    expect(ci).not.toMatch(/node-linux|\d+\.\d+\.\d+/);
    expect(fs.readFileSync(".ci/container-setup", "utf8")).toContain("$(cat .node-version)");
  });

  it("is brought by npm install's first script", () => {
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(manifest.scripts.preinstall).toBe("node scripts/node-runtime.mjs");
  });
});

describe("ensureNodeRuntime", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  /** A project folder with its .node-version, and a stand-in for the registry download that counts its calls. */
  function project() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "node-runtime-"));
    roots.push(root);
    fs.writeFileSync(path.join(root, ".node-version"), "24.21.0\n");
    fs.mkdirSync(path.join(root, "node_modules", ".bin"), { recursive: true });
    const downloads: string[] = [];
    const fetchNode = (version: string, home: string) => {
      downloads.push(version);
      fs.mkdirSync(path.join(home, "bin"), { recursive: true });
      fs.writeFileSync(path.join(home, "bin", "node"), "");
    };
    return { root, downloads, fetchNode, paths: runtimePaths("24.21.0", root) };
  }

  it("downloads nothing and links nothing on a supported Node", () => {
    const { root, downloads, fetchNode, paths } = project();
    for (const machineNodeVersion of ["v22.14.0", "v24.21.0", "v26.1.0"]) {
      expect(ensureNodeRuntime({ machineNodeVersion, root, fetchNode })).toBeUndefined();
    }
    expect(downloads).toEqual([]);
    expect(fs.lstatSync(paths.link, { throwIfNoEntry: false })).toBeUndefined();
  });

  it("on an older Node brings the pinned one once and links it where npm scripts find node first", () => {
    const { root, downloads, fetchNode, paths } = project();
    expect(ensureNodeRuntime({ machineNodeVersion: "v20.20.2", root, fetchNode })).toBe(
      "Node v20.20.2 found; using Node 24.21.0 from the npm registry in .cache/node-24.21.0/",
    );
    expect(fs.realpathSync(paths.link)).toBe(fs.realpathSync(paths.binary));
    // The link is relative, so the project folder can move.
    expect(fs.readlinkSync(paths.link)).toBe("../../.cache/node-24.21.0/bin/node");
    // A reinstall (npm ci empties node_modules) links again without downloading again.
    fs.rmSync(path.join(root, "node_modules"), { recursive: true });
    expect(ensureNodeRuntime({ machineNodeVersion: "v18.20.8", root, fetchNode })).toBe(
      "Node v18.20.8 found; using Node 24.21.0 brought earlier in .cache/node-24.21.0/",
    );
    expect(downloads).toEqual(["24.21.0"]);
    expect(fs.realpathSync(paths.link)).toBe(fs.realpathSync(paths.binary));
  });

  it("drops its link once the machine's own Node is new enough", () => {
    const { root, fetchNode, paths } = project();
    ensureNodeRuntime({ machineNodeVersion: "v20.20.2", root, fetchNode });
    ensureNodeRuntime({ machineNodeVersion: "v24.21.0", root, fetchNode });
    expect(fs.lstatSync(paths.link, { throwIfNoEntry: false })).toBeUndefined();
  });

  it("refuses a .node-version that is not one exact version", () => {
    const { root, fetchNode } = project();
    fs.writeFileSync(path.join(root, ".node-version"), "lts/*\n");
    expect(() => ensureNodeRuntime({ machineNodeVersion: "v20.20.2", root, fetchNode })).toThrow(/one exact version/);
  });
});
