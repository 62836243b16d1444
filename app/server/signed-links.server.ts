import crypto from "node:crypto";
import { secrets } from "./secrets.server";

// Links in e-mails that act on one record without signing in (manage a booking, pay an
// instalment, unsubscribe an address): the record's id (or the address) signed with the
// site secret for one purpose, so a link can be neither guessed for someone else's record
// nor reused for another purpose.

const signature = (purpose: string, value: number | string) => crypto.createHmac("sha256", secrets.sessionSecret).update(`${purpose}:${value}`).digest("base64url");

const matches = (expected: string, given: string) => {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** `{id}.{signature}`: the path segment of such a link. */
export function signedId(purpose: string, id: number): string {
  return `${id}.${signature(purpose, id)}`;
}

/** The id a token stands for, or null when the signature does not match. */
export function idFromSignedToken(purpose: string, token: string): number | null {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return matches(signature(purpose, id), match[2]) ? id : null;
}

/** `{text, base64url}.{signature}`: a signed piece of text (an e-mail address) as a path segment. */
export function signedText(purpose: string, text: string): string {
  return `${Buffer.from(text).toString("base64url")}.${signature(purpose, text)}`;
}

/** The text a token stands for, or null when the signature does not match. */
export function textFromSignedToken(purpose: string, token: string): string | null {
  const match = /^([\w-]{1,700})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const text = Buffer.from(match[1], "base64url").toString();
  return matches(signature(purpose, text), match[2]) ? text : null;
}
