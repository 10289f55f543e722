/** Reference data for location parsing: regions, aliases, states and the big cities of our markets. */

export const EU = ["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"];
const EEA = [...EU, "IS", "LI", "NO"];
// Russia and Belarus left out: employers hiring "in Europe" cannot employ there under current sanctions.
const EUROPE = [...EEA, "GB", "CH", "AD", "MC", "SM", "VA", "AL", "BA", "ME", "MK", "RS", "XK", "MD", "UA"];
const NORDICS = ["DK", "FI", "IS", "NO", "SE"];
const BALTICS = ["EE", "LV", "LT"];
const CEE = ["PL", "CZ", "SK", "HU", "RO", "BG", "HR", "SI", "EE", "LV", "LT", "RS", "BA", "ME", "MK", "AL", "MD", "UA"];
const MIDDLE_EAST = ["AE", "BH", "EG", "IL", "IQ", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "TR", "YE"];
const AFRICA = [
  "DZ", "AO", "BJ", "BW", "BF", "BI", "CV", "CM", "CF", "TD", "KM", "CG", "CD", "CI", "DJ", "EG", "GQ", "ER", "SZ", "ET", "GA", "GM",
  "GH", "GN", "GW", "KE", "LS", "LR", "LY", "MG", "MW", "ML", "MR", "MU", "MA", "MZ", "NA", "NE", "NG", "RW", "ST", "SN", "SC", "SL",
  "SO", "ZA", "SS", "SD", "TZ", "TG", "TN", "UG", "ZM", "ZW",
];
const LATAM = ["MX", "GT", "BZ", "HN", "SV", "NI", "CR", "PA", "CU", "DO", "PR", "AR", "BO", "BR", "CL", "CO", "EC", "PY", "PE", "UY", "VE"];
const SOUTH_AMERICA = ["AR", "BO", "BR", "CL", "CO", "EC", "GY", "PY", "PE", "SR", "UY", "VE"];
const NORTH_AMERICA = ["US", "CA", "MX"];
const APAC = ["AU", "NZ", "JP", "KR", "CN", "HK", "MO", "TW", "SG", "MY", "ID", "TH", "VN", "PH", "IN", "PK", "BD", "LK", "NP", "KH", "MM"];
const ASIA = ["JP", "KR", "CN", "HK", "MO", "TW", "SG", "MY", "ID", "TH", "VN", "PH", "IN", "PK", "BD", "LK", "NP", "KH", "MM", "MN", "KZ", "UZ"];

