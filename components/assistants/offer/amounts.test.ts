import fc from "fast-check";
import { locales } from "@/lib/i18n/locales";
import { formatAmount, parseAmount } from "./amounts";

describe("parseAmount", () => {
  it.each([
    ["85.000", 85000],
    ["85,000", 85000],
    ["85 000", 85000],
    ["85\u202f000", 85000],
    ["85'000", 85000],
    ["85000", 85000],
    ["1.234.567", 1234567],
    ["1,234,567", 1234567],
    ["12,34,567", 1234567],
    ["85.000,50", 85000.5],
    ["85,000.50", 85000.5],
    ["12,5", 12.5],
    ["12.5", 12.5],
    ["0,125", 0.125],
    ["€ 85.000", 85000],
    ["85 000 €", 85000],
    ["$85,000", 85000],
    ["10 %", 10],
    ["0", 0],
  ])("reads %j as %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(["", "   ", "€"])("reads %j as nothing typed", (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it.each(["abc", "85k", "1,2,3", "1.2345.678", "12.", ",5", "1.234.56,7,8", "-5", "1e5", "1234.567"])("does not take %j for an amount", (text) => {
    expect(parseAmount(text)).toBeNaN();
  });

  it("reads back every amount as each of the seven languages writes it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(...locales), (whole, cents, locale) => {
        const value = whole + cents / 100;
        expect(parseAmount(formatAmount(value, locale))).toBeCloseTo(value, 2);
      }),
    );
  });

  it("writes an amount the page's way", () => {
    expect(formatAmount(85000, "en")).toBe("85,000");
    expect(formatAmount(85000, "de")).toBe("85.000");
    expect(formatAmount(12.5, "de")).toBe("12,5");
  });
});
