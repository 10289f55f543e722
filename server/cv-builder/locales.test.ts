import { createTranslator } from "use-intl/core";
import { locales } from "@/lib/i18n/locales";
import { MESSAGES } from "./notes";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

/** The ICU arguments a message takes; plural and select branches are not arguments. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/(?<!(?:zero|one|two|few|many|other|education|=\d+)\s*)\{\s*([a-zA-Z_]+)\s*[,}]/g)].map((match) => match[1]!))].sort();

const english = new Map(leaves(MESSAGES.en as unknown as Tree));

describe.each(locales)("CV builder messages in %s", (locale) => {
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
      for (const count of [1, 3]) {
        const values = Object.fromEntries(argumentsOf(value).map((name) => [name, name === "count" ? count : name === "kind" ? "education" : "X"]));
        expect(t(key as never, values as never)).not.toMatch(/[{}]/);
      }
    }
    expect(errors).toEqual([]);
  });

  it("is translated, not an English copy", () => {
    if (locale === "en") return;
    const same = [...messages].filter(([key, value]) => value === english.get(key) && value.split(" ").length > 1);
    expect(same).toEqual([]);
  });
});
