import type { Locale } from "@/lib/i18n/locales";

/**
 * The words the rubric reads an answer by, per language, folded (lower case, no accents: see
 * `foldCase`). A phrase ending in "*" matches any word that starts with it ("reduc*" finds
 * "reduced", "reducing"). These are signals of how an answer is built, not user-facing text.
 */
export type Lexicon = {
  /** Words that carry no topic: articles, pronouns, auxiliaries, and the wording of questions ("tell", "describe"). */
  stopwords: string[];
  /** Spoken hesitations and empty intensifiers. */
  fillers: string[];
  /** STAR: where and when it happened. */
  situation: string[];
  /** STAR: what the speaker had to do. */
  task: string[];
  /** STAR: what the speaker did, as phrases; `actionVerbs` catches first-person verbs the lists cannot. */
  action: string[];
  /** A pattern source, matched as whole words on the lower-cased, unfolded text (accents kept: "decidí"). */
  actionVerbs: string;
  /** STAR: what came of it. */
  result: string[];
  /** "I", "my" and, where the language drops the pronoun, first-person verb endings: a pattern source, counted as whole words on the lower-cased, unfolded text. */
  singular: string;
  /** "we", "our" and first-person plural verb endings, the same way. */
  plural: string;
  /** Sequencing words of a step-by-step approach. */
  steps: string[];
  /** Giving reasons and weighing options. */
  reasons: string[];
  /** Pointing at an example from one's own work. */
  example: string[];
  /** Durations and deadlines. */
  timeFrames: string[];
  /** Numbers written out. */
  numberWords: string[];
  /** Starting at once: an answer to "when could you start" without a date. */
  immediately: string[];
  /** Looking ahead: what one wants next, the close of a pitch. */
  future: string[];
  /** Stems of words about work (job, team, client, task…): what tells a work story in other words from a digression. */
  workWords: string[];
};

const en: Lexicon = {
  stopwords: [
    "the", "and", "but", "for", "with", "that", "this", "these", "those", "there", "then", "than", "from", "into", "onto", "over",
    "about", "after", "before", "again", "also", "just", "very", "really", "what", "which", "who", "whom", "whose", "when", "where",
    "why", "how", "your", "yours", "you", "our", "ours", "their", "them", "they", "she", "her", "his", "him", "its", "was", "were",
    "are", "is", "be", "been", "being", "have", "has", "had", "having", "do", "does", "did", "done", "doing", "can", "could", "would",
    "should", "will", "shall", "may", "might", "must", "not", "no", "yes", "all", "any", "some", "each", "every", "other", "such",
    "own", "same", "so", "too", "only", "one", "out", "off", "on", "in", "at", "by", "of", "to", "up", "down", "if", "or", "as",
    "me", "my", "mine", "we", "us", "it", "an", "a", "i", "im", "ive", "id", "dont", "didnt", "tell", "describe", "walk", "give",
    "example", "time", "times", "think", "thing", "things", "way", "ways", "make", "made", "get", "got", "let", "like", "well",
    "much", "many", "more", "most", "something", "someone", "anything", "everything", "through", "while", "during", "because",
    "situation", "happened", "kind", "sort",
  ],
  fillers: ["um", "umm", "uh", "uhm", "er", "erm", "like", "you know", "basically", "actually", "literally", "kind of", "sort of", "i mean"],
  situation: [
    "when", "while", "at the time", "back then", "in my last", "in my previous", "in my current", "last year", "once", "the situation",
    "the problem was", "the challenge", "there was", "we had", "during", "context",
  ],
  task: [
    "my task", "my job was", "my role was", "i was responsible", "i was asked", "i had to", "the goal was", "our goal", "goal", "needed to",
    "my responsibility", "it was up to me", "objective",
  ],
  action: ["i decided", "so i", "first i", "then i", "i started", "i set up", "i took", "i reached out", "i made sure", "i proposed", "i suggested"],
  actionVerbs: String.raw`i (?:\p{L}+ed|built|made|took|wrote|spoke|led|set|put|got|ran|sent|met|went|brought|chose|drew|found|gave|kept|paid|said|sold|taught|told|won|began|did|had|held|fixed|asked|used|worked)`,
  result: [
    "as a result", "result*", "in the end", "outcome", "which meant", "which led", "led to", "so that", "reduc*", "increas*", "improv*",
    "saved", "cut", "grew", "achiev*", "impact", "succe*", "went from", "the feedback was", "learned", "learnt", "lesson", "finally",
  ],
  singular: String.raw`i|i'm|i've|i'd|my|me|myself`,
  plural: String.raw`we|we're|we've|our|ours|us|ourselves`,
  steps: ["first", "firstly", "then", "next", "after that", "afterwards", "finally", "step", "start by", "begin by", "last"],
  reasons: ["because", "since", "so that", "depends", "trade-off", "tradeoff", "trade off", "instead", "risk*", "the reason", "otherwise", "balanc*", "weigh*", "rather than"],
  example: ["for example", "for instance", "e.g", "in my last", "in my previous", "in my current", "once", "recently", "last year", "last month", "when i"],
  timeFrames: ["day", "days", "week*", "month*", "year*", "quarter*", "hour*", "minute*", "deadline", "within", "by the end", "immediately", "asap"],
  numberWords: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twenty", "thirty", "fifty", "hundred*", "thousand*", "million*", "dozen*", "half", "double*", "twice", "triple*"],
  immediately: ["immediately", "right away", "straight away", "asap", "as soon as possible", "now", "any time", "anytime"],
  future: ["want", "would like", "i'd like", "hope", "looking for", "next", "goal", "plan to", "excited to", "keen to"],
  workWords: ["work", "job", "team", "colleague", "manager", "boss", "client", "customer", "project", "task", "report", "company", "role", "office", "meeting", "deadline", "employer", "patient", "student", "user", "product", "process", "data", "shift"],
};

