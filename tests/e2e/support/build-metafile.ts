import fs from "node:fs";
import path from "node:path";

// The browser scripts of the build this run serves, as the compiler recorded them: each
// script, the source files whose code ended up in it, and what it imports.
export type Metafile = {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }>;
};

let read: Metafile | undefined;

/** The build's metafile, read once: the build does not change during a run. */
export const metafile = (): Metafile =>
  (read ??= JSON.parse(fs.readFileSync(path.resolve(process.env.BUILD_DIR ?? "build", "server", "metafile.js.json"), "utf8")) as Metafile);
