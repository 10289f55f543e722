import { locales, type Locale } from "@/lib/i18n/locales";
import type { Database } from "../../../db/client";
import { unsupportedClaims } from "../../grounding";
import { emptySources, type UserSources } from "../../sources";
import { AssistantInputError, type MessageData, type Turn, type TurnContext } from "../types";
import { personalityAssistant, type PersonalityState } from "./index";
import { DOMAINS, FACETS, ITEMS, ITEM_IDS } from "./items";
import { translatorFor } from "./messages";
import type { ItemsCard, ProfileCard } from "./report";
import { topicsIn } from "./topics";

type Answers = Record<string, number>;
const answerAll = (value: (item: (typeof ITEMS)[number], index: number) => number): Answers =>
  Object.fromEntries(ITEMS.map((item, index) => [item.id, value(item, index)]));

/** Answer sets that give different profiles: flat, spread, extreme, and outgoing-and-warm. */
const ANSWER_SETS: Record<string, Answers> = {
  neutral: answerAll(() => 3),
  spread: answerAll((_, index) => ((index * 7) % 5) + 1),
  agreesWithKey: answerAll((item) => (item.keyed === "+" ? 5 : 1)),
  disagreesWithKey: answerAll((item) => (item.keyed === "+" ? 1 : 5)),
  outgoingWarm: answerAll((item) => {
    const toward = item.facet.startsWith("E") || item.facet.startsWith("A") ? 5 : item.facet.startsWith("N") ? 2 : 3;
    return item.keyed === "+" ? toward : 6 - toward;
  }),
};

const RICH_CV_TEXT = [
  "Maria Keller — Operations Manager",
  "Experience",
  "• Led a team of 14 planners at Nordlicht Logistics GmbH and cut delivery times by 18%",
  "• Negotiated supplier contracts worth €2.4 million with Python and SQL reporting",
  "Education",
  "MSc Supply Chain Management, TU München, 2015",
].join("\n");

/** A user with a full CV, an employer, numbers and a degree on file: none of it may be repeated or invented. */
const richSources = (locale: Locale): UserSources => ({
  locale,
  firstName: "Maria",
  country: "DE",
  cv: {
    resumeId: "resume-1",
    fileName: "maria-keller.pdf",
    skills: ["Python", "SQL", "Negotiation", "Supply chain management", "Leadership"],
    titles: ["Operations Manager", "Logistics Planner"],
    yearsOfExperience: 9,
    languages: ["German", "English"],
    sections: ["summary", "experience", "education"],
    achievements: ["Led a team of 14 planners at Nordlicht Logistics GmbH and cut delivery times by 18%"],
    education: ["MSc Supply Chain Management, TU München, 2015"],
    text: RICH_CV_TEXT,
  },
  search: { titles: ["Operations Manager"], seniorities: ["senior"], countries: ["DE"] },
  details: {
    salaryExpectation: { amount: 72000, currency: "EUR", period: "year" },
    noticePeriod: "3 months",
    availableFrom: null,
    requiresSponsorship: null,
    workAuthorization: ["EU"],
    highestEducation: "master",
    yearsOfExperience: 9,
  },
  answers: [{ question: "Why do you want to change jobs?", answer: "To grow into a larger operations role." }],
});

// The questionnaire reads nothing from the database; a context without one proves it.
const contextFor = (locale: Locale, sources: UserSources = emptySources(locale), now = new Date("2026-03-02T09:00:00Z")): TurnContext => ({
  deps: { db: undefined as unknown as Database, now: () => now },
  userId: "user-1",
  sources,
  locale,
  now,
});

const send = (state: PersonalityState, context: TurnContext, message: { text?: string; input?: unknown }) =>
  personalityAssistant.reply(state, { text: message.text ?? "", input: message.input ?? null }, [], context);

async function answered(locale: Locale, answers: Answers = ANSWER_SETS.spread!, context = contextFor(locale)) {
  const start = await personalityAssistant.start({}, context);
  return send(start.state, context, { input: { answers } });
}