const de: Lexicon = {
  stopwords: [
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "und", "oder", "aber", "doch", "denn",
    "mit", "von", "vom", "zum", "zur", "bei", "fur", "uber", "unter", "nach", "vor", "aus", "auf", "an", "am", "im", "in", "ins", "zu",
    "ist", "sind", "war", "waren", "bin", "bist", "sein", "haben", "habe", "hat", "hatte", "hatten", "wird", "werden", "wurde", "wurden",
    "kann", "konnen", "konnte", "konnten", "muss", "mussen", "musste", "soll", "sollte", "wollen", "will", "wollte", "mochte", "mochten",
    "ich", "mich", "mir", "mein", "meine", "meinen", "meinem", "meiner", "wir", "uns", "unser", "unsere", "sie", "ihr", "ihre", "ihnen",
    "ihrem", "ihren", "ihrer", "er", "es", "man", "was", "wer", "wie", "wo", "wann", "warum", "welche", "welcher", "welches", "dass",
    "wenn", "als", "auch", "noch", "schon", "nur", "sehr", "so", "dann", "da", "hier", "dort", "nicht", "kein", "keine", "ja", "nein",
    "alle", "alles", "jede", "jeder", "jedes", "etwas", "mal", "einmal", "erzahlen", "beschreiben", "schildern", "beispiel", "zeit",
    "geben", "gibt", "machen", "gemacht", "dabei", "dazu", "davon", "darauf", "daruber", "diese", "dieser", "dieses", "diesem", "diesen",
  ],
  fillers: ["ah", "ahm", "hm", "halt", "quasi", "sozusagen", "irgendwie", "eigentlich", "ne", "gell", "naja", "also ja"],
  situation: [
    "als", "wahrend", "damals", "in meinem letzten", "in meiner letzten", "in meinem vorherigen", "in meiner vorherigen",
    "in meinem aktuellen", "in meiner aktuellen", "letztes jahr", "einmal", "die situation", "das problem war", "die herausforderung", "es gab",
  ],
  task: ["meine aufgabe", "ich war verantwortlich", "ich sollte", "ich musste", "das ziel war", "unser ziel", "ziel", "verantwortlich fur", "meine rolle"],
  action: ["ich habe", "habe ich", "hab ich", "ich entschied", "ich beschloss", "also habe ich", "zuerst habe ich", "dann habe ich"],
  actionVerbs: String.raw`ich \p{L}+te|ich (?:habe|hab|bin)|(?:habe|hab|bin) ich|\p{L}+te ich`,
  result: [
    "im ergebnis", "ergebnis", "dadurch", "am ende", "schliesslich", "sodass", "so dass", "gesenkt", "gesteigert", "verbessert",
    "erhoht", "reduziert", "gespart", "eingespart", "erfolg*", "gelernt", "fuhrte zu", "resultat", "letztlich", "wirkung",
  ],
  singular: String.raw`ich|mich|mir|mein|meine|meinen|meinem|meiner|meines`,
  plural: String.raw`wir|uns|unser|unsere|unseren|unserem|unserer`,
  steps: ["zuerst", "erstens", "zunachst", "dann", "danach", "anschliessend", "schliesslich", "schritt*", "als erstes", "zum schluss"],
  reasons: ["weil", "damit", "deshalb", "darum", "deswegen", "hangt ab", "abhangig", "abwag*", "statt", "stattdessen", "risik*", "grund", "sonst", "lieber"],
  example: ["zum beispiel", "z.b", "z. b", "beispielsweise", "in meinem letzten", "in meiner letzten", "kurzlich", "neulich", "einmal", "als ich"],
  timeFrames: ["tag", "tage", "tagen", "woche*", "monat*", "jahr", "jahre", "jahren", "quartal*", "stunde*", "minute*", "frist", "innerhalb", "sofort", "kundigungsfrist"],
  numberWords: ["zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn", "zwanzig", "dreissig", "funfzig", "hundert*", "tausend*", "million*", "dutzend*", "halb*", "doppelt*", "verdoppelt"],
  immediately: ["sofort", "ab sofort", "umgehend", "jederzeit", "gleich"],
  future: ["mochte", "will", "ziel", "nachste*", "hoffe", "suche", "freue mich", "gerne"],
  workWords: ["arbeit", "job", "team", "kolleg", "chef", "vorgesetzt", "kunde", "kunden", "projekt", "aufgabe", "bericht", "firma", "unternehmen", "rolle", "buro", "besprechung", "frist", "arbeitgeber", "patient", "schuler", "nutzer", "produkt", "prozess", "daten", "schicht", "stelle"],
};

