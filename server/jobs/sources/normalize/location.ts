import fs from "node:fs";
import path from "node:path";
import { getCountries } from "libphonenumber-js/min";
import type { RemoteType } from "../types";
import { CA_PROVINCES, CITIES, COUNTRY_ALIASES, HYBRID_WORDS, ONSITE_WORDS, REGIONS, REMOTE_WORDS, US_STATES, WORLDWIDE } from "./geo-data";
import { fold, unique } from "./text";

export type ParsedLocation = {
  /** Countries named, directly or through a city or state. */
  countryCodes: string[];
  /** Countries of the regions named ("Europe", "EMEA"…), expanded. */
  regionCodes: string[];
  remoteType: RemoteType | null;
  /** "Worldwide", "Anywhere"… */
  worldwide: boolean;
  /** "only", "based in", "residents"…: the places named are a requirement, not just an office. */
  restricted: boolean;
};

type Entry =
  | { kind: "country" | "city" | "state"; code: string }
  | { kind: "region"; codes: string[] }
  | { kind: "worldwide" | "remote" | "hybrid" | "onsite" | "only" };

// Territories that libphonenumber lists but nobody hires in.
const NOT_COUNTRIES = new Set(["AC", "TA"]);
const ISO: ReadonlySet<string> = new Set<string>(getCountries().filter((code) => !NOT_COUNTRIES.has(code)));
const NAME_LOCALES = ["en", "de", "fr", "es", "it", "nl", "pt"];
const ONLY_WORDS = ["only", "based", "based in", "residents", "resident", "citizens", "must be located in", "located in", "nur", "uniquement", "seulement", "solo", "solamente", "alleen", "apenas", "exclusively"];

let dictionary: { entries: Map<string, Entry>; longest: number } | null = null;

function buildDictionary() {
  const entries = new Map<string, Entry>();
  const add = (phrase: string, entry: Entry) => {
    const key = fold(phrase);
    if (key && !entries.has(key)) entries.set(key, entry);
  };
  for (const phrase of WORLDWIDE) add(phrase, { kind: "worldwide" });
  for (const phrase of REMOTE_WORDS) add(phrase, { kind: "remote" });
  for (const phrase of HYBRID_WORDS) add(phrase, { kind: "hybrid" });
  for (const phrase of ONSITE_WORDS) add(phrase, { kind: "onsite" });
  for (const phrase of ONLY_WORDS) add(phrase, { kind: "only" });
  for (const [phrase, code] of Object.entries(COUNTRY_ALIASES)) add(phrase, { kind: "country", code });
  for (const locale of NAME_LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    for (const code of ISO) {
      const name = names.of(code);
      if (name) add(name, { kind: "country", code });
    }
  }
  for (const [phrase, codes] of Object.entries(REGIONS)) add(phrase, { kind: "region", codes });
  for (const [phrase, code] of Object.entries(CITIES)) add(phrase, { kind: "city", code });
  for (const state of Object.values(US_STATES)) add(state, { kind: "state", code: "US" });
  for (const province of Object.values(CA_PROVINCES)) add(province, { kind: "state", code: "CA" });
  const longest = Math.max(...[...entries.keys()].map((key) => key.split(" ").length));
  return { entries, longest };
}

/** The dictionary entry that the folded words from `start` begin with, longest first. */
function entryAt(tokens: string[], start: number): { entry: Entry; length: number } | null {
  dictionary ??= buildDictionary();
  for (let n = Math.min(dictionary.longest, tokens.length - start); n >= 1; n--) {
    const entry = dictionary.entries.get(tokens.slice(start, start + n).join(" "));
    if (entry) return { entry, length: n };
  }
  return null;
}

export type Place = { length: number; codes: string[]; worldwide: boolean };

/**
 * The place that the folded words from `start` begin with, longest first: a country, region, state or
 * one of our markets' big cities in any of the seven languages, or "worldwide"; null for other words.
 */
