import { performance } from "node:perf_hooks";

export type Stats = { n: number; p50: number; p95: number; p99: number; mean: number };

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}

/** Runs `work` n times after a warm-up, one at a time, and returns per-call milliseconds. */
export async function measure(n: number, work: (i: number) => Promise<unknown>, warmup = Math.min(20, n)): Promise<Stats> {
  for (let i = 0; i < warmup; i++) await work(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await work(i);
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

export const format = (label: string, s: Stats) =>
  `| ${label} | ${s.n} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${s.p99.toFixed(2)} |`;
