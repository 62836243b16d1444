import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
// argon2id with OWASP's minimum parameters: 19 MiB of memory, 2 passes, 1 lane. Kept in
// JSON so scripts/create-admin.mjs hashes exactly the same way.
import argon2Options from "~/server/platform/argon2-options.json";

const ARGON2_OPTIONS = argon2Options as { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random single-use secret for a link or a cookie: 256 bits, URL-safe. */
export function generateToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** Tokens are stored only as hashes, so a database leak does not hand out working links. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