/** Region names (folded) → the countries they stand for. */
export const REGIONS: Record<string, string[]> = {
  europe: EUROPE, "european union": EU, eu: EU, eea: EEA, "european economic area": EEA, emea: [...EUROPE, ...MIDDLE_EAST, ...AFRICA],
  europa: EUROPE, "union europeenne": EU, "europaische union": EU, "eu weit": EU, eurozone: EU,
  dach: ["DE", "AT", "CH"], benelux: ["BE", "NL", "LU"], nordics: NORDICS, scandinavia: ["DK", "NO", "SE"],
  "nordic countries": NORDICS, cee: CEE, "eastern europe": CEE, "central europe": ["DE", "AT", "CH", "PL", "CZ", "SK", "HU", "SI"],
  "western europe": ["GB", "IE", "FR", "BE", "NL", "LU", "DE", "AT", "CH", "ES", "PT", "IT"], "southern europe": ["ES", "PT", "IT", "GR", "MT", "CY", "HR", "SI"],
  "uk and ireland": ["GB", "IE"], "uk ireland": ["GB", "IE"], "british isles": ["GB", "IE"], iberia: ["ES", "PT"],
  "north america": NORTH_AMERICA, "northern america": ["US", "CA"], "us and canada": ["US", "CA"], "us canada": ["US", "CA"], "usa and canada": ["US", "CA"],
  americas: [...NORTH_AMERICA, ...LATAM.filter((c) => c !== "MX")], latam: LATAM, "latin america": LATAM, "south america": SOUTH_AMERICA,
  "central america": ["GT", "BZ", "HN", "SV", "NI", "CR", "PA"], apac: APAC, "asia pacific": APAC, asia: ASIA, oceania: ["AU", "NZ"], anz: ["AU", "NZ"],
  "middle east": MIDDLE_EAST, mena: [...MIDDLE_EAST, "DZ", "MA", "TN", "LY"], africa: AFRICA, gcc: ["AE", "BH", "KW", "OM", "QA", "SA"],
  // The same regions as the other six languages name them.
  ue: EU, "union europea": EU, "unione europea": EU, "uniao europeia": EU, "europese unie": EU, europaweit: EUROPE,
  ewr: EEA, "europaischer wirtschaftsraum": EEA, eee: EEA, "espace economique europeen": EEA, "espacio economico europeo": EEA, "spazio economico europeo": EEA,
  "espaco economico europeu": EEA, "europese economische ruimte": EEA,
  "d a ch": ["DE", "AT", "CH"], nordic: NORDICS, "nordic region": NORDICS, skandinavien: ["DK", "NO", "SE"], scandinavie: ["DK", "NO", "SE"], escandinavia: ["DK", "NO", "SE"],
  "pays nordiques": NORDICS, "paises nordicos": NORDICS, "paesi nordici": NORDICS, "nordische lander": NORDICS, "noordse landen": NORDICS,
  baltics: BALTICS, "baltic states": BALTICS, "baltic countries": BALTICS, baltikum: BALTICS, "pays baltes": BALTICS, "paises balticos": BALTICS, "paesi baltici": BALTICS, "baltische staten": BALTICS,
  "central and eastern europe": CEE, "central eastern europe": CEE, osteuropa: CEE, "europe de l est": CEE, "europa del este": CEE, "europa dell est": CEE, "europa oriental": CEE, "oost europa": CEE,
  "united kingdom and ireland": ["GB", "IE"], "uk and ie": ["GB", "IE"],
  lateinamerika: LATAM, latinoamerica: LATAM, "amerique latine": LATAM, "america latina": LATAM, "latijns amerika": LATAM,
  nordamerika: NORTH_AMERICA, "amerique du nord": NORTH_AMERICA, "america del norte": NORTH_AMERICA, norteamerica: NORTH_AMERICA, "america del nord": NORTH_AMERICA,
  "nord america": NORTH_AMERICA, "america do norte": NORTH_AMERICA, "noord amerika": NORTH_AMERICA,
  "asien pazifik": APAC, "asie pacifique": APAC, "asia pacifico": APAC, asien: ASIA, asie: ASIA, azie: ASIA, afrika: AFRICA, afrique: AFRICA,
  "naher osten": MIDDLE_EAST, "moyen orient": MIDDLE_EAST, "oriente medio": MIDDLE_EAST, "medio oriente": MIDDLE_EAST, "midden oosten": MIDDLE_EAST,
};

/**
 * Time zones named where a remote candidate must live ("Remote within CET ±2 hours"): folded phrases,
 * and abbreviations matched as written (French "est" is not EST). Read only in a posting's prose, after
 * words that ask where the candidate is: a location field "CET +/- 3 hours" restricts nothing.
 */
export const TIME_ZONES: Record<string, string[]> = {
  "central european time": EUROPE, "central european timezone": EUROPE, "central european time zone": EUROPE, "european time zone": EUROPE, "european time zones": EUROPE,
  "european timezone": EUROPE, "european timezones": EUROPE, "mitteleuropaische zeit": EUROPE, "mitteleuropaischen zeit": EUROPE, "europaische zeitzone": EUROPE,
  "europaischen zeitzone": EUROPE, "europaischen zeitzonen": EUROPE, "fuseau horaire europeen": EUROPE, "fuseaux horaires europeens": EUROPE, "heure d europe centrale": EUROPE,
  "zona horaria europea": EUROPE, "zonas horarias europeas": EUROPE, "fuso orario europeo": EUROPE, "fusi orari europei": EUROPE, "fuso horario europeu": EUROPE,
  "fusos horarios europeus": EUROPE, "europese tijdzone": EUROPE, "europese tijdzones": EUROPE, "midden europese tijd": EUROPE,
  "american time zone": ["US"], "american time zones": ["US"], "eastern time": ["US"], "pacific time": ["US"], "mountain time": ["US"],
};
export const TIME_ZONE_CODES: Record<string, string[]> = {
  CET: EUROPE, CEST: EUROPE, MEZ: EUROPE, MESZ: EUROPE, EET: EUROPE, EEST: EUROPE,
  EST: ["US"], EDT: ["US"], CST: ["US"], CDT: ["US"], MST: ["US"], MDT: ["US"], PST: ["US"], PDT: ["US"],
};

/** Phrases (folded) that mean "from anywhere": no restriction. */
export const WORLDWIDE = ["worldwide", "anywhere", "global", "globally", "anywhere in the world", "world wide", "weltweit", "remote worldwide", "partout", "todo el mundo", "mundial", "ovunque", "overal", "wereldwijd"];

