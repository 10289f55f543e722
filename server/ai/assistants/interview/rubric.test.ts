import { locales, type Locale } from "@/lib/i18n/locales";
import { COMPETENCY_KEYWORDS } from "./competencies";
import { translator } from "./messages";
import {
  LONG_WORDS,
  OFF_TOPIC_CAP,
  WEIGHTS,
  countFillers,
  namedSkills,
  overallScore,
  readAnswer,
  sameStem,
  scoreAnswer,
  scoreClarity,
  scoreEvidence,
  scoreRelevance,
  scoreStructure,
} from "./rubric";

/** The same story in every language: a situation, the speaker's own actions, a measured result. */
const STAR: Record<Locale, string> = {
  en: "When I led a support team last year, our response time was far too slow. My task was to bring it under one day. I decided to split the queue by topic and I trained two colleagues on the billing cases. As a result, the average response time fell from 30 hours to 9 hours within 6 weeks and satisfaction rose by 12%.",
  de: "Als ich letztes Jahr ein Supportteam geleitet habe, war unsere Antwortzeit viel zu lang. Meine Aufgabe war, sie unter einen Tag zu bringen. Ich habe die Warteschlange nach Themen aufgeteilt und ich habe zwei Kollegen für Rechnungsfragen geschult. Dadurch sank die durchschnittliche Antwortzeit innerhalb von 6 Wochen von 30 auf 9 Stunden, und die Zufriedenheit stieg um 12 %.",
  fr: "Quand je dirigeais une équipe support l’année dernière, notre délai de réponse était beaucoup trop long. Ma mission était de le ramener sous une journée. J’ai réparti la file par thème et j’ai formé deux collègues aux questions de facturation. Résultat : le délai moyen est passé de 30 à 9 heures en 6 semaines et la satisfaction a augmenté de 12 %.",
  es: "Cuando dirigía un equipo de soporte el año pasado, nuestro tiempo de respuesta era demasiado largo. Mi tarea era bajarlo a menos de un día. Dividí la cola por temas y formé a dos compañeros en las consultas de facturación. Como resultado, el tiempo medio de respuesta bajó de 30 a 9 horas en 6 semanas y la satisfacción aumentó un 12 %.",
  it: "Quando l’anno scorso guidavo un team di supporto, i tempi di risposta erano troppo lunghi. Il mio compito era portarli sotto un giorno. Ho diviso la coda per argomento e ho formato due colleghi sulle richieste di fatturazione. Come risultato, il tempo medio di risposta è sceso da 30 a 9 ore in 6 settimane e la soddisfazione è aumentata del 12%.",
  pt: "Quando liderava uma equipa de suporte no ano passado, o tempo de resposta era demasiado longo. A minha tarefa era reduzi-lo para menos de um dia. Dividi a fila por temas e formei dois colegas nos pedidos de faturação. Como resultado, o tempo médio de resposta desceu de 30 para 9 horas em 6 semanas e a satisfação aumentou 12%.",
  nl: "Toen ik vorig jaar een supportteam leidde, was onze reactietijd veel te lang. Mijn taak was om die onder één dag te krijgen. Ik heb de wachtrij per onderwerp verdeeld en ik heb twee collega’s getraind op factuurvragen. Als resultaat daalde de gemiddelde reactietijd binnen 6 weken van 30 naar 9 uur en steeg de tevredenheid met 12%.",
};

