/** Reference data for reading language requirements: language names, the words that ask for them, headings. All folded. */

/**
 * Names of each language (ISO 639-1) as English, German and Dutch write them, where an adjective goes
 * before its noun: "German" followed by an unrelated noun ("German office") is not the language.
 */
export const GERMANIC_NAMES: Record<string, string> = {
  en: "english|englisch|engels",
  de: "german|deutsch|duits",
  fr: "french|franzosisch|frans",
  es: "spanish|castilian|spanisch|spaans",
  it: "italian|italienisch|italiaans",
  pt: "portuguese|portugiesisch|portugees",
  nl: "dutch|flemish|niederlandisch|hollandisch|flamisch|nederlands|vlaams",
  pl: "polish|polnisch|pools",
  sv: "swedish|schwedisch|zweeds",
  da: "danish|danisch|deens",
  no: "norwegian|bokmal|norwegisch|noors",
  fi: "finnish|finnisch|fins",
  cs: "czech|tschechisch|tsjechisch",
  ro: "romanian|rumanisch|roemeens",
  hu: "hungarian|ungarisch|hongaars",
  el: "greek|griechisch|grieks",
  tr: "turkish|turkisch|turks",
  ru: "russian|russisch",
  uk: "ukrainian|ukrainisch|oekraiens",
  ar: "arabic|arabisch",
  he: "hebrew|hebraisch|hebreeuws",
  ja: "japanese|japanisch|japans",
  zh: "chinese|mandarin|cantonese|chinesisch|kantonesisch|chinees|mandarijn|kantonees",
  ko: "korean|koreanisch|koreaans",
  hi: "hindi",
};

/**
 * Names as French, Spanish, Italian and Portuguese write them, where the adjective follows its noun
 * ("marché allemand"): "noun forms/feminine forms". The feminine names a language only after a word
 * for language ("langue allemande", "lingua inglese").
 */
export const ROMANCE_NAMES: Record<string, string> = {
  en: "anglais|ingles|inglese/anglaise|inglesa|inglese",
  de: "allemand|aleman|tedesco|alemao/allemande|alemana|tedesca|alema",
  fr: "francais|frances|francese/francaise|francesa|francese",
  es: "espagnol|espanol|castellano|spagnolo|espanhol|castelhano/espagnole|espanola|spagnola|espanhola",
  it: "italien|italiano/italienne|italiana",
  pt: "portugais|portugues|portoghese/portugaise|portuguesa|portoghese",
  nl: "neerlandais|flamand|neerlandes|holandes|olandese|neerlandese|fiammingo/neerlandaise|neerlandesa|holandesa|olandese",
  pl: "polonais|polaco|polacco|polones/polonaise|polaca|polacca|polonesa",
  sv: "suedois|sueco|svedese/suedoise|sueca|svedese",
  da: "danois|danes|danese|dinamarques/danoise|danesa|danese|dinamarquesa",
  no: "norvegien|noruego|norvegese|noruegues/norvegienne|noruega|norvegese|norueguesa",
  fi: "finnois|finlandais|finlandes|finlandese/finnoise|finlandaise|finlandesa|finlandese",
  cs: "tcheque|checo|ceco|tcheco/tcheque|checa|ceca|tcheca",
  ro: "roumain|rumano|rumeno|romeno/roumaine|rumana|rumena|romena",
  hu: "hongrois|hungaro|ungherese/hongroise|hungara|ungherese",
  el: "grec|griego|greco|grego/grecque|griega|greca|grega",
  tr: "turc|turco/turque|turca",
  ru: "russe|ruso|russo/russe|rusa|russa",
  uk: "ukrainien|ucraniano|ucraino/ukrainienne|ucraniana|ucraina",
  ar: "arabe|arabo/arabe|araba",
  he: "hebreu|hebreo|ebraico|hebraico/hebraique|hebrea|ebraica|hebraica",
  ja: "japonais|japones|giapponese/japonaise|japonesa|giapponese",
  zh: "chinois|mandarin|cantonais|chino|cantones|cinese|mandarino|cantonese|chines|mandarim/chinoise|china|cinese|chinesa",
  ko: "coreen|coreano/coreenne|coreana",
  hi: "hindi",
};

