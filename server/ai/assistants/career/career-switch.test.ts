import { locales, type Locale } from "@/lib/i18n/locales";
import { createTestContext, type TestContext } from "../../../test/harness";
import { insertJobs } from "../../../test/job-factory";
import { unsupportedClaims } from "../../grounding";
import { emptySources, type UserSources } from "../../sources";
import { AssistantInputError, type Turn, type TurnContext } from "../types";
import { countryNames } from "./i18n";
import { careerSwitchAssistant, type CareerGapCard, type CareerSkillCard, type CareerSwitchState } from "./career-switch";
import { ownWords, postingFacts } from "./testing";

let t: TestContext;

/** A marketing manager with Excel, Google Analytics, SEO and content marketing on the CV. */
function marketerSources(locale: Locale = "en", countries: string[] = []): UserSources {
  const text = [
    "Ada Lovelace",
    "Summary",
    "Marketing manager who turns data into campaigns.",
    "Experience",
    "Marketing Manager, Acme Retail, 2019 – 2025",
    "• Grew organic traffic by 40% in 12 months with SEO and content marketing",
    "• Built weekly reports in Excel and Google Analytics for 6 regional teams",
    "Education",
    "BSc in Business Administration, University of Leeds, 2018",
    "Skills",
    "Excel, Google Analytics, SEO, Content marketing",
  ].join("\n");
  return {
    ...emptySources(locale),
    firstName: "Ada",
    country: "GB",
    cv: {
      resumeId: "resume-1",
      fileName: "ada.pdf",
      skills: ["Microsoft Excel", "Google Analytics", "SEO", "Content marketing"],
      titles: ["Marketing Manager"],
      yearsOfExperience: 6,
      languages: ["English"],
      sections: ["summary", "experience", "education", "skills"],
      achievements: ["Grew organic traffic by 40% in 12 months with SEO and content marketing"],
      education: ["BSc in Business Administration, University of Leeds, 2018"],
      text,
    },
    search: { titles: ["Marketing Manager"], seniorities: [], countries },
  };
}

const contextFor = (sources: UserSources, locale: Locale = sources.locale): TurnContext => ({
  deps: t.deps,
  userId: "user-1",
  sources: { ...sources, locale },
  locale,
  now: t.clock.now(),
});

const gap = (turn: Turn<CareerSwitchState>) => turn.data as CareerGapCard;
const say = (text: string) => ({ text, input: undefined });

beforeAll(async () => {
  t = await createTestContext();
  const now = t.clock.now();
  const onsite = (country: string) => ({ remoteType: "onsite" as const, countryCodes: [country], location: country });
  const [first] = await insertJobs(t.db, [
    { now, ...onsite("GB"), title: "Data Analyst", company: "Acme", descriptionText: "You know SQL, Python, Tableau and Excel." },
    { now, ...onsite("DE"), title: "Junior Data Analyst (m/w/d)", company: "Globex", seniority: "junior", descriptionText: "SQL, Python und Power BI." },
    { now, ...onsite("DE"), title: "Datenanalyst", company: "Initech", descriptionText: "SQL und Excel." },
    { now, ...onsite("GB"), title: "Senior Data Analyst", company: "Umbrella", seniority: "senior", descriptionText: "SQL, Python, Statistik." },
    { now, ...onsite("GB"), title: "Marketing Analyst", company: "Acme", descriptionText: "SQL, Google Analytics and Tableau." },
    { now, ...onsite("GB"), title: "Marketing Analyst", company: "Hooli", descriptionText: "Excel, Google Analytics and Tableau." },
    { now, ...onsite("GB"), title: "Marketing Manager", company: "Hooli", descriptionText: "SEO, SQL and Google Analytics." },
    { now, ...onsite("GB"), title: "Marketing Manager", company: "Initech", descriptionText: "SEO, SQL and Google Analytics." },
    { now, ...onsite("GB"), title: "Backend Engineer", company: "Vandelay", descriptionText: "Python, SQL and Docker." },
    { now, ...onsite("GB"), title: "Backend Engineer", company: "Globex", descriptionText: "Python, SQL and Docker." },
    { now, ...onsite("GB"), title: "Content Writer", company: "Acme", descriptionText: "Content marketing and SQL." },
    ...["Figma and user research.", "Figma, prototyping.", "Figma.", "User research and Figma.", "Figma and Sketch, Miro."].map((descriptionText, index) => ({
      now, ...onsite("FR"), title: "Product Designer", company: `Studio ${index + 1}`, descriptionText,
    })),
    { now, ...onsite("GB"), title: "Product Designer", company: "Studio London", descriptionText: "Figma and Adobe XD." },
  ]);
  // Never counted: closed, a copy on another board, a re-listing of a counted posting, too old. All ask for Looker.
  await insertJobs(t.db, [
    { now, ...onsite("GB"), title: "Data Analyst", company: "Closed Co", closedAt: now, descriptionText: "SQL and Looker." },
    { now, ...onsite("GB"), title: "Data Analyst", company: "Acme", duplicateOf: first!.id, descriptionText: "SQL and Looker." },
    { now, ...onsite("GB"), title: "Data Analyst", company: "Acme", repostOf: first!.id, descriptionText: "SQL and Looker." },
    { now, ...onsite("GB"), title: "Data Analyst", company: "Old Co", postedDaysAgo: 200, descriptionText: "SQL and Looker." },
  ]);
});
afterAll(() => t.close());

