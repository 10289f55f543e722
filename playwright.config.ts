import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./e2e/constants";
import { API_BASE } from "./lib/backend/base";

const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the tests at a server that is already running (e.g. `next dev` while developing).
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;
// A throwaway data folder per run: the embedded database, outbox and secret start empty.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `job-copilot-e2e-${process.pid}`);
// Set for the worker processes too, so specs find the outbox of the server the runner started.
process.env.E2E_DATA_DIR ??= dataDir;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: external
    ? undefined
    : {
    command: `node scripts/start.mjs`,
    url: `${baseURL}${API_BASE}/health`,
    // start.mjs builds first when the sources are newer than the last build: minutes on two busy cores.
    timeout: 900_000,
    reuseExistingServer: false,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_ORIGIN: baseURL,
          ADMIN_EMAILS: E2E_ADMIN_EMAIL,
          NEXT_TELEMETRY_DISABLED: "1",
        },
        stdout: "pipe",
      },
});