/**
 * Names that are also common words elsewhere ("pools", "fins" in English, the first name Frans), read
 * as languages only in a posting written in one of the languages given, or of unknown language.
 */
export const AMBIGUOUS_NAMES: Record<string, string[]> = { pools: ["nl"], fins: ["nl"], frans: ["nl"], frances: ["es", "pt"] };

/** Read as a language only when capitalised ("Polish", not "polish the UI"). */
export const CAPITALISED_NAMES = new Set(["polish"]);

/** Words for "language" that make an adjective a language name: after it in German and Dutch, before it in Romance. */
export const LANGUAGE_NOUNS_AFTER = new Set(["language", "sprache", "sprachkenntnisse", "kenntnisse", "muttersprache", "taal"]);
export const LANGUAGE_NOUNS_BEFORE = new Set(["langue", "lengua", "idioma", "lingua"]);

/** German compounds of a language name ("Deutschkenntnisse"): the name and "knowledge of" in one word. */
export const GERMAN_KNOWLEDGE_SUFFIX = /^(.+?)(?:sprach)?kenntnisse?$/;

/**
 * Words that may stand between a language and what is said of it ("fluent in both English and German",
 * "German is a must", "maîtrise de l'anglais"), in the seven languages.
 */
export const LINKS = new Set([
  // English
  "in", "of", "the", "a", "an", "is", "are", "be", "being", "been", "would", "will", "should", "shall", "can", "also", "both", "either", "as", "at", "to", "with",
  "level", "levels", "written", "spoken", "verbal", "oral", "reading", "writing", "communication", "communications", "language", "languages", "considered", "highly",
  "very", "least", "minimum", "professional", "business", "working", "full", "speaker", "speakers", "you", "have", "has", "possess", "speak", "write", "read",
  "communicate", "converse", "able", "well", "equally", "some", "basic",
  // German
  "auf", "als", "mit", "ist", "sind", "wird", "werden", "ware", "waren", "sein", "die", "der", "das", "den", "dem", "des", "ein", "eine", "einer", "einem", "eines",
  "sehr", "niveau", "sprache", "sprachen", "du", "sie", "hast", "haben", "sprichst", "sprechen", "verfugst", "verfugen", "uber", "mindestens", "sowohl", "bist",
  "kommunizierst", "kommunizieren", "mundlich", "schriftlich", "muttersprachliches", "sprachniveau",
  // French
  "de", "d", "l", "la", "le", "les", "des", "du", "en", "un", "une", "est", "sont", "serait", "seraient", "sera", "seront", "etre", "tres", "ecrit", "ecrite", "parle",
  "parlee", "langue", "langues", "vous", "tu", "parlez", "parles", "parler", "au", "aux", "moins", "avez", "avec", "que", "egalement",
  // Spanish
  "del", "el", "los", "las", "es", "son", "seria", "muy", "nivel", "escrito", "hablado", "idioma", "idiomas", "lengua", "hablar", "se", "al", "menos", "tanto", "como",
  "con", "tienes", "tener", "ser", "minimo",
  // Italian
  "di", "dell", "della", "lo", "il", "sono", "sara", "sarebbe", "molto", "livello", "scritto", "scritta", "parlato", "parlata", "lingua", "lingue", "parlare", "almeno",
  "sia", "che", "hai", "avere", "essere",
  // Portuguese
  "do", "da", "em", "um", "uma", "sao", "falado", "falar", "voce", "com", "pelo", "quanto", "ter", "tem",
  // Dutch
  "het", "een", "zijn", "wordt", "zou", "van", "op", "schriftelijk", "mondeling", "taal", "talen", "je", "jij", "spreek", "spreekt", "zowel", "minimaal", "heel", "zeer",
  "hebt", "heb", "hebben",
]);

/** Words that join languages into one list ("English and German", "Deutsch sowie Englisch", "as well as"). */
export const CONNECTORS = new Set(["and", "or", "und", "oder", "sowie", "auch", "et", "ou", "ainsi", "y", "o", "e", "u", "ed", "asi", "assim", "en", "of", "well"]);

