import { TIME_ZONE_CODES, TIME_ZONES } from "./geo-data";
import { placeAt } from "./location";
import { foldedWords, sentences, unique, type Word } from "./text";

export type RemoteScope = { kind: "worldwide" } | { kind: "countries"; countries: string[] };

/**
 * Words after which the places named are where the candidate may live, in the seven languages.
 * "candidate": said of the company as often ("we are based in Berlin"), so only when the sentence
 * speaks of the candidate first. "subject": not after the company or its team ("our team works
 * remotely from Lisbon"). "any": always ("residents of", "authorised to work in", "we hire in").
 */
const TRIGGERS: Record<"any" | "subject" | "candidate", string> = {
  any: [
    "reside|resides|residing|resident of|residents of|resident in|residents in|residence in|residency in|citizens of|authorized to work|authorised to work",
    "authorization to work|authorisation to work|work authorization|work authorisation|eligible to work|eligibility to work|right to work|permit to work|work permit",
    "legally work|open to|candidates|applicants|applications|following countries|following locations",
    "following regions|these countries",
    "wohnsitz|wohnhaft|wohnort|ansassig|arbeitserlaubnis|arbeitsberechtigung|aufenthaltstitel|aufenthaltserlaubnis|bewerbungen|bewerber|bewerberinnen|kandidaten",
    "kandidatinnen|resident|residant|residante|residez|resider|residence|domicilie|domiciliee|autorisation de travail|autorise a travailler|autorisee a travailler",
    "permis de travail|candidats|candidatures|recrutons|embauchons|residir|resida|residente|residentes|residencia|permiso de trabajo|autorizacion para trabajar",
    "autorizado para trabajar|candidatos|candidatas|candidaturas|contratamos|residenti|residenza|domiciliato|domiciliata|domicilio|permesso di lavoro",
    "autorizzato a lavorare|candidati|candidature|assumiamo|autorizacao de trabalho|permissao de trabalho|autorizado a trabalhar|woonachtig|woonplaats|werkvergunning",
    "verblijfsvergunning|sollicitanten",
  ].join("|"),
  subject: [
    "remote|remotely|fully remote|full remote|remote only|work remotely|working remotely|work from|working from|wfh|homeoffice|home office|mobiles arbeiten",
    "mobil arbeiten|remote arbeiten|teletravail|en teletravail|a distance|remoto|en remoto|da remoto|in remoto|teletrabajo|smart working|trabalho remoto|teletrabalho",
    "op afstand|thuiswerken|thuis werken",
  ].join("|"),
  candidate: [
    "based|located|living|live|lives|be|are|based out of|stationed|lebst|lebt|leben|wohnst|wohnt|wohnen|base|basee|bases|basees|situe|situee|vivez|vivre|habitez",
    "habiter|localise|localisee|ubicado|ubicada|ubicados|basado|basada|basados|vives|vivir|basato|basata|situato|situata|vivi|vivere|abiti|localizzato|localizzata",
    "baseado|baseada|localizado|localizada|morar|mora|moras|vive|viver|woon|woont|wonen|gebaseerd",
  ].join("|"),
};

/** "Work anywhere in Europe": read only when a place follows at once ("work in Germany" says nothing of where one lives). */
const DIRECT_TRIGGERS = new Set(["work", "working"]);

/** English verbs of hiring, read only after the company ("we can only hire in", "we're hiring across") or opening the sentence ("Hiring in: US, Canada"), never as nouns ("engineering hiring in North America"). */
const HIRING_VERBS = new Set(["hire", "hires", "hiring", "employ", "employing", "recruit", "recruiting"]);
const HIRING_SUBJECTS = new Set(["we", "re", "are", "is", "currently", "only", "can", "also", "actively"]);

/** Words after a list of places that make it a restriction: "US only", "EU residents", "Germany (remote)". */
const TRAILING = new Set([
  "remote", "only", "exclusively", "residents", "resident", "citizens", "nationals", "ansassig", "wohnhaft", "uniquement", "seulement", "exclusivement", "solamente", "unicamente",
  "exclusivamente", "soltanto", "esclusivamente", "apenas", "somente", "alleen", "uitsluitend",
]);
/** "US-based" restricts only when said of people or the role, not of a company ("a Berlin-based startup"). */
const BASED_WHO = new Set(["candidates", "applicants", "talent", "people", "individuals", "engineers", "developers", "designers", "contractors", "freelancers", "hires", "only", "remote", "role", "position"]);

