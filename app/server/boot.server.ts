import { startOutboxWorker } from "./outbox.server";
import { startRetentionSweep } from "./retention.server";

// Work done once when the server process starts (imported by entry.server).
startOutboxWorker();
startRetentionSweep();
