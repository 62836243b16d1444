import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Each vitest worker gets its own fresh SQLite file, migrated when db.server is first imported.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "chip-repair-test-"));
process.env.DATABASE_PATH = path.join(directory, "app.db");
process.env.NODE_ENV = "test";
