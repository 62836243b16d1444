import crypto from "node:crypto";

// Headers every response gets (nosniff, referrer policy, HSTS ...) are set by the Express
// server (server/security-headers.mjs), static files included. The page's
// Content-Security-Policy is the app's: it carries each document's script nonce.

// Third-party video players, loaded only after a visitor clicks a video facade.
const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce?: string): string {
  const isDevelopment = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${isDevelopment ? " ws:" : ""}`,
    `frame-src ${VIDEO_FRAME_HOSTS.join(" ")}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