/** Every human-readable string of a turn: its text and the card's texts (not its ids, keys or levels). */
function textsOf(turn: Turn<PersonalityState>): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === "object"
          ? Object.entries(value)
              .filter(([key]) => !["kind", "id", "key", "level"].includes(key))
              .flatMap(([, inner]) => strings(inner))
          : [];
  return [turn.text, ...strings(turn.data)];
}

const profileCardOf = (turn: Turn<PersonalityState>) => turn.data as MessageData & ProfileCard;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);

describe("personalityAssistant: the questionnaire", () => {
  it("is the personality_test assistant, set up with nothing", () => {
    expect(personalityAssistant.id).toBe("personality_test");
    expect(personalityAssistant.setupSchema.safeParse({}).success).toBe(true);
    expect(personalityAssistant.setupSchema.safeParse({ role: "analyst" }).success).toBe(false);
    expect(personalityAssistant.title({}, contextFor("de"))).toBe("Persönlichkeitsprofil (Big Five)");
  });

  it("starts with an introduction and all 120 statements in the standard order, with the five-point scale, never voiced", async () => {
    const turn = await personalityAssistant.start({}, contextFor("en"));
    const card = turn.data as MessageData & ItemsCard;
    expect(turn.text).toMatch(/ten minutes/);
    expect(turn.text).toMatch(/not a hiring test/);
    expect(turn.text).toMatch(/as you generally are now, not as you wish to be/);
    expect(card.kind).toBe("personality_items");
    expect(card.items.map((item) => item.id)).toEqual(ITEM_IDS);
    expect(card.items[0]).toEqual({ id: "N1a", text: "I worry about things." });
    expect(card.items[119]).toEqual({ id: "C6d", text: "I act without thinking." });
    expect(card.scale).toEqual([
      { value: 1, label: "Very inaccurate" },
      { value: 2, label: "Moderately inaccurate" },
      { value: 3, label: "Neither accurate nor inaccurate" },
      { value: 4, label: "Moderately accurate" },
      { value: 5, label: "Very accurate" },
    ]);
    expect(turn.voice).toBeUndefined();
    expect(turn.state).toEqual({ phase: "questionnaire" });
  });

  it("shows the statements in the user's language", async () => {
    const card = (await personalityAssistant.start({}, contextFor("de"))).data as MessageData & ItemsCard;
    expect(card.items[0]).toEqual({ id: "N1a", text: "Ich mache mir Sorgen." });
    expect(card.scale[4]).toEqual({ value: 5, label: "Trifft voll und ganz zu" });
  });

  it("refuses incomplete answers, saying how many are missing", async () => {
    const context = contextFor("en");
    const { state } = await personalityAssistant.start({}, context);
    const answers = { ...ANSWER_SETS.neutral };
    delete answers.N1a;
    delete answers.E3c;
    delete answers.C6d;
    await expect(send(state, context, { input: { answers } })).rejects.toEqual(new AssistantInputError("answers_incomplete", "3 statements are not answered yet"));
    await expect(send(state, context, { input: { answers: {} } })).rejects.toMatchObject({ code: "answers_incomplete", message: "120 statements are not answered yet" });
  });

  it("rejects unknown statement ids and answers off the scale in its input schema", async () => {
    const schema = personalityAssistant.inputSchema;
    expect(schema.safeParse({ answers: ANSWER_SETS.neutral }).success).toBe(true);
    expect(schema.safeParse({ answers: { ...ANSWER_SETS.neutral, X9z: 3 } }).success).toBe(false);
    expect(schema.safeParse({ answers: { ...ANSWER_SETS.neutral, N1a: 6 } }).success).toBe(false);
    expect(schema.safeParse({ answers: { ...ANSWER_SETS.neutral, N1a: 2.5 } }).success).toBe(false);
    expect(schema.safeParse({ answers: ANSWER_SETS.neutral, extra: true }).success).toBe(false);
    const context = contextFor("en");
    const { state } = await personalityAssistant.start({}, context);
    await expect(send(state, context, { input: { answers: { ...ANSWER_SETS.neutral, X9z: 3 } } })).rejects.toMatchObject({ code: "invalid_answers" });
  });

  it("asks for the answers when text comes before them", async () => {
    const context = contextFor("en");
    const { state } = await personalityAssistant.start({}, context);
    await expect(send(state, context, { text: "What is my personality?" })).rejects.toMatchObject({ name: "AssistantInputError", code: "answers_expected" });
  });
});

