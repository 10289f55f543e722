import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL, LLM_APP_URL } from "./e2e/constants";
import { API_BASE } from "./lib/backend/base";

const port = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the tests at a server that is already running (e.g. `next dev` while developing).
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;
// A second app on the same build, answering through the OpenAI-protocol stand-in.
const llmAppPort = Number(new URL(LLM_APP_URL).port);
const standInPort = port + 1020;
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
    : [
        {
          // Started first: the second app below speaks to it as its AI model.
          command: `npx tsx scripts/openai-stand-in.ts ${standInPort}`,
          url: `http://127.0.0.1:${standInPort}/v1/models`,
          timeout: 60_000,
          reuseExistingServer: false,
        },
        {
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
        {
          // The same build again, with an AI model configured: the assistants' model path (e2e/assistants-llm.spec.ts).
          command: `node scripts/start.mjs`,
          url: `${LLM_APP_URL}${API_BASE}/health`,
          timeout: 300_000,
          reuseExistingServer: false,
          env: {
            PORT: String(llmAppPort),
            DATA_DIR: `${dataDir}-llm`,
            WEB_ORIGIN: LLM_APP_URL,
            LLM_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
            LLM_MODEL: "stand-in",
            NEXT_TELEMETRY_DISABLED: "1",
          },
        },
      ],
});
