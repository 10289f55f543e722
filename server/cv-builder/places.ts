import { getCountries } from "libphonenumber-js/min";
import { locales } from "@/lib/i18n/locales";
import cities from "../data/cities.json";
import { fold } from "../cv/text";

type CityRecord = { name: string; country: string; population: number; names?: Record<string, string> };

const key = (text: string) => fold(text).replace(/[^\p{L}\d]+/gu, " ").trim();

let cityIndex: Map<string, Set<string>> | null = null;
/** Every city of the dataset by each of its names, folded → the countries it is in. */
function cityCountries(): Map<string, Set<string>> {
  if (cityIndex) return cityIndex;
  cityIndex = new Map();
  for (const city of cities as CityRecord[]) {
    for (const name of [city.name, ...Object.values(city.names ?? {})]) {
      const countries = cityIndex.get(key(name)) ?? new Set<string>();
      countries.add(city.country);
      cityIndex.set(key(name), countries);
    }
  }
  return cityIndex;
}

/** Short names CVs write that no display name gives. */
const COUNTRY_ALIASES: Record<string, string> = { usa: "US", "u s a": "US", us: "US", "u s": "US", uk: "GB", "u k": "GB", england: "GB", scotland: "GB", wales: "GB", holland: "NL" };

let countryIndex: Map<string, string> | null = null;
/** Country names in the seven languages, folded → ISO code ("Deutschland" → DE). */
function countryCodes(): Map<string, string> {
  if (countryIndex) return countryIndex;
  countryIndex = new Map(Object.entries(COUNTRY_ALIASES));
  for (const locale of locales) {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    for (const code of getCountries()) {
      const name = names.of(code);
      if (name && !countryIndex.has(key(name))) countryIndex.set(key(name), code);
    }
  }
  return countryIndex;
}

export const countryOf = (text: string): string | null => countryCodes().get(key(text)) ?? null;

/** The countries a city of this name is in; empty when the name is no city we know. */
export const countriesOfCity = (text: string): string[] => [...(cityCountries().get(key(text)) ?? [])].sort();

export type Place = { address?: string; postalCode?: string; city: string; region?: string; countryCode?: string };

const POSTCODE_BEFORE = /^(\d{4,5}|\d{2}-\d{3}|\d{4}\s?[A-Z]{2})\s+(.+)$/;
const POSTCODE_AFTER = /^(.+?)\s+(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/;
const ADDRESS_LABEL = /^(?:address|adresse|anschrift|wohnort|direcci[oó]n|indirizzo|endere[cç]o|morada|adres|location|standort|domicile|residence|residencia|residenza)\s*:\s*/i;

/**
 * A place as CVs write it at the top: "Berlin, Germany", "10115 Berlin", "Musterstraße 12, 10115
 * Berlin", "Lyon", "San Francisco, CA". Every part must be accounted for, so a sentence or a company
 * is never read as an address; the city must be one we know. The country code comes from the
 * country written, or from the city when only one country has a city of that name.
 */
export function parsePlace(segment: string): Place | null {
  const parts = segment.replace(ADDRESS_LABEL, "").split(/\s*,\s*/).filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return null;
  let cityAt = -1;
  let place: Place | null = null;
  for (let i = 0; i < parts.length && !place; i++) {
    const part = parts[i]!;
    const before = POSTCODE_BEFORE.exec(part);
    const after = POSTCODE_AFTER.exec(part);
    const candidates: [string, string | undefined][] = [[part, undefined]];
    if (before) candidates.push([before[2]!, before[1]]);
    if (after) candidates.push([after[1]!, after[2]]);
    for (const [city, postalCode] of candidates) {
      if (countriesOfCity(city).length === 0) continue;
      place = { city, ...(postalCode ? { postalCode } : {}) };
      cityAt = i;
      break;
    }
  }
  if (!place) return null;
  // Before the city: a street with its number; after it: a country, or a region ("CA", "Bavaria").
  const head = parts.slice(0, cityAt);
  if (head.length > 1 || (head.length === 1 && !/\d/.test(head[0]!))) return null;
  if (head.length === 1) place.address = head[0]!;
  const tail = parts.slice(cityAt + 1);
  for (const part of tail) {
    const country = countryOf(part);
    if (country && !place.countryCode) place.countryCode = country;
    else if (!place.region && !/\d/.test(part) && part.split(/\s+/).length <= 3) place.region = part;
    else return null;
  }
  if (!place.countryCode) {
    const countries = countriesOfCity(place.city);
    if (countries.length === 1) place.countryCode = countries[0]!;
  }
  return place;
}
