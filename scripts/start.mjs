// `npm start`: builds when the build is missing or older than the sources, then serves on PORT.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildId = path.join(root, ".next", "BUILD_ID");
const SOURCES = ["app", "components", "lib", "messages", "public", "server", "i18n", "middleware.ts", "instrumentation.ts", "next.config.ts", "package-lock.json", "global.d.ts"];
const IGNORED = new Set(["node_modules", ".next", "data"]);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (IGNORED.has(entry) || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((entry) => newestMtime(path.join(root, entry))));
if (builtAt < sourcesAt) {
  console.log(
    builtAt
      ? "Sources changed since the last build: building again, about 2 minutes…"
      : "No build yet: building once, about 2 minutes on two cores (later starts skip this)…",
  );
  const started = Date.now();
  // The type check is `npm test`'s (tsc) and CI's; skipping it here halves the wait.
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...env, BUILD_SKIP_TYPECHECK: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
const port = process.env.PORT || "3000";
console.log(`Starting on http://localhost:${port} …`);
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