/** Pleasant and empty: no situation, no own action, no result, no figure. */
const VAGUE: Record<Locale, string> = {
  en: "We usually work well together and things get done. It is important to stay positive and flexible, and to talk to each other a lot, and everybody is happy in general.",
  de: "Wir arbeiten normalerweise gut zusammen und die Dinge werden erledigt. Es ist wichtig, positiv und flexibel zu bleiben und viel miteinander zu reden, und alle sind im Allgemeinen zufrieden.",
  fr: "En général on travaille bien ensemble et les choses se font. C’est important de rester positif et flexible et de beaucoup se parler, et tout le monde est content en général.",
  es: "Normalmente trabajamos bien juntos y las cosas salen. Es importante mantenerse positivo y flexible y hablar mucho entre todos, y en general todo el mundo está contento.",
  it: "Di solito lavoriamo bene insieme e le cose si fanno. È importante restare positivi e flessibili e parlarsi molto, e in generale tutti sono contenti.",
  pt: "Normalmente trabalhamos bem juntos e as coisas fazem-se. É importante manter uma atitude positiva e flexível e falar muito uns com os outros, e em geral todos ficam contentes.",
  nl: "We werken meestal goed samen en de dingen gebeuren wel. Het is belangrijk om positief en flexibel te blijven en veel met elkaar te praten, en over het algemeen is iedereen tevreden.",
};

/** About something else entirely. */
const OFF_TOPIC: Record<Locale, string> = {
  en: "On weekends I like to cook pasta with my family and walk the dog in the park near the river.",
  de: "Am Wochenende koche ich gern Nudeln mit meiner Familie und gehe mit dem Hund im Park am Fluss spazieren.",
  fr: "Le week-end, j’aime cuisiner des pâtes en famille et promener le chien dans le parc près de la rivière.",
  es: "Los fines de semana me gusta cocinar pasta con mi familia y pasear al perro por el parque junto al río.",
  it: "Nel fine settimana mi piace cucinare la pasta con la mia famiglia e portare il cane al parco vicino al fiume.",
  pt: "Aos fins de semana gosto de cozinhar massa com a minha família e passear o cão no parque perto do rio.",
  nl: "In het weekend kook ik graag pasta met mijn gezin en laat ik de hond uit in het park bij de rivier.",
};

/** On the teamwork question: working with others towards a shared goal, and the speaker's part. */
const ON_TOPIC: Record<Locale, string> = {
  en: "Last year three colleagues and I had to reach a shared goal: one release for two teams. My part was to coordinate the work, so I set up a short daily check-in and we helped each other when someone was stuck.",
  de: "Letztes Jahr mussten drei Kollegen und ich ein gemeinsames Ziel erreichen: ein Release für zwei Teams. Mein Anteil war, die Arbeit abzustimmen, also habe ich eine kurze tägliche Runde eingeführt und wir haben uns gegenseitig geholfen.",
  fr: "L’année dernière, trois collègues et moi devions atteindre un objectif commun : une version pour deux équipes. Mon rôle était de coordonner le travail, j’ai donc mis en place un court point quotidien et nous nous sommes aidés.",
  es: "El año pasado tres compañeros y yo teníamos que alcanzar un objetivo común: una versión para dos equipos. Mi parte fue coordinar el trabajo, así que organicé una reunión diaria corta y nos ayudamos cuando alguien se atascaba.",
  it: "L’anno scorso tre colleghi e io dovevamo raggiungere un obiettivo comune: un rilascio per due team. La mia parte era coordinare il lavoro, quindi ho organizzato un breve incontro quotidiano e ci siamo aiutati a vicenda.",
  pt: "No ano passado, três colegas e eu tínhamos de atingir um objetivo comum: uma versão para duas equipas. A minha parte foi coordenar o trabalho, por isso organizei uma reunião diária curta e ajudámo-nos uns aos outros.",
  nl: "Vorig jaar moesten drie collega’s en ik een gezamenlijk doel halen: één release voor twee teams. Mijn deel was het werk afstemmen, dus ik heb een korte dagelijkse check-in opgezet en we hielpen elkaar als iemand vastliep.",
};

const teamworkQuestion = (locale: Locale) => translator(locale, "questions")("bh_teamwork");
const teamworkKeywords = (locale: Locale) => COMPETENCY_KEYWORDS.teamwork[locale];

