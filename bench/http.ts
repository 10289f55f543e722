/**
 * Shared by the HTTP benchmarks (pages, gate, api-http, lighthouse): servers started as process
 * groups on free ports, autocannon runs with a warm-up, cookies, and RESULTS.md sections.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";

// The npm scripts run from the repository root, as the backend (migrations) expects too.
export const REPO_ROOT = process.cwd();
export const RESULTS_FILE = path.join(REPO_ROOT, "bench", "RESULTS.md");

/** A port the OS says is free now (the server started next binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Started = { name: string; url: string; pid: number; log: string; stop: () => Promise<void> };

/**
 * Starts `command` in its own process group (`next start` forks a child server that would
 * otherwise outlive its parent and keep the port) and waits until `readyPath` answers below 500.
 */
export async function startServer(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<Started> {
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-log-")), `${options.name.replace(/\W+/g, "-")}.log`);
  const out = fs.openSync(log, "a");
  const child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) => child.once("exit", (code) => ((exited = code), resolve())));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (exited !== undefined) return;
    signalGroup(child.pid!, "SIGTERM");
    // PGlite closes cleanly on SIGTERM; a server that hangs is killed after 20 s.
    const stopped = await Promise.race([exit.then(() => true), sleep(20_000).then(() => false)]);
    if (!stopped) signalGroup(child.pid!, "SIGKILL");
    // The group may hold a forked child after the parent left (next start's server).
    signalGroup(child.pid!, "SIGKILL");
  };
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${options.name} exited with ${exited} before it answered; its log:\n${tail(log)}`);
    try {
      const response = await fetch(`${url}${options.readyPath ?? "/"}`, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return { name: options.name, url, pid: child.pid!, log, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`${options.name} did not answer ${url}${options.readyPath ?? "/"} in time; its log:\n${tail(log)}`);
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function tail(file: string, lines = 40) {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** CPU seconds used so far by every process of a process group (Linux /proc). */
export function groupCpuSeconds(pgid: number): number {
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux this runs on.
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = parseProcStat(fs.readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (fields.pgrp === pgid) ticks += fields.utime + fields.stime;
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / ticksPerSecond;
}

/** The fields of /proc/PID/stat that matter here; the command name may contain spaces and parentheses. */
export function parseProcStat(line: string): { pgrp: number; utime: number; stime: number } {
  const rest = line.slice(line.lastIndexOf(")") + 2).split(" ");
  // rest[0] is field 3 (state): pgrp is field 5, utime 14, stime 15.
  return { pgrp: Number(rest[2]), utime: Number(rest[11]), stime: Number(rest[12]) };
}

/**
 * Waits until a server's own background work (the demo's seeding, the first fixture sync, the
 * matcher, the apply workers) has settled, so it does not run during a measurement.
 */
export async function waitForQuiet(server: Started, { busyBelow = 0.1, windowMs = 3_000, quietWindows = 3, timeoutMs = 300_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let before = groupCpuSeconds(server.pid);
  // Several quiet windows in a row: queued jobs start after short delays (the demo's tracker: 30 s).
  let quiet = 0;
  while (Date.now() < deadline) {
    await sleep(windowMs);
    const now = groupCpuSeconds(server.pid);
    const busy = (now - before) / (windowMs / 1000);
    before = now;
    quiet = busy < busyBelow ? quiet + 1 : 0;
    if (quiet >= quietWindows) return;
  }
  console.warn(`${server.name} stayed busy for ${timeoutMs / 1000} s; measuring anyway`);
}

/** The Cookie header a browser would send after these Set-Cookie answers (deleted ones left out). */
export function cookieHeader(setCookies: string[], names?: string[]): string {
  const jar = new Map<string, string>();
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";");
    const at = pair!.indexOf("=");
    if (at <= 0) continue;
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute)) || value === "";
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].filter(([name]) => !names || names.includes(name)).map(([name, value]) => `${name}=${value}`).join("; ");
}

/** One cookie's value from a Cookie header. */
export function cookieFrom(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "0.42×": how a measure compares with the bare page's. */
export const ratio = (value: number, bare: number) => (bare > 0 ? `${(value / bare).toFixed(2)}×` : "—");

export type Load = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
};

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};

/**
 * autocannon against one URL: a warm-up run, then the measured one. Throws when an answer has
 * another status than `expect` (a redirect to /login would otherwise pass for a fast page).
 */
export async function load(
  label: string,
  url: string,
  options: { headers?: Record<string, string>; expect?: number; requests?: AutocannonRequest[]; check?: () => string | null } = {},
): Promise<Load> {
  const expect = options.expect ?? 200;
  const base = { url, connections: LOAD.connections, headers: options.headers, requests: options.requests, timeout: 30 };
  if (LOAD.warmupSeconds > 0) await autocannon({ ...base, duration: LOAD.warmupSeconds });
  const result = await autocannon({ ...base, duration: LOAD.seconds });
  const measured = summarize(label, result);
  const unexpected = Object.entries(measured.statuses).filter(([status]) => Number(status) !== expect);
  if (unexpected.length > 0 || measured.errors > 0 || measured.requests === 0) {
    throw new Error(`${label}: expected only ${expect}, got ${JSON.stringify(measured.statuses)}, ${measured.errors} errors (${measured.timeouts} timeouts)`);
  }
  const problem = options.check?.();
  if (problem) throw new Error(`${label}: ${problem}`);
  console.log(`${label}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`);
  return measured;
}

export function summarize(label: string, result: AutocannonResult): Load {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Thousands separated, as in the rest of RESULTS.md. */
export const int = (value: number) => Math.round(value).toLocaleString("en");

export const loadRow = (load: Load, bare: Load | null) =>
  `| ${load.label} | ${int(load.rps)} | ${int(load.p50)} | ${int(load.p99)} | ${bare ? ratio(load.rps, bare.rps) : "1.00×"} |`;

export const LOAD_TABLE_HEAD = "| request | req/s | p50 ms | p99 ms | throughput vs bare |\n|---|---|---|---|---|";

export function machine() {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(1)).join(" / ");
  return `Node ${process.version}, ${cpus.length} × ${cpus[0]?.model?.trim() ?? "cpu"}, load average ${load} at the end, ${new Date().toISOString().slice(0, 10)}`;
}

const marker = (id: string, end: boolean) => `<!-- bench:${id}:${end ? "end" : "start"} -->`;

/**
 * Replaces the text between this benchmark's markers, or appends a marked section at the end:
 * each script owns its section and leaves the others as they are.
 */
export function replaceSection(markdown: string, id: string, content: string): string {
  const start = marker(id, false);
  const end = marker(id, true);
  const block = `${start}\n${content.trim()}\n${end}`;
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from >= 0 && to > from) return `${markdown.slice(0, from)}${block}${markdown.slice(to + end.length)}`;
  if (from >= 0 || to >= 0) throw new Error(`RESULTS.md has only one of the markers of ${id}`);
  return `${markdown.trimEnd()}\n\n${block}\n`;
}

export function writeSection(id: string, content: string) {
  fs.writeFileSync(RESULTS_FILE, replaceSection(fs.readFileSync(RESULTS_FILE, "utf8"), id, content));
  console.log(`\nwritten to bench/RESULTS.md (section ${id})`);
}

/** Runs `main`, stopping every started server on the way out, even after a failure or Ctrl-C. */
export function run(main: (servers: Started[]) => Promise<void>) {
  const servers: Started[] = [];
  const stopAll = () => Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
  main(servers)
    .then(stopAll)
    .catch(async (error) => {
      console.error(error);
      await stopAll();
      process.exit(1);
    });
}
