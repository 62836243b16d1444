// `npm start` runs this first: it builds the app when there is no build yet or when a
// source file is newer than the build, so a fresh clone needs only `npm install && npm start`.
// `--always` builds regardless (the browser tests start from a fresh build).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const buildDirectory = process.env.BUILD_DIR ?? "build";
const serverBuild = path.join(buildDirectory, "server", "index.js");
const sources = ["app", "db", "remix.config.js", "tailwind.config.ts", "package.json"];

function newestModification(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stat.mtimeMs);
}

const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
const changedAt = Math.max(...sources.filter((source) => fs.existsSync(source)).map(newestModification));

if (process.argv.includes("--always") || changedAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build; rebuilding..." : "No build yet; building...");
  const remixCli = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
  const result = spawnSync(process.execPath, [remixCli, "build"], { stdio: ["ignore", "inherit", "pipe"], encoding: "utf8" });
  // The Remix CLI exits the moment the build is written, sometimes while esbuild's helper
  // process is still winding down; that helper then prints a Go "deadlock" stack trace
  // (evanw/esbuild#3287, #3635). The build is complete by then, so after a successful build
  // that trace is noise, and only that part of the output is held back.
  const stderr = result.stderr ?? "";
  const goTrace = stderr.indexOf("fatal error: all goroutines are asleep");
  process.stderr.write(result.status === 0 && goTrace >= 0 ? stderr.slice(0, goTrace) : stderr);
  if (result.status !== 0 || !fs.existsSync(serverBuild)) process.exit(result.status || 1);
}
