import type { Locale } from "@/lib/i18n/locales";
import { locales } from "@/lib/i18n/locales";
import { foldCase } from "@/lib/text/fold";
import { findSkills } from "../../cv/find-skills";

/**
 * What an application question asks, read in the seven languages. The writer answers each kind
 * from its own part of the user's sources; `motivation` is never answered for the user, `unknown`
 * only from the answer bank.
 */
export const QUESTION_KINDS = [
  "motivation",
  "strengths",
  "salary",
  "notice",
  "availability",
  "work_authorization",
  "languages",
  "years",
  "achievement",
  "skill_experience",
  "education",
  "summary",
  "skills",
  "unknown",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type ClassifiedQuestion = {
  kind: QuestionKind;
  /** The skills the question names, as the CV skill dictionary names them. */
  skills: string[];
  /** The country the question asks about (ISO code, or "EU"), for work authorisation. */
  country: string | null;
  /** The question's language, when its words tell; null when they do not. */
  locale: Locale | null;
};

/** Lower case, no accents, words separated by one space, padded so every word has a space either side. */
export const foldQuestion = (text: string) => ` ${foldCase(text).replace(/[^\p{L}\p{N}+#]+/gu, " ").trim()} `;

// Patterns run on the folded question; ` ` marks a word edge. Checked in QUESTION_KINDS order, so
// "Why should we hire you?" is a strength before it can look like motivation, and a question naming
// a skill is about that skill before it can look like a summary.
const PATTERNS: Partial<Record<QuestionKind, RegExp>> = {
  strengths: words([
    // en
    "strengths?", "why should we (hire|choose|pick) you", "(good|great|strong|right) (fit|match)", "what (can|could|would|will|do) you bring",
    "what makes you (a|the|suitable|qualified|stand)", "what qualifies you", "why are you (a good|the right|suitable|qualified)",
    // de
    "starken", "warum sollten wir (sie|dich)", "was (bringen sie|bringst du) mit", "was qualifiziert (sie|dich)", "was zeichnet (sie|dich) aus",
    // es
    "fortalezas", "puntos fuertes", "por que (deberiamos|tendriamos que) (contratarte|contratarle|elegirte|elegirle)", "que (puedes|podrias|puede|podria) aportar",
    // fr
    "forces", "points forts", "atouts", "pourquoi (devrions nous|devrait on) vous (embaucher|recruter|choisir)", "qu (apporteriez vous|est ce que vous pouvez apporter)", "que pouvez vous apporter",
    // it
    "punti di forza", "perche dovremmo (assumerti|assumerla|sceglierti|sceglierla)", "cosa (puoi|potresti|puo|potrebbe) portare",
    // pt
    "pontos fortes", "por que (deveriamos|devemos) (contrata lo|contrata la|te contratar|contratar voce|contratar lo)", "o que (voce )?(pode|poderia) (trazer|agregar|oferecer)",
    // nl
    "sterke punten", "sterktes", "waarom zouden (wij|we) (jou|u) (aannemen|kiezen)", "wat (breng je|brengt u|kun je|kunt u) (mee|bijdragen)",
  ]),
  motivation: words([
    // en
    "why (do|would) you (want|like|wish) to (work|join|be)", "why (are|were) you (interested|applying|excited)", "why (did|do) you (apply|choose)",
    "why (this|our|the) (role|position|job|company|team|opportunity)", "why us", "why here", "what (interests|attracts|excites|appeals to|motivates|drew|draws) you",
    "what do you know about (us|our)", "cover letter", "motivation( letter)?", "letter of motivation", "why do you want (this|the|our)",
    // de
    "warum (mochten|wollen|mochtest|willst) (sie|du)", "warum (diese|die|unsere) (stelle|position|rolle|firma)", "warum bewerben (sie|du)", "warum (wir|uns)",
    "was (reizt|interessiert|motiviert) (sie|dich)", "weshalb (mochten|wollen|bewerben)", "anschreiben", "motivationsschreiben",
    // es
    "por que (quieres|quiere|deseas|desea|te gustaria|le gustaria) (trabajar|unirte|unirse|formar|este|esta|el|la)", "por que (este|esta|nuestra|nuestro) (puesto|rol|empresa|posicion|equipo|compania|vacante)",
    "por que (te|se) (postulas|postula|interesa|presentas|presenta)", "que te (interesa|atrae|motiva)", "que le (interesa|atrae|motiva)", "carta de (presentacion|motivacion)",
    // fr
    "pourquoi (voulez vous|souhaitez vous|veux tu|souhaites tu|voudriez vous|aimeriez vous) (travailler|rejoindre|integrer|ce|cette|ce poste)",
    "pourquoi (ce|cette|notre) (poste|role|entreprise|societe|equipe|offre)", "pourquoi (postulez|candidatez) vous", "qu est ce qui vous (attire|interesse|motive|plait)",
    "qu est ce qui t (attire|interesse|motive)", "lettre de motivation",
    // it
    "perche (vuoi|vorresti|desideri|vuole|vorrebbe|desidera) (lavorare|unirti|unirsi|entrare|far parte|questo|questa)", "perche (questo|questa|la nostra|il nostro) (ruolo|posizione|azienda|lavoro|team|societa)",
    "perche ti (candidi|interessa)", "perche si candida", "cosa ti (interessa|attira|motiva)", "cosa la (interessa|attira|motiva)", "lettera (di )?(motivazione|presentazione|motivazionale)",
    // pt
    "por ?que (voce )?(quer|gostaria de|deseja) (trabalhar|se juntar|fazer parte|entrar|esta|este)", "por ?que (esta|este|nossa|nosso) (vaga|cargo|empresa|funcao|equipe|posicao)",
    "por ?que (voce )?se candidatou", "por ?que se candidata", "o que (te|o|a|lhe) (atrai|interessa|motiva)", "carta de (apresentacao|motivacao)",
    // nl
    "waarom (wil|wilt|zou) (je|jij|u) (bij|voor|deze|dit|graag|werken|solliciteren)", "waarom (deze|dit|onze|ons) (functie|rol|baan|bedrijf|vacature|team)",
    "waarom solliciteer", "wat (spreekt|trekt) (je|jou|u) aan", "wat motiveert (je|jou|u)", "motivatiebrief", "sollicitatiebrief", "motivatie",
  ]),
  salary: words([
    "salary", "compensation", "pay (expectation|range|requirement)s?", "expected (pay|rate)", "desired (pay|rate)", "how much (do|would) you (expect|want)",
    "gehalt", "gehaltsvorstellung(en)?", "gehaltswunsch", "vergutung", "verdienst", "lohn", "jahresgehalt",
    "salario", "sueldo", "remuneracion", "pretensiones? salariales?", "expectativas? salariales?",
    "salaire", "remuneration", "pretentions? salariales?",
    "stipendio", "retribuzione", "ral", "compenso", "aspettative? economiche", "pretese economiche",
    "remuneracao", "pretensao salarial", "expectativa salarial",
    "salaris", "salarisverwachting(en)?", "salarisindicatie", "loon", "loonverwachting",
  ]),
  notice: words(["notice( period)?", "kundigungsfrist", "preaviso", "periodo de (aviso|preaviso)", "preavis", "preavviso", "aviso previo", "opzegtermijn"]),
  availability: words([
    "start date", "when (can|could|would) you (start|begin|join)", "earliest (start|starting|possible)", "available to (start|begin)", "availability", "how soon",
    "eintrittstermin", "eintrittsdatum", "fruhest(er|moglicher)", "ab wann", "wann (konnen sie|kannst du|konnten sie) (anfangen|beginnen|starten)", "verfugbarkeit", "starttermin",
    "cuando (puedes|puede|podrias|podria) (empezar|comenzar|incorporarte|incorporarse)", "disponibilidad", "fecha de (inicio|incorporacion)",
    "quand (pouvez vous|pourriez vous|peux tu|pourrais tu) (commencer|demarrer|nous rejoindre)", "disponibilite", "date de (debut|demarrage|prise de poste)", "a partir de quand",
    "quando (puoi|potresti|puo|potrebbe) (iniziare|cominciare)", "disponibilita", "data di inizio",
    "quando (voce )?(pode|poderia) (comecar|iniciar)", "disponibilidade", "data de inicio",
    "wanneer (kun|kan|kunt) (je|jij|u) (beginnen|starten)", "beschikbaarheid", "startdatum", "per wanneer",
  ]),
  work_authorization: words([
    "(authori[sz]ed|eligible|entitled|permitted|allowed|legally able|right) to work", "work (authori[sz]ation|permit|visa)", "right to work",
    "arbeitserlaubnis", "arbeitsgenehmigung", "aufenthaltstitel", "berechtigt (sie|du)? ?(in|im)?", "arbeitsberechtigung",
    "permiso de trabajo", "autorizacion (para|de) trabajo", "autorizad[oa] (para|a) trabajar", "derecho a trabajar",
    "permis de travail", "autorisation de travail", "autorise(e)? a travailler", "droit de travailler",
    "permesso di (lavoro|soggiorno)", "autorizzazione (al|a) lavor(o|are)", "autorizzat[oa] a lavorare", "diritto (di|a) lavorare",
    "autorizacao de trabalho", "autorizad[oa] a trabalhar", "permissao de trabalho", "visto de trabalho", "direito (de|a) trabalhar",
    "werkvergunning", "tewerkstellingsvergunning", "bevoegd om te werken", "recht om te werken", "mag (je|u) (in|werken)",
  ]),
  languages: words([
    "languages?", "speak", "fluent", "sprachen", "sprachkenntnisse", "fremdsprachen", "idiomas?", "lenguas", "langues", "lingue", "linguas", "talen", "talenkennis",
  ]),
  years: words([
    "how many years", "years? of (professional |relevant |work |industry )?experience", "years experience", "years'? experience",
    "wie viele jahre", "wieviele jahre", "jahre(n)? (berufs)?erfahrung", "berufsjahre",
    "cuantos anos", "anos de experiencia",
    "combien d annees", "combien d ans", "annees d experience", "ans d experience",
    "quanti anni", "anni di esperienza",
    "quantos anos", "anos de experiencia",
    "hoeveel jaar", "jaar (werk)?ervaring", "jaren (werk)?ervaring",
  ]),
  achievement: words([
    "achievements?", "accomplishments?", "proud", "biggest (success|win)", "greatest (success|win)",
    "erfolge?", "errungenschaft(en)?", "stolz", "grosste(n)? (erfolg|leistung)",
    "logros?", "orgullos[oa]", "mayor exito",
    "realisations?", "reussites?", "fier(e)?", "plus grand succes", "accomplissements?",
    "risultati? (di cui|piu importante|migliore)", "traguard[oi]", "orgoglios[oa]", "successo piu",
    "conquistas?", "realizac(ao|oes)", "orgulh(o|os[oa])", "maior sucesso",
    "prestaties?", "trots", "grootste succes",
  ]),
  education: words([
    "education", "educational", "degrees?", "diploma", "qualifications?", "university", "studied", "studies", "academic",
    "ausbildung", "abschluss", "studium", "studiert", "hochschul\\w*", "universitat", "bildungsabschluss", "schulabschluss",
    "educacion", "formacion", "titulo", "titulacion", "estudios", "estudiaste",
    "formation", "diplomes?", "etudes", "universite", "cursus",
    "formazione", "titolo di studio", "laurea", "studi", "istruzione", "universita",
    "formacao", "escolaridade", "graduacao", "estudos", "universidade",
    "opleiding(en)?", "studie", "gestudeerd", "universiteit", "diploma s",
  ]),
  summary: words([
    "tell (us|me) (a little |a bit |more )?about yourself", "introduce yourself", "describe yourself", "about yourself", "(professional )?summary", "your background",
    "walk (us|me) through your", "who are you", "your (professional )?(experience|career|profile)", "relevant experience",
    "erzahlen sie (uns )?(etwas |mehr )?uber sich", "erzahl (uns )?(etwas |mehr )?uber dich", "stellen sie sich (kurz )?vor", "stell dich (kurz )?vor",
    "beschreiben sie sich", "uber sich", "uber dich", "werdegang", "kurzprofil", "zusammenfassung", "ihre (berufs)?erfahrung", "deine (berufs)?erfahrung", "ihr profil",
    "hablanos (un poco )?(de|sobre) ti", "hablenos (un poco )?(de|sobre) usted", "cuentanos (un poco )?(de|sobre|acerca de) ti", "presentate", "presentese", "describete",
    "sobre ti", "trayectoria", "tu experiencia", "su experiencia", "tu perfil", "su perfil",
    "parlez nous (un peu )?de vous", "parle nous (un peu )?de toi", "presentez vous", "presente toi", "decrivez vous", "parcours", "a propos de vous",
    "votre experience", "ton experience", "votre profil",
    "parlaci (un po )?di te", "ci parli (un po )?di lei", "presentati", "si presenti", "descriviti", "percorso", "chi sei", "la tua esperienza", "la sua esperienza", "il tuo profilo",
    "fale (um pouco )?sobre (voce|si)", "conte nos (um pouco )?sobre (voce|si)", "apresente se", "descreva se", "trajetoria", "sobre voce", "sua experiencia", "seu perfil",
    "vertel (ons )?(iets |wat )?over (jezelf|uzelf)", "stel (jezelf|uzelf) (even |kort )?voor", "beschrijf (jezelf|uzelf)", "achtergrond", "over jezelf", "over uzelf",
    "je ervaring", "uw ervaring", "jouw ervaring", "je profiel", "uw profiel",
  ]),
  skills: words([
    "skills?", "(programming|coding) languages?", "tools", "technologies", "tech stack", "competenc(e|ies)",
    "fahigkeiten", "kenntnisse", "kompetenzen", "programmiersprachen", "werkzeuge",
    "habilidades", "competencias", "conocimientos", "lenguajes de programacion", "herramientas", "tecnologias",
    "competences", "connaissances", "langages de programmation", "outils", "technologies",
    "competenze", "conoscenze", "linguaggi di programmazione", "strumenti", "tecnologie",
    "habilidades", "conhecimentos", "linguagens de programacao", "ferramentas", "tecnologias",
    "vaardigheden", "competenties", "kennis", "programmeertalen", "technologieen",
  ]),
};

/** Alternatives matched as whole words on the folded question. */
function words(patterns: string[]): RegExp {
  return new RegExp(`(?:^|\\s)(?:${patterns.join("|")})(?=\\s|$)`);
}

// "Do you speak German?", "¿Hablas inglés?": a speaking verb with a language's name.
const SPEAKING = words(["speak", "spreek", "spreekt", "spreken", "sprechen", "sprichst", "hablas", "habla", "hablar", "parlez", "parles", "parler", "parli", "parla", "parlare", "fala", "falas", "falar"]);
const LANGUAGE_CODES = "en de fr es it pt nl pl ru uk tr ar zh ja ko hi sv da no fi el cs hu ro bg hr sr he".split(" ");
const LANGUAGE_NAMES: Set<string> = new Set(
  locales.flatMap((locale) => {
    const display = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    return LANGUAGE_CODES.map((code) => display.of(code)).filter((name): name is string => Boolean(name)).map((name) => foldQuestion(name).trim());
  }),
);
const namesLanguage = (folded: string) => folded.trim().split(" ").some((word) => LANGUAGE_NAMES.has(word));

// "Programming languages" ask for skills, not for spoken languages.
const PROGRAMMING_LANGUAGES = words(["programming languages?", "coding languages?", "programmiersprachen", "lenguajes de programacion", "langages de programmation", "linguaggi di programmazione", "linguagens de programacao", "programmeertalen"]);

/**
 * Words that tell a question's language apart, each with the languages that use it; a word shared
 * by several languages counts for each a fraction.
 */
const LANGUAGE_WORDS: Record<Locale, string> = {
  en: "the you your what why how have has with about tell are do does did would could can describe please us our we which when where many years experience work yourself any",
  de: "sie ihre ihr ihren ihrer ihnen haben hast warum wie was und mit der die das den dem uber sich bei fur ist wir uns welche welcher wann erfahrung du dich dein deine deiner bitte arbeiten jahre konnen sind mochten nicht",
  es: "usted tu tus ti que por como cual cuales tiene tienes con sobre nos nosotros para el los las la es y de en experiencia cuantos anos has puedes eres estas trabajar cuando describe hablanos cuentanos quieres",
  fr: "vous votre vos quoi pourquoi comment avez etes est les des avec sur nous pour le la et de en quelle quelles quel qu experience ans annees parlez pouvez travailler quand decrivez chez",
  it: "lei tuo tua tuoi tue perche come quali qual hai ha con sulla sul ci per il la le di che e anni esperienza sei puoi vuoi lavorare quando descrivi sono noi parlaci",
  pt: "voce seu sua seus suas por que porque quais qual tem com sobre nos para o os as de e em anos experiencia quantos pode trabalhar quando descreva quer conosco fale",
  nl: "je jij u uw wat waarom hoe heb hebt bent met over ons voor het een en is de ervaring jaar jaren welke kun kunt wanneer werken",
};

const WORD_LANGUAGES: Map<string, Locale[]> = (() => {
  const map = new Map<string, Locale[]>();
  for (const locale of locales) {
    for (const word of LANGUAGE_WORDS[locale].split(" ")) map.set(word, [...(map.get(word) ?? []), locale]);
  }
  return map;
})();

/** The language the question is written in, when at least one word tells and one language leads. */
export function detectLocale(question: string): Locale | null {
  const raw = question.toLowerCase();
  const scores = new Map<Locale, number>();
  const add = (locale: Locale, points: number) => scores.set(locale, (scores.get(locale) ?? 0) + points);
  for (const word of foldQuestion(question).trim().split(" ")) {
    const languages = WORD_LANGUAGES.get(word);
    if (languages) for (const locale of languages) add(locale, 1 / languages.length);
  }
  // Letters only one or two of the languages write.
  if (/[¿¡ñ]/.test(raw)) add("es", 2);
  if (/[ß]|[äöü]/.test(raw)) add("de", 1.5);
  if (/[ãõ]/.test(raw)) add("pt", 2);
  if (/[êôûœ]|[àè]\s|ç/.test(raw)) add("fr", 0.5);
  if (/[ìò]/.test(raw)) add("it", 1);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 1 || (second && second[1] === best[1])) return null;
  return best[0];
}

