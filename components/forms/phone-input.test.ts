import { chooseCountryCode, findMobileCode, flagCode, mobileCodeLabel, pasteDigits, stripTyped, type MobileCode } from "./phone-input";

const items: MobileCode[] = [
  { code: "DE", name: "Germany", mobile_code: "+49" },
  { code: "FR", name: "France", mobile_code: "+33" },
  { code: "GB", name: "United Kingdom", mobile_code: "+44" },
];

describe("the phone number input", () => {
  it("keeps only digits while typing, the caret after the same digits", () => {
    expect(stripTyped("+49 (151) 234-56", null)).toEqual({ value: "4915123456", caret: 10 });
    // "151 2|" → the caret stays after the 4th digit.
    expect(stripTyped("151 2", 5)).toEqual({ value: "1512", caret: 4 });
    expect(stripTyped("15a1", 3)).toEqual({ value: "151", caret: 2 });
    expect(stripTyped("", 0)).toEqual({ value: "", caret: 0 });
    expect(stripTyped("١٢٣ abc ½", null).value).toBe("");
  });

  it("inserts only the digits of pasted text, replacing the selection", () => {
    expect(pasteDigits("", 0, 0, "+49 (151) 234-56")).toEqual({ value: "4915123456", caret: 10 });
    expect(pasteDigits("1500", 2, 2, " 2-3 ")).toEqual({ value: "152300", caret: 4 });
    expect(pasteDigits("123456", 1, 4, "(9)")).toEqual({ value: "1956", caret: 2 });
    expect(pasteDigits("12", null, null, "tel: 34")).toEqual({ value: "1234", caret: 4 });
    expect(pasteDigits("12", 2, 0, "3")).toEqual({ value: "123", caret: 3 });
    expect(pasteDigits("12", 1, 1, "no digits")).toEqual({ value: "12", caret: 1 });
  });
});

describe("flags", () => {
  it("shows the United Kingdom as GB", () => {
    expect(flagCode("UK")).toBe("GB");
    expect(flagCode("gb")).toBe("GB");
    expect(flagCode(" de ")).toBe("DE");
    expect(findMobileCode(items, "UK")?.code).toBe("GB");
  });

  it("lists a country as flag, name and calling code", () => {
    expect(mobileCodeLabel(items[0]!)).toBe("🇩🇪 Germany (+49)");
    expect(mobileCodeLabel({ code: "UK", name: "United Kingdom", mobile_code: "+44" })).toBe("🇬🇧 United Kingdom (+44)");
  });
});

describe("the default calling code", () => {
  it("comes from the user's country through the list when empty", () => {
    expect(chooseCountryCode({ current: "", autoFilled: false, country: "FR", items })).toBe("FR");
    expect(chooseCountryCode({ current: undefined, autoFilled: false, country: "fr", items })).toBe("FR");
    expect(chooseCountryCode({ current: null, autoFilled: false, country: "UK", items })).toBe("GB");
  });

  it("stays empty without a country, or with one the list lacks", () => {
    expect(chooseCountryCode({ current: "", autoFilled: false, country: null, items })).toBe("");
    expect(chooseCountryCode({ current: "", autoFilled: false, country: "ZZ", items })).toBe("");
    expect(chooseCountryCode({ current: "", autoFilled: false, country: "DE", items: [] })).toBe("");
  });

  it("keeps a saved or picked code", () => {
    expect(chooseCountryCode({ current: "DE", autoFilled: false, country: "FR", items })).toBe("DE");
  });

  it("follows the country while the code is one it filled in", () => {
    expect(chooseCountryCode({ current: "DE", autoFilled: true, country: "FR", items })).toBe("FR");
    expect(chooseCountryCode({ current: "DE", autoFilled: true, country: "", items })).toBe("DE");
  });
});
