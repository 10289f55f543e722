import { createTranslator } from "use-intl/core";
import { locales } from "@/lib/i18n/locales";
import { LETTER_MESSAGES } from "./messages";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

// Every argument a message may take, with a value each select and plural accepts.
const SAMPLES = [
  { company: "Acme", role: "Frontend Engineer", title: "Senior Frontend Engineer", years: 7, facts: "both", skills: "React", count: 1, lines: "“A”", notice: "1_month", duration: "one month", date: "1 April 2026", line: "Built it" },
  { company: "Acme", role: "Frontend Engineer", title: "Senior Frontend Engineer", years: 1, facts: "title", skills: "React and Vue", count: 2, lines: "“A” and “B”", notice: "immediately", duration: "", date: "1 April 2026", line: "Built it" },
  { company: "Acme", role: "Frontend Engineer", title: "", years: 12, facts: "years", skills: "React", count: 3, lines: "“A”", notice: "3_months", duration: "three months", date: "1 April 2026", line: "Built it" },
];

const english = new Map(leaves(LETTER_MESSAGES.en));

describe("the letters' messages", () => {
  it.each(locales)("%s has exactly the English keys, none empty", (locale) => {
    const entries = leaves(LETTER_MESSAGES[locale]);
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of entries) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  it.each(locales.filter((locale) => locale !== "en"))("%s is translated, not English copied", (locale) => {
    for (const [key, value] of leaves(LETTER_MESSAGES[locale])) expect([key, value]).not.toEqual([key, english.get(key)]);
  });

  it.each(locales)("%s formats every message in ICU syntax, filling every argument", (locale) => {
    const errors: string[] = [];
    const t = createTranslator({ locale, messages: LETTER_MESSAGES[locale], onError: (error) => void errors.push(error.message) });
    for (const [key] of leaves(LETTER_MESSAGES[locale])) {
      for (const values of SAMPLES) {
        const formatted = t(key as never, values as never) as string;
        expect([key, /[{}#]/.test(formatted)]).toEqual([key, false]);
        expect([key, formatted.trim().length > 0]).toEqual([key, true]);
      }
    }
    expect(errors).toEqual([]);
  });

  it.each(locales)("%s has three different wordings of every varied sentence in every tone", (locale) => {
    for (const tone of ["formal", "warm", "concise"] as const) {
      for (const [name, wordings] of Object.entries(LETTER_MESSAGES[locale][tone])) {
        if (typeof wordings === "string") continue;
        expect([tone, name, new Set(Object.values(wordings)).size]).toEqual([tone, name, 3]);
      }
    }
  });
});