describe("career switch: the gap analysis", () => {
  it("ranks what the target's postings ask for by frequency with exact shares, split into what the CV has and what it lacks", async () => {
    const turn = await careerSwitchAssistant.start({ target_title: "Data Analyst" }, contextFor(marketerSources()));
    const card = gap(turn);
    expect(card.kind).toBe("career_gap");
    expect(card.postings).toBe(4);
    expect(card.scope).toEqual({ countries: null });
    expect(card.have).toEqual([{ skill: "Microsoft Excel", postings: 2, share: 0.5 }]);
    expect(card.missing).toEqual([
      { skill: "SQL", postings: 4, share: 1 },
      { skill: "Python", postings: 3, share: 0.75 },
      { skill: "Power BI", postings: 1, share: 0.25 },
      { skill: "Statistics", postings: 1, share: 0.25 },
      { skill: "Tableau", postings: 1, share: 0.25 },
    ]);
    expect(card.transferable).toEqual(["Microsoft Excel"]);
    expect(card.plan.map(({ phase, skills }) => ({ phase, skills }))).toEqual([
      { phase: 1, skills: ["SQL", "Python", "Power BI"] },
      { phase: 2, skills: ["Statistics", "Tableau"] },
    ]);
    expect(card.plan[0]!.suggestion).toBe("Build one small project that uses SQL, Python, and Power BI from start to finish, add it to a projects section of your CV and link to it.");
    expect(card.near_titles).toEqual([]);
    expect(turn.text).toContain("Data Analyst: I looked at 4 open postings from the last six months, in every country.");
    expect(turn.text).toContain("Not on your CV yet, most asked first: SQL (4 of 4), Python (3 of 4), Power BI (1 of 4), Statistics (1 of 4), and Tableau (1 of 4).");
    expect(turn.state).toEqual({ target_title: "Data Analyst" });
    expect(turn.voice?.instruction).toContain('"missing"');
  });

  it("ignores closed, copied, re-listed and old postings", async () => {
    const card = gap(await careerSwitchAssistant.start({ target_title: "Data Analyst" }, contextFor(marketerSources())));
    const asked = [...card.have, ...card.missing].map((count) => count.skill);
    expect(asked).not.toContain("Looker");
  });

  it("proposes stepping stones that ask for the user's skills and the target's, never the user's own job or a single posting", async () => {
    const turn = await careerSwitchAssistant.start({ target_title: "Data Analyst" }, contextFor(marketerSources()));
    expect(gap(turn).bridging_roles).toEqual([
      { title: "Marketing Analyst", postings: 2, shared_skills: ["Google Analytics", "Tableau", "Microsoft Excel", "SQL"] },
    ]);
    expect(turn.text).toContain("• Marketing Analyst (2 postings): asks for Google Analytics and Microsoft Excel, which your CV names, and for Tableau and SQL.");
  });

  it("without a CV lists everything the target asks for and asks for a CV", async () => {
    const turn = await careerSwitchAssistant.start({ target_title: "Data Analyst" }, contextFor(emptySources()));
    const card = gap(turn);
    expect(card.have).toEqual([]);
    expect(card.transferable).toEqual([]);
    expect(card.bridging_roles).toEqual([]);
    expect(card.missing.map((count) => count.skill)).toEqual(["SQL", "Python", "Microsoft Excel", "Power BI", "Statistics", "Tableau"]);
    expect(turn.text).toContain("Upload your CV to see your personal gap");
  });

  it("uses the user's countries when they hold enough postings, and falls back to every country, saying so, when they do not", async () => {
    const inFrance = await careerSwitchAssistant.start({ target_title: "Product Designer" }, contextFor(marketerSources("en", ["FR"])));
    expect(gap(inFrance).scope).toEqual({ countries: ["FR"] });
    expect(gap(inFrance).postings).toBe(5);
    expect(inFrance.text).toContain("Product Designer: I looked at 5 open postings from the last six months in France.");
    expect(gap(inFrance).missing[0]).toEqual({ skill: "Figma", postings: 5, share: 1 });

    const inGermany = await careerSwitchAssistant.start({ target_title: "Data Analyst" }, contextFor(marketerSources("de", ["DE"])));
    expect(gap(inGermany).scope).toEqual({ countries: null });
    expect(gap(inGermany).postings).toBe(4);
    expect(inGermany.text).toContain("In Deutschland gab es zu wenige dieser Stellenanzeigen");
  });

  it("says when a title has no postings and offers near titles that have some", async () => {
    const near = await careerSwitchAssistant.start({ target_title: "Data Engineer" }, contextFor(marketerSources()));
    const card = gap(near);
    expect(card).toMatchObject({ postings: 0, have: [], missing: [], plan: [], bridging_roles: [], transferable: [] });
    expect(card.near_titles[0]).toEqual({ title: "Data Analyst", postings: 4 });
    expect(near.text).toContain("I found no open postings for Data Engineer from the last six months");
    expect(near.text).toContain("Titles with postings that come close: Data Analyst (4 postings)");

    const none = await careerSwitchAssistant.start({ target_title: "Lighthouse Keeper" }, contextFor(marketerSources()));
    expect(gap(none).near_titles).toEqual([]);
    expect(none.text).toContain("No title with postings comes close either.");
  });
});

