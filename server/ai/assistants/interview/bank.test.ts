import { locales } from "@/lib/i18n/locales";
import { BANK, INTERVIEW_TYPES, SKILL_QUESTIONS, hashSeed, poolFor, selectQuestions, styleOf } from "./bank";
import { COMPETENCIES } from "./competencies";
import { translator } from "./messages";
import { ROLE_FAMILIES, SENIORITIES } from "./role";

const combinations = INTERVIEW_TYPES.flatMap((type) => ROLE_FAMILIES.flatMap((family) => SENIORITIES.map((seniority) => ({ type, family, seniority }))));

describe("the question banks", () => {
  it("have at least ten distinct questions for every family, type and level, in every language", () => {
    for (const locale of locales) {
      const t = translator(locale, "questions");
      for (const { type, family, seniority } of combinations) {
        const texts = new Set(poolFor(type, family, seniority).map((question) => t(question.key, { role: "Data Analyst", skill: "Python" })));
        if (texts.size < 10) throw new Error(`${locale} ${type} ${family} ${seniority}: ${texts.size} questions`);
      }
    }
  });

  it("give each family its own technical questions", () => {
    for (const family of ROLE_FAMILIES) {
      const own = BANK.filter((question) => question.type === "technical" && question.families?.includes(family));
      expect(own.length).toBeGreaterThanOrEqual(10);
      expect(own.every((question) => question.families!.length === 1)).toBe(true);
    }
  });

  it("change with the level: leads are asked about leading people, juniors about learning", () => {
    for (const type of INTERVIEW_TYPES) {
      const lead = poolFor(type, "general", "lead").map((question) => question.key);
      const junior = poolFor(type, "general", "junior").map((question) => question.key);
      expect(lead.filter((key) => !junior.includes(key)).length).toBeGreaterThanOrEqual(1);
      const leadOnly = poolFor(type, "general", "lead").filter((question) => question.seniorities);
      expect(leadOnly.some((question) => question.competency === "leadership" || question.competency === "strategy")).toBe(true);
      const juniorOnly = poolFor(type, "general", "junior").filter((question) => question.seniorities);
      expect(juniorOnly.some((question) => question.competency === "learning")).toBe(true);
    }
  });

  it("cover motivation, background, availability and salary in a screening, and the manager's topics in a hiring manager interview", () => {
    const screening = new Set(poolFor("screening", "general", "mid").map((question) => question.competency));
    expect([...screening]).toEqual(expect.arrayContaining(["motivation", "background", "availability", "salary"]));
    const manager = new Set(poolFor("hiring_manager", "general", "mid").map((question) => question.competency));
    expect([...manager]).toEqual(expect.arrayContaining(["planning", "working_style", "conflict", "prioritisation"]));
  });

  it("use known competencies and unique keys", () => {
    const keys = [...BANK, ...SKILL_QUESTIONS].map((question) => question.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const question of [...BANK, ...SKILL_QUESTIONS]) expect(COMPETENCIES).toContain(question.competency);
    expect(styleOf({ competency: "salary" })).toBe("fact");
    expect(styleOf({ competency: "teamwork", style: "approach" })).toBe("approach");
  });
});

describe("selectQuestions", () => {
  const base = { type: "behavioural" as const, family: "data" as const, seniority: "mid" as const, count: 5, seed: "behavioural|data analyst", skills: [] };

  it("is deterministic: the same setup asks the same questions", () => {
    expect(selectQuestions(base)).toEqual(selectQuestions(base));
    expect(hashSeed("a")).toBe(hashSeed("a"));
    expect(hashSeed("a")).not.toBe(hashSeed("b"));
  });

  it("varies with the setup", () => {
    const orders = new Set(["data analyst", "data engineer", "bi analyst", "analytics lead"].map((title) => selectQuestions({ ...base, seed: `behavioural|${title}` }).map((question) => question.key).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it("never repeats a question, up to ten, for any family, type and level", () => {
    for (const { type, family, seniority } of combinations) {
      const planned = selectQuestions({ type, family, seniority, count: 10, seed: `${type}|${family}|${seniority}`, skills: [] });
      expect(planned).toHaveLength(10);
      expect(new Set(planned.map((question) => question.key)).size).toBe(10);
    }
  });

  it("asks the count it is given", () => {
    for (const count of [3, 4, 5, 7, 10]) expect(selectQuestions({ ...base, count })).toHaveLength(count);
  });

  it("opens a screening with an opener and keeps availability and salary for last", () => {
    const planned = selectQuestions({ ...base, type: "screening", count: 6 });
    expect(["background", "motivation"]).toContain(planned[0]!.competency);
    expect(planned.slice(-2).map((question) => question.competency).sort()).toEqual(["availability", "salary"]);
    const short = selectQuestions({ ...base, type: "screening", count: 3 });
    expect(["availability", "salary"]).toContain(short[2]!.competency);
  });

  it("asks a technical software or data interview about the posting's skills, in the order given", () => {
    const planned = selectQuestions({ ...base, type: "technical", family: "software", skills: ["TypeScript", "PostgreSQL", "Docker", "Kafka"], count: 6 });
    const skillQuestions = planned.filter((question) => question.skill);
    expect(skillQuestions.map((question) => question.skill)).toEqual(["TypeScript", "PostgreSQL", "Docker"]);
    expect(skillQuestions.map((question) => question.key)).toEqual(["sk_project", "sk_pitfall", "sk_choice"]);
    expect(new Set(planned.map((question) => `${question.key}:${question.skill}`)).size).toBe(6);
  });

  it("asks no skill questions outside software and data, or outside a technical interview", () => {
    expect(selectQuestions({ ...base, type: "technical", family: "sales", skills: ["Salesforce"] }).some((question) => question.skill)).toBe(false);
    expect(selectQuestions({ ...base, type: "behavioural", family: "software", skills: ["TypeScript"] }).some((question) => question.skill)).toBe(false);
  });
});
