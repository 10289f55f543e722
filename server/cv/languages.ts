import { escapeRegExp, fold } from "./text";

/** Spoken languages by English name, with their names in de, fr, es, it, pt and nl (folded). */
const LANGUAGE_NAMES: Record<string, string> = {
  English: "english englisch anglais ingles inglese engels",
  German: "german deutsch allemand aleman tedesco alemao duits",
  French: "french franzosisch francais frances francese frances frans",
  Spanish: "spanish spanisch espagnol espanol castellano spagnolo espanhol spaans",
  Italian: "italian italienisch italien italiano italiaans",
  Portuguese: "portuguese portugiesisch portugais portugues portoghese portugees",
  Dutch: "dutch niederlandisch hollandisch neerlandais neerlandes olandese holandes nederlands vlaams flemish",
  Russian: "russian russisch russe ruso russo",
  Polish: "polish polnisch polonais polaco polacco polones pools",
  Turkish: "turkish turkisch turc turco turks",
  Arabic: "arabic arabisch arabe arabo",
  Chinese: "chinese mandarin chinesisch chinois chino cinese chines chinees",
  Cantonese: "cantonese kantonesisch cantonais cantones cantonese",
  Japanese: "japanese japanisch japonais japones giapponese japans",
  Korean: "korean koreanisch coreen coreano koreaans",
  Hindi: "hindi",
  Urdu: "urdu",
  Bengali: "bengali bengalisch bangla",
  Swedish: "swedish schwedisch suedois sueco svedese zweeds",
  Danish: "danish danisch danois danes danese dinamarques deens",
  Norwegian: "norwegian norwegisch norvegien noruego norvegese noruegues noors",
  Finnish: "finnish finnisch finnois fines finlandese finlandes fins",
  Greek: "greek griechisch grec griego greco grego grieks",
  Czech: "czech tschechisch tcheque checo ceco tsjechisch",
  Slovak: "slovak slowakisch slovaque eslovaco slovacco slowaaks",
  Hungarian: "hungarian ungarisch hongrois hungaro ungherese hongaars",
  Romanian: "romanian rumanisch roumain rumano rumeno romeno roemeens",
  Bulgarian: "bulgarian bulgarisch bulgare bulgaro bulgaars",
  Croatian: "croatian kroatisch croate croata kroatisch",
  Serbian: "serbian serbisch serbe serbio serbo servio servisch",
  Slovenian: "slovenian slowenisch slovene esloveno sloveno sloveens",
  Ukrainian: "ukrainian ukrainisch ukrainien ucraniano ucraino oekraiens",
  Hebrew: "hebrew hebraisch hebreu hebreo ebraico hebraico hebreeuws",
  Persian: "persian farsi persisch persan persa persiano perzisch",
  Vietnamese: "vietnamese vietnamesisch vietnamien vietnamita vietnamees",
  Thai: "thai thailandisch thailandais tailandes tailandese",
  Indonesian: "indonesian indonesisch indonesien indonesio indonesiano indonesisch bahasa",
  Malay: "malay malaiisch malais malayo malese",
  Tagalog: "tagalog filipino",
  Swahili: "swahili suaheli",
  Catalan: "catalan katalanisch catala catalano catalao catalaans",
  Basque: "basque baskisch euskera vasco basco baskisch",
  Galician: "galician galicisch galicien gallego galiziano galego",
  Luxembourgish: "luxembourgish luxemburgisch luxembourgeois luxemburgues lussemburghese luxemburgs",
  Albanian: "albanian albanisch albanais albanes albanese albanees",
  Lithuanian: "lithuanian litauisch lituanien lituano litouws",
  Latvian: "latvian lettisch letton leton lettone letao lets",
  Estonian: "estonian estnisch estonien estonio estone estoniano ests",
  Icelandic: "icelandic islandisch islandais islandes islandese ijslands",
  Irish: "irish gaelic irisch irlandais irlandes irlandese iers",
  Latin: "latin latein latino",
  Tamil: "tamil",
  Punjabi: "punjabi panjabi pandschabi",
  Kurdish: "kurdish kurdisch kurde kurdo koerdisch",
  Armenian: "armenian armenisch armenien armenio armeno",
  Georgian: "georgian georgisch georgien georgiano",
};
const SIGN_LANGUAGE = ["sign language", "gebardensprache", "langue des signes", "lengua de signos", "lingua dei segni", "gebarentaal"];

const NAME_TO_LANGUAGE = new Map<string, string>([
  ...Object.entries(LANGUAGE_NAMES).flatMap(([language, names]) => names.split(" ").map((name) => [name, language] as const)),
  ...SIGN_LANGUAGE.map((phrase) => [phrase, "Sign language"] as const),
]);

const NAME = new RegExp(
  `\\b(${[...NAME_TO_LANGUAGE.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})\\b`,
  "g",
);

/** Words that say how well someone speaks, in the seven languages and CEFR levels. */
const LEVEL = new RegExp(
  "\\b(?:native|mother tongue|fluent|fluently|fluency|bilingual|proficient|proficiency|" +
    "conversational|intermediate|advanced|basic|beginner|elementary|good|very good|excellent|[abc][12]|ielts|toefl|toeic|" +
    "delf|dalf|dele|goethe|cambridge|muttersprache|muttersprachlich|fliessend|verhandlungssicher|gut|sehr gut|" +
    "grundkenntnisse|kenntnisse|konversationssicher|langue maternelle|maternelle|courant|bilingue|natif|native|notions|" +
    "intermediaire|avance|debutant|nativo|lengua materna|fluido|avanzado|intermedio|basico|madrelingua|fluente|buono|" +
    "ottimo|discreto|scolastico|lingua materna|avancado|moedertaal|vloeiend|goed|basiskennis)\\b",
);

/**
 * Spoken languages: every one named in a languages section, and elsewhere only next to a level
 * ("fluent German", "Englisch (C1)") — so "English Literature" or "French Riviera" never count.
 */
export function findLanguages(sectionText: string, otherText: string): string[] {
  const found: string[] = [];
  const add = (name: string) => {
    const language = NAME_TO_LANGUAGE.get(name);
    if (language && !found.includes(language)) found.push(language);
  };
  for (const m of fold(sectionText).matchAll(NAME)) add(m[1]!);
  const other = fold(otherText);
  for (const m of other.matchAll(NAME)) {
    const lineStart = other.lastIndexOf("\n", m.index) + 1;
    const lineEnd = other.indexOf("\n", m.index) === -1 ? other.length : other.indexOf("\n", m.index);
    const before = other.slice(Math.max(lineStart, m.index - 30), m.index);
    const after = other.slice(m.index + m[0].length, Math.min(lineEnd, m.index + m[0].length + 30));
    if (LEVEL.test(before) || LEVEL.test(after)) add(m[1]!);
  }
  return found;
}
