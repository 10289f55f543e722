import {
  AMBIGUOUS_NAMES, CAPITALISED_NAMES, CONNECTORS, GERMANIC_NAMES, GERMAN_KNOWLEDGE_SUFFIX, HEADINGS, LANGUAGE_LABELS, LANGUAGE_NOUNS_AFTER, LANGUAGE_NOUNS_BEFORE,
  LEARNING, LEVELS, LINKS, NEGATIONS, NICE_CUES, REQUIRED_CUES, ROMANCE_NAMES,
} from "./language-data";
import { foldedWords, sentences, type Word } from "./text";

export type LanguageRequirements = { required: string[]; niceToHave: string[] };

type Kind = "required" | "nice";
type Section = Kind | "offer" | null;
type Name = { code: string; germanic: boolean; romance: boolean; adjective: boolean };
type Cue = { kind: Kind; before: boolean; after: boolean };
type Group = { members: number[]; tailStart: number; before: Set<Kind>; after: Set<Kind> };

// How many words may stand between a language and what is said of it.
const REACH = 6;

const NAMES = buildNames();
const CUES = buildCues();
const SECTION_HEADINGS = HEADINGS.map(([section, phrases]) => [section, phrases.split("|")] as const);

function buildNames(): Map<string, Name> {
  const names = new Map<string, Name>();
  const add = (word: string, code: string, family: "germanic" | "romance", adjective: boolean) => {
    const known = names.get(word);
    if (known && known.code !== code) return;
    const name = known ?? { code, germanic: false, romance: false, adjective };
    name[family] = true;
    name.adjective &&= adjective;
    names.set(word, name);
  };
  for (const [code, list] of Object.entries(GERMANIC_NAMES)) {
    for (const noun of list.split("|")) {
      add(noun, code, "germanic", false);
      // "deutsche Sprache", "der englischen Sprache", "de Nederlandse taal" ("chinees" → "chinese").
      for (const ending of ["e", "en", "er", "es", "em"]) add(noun.replace(/ees$/, "e") + ending, code, "germanic", true);
    }
  }
  for (const [code, forms] of Object.entries(ROMANCE_NAMES)) {
    const [nouns = "", feminines = ""] = forms.split("/");
    for (const noun of nouns.split("|")) add(noun, code, "romance", false);
    for (const feminine of feminines.split("|").filter(Boolean)) add(feminine, code, "romance", true);
  }
  return names;
}

function buildCues(): { entries: Map<string, Cue>; longest: number } {
  const entries = new Map<string, Cue>();
  const tables: [Kind, Record<"both" | "before" | "after", string>][] = [["nice", NICE_CUES], ["required", REQUIRED_CUES]];
  for (const [kind, table] of tables) {
    for (const side of ["both", "before", "after"] as const) {
      for (const phrase of table[side].split("|").filter(Boolean)) {
        const stems = phrase.endsWith("~") ? ["", "e", "en", "er", "es", "em"].map((ending) => phrase.slice(0, -1) + ending) : [phrase];
        for (const stem of stems) if (!entries.has(stem)) entries.set(stem, { kind, before: side !== "after", after: side !== "before" });
      }
    }
  }
  return { entries, longest: Math.max(...[...entries.keys()].map((key) => key.split(" ").length)) };
}

/** The language a word names, if any, and whether it is a German "…kenntnisse" compound. */
function nameOf(word: Word, postingLanguage: string | null): { name: Name; compound: boolean } | null {
  const allowed = AMBIGUOUS_NAMES[word.word];
  if (allowed && postingLanguage && !allowed.includes(postingLanguage)) return null;
  if (CAPITALISED_NAMES.has(word.word) && !/^\p{Lu}/u.test(word.original)) return null;
  const name = NAMES.get(word.word);
  if (name) return { name, compound: false };
  const stem = GERMAN_KNOWLEDGE_SUFFIX.exec(word.word)?.[1];
  const compound = stem ? NAMES.get(stem) : undefined;
  return compound?.germanic && !compound.adjective ? { name: compound, compound: true } : null;
}

function cueAt(words: Word[], start: number): { cue: Cue; length: number } | null {
  for (let n = Math.min(CUES.longest, words.length - start); n >= 1; n--) {
    const cue = CUES.entries.get(words.slice(start, start + n).map((word) => word.word).join(" "));
    if (cue) return { cue, length: n };
  }
  return null;
}

const isSeparator = (word: string) => word === "," || CONNECTORS.has(word);

/**
 * Which named languages are languages here, not adjectives of something else. German, Dutch and
 * English put the adjective first ("German office"), so the word after the name decides; Romance
 * languages put it after ("marché allemand"), so the word before does. A list takes the verdict of
 * its far end: "German and French customers".
 */
