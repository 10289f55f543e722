// `npm test`: type check, lint, unit and backend tests (Jest), end-to-end tests (Playwright), then the first-load JS budget.
// Ends with one line "N passed, N failed" over everything it ran, and a non-zero exit on any failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

fs.mkdirSync("reports", { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0 };
// Named again at the end, next to the totals: a CI log is often read from its tail only.
const failures = [];

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

/** Jest's failed tests and suites that could not run, from its --json report. */
function jestFailures(report) {
  return report.testResults.flatMap((suite) => {
    const file = path.relative(process.cwd(), suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === "failed").map((test) => `${file} › ${test.fullName}`);
    return failed.length === 0 && suite.status === "failed" ? [`${file} (did not run: ${suite.message.split("\n").find(Boolean) ?? "error"})`] : failed;
  });
}

/** Playwright's tests that failed every attempt, from its JSON report. */
function playwrightFailures(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === "unexpected")) found.push(`${[...titles, spec.title].filter(Boolean).join(" › ")} (line ${spec.line})`);
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

function count(name, ok) {
  if (!ok) failures.push(name);
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
  failures.push(...jestFailures(jest));
} else if (!jestOk) {
  totals.failed += 1;
  failures.push("Jest (no report)");
}

const e2eOk = step("end-to-end tests (Playwright)", "npx", ["playwright", "test"]);
const e2e = readJson("reports/playwright.json");
if (e2e?.stats) {
  const passed = e2e.stats.expected + (e2e.stats.flaky ?? 0);
  const failed = e2e.stats.unexpected;
  totals.passed += passed;
  totals.failed += failed;
  console.log(`Playwright: ${passed} passed, ${failed} failed`);
  failures.push(...playwrightFailures(e2e));
  if (!e2eOk && failed === 0) {
    totals.failed += 1;
    failures.push(`Playwright (exited with an error: ${e2e.errors?.[0]?.message?.split("\n")[0] ?? "see above"})`);
  }
} else if (!e2eOk) {
  totals.failed += 1;
  failures.push("Playwright (no report)");
}

// The build the end-to-end tests started from wrote the route bundle stats the budget reads.
count("first-load JS budget", step("first-load JS budget", "npx", ["tsx", "scripts/bundle-budget.ts"]));

fs.writeFileSync("reports/summary.json", JSON.stringify({ ...totals, failures }));
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
