import { jsonResumeSchema, type JsonResume } from "@/lib/contracts/cv-document";
import { DUTCH_CV, ENGLISH_CV, FRENCH_CV, GERMAN_CV, ITALIAN_CV, PORTUGUESE_CV, SPANISH_CV, UNSTRUCTURED_CV } from "../cv/fixtures/cv-texts";
import { fold } from "../cv/text";
import { unsupportedClaims } from "../ai/grounding";
import { emptySources, type UserSources } from "../ai/sources";
import { prefillFromCv } from "./prefill";

const NOW = new Date("2025-06-15T12:00:00Z");
const prefill = (text: string, locale: "en" | "de" = "en", country: string | null = "DE") => prefillFromCv(text, { now: NOW, locale, country });

/** Letters and digits only, folded: a value joined from wrapped lines or split at a separator still matches its text. */
const squash = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, "");

const DATE_FIELDS = new Set(["startDate", "endDate", "date", "releaseDate"]);

/** Every string of the document but our meta, with its path. */
function stringsOf(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === "string") return [[path.join("."), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, [...path, String(index)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => (path.length === 0 && key === "meta" ? [] : stringsOf(item, [...path, key])));
  return [];
}

/** The values the CV does not write word for word, and what must be in it instead. */
function evidenceFor(path: string, value: string, document: JsonResume): string {
  const key = path.split(".").at(-1)!;
  // Dates are rewritten as YYYY-MM; the year is written.
  if (DATE_FIELDS.has(key)) return value.slice(0, 4);
  // A country code comes from the city or country written.
  if (key === "countryCode") return document.basics!.location!.city!;
  // Addresses gain the https:// JSON Resume needs.
  if (key === "url" && value.startsWith("https://")) return value.slice("https://".length);
  return value;
}

const FIXTURES = { ENGLISH_CV, GERMAN_CV, FRENCH_CV, SPANISH_CV, ITALIAN_CV, PORTUGUESE_CV, DUTCH_CV, UNSTRUCTURED_CV };

describe.each(Object.entries(FIXTURES))("prefill of %s", (_, text) => {
  const { document, notes } = prefill(text);

  it("is a valid document", () => {
    expect(jsonResumeSchema.safeParse(document).error).toBeUndefined();
  });

  it("writes nothing the CV does not say", () => {
    const cv = squash(text);
    const invented = stringsOf(document).filter(([path, value]) => !cv.includes(squash(evidenceFor(path, value, document))));
    expect(invented).toEqual([]);
    for (const note of notes) for (const line of note.lines) expect([line, cv.includes(squash(line))]).toEqual([line, true]);
  });

  it("makes no claim about skills, numbers, degrees or employers that the CV does not support", () => {
    const sources: UserSources = {
      ...emptySources(),
      cv: { resumeId: "cv", fileName: "cv.pdf", skills: [], titles: [], yearsOfExperience: null, languages: [], sections: [], achievements: [], education: [], text },
    };
    // Dates ("2019-12") are no counts, and a profile's network names the site of a link the CV
    // gives ("GitHub" for github.com/…): both are checked against the CV by the test above.
    const written = stringsOf(document)
      .filter(([path]) => !DATE_FIELDS.has(path.split(".").at(-1)!) && !/^basics\.profiles\.\d+\.network$/.test(path))
      .map(([, value]) => value);
    expect(unsupportedClaims(written.join("\n"), sources)).toEqual([]);
  });

  it("gives the same document and notes every time", () => {
    expect(prefill(text)).toEqual({ document, notes });
  });
});

describe("prefillFromCv", () => {
  it("reads an English CV into JSON Resume", () => {
    const { document, notes } = prefill(ENGLISH_CV);
    expect(document.basics).toEqual({
      name: "Jane Doe",
      label: "Senior Software Engineer",
      email: "jane.doe@example.com",
      phone: "+1 (415) 555-0134",
      summary: "Backend engineer with 8+ years of experience building APIs in Go and TypeScript. Go-to-market minded.",
      location: { city: "Berlin", countryCode: "DE" },
      profiles: [
        { network: "LinkedIn", username: "janedoe", url: "https://linkedin.com/in/janedoe" },
        { network: "GitHub", username: "janedoe", url: "https://github.com/janedoe" },
      ],
    });
    expect(document.work).toEqual([
      {
        name: "Acme GmbH",
        position: "Senior Software Engineer",
        startDate: "2019-01",
        highlights: [
          "Led a team of 6 engineers migrating 40 microservices to Kubernetes (k8s)",
          "Cut p95 latency by 35% by moving hot paths from Node.js to Go",
          "Reduced AWS costs by $120k per year",
          "Worked with Teams of analysts to go live on time",
        ],
      },
      {
        name: "Globex",
        position: "Software Developer",
        startDate: "2016-03",
        endDate: "2019-05",
        highlights: ["Built REST APIs with Postgres, Redis and JS; on-call for the payments team"],
      },
      { position: "Freelance Web Developer", startDate: "2018", endDate: "2020", highlights: ["Built 12 WordPress sites for local businesses"] },
    ]);
    expect(document.education).toEqual([{ institution: "TU Berlin", area: "Computer Science", studyType: "B.Sc.", startDate: "2012", endDate: "2016" }]);
    expect(document.skills).toEqual([
      { name: "Languages", keywords: ["Go", "TypeScript", "Python", "R", "SQL"] },
      { name: "Tools", keywords: ["Docker", "Terraform", "Git", "Jira", "Excel"] },
    ]);
    expect(document.languages).toEqual([
      { language: "English", fluency: "native" },
      { language: "German", fluency: "C1" },
      { language: "French", fluency: "basic" },
    ]);
    expect(document.interests).toEqual([{ name: "Photography" }, { name: "hiking" }, { name: "chess" }]);
    expect(document.meta).toEqual({
      template: "classic",
      paper: "a4",
      locale: "en",
      section_order: ["work", "education", "skills", "languages", "interests", "volunteer", "awards", "certificates", "publications", "references", "projects"],
    });
    expect(notes).toEqual([]);
  });

  it("reads a German CV: dates first, an address, a degree in brackets, gender markers left out", () => {
    const { document, notes } = prefill(GERMAN_CV, "de");
    expect(document.basics!.location).toEqual({ address: "Musterstraße 12", postalCode: "10115", city: "Berlin", countryCode: "DE" });
    expect(document.work!.map(({ position, name, location, startDate, endDate }) => ({ position, name, location, startDate, endDate }))).toEqual([
      { position: "Senior Projektmanagerin", name: "Bosch GmbH", location: "Stuttgart", startDate: "2020-04", endDate: undefined },
      { position: "Softwareentwicklerin", name: "Siemens AG", location: undefined, startDate: "2015-10", endDate: "2020-03" },
      { position: "Werkstudentin Controlling", name: "Daimler AG", location: undefined, startDate: "2013-01", endDate: "2015-09" },
      { position: "Praktikum als Datenanalystin", name: undefined, location: undefined, startDate: "2014-06", endDate: "2015-12" },
    ]);
    expect(document.education).toEqual([
      { institution: "KIT Karlsruhe", area: "Wirtschaftsingenieurwesen", studyType: "Diplom", startDate: "2008", endDate: "2013" },
    ]);
    expect(document.languages).toEqual([
      { language: "Deutsch", fluency: "Muttersprache" },
      { language: "Englisch", fluency: "verhandlungssicher" },
      { language: "Französisch", fluency: "Grundkenntnisse" },
    ]);
    expect(document.meta.locale).toBe("de");
    // The birth date is the user's to keep or leave out: listed, in the user's language.
    expect(notes).toEqual([
      {
        code: "unplaced_lines",
        path: "basics",
        lines: ["Geboren am 12.03.1988 in Köln"],
        message: "Eine Zeile oben im Lebenslauf steht in keinem Feld. Übernimm, was du brauchst, ins Dokument.",
      },
    ]);
  });

  it("reads jobs written over three lines, a wrapped bullet and certificates", () => {
    const { document, notes } = prefill(SPANISH_CV);
    expect(document.basics).toMatchObject({ name: "Lucía Fernández García", label: "Analista de Datos", phone: "+34 612 345 678" });
    expect(document.work![0]).toEqual({
      name: "Banco Santander",
      position: "Analista de Datos",
      startDate: "2020-01",
      highlights: [
        "Automatización de informes con Python y Power BI, ahorrando 10 horas semanales al equipo de riesgos",
        "Modelos de previsión de demanda para 3 líneas de negocio",
      ],
    });
    expect(document.work![1]).toMatchObject({ name: "El Corte Inglés S.A.", position: "Analista Junior", startDate: "2017-09", endDate: "2019-12" });
    expect(document.certificates).toEqual([
      { name: "Google Data Analytics Certificate", issuer: "Coursera", date: "2021" },
      { name: "Microsoft Certified: Power BI Data Analyst Associate", date: "2022" },
    ]);
    expect(document.languages).toEqual([
      { language: "Español", fluency: "nativo" },
      { language: "Inglés", fluency: "C1" },
      { language: "Italiano", fluency: "B1" },
    ]);
    expect(document.meta).toMatchObject({ locale: "es", section_order: ["work", "education", "certificates", "languages", "volunteer", "awards", "publications", "skills", "interests", "references", "projects"] });
    expect(notes).toEqual([]);
  });

  it("reads employers named with “bij”, projects and volunteering", () => {
    const { document } = prefill(DUTCH_CV);
    expect(document.work!.map(({ position, name }) => [position, name])).toEqual([
      ["UX Designer", "Coolblue"],
      ["Grafisch Ontwerper", "Studio Noord"],
    ]);
    expect(document.projects).toEqual([
      { name: "Zorgapp voor mantelzorgers", highlights: ["Onderzoek met 15 mantelzorgers en een klikbaar prototype in Figma"], startDate: "2022", endDate: "2022" },
    ]);
    expect(document.volunteer).toEqual([{ organization: "Stichting Digitale Inclusie", position: "Mentor", startDate: "2019" }]);
    expect(document.meta.locale).toBe("nl");
  });

  it("reads an Italian CV: “presso”, dates in brackets, a final grade, a publication and an award", () => {
    const { document, notes } = prefill(ITALIAN_CV);
    expect(document.work!.map(({ position, name, startDate, endDate }) => [position, name, startDate, endDate])).toEqual([
      ["Ingegnere Meccanico", "Pirelli S.p.A.", "2019-03", undefined],
      ["Stagista", "Ferrari S.p.A.", "2018-09", "2019-02"],
    ]);
    expect(document.education).toEqual([
      { institution: "Politecnico di Milano", area: "Ingegneria Meccanica", studyType: "Laurea Magistrale", startDate: "2016", endDate: "2018", score: "Voto: 110/110 e lode" },
    ]);
    expect(document.publications).toEqual([{ name: "Analisi della fatica nei pneumatici, Rivista di Ingegneria", releaseDate: "2020" }]);
    expect(document.awards).toEqual([{ title: "Premio Giovani Ingegneri", awarder: "Ordine degli Ingegneri di Milano", date: "2021" }]);
    expect(document.meta.locale).toBe("it");
    expect(notes).toEqual([]);
  });

  it("reads a Portuguese CV with a contact section, and lists a number it cannot tell is a phone", () => {
    const { document, notes } = prefill(PORTUGUESE_CV);
    expect(document.basics).toEqual({
      name: "João Silva",
      email: "joao.silva@example.pt",
      summary: "Enfermeiro com 7 anos de experiência em cuidados intensivos.",
      location: { city: "Lisboa", countryCode: "PT" },
    });
    expect(document.work!.map(({ position, name }) => [position, name])).toEqual([
      ["Enfermeiro de Cuidados Intensivos", "Hospital de Santa Maria"],
      ["Enfermeiro", "Hospital da Luz"],
    ]);
    expect(document.meta.locale).toBe("pt");
    expect(notes).toEqual([
      {
        code: "unplaced_lines",
        path: "basics",
        lines: ["912 345 678"],
        message: "One line of “Contact details” could not be placed in a field. Copy what you need into the document.",
      },
    ]);
  });

  it("says what it could not do with a CV without headings", () => {
    const { document, notes } = prefill(UNSTRUCTURED_CV);
    expect(document.basics).toEqual({
      name: "Tom Becker",
      email: "tom.becker@example.com",
      summary: "I have worked in warehouses and as a delivery driver for many years and I am looking for a new job.",
    });
    expect(document.work).toBeUndefined();
    expect(notes.map(({ code, lines }) => [code, lines])).toEqual([
      ["no_sections", []],
      ["unplaced_lines", ["Forklift licence, driving licence class C."]],
    ]);
  });

  it("flags entries without dates or with parts told apart by their order only", () => {
    const { document, notes } = prefill(`Alex Kim

Experience
Northwind, Office Manager
- Answered 40 calls a day
Operations Manager | Contoso Ltd | 2015 – 2018
- Ran the night shift

Education
Riverside, Marketing, 2010 – 2014`);
    expect(document.work).toEqual([
      { name: "Northwind", position: "Office Manager", highlights: ["Answered 40 calls a day"] },
      { name: "Contoso Ltd", position: "Operations Manager", startDate: "2015", endDate: "2018", highlights: ["Ran the night shift"] },
    ]);
    expect(document.education).toEqual([{ institution: "Riverside", area: "Marketing", startDate: "2010", endDate: "2014" }]);
    expect(notes.map(({ code, path }) => [code, path])).toEqual([
      ["entry_without_dates", "work.0"],
      ["entry_guessed", "education.0"],
    ]);
    expect(notes[1]!.message).toBe("Check “Riverside, Marketing, 2010 – 2014”: the degree and the school were told apart only by their order on the line.");
  });

  it("reads degrees with their field, grade and courses", () => {
    const { document, notes } = prefill(`Sam Lee

Education
Bachelor of Science in Computer Science, University of Texas at Austin, 2014 – 2018
GPA 3.8/4.0
Relevant coursework: Algorithms, Databases, Operating Systems
Abitur, Goethe-Gymnasium Frankfurt, 2013`);
    expect(document.education).toEqual([
      {
        studyType: "Bachelor of Science",
        area: "Computer Science",
        institution: "University of Texas at Austin",
        score: "GPA 3.8/4.0",
        courses: ["Algorithms", "Databases", "Operating Systems"],
        startDate: "2014",
        endDate: "2018",
      },
      { studyType: "Abitur", institution: "Goethe-Gymnasium Frankfurt", startDate: "2013", endDate: "2013" },
    ]);
    expect(notes).toEqual([]);
  });

  it("reads the employer on the line before the title and the dates after it", () => {
    const { document } = prefill(`Priya Shah

Professional Experience
Initech Inc.
Data Engineer
Feb 2021 – Present
• Built 14 Airflow pipelines feeding the finance warehouse
Umbrella Corporation
Business Analyst
Jul 2018 – Jan 2021
• Cut month-end reporting from 5 days to 2`);
    expect(document.work).toEqual([
      { name: "Initech Inc.", position: "Data Engineer", startDate: "2021-02", highlights: ["Built 14 Airflow pipelines feeding the finance warehouse"] },
      { name: "Umbrella Corporation", position: "Business Analyst", startDate: "2018-07", endDate: "2021-01", highlights: ["Cut month-end reporting from 5 days to 2"] },
    ]);
  });

  it("reads headings written inline, and skips the document's own title", () => {
    const { document, notes } = prefill(`Noah Weber
Curriculum Vitae
Profile: Logistics planner who keeps 3 warehouses stocked.
noah.weber@example.com

Experience
Logistics Planner | DHL Supply Chain | 2020 – 2024
Key achievements:
• Cut stock-outs by 20%
Tools: SAP, Excel
Hobbies: chess, running`);
    expect(document.basics).toEqual({ name: "Noah Weber", email: "noah.weber@example.com", summary: "Logistics planner who keeps 3 warehouses stocked." });
    expect(document.work).toEqual([
      { name: "DHL Supply Chain", position: "Logistics Planner", startDate: "2020", endDate: "2024", summary: "Key achievements:", highlights: ["Cut stock-outs by 20%", "Tools: SAP, Excel"] },
    ]);
    expect(document.interests).toEqual([{ name: "chess" }, { name: "running" }]);
    // Neither part is a title or an employer the dictionaries know: their order decided.
    expect(notes.map(({ code, path }) => [code, path])).toEqual([["entry_guessed", "work.0"]]);
  });

  it("keeps within the document's limits and lists what did not fit", () => {
    const jobs = Array.from({ length: 55 }, (_, i) => `Engineer ${i + 1} | Firm${i + 1} GmbH | ${1960 + i} – ${1961 + i}`).join("\n");
    const { document, notes } = prefill(`Sam Lee\n\nExperience\n${jobs}`);
    expect(jsonResumeSchema.safeParse(document).error).toBeUndefined();
    expect(document.work).toHaveLength(50);
    const overflow = notes.find((note) => note.code === "unplaced_lines" && note.path === "work");
    expect(overflow!.lines).toContain("Firm51 GmbH");
    expect(overflow!.lines).toContain("Firm55 GmbH");
  });

  it("uses letter paper for a user in the United States and the user's language when the CV's is unclear", () => {
    const { document } = prefillFromCv("Sam Lee\nsam@example.com", { now: NOW, locale: "pt", country: "US" });
    expect(document.meta).toMatchObject({ paper: "letter", locale: "pt", template: "classic" });
  });
});
