// `npm install` runs this (the "preinstall" script), so the site always has a Node it runs on.
// The machine's own Node is used when it is supported (server/supported-node.mjs). On an
// older one, the Node that .node-version names is taken from the npm registry (the official
// build, as the node-<platform>-<arch> package ships it) into .cache/ and linked as
// node_modules/.bin/node. npm puts that folder first on PATH for every script it runs, so
// `npm start`, the build, `npm test` and its runners, create-admin, backup, restore, mailbox
// and bench all run on it. Nothing is fetched from anywhere but the npm registry, and nothing
// at all on a supported Node. Written for any Node from 18 up: it runs before the upgrade.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isSupportedNode } from "../server/supported-node.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The Node version the project brings where the machine's is too old: .node-version, the one place it is written. */
export function pinnedNodeVersion(root = projectRoot) {
  const version = fs.readFileSync(path.join(root, ".node-version"), "utf8").trim();
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`.node-version must hold one exact version such as 24.21.0, not "${version}"`);
  return version;
}

/** Where the brought Node lives, and the link npm finds first on PATH. */
export function runtimePaths(version, root = projectRoot) {
  const home = path.join(root, ".cache", `node-${version}`);
  return { home, binary: path.join(home, "bin", "node"), link: path.join(root, "node_modules", ".bin", "node") };
}

/** The registry package that holds the official Node build for this machine. */
function registryPackage(version) {
  const platform = process.platform === "win32" ? "win" : process.platform;
  return `node-${platform}-${process.arch}@${version}`;
}

function runNpm(args, options) {
  // Inside `npm install`, npm names its own entry point; run it on the Node that runs npm.
  const npmCli = process.env.npm_execpath;
  return npmCli && npmCli.endsWith(".js") ? execFileSync(process.execPath, [npmCli, ...args], options) : execFileSync("npm", args, options);
}

function download(version, home) {
  const cache = path.dirname(home);
  fs.mkdirSync(cache, { recursive: true });
  // Unpacked beside its final place and moved there only when complete, so an interrupted
  // install starts over instead of leaving half a Node.
  const unpack = fs.mkdtempSync(path.join(cache, "unpack-"));
  try {
    const tarball = runNpm(["pack", "--silent", "--pack-destination", unpack, registryPackage(version)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .pop();
    const unpacked = path.join(unpack, "node");
    fs.mkdirSync(unpacked);
    execFileSync("tar", ["-xzf", path.join(unpack, tarball), "-C", unpacked, "--strip-components=1"]);
    const reported = execFileSync(path.join(unpacked, "bin", "node"), ["--version"], { encoding: "utf8" }).trim();
    if (reported !== `v${version}`) throw new Error(`the registry's ${registryPackage(version)} says it is ${reported}`);
    fs.rmSync(home, { recursive: true, force: true });
    fs.renameSync(unpacked, home);
  } finally {
    fs.rmSync(unpack, { recursive: true, force: true });
  }
}

function linkTo(binary, link) {
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(link), binary), link);
}

/**
 * Makes node_modules/.bin/node what the project runs on: the brought Node when the machine's
 * (`machineNodeVersion`) is too old, else nothing (a link left from an older machine Node goes).
 * Returns the one line to print, or undefined when there is nothing to say.
 * @param {{ machineNodeVersion: string, root?: string, fetchNode?: (version: string, home: string) => void }} options
 */
export function ensureNodeRuntime({ machineNodeVersion, root = projectRoot, fetchNode = download }) {
  const version = pinnedNodeVersion(root);
  const { home, binary, link } = runtimePaths(version, root);
  if (isSupportedNode(machineNodeVersion)) {
    if (fs.lstatSync(link, { throwIfNoEntry: false })) fs.rmSync(link);
    return undefined;
  }
  const fetched = !fs.existsSync(binary);
  if (fetched) fetchNode(version, home);
  linkTo(binary, link);
  const where = path.relative(root, home);
  return `Node ${machineNodeVersion} found; using Node ${version} ${fetched ? "from the npm registry" : "brought earlier"} in ${where}/`;
}

function machineNodeVersion() {
  // npm runs on the machine's own Node and names it; run by hand, this script runs on it.
  const npmNode = process.env.npm_node_execpath;
  if (!npmNode || npmNode === process.execPath) return process.version;
  return execFileSync(npmNode, ["--version"], { encoding: "utf8" }).trim();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const message = ensureNodeRuntime({ machineNodeVersion: machineNodeVersion() });
    if (message) console.log(message);
  } catch (error) {
    console.error(`Could not bring a supported Node from the npm registry: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
