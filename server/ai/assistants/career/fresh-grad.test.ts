import { locales, type Locale } from "@/lib/i18n/locales";
import { createTestContext, type TestContext } from "../../../test/harness";
import { insertJobs } from "../../../test/job-factory";
import { unsupportedClaims } from "../../grounding";
import { emptySources, type UserSources } from "../../sources";
import { AssistantInputError, type Turn, type TurnContext } from "../types";
import { countryNames } from "./i18n";
import { fieldFromEducation, freshGradAssistant, sectionOrder, type FreshGradCard, type FreshGradSkillCard, type FreshGradState } from "./fresh-grad";
import { ownWords, postingFacts } from "./testing";

let t: TestContext;

/** A graduate in economics with SQL and Python, an education, skills and languages section, and no summary or projects. */
function graduateSources(locale: Locale = "en", countries: string[] = []): UserSources {
  return {
    ...emptySources(locale),
    firstName: "Sam",
    cv: {
      resumeId: "resume-2",
      fileName: "sam.pdf",
      skills: ["SQL", "Python"],
      titles: [],
      yearsOfExperience: 0,
      languages: ["English"],
      sections: ["education", "skills", "languages"],
      achievements: [],
      education: ["BSc in Economics, University of Leeds, 2025"],
      text: "Sam Taylor\nEducation\nBSc in Economics, University of Leeds, 2025\nSkills\nSQL, Python\nLanguages\nEnglish (native)",
    },
    search: { titles: [], seniorities: [], countries },
  };
}

const contextFor = (sources: UserSources, locale: Locale = sources.locale): TurnContext => ({
  deps: t.deps,
  userId: "user-2",
  sources: { ...sources, locale },
  locale,
  now: t.clock.now(),
});

const plan = (turn: Turn<FreshGradState>) => turn.data as FreshGradCard;
const say = (text: string) => ({ text, input: undefined });
const start = (sources: UserSources, setup: { field?: string } = {}) => freshGradAssistant.start(setup, contextFor(sources));

beforeAll(async () => {
  t = await createTestContext();
  const now = t.clock.now();
  const gb = { remoteType: "onsite" as const, countryCodes: ["GB"], location: "London" };
  await insertJobs(t.db, [
    { now, ...gb, title: "Junior Data Analyst", company: "Acme", seniority: "junior", descriptionText: "SQL and Python." },
    { now, ...gb, title: "Graduate Data Analyst", company: "Globex", descriptionText: "A degree in Economics helps. SQL, Excel and Tableau." },
    { now, ...gb, title: "Data Analyst Intern", company: "Initech", seniority: "intern", descriptionText: "SQL and Excel." },
    { now, ...gb, title: "Junior Marketing Assistant", company: "Hooli", seniority: "junior", descriptionText: "SEO, social media and Excel." },
    { now, ...gb, title: "Trainee Marketing (m/w/d)", company: "Umbrella", descriptionText: "SEO and content marketing." },
    { now, ...gb, title: "Junior Software Engineer", company: "Vandelay", seniority: "junior", descriptionText: "Python, Docker and SQL." },
    // Not for beginners, or not open: never in the plan. All ask for Looker.
    { now, ...gb, title: "Senior Data Analyst", company: "Acme", seniority: "senior", descriptionText: "SQL and Looker." },
    { now, ...gb, title: "Data Analyst", company: "Acme", descriptionText: "SQL and Looker." },
    { now, ...gb, title: "Junior Data Analyst", company: "Closed Co", seniority: "junior", closedAt: now, descriptionText: "SQL and Looker." },
  ]);
});
afterAll(() => t.close());

