import { fold } from "./text";

/**
 * Frequent function words of each language we serve, chosen to overlap little: "de", "en", "a" and
 * "que" belong to several languages and are left out.
 */
const STOP_WORDS: Record<string, string[]> = {
  en: ["the", "and", "you", "with", "for", "our", "will", "are", "your", "this", "that", "have", "from", "who", "team", "work", "we", "of", "to", "is", "be", "as", "on", "an", "or", "about", "what", "experience", "skills", "ability"],
  de: ["und", "der", "die", "das", "mit", "fur", "wir", "sie", "ist", "ein", "eine", "bei", "auf", "zu", "den", "dem", "ihre", "unser", "unsere", "du", "dich", "dein", "deine", "oder", "auch", "sowie", "als", "im", "erfahrung", "kenntnisse"],
  fr: ["le", "la", "les", "des", "et", "vous", "nous", "pour", "avec", "une", "du", "est", "sur", "dans", "au", "aux", "votre", "nos", "notre", "qui", "sont", "ou", "vos", "par", "plus", "equipe", "experience", "competences"],
  es: ["el", "los", "las", "del", "y", "con", "para", "por", "una", "tu", "nuestro", "nuestra", "nuestros", "equipo", "es", "se", "lo", "como", "mas", "experiencia", "ofrecemos", "buscamos", "trabajo", "al", "su", "sus"],
  it: ["il", "di", "che", "per", "con", "una", "gli", "della", "delle", "nel", "nella", "sono", "e", "del", "dei", "le", "alla", "al", "come", "anche", "nostro", "nostra", "esperienza", "cerchiamo", "offriamo", "lavoro", "tuo", "sei"],
  pt: ["o", "os", "as", "do", "da", "dos", "das", "com", "para", "uma", "em", "no", "na", "nos", "voce", "nosso", "nossa", "nao", "sao", "experiencia", "trabalho", "equipe", "equipa", "oferecemos", "procuramos", "seu", "sua"],
  nl: ["het", "een", "van", "en", "je", "jij", "wij", "we", "zijn", "met", "voor", "op", "te", "ons", "onze", "jouw", "bij", "naar", "als", "heb", "hebt", "ook", "wat", "wordt", "ervaring", "werk", "binnen", "niet", "dat"],
};

const LOOKUP = new Map<string, string[]>();
for (const [language, list] of Object.entries(STOP_WORDS)) {
  for (const word of list) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), language]);
}

/**
 * ISO 639-1 code of the text's language among en, de, fr, es, it, pt, nl, by counting function
 * words; null when the text is too short or no language stands out.
 */
export function detectLanguage(text: string | null | undefined): string | null {
  if (!text) return null;
  const tokens = fold(text.slice(0, 20_000)).split(" ");
  const scores = new Map<string, number>();
  for (const token of tokens) {
    const languages = LOOKUP.get(token);
    // A word shared by several languages counts a fraction for each.
    if (languages) for (const language of languages) scores.set(language, (scores.get(language) ?? 0) + 1 / languages.length);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3) return null;
  return !second || best[1] >= second[1] * 1.3 ? best[0] : null;
}
