import fs from "node:fs";
import path from "node:path";
import { locales } from "./locales";
import { loadMessages } from "./messages";

const flatten = (value: unknown, prefix = ""): Record<string, string> =>
  Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>((all, [key, child]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof child === "object" && child !== null ? { ...all, ...flatten(child, name) } : { ...all, [name]: String(child) };
  }, {});

const read = (locale: string) => flatten(JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")));
/**
 * The arguments a message uses, plural and select branches read as messages of their own: the
 * words of a branch ("one {# change}") are text, not arguments.
 */
function argumentsOf(text: string, found: string[] = []): string[] {
  let index = 0;
  const branchEnd = (from: number) => {
    let depth = 0;
    for (let at = from; at < text.length; at += 1) {
      if (text[at] === "{") depth += 1;
      else if (text[at] === "}" && --depth === 0) return at;
    }
    return text.length;
  };
  while ((index = text.indexOf("{", index)) !== -1) {
    const end = branchEnd(index);
    const [name = "", type, ...rest] = text.slice(index + 1, end).split(",");
    found.push(name.trim());
    if (type && ["plural", "select", "selectordinal"].includes(type.trim())) {
      const branches = rest.join(",");
      for (let at = branches.indexOf("{"); at !== -1; at = branches.indexOf("{", at)) {
        let depth = 0;
        let close = at;
        for (; close < branches.length; close += 1) {
          if (branches[close] === "{") depth += 1;
          else if (branches[close] === "}" && --depth === 0) break;
        }
        argumentsOf(branches.slice(at + 1, close), found);
        at = close + 1;
      }
    }
    index = end + 1;
  }
  return found;
}
const placeholders = (text: string) => [...new Set(argumentsOf(text))].sort();

describe("argumentsOf", () => {
  it("reads arguments, and the arguments inside plural branches, but not a branch's words", () => {
    expect(placeholders("{count, plural, =0 {No changes} one {# change for {name}} other {# changes}} at {company}")).toEqual(["company", "count", "name"]);
    expect(placeholders("Hello {name}")).toEqual(["name"]);
    expect(placeholders("<link>Open</link>")).toEqual([]);
  });
});

describe("message files", () => {
  const english = read("en");

  it.each(locales.filter((locale) => locale !== "en"))("%s has exactly the English keys, translated, with the same placeholders", (locale) => {
    const messages = read(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english[key]!) });
      expect(text.trim()).not.toBe("");
    }
    const untranslated = Object.keys(messages).filter((key) => messages[key] === english[key] && english[key]!.length > 12);
    expect(untranslated.length).toBeLessThan(Object.keys(messages).length * 0.1);
  });

  it("loads a locale's file and falls back to English for an unknown one", async () => {
    expect((await loadMessages("de")).Home.title).toBe(JSON.parse(fs.readFileSync("messages/de.json", "utf8")).Home.title);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await loadMessages("xx" as never)).Home.title).toBe(english["Home.title"]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
