import { SKILL_CATEGORIES, type SkillCategory } from "./skills";
import { escapeRegExp } from "./text";

type Mode = "any" | "cased" | "listed";
type Term = { skill: string; mode: Mode; regex: RegExp; needle: string; endsInSymbol: boolean; singleLetter: boolean };
export type SkillDefinition = { name: string; category: SkillCategory; terms: { text: string; mode: Mode }[] };

const parseTerm = (raw: string) =>
  raw.startsWith("=") ? { text: raw.slice(1), mode: "cased" as const }
  : raw.startsWith("~") ? { text: raw.slice(1), mode: "listed" as const }
  : { text: raw, mode: "any" as const };

export const SKILLS: SkillDefinition[] = Object.entries(SKILL_CATEGORIES).flatMap(([category, entries]) =>
  entries.map((entry) => {
    const terms = entry.split("|").map(parseTerm);
    return { name: terms[0]!.text, category: category as SkillCategory, terms };
  }),
);

/** Words separated by any spaces, hyphens optional ("e-commerce" finds "ecommerce"). */
const bodyOf = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => escapeRegExp(word).replace(/-/g, "[\\s\\-]?"))
    .join("[\\s\\-]+");

function termPattern(text: string, mode: Mode): RegExp {
  if (mode === "any") return new RegExp(bodyOf(text), "giu");
  // Case-sensitive terms still match a list written in capitals ("EXCEL, SAP").
  const upper = text.toUpperCase();
  return new RegExp(upper === text ? bodyOf(text) : `${bodyOf(text)}|${bodyOf(upper)}`, "gu");
}

/** The term's longest run of letters, which every match contains: a cheap test before the pattern. */
const needleOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [""]).reduce((longest, run) => (run.length > longest.length ? run : longest));

const TERMS: Term[] = SKILLS.flatMap((skill) =>
  skill.terms.map(({ text, mode }) => ({
    skill: skill.name,
    mode,
    regex: termPattern(text, mode),
    needle: needleOf(text),
    endsInSymbol: /[^\p{L}\p{N}]$/u.test(text),
    singleLetter: text.length === 1,
  })),
);

const WORD = /[\p{L}\p{N}_]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;
const is = (pattern: RegExp, char: string | undefined) => char !== undefined && pattern.test(char);

/**
 * Whole-word boundaries, checked by hand (lookbehinds with Unicode classes make ~2,000 patterns
 * slow to compile): "Java" not in "JavaScript", "SQL" not in "MySQL", "C" not in "C++",
 * "Objective-C" or "R&D", "JS" not in "Node.js"; "C++17" is still C++.
 */
function isWhole(text: string, start: number, end: number, endsInSymbol: boolean): boolean {
  const [before, beforeThat, after, afterThat] = [text[start - 1], text[start - 2], text[end], text[end + 1]];
  if (is(WORD, before) || (before !== undefined && "+#@".includes(before))) return false;
  if ((before === "." && is(LETTER_OR_DIGIT, beforeThat)) || (before === "&" && is(LETTER, beforeThat))) return false;
  if (after !== undefined && "+#_".includes(after)) return false;
  if (endsInSymbol) return !is(LETTER, after);
  if (is(LETTER_OR_DIGIT, after)) return false;
  return !((after === "." && is(LETTER_OR_DIGIT, afterThat)) || (after === "&" && is(LETTER, afterThat)));
}

const CONJUNCTIONS = "and|or|und|oder|sowie|et|ou|y|o|e|en|plus";
const LEFT_STRONG = new RegExp(
  `(?:^|\\n)[ \\t]*(?:[•·▪◦*–—-][ \\t]*)?$|[,;/|(+][ \\t]*$|\\s&[ \\t]*$|(?:^|[\\s(])(?:${CONJUNCTIONS}|in|with|using|of|mit|avec|con|met|incl\\.?|including|inkl\\.?|such as|wie|comme|como|come|zoals)[ \\t]+$`,
  "i",
);
const LEFT_WEAK = /:[ \t]*$/;
const QUALIFIERS =
  "programming|language|developers?|development|engineers?|engineering|framework|librar(?:y|ies)|scripts?|scripting|code|codebase|" +
  "applications?|apps?|services?|microservices|backend|projects?|skills?|certifi\\w*|expert\\w*|experience|knowledge|kenntnisse|" +
  "erfahrung|dashboards?|reports?|reporting|spreadsheets?|documents?|templates?|models?|modell?ing|macros?|pivot\\w*|formulas?|" +
  "desktop|server|studio|apis?|sdk|pipelines?|jobs|tests?|testing|modules?|stack|ecosystem|runtime|charts?|workflows?|" +
  "automation|integrations?|plugins?|admin\\w*|cli|cookbooks?|manifests?|playbooks?";
