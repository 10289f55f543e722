import { findTitles, titleTokens } from "../../cv/titles";

/** Words that name a job in many languages, reduced to one so "Entwickler" and "Developer" meet. */
const CANONICAL: Record<string, string> = {
  developer: "engineer", dev: "engineer", programmer: "engineer", engineering: "engineer", engineers: "engineer",
  developers: "engineer", entwickler: "engineer", ingenieur: "engineer", developpeur: "engineer", ingeniero: "engineer",
  desarrollador: "engineer", sviluppatore: "engineer", ontwikkelaar: "engineer", programador: "engineer", coder: "engineer",
  fe: "frontend", be: "backend",
  js: "javascript", ts: "typescript", golang: "go", k8s: "kubernetes",
  mgr: "manager", managers: "manager", leiter: "manager", responsable: "manager",
  designers: "designer", analysts: "analyst", scientists: "scientist", qa: "quality", tester: "quality", test: "quality",
  sre: "reliability", devops: "devops", swe: "software", sw: "software", apps: "app", application: "app", applications: "app",
};

/** Several tokens for one: "SWE" is a software engineer. */
const EXPANDS: Record<string, string[]> = {
  swe: ["software", "engineer"],
  sre: ["reliability", "engineer"],
  ml: ["machine", "learning"],
};

/** Level words are scored as seniority, and filler words carry no meaning. */
const IGNORED = new Set([
  "senior", "sr", "junior", "jr", "lead", "principal", "staff", "mid", "midlevel", "level", "intern", "internship", "trainee",
  "werkstudent", "i", "ii", "iii", "iv", "1", "2", "3", "and", "or", "of", "the", "for", "with", "in", "at", "to", "a", "an",
  "m", "w", "d", "f", "x", "h", "all", "genders", "remote", "hybrid", "onsite", "de", "du", "des", "la", "le", "el", "y", "e",
  "und", "fur", "der", "die", "das", "en", "et", "new", "team", "position", "role", "job", "vacancy", "wanted",
]);

/** Role nouns that many unrelated jobs share: alone they make a weak match ("Mechanical Engineer"). */
const GENERIC = new Set([
  "engineer", "manager", "specialist", "consultant", "analyst", "associate", "officer", "assistant", "coordinator",
  "expert", "professional", "representative", "executive", "architect", "administrator", "head", "director", "worker",
]);

/** What a job title implies without saying it: a front-end engineer is a software and web engineer. */
const IMPLIES: Record<string, string[]> = {
  frontend: ["software", "web"],
  backend: ["software"],
  fullstack: ["software", "web", "frontend", "backend"],
  mobile: ["software", "app"],
  ios: ["software", "mobile", "app"],
  android: ["software", "mobile", "app"],
  web: ["software"],
  devops: ["software", "infrastructure"],
  reliability: ["software", "infrastructure"],
  platform: ["software", "infrastructure"],
};

export type TitleTokens = { own: Set<string>; implied: Set<string> };

const canonical = (token: string) => EXPANDS[token] ?? [CANONICAL[token] ?? token];

// Titles repeat across postings and runs; reading one costs a dictionary walk.
const cache = new Map<string, TitleTokens>();
const CACHE_SIZE = 20_000;

/** The title's meaningful tokens, plus those of its English name when it is written in another language. */
export function tokenizeTitle(title: string): TitleTokens {
  const cached = cache.get(title);
  if (cached) return cached;
  const tokens = readTitle(title);
  cache.set(title, tokens);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return tokens;
}

function readTitle(title: string): TitleTokens {
  const english = findTitles(title).flatMap((text) => titleTokens(text));
  // A compound the English name explains ("softwareentwickler" → software developer) is dropped.
  const written = titleTokens(title).filter(
    (token) => english.includes(token) || !english.some((word) => word.length >= 4 && token.includes(word)),
  );
  const all = [...written, ...english].flatMap(canonical);
  const meaningful = all.filter((token) => !IGNORED.has(token));
  // "Team Lead" is all filler words: then the words themselves are the title.
  const own = new Set(meaningful.length > 0 ? meaningful : all);
  const implied = new Set([...own].flatMap((token) => IMPLIES[token] ?? []).filter((token) => !own.has(token)));
  return { own, implied };
}

const weightOf = (token: string) => (GENERIC.has(token) ? 0.5 : 1);
const sum = (tokens: Iterable<string>) => [...tokens].reduce((total, token) => total + weightOf(token), 0);

/**
 * How well a job title answers a wanted title, 0–1: mostly whether every wanted word is there
 * (implied words count a little less), partly how few other words there are (weighted Jaccard).
 * When only generic role nouns are shared ("Backend Engineer" for "Frontend Engineer") it halves.
 */
export function titleSimilarity(wanted: TitleTokens, job: TitleTokens): number {
  if (wanted.own.size === 0 || job.own.size === 0) return 0;
  let covered = 0;
  let specificShared = false;
  for (const token of wanted.own) {
    const credit = job.own.has(token) ? 1 : job.implied.has(token) ? 0.8 : 0;
    covered += credit * weightOf(token);
    if (credit > 0 && !GENERIC.has(token)) specificShared = true;
  }
  const containment = covered / sum(wanted.own);
  const shared = [...wanted.own].filter((token) => job.own.has(token));
  const jaccard = sum(shared) / sum(new Set([...wanted.own, ...job.own]));
  const similarity = 0.7 * containment + 0.3 * jaccard;
  const wantsSpecific = [...wanted.own].some((token) => !GENERIC.has(token));
  return Math.min(1, wantsSpecific && !specificShared ? similarity / 2 : similarity);
}