/** Words that may stand between the trigger and the places, or between places of one list. */
const FILLERS = new Set([
  "in", "within", "from", "across", "throughout", "the", "a", "an", "any", "one", "either", "only", "based", "located", "countries", "country", "region", "regions",
  "area", "areas", "state", "states", "time", "zone", "zones", "timezone", "timezones", "following", "these", "candidates", "applicants", "people", "talent",
  "individuals", "residents", "anyone", "role", "position", "job", "engineers", "developers", "for", "possible",
  "innerhalb", "aus", "von", "im", "ganz", "ganzen", "ganzer", "uberall", "nur", "der", "die", "das", "dem", "den", "des", "einem", "einer", "innen", "lander", "landern",
  "land", "zeitzone", "zeitzonen", "ausschliesslich", "fur", "moglich", "arbeit",
  "depuis", "de", "d", "la", "le", "l", "les", "en", "au", "aux", "du", "dans", "toute", "tout", "tous", "toutes", "uniquement", "seulement", "pays", "fuseau", "fuseaux",
  "horaire", "horaires", "complet", "exclusivement", "pour",
  "desde", "del", "el", "los", "las", "cualquier", "lugar", "parte", "toda", "todo", "solo", "solamente", "unicamente", "dentro", "pais", "paises", "region", "zona",
  "horaria", "exclusivamente", "para", "posible",
  "da", "dall", "dalla", "dal", "dai", "di", "della", "qualsiasi", "qualunque", "tutta", "tutto", "soltanto", "esclusivamente", "territorio", "paese", "paesi", "nel",
  "nella", "fuso", "orario", "per", "possibile",
  "em", "partir", "do", "dos", "das", "no", "na", "nos", "nas", "qualquer", "apenas", "somente", "o", "os", "horario", "possivel",
  "vanuit", "binnen", "heel", "alleen", "uitsluitend", "het", "uit", "een", "landen", "regio", "tijdzone", "tijdzones", "voor", "mogelijk",
]);
/** Words that join places into one list ("Germany or Austria", "Nederland of België", "the US as well as Canada"). */
const CONNECTORS = new Set([",", "and", "or", "und", "oder", "sowie", "et", "ou", "y", "o", "e", "u", "ed", "en", "of", "as", "well", "plus"]);
/** What may follow a time zone before the next place: "CET ± 2 hours", "CET+3h". */
const OFFSETS = /^(\d+|plus|minus|h|hr|hrs|hour|hours|stunden|std|heures|horas|ore|uur|utc|gmt)$/;

/** Uppercase codes read as countries in prose; others ("IT", "IN", "OR", "QA", "CI") are far more often words. */
const PROSE_CODES: Record<string, string> = Object.fromEntries(
  ["US", "GB", "DE", "AT", "CH", "FR", "ES", "NL", "IE", "PL", "CZ", "DK", "FI", "LU", "CA", "MX", "BR", "AU", "NZ", "SG", "JP"].map((code) => [code, code]).concat([["UK", "GB"]]),
);

/** Worldwide words that are often just adjectives ("a global team"): read only at the end of a list. */
const LOOSE_WORLDWIDE = new Set(["global", "globally", "mundial", "weltweit"]);

const LOCATION_LABELS = new Set(["location", "locations", "standort", "arbeitsort", "lieu", "localisation", "ubicacion", "sede", "localizacao", "locatie", "werkplek"]);

const NEGATIONS = new Set(["not", "t", "cannot", "unable", "never", "nicht", "kein", "keine", "keinen", "pas", "ne", "no", "non", "nao", "niet", "geen"]);

const CANDIDATE_WORDS = new Set([
  "you", "your", "candidate", "candidates", "applicant", "applicants", "must", "need", "needs", "required", "should", "only", "anyone", "those", "people", "talent",
  "individuals", "if", "du", "dich", "dein", "deine", "musst", "muss", "solltest", "bewerber", "kandidaten", "vous", "tu", "votre", "devez", "dois", "candidat",
  "candidats", "usted", "debes", "debe", "candidato", "candidatos", "tuo", "devi", "deve", "candidati", "voce", "precisa", "je", "jij", "moet", "kandidaat",
]);
const COMPANY_WORDS = new Set([
  "we", "our", "us", "company", "office", "offices", "hq", "headquarters", "team", "teams", "startup", "colleagues", "employees", "engineers", "staff", "customers",
  "clients", "users", "partners", "it", "which", "wir", "unser", "unsere", "unserem", "unseren", "unserer", "firma", "unternehmen", "buro", "kunden", "kollegen",
  "nous", "notre", "nos", "societe", "entreprise", "bureau", "bureaux", "siege", "equipe", "nosotros", "nuestra", "nuestro", "nuestros", "nuestras", "empresa",
  "oficina", "oficinas", "sede", "equipo", "clientes", "noi", "nostra", "nostro", "nostri", "nostre", "azienda", "ufficio", "uffici", "societa", "clienti", "nossa",
  "nosso", "nossos", "nossas", "escritorio", "equipa", "wij", "ons", "onze", "bedrijf", "kantoor", "klanten",
]);

