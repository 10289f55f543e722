import { findTitles, titleTokens } from "../../cv/titles";
import { fold } from "../../cv/text";

/** Words that name a job in many languages, reduced to one so "Entwickler" and "Developer" meet. */
const CANONICAL: Record<string, string> = {
  developer: "engineer", dev: "engineer", programmer: "engineer", engineering: "engineer", engineers: "engineer",
  developers: "engineer", entwickler: "engineer", ingenieur: "engineer", developpeur: "engineer", ingeniero: "engineer",
  desarrollador: "engineer", sviluppatore: "engineer", ontwikkelaar: "engineer", programador: "engineer", coder: "engineer",
  fe: "frontend", be: "backend",
  js: "javascript", ts: "typescript", golang: "go", k8s: "kubernetes",
  mgr: "manager", managers: "manager", leiter: "manager", responsable: "manager", responsabile: "manager",
  designers: "designer", analysts: "analyst", scientists: "scientist", qa: "quality", tester: "quality", test: "quality",
  sre: "reliability", devops: "devops", swe: "software", sw: "software", apps: "app", application: "app", applications: "app",
};

/** Several tokens for one: "SWE" is a software engineer. Also read in brackets: "Nurse (RN)". */
const EXPANDS: Record<string, string[]> = {
  swe: ["software", "engineer"],
  sre: ["reliability", "engineer"],
  ml: ["machine", "learning"],
  rn: ["registered", "nurse"],
};

/** Names a job also goes by, read as its usual one: in the UK a staff nurse is a registered nurse. */
const SAME_JOB: Record<string, string> = { "staff nurse": "registered nurse" };

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
  // Full-stack work is its own specialisation: it implies neither a frontend nor a backend title.
  fullstack: ["software", "web"],
  mobile: ["software", "app"],
  ios: ["software", "mobile", "app"],
  android: ["software", "mobile", "app"],
  web: ["software"],
  devops: ["software", "infrastructure"],
  reliability: ["software", "infrastructure"],
  platform: ["software", "infrastructure"],
};

/**
 * Role nouns: the word a title's main part ends on, which says what the job is ("Dental Nurse" is a
 * nurse, "Account Manager" a manager). Read after CANONICAL, so a developer is an engineer. Two titles
 * whose role nouns are known and differ are different jobs, whatever words they share.
 */
const HEADS = new Set([
  "engineer", "nurse", "consultant", "manager", "designer", "analyst", "accountant", "teacher", "clerk", "assistant",
  "scientist", "architect", "administrator", "specialist", "officer", "coordinator", "director", "technician",
  "representative", "recruiter", "researcher", "writer", "editor", "lecturer", "tutor", "instructor", "trainer", "auditor",
  "bookkeeper", "controller", "planner", "buyer", "advisor", "agent", "therapist", "pharmacist", "physician", "doctor",
  "midwife", "carer", "hygienist", "lawyer", "attorney", "paralegal", "receptionist", "secretary", "cashier", "driver",
  "operator", "mechanic", "electrician",
]);

/**
 * Qualifiers that put a role in a field of its own. A job title naming a field the wanted title does
 * not is another job, though the role noun is the same: a dental, veterinary or nursery nurse is not a
 * registered nurse, a sales or mechanical engineer not a backend one. A wanted title naming no field
 * ("Nurse") takes any; a job title naming none ("Staff Nurse") fits any.
 */
const FIELDS: Record<string, string> = {
  registered: "clinical", clinical: "clinical", hospital: "clinical", icu: "clinical", ward: "clinical", theatre: "clinical",
  dental: "dental", dentistry: "dental", orthodontic: "dental",
  veterinary: "veterinary", vet: "veterinary", animal: "veterinary",
  nursery: "childcare", childcare: "childcare", preschool: "childcare",
  software: "software", frontend: "software", backend: "software", fullstack: "software", web: "software", mobile: "software",
  ios: "software", android: "software", app: "software", devops: "software", platform: "software", cloud: "software",
  reliability: "software", infrastructure: "software",
  sales: "sales", presales: "sales",
  support: "support",
  mechanical: "mechanical", electrical: "electrical", civil: "civil", structural: "civil", chemical: "chemical",
};

