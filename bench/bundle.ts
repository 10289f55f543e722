// What a route's first-load JavaScript is made of: each chunk's bytes attributed to the package or
// project file they came from, through the chunks' source maps, and scaled to the gzipped size the
// budget (scripts/bundle-budget.ts) weighs.
//
//   ANALYZE_BUNDLE=1 npm run build            (source maps for the browser chunks)
//   npm run bench:bundle -- /login /copilot    (the routes to open up; none: every route's shared part)
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { AnyMap, eachMapping, type SourceMapInput } from "@jridgewell/trace-mapping";
import type { RouteStats } from "../scripts/bundle-budget";

const STATS_FILE = ".next/diagnostics/route-bundle-stats.json";

/** node_modules/<package> (scoped too), or the project file; Next's and Turbopack's runtime grouped. */
export function origin(source: string): string {
  const path = source.replace(/^turbopack:\/\/\/(\[project\]\/)?/, "").replace(/\.\[json\]\.cjs.*$/, "");
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  if (path.startsWith("[turbopack]")) return "(turbopack runtime)";
  return path;
}

/** Bytes of `code` per origin: each mapped segment runs to the next one on its line. */
export function attribute(code: string, map: SourceMapInput): Map<string, number> {
  const lines = code.split("\n");
  const segments: { line: number; column: number; source: string }[] = [];
  eachMapping(new AnyMap(map), (mapping) => {
    segments.push({ line: mapping.generatedLine - 1, column: mapping.generatedColumn, source: mapping.source ? origin(mapping.source) : "(unmapped)" });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = new Map<string, number>();
  const add = (source: string, count: number) => bytes.set(source, (bytes.get(source) ?? 0) + count);
  let mapped = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next && next.line === segment.line ? next.column : (lines[segment.line]?.length ?? segment.column);
    const length = Math.max(0, end - segment.column);
    mapped += length;
    add(segment.source, length);
  });
  add("(unmapped)", Math.max(0, code.length - mapped));
  return bytes;
}

function chunkOrigins(chunk: string): Map<string, number> {
  const code = fs.readFileSync(chunk, "utf8");
  const gzipped = gzipSync(code).length;
  // Turbopack names a chunk's map after its content hash: the chunk's last line says which.
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? `${chunk.slice(0, chunk.lastIndexOf("/") + 1)}${mapName}` : `${chunk}.map`;
  const raw = fs.existsSync(mapFile) ? attribute(code, JSON.parse(fs.readFileSync(mapFile, "utf8"))) : new Map([["(no source map)", code.length]]);
  // Gzip shrinks some code more than other; an even share is close enough to rank what to cut.
  return new Map([...raw].map(([source, count]) => [source, (count / Math.max(1, code.length)) * gzipped]));
}

function report(title: string, chunks: string[], top = 40) {
  const totals = new Map<string, number>();
  for (const chunk of chunks) for (const [source, bytes] of chunkOrigins(chunk)) totals.set(source, (totals.get(source) ?? 0) + bytes);
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\n== ${title}: ${(sum / 1024).toFixed(1)} KiB gzip in ${chunks.length} chunks`);
  for (const [source, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${source}`);
  }
}

function main() {
  const stats = JSON.parse(fs.readFileSync(STATS_FILE, "utf8")) as RouteStats[];
  if (!fs.readdirSync(".next/static/chunks").some((file) => file.endsWith(".map"))) {
    console.error("No source maps: build with ANALYZE_BUNDLE=1 first.");
    process.exit(1);
  }
  const routes = process.argv.slice(2);
  const shared = stats.map((stat) => new Set(stat.firstLoadChunkPaths)).reduce((a, b) => new Set([...a].filter((chunk) => b.has(chunk))));
  report("shared by every route", [...shared]);
  for (const route of routes) {
    const stat = stats.find((candidate) => candidate.route === route);
    if (!stat) {
      console.error(`No route ${route}; routes: ${stats.map((candidate) => candidate.route).join(", ")}`);
      process.exit(1);
    }
    report(`${route} beyond the shared part`, stat.firstLoadChunkPaths.filter((chunk) => !shared.has(chunk)));
  }
}

if (process.argv[1]?.endsWith("bundle.ts")) main();