type Check = keyof typeof TRIGGERS;
type Span = { start: number; end: number; codes: string[]; worldwide: boolean; timeZone: boolean };
type Run = { start: number; end: number; spans: Span[] };

const TRIGGER_PHRASES = buildTriggers();

function buildTriggers(): { entries: Map<string, Check>; longest: number } {
  const entries = new Map<string, Check>();
  for (const check of ["any", "subject", "candidate"] as const) for (const phrase of TRIGGERS[check].split("|")) if (!entries.has(phrase)) entries.set(phrase, check);
  for (const word of DIRECT_TRIGGERS) entries.set(word, "subject");
  for (const word of HIRING_VERBS) entries.set(word, "any");
  return { entries, longest: Math.max(...[...entries.keys()].map((key) => key.split(" ").length)) };
}

function longestAt<T>(table: { get(key: string): T | undefined }, words: string[], start: number, longest: number): { value: T; length: number } | null {
  for (let n = Math.min(longest, words.length - start); n >= 1; n--) {
    const value = table.get(words.slice(start, start + n).join(" "));
    if (value !== undefined) return { value, length: n };
  }
  return null;
}

const TIME_ZONE_LONGEST = Math.max(...Object.keys(TIME_ZONES).map((key) => key.split(" ").length));
const TIME_ZONE_TABLE = new Map(Object.entries(TIME_ZONES));

/** The place a sentence names at `start`: a country, region, state, city, time zone, "worldwide" or a country code as written. */
function spanAt(words: Word[], folded: string[], start: number): Span | null {
  const word = words[start]!;
  const at = (length: number, codes: string[], worldwide = false, timeZone = false): Span => ({ start, end: start + length, codes, worldwide, timeZone });
  const zone = TIME_ZONE_CODES[word.original] ?? longestAt(TIME_ZONE_TABLE, folded, start, TIME_ZONE_LONGEST);
  if (Array.isArray(zone)) return at(1, zone, false, true);
  if (zone) return at(zone.length, zone.value, false, true);
  const place = placeAt(folded, start);
  if (place) {
    if (place.worldwide && LOOSE_WORLDWIDE.has(word.word) && folded[start + place.length] !== undefined && folded[start + place.length] !== ",") return null;
    return at(place.length, place.codes, place.worldwide);
  }
  const code = /^[A-Z]{2}$/.test(word.original) ? PROSE_CODES[word.original] : undefined;
  if (code) return at(1, [code]);
  // German genitive, capitalised as German nouns are: "innerhalb Deutschlands", "Europas".
  const genitive = /^\p{Lu}\p{Ll}{3,}s$/u.test(word.original) ? placeAt([word.word.slice(0, -1)], 0) : null;
  return genitive && !genitive.worldwide ? at(1, genitive.codes) : null;
}

/** Places joined by "and", "or", commas and small words form one list: "Germany, Austria or Switzerland", "CET ± 2 hours". */
function runsOf(spans: Span[], folded: string[], isTrigger: boolean[]): Run[] {
  const runs: Run[] = [];
  for (const span of spans) {
    const run = runs.at(-1);
    const previous = run?.spans.at(-1);
    const gap = previous ? folded.slice(previous.end, span.start) : [];
    const joins = run && previous && gap.length <= 4 && gap.every((word, i) => !isTrigger[previous.end + i] && (FILLERS.has(word) || CONNECTORS.has(word) || (previous.timeZone && OFFSETS.test(word))));
    if (run && joins) {
      run.spans.push(span);
      run.end = span.end;
    } else runs.push({ start: span.start, end: span.end, spans: [span] });
  }
  return runs;
}

/** "We cannot hire in the US", "no remote in France": a denial among the three words before, within the clause. */
function deniedBefore(folded: string[], index: number): boolean {
  for (let k = index - 1; k >= Math.max(0, index - 3) && folded[k] !== ","; k--) if (NEGATIONS.has(folded[k]!)) return true;
  return false;
}