const REGION_CODES = Array.from({ length: 26 * 26 }, (_, index) => String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)));

// Groupings ("world", "Europe"), the UN's own codes and withdrawn codes that still carry a country's
// name (DD "Germany", SU "Russia", FX "France"): none is a country a profile lists.
const NOT_COUNTRY_CODES = new Set("AA EU EZ UN ZZ AN BU CS DD DY FX HV NH RH SU TP UK VD YD YU ZR".split(" "));

/** Country names in the seven languages, folded, longest first: "united states" before "states". */
const COUNTRY_NAMES: [string, string][] = (() => {
  const names = new Map<string, string>();
  for (const locale of locales) {
    const display = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    for (const code of REGION_CODES) {
      const name = display.of(code);
      const key = name ? foldQuestion(name).trim() : "";
      if (key && !names.has(key) && !NOT_COUNTRY_CODES.has(code) && !/^(?:Q[M-Z]|X[A-Z])$/.test(code)) names.set(key, code);
    }
  }
  for (const [alias, code] of [
    ["usa", "US"], ["us", "US"], ["u s", "US"], ["america", "US"], ["uk", "GB"], ["u k", "GB"], ["great britain", "GB"], ["britain", "GB"], ["england", "GB"],
    ["eu", "EU"], ["eea", "EU"], ["european union", "EU"], ["europaischen union", "EU"], ["union europea", "EU"], ["union europeenne", "EU"],
    ["unione europea", "EU"], ["uniao europeia", "EU"], ["europese unie", "EU"], ["ue", "EU"],
  ] as const) names.set(alias, code);
  return [...names.entries()].sort((a, b) => b[0].length - a[0].length);
})();