/** Where a title's qualifiers stand apart from its main part: "Software Engineer, Backend", "… - Backend", "Nurse (ICU)". */
const QUALIFIER_BREAK = /\s+[-–—|]\s+|[,;|()[\]]/;
/** Where the role noun's complement starts ("Director of Sales", "Ingeniero de Software"): the noun is before it. */
const COMPLEMENT = /\s(?:of|for|in|at|with|to|de|di|du|des|del|da|do|von|für)\s/i;
/** Alternatives within one part: "Nurse / Carer", "Designer & Developer", "Sales and Marketing Manager". */
const ALTERNATIVE = /\s*[/&+]\s*|\s(?:and|or|und|oder|et|ou|y|o|e|en)\s/i;

export type TitleTokens = {
  own: Set<string>;
  implied: Set<string>;
  /** The role nouns of the main part, one per alternative; empty when none is known. */
  heads: Set<string>;
  /** The fields of the main part's qualifiers, else of the others ("Nurse (ICU)"); often empty. */
  fields: Set<string>;
};

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

/** Brackets holding an abbreviation EXPANDS knows are part of the title: "Nurse (RN)" is "Nurse RN". */
const unbracket = (title: string) => title.replace(/\(([^()]*)\)/g, (bracket, inside: string) => (EXPANDS[fold(inside).trim()] ? ` ${inside} ` : bracket));

/** Folded words with SAME_JOB applied. */
function writtenTokens(text: string): string[] {
  let joined = ` ${titleTokens(text).join(" ")} `;
  for (const [name, usual] of Object.entries(SAME_JOB)) joined = joined.replaceAll(` ${name} `, ` ${usual} `);
  return joined.trim().split(" ").filter(Boolean);
}

/** Canonical tokens as written, and those of the English names of the titles found in it. */
function wordsOf(text: string) {
  const english = findTitles(text).flatMap((name) => titleTokens(name));
  const raw = writtenTokens(text);
  // A compound the English name explains ("softwareentwickler" → software developer) is dropped.
  const written = raw.filter((token) => english.includes(token) || !english.some((word) => word.length >= 4 && token.includes(word)));
  return { raw: raw.flatMap(canonical), written: written.flatMap(canonical), english: english.flatMap(canonical) };
}

/**
 * The role noun each alternative ends on, before any complement; when the words as written name none
 * ("Chef de projet", "Softwareentwickler"), those of the part's English names.
 */
function headsOf(part: string, english = true): Set<string> {
  const heads = new Set<string>();
  for (const alternative of part.split(COMPLEMENT)[0]!.split(ALTERNATIVE)) {
    const head = writtenTokens(alternative).flatMap(canonical).findLast((token) => HEADS.has(token));
    if (head) heads.add(head);
  }
  if (heads.size > 0 || !english) return heads;
  return new Set(findTitles(part).flatMap((name) => [...headsOf(name, false)]));
}

/** The fields a part names, from its words as written ("nursery" though the English name says "Nurse"). */
function fieldsOf(part: string): Set<string> {
  const { raw, english } = wordsOf(part);
  return new Set([...raw, ...english].flatMap((token) => (FIELDS[token] ? [FIELDS[token]] : [])));
}

