import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { generatedSecrets } from "~db/schema";
import { dataDirectory, db, writeTransaction } from "~/server/platform/db.server";
import { env } from "~/server/platform/env.server";

type Secrets = { sessionSecret: string };

/**
 * SESSION_SECRET may be set by the operator; otherwise one is generated on first start and
 * kept in the database, so backups and replicas carry it and a restored site's sessions and
 * e-mailed links keep working. A secrets.json beside the database (where the secret was kept
 * before) is taken over, once. Two processes starting together agree on the first one written.
 */
function loadSecrets(): Secrets {
  if (env.SESSION_SECRET) return { sessionSecret: env.SESSION_SECRET };
  const stored = () => db.select({ value: generatedSecrets.value }).from(generatedSecrets).where(eq(generatedSecrets.name, "session")).get()?.value;
  const existing = stored();
  if (existing) return { sessionSecret: existing };
  const legacyFile = path.join(dataDirectory, "secrets.json");
  const sessionSecret = fs.existsSync(legacyFile)
    ? (JSON.parse(fs.readFileSync(legacyFile, "utf8")) as Secrets).sessionSecret
    : crypto.randomBytes(32).toString("hex");
  writeTransaction((tx) => tx.insert(generatedSecrets).values({ name: "session", value: sessionSecret }).onConflictDoNothing().run());
  return { sessionSecret: stored()! };
}

export const secrets = loadSecrets();
