import { type StageCounts } from "@/lib/contracts/applications";
import { ALL_APPLICATION_STAGES } from "@/lib/contracts/application-values";
import { adjustCounts, isStageTab, matchesFilters, searchWords, stagesOf, tabCount, tabOf, TAB_ORDER } from "./stages";
import { application } from "./test-data";

const counts = (values: Partial<StageCounts>): StageCounts =>
  ({ ...Object.fromEntries(ALL_APPLICATION_STAGES.map((stage) => [stage, 0])), ...values }) as StageCounts;

describe("stage tabs", () => {
  it("puts every stage in exactly one tab besides All", () => {
    for (const stage of ALL_APPLICATION_STAGES) {
      const tabs = TAB_ORDER.filter((tab) => tab !== "all" && stagesOf(tab)!.includes(stage));
      expect(tabs).toEqual([tabOf(stage)]);
    }
  });

  it("groups the pipeline as the product names it", () => {
    expect(TAB_ORDER).toEqual(["all", "review", "queued", "needs_you", "applied", "interview", "offer", "hired", "closed"]);
    expect(tabOf("needs_you")).toBe("needs_you");
    expect(tabOf("found")).toBe("review");
    expect(tabOf("applying")).toBe("queued");
    expect(stagesOf("closed")).toEqual(["rejected", "skipped", "failed", "withdrawn"]);
    expect(stagesOf("all")).toBeNull();
  });

  it("counts a tab from count_by_stage", () => {
    const byStage = counts({ review: 3, found: 1, queued: 2, applying: 1, rejected: 4, skipped: 1, interview: 2 });
    expect(tabCount(byStage, "all")).toBe(14);
    expect(tabCount(byStage, "review")).toBe(4);
    expect(tabCount(byStage, "queued")).toBe(3);
    expect(tabCount(byStage, "closed")).toBe(5);
    expect(tabCount(byStage, "offer")).toBe(0);
    expect(tabCount(undefined, "all")).toBe(0);
  });

  it("reads tab names from the URL only when they exist", () => {
    expect(isStageTab("closed")).toBe(true);
    expect(isStageTab("rejected")).toBe(false);
    expect(isStageTab("toString")).toBe(false);
    expect(isStageTab(undefined)).toBe(false);
  });
});

describe("filters in the browser", () => {
  const item = application({ stage: "interview", job: { title: "Senior Frontend Engineer", company: "Brightloop" } });

  it("needs every search word in the title or the company, in any case", () => {
    expect(searchWords("  front   BRIGHT ")).toEqual(["front", "bright"]);
    expect(matchesFilters(item, { q: "bright frontend" })).toBe(true);
    expect(matchesFilters(item, { q: "frontend acme" })).toBe(false);
    expect(matchesFilters(item, { q: "" })).toBe(true);
  });

  it("checks the stages and the copilot", () => {
    expect(matchesFilters(item, { stages: stagesOf("interview") })).toBe(true);
    expect(matchesFilters(item, { stages: stagesOf("closed") })).toBe(false);
    expect(matchesFilters(item, { stages: null, copilot_id: item.copilot!.id })).toBe(true);
    expect(matchesFilters(item, { copilot_id: "another" })).toBe(false);
    expect(matchesFilters({ ...item, copilot: null }, { copilot_id: item.copilot!.id })).toBe(false);
  });
});

describe("live counts", () => {
  const before = counts({ review: 2, queued: 1 });

  it("adds a new application to its stage", () => {
    expect(adjustCounts(before, { type: "created", item: application({ stage: "review" }) }, {})).toMatchObject({ review: 3, queued: 1 });
  });

  it("moves a changed one from its old stage to the new one, never below zero", () => {
    const moved = adjustCounts(before, { type: "updated", item: application({ stage: "queued" }), from: "review" }, {});
    expect(moved).toMatchObject({ review: 1, queued: 2 });
    expect(adjustCounts(counts({}), { type: "updated", item: application({ stage: "queued" }), from: "review" }, {})).toMatchObject({ review: 0, queued: 1 });
  });

  it("leaves counts alone for a notes change or another filter's application", () => {
    expect(adjustCounts(before, { type: "updated", item: application({ stage: "review" }), from: "review" }, {})).toBe(before);
    expect(adjustCounts(before, { type: "created", item: application() }, { q: "kotlin" })).toBe(before);
    expect(adjustCounts(before, { type: "created", item: application() }, { copilot_id: "another" })).toBe(before);
  });
});
