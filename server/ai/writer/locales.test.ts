import { createTranslator } from "use-intl/core";
import { locales } from "@/lib/i18n/locales";
import { WRITER_MESSAGES } from "./messages";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

// Every argument a message may take, with a value each select and plural accepts.
const SAMPLE_VALUES = {
  years: 7, titles: "Frontend Developer", line: "Built a design system", skills: "React", count: 2, skill: "React", first: "One", second: "Two",
  languages: "English", lines: "M.Sc.", level: "master", amount: "85,000", currency: "EUR", period: "year", notice: "1_month", duration: "one month",
  country: "Germany", countries: "Germany", claims: "Kubernetes",
};

const english = new Map(leaves(WRITER_MESSAGES.en));

describe("the writer's messages", () => {
  it.each(locales)("%s has exactly the English keys, none empty", (locale) => {
    const entries = leaves(WRITER_MESSAGES[locale]);
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of entries) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  it.each(locales.filter((locale) => locale !== "en"))("%s is translated, not English copied", (locale) => {
    for (const [key, value] of leaves(WRITER_MESSAGES[locale])) expect([key, value]).not.toEqual([key, english.get(key)]);
  });

  it.each(locales)("%s formats every message in ICU syntax, filling every argument", (locale) => {
    const errors: string[] = [];
    const t = createTranslator({ locale, messages: WRITER_MESSAGES[locale], onError: (error) => void errors.push(error.message) });
    for (const [key] of leaves(WRITER_MESSAGES[locale])) {
      const formatted = t(key as never, SAMPLE_VALUES as never) as string;
      expect([key, /[{}]/.test(formatted)]).toEqual([key, false]);
      expect([key, formatted.trim().length > 0]).toEqual([key, true]);
    }
    expect(errors).toEqual([]);
  });
});
