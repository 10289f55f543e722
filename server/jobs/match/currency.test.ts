import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import shipped from "./exchange-rates.json";
import { convert, type ExchangeRates, exchangeRatesSchema, readExchangeRates, unitValuesIn } from "./currency";

const table: ExchangeRates = { date: "2026-11-02", source: "test", base: "EUR", rates: { USD: 1.25, GBP: 0.8, JPY: 160 } };

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rates-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

describe("convert", () => {
  it("converts through the base, both ways", () => {
    expect(convert(100, "EUR", "USD", table)).toBeCloseTo(125);
    expect(convert(125, "USD", "EUR", table)).toBeCloseTo(100);
    expect(convert(100, "USD", "GBP", table)).toBeCloseTo(64);
    expect(convert(1_600_000, "JPY", "USD", table)).toBeCloseTo(12_500);
  });

  it("knows nothing of a currency the table lacks, except that it equals itself", () => {
    expect(convert(100, "XAF", "EUR", table)).toBeNull();
    expect(convert(100, "EUR", "XAF", table)).toBeNull();
    expect(convert(100, "XAF", "XAF", table)).toBe(100);
  });

  it("uses the shipped table by default", () => {
    expect(convert(100, "EUR", "USD")).toBeCloseTo(100 * shipped.rates.USD);
  });
});

describe("unitValuesIn", () => {
  it("gives what one unit of each known currency is worth in the target", () => {
    expect(new Map(unitValuesIn("EUR", table))).toEqual(new Map([["EUR", 1], ["USD", 0.8], ["GBP", 1.25], ["JPY", 1 / 160]]));
    expect(new Map(unitValuesIn("USD", table)).get("GBP")).toBeCloseTo(1.5625);
  });

  it("holds only the target itself when the table lacks it", () => {
    expect(unitValuesIn("XAF", table)).toEqual([["XAF", 1]]);
  });
});

describe("the rates table", () => {
  it("ships dated ECB rates for the common salary currencies", () => {
    const parsed = exchangeRatesSchema.parse(shipped);
    expect(parsed).toMatchObject({ date: "2026-11-02", base: "EUR" });
    const expected = ["USD", "GBP", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "BRL", "MXN", "INR", "JPY", "SGD", "NZD", "ZAR", "ILS", "TRY"];
    expect(Object.keys(parsed.rates).sort()).toEqual(expected.sort());
  });

  it("reads a replacement file in the same shape", () => {
    expect(readExchangeRates(write("good.json", JSON.stringify(table)))).toEqual(table);
  });

  it("refuses a file that is not JSON or not a rates table, naming the variable and the problem", () => {
    expect(() => readExchangeRates(path.join(dir, "missing.json"))).toThrow(/^EXCHANGE_RATES_FILE: cannot read .*missing\.json/);
    expect(() => readExchangeRates(write("broken.json", "{ date:"))).toThrow(/EXCHANGE_RATES_FILE: cannot read .*broken\.json as JSON/);
    const bad = write("bad.json", JSON.stringify({ ...table, date: "yesterday", rates: { USD: -1, usd: 2 } }));
    expect(() => readExchangeRates(bad)).toThrow(/EXCHANGE_RATES_FILE: .*bad\.json is not a rates table \(date: .*; rates\.USD: .*\)/);
  });

  it("is replaced by EXCHANGE_RATES_FILE, and a bad one fails on first use", async () => {
    const previous = process.env.EXCHANGE_RATES_FILE;
    try {
      process.env.EXCHANGE_RATES_FILE = write("override.json", JSON.stringify(table));
      await jest.isolateModulesAsync(async () => {
        const { convert: isolated } = await import("./currency");
        expect(isolated(100, "EUR", "USD")).toBeCloseTo(125);
      });
      process.env.EXCHANGE_RATES_FILE = write("empty.json", "{}");
      await jest.isolateModulesAsync(async () => {
        const { exchangeRates } = await import("./currency");
        expect(() => exchangeRates()).toThrow(/EXCHANGE_RATES_FILE: .*empty\.json is not a rates table/);
      });
    } finally {
      if (previous === undefined) delete process.env.EXCHANGE_RATES_FILE;
      else process.env.EXCHANGE_RATES_FILE = previous;
    }
  });
});
