import { findSkills, SKILLS } from "../../../cv/find-skills";
import { findTitles, titleTokens } from "../../../cv/titles";
import { detectSeniority } from "../../../jobs/sources/normalize/employment";
import { tokenizeTitle } from "../../../jobs/match/titles";

export const ROLE_FAMILIES = [
  "software", "data", "design", "product", "operations", "sales", "marketing", "support", "finance", "hr", "healthcare", "education", "general",
] as const;
export type RoleFamily = (typeof ROLE_FAMILIES)[number];

export const SENIORITIES = ["junior", "mid", "senior", "lead"] as const;
export type InterviewSeniority = (typeof SENIORITIES)[number];

/**
 * Words of a title (as written, folded, and of its English names from the job titles data) that
 * place it in a family, checked in this order: the first family with a match wins. Specific
 * families come before the broad ones they overlap ("Sales Engineer" and "Medical Sales Representative"
 * are sales, "Product Designer" design, "Financial Analyst" finance, "Data Engineer" data). A trailing "*" matches any ending,
 * for compounds ("Personalreferent", "Projectleider", "Kundenservice").
 */
const FAMILY_WORDS: [RoleFamily, string[]][] = [
  ["design", ["designer", "design", "ux", "ui", "illustrator", "animator", "artist", "graphiste", "disenador*", "designerin", "vormgever", "grafisch*"]],
  [
    "sales",
    [
      "sales", "account", "business development", "sdr", "bdr", "vertrieb*", "verkauf*", "ventas", "vendite", "vendas", "verkoop*", "commercial",
      "commerciale", "comercial", "salesperson", "seller", "aussendienst*", "handelsvertreter*", "vendedor*", "venditore", "verkoper",
    ],
  ],
  [
    "healthcare",
    [
      "nurse", "nursing", "physician", "doctor", "midwife", "carer", "caregiver", "pharmacist", "therapist", "physiotherapist", "paramedic",
      "medical", "clinical", "dental", "dentist", "hygienist", "surgeon", "healthcare", "health", "radiographer", "pflege*",
      "kranken*", "arzt", "arztin", "infirmi*", "enfermer*", "infermier*", "verpleeg*", "medico", "medecin", "sanitari*", "zorg*",
    ],
  ],
  [
    "education",
    [
      "teacher", "tutor", "lecturer", "instructor", "professor", "educator", "teaching", "school", "kindergarten", "lehrer*", "erzieher*",
      "enseignant*", "professeur", "profesor*", "maestro", "maestra", "insegnante", "docente", "leraar", "lerares", "docent", "educador*",
    ],
  ],
  ["data", ["data", "analytics", "bi", "machine learning", "ml", "statistician", "datos", "dati", "dados", "daten*", "donnees", "gegevens"]],
  [
    "marketing",
    ["marketing", "seo", "sem", "content", "brand", "social media", "growth", "communications", "pr", "copywriter", "campaign", "community", "comunicacion", "communication", "kommunikation"],
  ],
  [
    "support",
    [
      "support", "customer service", "customer success", "help desk", "helpdesk", "service desk", "call center", "call centre", "contact center",
      "customer care", "kundenservice*", "kundendienst*", "kundenbetreuer*", "klantenservice*", "atencion", "assistenza", "atendimento", "client",
    ],
  ],
  [
    "finance",
    [
      "accountant", "accounting", "finance", "financial", "controller", "bookkeeper", "auditor", "tax", "treasury", "payroll", "buchhalter*",
      "comptable", "contable", "contabile", "contabilista", "boekhoud*", "controlling", "billing", "credit", "finanz*", "financier*", "fiscal*",
      "steuer*", "revisor",
    ],
  ],
  [
    "hr",
    [
      "hr", "human resources", "recruiter", "recruiting", "recruitment", "talent", "people", "personnel", "personalreferent*", "personalleiter*",
      "personalsachbearbeiter*", "personalmanager*", "personalwesen", "rh", "rrhh",
      "risorse umane", "recursos humanos", "hrbp", "recruteur", "reclutador*", "selezionatore", "werving", "personeels*",
    ],
  ],
  ["product", ["product manager", "product owner", "product lead", "head of product", "product director", "produktmanager*", "produktowner", "chef de produit", "productmanager", "producteigenaar"]],
  [
    "software",
    [
      "software", "developer", "programmer", "coder", "frontend", "backend", "fullstack", "web", "mobile", "ios", "android", "devops", "sre",
      "reliability", "platform", "cloud", "infrastructure", "entwickler*", "developpeur*", "desarrollador*", "sviluppatore", "ontwikkelaar",
      "programador*", "programmeur", "head of engineering", "vp of engineering", "engineering manager", "director of engineering", "cto", "qa", "tester", "test engineer", "solutions architect", "security engineer", "security analyst", "systems",
    ],
  ],
  [
    "operations",
    [
      "project", "program", "programme", "operations", "ops", "logistics", "supply chain", "coordinator", "office", "scrum", "delivery",
      "planner", "warehouse", "procurement", "buyer", "purchasing", "administrator", "administrative", "assistant", "projekt*", "projet",
      "proyecto", "progetto", "projeto", "project*", "logisti*", "betrieb*", "einkauf*", "achat*", "compras", "acquisti", "inkoop*",
      "business analyst", "operator", "dispatcher", "secretary", "receptionist",
    ],
  ],
  ["data", ["analyst", "analista", "analyste", "analist", "scientist"]],
];

