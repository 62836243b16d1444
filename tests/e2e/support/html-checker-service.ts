import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import net from "node:net";

// Playwright's global setup: the W3C Nu Html Checker (the vnu-jar package) as an HTTP service
// on a free loopback port, one Java process for the whole run, stopped when the run ends.
// It starts in the background while the first tests run; tests that check HTML wait for it
// (tests/e2e/support/html-checker.ts). A document then costs one POST (tens of milliseconds)
// instead of a Java start (seconds). Its address reaches the workers as HTML_CHECKER_URL, or,
// when it cannot start, the reason as HTML_CHECKER_ERROR.

export const JAVA_MISSING = "The Nu Html Checker needs a Java runtime. Install it with:\n  sudo apt-get install -y default-jre-headless";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

export default async function startHtmlChecker(): Promise<() => Promise<void>> {
  const port = await freePort();
  const java = spawn("java", ["-Dnu.validator.servlet.bind-address=127.0.0.1", "-cp", VNU_JAR, "nu.validator.servlet.Main", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The checker's start-up log, shown only if it stops on its own.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-4000));
  java.stdout.on("data", keep);
  java.stderr.on("data", keep);
  let stopping = false;
  const exited = new Promise<void>((resolve) => java.on("close", () => resolve()));
  java.on("exit", (code, signal) => {
    if (!stopping) console.error(`The Nu Html Checker stopped (${signal ?? `exit code ${code}`}):\n${output}`);
  });
  const started = await new Promise<Error | null>((resolve) => {
    java.on("spawn", () => resolve(null));
    java.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ENOENT" ? new Error(JAVA_MISSING) : error));
  });
  if (started) {
    process.env.HTML_CHECKER_ERROR = started.message;
    return async () => {};
  }
  process.env.HTML_CHECKER_URL = `http://127.0.0.1:${port}`;
  return async () => {
    stopping = true;
    if (java.exitCode === null && java.signalCode === null) java.kill();
    await exited;
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