describe("personalityAssistant: the profile", () => {
  it("scores the answers into the profile card: domains in OCEAN order, six facets each, exact scores", async () => {
    const turn = await answered("en", ANSWER_SETS.neutral);
    const card = profileCardOf(turn);
    expect(card.kind).toBe("personality_profile");
    expect(card.domains.map((domain) => domain.key)).toEqual(["O", "C", "E", "A", "N"]);
    for (const domain of card.domains) {
      expect(domain.score).toBe(72);
      expect(domain.percentile).toBeGreaterThanOrEqual(1);
      expect(domain.percentile).toBeLessThanOrEqual(99);
      expect(["low", "average", "high"]).toContain(domain.level);
      expect(domain.summary.length).toBeGreaterThan(40);
      expect(domain.facets.map((facet) => facet.key)).toEqual(FACETS.filter((facet) => facet.startsWith(domain.key)));
      for (const facet of domain.facets) expect(facet).toEqual({ key: facet.key, name: expect.any(String), score: 12, percentile: expect.any(Number), level: expect.any(String) });
    }
    expect(card.domains.find((domain) => domain.key === "C")).toMatchObject({ name: "Conscientiousness" });
    expect(card.domains[0]!.facets[0]).toMatchObject({ key: "O1", name: "Imagination" });
    expect(card.caveat).toMatch(/not a hiring test/);
    expect(card.caveat).toMatch(/self-report/);
    expect(card.caveat).toMatch(/snapshot/);
    expect(card.norms).toMatch(/Johnson/);
    expect(card.norms).toMatch(/our own derivation/);
    expect(turn.state).toEqual({ phase: "profile", facets: Object.fromEntries(FACETS.map((facet) => [facet, 12])), takes: 1 });
  });

  it.each(Object.keys(ANSWER_SETS))("gives the %s answer set three to six work styles and three to five role families", async (name) => {
    const card = profileCardOf(await answered("en", ANSWER_SETS[name]!));
    expect(card.work_styles.length).toBeGreaterThanOrEqual(3);
    expect(card.work_styles.length).toBeLessThanOrEqual(6);
    expect(card.role_families.length).toBeGreaterThanOrEqual(3);
    expect(card.role_families.length).toBeLessThanOrEqual(5);
    for (const family of card.role_families) expect(family.why).toMatch(/Your results: .+\((low|average|high)\)/);
  });

  it("matches role families to the profile: outgoing and warm suits selling and client work", async () => {
    const card = profileCardOf(await answered("en", ANSWER_SETS.outgoingWarm));
    expect(card.domains.find((domain) => domain.key === "E")!.level).toBe("high");
    expect(card.domains.find((domain) => domain.key === "A")!.level).toBe("high");
    const names = card.role_families.map((family) => family.name);
    expect(names).toContain("Client relationships and service");
    expect(names).toContain("Selling and winning new clients");
    expect(card.work_styles[0]).toMatch(/^At work you tend to/);
  });

  it("sums up the result in three to five sentences and offers a warm voice built from the levels only", async () => {
    const turn = await answered("en", ANSWER_SETS.outgoingWarm);
    expect(sentences(turn.text).length).toBeGreaterThanOrEqual(3);
    expect(sentences(turn.text).length).toBeLessThanOrEqual(5);
    expect(turn.text).toMatch(/Extraversion \(high\)|Agreeableness \(high\)/);
    expect(turn.voice!.system).toMatch(/Never use clinical or diagnostic language/);
    expect(turn.voice!.system).toMatch(/Answer in English/);
    for (const name of ["Neuroticism", "Extraversion", "Openness", "Agreeableness", "Conscientiousness", "Assertiveness", "Cautiousness"]) {
      expect(turn.voice!.instruction).toMatch(new RegExp(`${name}: (low|average|high)`));
    }
    expect(turn.voice!.instruction).not.toMatch(/\d/);
  });

  it("takes a second set of answers after the result as a retake, with a new profile", async () => {
    const context = contextFor("en");
    const first = await answered("en", ANSWER_SETS.agreesWithKey, context);
    const retake = await send(first.state, context, { input: { answers: ANSWER_SETS.disagreesWithKey } });
    expect(retake.state).toMatchObject({ phase: "profile", takes: 2 });
    expect(retake.text).toMatch(/^Here is your updated profile/);
    expect(profileCardOf(first).domains.every((domain) => domain.level === "high")).toBe(true);
    expect(profileCardOf(retake).domains.every((domain) => domain.level === "low")).toBe(true);
  });

  it("is deterministic: the same answers give the same turn, whenever they are sent", async () => {
    const one = await answered("fr", ANSWER_SETS.spread, contextFor("fr", emptySources("fr"), new Date("2026-03-02T09:00:00Z")));
    const two = await answered("fr", ANSWER_SETS.spread, contextFor("fr", emptySources("fr"), new Date("2031-11-20T23:59:00Z")));
    expect(two).toEqual(one);
    const start = await personalityAssistant.start({}, contextFor("it"));
    expect(await personalityAssistant.start({}, contextFor("it"))).toEqual(start);
    const question = { text: "Tell me about my Orderliness" };
    expect(await send(one.state, contextFor("fr"), question)).toEqual(await send(one.state, contextFor("fr"), question));
  });
});

