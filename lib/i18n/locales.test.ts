import { languages, LOCALE_STORAGE_KEY, locales, resolveLocale } from "./locales";

describe("locale resolution", () => {
  it("prefers the stored locale, then the default-language prop, then English", () => {
    expect(resolveLocale("de", "fr")).toBe("de");
    expect(resolveLocale(null, "fr")).toBe("fr");
    expect(resolveLocale("xx", "nl")).toBe("nl");
    expect(resolveLocale(undefined, null)).toBe("en");
    expect(resolveLocale("EN", undefined)).toBe("en");
  });

  it("offers the seven languages with their own names, under the storage key _copilot_locale", () => {
    expect(LOCALE_STORAGE_KEY).toBe("_copilot_locale");
    expect(languages.map((language) => `${language.label} (${language.value})`)).toEqual([
      "English (en)",
      "Deutsch (de)",
      "Español (es)",
      "Français (fr)",
      "Italiano (it)",
      "Português (pt)",
      "Nederlands (nl)",
    ]);
    expect([...locales].sort()).toEqual(["de", "en", "es", "fr", "it", "nl", "pt"]);
  });
});
