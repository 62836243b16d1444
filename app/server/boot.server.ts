import { startOutboxWorker } from "./outbox.server";
import { startRetentionSweep } from "./retention.server";
import { ensureSuperAdmin } from "./users.server";

let started = false;

/**
 * Work done once when the server process starts. Called explicitly from entry.server:
 * package.json says "sideEffects": false, so a bare side-effect import would be dropped
 * from the production build.
 */
export function startBackgroundWork(): void {
  if (started) return;
  started = true;
  startOutboxWorker();
  startRetentionSweep();
  ensureSuperAdmin().catch((error) => console.error("[accounts] could not create the super admin", error));
}
