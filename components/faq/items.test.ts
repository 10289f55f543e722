import fs from "node:fs";
import path from "node:path";
import { locales } from "@/lib/i18n/locales";
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

  it("answers what people ask about applying", () => {
    const applying = FAQ_CATEGORIES.find(({ key }) => key === "applying")?.items ?? [];
    expect(applying).toEqual(expect.arrayContaining(["after-approve", "never-invents", "needs-you", "captcha", "what-was-sent", "not-sent", "dry-run"]));
  });

  it.each([...locales])("%s has a question and an answer for each entry, and no entry the list leaves out", (locale) => {
    const { Faq } = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
    const ids = FAQ_CATEGORIES.flatMap(({ items }) => items);
    expect(Object.keys(Faq.items).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(Faq.items[id].q.trim()).not.toBe("");
      expect(Faq.items[id].a.trim()).not.toBe("");
    }
    expect(Object.keys(Faq.categories).sort()).toEqual(FAQ_CATEGORIES.map(({ key }) => key).sort());
  });
});