const RIGHT_STRONG = new RegExp(`^[ \\t]*(?:[,;/|)+(]|&\\s)|^[ \\t]+(?:${CONJUNCTIONS})\\b`, "i");
const RIGHT_QUALIFIER = new RegExp(`^[ \\t-]+(?:${QUALIFIERS})\\b`, "i");
const RIGHT_END = /^[ \t]*(?:\n|$)/;
/** "React to incidents", "Excel at teamwork": a capitalised word used as a verb. */
const VERB_USE = /^\s+(?:to|quickly|immediately|promptly|swiftly|well|positively|accordingly|at|upon|against)\b/;
const RIGHT_SENTENCE_END = /^\.(?:\s|$)/;

/** Whether an ambiguous word ("Go", "R", "Teams") stands where a skill would: a list, or "Go developer". */
function isListed(text: string, start: number, end: number, singleLetter: boolean): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  const after = text.slice(end, end + 24);
  // "Jenkins, M." and "Smith, R." are authors in a reference, not tools.
  if (/^,\s*\p{Lu}\.(?:\s|,|$)/u.test(after)) return false;
  if (RIGHT_QUALIFIER.test(after)) return true;
  const rightStrong = RIGHT_STRONG.test(after);
  const rightWeak = RIGHT_END.test(after) || (!singleLetter && RIGHT_SENTENCE_END.test(after));
  if (LEFT_STRONG.test(before)) return rightStrong || rightWeak;
  // "Skills: C, C++" yes; "Grade: C" no.
  if (LEFT_WEAK.test(before)) return rightStrong || (!singleLetter && rightWeak);
  return false;
}

/** Addresses would otherwise yield "React" from react.dev or "Go" from go.dev. */
const ADDRESSES = /\b[\w.%+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)[^\s]+/gi;
/** Bare links ("github.com/jane") in lower case only: "ASP.NET/C#" and "Socket.IO/Redis" are skills. */
const BARE_LINKS = /\b[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|org|net|io|dev|de|fr|es|it|pt|nl|co|ai|app)\/[^\s]*/g;

/** One naming of a dictionary skill in a text: where it stands (offsets into the text as given) and which skill it is. */
export type SkillMention = { skill: string; start: number; end: number };

/** Every naming of a dictionary skill in `text`, in order; the longest term wins an overlap. */
export function findSkillMentions(text: string): SkillMention[] {
  // Blanked and replaced character for character, so offsets stay those of `text`.
  const blank = (address: string) => " ".repeat(address.length);
  const clean = text.replace(ADDRESSES, blank).replace(BARE_LINKS, blank).replace(/[’‘`´]/g, "'");
  const lower = clean.toLowerCase();
  const hits: SkillMention[] = [];
  for (const term of TERMS) {
    if (!lower.includes(term.needle)) continue;
    term.regex.lastIndex = 0;
    for (let match = term.regex.exec(clean); match; match = term.regex.exec(clean)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!isWhole(clean, start, end, term.endsInSymbol)) {
        term.regex.lastIndex = start + 1;
        continue;
      }
      if (term.mode === "listed" && !isListed(clean, start, end, term.singleLetter)) continue;
      if (term.mode === "cased" && VERB_USE.test(clean.slice(end, end + 16))) continue;
      hits.push({ start, end, skill: term.skill });
    }
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: SkillMention[] = [];
  for (const hit of hits) {
    if (!taken.some((other) => hit.start < other.end && other.start < hit.end)) taken.push(hit);
  }
  return taken.sort((a, b) => a.start - b.start);
}

/** The dictionary's skills named in `text`, in order of first mention; the longest term wins an overlap. */
export function findSkills(text: string): string[] {
  return [...new Set(findSkillMentions(text).map((hit) => hit.skill))];
}