/** Words that deny what follows or precedes them ("no German required", "nicht erforderlich"). */
export const NEGATIONS = new Set([
  "not", "no", "t", "never", "without", "nicht", "kein", "keine", "keinen", "keiner", "keinerlei", "ohne", "pas", "sans", "aucun", "aucune", "ni", "non", "sin",
  "ningun", "ninguna", "senza", "nessun", "nessuna", "nao", "sem", "nenhum", "nenhuma", "niet", "geen", "zonder",
]);

/** A sentence about learning a language (courses, lessons) asks for none. */
export const LEARNING = new Set([
  "learn", "learning", "lesson", "lessons", "course", "courses", "classes", "tutoring", "improve", "lernen", "lernst", "kurs", "kurse", "sprachkurs", "sprachkurse",
  "sprachkursen", "unterricht", "sprachunterricht", "verbessern", "cours", "apprendre", "apprentissage", "ameliorer", "clases", "aprender", "curso", "cursos", "mejorar",
  "corso", "corsi", "imparare", "migliorare", "aulas", "melhorar", "lessen", "cursus", "leren", "taalcursus", "taalcursussen", "verbeteren",
]);

/** A list of languages after one of these words is a requirement ("Languages: German, English"). */
export const LANGUAGE_LABELS = new Set(["languages", "language", "sprachen", "sprache", "langues", "idiomas", "idioma", "lingue", "talen", "talenkennis"]);

/** CEFR levels: the upper three ask for working fluency, the lower ones for some knowledge. */
export const LEVELS = new Set(["a1", "a2", "b1", "b2", "c1", "c2"]);

/**
 * Words that ask for a language, by the side of the name they stand on: "before" ("fluent German"),
 * "after" ("German is a plus") or "both". "~" ends a German adjective stem: every ending is meant.
 */
export const REQUIRED_CUES: Record<"both" | "before" | "after", string> = {
  both: [
    "fluent|fluently|fluency|native|natively|native level|mother tongue|first language|bilingual|proficient|proficiency|excellent|very good|strong|good|solid|advanced",
    "perfect|comfortable|business fluent|business level|professional level|required|requirement|requirements|mandatory|essential|necessary|needed|must|a must|must have|knowledge|skills|command|need|needs",
    "a1|a2|b1|b2|c1|c2",
    "fliessend~|verhandlungssicher~|muttersprache|muttersprachler|muttersprachlerin|muttersprachlich~|sehr gut~|gut~|ausgezeichnet~|exzellent~|hervorragend~|perfekt~",
    "sicher~|fundiert~|solid~|fortgeschritten~|in wort und schrift|erforderlich|vorausgesetzt|voraussetzung|zwingend|notwendig|benotigt|pflicht|ein muss|muss|musst",
    "mussen|kenntnisse|sprachkenntnisse|beherrschung|beherrschst|beherrschen|beherrscht",
    "courant|courante|couramment|maitrise|maitriser|maitrisez|maitrises|bilingue|natif|native|langue maternelle|exige|exigee|exiges|exigees|requis|requise",
    "indispensable|obligatoire|imperatif|imperative|excellent|excellente|tres bon|tres bonne|bon|bonne|parfait|parfaite|parfaitement|connaissance|connaissances",
    "avance|avancee",
    "fluido|fluida|fluidez|nativo|nativa|dominio|alto nivel|nivel alto|avanzado|avanzada|excelente|imprescindible|requisito|requerido|requerida|obligatorio",
    "obligatoria|necesario|necesaria|lengua materna|conocimiento|conocimientos|buen|buena|perfecto|dominas",
    "fluente|fluenza|ottimo|ottima|ottime|ottimi|madrelingua|padronanza|richiesta|richiesto|richiesti|richieste|indispensabile|obbligatorio|obbligatoria|necessaria",
    "necessario|eccellente|avanzato|avanzata|buono|buona|buone|conoscenza|conoscenze|lingua madre|perfetta|perfetto",
    "fluencia|avancado|avancada|obrigatorio|obrigatoria|imprescindivel|indispensavel|bom|boa|conhecimento|conhecimentos|lingua materna",
    "vloeiend|vloeiende|uitstekend|uitstekende|goed|goede|beheersing|beheers|beheerst|moedertaal|vereist|verplicht|noodzakelijk|perfecte|kennis|in woord en geschrift",
  ].join("|"),
  before: "you speak|you are fluent|du sprichst|sie sprechen|vous parlez|tu parles|hablas|parli|voce fala|falas|je spreekt|spreek je",
  after: "",
};

