import { locales } from "@/lib/i18n/locales";
import { unsupportedClaims } from "../../grounding";
import { emptySources } from "../../sources";
import { BANK, INTERVIEW_TYPES, SKILL_QUESTIONS } from "./bank";
import { COMPETENCIES } from "./competencies";
import { FOLLOW_UP_REASONS, IMPROVEMENT_ORDER, STRENGTH_ORDER } from "./feedback";
import { INTERVIEW_MESSAGES, translator, type Namespace } from "./messages";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === "string" ? [[path, value]] : Object.entries(flatten(value, path));
    }),
  );
}

const flat = Object.fromEntries(locales.map((locale) => [locale, flatten(INTERVIEW_MESSAGES[locale] as unknown as Tree)]));

/** Values for every placeholder the texts use, neutral enough to add no claim of their own. */
const VALUES = {
  role: "Data Analyst", skill: "Python", skills: "Python", company: "Acme", name: "Ada", title: "Data Analyst", competency: "Teamwork",
  achievement: "Led the weekly report", notice: "one month", facts: "Data Analyst", question: "Why?", type: "interview", total: 5, index: 2,
  overall: 70, answered: 3, first: "One.", second: "Two.", structure: "4", evidence: "3", relevance: "4", clarity: "5", strengths: "Clear.",
  improvements: "Shorter.", fillers: "um",
};

describe("the interview's locale files", () => {
  it("have identical keys in every locale", () => {
    const english = Object.keys(flat.en!).sort();
    for (const locale of locales) expect(Object.keys(flat[locale]!).sort()).toEqual(english);
  });

  it("have no empty value", () => {
    for (const locale of locales) {
      for (const [key, value] of Object.entries(flat[locale]!)) if (!value.trim()) throw new Error(`${locale} ${key} is empty`);
    }
  });

  it("use the same placeholders in every locale", () => {
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort();
    for (const [key, english] of Object.entries(flat.en!)) {
      for (const locale of locales) expect([locale, key, placeholders(flat[locale]![key]!)]).toEqual([locale, key, placeholders(english)]);
    }
  });

  it("are real translations, not English copies", () => {
    // Texts of placeholders only ("{type} — {role}") read the same in every language.
    const words = (text: string) => text.replace(/\{[^}]*\}/g, " ").match(/\p{L}+/gu) ?? [];
    for (const locale of locales.filter((locale) => locale !== "en")) {
      const same = Object.entries(flat.en!).filter(([key, english]) => flat[locale]![key] === english && words(english).length > 2);
      expect([locale, same.map(([key]) => key)]).toEqual([locale, []]);
    }
  });

  it("hold every text the banks and the engine ask for", () => {
    for (const locale of locales) {
      const keys = flat[locale]!;
      for (const question of [...BANK, ...SKILL_QUESTIONS]) expect(keys[`questions.${question.key}`]).toBeDefined();
      for (const competency of COMPETENCIES) expect(keys[`competency.${competency}`]).toBeDefined();
      for (const type of INTERVIEW_TYPES) {
        expect(keys[`types.${type}`]).toBeDefined();
        expect(keys[`typesInSentence.${type}`]).toBeDefined();
      }
      for (const reason of FOLLOW_UP_REASONS) expect(keys[`followUp.${reason}`]).toBeDefined();
      for (const key of IMPROVEMENT_ORDER) expect(keys[`improve.${key}`]).toBeDefined();
      for (const key of STRENGTH_ORDER) expect(keys[`strength.${key}`]).toBeDefined();
      expect(keys["improve.relevanceGeneral"]).toBeDefined();
      expect(keys["strength.toolsGeneral"]).toBeDefined();
    }
  });

  it("format as ICU messages and claim nothing about the user", () => {
    for (const locale of locales) {
      for (const key of Object.keys(flat[locale]!)) {
        const [namespace, ...rest] = key.split(".");
        const text = translator(locale, namespace as Namespace)(rest.join("."), VALUES);
        expect(text).not.toMatch(/[{}]/);
        const claims = unsupportedClaims(text, emptySources(locale), Object.values(VALUES).map(String));
        if (claims.length) throw new Error(`${locale} ${key}: ${JSON.stringify(claims)} in “${text}”`);
      }
    }
  });
});
