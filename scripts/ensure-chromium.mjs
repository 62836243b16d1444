// Browser tests use Debian's Chromium; a browser is never downloaded. As root with apt-get
// this installs it when missing, otherwise it stops with the one command that does.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  let hasAptGet = true;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
  } catch {
    hasAptGet = false;
  }
  if (!isRoot || !hasAptGet) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests...");
  execSync("apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium", { stdio: "inherit" });
}
