import fc from "fast-check";
import { CV_SECTIONS, jsonResumeSchema, type JsonResume } from "@/lib/contracts/cv-document";
import { locales } from "@/lib/i18n/locales";
import { foldCase } from "@/lib/text/fold";
import { findSkillMentions, findSkills, SKILLS } from "../../cv/find-skills";
import { jobSkills } from "../../jobs/match/score";
import type { LlmClient } from "../../ai/llm";
import { newFactsIn, tailorCv, tailorCvWithLlm } from ".";
import { documentStrings, factBase, unsupportedFacts } from "./facts";
import type { TailorJob } from "./types";

// Tailoring never invents, whatever the CV and the posting: over generated CVs (entries with
// bullets holding numbers, dates and skills in seven languages, skill groups, summaries) and
// generated postings (skills of the dictionary, many of them absent from the CV), the tailored CV
// states nothing new, stays valid, keeps its entries, and lists only reorderings and rewordings.

/** Every way the dictionary writes a skill: names and aliases, "Postgres" as well as "PostgreSQL". */
const SKILL_TERMS = SKILLS.flatMap((skill) => skill.terms.map((term) => term.text));
const skill = fc.constantFrom(...SKILL_TERMS);
const number = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 13, max: 5000 })).map(String);
const year = fc.integer({ min: 1995, max: 2026 }).map(String);
const percent = fc.integer({ min: 2, max: 95 }).map((value) => `${value}%`);

const BULLETS: ((s: string[], n: string[]) => string)[] = [
  ([a], [n, , p]) => `Built ${a} services used by ${n} teams, cutting costs by ${p}`,
  ([a, b], [, y]) => `Migrated the platform from ${a} to ${b} in ${y}`,
  ([a, b, c]) => `Led ${a}, ${b} and ${c} work for the checkout`,
  (_, [n]) => `Mentored ${n} engineers and ran the hiring loop`,
  ([a, b], [n]) => `Einführung von ${a} und ${b} für ${n} Teams`,
  ([a], [, y, p]) => `Senkung der Kosten um ${p} seit ${y} mit ${a}`,
  ([a, b], [n, y]) => `Mise en place de ${a} et ${b} pour ${n} clients en ${y}`,
  ([a, b, c]) => `Desarrollo de servicios con ${a}, ${b} y ${c}`,
  ([a], [n]) => `Sviluppo di ${a} per ${n} utenti`,
  ([a, b], [, y]) => `Implementação de ${a} e ${b} em ${y}`,
  ([a, b], [n]) => `Bouwde ${a}/${b}-diensten voor ${n} klanten`,
  () => "Kept the documentation up to date",
];
const SUMMARIES: ((s: string[], n: string[]) => string)[] = [
  ([a, b, c], [n]) => `Engineer with ${n} years of experience. Works with ${a}, ${b} and ${c}. Calm under pressure.`,
  ([a, b], [n]) => `Entwicklerin mit ${n} Jahren Erfahrung. Arbeitet mit ${a} und ${b}.`,
  ([a, b, c]) => `Développeur passionné. Je travaille avec ${a}, ${b} et ${c}`,
  ([a], [, y]) => `Desde ${y} trabajo con ${a}.\nMe gusta aprender.`,
  ([a, b]) => `Sviluppatore web, e.g. ${a}. Usa ${b} ogni giorno!`,
];

const filled = <T,>(pattern: (s: string[], n: string[]) => T) =>
  fc.tuple(fc.array(skill, { minLength: 3, maxLength: 3 }), fc.tuple(number, year, percent)).map(([skills, numbers]) => pattern(skills, numbers));
const bullet = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...BULLETS).chain(filled) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);
const summary = fc.oneof(fc.constantFrom(...SUMMARIES).chain(filled), fc.string({ maxLength: 80 }));
const date = fc.tuple(year, fc.integer({ min: 1, max: 12 })).map(([y, month]) => `${y}-${String(month).padStart(2, "0")}`);

const EMPLOYERS = ["Acme GmbH", "Globex", "Initech S.A.", "Umbrella BV", "Müller & Söhne KG", "Société Générale", "Hooli"];
const POSITIONS = ["Senior Frontend Engineer", "Data Analyst", "Projektmanagerin", "Ingeniero de Software", "Infirmière", "Product Designer", "Sviluppatore Backend"];

