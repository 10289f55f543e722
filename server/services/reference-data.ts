import fs from "node:fs";
import path from "node:path";
import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js/min";
import phoneMetadata from "libphonenumber-js/min/metadata";
import { locales, type Locale } from "@/lib/i18n/locales";
import { foldCase } from "@/lib/text/fold";
import type { JobTitlesQuery, LocationsQuery, LocationType, MobileCodesQuery } from "@/lib/contracts/reference-data";
import { z } from "zod";
import { decodeCursor, encodeCursor, type Page } from "../db/toolkit";

/** Lower case, accents and ligatures folded, punctuation collapsed to single spaces ("C++" and "C#" keep their symbols). */
export function normaliseSearch(text: string): string {
  return foldCase(text)
    .replace(/[\s\-‐–—_'’`´.,;:/\\()[\]{}"“”„«»!?]+/g, " ")
    .trim();
}

const NO_MATCH = Number.POSITIVE_INFINITY;

/** A prepared query: compare it against keys made with normaliseSearch. */
type Needle = { text: string; tokens: string[] };

function toNeedle(q: string | undefined): Needle | null {
  const text = normaliseSearch(q ?? "");
  return text ? { text, tokens: text.split(" ") } : null;
}

/**
 * How well one key matches, lower is better: 0 the key is the query, 1 it starts with it, 2 a
 * word in it does, 3 every query word starts a word of it (any order), 4 it contains the query.
 */
function keyRank(key: string, needle: Needle): number {
  if (key === needle.text) return 0;
  if (key.startsWith(needle.text)) return 1;
  if (key.includes(` ${needle.text}`)) return 2;
  if (needle.tokens.length > 1) {
    const words = key.split(" ");
    if (needle.tokens.every((token) => words.some((word) => word.startsWith(token)))) return 3;
  }
  if (key.includes(needle.text)) return 4;
  return NO_MATCH;
}

function bestRank(keys: readonly string[], needle: Needle): number {
  let best = NO_MATCH;
  for (const key of keys) {
    best = Math.min(best, keyRank(key, needle));
    if (best === 0) break;
  }
  return best;
}

const uniqueKeys = (names: Iterable<string | undefined>) =>
  [...new Set([...names].filter((name): name is string => !!name).map(normaliseSearch))].filter(Boolean);

const offsetCursor = z.object({ o: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

function pageOf<T>(items: readonly T[], cursor: string | undefined, limit: number): Page<T> {
  const start = cursor ? decodeCursor(cursor, offsetCursor).o : 0;
  const end = start + limit;
  return { items: items.slice(start, end), next_cursor: end < items.length ? encodeCursor({ o: end }) : null };
}

/** Filters by the best rank (stable, so ties keep the list's order) or returns the list as it is. */
function rankAndFilter<E>(entries: readonly E[], rank: (entry: E) => number): E[] {
  const ranked: { entry: E; rank: number }[] = [];
  for (const entry of entries) {
    const value = rank(entry);
    if (value !== NO_MATCH) ranked.push({ entry, rank: value });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map(({ entry }) => entry);
}

function memo<K, V>(build: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
}

function once<V>(build: () => V): () => V {
  let value: V | undefined;
  return () => (value ??= build());
}

function readDataset<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), "server/data", file), "utf8")) as T;
}

// Portuguese is the product's European Portuguese (its flag is PT).
const INTL_LOCALE: Record<Locale, string> = { en: "en", de: "de", es: "es", fr: "fr", it: "it", pt: "pt-PT", nl: "nl" };

const collatorFor = memo((locale: Locale) => new Intl.Collator(INTL_LOCALE[locale], { sensitivity: "base", numeric: true }));

