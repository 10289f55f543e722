// The first-load JavaScript budget: reads the route bundle stats `next build` writes, weighs each
// route's first-load chunks gzipped, and fails when a route is heavier than it may be.
// `npx tsx scripts/bundle-budget.ts` after a build; `npm test` runs it after the end-to-end tests.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type RouteStats = { route: string; firstLoadChunkPaths: string[] };
export type Budget = { target_kib: number; ceilings_kib: Record<string, number> };
export type RouteWeight = { route: string; kib: number; limit_kib: number; over: boolean };

const STATS_FILE = ".next/diagnostics/route-bundle-stats.json";
const BUDGET_FILE = "scripts/bundle-budget.json";

/** Each route's gzipped first-load JS against its ceiling, or the target when it has none. */
export function weighRoutes(stats: RouteStats[], budget: Budget, gzippedBytes: (chunk: string) => number): RouteWeight[] {
  return stats
    .map(({ route, firstLoadChunkPaths }) => {
      const kib = firstLoadChunkPaths.reduce((sum, chunk) => sum + gzippedBytes(chunk), 0) / 1024;
      const limit = budget.ceilings_kib[route] ?? budget.target_kib;
      return { route, kib: Math.round(kib * 10) / 10, limit_kib: limit, over: kib > limit };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Ceilings that no longer match a route (renamed or removed) would silently allow nothing: they are reported too. */
export const staleCeilings = (stats: RouteStats[], budget: Budget) =>
  Object.keys(budget.ceilings_kib).filter((route) => !stats.some((stat) => stat.route === route));

function main() {
  const root = process.cwd();
  if (!fs.existsSync(STATS_FILE)) {
    console.error(`${STATS_FILE} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const stats = JSON.parse(fs.readFileSync(STATS_FILE, "utf8")) as RouteStats[];
  const budget = JSON.parse(fs.readFileSync(BUDGET_FILE, "utf8")) as Budget;
  const sizes = new Map<string, number>();
  const gzipped = (chunk: string) => {
    if (!sizes.has(chunk)) sizes.set(chunk, gzipSync(fs.readFileSync(path.join(root, chunk))).length);
    return sizes.get(chunk)!;
  };
  const weights = weighRoutes(stats, budget, gzipped);
  const stale = staleCeilings(stats, budget);
  for (const { route, kib, limit_kib, over } of weights) {
    console.log(`${over ? "OVER" : "  ok"}  ${route.padEnd(44)} ${kib.toFixed(1).padStart(6)} KiB  (limit ${limit_kib})`);
  }
  for (const route of stale) console.log(`STALE ${route}: no such route any more; remove its ceiling`);
  const over = weights.filter((weight) => weight.over);
  fs.mkdirSync("reports", { recursive: true });
  fs.writeFileSync("reports/bundle-budget.json", JSON.stringify({ target_kib: budget.target_kib, routes: weights, stale }, null, 2));
  const meeting = weights.filter((weight) => weight.kib <= budget.target_kib).length;
  console.log(`\n${meeting} of ${weights.length} routes within the ${budget.target_kib} KiB target; ${over.length} over their limit.`);
  process.exit(over.length > 0 || stale.length > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
