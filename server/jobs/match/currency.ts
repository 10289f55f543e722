import fs from "node:fs";
import { z } from "zod";
import { getEnv } from "@/lib/env";
import shipped from "./exchange-rates.json";

const code = z.string().regex(/^[A-Z]{3}$/, { error: "expected an ISO 4217 code like USD" });

/** Reference rates: how many units of each currency one unit of `base` buys on `date`. */
export const exchangeRatesSchema = z.object({
  date: z.iso.date(),
  source: z.string().min(1),
  base: code,
  rates: z.record(code, z.number().positive()),
});

export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

const SHIPPED = exchangeRatesSchema.parse(shipped);

/** A rates file in the shipped shape (`npm run rates:refresh -- <file>` writes one); throws naming the file and what is wrong. */
export function readExchangeRates(file: string): ExchangeRates {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`EXCHANGE_RATES_FILE: cannot read ${file} as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const result = exchangeRatesSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "file"}: ${issue.message}`);
    throw new Error(`EXCHANGE_RATES_FILE: ${file} is not a rates table (${issues.join("; ")})`);
  }
  return result.data;
}

let active: ExchangeRates | undefined;

/** The table in use: the file EXCHANGE_RATES_FILE names, else the shipped one; read once per process. */
export function exchangeRates(): ExchangeRates {
  if (!active) {
    const file = getEnv().EXCHANGE_RATES_FILE;
    active = file ? readExchangeRates(file) : SHIPPED;
  }
  return active;
}

/** Units of `currency` per unit of the table's base; null when the table does not know it. */
const rateOf = (currency: string, table: ExchangeRates) => (currency === table.base ? 1 : (table.rates[currency] ?? null));


/** `amount` in `from` expressed in `to`; null when either currency is unknown (the same currency always converts). */
export function convert(amount: number, from: string, to: string, table: ExchangeRates = exchangeRates()): number | null {
  if (from === to) return amount;
  const source = rateOf(from, table);
  const target = rateOf(to, table);
  return source === null || target === null ? null : (amount / source) * target;
}

/** What one unit of each currency the table knows is worth in `to`; only `to` itself when the table lacks it. */
export function unitValuesIn(to: string, table: ExchangeRates = exchangeRates()): [string, number][] {
  const known = [table.base, ...Object.keys(table.rates)];
  if (!known.includes(to)) return [[to, 1]];
  return known.map((from) => [from, convert(1, from, to, table)!]);
}
