import { MaxPartSizeExceededError, redirect, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { env, siteOrigin } from "~/server/platform/env.server";

/**
 * Is a post with this Origin from one of this site's own pages? With SITE_URL set, the
 * Origin must be that address; without it (no proxy is trusted then), it must name the host
 * the browser asked for, the Host header. X-Forwarded-Host is never read: any client can
 * send it. Browsers send Origin on every POST; its absence means a non-browser client,
 * which cannot carry a visitor's cookies across sites anyway.
 */
export function isSameOriginPost(origin: string | null | undefined, host: string | null | undefined): boolean {
  if (origin === null || origin === undefined) return true;
  if (env.SITE_URL) return origin === siteOrigin;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" (a sandboxed or privacy-minded page) or garbage: not this site
  }
}

/** Refuse cross-site form posts with 403 (the server refuses them before Remix too). */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginPost(request.headers.get("origin"), request.headers.get("host"))) {
    throw new Response("Cross-site form posts are not accepted.", { status: 403 });
  }
}

/**
 * The page's own address, as the browser shows it: a client-side navigation asks for a
 * page's data at the same address plus `?_data=<route>` (and `index` for an index route).
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.searchParams.has("_data")) {
    url.searchParams.delete("_data");
    url.searchParams.delete("index");
  }
  return url;
}

/**
 * The posted form. A body that is not one (JSON, plain text, a broken multipart) is the
 * sender's mistake: 400 with a message, never an error page with a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("Please send the form as a normal form post.", { status: 400 });
  }
}

/**
 * A form that may carry a file (multipart), or a plain one. Files are held in memory up to
 * `maxFileBytes` each; a bigger one is answered `{ tooLarge: true }` rather than read.
 */
export async function readUploadForm(request: Request, maxFileBytes: number): Promise<{ form: FormData } | { tooLarge: true }> {
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) return { form: await readForm(request) };
  try {
    return { form: await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: maxFileBytes })) };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { tooLarge: true };
    throw new Response("Please send the form as a normal form post.", { status: 400 });
  }
}

/**
 * Every public POST starts here: same-origin check, then the form, then the honeypot.
 * A post whose trap field is missing (not sent from our page) or not empty (a bot filled it)
 * is answered with a quiet redirect home: the bot learns nothing useful and nothing is stored.
 */
export async function readPostedForm(request: Request): Promise<FormData> {
  requireSameOrigin(request);
  const form = await readForm(request);
  if (form.get(HONEYPOT_FIELD) !== "") throw redirect("/");
  return form;
}

/** The loader of a route that only takes posts (a webhook, the coach's stream): GET gets 405, not an error. */
export function postOnly(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
