import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDirectory } from "./db.server";
import { env } from "./env.server";

type Secrets = { sessionSecret: string };

// SESSION_SECRET may be set by the operator; otherwise one is generated on first start
// and kept beside the database, so sessions survive restarts and nothing is committed.
function loadSecrets(): Secrets {
  const file = path.join(dataDirectory, "secrets.json");
  if (env.SESSION_SECRET) return { sessionSecret: env.SESSION_SECRET };
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets;
  const secrets: Secrets = { sessionSecret: crypto.randomBytes(32).toString("hex") };
  try {
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: "wx" });
    return secrets;
  } catch (error) {
    // Another process started at the same moment and wrote first: use its secrets.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets;
    throw error;
  }
}

export const secrets = loadSecrets();
