import { DOMAINS, FACETS, ITEMS, ITEM_IDS, facetsOf, type ItemId } from "./items";
import { JOHNSON_NORM_GROUPS, NORMS } from "./norms";
import { facetScores, levelOf, missingItems, normalCdf, percentileOf, profileOf, type Answers } from "./scoring";

const answerAll = (value: (item: (typeof ITEMS)[number], index: number) => number): Answers =>
  Object.fromEntries(ITEMS.map((item, index) => [item.id, value(item, index)]));

describe("the IPIP-NEO-120 item table", () => {
  it("has 120 items, four per facet and twenty-four per domain, with unique ids", () => {
    expect(ITEMS).toHaveLength(120);
    expect(new Set(ITEM_IDS).size).toBe(120);
    for (const facet of FACETS) expect(ITEMS.filter((item) => item.facet === facet)).toHaveLength(4);
    for (const domain of DOMAINS) expect(ITEMS.filter((item) => item.facet.startsWith(domain))).toHaveLength(24);
  });

  it("is in the inventory's order: item n belongs to facet (n − 1) mod 30 of N1, E1, O1, A1, C1, N2 … C6", () => {
    const cycle = [1, 2, 3, 4, 5, 6].flatMap((number) => DOMAINS.map((domain) => `${domain}${number}`));
    ITEMS.forEach((item, index) => {
      expect(item.facet).toBe(cycle[index % 30]);
      expect(item.id).toBe(`${item.facet}${"abcd"[Math.floor(index / 30)]}`);
    });
  });

  // Johnson (2014) / ipip.ori.org scoring key, by item number: the facet and the keying.
  it.each([
    [1, "N1", "+"], // Worry about things
    [9, "A2", "-"], // Use others for my own ends
    [19, "A4", "-"], // Love a good fight
    [24, "A5", "-"], // Believe that I am better than others
    [28, "O6", "+"], // Tend to vote for liberal political candidates
    [30, "C6", "-"], // Jump into things without thinking
    [40, "C2", "-"], // Often forget to put things back in their proper place
    [48, "O4", "-"], // Prefer to stick with things that I know
    [51, "N5", "-"], // Rarely overindulge
    [58, "O6", "+"], // Believe that there is no absolute right and wrong
    [62, "E1", "-"], // Avoid contacts with others
    [68, "O2", "-"], // Do not like poetry
    [73, "O3", "-"], // Rarely notice my emotional reactions
    [88, "O6", "-"], // Tend to vote for conservative political candidates
    [91, "N1", "+"], // Get stressed out easily
    [96, "N2", "-"], // Am not easily annoyed
    [101, "N3", "-"], // Feel comfortable with myself
    [102, "E3", "-"], // Wait for others to lead the way
    [106, "N4", "-"], // Am not bothered by difficult social situations
    [107, "E4", "-"], // Like to take it easy
    [112, "E5", "+"], // Act wild and crazy
    [116, "N6", "-"], // Remain calm under pressure
    [117, "E6", "+"], // Look at the bright side of life
    [118, "O6", "-"], // Believe that we should be tough on crime
    [120, "C6", "-"], // Act without thinking
  ])("item %i is %s, keyed %s, as in the published key", (number, facet, keyed) => {
    expect(ITEMS[number - 1]).toMatchObject({ facet, keyed });
  });

  it("keys all four items of N1 Anxiety, E5 Excitement-Seeking and C1 Self-Efficacy +, and all of A2, A4, A5 and C6 −", () => {
    for (const facet of ["N1", "E5", "E6", "O1", "C1"]) expect(ITEMS.filter((item) => item.facet === facet).map((item) => item.keyed)).toEqual(["+", "+", "+", "+"]);
    for (const facet of ["A2", "A4", "A5", "C6"]) expect(ITEMS.filter((item) => item.facet === facet).map((item) => item.keyed)).toEqual(["-", "-", "-", "-"]);
  });
});

