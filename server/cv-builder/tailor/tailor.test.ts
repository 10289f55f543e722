import { CV_SECTIONS, jsonResumeSchema, type JsonResume } from "@/lib/contracts/cv-document";
import { tailorChangeSchema } from "@/lib/contracts/cv-tailor";
import { newFactsIn, tailorCv } from ".";
import { FRONTEND_CV, GERMAN_FRONTEND_CV, GERMAN_JOB, NURSE_CV, REACT_JOB } from "./test/fixtures";

const changeAt = (result: ReturnType<typeof tailorCv>, path: string) => result.changes.find((change) => change.path === path);

describe("tailorCv: a frontend CV for a React posting", () => {
  const result = tailorCv(FRONTEND_CV, REACT_JOB);
  const work = result.document.work!;

  it("puts an entry's React and TypeScript bullets first, best first, and keeps the entries in their order", () => {
    expect(work.map((entry) => entry.name)).toEqual(["Acme GmbH", "Globex"]);
    expect(work[0]!.highlights).toEqual([
      "Built a design system in React used by 12 product teams",
      "Rewrote the checkout in TypeScript and Vue.js with accessible forms",
      "Ran the hiring loop for 4 engineers",
      "Moved the build from Webpack to Vite, halving build times",
      "Migrated the billing service from PHP to Go, cutting costs by 30%",
    ]);
    expect(changeAt(result, "/work/0/highlights")).toEqual({
      kind: "highlights_order",
      path: "/work/0/highlights",
      section: "work",
      label: "Senior Frontend Engineer — Acme GmbH",
      before: FRONTEND_CV.work![0]!.highlights,
      after: [
        "Built a design system in React used by 12 product teams",
        "Rewrote the checkout in Vue.js and TypeScript with accessible forms",
        "Ran the hiring loop for 4 engineers",
        "Moved the build from Webpack to Vite, halving build times",
        "Migrated the billing service from PHP to Go, cutting costs by 30%",
      ],
      keywords: ["Design systems", "React", "TypeScript", "accessible"],
    });
  });

  it("lists a bullet's posting skills first, and names a skill as the posting does where the CV already writes it so", () => {
    expect(changeAt(result, "/work/0/highlights/1")).toMatchObject({
      kind: "highlight",
      before: "Rewrote the checkout in Vue.js and TypeScript with accessible forms",
      after: "Rewrote the checkout in TypeScript and Vue.js with accessible forms",
      keywords: ["TypeScript"],
    });
    // The posting says PostgreSQL; so does the CV's skills section: the bullet's "Postgres" may say it too.
    expect(work[1]!.highlights![0]).toBe("Added PostgreSQL read replicas for the reports");
    expect(changeAt(result, "/work/1/highlights/0")).toMatchObject({ kind: "highlight", before: "Added Postgres read replicas for the reports", keywords: ["PostgreSQL"] });
  });

  it("orders the skill groups and each group's keywords, matching first", () => {
    expect(result.document.skills).toEqual([
      { name: "Frontend", keywords: ["React", "TypeScript", "Vue.js", "Angular", "CSS"] },
      { name: "Backend", keywords: ["PostgreSQL", "PHP", "Go"] },
      { name: "Tools", keywords: ["Git", "Jest", "Webpack"] },
    ]);
    expect(changeAt(result, "/skills")).toMatchObject({ kind: "skills_order", label: "Skills", before: ["Backend", "Frontend", "Tools"], after: ["Frontend", "Backend", "Tools"] });
    expect(changeAt(result, "/skills/0/keywords")).toMatchObject({ kind: "keywords_order", label: "Frontend", keywords: ["React", "TypeScript"] });
  });

  it("leads the summary with the sentence naming React, the listed skills React first", () => {
    expect(result.document.basics!.summary).toBe(
      "Builds interfaces with React, Vue.js and Angular. Engineer with 7 years of experience building web products. Mentors junior developers and runs code reviews.",
    );
    expect(changeAt(result, "/basics/summary")).toMatchObject({ kind: "summary", section: "basics", label: "Summary", before: FRONTEND_CV.basics!.summary });
  });

  it("puts the sections naming the posting's skills first, basics aside, and says so first", () => {
    expect(result.document.meta.section_order.slice(0, 3)).toEqual(["work", "skills", "projects"]);
    expect(result.changes[0]).toMatchObject({
      kind: "section_order",
      path: "/meta/section_order",
      section: "meta",
      label: "Order of the sections",
      before: ["work", "education", "skills", "languages", "interests", "projects"],
      after: ["work", "skills", "projects", "education", "languages", "interests"],
    });
    expect(result.changes.map((change) => change.path)).toEqual([
      "/meta/section_order", "/basics/summary", "/work/0/highlights", "/work/0/highlights/1", "/work/1/highlights", "/work/1/highlights/0",
      "/skills", "/skills/0/keywords", "/skills/1/keywords", "/projects/0/highlights", "/projects/0/keywords",
    ]);
  });

  it("reports the posting's skills the CV has, and those it lacks without writing them", () => {
    expect(result.keywords).toEqual({ matched: ["React", "TypeScript", "Design systems", "PostgreSQL"], missing: ["GraphQL", "Kubernetes"] });
    expect(JSON.stringify(result.document)).not.toMatch(/GraphQL|Kubernetes/);
  });

  it("states nothing the CV does not, in a valid document, with valid changes", () => {
    expect(newFactsIn(FRONTEND_CV, result.document)).toEqual([]);
    expect(jsonResumeSchema.safeParse(result.document).success).toBe(true);
    for (const change of result.changes) expect(tailorChangeSchema.safeParse(change).success).toBe(true);
    expect(result).toMatchObject({ engine: "offline", claims: [], usage: null });
  });
});