export function placeAt(tokens: string[], start: number): Place | null {
  const match = entryAt(tokens, start);
  if (!match) return null;
  const { entry, length } = match;
  if (entry.kind === "worldwide") return { length, codes: [], worldwide: true };
  if (entry.kind === "region") return { length, codes: entry.codes, worldwide: false };
  return "code" in entry ? { length, codes: [entry.code], worldwide: false } : null;
}

type City = { name: string; country: string; population: number; names?: Record<string, string> };
let worldCities: Map<string, string> | null = null;

/** Folded city name → country of its most populous namesake, from the app's city list (≥ 200,000 people). */
function cityIndex(): Map<string, string> {
  if (worldCities) return worldCities;
  const index = new Map<string, { country: string; population: number }>();
  try {
    const cities = JSON.parse(fs.readFileSync(path.join(process.cwd(), "server/data/cities.json"), "utf8")) as City[];
    for (const city of cities) {
      if (city.population < 200_000) continue;
      for (const name of [city.name, ...Object.values(city.names ?? {})]) {
        const key = fold(name);
        const known = index.get(key);
        if (key && (!known || known.population < city.population)) index.set(key, { country: city.country, population: city.population });
      }
    }
  } catch {
    // The curated list still works without the data file (e.g. a trimmed deployment).
  }
  worldCities = new Map([...index].map(([key, value]) => [key, value.country]));
  return worldCities;
}

function cityCountry(text: string): string | null {
  const tokens = fold(text).split(" ").filter(Boolean);
  // "Remote - San Francisco": the city is the longest known tail.
  for (let start = 0; start < tokens.length; start++) {
    const key = tokens.slice(start).join(" ");
    const code = CITIES[key] ?? cityIndex().get(key);
    if (code) return code;
  }
  return null;
}

const asIso = (token: string) => (token === "UK" ? "GB" : ISO.has(token) ? token : null);

/**
 * "City, XX": XX is a US state or Canadian province more often than a country, unless the city says
 * otherwise. `city` tells whether the text before the comma was a known city (else it is read on its own).
 */
function resolveCityCode(text: string, token: string): { code: string | null; city: boolean } {
  const iso = asIso(token);
  const isState = token in US_STATES;
  const isProvince = token in CA_PROVINCES;
  const known = cityCountry(text);
  const city = !!known;
  if (isState && !iso) return { code: "US", city };
  if (isProvince && !iso) return { code: "CA", city };
  if (known) {
    if (iso === known) return { code: iso, city };
    if (known === "US" && isState) return { code: "US", city };
    if (known === "CA" && isProvince) return { code: "CA", city };
    return { code: known, city };
  }
  return { code: isState ? "US" : isProvince ? "CA" : iso, city };
}

