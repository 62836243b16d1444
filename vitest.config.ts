import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~db": path.resolve(__dirname, "db"), "~": path.resolve(__dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["tests/setup-database.ts"],
    environment: "node",
    // Every core: the default leaves one idle, which on a two-core machine runs the files one at a time.
    maxWorkers: os.availableParallelism(),
  },
});