describe("tailorCv in other cases", () => {
  it("tailors a German CV to a German posting, with German labels", () => {
    const result = tailorCv(GERMAN_FRONTEND_CV, GERMAN_JOB);
    expect(result.document.work![0]!.highlights).toEqual([
      "Umstellung des Shops auf React und TypeScript",
      "Betreuung der Suchfunktion für 3 Millionen Kunden",
      "Einführung von Cypress-Tests für den Warenkorb",
    ]);
    expect(result.document.basics!.summary).toBe("Arbeitet mit React, Angular und Vue.js an barrierefreien Oberflächen. Entwickler mit 6 Jahren Berufserfahrung im E-Commerce.");
    expect(changeAt(result, "/basics/summary")).toMatchObject({ label: "Profil", keywords: ["React", "barrierefreie", "Oberflächen"] });
    expect(changeAt(result, "/skills")).toMatchObject({ label: "Kenntnisse", after: ["Sprachen und Frameworks", "Werkzeuge"] });
    expect(result.keywords).toEqual({ matched: ["React", "TypeScript"], missing: ["GraphQL"] });
    expect(newFactsIn(GERMAN_FRONTEND_CV, result.document)).toEqual([]);
  });

  it("changes nothing in a CV that has nothing the posting asks for, and reports every skill missing", () => {
    const result = tailorCv(NURSE_CV, REACT_JOB);
    expect(result.document).toEqual(NURSE_CV);
    expect(result.changes).toEqual([]);
    expect(result.keywords).toEqual({ matched: [], missing: ["React", "TypeScript", "Design systems", "PostgreSQL", "GraphQL", "Kubernetes"] });
  });

  it("gives the same result every time, and leaves the CV it was given as it was", () => {
    const before = structuredClone(FRONTEND_CV);
    const first = tailorCv(FRONTEND_CV, REACT_JOB);
    expect(tailorCv(FRONTEND_CV, REACT_JOB)).toEqual(first);
    expect(tailorCv(structuredClone(FRONTEND_CV), { ...REACT_JOB })).toEqual(first);
    expect(FRONTEND_CV).toEqual(before);
  });

  it("keeps a bullet's spelling of a skill when the CV nowhere writes the posting's", () => {
    const cv: JsonResume = { ...FRONTEND_CV, skills: [{ name: "Databases", keywords: ["Postgres"] }] };
    const result = tailorCv(cv, REACT_JOB);
    expect(result.document.work![1]!.highlights).toContain("Added Postgres read replicas for the reports");
    expect(result.changes.filter((change) => change.kind === "highlight" && change.before === "Added Postgres read replicas for the reports")).toEqual([]);
  });

  it("leaves a summary's sentences in place when one without a full stop would run into the next", () => {
    const cv: JsonResume = { ...FRONTEND_CV, basics: { summary: "Engineer with 7 years of web work. Builds interfaces in React" } };
    const result = tailorCv(cv, REACT_JOB);
    expect(result.document.basics!.summary).toBe("Engineer with 7 years of web work. Builds interfaces in React");
    const lines: JsonResume = { ...FRONTEND_CV, basics: { summary: "Engineer with 7 years of web work\nBuilds interfaces in React" } };
    expect(tailorCv(lines, REACT_JOB).document.basics!.summary).toBe("Builds interfaces in React\nEngineer with 7 years of web work");
  });

  it("writes the whole section order, sections the document left out included", () => {
    const cv: JsonResume = { ...FRONTEND_CV, meta: { ...FRONTEND_CV.meta, section_order: ["education", "work"] } };
    const order = tailorCv(cv, REACT_JOB).document.meta.section_order;
    expect([...order].sort()).toEqual([...CV_SECTIONS].sort());
    expect(order.slice(0, 4)).toEqual(["work", "skills", "projects", "education"]);
  });
});

