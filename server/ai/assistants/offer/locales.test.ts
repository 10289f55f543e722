import { createTranslator } from "use-intl/core";
import { locales } from "@/lib/i18n/locales";
import { unsupportedClaims } from "../../grounding";
import { emptySources } from "../../sources";
import { OFFER_MESSAGES } from "./i18n";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

const english = flatten(OFFER_MESSAGES.en);
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort();

/** A value for every argument the messages take. */
const ARGUMENTS = {
  title: "Data Analyst", company: "Acme", amount: "€1", date: "1 May 2026", total: "€2", parts: "€3 base", signing: "€4", firstYear: "€5",
  count: 12, scope: "Germany", median: "€6", p25: "€7", p75: "€8", country: "Germany", base: "€9", percentile: "40%", ask: "€10",
  raise: "8%", items: "a budget", expectation: "€11", years: 6, cvTitle: "Analyst", skills: "SQL", achievement: "Cut costs", offered: "€12",
  counter: "€13", gain: "€14", level: "senior",
};

describe("the offer assistant's messages", () => {
  it.each(locales)("%s has the English keys, none empty, with the same placeholders", (locale) => {
    const messages = flatten(OFFER_MESSAGES[locale]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect([key, value.trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(value)]).toEqual([key, placeholders(english[key]!)]);
    }
  });

  it.each(locales.filter((locale) => locale !== "en"))("%s is translated, not copied", (locale) => {
    const messages = flatten(OFFER_MESSAGES[locale]);
    // Short labels may match ("senior", "{country}"); a sentence may not.
    const copied = Object.entries(messages).filter(([key, value]) => value.split(/\s+/).length > 2 && value === english[key]);
    expect(copied).toEqual([]);
  });

  it.each(locales)("%s renders every message", (locale) => {
    const errors: string[] = [];
    const t = createTranslator({ locale, messages: OFFER_MESSAGES[locale], onError: (error) => errors.push(error.message) });
    for (const key of Object.keys(english)) {
      const rendered = (t as unknown as (key: string, values: typeof ARGUMENTS) => string)(key, ARGUMENTS);
      expect([key, /[{}]/.test(rendered)]).toEqual([key, false]);
    }
    expect(errors).toEqual([]);
  });

  it.each(locales)("%s words claim no skill, degree or employer of their own", (locale) => {
    const messages = flatten(OFFER_MESSAGES[locale]);
    // The title names the feature ("Offer negotiation"), which the skill dictionary knows as a skill; it says nothing about the user.
    const claims = Object.entries(messages)
      .filter(([key]) => !key.startsWith("title."))
      .flatMap(([key, value]) => unsupportedClaims(value.replace(/\{[^{}]*\}/g, "0"), emptySources(locale)).map((claim) => ({ key, ...claim })));
    expect(claims).toEqual([]);
  });
});