describe("scoring", () => {
  it("scores every facet 12 and every domain 72 when every answer is 3", () => {
    const profile = profileOf(facetScores(answerAll(() => 3)));
    for (const facet of FACETS) expect(profile.facets[facet].score).toBe(12);
    for (const domain of DOMAINS) expect(profile.domains[domain].score).toBe(72);
  });

  it("reverses a minus-keyed answer (6 − answer) and keeps a plus-keyed one", () => {
    // A2a "Use others for my own ends" is keyed −: answering 5 adds 1, so A2 = 3 + 3 + 3 + 1.
    // N1a "Worry about things" is keyed +: answering 5 adds 5, so N1 = 5 + 3 + 3 + 3.
    const scores = facetScores({ ...answerAll(() => 3), A2a: 5, N1a: 5 });
    expect(scores.A2).toBe(10);
    expect(scores.N1).toBe(14);
    expect(scores.A1).toBe(12);
    expect(profileOf(scores).domains.A.score).toBe(70);
    expect(profileOf(scores).domains.N.score).toBe(74);
  });

  it("reaches the top (20 a facet, 120 a domain) when every answer agrees with its key, and the bottom when none does", () => {
    const top = profileOf(facetScores(answerAll((item) => (item.keyed === "+" ? 5 : 1))));
    const bottom = profileOf(facetScores(answerAll((item) => (item.keyed === "+" ? 1 : 5))));
    for (const facet of FACETS) {
      expect(top.facets[facet]).toMatchObject({ score: 20, level: "high" });
      expect(bottom.facets[facet]).toMatchObject({ score: 4, level: "low" });
    }
    for (const domain of DOMAINS) {
      expect(top.domains[domain]).toMatchObject({ score: 120, percentile: 99, level: "high" });
      expect(bottom.domains[domain]).toMatchObject({ score: 24, percentile: 1, level: "low" });
    }
  });

  it("sums a hand-computed mixed answer set", () => {
    // C2 is C2a (+) 4, C2b (−) 2 → 4, C2c (−) 1 → 5, C2d (−) 5 → 1: 4 + 4 + 5 + 1 = 14.
    const scores = facetScores({ ...answerAll(() => 3), C2a: 4, C2b: 2, C2c: 1, C2d: 5 });
    expect(scores.C2).toBe(14);
    expect(profileOf(scores).domains.C.score).toBe(74);
  });

  it("refuses to score an incomplete set and names what is missing", () => {
    const answers = answerAll(() => 3);
    delete answers.E3b;
    delete answers.O6d;
    expect(missingItems(answers)).toEqual(["E3b", "O6d"]);
    expect(() => facetScores(answers)).toThrow("2 items are not answered");
  });
});

describe("percentiles and levels", () => {
  it("computes the normal distribution function", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });

  it("puts the norm's mean at the 50th percentile and stays within 1..99", () => {
    expect(percentileOf(NORMS.domains.C.mean, NORMS.domains.C)).toBe(50);
    expect(percentileOf(0, NORMS.facets.N1)).toBe(1);
    expect(percentileOf(1000, NORMS.facets.N1)).toBe(99);
  });

  it("never falls as the score rises, for every facet (4..20) and domain (24..120)", () => {
    for (const facet of FACETS) {
      const percentiles = Array.from({ length: 17 }, (_, i) => percentileOf(4 + i, NORMS.facets[facet]));
      percentiles.forEach((value, i) => {
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(99);
        if (i > 0) expect(value).toBeGreaterThanOrEqual(percentiles[i - 1]!);
      });
      expect(percentiles.at(-1)!).toBeGreaterThan(percentiles[0]!);
    }
    for (const domain of DOMAINS) {
      const percentiles = Array.from({ length: 97 }, (_, i) => percentileOf(24 + i, NORMS.domains[domain]));
      percentiles.forEach((value, i) => {
        if (i > 0) expect(value).toBeGreaterThanOrEqual(percentiles[i - 1]!);
      });
    }
  });

  it("calls below the 30th percentile low and above the 70th high", () => {
    expect([1, 29, 30, 50, 70, 71, 99].map(levelOf)).toEqual(["low", "low", "average", "average", "average", "high", "high"]);
  });

  // A guard against a mistyped value: a slip of a digit moves a sum by 1 or more. Johnson's own
  // tables are not exact here (Agreeableness is about 0.5 off in every group, in his source), hence the margin.
  it("reads Johnson's norm tables consistently: each group's facet means add up to its domain mean", () => {
    expect(JOHNSON_NORM_GROUPS).toHaveLength(4);
    for (const group of JOHNSON_NORM_GROUPS) {
      for (const domain of DOMAINS) {
        const sum = facetsOf(domain).reduce((total, facet) => total + group.norms.facets[facet].mean, 0);
        expect(Math.abs(sum - group.norms.domains[domain].mean)).toBeLessThan(0.6);
        for (const facet of facetsOf(domain)) expect(group.norms.facets[facet].sd).toBeGreaterThan(1.5);
      }
    }
  });

  it("blends the four groups: the mean between theirs, the spread at least the narrowest group's", () => {
    for (const domain of DOMAINS) {
      const groups = JOHNSON_NORM_GROUPS.map((group) => group.norms.domains[domain]);
      expect(NORMS.domains[domain].mean).toBeGreaterThan(Math.min(...groups.map((norm) => norm.mean)));
      expect(NORMS.domains[domain].mean).toBeLessThan(Math.max(...groups.map((norm) => norm.mean)));
      expect(NORMS.domains[domain].sd).toBeGreaterThanOrEqual(Math.min(...groups.map((norm) => norm.sd)));
    }
    // Hand-computed: (66.97 + 64.11 + 72.14 + 67.38) / 4.
    expect(NORMS.domains.N.mean).toBeCloseTo(67.65, 2);
  });

  it("gives the all-3 answer set its percentiles from the blended norms", () => {
    const profile = profileOf(facetScores(answerAll(() => 3)));
    for (const domain of DOMAINS) expect(profile.domains[domain].percentile).toBe(percentileOf(72, NORMS.domains[domain]));
    // Openness 72 against a mean near 86 is well below average.
    expect(profile.domains.O.level).toBe("low");
  });
});

// Keeps the id type honest: a typo here would not compile.
const sampleId: ItemId = "C6d";
void sampleId;
