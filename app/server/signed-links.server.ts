import crypto from "node:crypto";
import { secrets } from "./secrets.server";

// Links in e-mails that act on one record without signing in (manage a booking, pay an
// instalment): the record's id signed with the site secret for one purpose, so a link can
// be neither guessed for someone else's record nor reused for another purpose.

const signature = (purpose: string, id: number) => crypto.createHmac("sha256", secrets.sessionSecret).update(`${purpose}:${id}`).digest("base64url");

/** `{id}.{signature}`: the path segment of such a link. */
export function signedId(purpose: string, id: number): string {
  return `${id}.${signature(purpose, id)}`;
}

/** The id a token stands for, or null when the signature does not match. */
export function idFromSignedToken(purpose: string, token: string): number | null {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(purpose, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}
