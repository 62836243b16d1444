import crypto from "node:crypto";
import { env } from "~/server/platform/env.server";

// Headers every response gets (nosniff, referrer policy, HSTS ...) are set by the Express
// server (server/security-headers.mjs), static files included. The page's
// Content-Security-Policy is the app's: it carries each document's script nonce.

// Third-party video players, loaded only after a visitor clicks a video facade.
const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

// An order form's answer is a redirect to Stripe's payment page, and without JavaScript the
// browser holds that redirect to form-action too. (STRIPE_API_URL: a test stand-in's page.)
const CHECKOUT_PAGE_ORIGINS = env.STRIPE_SECRET_KEY ? ["https://checkout.stripe.com", ...(env.STRIPE_API_URL ? [new URL(env.STRIPE_API_URL).origin] : [])] : [];

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * The page's policy. Inline scripts run only when named here: by the nonce a rendered
 * document carries, or, for a stored page sent alike to everyone, by their hashes
 * (`'sha256-...'` sources).
 */
export function contentSecurityPolicy(inlineScripts?: { nonce: string } | { hashes: string[] }): string {
  const isDevelopment = process.env.NODE_ENV === "development";
  const sources = !inlineScripts ? [] : "nonce" in inlineScripts ? [`'nonce-${inlineScripts.nonce}'`] : inlineScripts.hashes;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...sources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${isDevelopment ? " ws:" : ""}`,
    `frame-src ${VIDEO_FRAME_HOSTS.join(" ")}`,
    ["form-action 'self'", ...CHECKOUT_PAGE_ORIGINS].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