function validNames(words: Word[], names: (Name | null)[], inCue: boolean[]): boolean[] {
  const germanic: boolean[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const name = names[i];
    // A colon ends the phrase as a comma does ("You speak fluent Dutch: our customers…").
    const next = words[i]!.beforeColon ? "," : words[i + 1]?.word;
    if (!name) continue;
    if (name.adjective) germanic[i] = !!next && (LANGUAGE_NOUNS_AFTER.has(next) || next === "," && !!words[i]!.beforeColon);
    else if (next === undefined) germanic[i] = true;
    else if (names[i + 1]?.germanic) germanic[i] = germanic[i + 1]!;
    else if (isSeparator(next) && names[i + 2]?.germanic) germanic[i] = germanic[i + 2]!;
    else germanic[i] = next === "," || LINKS.has(next) || CONNECTORS.has(next) || NEGATIONS.has(next) || LANGUAGE_NOUNS_AFTER.has(next) || !!names[i + 1] || inCue[i + 1]!;
  }
  const romance: boolean[] = [];
  for (let i = 0; i < words.length; i++) {
    const name = names[i];
    const previous = words[i - 1]?.word;
    if (!name) continue;
    if (name.adjective) romance[i] = !!previous && LANGUAGE_NOUNS_BEFORE.has(previous);
    else if (previous === undefined) romance[i] = true;
    else if (names[i - 1]?.romance) romance[i] = romance[i - 1]!;
    else if (isSeparator(previous) && names[i - 2]?.romance) romance[i] = romance[i - 2]!;
    else romance[i] = previous === "," || LINKS.has(previous) || CONNECTORS.has(previous) || NEGATIONS.has(previous) || !!names[i - 1] || inCue[i - 1]!;
  }
  return names.map((name, i) => !!name && (!name.germanic || germanic[i]!) && (!name.romance || romance[i]!));
}

/** Consecutive languages joined by "and", "or", commas… form one list that a cue speaks of as a whole. */
function groupMentions(words: Word[], mentions: number[]): Group[] {
  const groups: Group[] = [];
  let last = -1;
  let lastComma: number | null = null;
  let lastConnector: number | null = null;
  for (const index of mentions) {
    const between = words.slice(last + 1, index).map((word) => word.word);
    const group = groups.at(-1);
    const joins = between.every((word) => word === "," || LINKS.has(word) || CONNECTORS.has(word)) && (!between.length || between.some(isSeparator));
    if (group && joins) {
      if (between.includes(",")) lastComma = group.members.length;
      else if (between.some((word) => CONNECTORS.has(word))) lastConnector = group.members.length;
      group.members.push(index);
      // What is said after a list that also has something before it speaks of its last part:
      // "fluent English, German is a plus", "fluent English and German is a plus".
      group.tailStart = lastComma ?? lastConnector ?? group.members.length - 1;
    } else {
      groups.push({ members: [index], tailStart: 0, before: new Set(), after: new Set() });
      lastComma = lastConnector = null;
    }
    last = index;
  }
  return groups;
}

/**
 * The nearest list a cue reaches over words that only link it to the language. Looking back, an "and"
 * ends the search: in "Português fluente e bom nível de inglês" the "bom" is about what follows.
 */
function reach(words: Word[], from: number, step: 1 | -1, groupOf: (Group | undefined)[], inCue: boolean[]): { group: Group; distance: number } | null {
  for (let distance = 0; distance <= REACH; distance++) {
    const k = from + step * distance;
    const word = words[k]?.word;
    if (word === undefined || word === "," || NEGATIONS.has(word)) return null;
    const group = groupOf[k];
    if (group) return { group, distance };
    // Italian "è" and Portuguese "é" ("is") fold to "e" ("and").
    if (step < 0 && CONNECTORS.has(word) && !LINKS.has(word) && !/^[èé]$/i.test(words[k]!.original)) return null;
    if (!LINKS.has(word) && !CONNECTORS.has(word) && !inCue[k]) return null;
  }
  return null;
}

/** A denial close to the list ("no German required", "German is not needed") cancels it; a comma ends the search. */
function isDenied(words: Word[], group: Group): boolean {
  const first = group.members[0]!;
  const lastMember = group.members.at(-1)!;
  for (const step of [-1, 1] as const) {
    for (let k = (step < 0 ? first : lastMember) + step, n = 0; n < 3; k += step, n++) {
      const word = words[k]?.word;
      if (word === undefined || word === ",") break;
      if (NEGATIONS.has(word)) return true;
    }
  }
  return false;
}