const work = fc.record(
  {
    name: fc.constantFrom(...EMPLOYERS),
    position: fc.constantFrom(...POSITIONS),
    startDate: date,
    endDate: date,
    highlights: fc.array(bullet, { maxLength: 6 }),
  },
  { requiredKeys: ["name", "position", "startDate"] },
);
const skillGroup = fc.record({ name: fc.constantFrom("Frontend", "Backend", "Werkzeuge", "Outils", "Datos", "Design"), keywords: fc.uniqueArray(skill, { maxLength: 6 }) });
const project = fc.record({ name: fc.constantFrom("Charts", "Open data portal"), highlights: fc.array(bullet, { maxLength: 3 }), keywords: fc.uniqueArray(skill, { maxLength: 4 }) });

const cv: fc.Arbitrary<JsonResume> = fc
  .record({
    summary: fc.option(summary, { nil: undefined }),
    work: fc.array(work, { maxLength: 4 }),
    volunteer: fc.array(fc.record({ organization: fc.constantFrom("Code Club", "Rotes Kreuz"), position: fc.constantFrom("Mentor", "Helfer"), highlights: fc.array(bullet, { maxLength: 3 }) }), { maxLength: 1 }),
    skills: fc.array(skillGroup, { maxLength: 4 }),
    projects: fc.array(project, { maxLength: 2 }),
    locale: fc.constantFrom(...locales),
    order: fc.shuffledSubarray([...CV_SECTIONS]),
  })
  .map(({ summary: text, order, locale, ...sections }) => ({
    basics: { name: "Alex Example", ...(text === undefined ? {} : { summary: text }) },
    ...sections,
    education: [{ institution: "TU Berlin", studyType: "Bachelor", area: "Informatik", endDate: "2014" }],
    meta: { template: "classic", paper: "a4", locale, section_order: order },
  }));

/** Postings in several languages, asking for skills of the dictionary, some on the CV and many not. */
const posting: fc.Arbitrary<TailorJob> = fc
  .tuple(fc.constantFrom(...POSITIONS), fc.uniqueArray(skill, { minLength: 1, maxLength: 8 }), fc.constantFrom("en", "de", "fr", "es"), fc.constantFrom(...EMPLOYERS, "Zalando SE"))
  .map(([title, skills, language, company]) => {
    const listed = skills.join(", ");
    const description = {
      en: `You will build accessible services for our teams with ${listed}. You mentor engineers and improve the checkout.`,
      de: `Deine Aufgaben: Du entwickelst Dienste mit ${listed} und betreust die Dokumentation.`,
      fr: `Vous développerez nos services avec ${listed} pour nos clients.`,
      es: `Buscamos experiencia con ${listed}; desarrollo de servicios y datos.`,
    }[language]!;
    return { title, company, description, language };
  });

const TERMS_OF = new Map(SKILLS.map((entry) => [entry.name, entry.terms.map((term) => term.text)]));

/** A CV and a posting that asks for some of the CV's skills, in the CV's words or others of the dictionary ("k8s", "Kubernetes"). */
const cvAndPosting: fc.Arbitrary<[JsonResume, TailorJob]> = fc.tuple(cv, posting).chain(([document, job]) => {
  const onCv = [...new Set(documentStrings(document).flatMap((text) => findSkills(text)))];
  const asked = fc.subarray(onCv).chain((skills) => fc.tuple(...skills.map((name) => fc.constantFrom(...(TERMS_OF.get(name) ?? [name])))));
  return asked.map((terms): [JsonResume, TailorJob] => [document, terms.length === 0 ? job : { ...job, description: `${job.description}\n${terms.join(", ")}.` }]);
});

