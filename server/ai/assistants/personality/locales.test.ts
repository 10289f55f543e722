import { locales, type Locale } from "@/lib/i18n/locales";
import { DOMAINS, FACETS, ITEMS } from "./items";
import { MESSAGES, translatorFor } from "./messages";

type Tree = { [key: string]: Tree | string };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

const flat = Object.fromEntries(locales.map((locale) => [locale, flatten(MESSAGES[locale] as Tree)])) as Record<Locale, Record<string, string>>;
const english = flat.en;
const others = locales.filter((locale) => locale !== "en");

// Values that are rightly the same words as in English.
const SAME_AS_ENGLISH: Record<Locale, string[]> = {
  en: [],
  de: ["domains.E.name", "result.named"],
  es: [],
  fr: ["domains.E.name", "facets.O1.name", "facets.O5.name"],
  it: [],
  pt: [],
  nl: ["result.named"],
};

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the personality assistant's locale files", () => {
  it.each(others)("%s has exactly the English keys", (locale) => {
    expect(Object.keys(flat[locale]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(locales)("%s has no empty value", (locale) => {
    for (const [key, value] of Object.entries(flat[locale])) expect({ key, empty: value.trim() === "" }).toEqual({ key, empty: false });
  });

  it.each(locales)("%s has all 120 statements, the five scale labels and every domain and facet", (locale) => {
    const t = translatorFor(locale);
    for (const item of ITEMS) expect(t(`items.${item.id}`)).toMatch(/\p{L}.*\.$/u);
    for (const value of [1, 2, 3, 4, 5]) expect(t(`scale.${value}`).length).toBeGreaterThan(3);
    for (const domain of DOMAINS) for (const level of ["low", "average", "high"]) expect(t(`domains.${domain}.summary.${level}`).length).toBeGreaterThan(40);
    for (const facet of FACETS) expect(t(`facets.${facet}.about`).length).toBeGreaterThan(60);
  });

  it.each(others)("%s is translated: no statement and nothing else is the English text, except true cognates", (locale) => {
    for (const item of ITEMS) expect({ item: item.id, same: flat[locale][`items.${item.id}`] === english[`items.${item.id}`] }).toEqual({ item: item.id, same: false });
    const same = Object.keys(english).filter((key) => flat[locale][key] === english[key]);
    expect(same.sort()).toEqual(SAME_AS_ENGLISH[locale].sort());
  });

  it.each(others)("%s writes its statements in the first person, as published translations do", (locale) => {
    const firstPerson: Record<Locale, RegExp> = {
      en: /^I\b/,
      de: /\b(ich|mich|mir|mein\w*)\b/i,
      es: /\b(me|mi|mis|yo|conmigo)\b|o\b|[éeá]\b/i,
      fr: /\b(je|j’|me|m’|moi|mon|ma|mes)/i,
      it: /\b(mi|me|mio|mia|miei|mie)\b|o\b/i,
      pt: /\b(me|mim|meu|meus|minha|minhas|eu)\b|-me\b|o\b/i,
      nl: /\b(ik|me|mij|mezelf|mijn)\b/i,
    };
    for (const item of ITEMS) expect({ item: item.id, text: flat[locale][`items.${item.id}`] }).toEqual({ item: item.id, text: expect.stringMatching(firstPerson[locale]) });
  });

  it.each(locales)("%s uses the same placeholders as English in every message, and every message formats", (locale) => {
    const t = translatorFor(locale);
    const values = { name: "N", level: "L", traits: "T", roles: "R", facets: "F", domain: "D", domains: "DS", examples: "E" };
    for (const [key, message] of Object.entries(flat[locale])) {
      expect({ key, placeholders: placeholders(message) }).toEqual({ key, placeholders: placeholders(english[key]!) });
      expect(t(key, values)).not.toMatch(/[{}]/);
    }
  });

  it.each(locales)("%s names every domain and facet differently", (locale) => {
    const t = translatorFor(locale);
    const names = [...DOMAINS.map((domain) => t(`domains.${domain}.name`)), ...FACETS.map((facet) => t(`facets.${facet}.name`))].map((name) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
