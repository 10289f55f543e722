import type { Transport } from "./call";

// The backend hands itself over when it starts in this process (server/runtime.ts), so the web app
// never imports it. Kept on globalThis: pages, route handlers and start-up are separate bundles.
const registry = globalThis as unknown as { __jobCopilotInProcessBackend?: Transport };

/** Called by the backend when it serves in this process. */
export function serveInProcess(transport: Transport) {
  registry.__jobCopilotInProcessBackend = transport;
}

/** The backend serving in this process; an error naming the cause when none started. */
export function inProcessBackend(): Transport {
  const backend = registry.__jobCopilotInProcessBackend;
  if (!backend) throw new Error("The backend has not started in this process (API_URL is unset).");
  return backend;
}