/**
 * The readings of a title: its words as written, each of its English names (from the job titles
 * data), and its canonical tokens ("Entwickler" is an engineer). A phrase must stand in one reading.
 */
function readingsOf(title: string): string[][] {
  const tokens = tokenizeTitle(title);
  return [titleTokens(title), ...findTitles(title).map((name) => titleTokens(name)), [...tokens.own, ...tokens.implied]];
}

const matches = (readings: string[][], phrase: string) =>
  phrase.endsWith("*")
    ? readings.some((words) => words.some((word) => word.startsWith(phrase.slice(0, -1))))
    : readings.some((words) => ` ${words.join(" ")} `.includes(` ${phrase} `));

/**
 * The family of a job title, for its question bank: the first family whose words the title uses;
 * else, a title naming a software or data tool besides a role word ("Golang Specialist", "Power BI
 * Berater") is that; else general. A tool alone is no role: "Chef" cooks.
 */
export function roleFamily(title: string): RoleFamily {
  const readings = readingsOf(title);
  for (const [family, phrases] of FAMILY_WORDS) {
    if (phrases.some((phrase) => matches(readings, phrase))) return family;
  }
  if (titleTokens(title).length < 2) return "general";
  const categories = new Set(findSkills(title).map((skill) => SKILLS.find((entry) => entry.name === skill)?.category));
  if (categories.has("data")) return "data";
  if (categories.has("software")) return "software";
  return "general";
}

const LEVELS = ["intern", "junior", "mid", "senior", "lead", "principal", "executive"] as const;
type Level = (typeof LEVELS)[number];
const isLevel = (value: unknown): value is Level => typeof value === "string" && (LEVELS as readonly string[]).includes(value);

/**
 * The interview's level: an explicit choice, else the title's level words, else the posting's level
 * (a stored job's, or a source's label), else mid. Interns and juniors get the junior questions;
 * leads, principals and executives the lead ones.
 */
export function roleSeniority(title: string, chosen?: InterviewSeniority | null, postingLevel?: string | null): InterviewSeniority {
  if (chosen) return chosen;
  const level = detectSeniority(title) ?? (isLevel(postingLevel) ? postingLevel : detectSeniority("", postingLevel));
  switch (level) {
    case "intern":
    case "junior":
      return "junior";
    case "senior":
      return "senior";
    case "lead":
    case "principal":
    case "executive":
      return "lead";
    default:
      return "mid";
  }
}

// "(m/w/d)", "(f/m/x)", "(h/f)", "(all genders)": markers the role's name reads better without.
const GENDER_MARKER = /\s*\(?\b[mwfdhx](?:\s*[/|,]\s*(?:divers|div|[mwfdhx]))+\b\)?|\s*\((?:all genders|alle geschlechter|gn\*?)\)/giu;

/** A title as the interview names the role: gender markers and stray punctuation dropped, at most 120 characters. */
export function displayTitle(title: string): string {
  const clean = title.replace(GENDER_MARKER, "").replace(/\s+/g, " ").replace(/^[\s\-–—:|•*]+|[\s\-–—:|,;•*]+$/gu, "").trim();
  if (clean.length <= 120) return clean;
  const cut = clean.slice(0, 120);
  const space = cut.lastIndexOf(" ");
  return (space > 40 ? cut.slice(0, space) : cut).trim();
}

/** The skills of the software and data families' dictionary categories, for a role's technical questions. */
export function familySkillCategory(family: RoleFamily): "software" | "data" | null {
  return family === "software" || family === "data" ? family : null;
}

export function isSkillOfCategory(skill: string, category: "software" | "data"): boolean {
  return SKILLS.some((entry) => entry.name === skill && entry.category === category);
}
