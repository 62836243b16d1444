import { link } from "~/server/delivery/email-body.server";
import { siteUrl } from "~/server/platform/env.server";

// The site's e-mails: each one's subject and body, nothing else. The layout
// (email-layout.server.tsx) sends the body as plain text and as HTML, and adds what every
// message must carry (the business's name and postal address; on marketing mail the
// unsubscribe link and headers). Values are text whatever they look like; only `link()` and
// `button()` make links, each with a few words of its own.

/**
 * A visitor's name as it may appear in mail sent to an address the visitor chose: letters,
 * spaces, hyphens and apostrophes, at most 40 characters. Whatever else was typed (a link,
 * a sales pitch) never travels in our name.
 */
export function mailSafeName(name: string): string {
  const cleaned = name
    .replace(/[^\p{L}\p{M}' -]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40)
    .trim();
  return cleaned || "there";
}

export const termsLink = () => link(`${siteUrl}/terms`, "Terms of Use");

/**
 * What a visitor typed, for staff to read in an e-mail: as typed, except that the marks mail
 * clients make links of (a scheme's colon, an address's @, a dot or slash inside a word) become
 * spaces, so "www.x.example" or "http://x" reads as words and links nowhere; control
 * characters go too, and it is cut at `max` characters.
 */
export function unlinkableText(value: string, max: number): string {
  const cleaned = value
    .replace(/\p{C}/gu, " ")
    .replace(/[.:/\\@\u3002\uFF0E\uFF61\uFF1A\uFF0F\uFF20](?=\S)/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max).trim()}...` : cleaned;
}

export const unlinkableName = (name: string) => unlinkableText(name, 100) || "(no name)";

/** A booker's address as the host may read it: a plain address as it is, anything else as words. */
export const plainAddress = (email: string) =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email) ? email : unlinkableText(email, 254);