describe("personalityAssistant: questions about the result", () => {
  it("explains a domain in English: the level, what it means, its six facets and work", async () => {
    const context = contextFor("en");
    const { state } = await answered("en", ANSWER_SETS.agreesWithKey, context);
    const turn = await send(state, context, { text: "What does my conscientiousness mean at work?" });
    expect(turn.text).toMatch(/^Conscientiousness: your result is high\./);
    expect(turn.text).toMatch(/organised, reliable and goal-driven/);
    expect(turn.text).toMatch(/Its six facets: Self-Efficacy \(high\), Orderliness \(high\), .* and Cautiousness \(high\)\./);
    expect(turn.text).toMatch(/At work you tend to plan carefully/);
    expect(turn.data).toBeUndefined();
    expect(turn.state).toBe(state);
    expect(turn.voice!.instruction).toMatch(/They are asking about: Conscientiousness/);
    expect(turn.voice!.instruction).toMatch(/Cautiousness: high/);
  });

  it("explains a facet in English, and several topics in the order asked", async () => {
    const context = contextFor("en");
    const { state } = await answered("en", ANSWER_SETS.disagreesWithKey, context);
    const turn = await send(state, context, { text: "How about self discipline and being an introvert?" });
    const [facet, domain] = turn.text.split("\n\n");
    expect(facet).toMatch(/^Self-Discipline, a facet of Conscientiousness: your result is low\./);
    expect(facet).toMatch(/Your result here is low/);
    expect(domain).toMatch(/^Extraversion: your result is low\./);
  });

  it("explains a facet in German", async () => {
    const context = contextFor("de");
    const { state } = await answered("de", ANSWER_SETS.agreesWithKey, context);
    const turn = await send(state, context, { text: "Was bedeutet meine Durchsetzungsfähigkeit im Job?" });
    expect(turn.text).toMatch(/^Durchsetzungsfähigkeit, eine Facette von Extraversion: Dein Ergebnis ist hoch\./);
    expect(turn.text).toMatch(/Wie bereitwillig du das Wort ergreifst/);
    expect(turn.voice!.system).toMatch(/Answer in German/);
  });

  it("explains a domain in German, also when it is named in another of the seven languages", async () => {
    const context = contextFor("de");
    const { state } = await answered("de", ANSWER_SETS.agreesWithKey, context);
    const german = await send(state, context, { text: "Wie gewissenhaft bin ich?" });
    expect(german.text).toMatch(/^Gewissenhaftigkeit: Dein Ergebnis ist hoch\./);
    expect(german.text).toMatch(/Die sechs Facetten: Selbstwirksamkeit \(hoch\)/);
    expect(german.text).toMatch(/In der Arbeit planst du meist sorgfältig/);
    const spanish = await send(state, context, { text: "¿Y mi amabilidad?" });
    expect(spanish.text).toMatch(/^Verträglichkeit: Dein Ergebnis ist hoch\./);
  });

  it("lists what can be asked when the question names nothing it knows, in English and German", async () => {
    for (const [locale, question, expected] of [
      ["en", "Is this test accurate?", /^I can explain any part of your profile\. Your five domains: Openness \(low\), Conscientiousness \(/],
      ["de", "Und jetzt?", /^Ich kann dir jeden Teil deines Profils erklären\. Deine fünf Bereiche: Offenheit \(/],
    ] as const) {
      const context = contextFor(locale);
      const { state } = await answered(locale, ANSWER_SETS.neutral, context);
      const turn = await send(state, context, { text: question });
      expect(turn.text).toMatch(expected);
      expect(turn.voice!.instruction).toMatch(/if the question is outside the profile/);
    }
  });

  it.each(locales)("recognises every domain and facet by its %s name", (locale) => {
    const t = translatorFor(locale);
    for (const domain of DOMAINS) expect({ domain, topics: topicsIn(`Tell me: ${t(`domains.${domain}.name`)}?`) }).toEqual({ domain, topics: [domain] });
    for (const facet of FACETS) expect({ facet, topics: topicsIn(t(`facets.${facet}.name`).toUpperCase()) }).toEqual({ facet, topics: [facet] });
  });

  it("recognises domain and facet names in all seven languages", () => {
    expect(topicsIn("Tell me about Orderliness")).toEqual(["C2"]);
    expect(topicsIn("extraverted? EXTRAVERSION!")).toEqual(["E"]);
    expect(topicsIn("Ordnungsliebe und Neurotizismus")).toEqual(["C2", "N"]);
    expect(topicsIn("¿Qué significa mi búsqueda de emociones?")).toEqual(["E5"]);
    expect(topicsIn("Parlez-moi de mon sens du devoir")).toEqual(["C3"]);
    expect(topicsIn("La mia coscienziosità")).toEqual(["C"]);
    expect(topicsIn("E a minha autoeficácia?")).toEqual(["C1"]);
    expect(topicsIn("Wat zegt mijn zelfdiscipline?")).toEqual(["C5"]);
    // "Self-Consciousness" is not "Conscientiousness"; a word inside another word is no name.
    expect(topicsIn("self-consciousness")).toEqual(["N4"]);
    expect(topicsIn("transparentiality")).toEqual([]);
  });
});

describe("personalityAssistant: never invents", () => {
  // Every text of a full conversation, for a user with a rich CV and for one with nothing on file,
  // in all seven languages: no skill, employer, degree or number the sources do not hold.
  it.each(locales.flatMap((locale) => [
    [locale, "rich CV"],
    [locale, "no CV"],
  ]))("%s, %s: every turn passes the grounding check", async (locale, who) => {
    const sources = who === "rich CV" ? richSources(locale) : emptySources(locale);
    const context = contextFor(locale, sources);
    const t = translatorFor(locale);
    const start = await personalityAssistant.start({}, context);
    const turns: Turn<PersonalityState>[] = [start];
    let state = start.state;
    for (const answers of Object.values(ANSWER_SETS)) {
      const profile = await send(state, context, { input: { answers } });
      turns.push(profile);
      state = profile.state;
      // Every domain and facet asked about by its name in this language, then a mix and a question about nothing.
      const names = [...DOMAINS.map((domain) => t(`domains.${domain}.name`)), ...FACETS.map((facet) => t(`facets.${facet}.name`))];
      for (const text of [...names, "conscientiousness, assertiveness and anxiety", "what now?"]) turns.push(await send(state, context, { text }));
    }
    const claims = turns.flatMap(textsOf).flatMap((text) => unsupportedClaims(text, sources).map((claim) => ({ claim, text: text.slice(0, 80) })));
    expect(claims).toEqual([]);
  });

  it("says nothing from the CV: the rich user's profile reads the same as one with nothing on file", async () => {
    const rich = await answered("en", ANSWER_SETS.spread, contextFor("en", richSources("en")));
    const empty = await answered("en", ANSWER_SETS.spread, contextFor("en", emptySources("en")));
    expect(rich).toEqual(empty);
  });
});