describe.each(locales)("the rubric in %s", (locale) => {
  it("scores a STAR answer with numbers above a vague one on structure and evidence", () => {
    const star = readAnswer(STAR[locale], locale);
    const vague = readAnswer(VAGUE[locale], locale);
    expect(star.situation || star.task).toBe(true);
    expect(star.action).toBe(true);
    expect(star.result).toBe(true);
    expect(star.singular).toBeGreaterThan(0);
    expect(star.numbers).toBeGreaterThanOrEqual(2);
    expect(star.amounts).toBe(true);

    const starStructure = scoreStructure(star, "star");
    const vagueStructure = scoreStructure(vague, "star");
    expect(starStructure).toBeGreaterThanOrEqual(4);
    expect(vagueStructure).toBeLessThanOrEqual(1);
    expect(scoreEvidence(star)).toBeGreaterThanOrEqual(4);
    expect(scoreEvidence(vague)).toBe(0);
  });

  it("reads only “we” in the vague answer: the speaker's own part is missing", () => {
    const vague = readAnswer(VAGUE[locale], locale);
    expect(vague.plural).toBeGreaterThan(vague.singular);
  });

  it("scores an off-topic answer low on relevance, an on-topic one higher", () => {
    const off = scoreRelevance(OFF_TOPIC[locale], teamworkQuestion(locale), teamworkKeywords(locale), locale);
    const on = scoreRelevance(ON_TOPIC[locale], teamworkQuestion(locale), teamworkKeywords(locale), locale);
    expect(off.score).toBeLessThanOrEqual(1);
    expect(on.score).toBeGreaterThanOrEqual(3);
  });

  it("caps the overall score of an off-topic answer, however it is built", () => {
    const scored = scoreAnswer({ answer: OFF_TOPIC[locale], question: teamworkQuestion(locale), style: "star", keywords: teamworkKeywords(locale), locale });
    expect(scored.overall).toBeLessThanOrEqual(OFF_TOPIC_CAP);
  });

  it("is deterministic", () => {
    const input = { answer: STAR[locale], question: teamworkQuestion(locale), style: "star" as const, keywords: teamworkKeywords(locale), locale };
    expect(scoreAnswer(input)).toEqual(scoreAnswer(input));
  });
});

describe("filler words", () => {
  it.each([
    ["en", "Um, like, I basically, you know, looked at it again.", ["um", "like", "basically", "you know"]],
    ["de", "Also, äh, ich habe halt quasi die Daten, äh, angeschaut.", ["äh", "halt", "quasi"]],
    ["fr", "Euh, du coup j’ai, genre, regardé les données, euh.", ["euh", "du coup", "genre"]],
    ["es", "Eh, o sea, pues miré los datos, eh.", ["eh", "o sea", "pues"]],
    ["it", "Ehm, cioè, tipo ho guardato i dati.", ["ehm", "cioè", "tipo"]],
    ["pt", "Tipo, né, então eu olhei os dados.", ["tipo", "né", "então"]],
    ["nl", "Eh, eigenlijk heb ik zeg maar de data bekeken.", ["eh", "eigenlijk", "zeg maar"]],
  ] as [Locale, string, string[]][])("counts them in %s", (locale, answer, expected) => {
    const { count, found } = countFillers(answer, locale);
    expect(count).toBeGreaterThanOrEqual(expected.length);
    expect([...found].sort()).toEqual([...expected].sort());
  });

  it("counts a repeated filler each time, most used first", () => {
    expect(countFillers("Äh, ich habe, äh, das Ticket, äh, geschlossen, halt.", "de")).toEqual({ count: 4, found: ["äh", "halt"] });
    expect(countFillers("Euh… euh, du coup, c’est fait.", "fr")).toEqual({ count: 3, found: ["euh", "du coup"] });
    expect(countFillers("Pues, o sea, pues lo terminé.", "es")).toEqual({ count: 3, found: ["pues", "o sea"] });
  });

  it("does not take a filler for part of a word", () => {
    expect(countFillers("The umbrella policy was unlikely to change.", "en").count).toBe(0);
    expect(countFillers("Der Halter der Daten war quasiöffentlich.", "de").count).toBe(0);
  });

  it("costs clarity when they are frequent", () => {
    const clean = readAnswer(STAR.de, "de");
    const filled = readAnswer(`Äh, halt, quasi, äh, sozusagen. ${STAR.de} Äh, halt, quasi.`, "de");
    expect(scoreClarity(filled, "star")).toBeLessThan(scoreClarity(clean, "star"));
  });
});