/** Whether the trigger ending just before `index` (past a few small words) introduces the places there. */
function triggered(folded: string[], index: number, triggerEnding: (Check | undefined)[], triggerStart: number[]): boolean {
  let k = index - 1;
  for (let skipped = 0; k >= 0 && skipped < 4 && !triggerEnding[k] && (FILLERS.has(folded[k]!) || folded[k] === ","); k--) skipped++;
  const check = triggerEnding[k];
  if (k < 0 || !check) return false;
  const start = triggerStart[k]!;
  const phrase = folded.slice(start, k + 1).join(" ");
  if (DIRECT_TRIGGERS.has(phrase) && k !== index - 1) return false;
  if (HIRING_VERBS.has(phrase) && start > 0 && !folded.slice(Math.max(0, start - 3), start).some((word) => HIRING_SUBJECTS.has(word))) return false;
  if (deniedBefore(folded, start)) return false;
  const before = folded.slice(Math.max(0, start - 4), start);
  if (check !== "any" && before.some((word) => COMPANY_WORDS.has(word))) return false;
  return check !== "candidate" || folded.slice(0, start).some((word) => CANDIDATE_WORDS.has(word));
}

/** Whether words after the list make it a restriction: "US only", "EU residents", "UK-based candidates". */
function restrictedAfter(folded: string[], run: Run): boolean {
  const next = folded[run.end];
  if (next === undefined || deniedBefore(folded, run.start)) return false;
  if (TRAILING.has(next)) return true;
  return next === "based" && BASED_WHO.has(folded[run.end + 1] ?? "");
}

/** A line that says nothing but "Anywhere in the world" or "Location: worldwide". */
function worldwideLine(folded: string[], run: Run): boolean {
  const before = folded.slice(0, run.start);
  return run.end === folded.length && run.spans.every((span) => span.worldwide) && before.every((word) => LOCATION_LABELS.has(word) || FILLERS.has(word) || word === ",");
}

function readSentence(sentence: string): { codes: string[]; worldwide: boolean } {
  const words = foldedWords(sentence);
  const folded = words.map((word) => word.word);
  const isTrigger = folded.map(() => false);
  const triggerEnding: (Check | undefined)[] = [];
  const triggerStart: number[] = [];
  const spans: Span[] = [];
  for (let i = 0; i < folded.length; ) {
    const trigger = longestAt(TRIGGER_PHRASES.entries, folded, i, TRIGGER_PHRASES.longest);
    if (trigger) {
      for (let k = i; k < i + trigger.length; k++) isTrigger[k] = true;
      triggerEnding[i + trigger.length - 1] = trigger.value;
      triggerStart[i + trigger.length - 1] = i;
      i += trigger.length;
      continue;
    }
    const span = spanAt(words, folded, i);
    if (span) spans.push(span);
    i = span?.end ?? i + 1;
  }
  const codes: string[] = [];
  let worldwide = false;
  for (const run of runsOf(spans, folded, isTrigger)) {
    if (!triggered(folded, run.start, triggerEnding, triggerStart) && !restrictedAfter(folded, run) && !worldwideLine(folded, run)) continue;
    for (const span of run.spans) {
      codes.push(...span.codes);
      worldwide ||= span.worldwide;
    }
  }
  return { codes, worldwide };
}

/**
 * Where a remote candidate may live, as a posting's prose states it in any of the seven languages:
 * "Remote (EU)", "must be based in the UK", "we hire in the US and Canada only", "Homeoffice innerhalb
 * Deutschlands", "Remote within CET ±2 hours", or worldwide ("work from anywhere"). Offices,
 * headquarters, customers' countries and travel say nothing. Statements add up; a restriction wins
 * over a loose "worldwide". Null when the text states nothing.
 */
export function remoteScopeFromText(text: string | null | undefined): RemoteScope | null {
  if (!text) return null;
  const codes: string[] = [];
  let worldwide = false;
  for (const sentence of sentences(text)) {
    const read = readSentence(sentence);
    codes.push(...read.codes);
    worldwide ||= read.worldwide;
  }
  if (codes.length) return { kind: "countries", countries: unique(codes) };
  return worldwide ? { kind: "worldwide" } : null;
}

/** ISO 3166-1 alpha-2 codes of the countries a remote candidate may live in per the prose; null for worldwide or unstated. */
export function eligibleRegionsFromText(text: string | null | undefined): string[] | null {
  const scope = remoteScopeFromText(text);
  return scope?.kind === "countries" ? scope.countries : null;
}
