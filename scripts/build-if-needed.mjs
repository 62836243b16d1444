// `npm start` runs this first: it builds the app when there is no build yet or when a
// source file is newer than the build, so a fresh clone needs only `npm install && npm start`.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildDirectory = process.env.BUILD_DIR ?? "build";
const serverBuild = path.join(buildDirectory, "server", "index.js");
const sources = ["app", "db", "remix.config.js", "tailwind.config.ts", "package.json"];

function newestModification(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestModification(path.join(target, entry))), stat.mtimeMs);
}

const builtAt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
const changedAt = Math.max(...sources.filter((source) => fs.existsSync(source)).map(newestModification));

if (changedAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build; rebuilding..." : "No build yet; building...");
  execSync("npx remix build", { stdio: "inherit" });
}