describe("length", () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => (index % 12 === 11 ? "work." : "work")).join(" ");

  it("marks an answer under the minimum down, and more under half of it", () => {
    expect(scoreClarity(readAnswer(words(45), "en"), "star")).toBe(5);
    expect(scoreClarity(readAnswer(words(30), "en"), "star")).toBe(3);
    expect(scoreClarity(readAnswer(words(10), "en"), "star")).toBe(2);
  });

  it("marks an answer over the maximum down", () => {
    expect(scoreClarity(readAnswer(words(LONG_WORDS.star + 20), "en"), "star")).toBe(3);
  });

  it("lets a fact be short", () => {
    expect(scoreClarity(readAnswer("I could start in four weeks.", "en"), "fact")).toBe(5);
  });

  it("marks long sentences down", () => {
    const oneSentence = `${words(60).replace(/\./g, "")}.`;
    expect(scoreClarity(readAnswer(oneSentence, "en"), "star")).toBe(3);
  });

  it("gives an empty answer nothing", () => {
    const empty = readAnswer("", "en");
    expect([scoreStructure(empty, "star"), scoreEvidence(empty), scoreClarity(empty, "star")]).toEqual([0, 0, 0]);
    expect(scoreRelevance("", teamworkQuestion("en"), teamworkKeywords("en"), "en").score).toBe(0);
  });
});

describe("the other answer styles", () => {
  it("reads an approach by its steps, reasons and example", () => {
    const approach = readAnswer(
      "First I would check the data for gaps, because a wrong input breaks everything after it. Then I would compare it with last month. For example, in my last job I found a broken import this way.",
      "en",
    );
    expect(scoreStructure(approach, "approach")).toBe(5);
    expect(scoreStructure(readAnswer("It depends on the situation really.", "en"), "approach")).toBeLessThanOrEqual(1);
  });

  it("reads a fact by being direct and concrete", () => {
    const salary = readAnswer("Between 55,000 and 60,000 euros a year, because that is the market rate for this role.", "en");
    expect(salary.numbers).toBe(2);
    expect(salary.amounts).toBe(true);
    expect(scoreStructure(salary, "fact")).toBe(5);
    // Direct, but with nothing concrete in it.
    expect(scoreStructure(readAnswer("It depends.", "en"), "fact")).toBeLessThanOrEqual(3);
  });

  it("reads a pitch by its arc: what one did, why, what next", () => {
    const pitch = readAnswer(
      "I have worked as an analyst for five years. I built the reporting for our sales team. I am applying because I enjoy turning data into decisions. Next I would like to work closer to the product.",
      "en",
    );
    expect(scoreStructure(pitch, "pitch")).toBe(5);
  });
});

describe("weights and stems", () => {
  it("weighs the four parts to 100", () => {
    expect(Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect(overallScore({ structure: 5, evidence: 5, relevance: 5, clarity: 5 })).toBe(100);
    expect(overallScore({ structure: 0, evidence: 0, relevance: 0, clarity: 0 })).toBe(0);
    expect(overallScore({ structure: 4, evidence: 3, relevance: 4, clarity: 5 })).toBe(Math.round(24 + 15 + 24 + 15));
    expect(overallScore({ structure: 5, evidence: 5, relevance: 1, clarity: 5 })).toBe(OFF_TOPIC_CAP);
  });

  it("takes words of one stem for the same", () => {
    expect(sameStem("team", "teams")).toBe(true);
    expect(sameStem("prioritise", "priorities")).toBe(true);
    expect(sameStem("konflikt", "konflikte")).toBe(true);
    expect(sameStem("team", "teach")).toBe(false);
    expect(sameStem("cat", "catalog")).toBe(false);
  });

  it("credits a tool only under its own name", () => {
    expect(namedSkills("I used Python and SQL for it.")).toEqual(expect.arrayContaining(["Python", "SQL"]));
    expect(namedSkills("Ik heb elk kanaal apart bekeken.")).toEqual([]);
  });
});
