import { copilotStepSchemas } from "@/lib/contracts/copilot";
import { EVAL_COPILOTS } from "./copilots";
import { scoreProposals } from "./score";
import { loadLabelSet, recordedPostingKeys, TRAP_KINDS, type LabelSet } from "./set";

const set = loadLabelSet();
const postings = Object.keys(set.postings);
const allLabels = Object.values(set.labels).flatMap((labels) => Object.entries(labels));

describe("the match-quality set", () => {
  it("labels exactly the postings the recorded feeds hold, at least 150", () => {
    const recorded = recordedPostingKeys();
    expect(recorded.length).toBeGreaterThanOrEqual(150);
    expect(new Set(recorded).size).toBe(recorded.length);
    expect([...recorded].sort()).toEqual([...postings].sort());
  });

  it("has at least eight valid copilots in several countries, each labelling every posting", () => {
    expect(EVAL_COPILOTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(EVAL_COPILOTS.map((copilot) => copilot.user.country)).size).toBeGreaterThanOrEqual(6);
    expect(Object.keys(set.labels).sort()).toEqual(EVAL_COPILOTS.map((copilot) => copilot.key).sort());
    for (const copilot of EVAL_COPILOTS) {
      expect(() => [copilotStepSchemas[1].parse(copilot.jobs), copilotStepSchemas[2].parse(copilot.locations), copilotStepSchemas[3].parse(copilot.filters)]).not.toThrow();
      expect([copilot.key, Object.keys(set.labels[copilot.key]!).sort()]).toEqual([copilot.key, [...postings].sort()]);
      expect(Object.values(set.labels[copilot.key]!).some((label) => label.match)).toBe(true);
    }
  });

  it("plants every trap kind at least three times", () => {
    for (const kind of TRAP_KINDS) expect([kind, allLabels.filter(([, label]) => label.traps.includes(kind)).length >= 3]).toEqual([kind, true]);
  });

  it("points every copy at a canonical posting that is no copy itself, and never matches a copy", () => {
    for (const [key, label] of allLabels) {
      expect([key, label.duplicate_of]).toEqual([key, set.postings[key]!.duplicate_of]);
      if (!label.duplicate_of) continue;
      expect([key, label.match]).toEqual([key, false]);
      const canonical = set.postings[label.duplicate_of];
      expect([key, canonical !== undefined && canonical.duplicate_of === undefined]).toEqual([key, true]);
    }
  });
});

describe("scoreProposals", () => {
  const tiny: LabelSet = {
    now: "2026-11-20T12:00:00Z",
    postings: {
      "greenhouse:1": { source: "greenhouse", company: "Acme", title: "Nurse" },
      "remotive:2": { source: "remotive", company: "Acme", title: "Nurse", duplicate_of: "greenhouse:1" },
      "lever:3": { source: "lever", company: "Acme", title: "Dental Nurse" },
      "ashby:4": { source: "ashby", company: "Acme", title: "Cook" },
    },
    labels: {
      nurse: {
        "greenhouse:1": { match: true, traps: [], reason: "fits" },
        "remotive:2": { match: false, traps: ["duplicate"], reason: "copy", duplicate_of: "greenhouse:1" },
        "lever:3": { match: true, traps: ["near_miss_title"], reason: "fits" },
        "ashby:4": { match: false, traps: [], reason: "other profession" },
      },
    },
  };

  it("counts hits, mistakes and the traps behind them", () => {
    const report = scoreProposals(tiny, new Map([["nurse", new Set(["remotive:2", "greenhouse:1"])]]));
    expect(report.copilots[0]).toMatchObject({ copilot: "nurse", labelled: 2, proposed: 2, tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5 });
    expect(report.copilots[0]!.falsePositives.map((mistake) => mistake.posting)).toEqual(["remotive:2"]);
    expect(report.traps.find((trap) => trap.kind === "duplicate")).toEqual({ kind: "duplicate", noMatches: 1, violations: 1, matches: 0, misses: 0 });
    expect(report.traps.find((trap) => trap.kind === "near_miss_title")).toEqual({ kind: "near_miss_title", noMatches: 0, violations: 0, matches: 1, misses: 1 });
    expect(report.traps.find((trap) => trap.kind === "none")).toEqual({ kind: "none", noMatches: 1, violations: 0, matches: 1, misses: 0 });
    expect(report.total).toEqual({ tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5 });
  });

  it("leaves precision unset when nothing was proposed, and refuses a posting the labels do not know", () => {
    expect(scoreProposals(tiny, new Map()).copilots[0]).toMatchObject({ precision: null, recall: 0 });
    expect(() => scoreProposals(tiny, new Map([["nurse", new Set(["lever:99"])]]))).toThrow(/lever:99/);
  });
});
