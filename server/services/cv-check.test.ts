import { checkCv, type CvCheck } from "./cv-check";

const NOW = new Date("2026-03-02T09:00:00Z");

const STRONG_ENGLISH = `Jane Doe
Senior Frontend Engineer
jane.doe@example.com | +44 7700 900123 | linkedin.com/in/janedoe | London

SUMMARY
Frontend engineer with 8 years of experience building fast, accessible web applications in React and TypeScript.

EXPERIENCE
Senior Frontend Engineer, Monzo Bank, London — Jan 2021 – Present
• Led the rebuild of the customer web app in React and TypeScript for 4 million users
• Cut page load time by 45% by splitting bundles and caching API responses
• Mentored 5 engineers, two of whom were promoted within a year
• Introduced visual regression tests that caught 120 bugs before release
Frontend Developer, Deliveroo, London — Mar 2018 – Dec 2020
• Built the restaurant dashboard used by 30,000 partners
• Raised checkout conversion by 8% through A/B tested form changes
• Maintained the design system and its documentation
Web Developer, Acme Digital, Leeds — Sep 2016 – Feb 2018
• Shipped 25 marketing sites for retail clients on tight deadlines
• Automated image optimisation, saving £20k a year in hosting

EDUCATION
BSc Computer Science, University of Leeds, 2013 – 2016

SKILLS
React, TypeScript, JavaScript, Next.js, GraphQL, CSS, Jest, Playwright, Webpack, Accessibility (WCAG 2.1)

LANGUAGES
English (native), French (B2)

INTERESTS
Climbing, photography, open-source contributions to testing libraries and accessibility tooling in the React ecosystem.
Volunteer coding mentor at CodeBar London, helping career changers write their first web applications and prepare for interviews.
Speaker at two local meetups about performance budgets, bundle analysis, design systems and automated accessibility testing in CI.`;

const WEAK_ENGLISH = `John Smith
Worked at several companies as a developer and did many different things.

Work History
Developer at Globex
Responsible for maintaining the internal website and fixing bugs
Worked with the team on new features for customers
Helped with deployments and wrote documentation for the team
Took part in code reviews and planning meetings every week
Developer at Initech
Built pages for the company intranet with JavaScript and PHP`;

const GERMAN = `Maria Musterfrau
Musterstraße 12, 10115 Berlin
Tel.: 0170 1234567 · E-Mail: maria.musterfrau@web.de · xing.com/profile/Maria_Musterfrau

Kurzprofil
Projektleiterin mit über 10 Jahren Berufserfahrung im Maschinenbau und in der Digitalisierung der Fertigung.

Beruflicher Werdegang
04/2020 – heute Senior Projektmanagerin, Bosch GmbH, Stuttgart
- Steigerung der Liefertreue um 15 % in zwei Werken
- Führung von 12 Mitarbeitern, Budgetverantwortung 2 Mio. €
- Einführung eines werksübergreifenden Kennzahlensystems für die Geschäftsführung
10/2015 – 09/2018 Projektingenieurin, Siemens AG, Erlangen
- Einführung von SAP MM und Kanban in der Fertigung
- Leitung von 8 Kundenprojekten mit einem Volumen von 5 Mio. €
Januar 2013 – September 2015 Werkstudentin Controlling, Daimler AG
- Aufbau eines Reportings für die Kostenstellen der Montage

Ausbildung
2008 – 2013 Studium Wirtschaftsingenieurwesen, KIT Karlsruhe (Diplom)

EDV-Kenntnisse
MS Office (Excel, Word, PowerPoint), SAP, Python, Power BI

Sprachkenntnisse
Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch (Grundkenntnisse)`;

const FRENCH = `Claire Martin
Développeuse Full Stack
claire.martin@gmail.com — 06 12 34 56 78 — Lyon — linkedin.com/in/clairemartin

Profil
Développeuse full stack passionnée par les produits utiles, huit ans d'expérience en agences et en ESN.

Expérience professionnelle
Développeuse full stack, Capgemini SAS, Lyon — mars 2019 à aujourd'hui
• Réduction du temps de chargement de 40 % grâce à React et Node.js
• Encadrement de 3 développeurs juniors
• Mise en place de l'intégration continue pour 6 applications
Développeuse web, Sopra Steria — septembre 2016 – février 2019
• Développement d'applications Java / Spring Boot pour 2 clients bancaires

Formation
2011 – 2016 Diplôme d'ingénieur, INSA Lyon

Compétences
JavaScript, TypeScript, Vue.js, PostgreSQL, Docker, méthodes agiles (Scrum), gestion de projet`;