/** Reads a location as boards write it: "Remote (Canada)", "Berlin, Germany", "San Francisco, CA", "USA only", "EMEA"… */
export function parseLocation(raw: string | null | undefined): ParsedLocation {
  const result: ParsedLocation = { countryCodes: [], regionCodes: [], remoteType: null, worldwide: false, restricted: false };
  if (!raw?.trim()) return result;
  const codes: string[] = [];
  const regionCodes: string[] = [];
  const kinds = new Set<string>();

  // "City, XX" first, then blank it so the city is not counted again on its own.
  let rest = raw.replace(/([^,;|()/\n]+),\s*([A-Z]{2})(?=$|[\s,;|()/\-–])/g, (match: string, before: string, token: string) => {
    const { code, city } = resolveCityCode(before, token);
    if (!code) return match;
    codes.push(code);
    // A known city is settled; anything else ("Remote, US", "Europe, UK") is still read for its words.
    return city ? " ; " : `${before} ; `;
  });
  // Stand-alone codes: "Remote - US", "US only", "(CA)".
  rest = rest.replace(/(^|[^A-Za-z])([A-Z]{2})(?![A-Za-z])/g, (match, before: string, token: string) => {
    const code = asIso(token) ?? (token in US_STATES ? "US" : token in CA_PROVINCES ? "CA" : null);
    if (!code) return match;
    codes.push(code);
    return `${before} ; `;
  });

  const tokens = fold(rest).split(" ").filter(Boolean);
  const unmatched: string[][] = [[]];
  for (let i = 0; i < tokens.length; ) {
    const match = entryAt(tokens, i);
    if (!match) {
      unmatched.at(-1)!.push(tokens[i++]!);
      continue;
    }
    const { entry, length } = match;
    kinds.add(entry.kind);
    if (entry.kind === "region") regionCodes.push(...entry.codes);
    else if ("code" in entry) codes.push(entry.code);
    i += length;
    unmatched.push([]);
  }
  // Words no dictionary knew may still be a city of the wider world.
  for (const run of unmatched) {
    if (run.length && run.length <= 3) {
      const code = cityIndex().get(run.join(" "));
      if (code) codes.push(code);
    }
  }

  // "Atlanta, Georgia" is the state; "Tbilisi, Georgia" the country.
  if (tokens.includes("georgia") && codes.filter((code) => code === "US").length && codes.includes("GE")) codes.splice(codes.indexOf("GE"), 1);
  result.countryCodes = unique(codes);
  result.regionCodes = unique(regionCodes);
  result.worldwide = kinds.has("worldwide");
  result.restricted = kinds.has("only");
  result.remoteType = kinds.has("hybrid") ? "hybrid" : kinds.has("remote") || result.worldwide ? "remote" : kinds.has("onsite") ? "onsite" : null;
  return result;
}

export type LocationInput = {
  /** The location as the source writes it. */
  location: string;
  /** Other location texts of the posting (secondary locations, offices). */
  otherLocations?: string[];
  /** Country codes from structured fields (Lever `country`, Recruitee `country_code`…). */
  countryHints?: (string | null | undefined)[];
  /** The source's own remote flag or workplace type, when it has one. */
  remoteType?: RemoteType | null;
  /** A field that states where candidates may live (Remotive's candidate_required_location). */
  eligibility?: string | null;
};

export type ResolvedLocation = { countryCodes: string[]; remoteType: RemoteType; eligibleCountryCodes: string[] | null };

/** Countries, remote type and remote eligibility of a posting, structured fields first, then its texts. */
export function resolveLocation(input: LocationInput): ResolvedLocation {
  const main = parseLocation(input.location);
  const others = (input.otherLocations ?? []).map(parseLocation);
  const hints = (input.countryHints ?? []).map((code) => code?.trim().toUpperCase()).filter((code): code is string => !!code && ISO.has(code === "UK" ? "GB" : code)).map((code) => (code === "UK" ? "GB" : code));
  const countryCodes = unique([...hints, ...main.countryCodes, ...others.flatMap((parsed) => parsed.countryCodes)]);
  const remoteType = input.remoteType && input.remoteType !== "unknown" ? input.remoteType : (main.remoteType ?? others.find((parsed) => parsed.remoteType)?.remoteType ?? "unknown");

  let eligibleCountryCodes: string[] | null = null;
  const stated = input.eligibility?.trim() ? parseLocation(input.eligibility) : null;
  if (stated && (stated.countryCodes.length || stated.regionCodes.length || stated.worldwide)) {
    eligibleCountryCodes = stated.worldwide ? null : unique([...stated.countryCodes, ...stated.regionCodes]);
  } else if ((remoteType === "remote" || main.restricted || (!main.countryCodes.length && main.regionCodes.length)) && !main.worldwide) {
    const named = unique([...countryCodes, ...main.regionCodes, ...others.flatMap((parsed) => parsed.regionCodes)]);
    eligibleCountryCodes = named.length ? named : null;
  }
  return { countryCodes, remoteType, eligibleCountryCodes };
}