describe("fresh grad: the first-job plan", () => {
  it("ranks entry-level titles by fit to the field and skills, with the skills to show, the CV's order and concrete notes", async () => {
    const turn = await start(graduateSources());
    expect(plan(turn)).toEqual({
      kind: "fresh_grad_plan",
      field: "Economics",
      title: null,
      postings: 4,
      scope: { countries: null },
      titles: [
        { title: "Data Analyst", postings: 3, example_companies: ["Acme", "Globex", "Initech"] },
        { title: "Software Engineer", postings: 1, example_companies: ["Vandelay"] },
      ],
      skills_to_show: [
        { skill: "SQL", postings: 4, in_cv: true },
        { skill: "Microsoft Excel", postings: 2, in_cv: false },
        { skill: "Python", postings: 2, in_cv: true },
        { skill: "Docker", postings: 1, in_cv: false },
        { skill: "Tableau", postings: 1, in_cv: false },
      ],
      section_order: ["summary", "education", "projects", "experience", "skills", "languages"],
      notes: [
        "Your CV has no summary: open with two or three lines naming the job you want (Data Analyst) and your strongest skills that these postings ask for (SQL and Python).",
        "Your CV has no projects section: add 2-3 projects that use SQL and Microsoft Excel; 4 of 4 of these postings ask for at least one of them.",
        "Microsoft Excel: 2 of 4 of these postings ask for it, and your CV does not name it. If you have used it, in a course, a project or a job, add it and say where.",
        "Docker: 1 of 4 of these postings asks for it, and your CV does not name it. If you have used it, in a course, a project or a job, add it and say where.",
      ],
      near_titles: [],
    });
    expect(turn.text).toContain("Your field: Economics.");
    expect(turn.text).toContain("• Data Analyst: 3 postings (for example at Acme, Globex, and Initech)");
    expect(turn.text).toContain("Order your CV sections like this: Summary → Education → Projects → Experience → Skills → Languages.");
    expect(turn.state).toEqual({ field: "Economics", title: null });
  });

  it("puts titles named like the field first when the user gives one", async () => {
    const card = plan(await start(graduateSources(), { field: "Marketing" }));
    expect(card.field).toBe("Marketing");
    expect(card.titles.slice(0, 2).map((row) => row.title).sort()).toEqual(["Marketing", "Marketing Assistant"]);
    expect(card.titles.slice(2).map((row) => row.title)).toEqual(["Data Analyst", "Software Engineer"]);
  });

  it("without a CV or a field, lists every entry-level title by postings, asks for the field and for a CV", async () => {
    const turn = await start(emptySources());
    const card = plan(turn);
    expect(card.field).toBeNull();
    expect(card.postings).toBe(6);
    expect(card.titles.map((row) => [row.title, row.postings])).toEqual([
      ["Data Analyst", 3],
      ["Marketing", 1],
      ["Marketing Assistant", 1],
      ["Software Engineer", 1],
    ]);
    expect(card.skills_to_show.every((skill) => skill.in_cv === false)).toBe(true);
    expect(card.notes).toEqual(["Upload your CV: I can then say which of these skills it already shows and what to change in it."]);
    expect(turn.text).toContain("Tell me what you studied or which area you want to work in");
  });

  it("falls back to every country, saying so, when the user's countries hold too few entry-level postings", async () => {
    const turn = await start(graduateSources("en", ["NL"]));
    expect(plan(turn).scope).toEqual({ countries: null });
    expect(turn.text).toContain("Netherlands had too few of these postings to go by, so these figures count every country.");
    const inBritain = await start(graduateSources("en", ["GB"]));
    expect(plan(inBritain).scope).toEqual({ countries: ["GB"] });
    expect(inBritain.text).toContain("from the last six months in United Kingdom");
  });
});

