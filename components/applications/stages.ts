import type { ApplicationFilters } from "@/lib/api/applications";
import { type Application, type StageCounts } from "@/lib/contracts/applications";
import { APPLICATION_EXITS, type ApplicationStage, isExit } from "@/lib/contracts/application-values";

/**
 * The tabs of /applications and the stages each one lists. Every stage is in exactly one tab
 * besides "all": `found` waits with the review queue, `applying` with the queue it came from.
 */
export const STAGE_TABS = {
  all: null,
  review: ["found", "review"],
  queued: ["queued", "applying"],
  needs_you: ["needs_you"],
  applied: ["applied"],
  interview: ["interview"],
  offer: ["offer"],
  hired: ["hired"],
  closed: APPLICATION_EXITS,
} as const satisfies Record<string, readonly ApplicationStage[] | null>;

export type StageTab = keyof typeof STAGE_TABS;
export const TAB_ORDER = Object.keys(STAGE_TABS) as StageTab[];

export const isStageTab = (value: unknown): value is StageTab => typeof value === "string" && Object.hasOwn(STAGE_TABS, value);

/** The stages a tab lists; null means every stage. */
export const stagesOf = (tab: StageTab): readonly ApplicationStage[] | null => STAGE_TABS[tab];

/** The tab (other than "all") an application in this stage is listed under. */
export function tabOf(stage: ApplicationStage): Exclude<StageTab, "all"> {
  for (const tab of TAB_ORDER) {
    const stages = STAGE_TABS[tab];
    if (stages && (stages as readonly ApplicationStage[]).includes(stage)) return tab as Exclude<StageTab, "all">;
  }
  return "closed";
}

/** How many applications a tab holds, from count_by_stage. */
export function tabCount(counts: Partial<StageCounts> | undefined, tab: StageTab): number {
  if (!counts) return 0;
  const stages = STAGE_TABS[tab] ?? (Object.keys(counts) as ApplicationStage[]);
  return stages.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0);
}

/** Visual tone of a stage: where it stands in the pipeline. */
export type StageTone = "waiting" | "progress" | "sent" | "success" | "closed" | "problem";
export function stageTone(stage: ApplicationStage): StageTone {
  if (stage === "failed") return "problem";
  if (isExit(stage)) return "closed";
  if (stage === "found" || stage === "review" || stage === "needs_you") return "waiting";
  if (stage === "queued" || stage === "applying") return "progress";
  if (stage === "applied") return "sent";
  return "success";
}

/** The search words as the server reads them: each must appear in the title or the company. */
export const searchWords = (q: string | undefined) =>
  (q ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((word) => word.toLocaleLowerCase());

/** Whether a list with these filters would show the application (the server's rules, in the browser). */
export function matchesFilters(item: Application, filters: ApplicationFilters & { stages?: readonly ApplicationStage[] | null }): boolean {
  if (filters.stages && !filters.stages.includes(item.stage)) return false;
  if (filters.copilot_id && item.copilot?.id !== filters.copilot_id) return false;
  const words = searchWords(filters.q);
  if (words.length === 0) return true;
  const title = item.job.title.toLocaleLowerCase();
  const company = item.job.company.toLocaleLowerCase();
  return words.every((word) => title.includes(word) || company.includes(word));
}

/**
 * count_by_stage after a live event: one more in the new stage, one fewer in the old one. Counts
 * under filters the application does not match stay as they are.
 */
export function adjustCounts(
  counts: StageCounts,
  event: { type: "created" | "updated"; item: Application; from?: ApplicationStage | null },
  filters: ApplicationFilters,
): StageCounts {
  if (!matchesFilters(event.item, filters)) return counts;
  const next = { ...counts };
  if (event.type === "updated") {
    if (!event.from || event.from === event.item.stage) return counts;
    next[event.from] = Math.max(0, (next[event.from] ?? 0) - 1);
  }
  next[event.item.stage] = (next[event.item.stage] ?? 0) + 1;
  return next;
}