describe("newFactsIn", () => {
  const invent = (change: (document: JsonResume) => void) => {
    const document = structuredClone(FRONTEND_CV);
    change(document);
    return newFactsIn(FRONTEND_CV, document);
  };

  it("finds nothing new in the CV itself, nor in its bullets and skills reordered", () => {
    expect(newFactsIn(FRONTEND_CV, FRONTEND_CV)).toEqual([]);
    expect(invent((document) => document.work![0]!.highlights!.reverse())).toEqual([]);
    expect(invent((document) => document.skills!.reverse())).toEqual([]);
  });

  it.each([
    ["a skill", (document: JsonResume) => document.work![0]!.highlights!.push("Ran the GraphQL gateway"), ["skill: GraphQL"]],
    ["a number", (document: JsonResume) => (document.work![0]!.highlights![0] = "Ran the hiring loop for 14 engineers"), ["number: 14"]],
    ["a small number", (document: JsonResume) => (document.work![0]!.highlights![0] = "Ran the hiring loop for 5 engineers"), ["number: 5"]],
    ["a year in the text", (document: JsonResume) => (document.basics!.summary = "Engineer since 2009."), ["number: 2009"]],
    ["a date", (document: JsonResume) => (document.work![1]!.startDate = "2015-01"), ["date: 2015-01"]],
    ["an employer", (document: JsonResume) => (document.work![1]!.name = "Google"), ["employer: Google"]],
    ["an employer in the text", (document: JsonResume) => (document.basics!.summary = "Built web products at Google."), ["employer: Google"]],
    ["a title", (document: JsonResume) => (document.work![1]!.position = "Engineering Manager"), ["title: Engineering Manager"]],
    ["a title in the text", (document: JsonResume) => (document.basics!.summary = "Worked as a data scientist."), ["title: Data Scientist"]],
    ["a degree", (document: JsonResume) => (document.education![0]!.studyType = "Master"), ["degree: Master", "degree: Master"]],
  ])("finds %s the CV does not state", (_, change, expected) => {
    expect(invent(change)).toEqual([...new Set(expected)]);
  });
});