const SPANISH_WITH_PROBLEMS = `Lucía García
lucia.garcia@correo.es

Experiencia laboral
Analista de datos, Telefónica, Madrid, 03/2021 – actualidad
• Elaboración de cuadros de mando para el equipo comercial
• Automatización de informes semanales con Python y SQL
• Coordinación con los equipos de marketing y ventas
Analista de datos junior, BBVA, enero 2017 – junio 2019
• Limpieza y preparación de datos de clientes para los modelos de riesgo
• Presentación de resultados a la dirección
Becaria, Indra, 2016-06 – 2016-12
• Apoyo al equipo de inteligencia de negocio
Analista, Repsol, 2027 – 2028

Formación
Grado en Estadística, Universidad Complutense de Madrid, 2012 – 2016`;

const DUTCH_ITALIAN_PORTUGUESE_HEADINGS = [
  ["Werkervaring", "Opleiding", "Vaardigheden", "Samenvatting"],
  ["Esperienza professionale", "Istruzione", "Competenze", "Profilo"],
  ["Experiência profissional", "Formação académica", "Competências", "Resumo"],
];

const ids = (check: CvCheck) => check.findings.map(({ id }) => id);

describe("checkCv", () => {
  it("finds nothing to fix in a complete, measured English CV", () => {
    const check = checkCv(STRONG_ENGLISH, { targetTitles: ["Frontend Engineer", "Senior Frontend Developer"], now: NOW });
    expect(check.findings).toEqual([]);
    expect(check.score).toBe(100);
    expect(check.passed).toEqual(["sections", "contact", "titles", "length", "results", "dates"]);
    expect(check.sections).toEqual([
      { key: "experience", present: true },
      { key: "education", present: true },
      { key: "skills", present: true },
      { key: "summary", present: true },
    ]);
    expect(check.contact).toEqual({ email: "jane.doe@example.com", phone: "+44 7700 900123", linkedin: "https://linkedin.com/in/janedoe" });
    expect(check.titles).toEqual([
      { title: "Frontend Engineer", found: true, missing_words: [] },
      { title: "Senior Frontend Developer", found: true, missing_words: [] },
    ]);
    expect(check.results).toEqual({ statements: 9, quantified: 8 });
    expect(check.dates).toEqual({ ranges: 3, formats: ["month_name"], gaps: [] });
    expect(check.length.pages).toBe(1);
  });

  it("lists a weak CV's problems with the most important first", () => {
    const check = checkCv(WEAK_ENGLISH, { targetTitles: ["Data Analyst"], now: NOW });
    expect(ids(check)).toEqual([
      "little_text",
      "missing_email",
      "missing_education",
      "missing_skills",
      "missing_phone",
      "titles_missing",
      "no_quantified_results",
      "undated_experience",
      "missing_summary",
      "missing_linkedin",
    ]);
    expect(check.findings.map(({ severity }) => severity)).toEqual(["high", "high", "medium", "medium", "medium", "medium", "medium", "medium", "low", "low"]);
    // "Work History" is an experience heading, so that section is there.
    expect(check.sections.find(({ key }) => key === "experience")).toEqual({ key: "experience", present: true });
    const results = check.findings.find(({ id }) => id === "no_quantified_results")!;
    expect(results.params.examples).toEqual([
      "Responsible for maintaining the internal website and fixing bugs",
      "Worked with the team on new features for customers",
      "Helped with deployments and wrote documentation for the team",
    ]);
    expect(check.findings.find(({ id }) => id === "titles_missing")!.params).toEqual({ titles: ["Data Analyst"] });
    expect(check.score).toBe(100 - 2 * 15 - 6 * 8 - 2 * 3);
    expect(check.passed).toEqual([]);
  });

  it("reads German headings, a German title for an English target and euro amounts", () => {
    const check = checkCv(GERMAN, { targetTitles: ["Project Manager", "Head of Operations"], now: NOW });
    expect(check.sections.every(({ present }) => present)).toBe(true);
    expect(check.contact).toMatchObject({ email: "maria.musterfrau@web.de", phone: "0170 1234567", linkedin: null });
    expect(check.titles).toEqual([
      { title: "Project Manager", found: true, missing_words: [] },
      { title: "Head of Operations", found: false, missing_words: ["head", "operations"] },
    ]);
    expect(check.results).toEqual({ statements: 6, quantified: 3 });
    // 10/2018 to 04/2020 without a job: a gap of a year and a half, named in months.
    expect(check.dates.gaps).toEqual([{ from: "2018-10", to: "2020-03", months: 18 }]);
    expect(check.dates.formats).toEqual(["numeric", "month_name"]);
    expect(ids(check)).toEqual(["too_short", "missing_linkedin", "title_words_missing", "employment_gap", "mixed_date_formats"]);
  });

  it("reads a French CV in the feminine and finds its target title", () => {
    const check = checkCv(FRENCH, { targetTitles: ["Full Stack Developer"], now: NOW });
    expect(check.titles).toEqual([{ title: "Full Stack Developer", found: true, missing_words: [] }]);
    expect(check.sections.every(({ present }) => present)).toBe(true);
    expect(check.contact.phone).toBe("06 12 34 56 78");
    expect(check.dates.formats).toEqual(["month_name"]);
    expect(ids(check)).toEqual(["too_short"]);
  });

  it("flags a Spanish CV's future dates, mixed date styles and unmeasured work", () => {
    const check = checkCv(SPANISH_WITH_PROBLEMS, { targetTitles: ["Data Analyst"], now: NOW });
    expect(check.titles).toEqual([{ title: "Data Analyst", found: true, missing_words: [] }]);
    expect(check.dates.formats).toEqual(["numeric", "month_name", "iso"]);
    expect(check.findings.find(({ id }) => id === "future_date")).toEqual({ id: "future_date", area: "dates", severity: "medium", params: { year: 2027 } });
    expect(check.findings.find(({ id }) => id === "no_quantified_results")?.params.statements).toBe(6);
    expect(ids(check)).toEqual(
      expect.arrayContaining(["missing_phone", "missing_skills", "no_quantified_results", "future_date", "mixed_date_formats"]),
    );
    // Two years between BBVA (June 2019) and Telefónica (March 2021).
    expect(check.dates.gaps).toEqual([{ from: "2019-07", to: "2021-02", months: 20 }]);
  });

  it.each(DUTCH_ITALIAN_PORTUGUESE_HEADINGS)("recognises the four sections under %s, %s, %s and %s", (experience, education, skills, summary) => {
    const text = [`${summary}`, "Ervaren collega.", experience, "2019 – 2024 Acme", education, "2015 – 2019 Universiteit", skills, "Excel"].join("\n");
    expect(checkCv(text, { now: NOW }).sections.every(({ present }) => present)).toBe(true);
  });

  it("wants at most two pages before ten years of experience, three after", () => {
    const bullet = "• Delivered the quarterly planning for the regional sales team and its partners across Europe";
    const long = (years: string) => ["Experience", `Sales Manager, Acme, ${years}`, ...Array.from({ length: 90 }, () => bullet)].join("\n");
    const junior = checkCv(long("2020 – 2026"), { now: NOW });
    expect(junior.findings.find(({ id }) => id === "too_long")?.params).toEqual({ words: 1266, pages: 3, max_pages: 2 });
    const senior = checkCv(long("2008 – 2026"), { now: NOW });
    expect(ids(senior)).not.toContain("too_long");
    expect(senior.length.max_pages).toBe(3);
  });

  it("passes no title check when there were no titles to look for", () => {
    const check = checkCv(STRONG_ENGLISH, { now: NOW });
    expect(check.titles).toEqual([]);
    expect(check.passed).not.toContain("titles");
    expect(check.findings).toEqual([]);
  });

  it("handles an empty text", () => {
    const check = checkCv("", { now: NOW });
    expect(ids(check)).toEqual(["little_text", "missing_experience", "missing_email", "missing_education", "missing_skills", "missing_phone", "missing_summary", "missing_linkedin"]);
    expect(check.length).toEqual({ words: 0, pages: 1, max_pages: 2 });
    // Nothing to judge results or dates by: neither passes.
    expect(check.passed).toEqual([]);
  });
});
