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
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

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