/** Extra country names (folded) that Intl.DisplayNames does not give. */
export const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US", "u s a": "US", "u s": "US", "united states of america": "US", america: "US", "the us": "US", "the usa": "US", "estados unidos": "US", "etats unis": "US", "vereinigte staaten": "US", "stati uniti": "US", "verenigde staten": "US",
  uk: "GB", "u k": "GB", "great britain": "GB", britain: "GB", england: "GB", scotland: "GB", wales: "GB", "northern ireland": "GB", grossbritannien: "GB", "royaume uni": "GB", "reino unido": "GB", "regno unito": "GB", "verenigd koninkrijk": "GB", inglaterra: "GB", angleterre: "GB",
  holland: "NL", "the netherlands": "NL", nederland: "NL", "pays bas": "NL", "paises bajos": "NL", niederlande: "NL", "paesi bassi": "NL",
  deutschland: "DE", allemagne: "DE", alemania: "DE", germania: "DE", duitsland: "DE", alemanha: "DE",
  "czech republic": "CZ", czechia: "CZ", tschechien: "CZ", "republique tcheque": "CZ",
  uae: "AE", emirates: "AE", "united arab emirates": "AE", korea: "KR", "south korea": "KR", turkey: "TR", turkiye: "TR",
  "republic of ireland": "IE", eire: "IE", irlanda: "IE", irlande: "IE", ierland: "IE",
  schweiz: "CH", suisse: "CH", svizzera: "CH", suiza: "CH", zwitserland: "CH", osterreich: "AT", oostenrijk: "AT",
  espana: "ES", espanha: "ES", spanien: "ES", brasil: "BR", brasilien: "BR", mexique: "MX", mejico: "MX",
  niederlanden: "NL", "vereinigten staaten": "US", deutschlandweit: "DE", osterreichweit: "AT", schweizweit: "CH", frankreichweit: "FR",
  russia: "RU", vietnam: "VN", "viet nam": "VN", "hong kong sar": "HK", "ivory coast": "CI",
};

export const US_STATES: Record<string, string> = {
  AL: "alabama", AK: "alaska", AZ: "arizona", AR: "arkansas", CA: "california", CO: "colorado", CT: "connecticut", DE: "delaware", FL: "florida", GA: "georgia",
  HI: "hawaii", ID: "idaho", IL: "illinois", IN: "indiana", IA: "iowa", KS: "kansas", KY: "kentucky", LA: "louisiana", ME: "maine", MD: "maryland",
  MA: "massachusetts", MI: "michigan", MN: "minnesota", MS: "mississippi", MO: "missouri", MT: "montana", NE: "nebraska", NV: "nevada", NH: "new hampshire", NJ: "new jersey",
  NM: "new mexico", NY: "new york", NC: "north carolina", ND: "north dakota", OH: "ohio", OK: "oklahoma", OR: "oregon", PA: "pennsylvania", RI: "rhode island", SC: "south carolina",
  SD: "south dakota", TN: "tennessee", TX: "texas", UT: "utah", VT: "vermont", VA: "virginia", WA: "washington", WV: "west virginia", WI: "wisconsin", WY: "wyoming", DC: "district of columbia",
};

export const CA_PROVINCES: Record<string, string> = {
  AB: "alberta", BC: "british columbia", MB: "manitoba", NB: "new brunswick", NL: "newfoundland and labrador", NS: "nova scotia", NT: "northwest territories",
  NU: "nunavut", ON: "ontario", PE: "prince edward island", QC: "quebec", SK: "saskatchewan", YT: "yukon",
};

/**
 * Big cities of our markets (folded names, local spellings included) → country. Checked before the
 * generic city list, whose most populous namesake is not always the one job boards mean (Valencia).
 */