/** Names people search for that no locale's display name contains. */
const COUNTRY_ALIASES: Partial<Record<string, string[]>> = {
  GB: ["UK", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland"],
  US: ["USA", "America", "United States of America"],
  AE: ["UAE", "Emirates"],
  NL: ["Holland"],
  CZ: ["Czech Republic"],
  TR: ["Turkey"],
  CI: ["Ivory Coast"],
  MK: ["Macedonia"],
  SZ: ["Swaziland"],
  MM: ["Burma"],
  CV: ["Cabo Verde"],
  KR: ["Korea"],
  VA: ["Vatican", "Holy See"],
};

const regionNames = memo((locale: Locale) => new Intl.DisplayNames(INTL_LOCALE[locale], { type: "region" }));

export function countryName(code: string, locale: Locale): string {
  return regionNames(locale).of(code) ?? code;
}

/** A country's names for search: the locale's, the English one and the common aliases. */
const countryKeys = memo((key: `${Locale}:${string}`) => {
  const [locale, code] = key.split(":") as [Locale, string];
  return uniqueKeys([countryName(code, locale), countryName(code, "en"), ...(COUNTRY_ALIASES[code] ?? [])]);
});
const keysOfCountry = (code: string, locale: Locale) => countryKeys(`${locale}:${code}`);

export type MobileCode = { code: string; name: string; mobile_code: string };
type MobileCodeEntry = { item: MobileCode; digits: string; code: string; sharesCode: boolean };

const mobileCodeEntries = memo((locale: Locale): MobileCodeEntry[] => {
  const collator = collatorFor(locale);
  return getCountries()
    .map((code: CountryCode) => {
      const digits = getCountryCallingCode(code);
      return {
        item: { code, name: countryName(code, locale), mobile_code: `+${digits}` },
        digits,
        code: code.toLowerCase(),
        // +1 is the United States first, then the other NANP countries; +44 the UK, then Jersey…
        sharesCode: phoneMetadata.country_calling_codes[digits]?.[0] !== code,
      };
    })
    .sort((a, b) => collator.compare(a.item.name, b.item.name));
});

/**
 * Every country libphonenumber knows with its calling code, sorted by its name in `locale`.
 * `q` matches the name (in `locale` or English), the ISO code, or the calling code's digits.
 */
export function listMobileCodes(query: MobileCodesQuery): Page<MobileCode> {
  const entries = mobileCodeEntries(query.locale);
  const needle = toNeedle(query.q);
  if (!needle) return pageOf(entries.map((entry) => entry.item), query.cursor, query.limit);

  const dialled = /^\+?[\d\s()-]+$/.test(query.q ?? "") ? (query.q ?? "").replace(/\D/g, "") : null;
  const matches = rankAndFilter(entries, (entry) => {
    if (dialled) {
      if (entry.digits === dialled) return entry.sharesCode ? 1 : 0;
      return entry.digits.startsWith(dialled) ? 2 : NO_MATCH;
    }
    if (entry.code === needle.text) return 0;
    return bestRank(keysOfCountry(entry.item.code, query.locale), needle);
  });
  return pageOf(matches.map((entry) => entry.item), query.cursor, query.limit);
}

/** One line of server/data/cities.json (written by scripts/build-datasets.ts). */
type CityRecord = {
  id: number;
  name: string;
  country: string;
  population: number;
  lat: number;
  lon: number;
  names?: Partial<Record<Locale, string>>;
};

export type Location = {
  id: string;
  type: LocationType;
  name: string;
  country_code: string;
  country_name: string;
  population?: number;
  lat?: number;
  lon?: number;
};

type LocationEntry = { item: Location; keys: string[] };

const loadCities = once((): { record: CityRecord; keys: string[] }[] =>
  readDataset<CityRecord[]>("cities.json").map((record) => ({
    record,
    keys: uniqueKeys([record.name, ...Object.values(record.names ?? {})]),
  })),
);

/** Countries first (by name), then cities by population. */
const locationEntries = memo((locale: Locale): LocationEntry[] => {
  const collator = collatorFor(locale);
  const cities = loadCities();
  const codes = new Set<string>([...getCountries(), ...cities.map((city) => city.record.country)]);
  const countries = [...codes]
    .map((code) => {
      const name = countryName(code, locale);
      const item: Location = { id: `country:${code}`, type: "country", name, country_code: code, country_name: name };
      return { item, keys: keysOfCountry(code, locale) };
    })
    .sort((a, b) => collator.compare(a.item.name, b.item.name));
  const cityEntries = cities.map(({ record, keys }) => ({
    item: {
      id: `city:${record.id}`,
      type: "city" as const,
      name: record.names?.[locale] ?? record.name,
      country_code: record.country,
      country_name: countryName(record.country, locale),
      population: record.population,
      lat: record.lat,
      lon: record.lon,
    },
    keys,
  }));
  return [...countries, ...cityEntries];
});

/** Cities also match by their country's name, after every match by their own name. */
const COUNTRY_MATCH_RANK = 10;

/**
 * Countries (names in `locale`) and the world's largest cities. `q` matches names, accents and
 * case ignored, prefixes first; "city, country" narrows a city to a country.
 */
export function listLocations(query: LocationsQuery): Page<Location> {
  let entries = locationEntries(query.locale);
  if (query.type) entries = entries.filter((entry) => entry.item.type === query.type);

  const [placeText = "", ...countryParts] = (query.q ?? "").split(",");
  const countryNeedle = countryParts.length > 0 ? toNeedle(countryParts.join(" ")) : null;
  const needle = countryNeedle ? toNeedle(placeText) : toNeedle(query.q);
  if (!needle && !countryNeedle) return pageOf(entries.map((entry) => entry.item), query.cursor, query.limit);

  const matches = rankAndFilter(entries, (entry) => {
    const country = keysOfCountry(entry.item.country_code, query.locale);
    if (countryNeedle) {
      if (entry.item.type === "country" || bestRank(country, countryNeedle) > 2) return NO_MATCH;
      return needle ? bestRank(entry.keys, needle) : 0;
    }
    const own = bestRank(entry.keys, needle!);
    if (own !== NO_MATCH || entry.item.type === "country") return own;
    const viaCountry = bestRank(country, needle!);
    return viaCountry <= 2 ? COUNTRY_MATCH_RANK + viaCountry : NO_MATCH;
  });
  return pageOf(matches.map((entry) => entry.item), query.cursor, query.limit);
}

type JobTitleRecord = { id: string } & Record<Locale, string>;
export type JobTitle = { id: string; name: string };
type JobTitleEntry = { item: JobTitle; ownKeys: string[]; otherKeys: string[] };

const loadJobTitles = once(() => readDataset<JobTitleRecord[]>("job-titles.json"));

const jobTitleEntries = memo((locale: Locale): JobTitleEntry[] => {
  const collator = collatorFor(locale);
  return loadJobTitles()
    .map((record) => {
      const ownKeys = uniqueKeys([record[locale], record.en]);
      return {
        item: { id: record.id, name: record[locale] },
        ownKeys,
        otherKeys: uniqueKeys(locales.map((other) => record[other])).filter((key) => !ownKeys.includes(key)),
      };
    })
    .sort((a, b) => collator.compare(a.item.name, b.item.name));
});

/** Matches in another language rank after every match in the requested one (or English). */
const OTHER_LANGUAGE_RANK = 10;

/** Job titles named in `locale`; `q` matches the title in any of the seven languages. */
export function listJobTitles(query: JobTitlesQuery): Page<JobTitle> {
  const entries = jobTitleEntries(query.locale);
  const needle = toNeedle(query.q);
  if (!needle) return pageOf(entries.map((entry) => entry.item), query.cursor, query.limit);
  const matches = rankAndFilter(entries, (entry) => {
    const own = bestRank(entry.ownKeys, needle);
    return own !== NO_MATCH ? own : OTHER_LANGUAGE_RANK + bestRank(entry.otherKeys, needle);
  });
  return pageOf(matches.map((entry) => entry.item), query.cursor, query.limit);
}
