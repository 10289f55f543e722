import { createTranslator } from "use-intl/core";
import { locales } from "@/lib/i18n/locales";
import { MESSAGES } from "./i18n";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

/** The ICU arguments a message takes: "{count, plural, one {…} other {…}}" and "{title}" give count and title; plural branches are not arguments. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*([a-zA-Z_]+)\s*[,}]/g)].map((match) => match[1]!))].sort();

const english = new Map(leaves(MESSAGES.en as unknown as Tree));

describe.each(locales)("career advisor messages in %s", (locale) => {
  const messages = new Map(leaves(MESSAGES[locale] as unknown as Tree));

  it("has exactly the English keys, none empty", () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of messages) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  it("takes the same arguments as English and formats every message", () => {
    const errors: unknown[] = [];
    const t = createTranslator({ locale, messages: MESSAGES[locale] as unknown as Tree, onError: (error) => errors.push(error) });
    for (const [key, value] of messages) {
      expect([key, argumentsOf(value)]).toEqual([key, argumentsOf(english.get(key)!)]);
      const values = Object.fromEntries(argumentsOf(value).map((name) => [name, name === "count" || name === "total" || name === "percent" ? 3 : "X"]));
      const text = t(key as never, values as never);
      expect(text).not.toContain("{");
    }
    expect(errors).toEqual([]);
  });

  it("is translated, not an English copy", () => {
    if (locale === "en") return;
    const same = [...messages].filter(([key, value]) => value === english.get(key) && value.split(" ").length > 3);
    expect(same).toEqual([]);
  });
});