export const CITIES: Record<string, string> = Object.fromEntries(
  Object.entries({
    DE: "berlin|munich|munchen|muenchen|hamburg|frankfurt|frankfurt am main|cologne|koln|koeln|dusseldorf|duesseldorf|stuttgart|leipzig|dresden|hannover|hanover|nuremberg|nurnberg|nuernberg|bremen|essen|dortmund|bonn|karlsruhe|mannheim|heidelberg|freiburg|munster|aachen|potsdam|augsburg|wiesbaden|mainz|regensburg|walldorf",
    AT: "vienna|wien|graz|linz|salzburg|innsbruck",
    CH: "zurich|geneva|geneve|genf|ginevra|basel|bern|berne|lausanne|lugano|zug",
    NL: "amsterdam|rotterdam|utrecht|the hague|den haag|eindhoven|groningen|delft|leiden|haarlem|amstelveen|nijmegen|arnhem|maastricht|tilburg|breda",
    BE: "brussels|bruxelles|brussel|antwerp|antwerpen|anvers|ghent|gent|gand|leuven|liege|bruges",
    LU: "luxembourg city",
    FR: "paris|lyon|marseille|toulouse|bordeaux|lille|nantes|nice|montpellier|strasbourg|rennes|grenoble|sophia antipolis|la defense",
    ES: "madrid|barcelona|valencia|seville|sevilla|malaga|bilbao|zaragoza|palma|alicante|las palmas|granada",
    PT: "lisbon|lisboa|porto|oporto|braga|coimbra|faro|aveiro",
    IT: "milan|milano|rome|roma|turin|torino|bologna|florence|firenze|naples|napoli|genoa|genova|venice|venezia|padua|padova|verona|bari|trieste",
    GB: "london|manchester|edinburgh|glasgow|birmingham|bristol|leeds|liverpool|cambridge|oxford|belfast|cardiff|newcastle|sheffield|nottingham|brighton|reading|bath",
    IE: "dublin|cork|galway|limerick",
    DK: "copenhagen|kobenhavn|aarhus", SE: "stockholm|gothenburg|goteborg|malmo|uppsala", NO: "oslo|bergen|trondheim", FI: "helsinki|espoo|tampere",
    IS: "reykjavik", EE: "tallinn|tartu", LV: "riga", LT: "vilnius|kaunas",
    PL: "warsaw|warszawa|krakow|cracow|wroclaw|gdansk|poznan|lodz|katowice", CZ: "prague|praha|brno", SK: "bratislava", HU: "budapest",
    RO: "bucharest|bucuresti|cluj napoca|cluj|iasi|timisoara", BG: "sofia|plovdiv", GR: "athens|thessaloniki", HR: "zagreb|split", SI: "ljubljana",
    RS: "belgrade|novi sad", UA: "kyiv|kiev|lviv|kharkiv|odesa", CY: "limassol|nicosia", MT: "valletta|sliema", TR: "istanbul|ankara|izmir",
    US: "new york|new york city|nyc|brooklyn|manhattan|san francisco|sf|bay area|sf bay area|san francisco bay area|silicon valley|palo alto|mountain view|menlo park|sunnyvale|san jose|cupertino|redwood city|oakland|los angeles|santa monica|san diego|seattle|bellevue|redmond|portland|boston|cambridge ma|chicago|austin|dallas|houston|denver|boulder|atlanta|miami|washington dc|washington d c|dc|philadelphia|pittsburgh|minneapolis|detroit|raleigh|durham|nashville|phoenix|salt lake city|las vegas|columbus|charlotte|baltimore|st louis|kansas city|indianapolis|orlando|tampa",
    CA: "toronto|montreal|vancouver|calgary|ottawa|edmonton|waterloo|kitchener|quebec city|winnipeg|halifax|victoria|mississauga|markham|hamilton",
    MX: "mexico city|ciudad de mexico|cdmx|guadalajara|monterrey", BR: "sao paulo|rio de janeiro|belo horizonte|florianopolis|curitiba|porto alegre",
    AR: "buenos aires|cordoba", CO: "bogota|medellin", CL: "santiago", PE: "lima", UY: "montevideo",
    IL: "tel aviv|jerusalem|haifa", AE: "dubai|abu dhabi", IN: "bangalore|bengaluru|hyderabad|pune|mumbai|delhi|new delhi|gurgaon|gurugram|noida|chennai|kolkata",
    SG: "singapore", JP: "tokyo|osaka", KR: "seoul", CN: "shanghai|beijing|shenzhen", HK: "hong kong", TW: "taipei", AU: "sydney|melbourne|brisbane|perth",
    NZ: "auckland|wellington", ZA: "cape town|johannesburg", NG: "lagos", KE: "nairobi", EG: "cairo", PH: "manila", ID: "jakarta", MY: "kuala lumpur", TH: "bangkok", VN: "ho chi minh city|hanoi",
  }).flatMap(([country, names]) => names.split("|").map((name) => [name, country])),
);

/** Words that say where or how the work happens. */
export const REMOTE_WORDS = ["remote", "remotely", "fully remote", "remote first", "work from home", "wfh", "home office", "homeoffice", "work from anywhere", "teletravail", "remoto", "en remoto", "a distancia", "teletrabajo", "da remoto", "lavoro da remoto", "op afstand", "thuiswerken", "mobiles arbeiten", "fernarbeit", "telearbeit"];
export const HYBRID_WORDS = ["hybrid", "hybride", "hibrido", "ibrido", "hybrid remote", "partially remote", "teilweise remote"];
export const ONSITE_WORDS = ["on site", "onsite", "in office", "office based", "in person", "vor ort", "presencial", "sur site", "in sede", "op kantoor"];
