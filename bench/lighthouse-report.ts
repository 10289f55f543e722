/** The pure part of bench/lighthouse.ts: a report's measures, their medians and the table row. */
import { median, ratio } from "./http";

export type Measures = { score: number; lcpMs: number; tbtMs: number; cls: number; scriptBytes: number };

export type Lhr = {
  runtimeError?: { message: string };
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
};

/** The measures of one report; the scripts' bytes as transferred (compressed), from its network requests. */
export function measuresOf(lhr: Lhr): Measures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error("Lighthouse gave no performance score");
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return {
    score: Math.round(score * 100),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    scriptBytes: items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** Each measure's median over the runs (the runs of one page may peak on different measures). */
export function medianMeasures(runs: Measures[]): Measures {
  const of = (key: keyof Measures) => median(runs.map((m) => m[key]));
  return { score: of("score"), lcpMs: of("lcpMs"), tbtMs: of("tbtMs"), cls: of("cls"), scriptBytes: of("scriptBytes") };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function lighthouseRow(label: string, m: Measures, bare: Measures | null) {
  const vs = bare ? `${ratio(m.score, bare.score)} / ${ratio(m.scriptBytes, bare.scriptBytes)}` : "1.00× / 1.00×";
  return `| ${label} | ${m.score} | ${seconds(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${kib(m.scriptBytes)} | ${vs} |`;
}
