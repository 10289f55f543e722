import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

// One headless Chromium per worker process, started on first use: the hosted-form appliers open a
// fresh context (own cookies, own storage) per application in it.

const LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

// Functions the appliers hand to page.evaluate are serialised from this process's compiled code.
// Run under tsx (npm run worker, npm run api), esbuild's keepNames wraps them in calls to __name,
// which pages do not have: every page gets a harmless one.
const KEEP_NAMES_SHIM = "globalThis.__name = globalThis.__name || ((target) => target);";

export class BrowserMissingError extends Error {
  constructor(path: string) {
    super(`Chromium was not found at ${path}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`);
    this.name = "BrowserMissingError";
  }
}

export type SharedBrowser = { get(): Promise<Browser>; close(): Promise<void> };

export function sharedBrowser(executablePath: string): SharedBrowser {
  let started: Promise<Browser> | null = null;
  return {
    get() {
      if (!fs.existsSync(executablePath)) return Promise.reject(new BrowserMissingError(executablePath));
      started ??= chromium.launch({ executablePath, headless: true, args: LAUNCH_ARGS }).then((browser) => {
        // A crashed browser is started again on the next use.
        browser.on("disconnected", () => (started = null));
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.addInitScript({ content: KEEP_NAMES_SHIM });
          return context;
        };
        return browser;
      });
      return started;
    },
    async close() {
      const browser = await started?.catch(() => null);
      started = null;
      await browser?.close().catch(() => undefined);
    },
  };
}
