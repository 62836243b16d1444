// Browser tests use Debian's Chromium headless shell (a browser is never downloaded;
// scripts/lib/chromium.mjs) and check pages with the Nu Html Checker, which runs on Java.
// As root with apt-get this installs whichever is missing, in one call; otherwise it stops
// with the one command that does.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { HEADLESS_SHELL_PATH } from "./lib/chromium.mjs";

const found = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

const missing = [
  ...(fs.existsSync(HEADLESS_SHELL_PATH) ? [] : [{ what: `Chromium's headless shell (${HEADLESS_SHELL_PATH})`, apt: "chromium-headless-shell" }]),
  ...(found("java") ? [] : [{ what: "a Java runtime (java, for the Nu Html Checker)", apt: "default-jre-headless" }]),
];

if (missing.length > 0) {
  const packages = missing.map((tool) => tool.apt).join(" ");
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !found("apt-get")) {
    console.error(`Missing for the browser tests: ${missing.map((tool) => tool.what).join(" and ")}. Install with:\n  sudo apt-get install -y ${packages}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the browser tests...`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`, { stdio: "inherit" });
}
