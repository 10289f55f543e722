import { FAQ_CATEGORIES, matchesQuery, normalizeSearch } from "./items";

describe("FAQ search", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normalizeSearch("  Résumé  ÜBER   Straße ")).toBe("resume uber strasse");
    expect(matchesQuery("Où sont mes données ?", "DONNEES")).toBe(true);
    expect(matchesQuery("Wie kündige ich mein Abo?", "kundige")).toBe(true);
  });

  it("needs every word of the query, in any order", () => {
    expect(matchesQuery("How does the copilot choose jobs?", "jobs copilot")).toBe(true);
    expect(matchesQuery("How does the copilot choose jobs?", "copilot salary")).toBe(false);
    expect(matchesQuery("anything", "   ")).toBe(true);
  });

  it("has at least fifteen questions, each once", () => {
    const ids = FAQ_CATEGORIES.flatMap(({ items }) => items);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
