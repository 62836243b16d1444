import { Honeypot, SpamError } from "remix-utils/honeypot/server";

/**
 * The visitor's address. remix-serve does not expose the socket, and in production the
 * site sits behind a TLS proxy, which appends the address it saw to X-Forwarded-For; the
 * last entry is the one our proxy wrote, so a visitor cannot forge it.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").pop()?.trim();
  return last || "direct";
}

/** Refuse cross-site form posts: the browser's Origin must be this site. */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  // Browsers send Origin on every POST; its absence means a non-browser client, which
  // cannot carry a visitor's cookies across sites anyway.
  if (!origin) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  if (originHost !== host) {
    throw new Response("Cross-site form posts are not accepted.", { status: 403 });
  }
}

// A hidden field people never see; bots fill it in. No timestamp field, so pages may be cached.
const honeypot = new Honeypot({ validFromFieldName: null });

export class SpamSubmission extends Error {}

/**
 * Every public POST starts here: same-origin check, then the form, then the honeypot.
 * Throws SpamSubmission when the trap was filled, so the action can answer quietly.
 */
export async function readPostedForm(request: Request): Promise<FormData> {
  requireSameOrigin(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("Please send the form as a normal form post.", { status: 400 });
  }
  try {
    honeypot.check(form);
  } catch (error) {
    if (error instanceof SpamError) throw new SpamSubmission("honeypot filled");
    throw error;
  }
  return form;
}
