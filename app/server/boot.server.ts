import { startOutboxWorker } from "./outbox.server";

// Work done once when the server process starts (imported by entry.server).
startOutboxWorker();
