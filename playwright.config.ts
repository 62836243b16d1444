import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./scripts/lib/chromium.mjs";
import { ROOMY_CALENDAR } from "./tests/e2e/support/roomy-calendar";

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDirectory = process.env.E2E_DATA_DIR ?? ".e2e-data";

const chromium = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS };

// Every flow runs twice: once with JavaScript and once without, as a slow phone may see it.
export default defineConfig({
  testDir: "tests/e2e",
  // Beside the data folder, so parallel checkouts do not wipe each other's results.
  outputDir: `${e2eDataDirectory}/results`,
  // The W3C Nu Html Checker as a service for the whole run (tests/e2e/support/html-checker.ts).
  globalSetup: "./tests/e2e/support/html-checker-service.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "js", testIgnore: "server/**", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", testIgnore: "server/**", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
    // The production server itself (client address, body limit, shutdown ...), each test
    // starting servers of its own on the same build; runs once.
    { name: "server", testMatch: "server/**/*.spec.ts" },
  ],
  webServer: {
    command: `rm -rf ${e2eDataDirectory} && node scripts/build-if-needed.mjs --always && node server/index.mjs`,
    url: `http://127.0.0.1:${port}/healthcheck`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // A deploy's setting (NODE_ENV=production from the environment) takes no free orders
      // unless PAYMENTS=test says so; the browser tests buy through the test checkout.
      NODE_ENV: "production",
      PAYMENTS: "test",
      DATABASE_PATH: `${e2eDataDirectory}/app.db`,
      RATE_LIMIT_MULTIPLIER: "1000",
      SIGNUP: "open",
      SUPER_ADMIN_EMAIL: "admin@example.test",
      SUPER_ADMIN_PASSWORD: "admin-password-123",
      SITE_URL: `http://127.0.0.1:${port}`,
      // No 503s for a server held up by a busy test machine: tests/e2e/server/overload.spec.ts turns it on.
      OVERLOAD_DELAY_MS: "0",
      ...ROOMY_CALENDAR,
    },
  },
});