export const NICE_CUES: Record<"both" | "before" | "after", string> = {
  both: [
    "nice to have|nice to haves|bonus|bonus points|advantageous|preferred|preferable|desirable|desired|beneficial|helpful|appreciated|good to have",
    "would be great|would be good|would be nice|preference|strong preference|useful|optional|encouraged",
    "wunschenswert|vorteilhaft|gern gesehen|gerne gesehen|erwunscht|optional",
    "apprecie|appreciee|apprecies|appreciees|souhaite|souhaitee|souhaites|souhaitees|souhaitable|serait un plus",
    "se valorara|se valora|valorable|valorables|valoraremos|valorado|valorada|deseable|deseables|preferible",
    "gradito|gradita|graditi|gradite|preferibile|titolo preferenziale|preferenziale|apprezzato|apprezzata",
    "desejavel|desejaveis|valorizado|valorizada",
    "gewenst|wenselijk|mooi meegenomen|strekt tot aanbeveling|aanbeveling",
  ].join("|"),
  // Sentence adverbs lean on what follows: "strong English and ideally some German".
  before: "ideally|preferably|great if|bonus if|idealerweise|vorzugsweise|idealement|de preference|idealmente|preferiblemente|preferibilmente|preferencialmente|bij voorkeur|idealiter",
  after: "plus|a plus|un plus|ein plus|um plus|advantage|an advantage|asset|an asset|von vorteil|pluspunkt|atout|un atout|ventaja|vantaggio|vantagem|diferencial|pluspunt|pre|een pre",
};

/**
 * Headings that open a section (folded, matched at the start of a short line). Nice-to-have comes
 * first: "Preferred qualifications" is not "Qualifications".
 */
export const HEADINGS: [section: "nice" | "required" | "offer", phrases: string][] = [
  ["nice", "nice to have|nice to haves|bonus|pluses|preferred|desirable|it would be great|extra credit|wunschenswert|von vorteil|idealerweise|pluspunkte|atouts|un plus|souhaite|deseable|deseables|se valorara|valorable|valoramos|gradito|graditi|titoli preferenziali|requisiti preferenziali|diferenciais|desejavel|desejaveis|pluspunten|pre|mooi meegenomen"],
  ["required", "requirements|required|qualifications|minimum qualifications|basic qualifications|must have|must haves|what you bring|what you ll bring|what we re looking for|what we are looking for|who you are|about you|your profile|you have|your skills|skills|profile|anforderungen|voraussetzungen|dein profil|ihr profil|profil|das bringst du mit|was du mitbringst|was sie mitbringen|qualifikationen|das zeichnet dich aus|profil recherche|votre profil|ton profil|competences|prerequis|requisitos|perfil|que buscamos|lo que buscamos|requisiti|profilo|competenze|cosa cerchiamo|o que procuramos|o que buscamos|qualificacoes|functie eisen|functieeisen|wat breng je mee|wat vragen wij|wat wij vragen|jouw profiel|profiel|wie ben jij|eisen|languages|language skills|sprachen|sprachkenntnisse|langues|idiomas|lingue|talen|talenkennis"],
  ["offer", "what we offer|we offer|benefits|perks|why join|why us|about us|wir bieten|was wir bieten|unser angebot|uber uns|nous offrons|ce que nous offrons|avantages|a propos|ofrecemos|que ofrecemos|beneficios|offriamo|cosa offriamo|oferecemos|o que oferecemos|wij bieden|wat wij bieden|wat bieden wij|arbeidsvoorwaarden|over ons"],
];