describe("fresh grad: the CV's order", () => {
  it("leads with experience when the CV has real work experience", () => {
    const cv = graduateSources().cv!;
    expect(sectionOrder({ ...cv, yearsOfExperience: 2 })).toEqual(["summary", "experience", "education", "projects", "skills", "languages"]);
    const internships = `${cv.text}\nExperience\n• Built a sales dashboard in SQL for the regional team\n• Cleaned survey data with Python every week\n• Presented monthly findings to the marketing lead\n• Automated a weekly report that the team still uses`;
    expect(sectionOrder({ ...cv, text: internships })[1]).toBe("experience");
    expect(sectionOrder({ ...cv, text: `${cv.text}\nExperience\nShop assistant, 2022` })[1]).toBe("education");
    expect(sectionOrder({ ...cv, sections: [...cv.sections, "certifications", "volunteering"] })).toEqual([
      "summary", "education", "projects", "experience", "skills", "certifications", "languages", "volunteering",
    ]);
    expect(sectionOrder(null)).toEqual(["summary", "education", "projects", "experience", "skills", "languages"]);
  });

  it("says to put experience first in the notes when it leads", async () => {
    const sources = graduateSources();
    const card = plan(await start({ ...sources, cv: { ...sources.cv!, yearsOfExperience: 2 } }));
    expect(card.notes[0]).toBe("Your CV has real work experience: put it before your education.");
  });

  it("reads the field of study from an education line", () => {
    expect(fieldFromEducation(["BSc in Computer Science, TU Berlin, 2024"])).toBe("Computer Science");
    expect(fieldFromEducation(["Bachelor of Science in Economics | University of Leeds"])).toBe("Economics");
    expect(fieldFromEducation(["M.Sc. Informatik, TU München"])).toBe("Informatik");
    expect(fieldFromEducation(["Licenciatura en Administración de Empresas, Universidad de Sevilla"])).toBe("Administración de Empresas");
    expect(fieldFromEducation(["Master of Business Administration (MBA), INSEAD"])).toBe("Business Administration");
    expect(fieldFromEducation(["Abitur, Gymnasium Berlin, 2019", "Laurea in Economia, Università di Bologna"])).toBe("Economia");
    expect(fieldFromEducation(["Bachelor of Arts, 2020"])).toBeNull();
    expect(fieldFromEducation([])).toBeNull();
  });
});

describe("fresh grad: follow-ups", () => {
  it("narrows the plan to a title named in German", async () => {
    const context = contextFor(graduateSources("de"));
    const first = await freshGradAssistant.start({}, context);
    const next = await freshGradAssistant.reply(first.state, say("Was ist mit Datenanalyst?"), [], context);
    const card = plan(next);
    expect(card).toMatchObject({
      title: "Datenanalyst",
      field: "Economics",
      postings: 3,
      titles: [{ title: "Datenanalyst", postings: 3, example_companies: ["Acme", "Globex", "Initech"] }],
    });
    expect(card.skills_to_show.map((skill) => [skill.skill, skill.postings])).toEqual([
      ["SQL", 3],
      ["Microsoft Excel", 2],
      ["Python", 1],
      ["Tableau", 1],
    ]);
    expect(next.text).toContain("Datenanalyst: 3 offene Einstiegsanzeigen der letzten sechs Monate, aus allen Ländern.");
    expect(next.state).toEqual({ field: "Economics", title: "Datenanalyst" });
  });

  it("says when a title has no entry-level postings and names those that have", async () => {
    const next = await freshGradAssistant.reply({ field: null, title: null }, { text: "", input: { title: "Product Designer" } }, [], contextFor(graduateSources()));
    expect(plan(next)).toMatchObject({ title: "Product Designer", postings: 0, titles: [], skills_to_show: [] });
    expect(plan(next).near_titles).toEqual([
      { title: "Data Analyst", postings: 3 },
      { title: "Marketing", postings: 1 },
      { title: "Marketing Assistant", postings: 1 },
      { title: "Software Engineer", postings: 1 },
    ]);
    expect(next.text).toContain("I found no open entry-level postings for Product Designer from the last six months.");
    expect(next.text).toContain("Entry-level titles that do have postings: Data Analyst (3 postings)");
  });

  it("answers a skill with how many entry-level postings ask for it", async () => {
    const next = await freshGradAssistant.reply({ field: "Economics", title: null }, say("And Docker?"), [], contextFor(graduateSources()));
    expect(next.data as FreshGradSkillCard).toEqual({
      kind: "fresh_grad_skill",
      field: "Economics",
      title: null,
      postings: 6,
      scope: { countries: null },
      skills: [{ skill: "Docker", postings: 1, share: 1 / 6, in_cv: false, titles: [{ title: "Software Engineer", postings: 1 }] }],
    });
    expect(next.text).toContain("Docker: 1 of 6 entry-level postings asks for it (17%).");
  });

  it("answers anything else with help, and refuses a malformed pick", async () => {
    const context = contextFor(graduateSources("pt"));
    const next = await freshGradAssistant.reply({ field: null, title: null }, say("Obrigado!"), [], context);
    expect(next.text).toMatch(/^Planeio a sua primeira procura de emprego/);
    await expect(freshGradAssistant.reply({ field: null, title: null }, { text: "", input: { title: 3 } }, [], context)).rejects.toBeInstanceOf(AssistantInputError);
  });
});