describe("career switch: follow-ups", () => {
  it("takes a job title in German as a new analysis, named in German", async () => {
    const context = contextFor(marketerSources("de"));
    const first = await careerSwitchAssistant.start({ target_title: "Marketing Analyst" }, context);
    const next = await careerSwitchAssistant.reply(first.state, say("Und wie sieht es als Datenanalyst aus?"), [], context);
    expect(gap(next)).toMatchObject({ target_title: "Datenanalyst", postings: 4 });
    expect(next.state).toEqual({ target_title: "Datenanalyst" });
    expect(next.text).toContain("Datenanalyst: Ich habe 4 offene Stellenanzeigen der letzten sechs Monate ausgewertet, aus allen Ländern.");
  });

  it("answers a skill with how many target postings ask for it and which titles ask for it most", async () => {
    const context = contextFor(marketerSources("de"));
    const next = await careerSwitchAssistant.reply({ target_title: "Datenanalyst" }, say("Wie oft wird Python verlangt?"), [], context);
    const card = next.data as CareerSkillCard;
    expect(card).toEqual({
      kind: "career_skill",
      target_title: "Datenanalyst",
      postings: 4,
      scope: { countries: null },
      skills: [{ skill: "Python", postings: 3, share: 0.75, in_cv: false, titles: [{ title: "Datenanalyst", postings: 3 }, { title: "Backend Engineer", postings: 2 }] }],
    });
    expect(next.text).toContain("Python: 3 von 4 Anzeigen für Datenanalyst verlangen es (75 %).");
    expect(next.state).toEqual({ target_title: "Datenanalyst" });
  });

  it("reads a skill named on its own, and the job asked about rather than the user's own", async () => {
    const italian = contextFor(marketerSources("it"));
    const skill = await careerSwitchAssistant.reply({ target_title: "Data Analyst" }, say("E per Tableau?"), [], italian);
    expect((skill.data as CareerSkillCard).skills.map((answer) => [answer.skill, answer.postings])).toEqual([["Tableau", 1]]);
    expect(skill.text).toContain("Tableau: 1 annuncio Data Analyst su 4 lo chiede (25%).");

    const context = contextFor(marketerSources());
    const next = await careerSwitchAssistant.reply({ target_title: "Data Analyst" }, say("I am a Marketing Manager: could I become a Marketing Analyst first?"), [], context);
    expect(gap(next).target_title).toBe("Marketing Analyst");
  });

  it("answers anything else with a short help text in the user's language", async () => {
    const next = await careerSwitchAssistant.reply({ target_title: "Data Analyst" }, say("Merci beaucoup !"), [], contextFor(marketerSources("fr")));
    expect(next.text).toBe(
      "Je compare votre CV avec ce que demandent les offres Data Analyst. Donnez un autre intitulé de poste pour une nouvelle analyse, ou une compétence pour voir combien de ces offres la demandent.",
    );
    expect(next.data).toBeUndefined();
  });

  it("analyses a title picked on the card, and refuses a malformed pick", async () => {
    const context = contextFor(marketerSources());
    const picked = await careerSwitchAssistant.reply({ target_title: "Data Analyst" }, { text: "", input: { title: "Marketing Analyst" } }, [], context);
    expect(gap(picked)).toMatchObject({ target_title: "Marketing Analyst", postings: 2 });
    await expect(careerSwitchAssistant.reply({ target_title: "Data Analyst" }, { text: "", input: { title: "" } }, [], context)).rejects.toBeInstanceOf(AssistantInputError);
  });
});

