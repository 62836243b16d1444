import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as HostApi from "~/server/shell/host.server";

// The built app's own functions (the same build the test server runs), opened on the test
// server's database, so fixtures make accounts exactly the way the app does.
process.env.DATABASE_PATH = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data", "app.db");
const buildFile = path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");
const build = (await import(pathToFileURL(buildFile).href)) as { entry: { module: { host: typeof HostApi } } };

export const host = build.entry.module.host;
