import crypto from "node:crypto";
import { env } from "~/server/platform/env.server";
import { secrets } from "~/server/platform/secrets.server";

// Links in e-mails that act on one record without signing in (pay an instalment, manage a
// booking, its calendar file, book again after a missed call, unsubscribe an address): the
// record's id (or the address) and the link's expiry, signed with a key of the link's kind.
// A link can be neither guessed for someone else's record, nor used for another kind, nor
// used after it expires. Each kind's key is derived from SESSION_SECRET with HKDF (RFC 5869)
// and the kind's generation in LINK_KEY_GENERATIONS, so one kind's links can all be revoked
// (its generation raised) without touching the other kinds or signing anyone out.

export type LinkKind = "pay-instalment" | "manage-booking" | "add-to-calendar" | "book-again" | "unsubscribe" | "host-calls-feed";

const keys = new Map<LinkKind, Buffer>();

function keyOf(kind: LinkKind): Buffer {
  let key = keys.get(kind);
  if (!key) {
    const generation = env.LINK_KEY_GENERATIONS[kind] ?? 1;
    key = Buffer.from(crypto.hkdfSync("sha256", secrets.sessionSecret, "chip-repair-academy signed links", `${kind}:${generation}`, 32));
    keys.set(kind, key);
  }
  return key;
}

const signature = (kind: LinkKind, payload: string) => crypto.createHmac("sha256", keyOf(kind)).update(payload).digest("base64url");

const matches = (expected: string, given: string) => {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** Expiry in whole seconds, base 36: short in a URL. */
const expiryPart = (expiresAt: Date) => Math.ceil(expiresAt.getTime() / 1000).toString(36);

function verified(kind: LinkKind, value: string, expiry: string, signed: string, now: Date): boolean {
  if (!matches(signature(kind, `${value}.${expiry}`), signed)) return false;
  return parseInt(expiry, 36) * 1000 > now.getTime();
}

/** `{id}.{expiry}.{signature}`: the path segment of a link to record `id`, good until `expiresAt`. */
export function signedId(kind: LinkKind, id: number, expiresAt: Date): string {
  const expiry = expiryPart(expiresAt);
  return `${id}.${expiry}.${signature(kind, `${id}.${expiry}`)}`;
}

/** The id a token stands for, or null when its signature does not match or it has expired. */
export function idFromSignedToken(kind: LinkKind, token: string, now = new Date()): number | null {
  const match = /^(\d{1,12})\.([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token);
  return match && verified(kind, match[1], match[2], match[3], now) ? Number(match[1]) : null;
}

/** `{text, base64url}.{expiry}.{signature}`: a signed piece of text (an e-mail address) as a path segment. */
export function signedText(kind: LinkKind, text: string, expiresAt: Date): string {
  const encoded = Buffer.from(text).toString("base64url");
  const expiry = expiryPart(expiresAt);
  return `${encoded}.${expiry}.${signature(kind, `${encoded}.${expiry}`)}`;
}

/** The text a token stands for, or null when its signature does not match or it has expired. */
export function textFromSignedToken(kind: LinkKind, token: string, now = new Date()): string | null {
  const match = /^([\w-]{1,700})\.([0-9a-z]{1,10})\.([\w-]{43})$/.exec(token);
  return match && verified(kind, match[1], match[2], match[3], now) ? Buffer.from(match[1], "base64url").toString() : null;
}
