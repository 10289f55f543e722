import shipped from "@/server/jobs/match/exchange-rates.json";
import { CONVERTIBLE_CURRENCIES, currencyOfCountry, isConvertibleCurrency } from "./currencies";

describe("convertible currencies", () => {
  it("are exactly the base and the rates of the shipped exchange-rate table", () => {
    expect([...CONVERTIBLE_CURRENCIES].sort()).toEqual([shipped.base, ...Object.keys(shipped.rates)].sort());
  });

  it("tells a convertible code from another one", () => {
    expect(isConvertibleCurrency("CHF")).toBe(true);
    expect(isConvertibleCurrency("ARS")).toBe(false);
  });

  it("knows the usual currency of a country, only among the convertible ones", () => {
    expect(currencyOfCountry("DE")).toBe("EUR");
    expect(currencyOfCountry("gb")).toBe("GBP");
    expect(currencyOfCountry("CH")).toBe("CHF");
    expect(currencyOfCountry("AR")).toBeNull();
    const mapped = ["US", "GB", "CH", "CA", "AU", "SE", "NO", "DK", "PL", "CZ", "HU", "RO", "BR", "MX", "IN", "JP", "SG", "NZ", "ZA", "IL", "TR", "FR"];
    expect(new Set(mapped.map(currencyOfCountry))).toEqual(new Set(CONVERTIBLE_CURRENCIES));
  });
});
