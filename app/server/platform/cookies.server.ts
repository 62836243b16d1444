import { env } from "~/server/platform/env.server";

const siteIsHttps = env.SITE_URL?.startsWith("https://") ?? false;

/**
 * Options every cookie we set is serialized with. `Secure` whenever the visitor reached us
 * over https: the request URL's scheme comes from Express's req.protocol, which believes
 * X-Forwarded-Proto only from a proxy that TRUST_PROXY trusts. Or when the public address
 * (SITE_URL) is https, whatever the last hop was.
 */
export function cookieSecurity(request: Request): { secure: boolean } {
  return { secure: siteIsHttps || new URL(request.url).protocol === "https:" };
}
