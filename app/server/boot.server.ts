import { startOutboxWorker } from "./outbox.server";
import { startRetentionSweep } from "./retention.server";
import { ensureSuperAdmin } from "./users.server";

// Work done once when the server process starts (imported by entry.server).
startOutboxWorker();
startRetentionSweep();
ensureSuperAdmin().catch((error) => console.error("[accounts] could not create the super admin", error));
