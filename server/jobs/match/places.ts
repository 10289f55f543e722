import cities from "../../data/cities.json";
import type { CopilotCity } from "../../db/schema";
import { escapeRegExp, fold } from "../../cv/text";

type CityRecord = { id: number; name: string; country: string; lat: number; lon: number; names?: Record<string, string> };

/** A place that counts as one of the copilot's cities: the city itself or a city within its radius. */
export type Place = { name: string; names: string[]; country: string; km: number; near: string };

const EARTH_KM = 6371;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** Every way the dataset writes a city, with and without accents ("München", "Munchen", "Munich"). */
function namesOf(record: Pick<CityRecord, "name" | "names">): string[] {
  const written = [record.name, ...Object.values(record.names ?? {})];
  return [...new Set([...written, ...written.map(fold)].map((name) => name.trim()).filter(Boolean))];
}

// Enough for any radius the form allows (200 km) in a dense region, and a bound on the SQL pattern.
const MAX_PLACES_PER_CITY = 40;

/**
 * The places each chosen city stands for. Jobs carry no coordinates, so the radius is honoured
 * through the known cities inside it: a job "in Potsdam" matches Berlin with a 50 km radius.
 */
export function placesOf(chosen: CopilotCity[]): Place[] {
  return chosen.flatMap((city) => {
    const id = Number(city.id.replace(/^city:/, ""));
    const own = (cities as CityRecord[]).find((record) => record.id === id);
    const self: Place = {
      name: city.name,
      names: namesOf({ name: city.name, names: { ...own?.names, dataset: own?.name ?? city.name } }),
      country: city.country_code,
      km: 0,
      near: city.name,
    };
    if (city.radius_km <= 0) return [self];
    const nearby = (cities as CityRecord[])
      .filter((record) => record.id !== id)
      .map((record) => ({ record, km: distanceKm(city, record) }))
      .filter(({ km }) => km <= city.radius_km)
      .sort((a, b) => a.km - b.km)
      .slice(0, MAX_PLACES_PER_CITY - 1)
      .map(({ record, km }): Place => ({ name: record.name, names: namesOf(record), country: record.country, km: Math.round(km), near: city.name }));
    return [self, ...nearby];
  });
}

/**
 * A case-insensitive whole-word pattern for PostgreSQL's `~*`. The edges are spelled out rather
 * than \m and \M, whose idea of a letter depends on the server's locale ("Örebro").
 */
export function sqlPlacePattern(places: Place[]): string | null {
  const names = [...new Set(places.flatMap((place) => place.names))].sort((a, b) => b.length - a.length);
  const words = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(escapeRegExp).join("[^[:alnum:]]+");
  const alternatives = names.map(words).filter(Boolean);
  // No usable name matches nothing, never everything.
  if (alternatives.length === 0) return null;
  return `(^|[^[:alnum:]])(${alternatives.join("|")})($|[^[:alnum:]])`;
}

/** The first place the job's location names, in a country the job is in (or any when it names none). */
export function placeIn(location: string, countryCodes: string[], places: Place[]): Place | null {
  const text = ` ${fold(location).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return (
    places.find(
      (place) =>
        (countryCodes.length === 0 || countryCodes.includes(place.country)) &&
        place.names.some((name) => text.includes(` ${fold(name).replace(/[^\p{L}\p{N}]+/gu, " ")} `)),
    ) ?? null
  );
}