const sortedCopy = (items: string[]) => [...items].sort();
/** A text's words other than the skills it names: what a rewording that only reorders or respells skills keeps, all of them. */
function wordsBesideSkills(text: string): string[] {
  let rest = "";
  let at = 0;
  for (const mention of findSkillMentions(text)) {
    rest += `${text.slice(at, mention.start)} `;
    at = mention.end;
  }
  return sortedCopy(foldCase(rest + text.slice(at)).match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Each entry's own fields, highlights aside (they are reordered), in the entry's place. */
const entriesOf = (document: JsonResume) =>
  [...(document.work ?? []), ...(document.volunteer ?? []), ...(document.projects ?? [])].map(({ highlights, keywords, ...entry }: { highlights?: string[]; keywords?: string[] }) => ({
    ...entry,
    highlights: highlights?.length ?? 0,
    keywords: sortedCopy(keywords ?? []),
  }));

describe("tailorCv, over generated CVs and postings", () => {
  it("states nothing the CV does not, keeps it valid and its entries whole, and only reorders or rewords", () => {
    fc.assert(
      fc.property(cvAndPosting, ([original, job]) => {
        const before = structuredClone(original);
        const result = tailorCv(original, job);
        expect(original).toEqual(before);
        expect(newFactsIn(original, result.document)).toEqual([]);
        expect(jsonResumeSchema.safeParse(result.document).success).toBe(true);

        // No entry added, removed or moved; no bullet, skill group or keyword added or removed.
        expect(entriesOf(result.document)).toEqual(entriesOf(original));
        expect((result.document.skills ?? []).map((group) => `${group.name}:${sortedCopy(group.keywords ?? []).join("|")}`).sort()).toEqual(
          (original.skills ?? []).map((group) => `${group.name}:${sortedCopy(group.keywords ?? []).join("|")}`).sort(),
        );
        // The section order is the document's own or, once tailored, every section once.
        const order = result.document.meta.section_order;
        if (order.join() !== original.meta.section_order.join()) expect(sortedCopy(order)).toEqual(sortedCopy([...CV_SECTIONS]));

        const base = factBase(original);
        for (const change of result.changes) {
          if (Array.isArray(change.before)) {
            expect(Array.isArray(change.after)).toBe(true);
            expect(sortedCopy(change.after as string[])).toEqual(sortedCopy(change.before));
            expect(change.after).not.toEqual(change.before);
          } else {
            const after = change.after as string;
            expect(unsupportedFacts(after, base)).toEqual([]);
            expect(wordsBesideSkills(after)).toEqual(wordsBesideSkills(change.before));
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it("reports the posting's skills the CV lacks as missing, and never writes them", () => {
    const skillsIn = (document: JsonResume) => new Set(documentStrings(document).flatMap((text) => findSkills(text)));
    fc.assert(
      fc.property(cvAndPosting, ([original, job]) => {
        const { document, keywords } = tailorCv(original, job);
        const before = skillsIn(original);
        const after = skillsIn(document);
        expect(sortedCopy([...keywords.matched, ...keywords.missing])).toEqual(sortedCopy(jobSkills({ title: job.title, descriptionText: job.description })));
        for (const skill of keywords.missing) expect([skill, before.has(skill), after.has(skill)]).toEqual([skill, false, false]);
        for (const skill of keywords.matched) expect([skill, before.has(skill)]).toEqual([skill, true]);
      }),
      { numRuns: 100 },
    );
  });

  it("keeps no model wording that names what the CV does not, whatever the model adds", async () => {
    /** What a model might slip into a bullet: a number, a year, a skill, an employer, a title, or nothing. */
    const addition = fc.oneof(
      fc.integer({ min: 1, max: 99_999 }).map((value) => ` for ${value} users`),
      year.map((value) => ` since ${value}`),
      skill.map((term) => `, using ${term}, Git`),
      fc.constantFrom(" at Google", " bei Siemens AG", " as Engineering Manager", " with a PhD"),
      fc.constant(""),
    );
    const run = fc.tuple(cvAndPosting, fc.infiniteStream(addition));
    await fc.assert(
      fc.asyncProperty(run, async ([[original, job], additions]) => {
        const llm: LlmClient = {
          model: "fake",
          stream: () => {
            throw new Error("not used");
          },
          complete: async (request) => {
            const user = request.messages.at(-1)!.content;
            const bullets = [...user.matchAll(/^\[(\d+)\] \([^)]*\) (.*)$/gmu)].map((match) => ({ index: Number(match[1]), text: match[2]! }));
            const answer = { bullets: bullets.map((bullet) => ({ index: bullet.index, text: bullet.text + additions.next().value })), summary: null };
            return { content: JSON.stringify(answer), parsed: answer, usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 }, model: "fake", finishReason: "stop" };
          },
        };
        const result = await tailorCvWithLlm(original, job, { llm });
        expect(newFactsIn(original, result.document)).toEqual([]);
        expect(jsonResumeSchema.safeParse(result.document).success).toBe(true);
        expect(entriesOf(result.document)).toEqual(entriesOf(original));
      }),
      { numRuns: 60 },
    );
  });
});