/** The country a question names, as an ISO code (or "EU"); null when it names none. */
export function countryIn(question: string): string | null {
  const folded = foldQuestion(question);
  // Short codes ("US", "UK", "EU") count only when written in capitals, so "us" the pronoun is no country.
  const capitals = ` ${question.replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  for (const [name, code] of COUNTRY_NAMES) {
    if (name.replace(/ /g, "").length <= 3) {
      if (capitals.includes(` ${name.toUpperCase()} `) || capitals.includes(` ${name.toUpperCase().replace(/ /g, "")} `)) return code;
    } else if (folded.includes(` ${name} `)) return code;
  }
  return null;
}

/** The question's kind, the skills and country it names, and its language. */
export function classifyQuestion(question: string): ClassifiedQuestion {
  const folded = foldQuestion(question);
  const skills = findSkills(question);
  const result = (kind: QuestionKind): ClassifiedQuestion => ({ kind, skills, country: kind === "work_authorization" ? countryIn(question) : null, locale: detectLocale(question) });
  for (const kind of QUESTION_KINDS) {
    if (kind === "unknown") break;
    if (kind === "skill_experience") {
      if (skills.length > 0) return result(kind);
      continue;
    }
    if (kind === "languages") {
      if (!PROGRAMMING_LANGUAGES.test(folded) && (PATTERNS.languages!.test(folded) || (SPEAKING.test(folded) && namesLanguage(folded)))) return result(kind);
      continue;
    }
    if (PATTERNS[kind]?.test(folded)) return result(kind);
  }
  return result("unknown");
}