describe("fresh grad: setup and title", () => {
  it("validates the setup strictly and titles the thread in the user's language", () => {
    expect(freshGradAssistant.setupSchema.safeParse({}).success).toBe(true);
    expect(freshGradAssistant.setupSchema.safeParse({ field: " Marketing " })).toEqual({ success: true, data: { field: "Marketing" } });
    expect(freshGradAssistant.setupSchema.safeParse({ field: "M" }).success).toBe(false);
    expect(freshGradAssistant.setupSchema.safeParse({ field: "Marketing", other: "x" }).success).toBe(false);
    expect(freshGradAssistant.title({ field: "Marketing" }, contextFor(graduateSources("nl")))).toBe("Plan voor je eerste baan: Marketing");
    expect(freshGradAssistant.title({}, contextFor(graduateSources("es")))).toBe("Plan para el primer empleo");
  });
});

describe.each(locales)("fresh grad never invents (%s)", (locale) => {
  it.each([
    ["a graduate's CV, in their countries", () => graduateSources(locale, ["GB"])],
    ["a graduate's CV, too few postings in their countries", () => graduateSources(locale, ["NL"])],
    ["no CV, in their countries", () => ({ ...emptySources(locale), search: { titles: [], seniorities: [], countries: ["GB"] } })],
    ["no CV, too few postings in their countries", () => ({ ...emptySources(locale), search: { titles: [], seniorities: [], countries: ["NL"] } })],
  ])("with %s, every turn says only what the sources and the postings support", async (_name, sourcesOf) => {
    const sources = sourcesOf();
    const context = contextFor(sources, locale);
    const turns: Turn<FreshGradState>[] = [await freshGradAssistant.start({}, context), await freshGradAssistant.start({ field: "Marketing" }, context)];
    for (const message of [say("Docker?"), say("Data Analyst"), say("SQL, Excel"), say("…"), { text: "", input: { title: "Product Designer" } }]) {
      turns.push(await freshGradAssistant.reply(turns.at(-1)!.state, message, [], context));
    }
    const facts = (turn: Turn<FreshGradState>) => [...postingFacts(turn.data, locale), ...countryNames(sources.search.countries, locale)];
    for (const turn of turns) {
      expect(unsupportedClaims(turn.text, sources, facts(turn))).toEqual([]);
      for (const words of ownWords(turn.data)) expect(unsupportedClaims(words, sources, facts(turn))).toEqual([]);
    }
    expect(turns.map((turn) => turn.data?.kind ?? null)).toEqual([
      "fresh_grad_plan", "fresh_grad_plan", "fresh_grad_skill", "fresh_grad_plan", "fresh_grad_skill", null, "fresh_grad_plan",
    ]);
  });
});

describe("fresh grad with no postings at all", () => {
  let empty: TestContext;
  beforeAll(async () => {
    empty = await createTestContext();
  });
  afterAll(() => empty.close());

  it("says there are none, and still gives the CV's order and notes", async () => {
    const turn = await freshGradAssistant.start({}, { deps: empty.deps, userId: "u", sources: graduateSources(), locale: "en", now: empty.clock.now() });
    const card = plan(turn);
    expect(card).toMatchObject({ postings: 0, titles: [], skills_to_show: [], section_order: ["summary", "education", "projects", "experience", "skills", "languages"] });
    expect(card.notes).toEqual([
      "Your CV has no summary: open with two or three lines naming the job you want and what you can already do.",
      "Your CV has no projects section: add 2-3 projects from your studies or your own time, each with what you built and what came of it.",
    ]);
    expect(turn.text).toContain("I found no open entry-level postings from the last six months");
  });
});
