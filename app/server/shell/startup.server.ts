import path from "node:path";
import { HOSTS_STUDIO_PATH, PICTURES_STUDIO_PATH, STUDIO_PATH } from "~/lib/admin-paths";
import { UPLOAD_MAX_BYTES } from "~/lib/picture-slots";
import { env, isProductionDeploy, siteUrl } from "~/server/platform/env.server";
import { uploadsDirectory } from "~/server/platform/picture-uploads.server";
import { paymentMode } from "~/server/sales/payments.server";
import { replicationStatus } from "~/server/shell/replication-status.server";

/** What server/index.mjs needs to set Express and Node up, from the validated configuration. */
export function serverSettings() {
  return {
    port: env.PORT,
    host: env.HOST,
    /** Express's `trust proxy`: how many hops of X-Forwarded-* to believe (false: none). */
    trustProxy: env.TRUST_PROXY > 0 ? env.TRUST_PROXY : false,
    bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
    /** The studio's forms take more than others: a whole lesson's text or its caption file, a photo. */
    widerBodyLimits: [
      {
        prefix: `${STUDIO_PATH}/`,
        bytes: Math.max(env.BODY_LIMIT_KB * 1024, 2 * 1024 * 1024),
        tooLarge: "That was too much to send: a lesson's form takes at most 2 MB, its caption file 512 KB. Please shorten it, go back and try again.",
      },
      {
        prefix: HOSTS_STUDIO_PATH,
        bytes: UPLOAD_MAX_BYTES + 256 * 1024,
        tooLarge: `That file is too large: photos are taken up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Export it smaller, go back and try again.`,
      },
      {
        prefix: PICTURES_STUDIO_PATH,
        bytes: UPLOAD_MAX_BYTES + 256 * 1024,
        tooLarge: `That file is too large: photos are taken up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Export it smaller, go back and try again.`,
      },
    ],
    uploadsDirectory,
    overloadDelayMs: env.OVERLOAD_DELAY_MS,
    /** Tell browsers to insist on https from now on: only when the public address is https. */
    strictTransportSecurity: siteUrl.startsWith("https://"),
  };
}

/**
 * The lines printed once the server listens: the address visitors reach the site at (SITE_URL
 * when set, with where it listens when that differs; else where it listens) and which
 * embedded defaults are on.
 */
export function startupSummary(listeningOn: string): string {
  const lines = [
    `Chip Repair Academy is serving ${!env.SITE_URL || siteUrl === listeningOn ? listeningOn : `${siteUrl} (listening on ${listeningOn})`}`,
    `  e-mail: ${env.SMTP_URL ? `SMTP (${new URL(env.SMTP_URL).host})` : "built-in mailbox, nothing leaves this machine (read it with: npm run mailbox)"}`,
    `  CRM: ${env.CRM_WEBHOOK_URL ? `webhook to ${new URL(env.CRM_WEBHOOK_URL).host}` : "off, leads and bookings stay in SQLite"}`,
    `  payments: ${paymentsSummary()}`,
    `  database: ${env.DATABASE_PATH}; sign-up: ${env.SIGNUP}`,
    `  replication: ${replicationSummary()}`,
    `  runtime: Node ${process.version}${broughtNode() ? ", from the npm registry in .cache/ (the machine's own Node is older)" : ""}`,
  ];
  if (!env.SITE_URL) lines.push(`  links in e-mail point at ${siteUrl}; set SITE_URL to your public address before going live`);
  return lines.join("\n");
}

function replicationSummary(): string {
  const replication = replicationStatus();
  if (replication.on) return `Litestream to ${replication.where}, each change within about ${replication.syncIntervalSeconds} s`;
  return isProductionDeploy(env)
    ? "OFF: if this host dies, everything since the last backup is lost. Set REPLICA_URL, or at least schedule the nightly `npm run backup` and copy it off the machine (README, Operations)"
    : "off (set REPLICA_URL to stream the database to another machine)";
}

/** Whether this process runs on the Node that `npm install` brought (scripts/node-runtime.mjs). */
function broughtNode(): boolean {
  return process.execPath.split(path.sep).includes(".cache");
}

function paymentsSummary(): string {
  switch (paymentMode()) {
    case "stripe":
      return "Stripe Checkout";
    case "test":
      return env.PAYMENTS === "test"
        ? `TEST MODE at the public address ${siteUrl} (PAYMENTS=test): anyone can complete the built-in checkout for free and get what they ordered; set STRIPE_SECRET_KEY to sell for real`
        : "TEST MODE, the built-in checkout takes no money (set STRIPE_SECRET_KEY to sell for real)";
    case "closed":
      return (
        `OFF, ordering is closed: ${isProductionDeploy(env) ? "this is a production deploy (NODE_ENV=production)" : `${siteUrl} is a public address`} and STRIPE_SECRET_KEY is not set, so the order pages take no orders ` +
        "(the free test checkout would give everything away). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell, or PAYMENTS=test for a test site"
      );
  }
}