const fr: Lexicon = {
  stopwords: [
    "le", "la", "les", "un", "une", "des", "du", "de", "et", "ou", "mais", "donc", "car", "ni", "que", "qui", "quoi", "dont", "ou",
    "avec", "pour", "par", "sur", "sous", "dans", "en", "au", "aux", "chez", "vers", "entre", "sans", "ce", "cet", "cette", "ces",
    "je", "me", "moi", "mon", "ma", "mes", "nous", "notre", "nos", "vous", "votre", "vos", "il", "elle", "ils", "elles", "on", "leur",
    "leurs", "se", "sa", "son", "ses", "est", "sont", "etait", "etaient", "ete", "etre", "ai", "as", "a", "avons", "avez", "ont",
    "avait", "avoir", "fait", "faire", "peut", "pouvez", "pourriez", "pourrait", "dois", "doit", "plus", "moins", "tres", "aussi",
    "ne", "pas", "non", "oui", "tout", "tous", "toute", "toutes", "comment", "quand", "pourquoi", "quel", "quelle", "quels", "quelles",
    "racontez", "decrivez", "parlez", "donnez", "exemple", "fois", "moment", "chose", "choses", "alors", "puis", "bien", "comme", "si",
  ],
  fillers: ["euh", "heu", "du coup", "genre", "en fait", "bah", "ben", "voila", "tu vois", "bref", "quoi", "enfin bref"],
  situation: [
    "quand", "lorsque", "pendant", "a l'epoque", "dans mon dernier", "dans mon precedent", "dans mon poste actuel", "l'annee derniere",
    "une fois", "la situation", "le probleme", "il y avait", "le defi", "le contexte",
  ],
  task: ["ma mission", "ma tache", "mon role", "j'etais responsable", "je devais", "l'objectif", "objectif", "on m'a demande", "il fallait"],
  action: ["j'ai decide", "j'ai propose", "j'ai commence", "j'ai mis en place", "alors j'ai", "d'abord j'ai", "ensuite j'ai"],
  actionVerbs: String.raw`j'ai \p{L}+|je me suis \p{L}+|je suis \p{L}+`,
  result: [
    "resultat", "au final", "finalement", "a la fin", "ce qui a", "grace a", "reduit", "augmente", "ameliore", "economise", "gagne",
    "reussi", "permis de", "appris", "par consequent", "si bien que", "abouti", "impact",
  ],
  singular: String.raw`je|j'\p{L}+|moi|mon|ma|mes|me|m'\p{L}+`,
  plural: String.raw`nous|notre|nos|on`,
  steps: ["d'abord", "tout d'abord", "ensuite", "puis", "enfin", "premierement", "deuxiemement", "etape*", "apres", "pour finir", "en premier"],
  reasons: ["parce que", "car", "afin de", "pour que", "depend", "compromis", "plutot que", "risque*", "la raison", "sinon", "equilibr*", "peser"],
  example: ["par exemple", "recemment", "dans mon dernier", "dans mon precedent", "une fois", "quand j'"],
  timeFrames: ["jour", "jours", "semaine*", "mois", "an", "ans", "annee*", "trimestre*", "heure*", "minute*", "delai*", "echeance", "preavis", "immediatement"],
  numberWords: ["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "vingt", "trente", "cinquante", "cent*", "mille", "million*", "douzaine*", "moitie", "double*", "triple*"],
  immediately: ["immediatement", "tout de suite", "des maintenant", "des que possible", "rapidement"],
  future: ["souhaite", "voudrais", "aimerais", "prochain*", "objectif", "cherche", "envie", "j'ai hate"],
  workWords: ["travail", "poste", "equipe", "collegue", "manager", "chef", "client", "projet", "tache", "rapport", "entreprise", "societe", "role", "bureau", "reunion", "delai", "employeur", "patient", "eleve", "utilisateur", "produit", "processus", "donnees", "service"],
};

const es: Lexicon = {
  stopwords: [
    "el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "al", "y", "e", "o", "u", "pero", "que", "quien", "cual",
    "con", "para", "por", "sin", "sobre", "entre", "hacia", "en", "a", "ante", "este", "esta", "estos", "estas", "ese", "esa", "eso",
    "yo", "me", "mi", "mis", "nosotros", "nuestro", "nuestra", "usted", "ustedes", "su", "sus", "se", "le", "les", "lo", "es", "son",
    "era", "eran", "fue", "fueron", "ser", "estar", "estaba", "he", "ha", "han", "habia", "hacer", "hizo", "puede", "podria", "puedo",
    "debe", "mas", "menos", "muy", "tambien", "no", "si", "todo", "todos", "toda", "todas", "como", "cuando", "donde", "por que",
    "porque", "cuente", "describa", "hable", "deme", "ejemplo", "vez", "momento", "cosa", "cosas", "entonces", "bien", "algo",
  ],
  fillers: ["eh", "em", "ehm", "o sea", "pues", "en plan", "bueno", "digamos", "tipo", "vale", "sabes"],
  situation: [
    "cuando", "mientras", "en ese momento", "en mi ultimo", "en mi anterior", "en mi trabajo actual", "el ano pasado", "una vez",
    "la situacion", "el problema era", "el reto", "el desafio", "habia", "el contexto",
  ],
  task: ["mi tarea", "mi responsabilidad", "mi papel", "me encargaron", "tenia que", "el objetivo", "objetivo", "era responsable", "me pidieron", "mi mision"],
  action: ["yo decidi", "decidi", "propuse", "hable", "organice", "me encargue", "implemente", "empece", "lidere", "primero yo", "asi que yo"],
  actionVerbs: String.raw`yo \p{L}+|\p{L}{3,}[éí]`,
  result: [
    "como resultado", "resultado", "al final", "finalmente", "lo que", "gracias a", "reduj*", "reduci*", "aument*", "mejor*", "ahorr*",
    "logr*", "consegu*", "aprend*", "de modo que", "asi que", "impacto",
  ],
  // Spanish drops the pronoun: first-person preterites ("decidí", "organicé") count as "I".
  singular: String.raw`yo|mi|mis|me|\p{L}{3,}[éí]`,
  plural: String.raw`nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|\p{L}{3,}amos`,
  steps: ["primero", "en primer lugar", "luego", "despues", "a continuacion", "finalmente", "paso*", "por ultimo", "empezaria"],
  reasons: ["porque", "ya que", "para que", "depende", "compromiso", "en lugar de", "riesgo*", "la razon", "equilibr*", "si no", "sopesar", "en vez de"],
  example: ["por ejemplo", "recientemente", "en mi ultimo", "en mi anterior", "una vez", "cuando yo"],
  timeFrames: ["dia", "dias", "semana*", "mes", "meses", "ano", "anos", "trimestre*", "hora*", "minuto*", "plazo*", "preaviso", "inmediatamente"],
  numberWords: ["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "veinte", "treinta", "cincuenta", "cien*", "mil", "millon*", "docena*", "mitad", "doble", "triple"],
  immediately: ["inmediatamente", "de inmediato", "enseguida", "cuanto antes", "ya mismo", "ahora mismo"],
  future: ["quiero", "me gustaria", "espero", "proximo", "proxima", "objetivo", "busco", "me encantaria"],
  workWords: ["trabaj", "puesto", "equipo", "companer", "jefe", "responsable", "cliente", "proyecto", "tarea", "informe", "empresa", "papel", "oficina", "reunion", "plazo", "empleador", "paciente", "alumno", "usuario", "producto", "proceso", "datos", "turno"],
};

const it: Lexicon = {
  stopwords: [
    "il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "di", "del", "della", "dei", "degli", "delle", "da", "dal", "dalla", "a",
    "al", "alla", "ai", "agli", "alle", "in", "nel", "nella", "nei", "con", "su", "sul", "sulla", "per", "tra", "fra", "e", "ed", "o",
    "ma", "che", "chi", "cui", "io", "mi", "me", "mio", "mia", "miei", "mie", "noi", "ci", "nostro", "nostra", "lei", "suo", "sua",
    "loro", "si", "se", "questo", "questa", "questi", "queste", "quello", "quella", "e", "sono", "era", "erano", "stato", "stata",
    "essere", "ho", "ha", "hanno", "avevo", "aveva", "avere", "fatto", "fare", "puo", "potrebbe", "posso", "deve", "piu", "meno",
    "molto", "anche", "non", "no", "tutto", "tutti", "tutte", "come", "quando", "dove", "perche", "quale", "quali", "racconti",
    "descriva", "parli", "esempio", "volta", "momento", "cosa", "cose", "allora", "poi", "bene",
  ],
  fillers: ["ehm", "eh", "cioe", "tipo", "praticamente", "diciamo", "insomma", "boh", "ecco", "allora", "niente"],
  situation: [
    "quando", "mentre", "all'epoca", "nel mio ultimo", "nel mio precedente", "nel mio lavoro attuale", "l'anno scorso", "una volta",
    "la situazione", "il problema era", "la sfida", "c'era", "il contesto",
  ],
  task: ["il mio compito", "la mia responsabilita", "il mio ruolo", "dovevo", "l'obiettivo", "obiettivo", "ero responsabile", "mi hanno chiesto"],
  action: ["ho deciso", "ho proposto", "ho iniziato", "ho organizzato", "quindi ho", "prima ho", "poi ho"],
  actionVerbs: String.raw`io \p{L}+|ho \p{L}+(?:ato|uto|ito|tto|so|sto|erto)|mi sono \p{L}+`,
  result: [
    "come risultato", "risultat*", "alla fine", "infine", "il che", "grazie a", "ridott*", "ridurre", "aumentat*", "migliorat*",
    "risparmiat*", "ottenut*", "raggiunt*", "imparat*", "di conseguenza", "cosi che", "impatto",
  ],
  singular: String.raw`io|mio|mia|miei|mie|mi|me|ho`,
  plural: String.raw`noi|nostro|nostra|nostri|nostre|abbiamo|\p{L}{3,}iamo`,
  steps: ["prima", "innanzitutto", "per prima cosa", "poi", "dopo", "quindi", "infine", "passo*", "fase", "in seguito"],
  reasons: ["perche", "poiche", "in modo da", "dipende", "compromesso", "invece di", "rischi*", "il motivo", "equilibri*", "altrimenti", "valutare"],
  example: ["per esempio", "ad esempio", "di recente", "recentemente", "nel mio ultimo", "nel mio precedente", "una volta", "quando io"],
  timeFrames: ["giorn*", "settiman*", "mese", "mesi", "anno", "anni", "trimestr*", "ora", "ore", "minut*", "scadenz*", "entro", "preavviso", "subito"],
  numberWords: ["due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "venti", "trenta", "cinquanta", "cento", "mille", "milion*", "dozzin*", "meta", "doppio", "triplo"],
  immediately: ["subito", "immediatamente", "da subito", "appena possibile", "in qualsiasi momento"],
  future: ["vorrei", "voglio", "spero", "prossim*", "obiettivo", "cerco", "mi piacerebbe"],
  workWords: ["lavor", "ruolo", "team", "squadra", "colleg", "responsabile", "capo", "cliente", "progetto", "compito", "report", "azienda", "ufficio", "riunione", "scadenza", "datore", "paziente", "studente", "utente", "prodotto", "processo", "dati", "turno"],
};

const pt: Lexicon = {
  stopwords: [
    "o", "a", "os", "as", "um", "uma", "uns", "umas", "de", "do", "da", "dos", "das", "e", "ou", "mas", "que", "quem", "qual", "quais",
    "com", "para", "por", "pelo", "pela", "sem", "sobre", "entre", "em", "no", "na", "nos", "nas", "ao", "aos", "este", "esta", "isto",
    "esse", "essa", "isso", "aquele", "eu", "me", "mim", "meu", "minha", "meus", "minhas", "nos", "nosso", "nossa", "voce", "seu",
    "sua", "se", "lhe", "ele", "ela", "eles", "elas", "foi", "era", "eram", "ser", "estar", "estava", "tenho", "tem", "tinha",
    "fazer", "fez", "pode", "poderia", "posso", "deve", "mais", "menos", "muito", "tambem", "nao", "sim", "todo", "todos", "toda",
    "todas", "como", "quando", "onde", "porque", "conte", "descreva", "fale", "exemplo", "vez", "momento", "coisa", "coisas", "entao",
    "perto", "longe", "ocasiao",
  ],
  fillers: ["tipo", "ne", "entao", "hum", "eh", "pois", "sabe", "basicamente", "assim", "tipo assim", "quer dizer"],
  situation: [
    "quando", "enquanto", "na epoca", "no meu ultimo", "no meu anterior", "no meu trabalho atual", "no ano passado", "uma vez",
    "a situacao", "o problema era", "o desafio", "havia", "o contexto",
  ],
  task: ["minha tarefa", "minha responsabilidade", "meu papel", "eu precisava", "tinha que", "o objetivo", "objetivo", "eu era responsavel", "me pediram"],
  action: ["eu decidi", "decidi", "propus", "comecei", "organizei", "implementei", "falei", "entao eu", "primeiro eu"],
  actionVerbs: String.raw`eu \p{L}+|\p{L}{3,}ei`,
  result: [
    "como resultado", "resultado", "no final", "por fim", "finalmente", "o que", "gracas a", "reduzi*", "aument*", "melhor*",
    "economiz*", "consegu*", "aprend*", "de modo que", "impacto",
  ],
  // Portuguese drops the pronoun: first-person preterites ("organizei", "decidi") count as "I".
  singular: String.raw`eu|meu|minha|meus|minhas|me|mim|\p{L}{3,}ei`,
  plural: String.raw`nós|nosso|nossa|nossos|nossas|\p{L}{3,}amos|\p{L}{3,}emos|\p{L}{3,}imos`,
  steps: ["primeiro", "em primeiro lugar", "depois", "em seguida", "por fim", "finalmente", "passo*", "etapa*", "por ultimo"],
  reasons: ["porque", "pois", "para que", "depende", "compromisso", "em vez de", "risco*", "o motivo", "equilibr*", "senao", "ponderar"],
  example: ["por exemplo", "recentemente", "no meu ultimo", "no meu anterior", "uma vez", "quando eu"],
  timeFrames: ["dia", "dias", "semana*", "mes", "meses", "ano", "anos", "trimestre*", "hora*", "minuto*", "prazo*", "aviso previo", "imediatamente"],
  numberWords: ["dois", "duas", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "vinte", "trinta", "cinquenta", "cem", "cento*", "mil", "milh*", "duzia*", "metade", "dobro", "triplo"],
  immediately: ["imediatamente", "de imediato", "logo", "o quanto antes", "ja", "agora mesmo"],
  future: ["quero", "gostaria", "espero", "proxim*", "objetivo", "procuro", "busco"],
  workWords: ["trabalh", "funcao", "equipa", "equipe", "colega", "chefe", "responsavel", "cliente", "projeto", "tarefa", "relatorio", "empresa", "escritorio", "reuniao", "prazo", "empregador", "doente", "paciente", "aluno", "utilizador", "usuario", "produto", "processo", "dados", "turno"],
};

const nl: Lexicon = {
  stopwords: [
    "de", "het", "een", "en", "of", "maar", "dus", "want", "dat", "die", "dit", "deze", "met", "van", "voor", "naar", "over", "onder",
    "bij", "uit", "aan", "op", "in", "om", "te", "tot", "door", "zonder", "ik", "me", "mij", "mijn", "wij", "we", "ons", "onze", "u",
    "uw", "je", "jij", "jouw", "hij", "zij", "ze", "hun", "haar", "zijn", "is", "was", "waren", "ben", "bent", "worden", "werd",
    "heb", "hebt", "heeft", "had", "hadden", "hebben", "kan", "kunt", "kon", "kunnen", "zou", "zouden", "moet", "moest", "wil",
    "meer", "minder", "heel", "erg", "ook", "niet", "geen", "ja", "nee", "alle", "alles", "elke", "elk", "hoe", "wanneer", "waar",
    "waarom", "welke", "wat", "wie", "vertel", "beschrijf", "geef", "voorbeeld", "keer", "moment", "ding", "dingen", "toen", "dan",
  ],
  fillers: ["eh", "uh", "uhm", "ehm", "eigenlijk", "zeg maar", "gewoon", "dus ja", "weet je", "nou", "ofzo", "enzo"],
  situation: [
    "toen", "terwijl", "destijds", "in mijn vorige", "in mijn laatste", "in mijn huidige", "vorig jaar", "een keer", "de situatie",
    "het probleem was", "de uitdaging", "er was", "de context",
  ],
  task: ["mijn taak", "mijn rol", "ik was verantwoordelijk", "ik moest", "het doel", "doel", "mij werd gevraagd", "mijn opdracht"],
  action: ["ik besloot", "heb ik", "ik heb", "ben ik", "dus ik", "eerst heb ik", "daarna heb ik"],
  actionVerbs: String.raw`ik \p{L}+|heb ik|ben ik|\p{L}+(?:de|te) ik`,
  result: [
    "als resultaat", "resultaat", "uiteindelijk", "daardoor", "waardoor", "zodat", "verminderd", "verlaagd", "verhoogd", "verbeterd",
    "bespaard", "gelukt", "geleerd", "het gevolg", "succes*", "effect",
  ],
  singular: String.raw`ik|mij|me|mijn|mezelf`,
  plural: String.raw`wij|we|ons|onze`,
  steps: ["eerst", "ten eerste", "daarna", "vervolgens", "dan", "tot slot", "ten slotte", "stap*", "als eerste", "uiteindelijk"],
  reasons: ["omdat", "want", "zodat", "hangt af", "afhankelijk", "afweg*", "in plaats van", "risico*", "de reden", "anders", "balans"],
  example: ["bijvoorbeeld", "onlangs", "in mijn vorige", "in mijn laatste", "een keer", "toen ik"],
  timeFrames: ["dag", "dagen", "week", "weken", "maand*", "jaar", "jaren", "kwarta*", "uur", "uren", "minute*", "deadline", "binnen", "opzegtermijn", "direct"],
  numberWords: ["twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "twintig", "dertig", "vijftig", "honderd*", "duizend*", "miljoen*", "dozijn", "helft", "dubbel*", "verdubbeld"],
  immediately: ["direct", "meteen", "per direct", "zo snel mogelijk", "per omgaande", "nu"],
  future: ["wil", "zou graag", "hoop", "volgende", "doel", "zoek", "graag"],
  workWords: ["werk", "baan", "functie", "team", "collega", "manager", "leidinggevende", "baas", "klant", "project", "taak", "rapport", "bedrijf", "rol", "kantoor", "overleg", "deadline", "werkgever", "patient", "leerling", "gebruiker", "product", "proces", "data", "dienst"],
};

export const LEXICONS: Record<Locale, Lexicon> = { en, de, fr, es, it, pt, nl };
