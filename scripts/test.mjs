// `npm test`: type check, lint, unit and backend tests (Jest), end-to-end tests (Playwright), then the first-load JS budget.
// Ends with one line "N passed, N failed" over everything it ran, and a non-zero exit on any failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

fs.mkdirSync("reports", { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0 };

function step(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function count(name, ok) {
  totals[ok ? "passed" : "failed"] += 1;
  console.log(`${name}: ${ok ? "passed" : "FAILED"}`);
}

count("typecheck", step("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]));
count("lint", step("lint", "npx", ["eslint", "."]));

const jestOk = step("unit and backend tests (Jest)", "node", [
  "--experimental-vm-modules",
  "node_modules/jest/bin/jest.js",
  "--json",
  "--outputFile=reports/jest.json",
]);
const jest = readJson("reports/jest.json");
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  console.log(`Jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
} else if (!jestOk) totals.failed += 1;

const e2eOk = step("end-to-end tests (Playwright)", "npx", ["playwright", "test"]);
const e2e = readJson("reports/playwright.json");
if (e2e?.stats) {
  const passed = e2e.stats.expected + (e2e.stats.flaky ?? 0);
  const failed = e2e.stats.unexpected;
  totals.passed += passed;
  totals.failed += failed;
  console.log(`Playwright: ${passed} passed, ${failed} failed`);
  if (!e2eOk && failed === 0) totals.failed += 1;
} else if (!e2eOk) totals.failed += 1;

// The build the end-to-end tests started from wrote the route bundle stats the budget reads.
count("first-load JS budget", step("first-load JS budget", "npx", ["tsx", "scripts/bundle-budget.ts"]));

fs.writeFileSync("reports/summary.json", JSON.stringify(totals));
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
