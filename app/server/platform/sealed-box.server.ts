import crypto from "node:crypto";
import { secrets } from "~/server/platform/secrets.server";

// Something that must be kept for a short while and then shown once (a new buyer's
// temporary password): encrypted with a key derived from the site secret, so the database
// alone never reveals it.
const key = Buffer.from(crypto.hkdfSync("sha256", secrets.sessionSecret, "", "sealed-box", 32));

export function seal(value: unknown): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function unseal<T>(sealed: string): T {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8")) as T;
}