function readTitle(title: string): TitleTokens {
  const text = unbracket(title);
  const { written, english } = wordsOf(text);
  const all = [...written, ...english];
  const meaningful = all.filter((token) => !IGNORED.has(token));
  // "Team Lead" is all filler words: then the words themselves are the title.
  const own = new Set(meaningful.length > 0 ? meaningful : all);
  const implied = new Set([...own].flatMap((token) => IMPLIES[token] ?? []).filter((token) => !own.has(token)));
  // The main part is the first that names a role: "Solutions Consultant, Backend" is a consultant.
  const parts = text.split(QUALIFIER_BREAK).filter((part) => part.trim());
  const partHeads = parts.map((part) => headsOf(part));
  const main = partHeads.findIndex((heads) => heads.size > 0);
  const partFields = parts.map(fieldsOf);
  const fields = main >= 0 && partFields[main]!.size > 0 ? partFields[main]! : new Set(partFields.flatMap((found) => [...found]));
  return { own, implied, heads: partHeads[main] ?? new Set(), fields };
}

const weightOf = (token: string) => (GENERIC.has(token) ? 0.5 : 1);
const sum = (tokens: Iterable<string>) => [...tokens].reduce((total, token) => total + weightOf(token), 0);

/** From here a title is a reason to propose the job ("Title close to"), and from TITLE_MATCH it is the title asked for. */
export const TITLE_CLOSE = 0.4;
export const TITLE_MATCH = 0.8;
/** What is left of the likeness of another job: weaker than a neighbouring specialty ("Backend" for "Frontend Engineer"), never a reason. */
const OTHER_JOB = 0.25;

const disjoint = (a: Set<string>, b: Set<string>) => a.size > 0 && b.size > 0 && ![...a].some((item) => b.has(item));

/** Role nouns of people who teach a subject: an English teacher does not teach Spanish. */
const TEACHING = new Set(["teacher", "tutor", "lecturer", "instructor", "professor", "trainer"]);
const SUBJECTS = new Set([
  "english", "spanish", "french", "german", "italian", "portuguese", "dutch", "chinese", "mandarin", "japanese", "arabic", "latin",
  "mathematics", "maths", "math", "physics", "chemistry", "biology", "science", "history", "geography", "music", "art", "drama",
  "economics", "computing", "literature", "religious", "sports",
]);
const subjectsOf = (tokens: TitleTokens) => new Set([...tokens.own].filter((token) => SUBJECTS.has(token)));

/** Another job, whatever words it shares: another role noun, a field the wanted title does not name, another subject taught. */
function isOtherJob(wanted: TitleTokens, job: TitleTokens): boolean {
  if (disjoint(wanted.heads, job.heads)) return true;
  if (wanted.fields.size > 0 && [...job.fields].some((field) => !wanted.fields.has(field))) return true;
  const teaching = [...wanted.heads].some((head) => TEACHING.has(head)) && [...job.heads].some((head) => TEACHING.has(head));
  return teaching && disjoint(subjectsOf(wanted), subjectsOf(job));
}

/**
 * The copilot's titles read together: one that names no field takes the field a sibling with the
 * same role noun names, so "Verpleegkundige" beside "Registered Nurse" is a registered nurse too.
 */
export function wantedTitles(titles: string[]): { title: string; tokens: TitleTokens }[] {
  const read = titles.map((title) => ({ title, tokens: tokenizeTitle(title) }));
  return read.map(({ title, tokens }) => {
    if (tokens.fields.size > 0 || tokens.heads.size === 0) return { title, tokens };
    const inherited = read.filter((other) => other.tokens.fields.size > 0 && !disjoint(other.tokens.heads, tokens.heads)).flatMap((other) => [...other.tokens.fields]);
    return { title, tokens: inherited.length ? { ...tokens, fields: new Set(inherited) } : tokens };
  });
}

/**
 * How well a job title answers a wanted title, 0–1: mostly whether every wanted word is there
 * (implied words count a little less), partly how few other words there are (weighted Jaccard).
 * When only generic role nouns are shared ("Backend Engineer" for "Frontend Engineer") it halves;
 * for another job ("Dental Nurse" for "Registered Nurse") it falls below TITLE_CLOSE.
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
  const likeness = Math.min(1, wantsSpecific && !specificShared ? similarity / 2 : similarity);
  return isOtherJob(wanted, job) ? likeness * OTHER_JOB : likeness;
}
