import { TRAP_KINDS, type LabelSet, type TrapKind } from "./set";

/** A pair the matcher got wrong, as the report lists it. */
export type Mistake = { posting: string; title: string; traps: TrapKind[]; reason: string };

export type Counts = { tp: number; fp: number; fn: number; precision: number | null; recall: number | null };
export type CopilotScore = Counts & { copilot: string; labelled: number; proposed: number; falsePositives: Mistake[]; falseNegatives: Mistake[] };
/** Per trap kind ("none": pairs without a planted trap): proposals labelled no-match, and matches not proposed. */
export type TrapScore = { kind: TrapKind | "none"; noMatches: number; violations: number; matches: number; misses: number };
export type MatchReport = { copilots: CopilotScore[]; traps: TrapScore[]; total: Counts };

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const counts = (tp: number, fp: number, fn: number): Counts => ({ tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) });

/** Compares what each copilot proposed (posting keys) with its labels. */
export function scoreProposals(set: LabelSet, proposals: ReadonlyMap<string, ReadonlySet<string>>): MatchReport {
  const traps = new Map<TrapScore["kind"], TrapScore>(
    [...TRAP_KINDS, "none" as const].map((kind) => [kind, { kind, noMatches: 0, violations: 0, matches: 0, misses: 0 }]),
  );
  const copilots = Object.entries(set.labels).map(([copilot, labels]): CopilotScore => {
    const proposed = proposals.get(copilot) ?? new Set<string>();
    for (const key of proposed) if (!labels[key]) throw new Error(`${copilot} proposed ${key}, which labels.json does not know`);
    const falsePositives: Mistake[] = [];
    const falseNegatives: Mistake[] = [];
    let tp = 0;
    for (const [key, label] of Object.entries(labels)) {
      const chosen = proposed.has(key);
      const mistake = { posting: key, title: set.postings[key]?.title ?? key, traps: label.traps, reason: label.reason };
      if (label.match && chosen) tp++;
      else if (label.match) falseNegatives.push(mistake);
      else if (chosen) falsePositives.push(mistake);
      for (const kind of label.traps.length ? label.traps : (["none"] as const)) {
        const score = traps.get(kind)!;
        if (label.match) {
          score.matches++;
          if (!chosen) score.misses++;
        } else {
          score.noMatches++;
          if (chosen) score.violations++;
        }
      }
    }
    const labelled = Object.values(labels).filter((label) => label.match).length;
    return { copilot, labelled, proposed: proposed.size, ...counts(tp, falsePositives.length, falseNegatives.length), falsePositives, falseNegatives };
  });
  const sum = (field: "tp" | "fp" | "fn") => copilots.reduce((total, copilot) => total + copilot[field], 0);
  return { copilots, traps: [...traps.values()], total: counts(sum("tp"), sum("fp"), sum("fn")) };
}
