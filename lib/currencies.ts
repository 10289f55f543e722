/**
 * The currencies the app converts between (the base and the rates of
 * server/jobs/match/exchange-rates.json; a test keeps the two lists equal). The browser cannot read
 * the server's table, and a salary in any other currency could not be compared with the postings.
 */
export const CONVERTIBLE_CURRENCIES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "CAD",
  "AUD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "BRL",
  "MXN",
  "INR",
  "JPY",
  "SGD",
  "NZD",
  "ZAR",
  "ILS",
  "TRY",
] as const;

export type ConvertibleCurrency = (typeof CONVERTIBLE_CURRENCIES)[number];

export const isConvertibleCurrency = (code: string): code is ConvertibleCurrency => (CONVERTIBLE_CURRENCIES as readonly string[]).includes(code);

const EURO_COUNTRIES = ["AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PT", "SI", "SK"];

const COUNTRY_CURRENCY: Record<string, ConvertibleCurrency> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, "EUR" as const])),
  US: "USD",
  GB: "GBP",
  CH: "CHF",
  LI: "CHF",
  CA: "CAD",
  AU: "AUD",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  RO: "RON",
  BR: "BRL",
  MX: "MXN",
  IN: "INR",
  JP: "JPY",
  SG: "SGD",
  NZ: "NZD",
  ZA: "ZAR",
  IL: "ILS",
  TR: "TRY",
};

/** The currency salaries are usually paid in, in a country (ISO 3166-1 alpha-2), when the app converts it. */
export const currencyOfCountry = (country: string): ConvertibleCurrency | null => COUNTRY_CURRENCY[country.toUpperCase()] ?? null;