function readSentence(sentence: string, section: Section, postingLanguage: string | null): Map<string, Kind> {
  const found = new Map<string, Kind>();
  const words = foldedWords(sentence);
  if (words.some((word) => LEARNING.has(word.word))) return found;

  const inCue = words.map(() => false);
  const cues: { start: number; length: number; cue: Cue }[] = [];
  const named = words.map((word) => nameOf(word, postingLanguage));
  for (let i = 0; i < words.length; ) {
    const match = named[i] ? null : cueAt(words, i);
    if (!match) {
      i++;
      continue;
    }
    cues.push({ start: i, ...match });
    for (let k = i; k < i + match.length; k++) inCue[k] = true;
    i += match.length;
  }
  const valid = validNames(words, named.map((entry) => entry?.name ?? null), inCue);
  const mentions = words.flatMap((_, i) => (valid[i] ? [i] : []));
  if (!mentions.length) return found;

  const groups = groupMentions(words, mentions);
  const groupOf: (Group | undefined)[] = [];
  for (const group of groups) for (const member of group.members) groupOf[member] = group;
  for (const member of mentions) if (named[member]!.compound) groupOf[member]!.after.add("required");
  for (const { start, length, cue } of cues) {
    if ([words[start - 1], words[start - 2]].some((word) => word && NEGATIONS.has(word.word))) continue;
    const left = cue.after ? reach(words, start - 1, -1, groupOf, inCue) : null;
    const right = cue.before ? reach(words, start + length, 1, groupOf, inCue) : null;
    // Equally near both: "German is required and French is nice to have" speaks of what precedes.
    if (left && (!right || left.distance <= right.distance)) left.group.after.add(cue.kind);
    else if (right) right.group.before.add(cue.kind);
  }

  // "Languages: German, English", or a bare list under a Requirements heading.
  const listOnly = words.every((word, i) => valid[i] || word.word === "," || LINKS.has(word.word) || CONNECTORS.has(word.word) || LEVELS.has(word.word) || LANGUAGE_LABELS.has(word.word));
  const labelled = LANGUAGE_LABELS.has(words[0]!.word);
  for (const group of groups) {
    if (isDenied(words, group)) continue;
    const sameSides = group.before.size === group.after.size && [...group.after].every((kind) => group.before.has(kind));
    group.members.forEach((member, position) => {
      const kinds = new Set(group.before);
      if (!group.before.size || sameSides || position >= group.tailStart) for (const kind of group.after) kinds.add(kind);
      if (!kinds.size && listOnly && (labelled || section)) kinds.add(section === "nice" ? "nice" : "required");
      if (!kinds.size) return;
      const kind: Kind = kinds.has("nice") || section === "nice" ? "nice" : "required";
      const code = named[member]!.name.code;
      if (found.get(code) !== "required") found.set(code, kind);
    });
  }
  return found;
}

/** The section a line opens when it is a heading ("Requirements", "Nice to have:", "Wir bieten"), `undefined` when it is not one. */
function headingOf(line: string): Section | undefined {
  const words = foldedWords(line).map((word) => word.word).filter((word) => word !== ",");
  if (!words.length || words.length > 8 || words.some((word) => NAMES.has(word))) return undefined;
  const colon = /:\s*\**\s*$/.test(line);
  const joined = words.join(" ");
  for (const [section, phrases] of SECTION_HEADINGS) {
    const opens = phrases.some((phrase) => joined === phrase || ((colon || words.length <= 4) && joined.startsWith(`${phrase} `)));
    if (opens) return section;
  }
  return colon && words.length <= 6 ? null : undefined;
}

/**
 * Languages a posting asks of the candidate, as ISO 639-1 codes, read from its text in any of the
 * seven languages we serve: required ("fluent German", "Deutsch C1", "maîtrise de l'anglais exigée")
 * and nice to have ("Spanish is a plus", "von Vorteil"); a language both required and welcome counts
 * as required. Languages only mentioned ("our German office", "English-speaking team", programming
 * languages) count as neither: when in doubt, nothing is returned.
 *
 * The language the posting is written in is never added here, the caller decides what it implies;
 * `postingLanguage` only settles names that are common words in other languages ("pools", "fins",
 * "Frans", "frances").
 */
export function languageRequirements(text: string | null | undefined, postingLanguage?: string | null): LanguageRequirements {
  const found = new Map<string, Kind>();
  let section: Section = null;
  for (const line of (text ?? "").split(/\r\n|\r|\n/)) {
    const opened = headingOf(line);
    if (opened !== undefined) {
      section = opened;
      continue;
    }
    if (section === "offer") continue;
    for (const sentence of sentences(line)) {
      for (const [code, kind] of readSentence(sentence, section, postingLanguage?.toLowerCase() ?? null)) {
        if (found.get(code) !== "required") found.set(code, kind);
      }
    }
  }
  const codes = (kind: Kind) => [...found].filter(([, found]) => found === kind).map(([code]) => code);
  return { required: codes("required"), niceToHave: codes("nice") };
}