describe("career switch: setup, title and determinism", () => {
  it("validates the setup strictly", () => {
    expect(careerSwitchAssistant.setupSchema.safeParse({ target_title: "  Data Analyst " })).toEqual({ success: true, data: { target_title: "Data Analyst" } });
    expect(careerSwitchAssistant.setupSchema.safeParse({ target_title: "D" }).success).toBe(false);
    expect(careerSwitchAssistant.setupSchema.safeParse({ target_title: "x".repeat(121) }).success).toBe(false);
    expect(careerSwitchAssistant.setupSchema.safeParse({ target_title: "Data Analyst", extra: 1 }).success).toBe(false);
    expect(careerSwitchAssistant.inputSchema.safeParse({ title: "Data Analyst", more: true }).success).toBe(false);
  });

  it("titles the thread in the user's language", () => {
    expect(careerSwitchAssistant.title({ target_title: "Data Analyst" }, contextFor(marketerSources("it")))).toBe("Cambio di carriera: Data Analyst");
  });

  it("gives the same answer to the same question", async () => {
    const context = contextFor(marketerSources());
    const [a, b] = [await careerSwitchAssistant.start({ target_title: "Data Analyst" }, context), await careerSwitchAssistant.start({ target_title: "Data Analyst" }, context)];
    expect(b).toEqual(a);
  });
});

describe.each(locales)("career switch never invents (%s)", (locale) => {
  it.each([
    ["a rich CV", () => marketerSources(locale, ["FR"])],
    ["no CV", () => ({ ...emptySources(locale), search: { titles: [], seniorities: [], countries: ["FR"] } })],
  ])("with %s, every turn of a conversation says only what the sources and the postings support", async (_name, sourcesOf) => {
    const sources = sourcesOf();
    const context = contextFor(sources, locale);
    const turns: Turn<CareerSwitchState>[] = [];
    // France holds the designers but too few analysts: both the scoped and the fallen-back wording are said.
    turns.push(await careerSwitchAssistant.start({ target_title: "Data Analyst" }, context));
    for (const message of [say("Python?"), say("Marketing Analyst"), say("SQL, Tableau"), say("…"), { text: "", input: { title: "Data Engineer" } }, { text: "", input: { title: "Lighthouse Keeper" } }, { text: "", input: { title: "Product Designer" } }, say("Figma")]) {
      turns.push(await careerSwitchAssistant.reply(turns.at(-1)!.state, message, [], context));
    }
    const facts = (turn: Turn<CareerSwitchState>) => [...postingFacts(turn.data, locale), ...countryNames(sources.search.countries, locale)];
    for (const turn of turns) {
      expect(unsupportedClaims(turn.text, sources, facts(turn))).toEqual([]);
      for (const words of ownWords(turn.data)) expect(unsupportedClaims(words, sources, facts(turn))).toEqual([]);
    }
    expect(turns.map((turn) => turn.data?.kind ?? null)).toEqual(["career_gap", "career_skill", "career_gap", "career_skill", null, "career_gap", "career_gap", "career_gap", "career_skill"]);
  });
});
