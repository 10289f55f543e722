import { analyzeCv } from "./analyze";
import { extractCv } from "./extract";
import { makeDocx, makePdf, paragraph } from "./fixtures/build";
import { ENGLISH_CV, FRENCH_CV, GERMAN_CV } from "./fixtures/cv-texts";

const NOW = new Date("2025-06-15T12:00:00Z");

describe("analyzeCv", () => {
  it("reads an English CV", () => {
    expect(analyzeCv(ENGLISH_CV, { now: NOW })).toEqual({
      skills: [
        "Go", "TypeScript", "Go-to-market strategy", "Microservices", "Kubernetes", "Node.js", "AWS", "REST APIs", "PostgreSQL",
        "Redis", "JavaScript", "WordPress", "Python", "R", "SQL", "Docker", "Terraform", "Git", "Jira", "Microsoft Excel",
      ],
      titles: ["Senior Software Engineer", "Software Developer", "Web Developer"],
      // Mar 2016 to Jun 2025 with the overlaps counted once; more than the 8+ years stated.
      yearsOfExperience: 9.3,
      emails: ["jane.doe@example.com"],
      phones: ["+1 415 555 0134"],
      links: ["https://linkedin.com/in/janedoe", "https://github.com/janedoe"],
      languages: ["English", "German", "French"],
      sections: ["summary", "experience", "education", "skills", "languages", "interests"],
      wordCount: 142,
      quantifiedResults: 4,
    });
  });

  it("reads a German CV", () => {
    const facts = analyzeCv(GERMAN_CV, { now: NOW });
    expect(facts).toMatchObject({
      titles: ["Senior Project Manager", "Software Developer", "Data Analyst"],
      // Jan 2013 to Jun 2025; the internship overlaps the student job; birth and school dates are left out.
      yearsOfExperience: 12.5,
      emails: ["maria.musterfrau@web.de"],
      phones: ["0170 1234567"],
      links: [],
      languages: ["German", "English", "French"],
      sections: ["summary", "experience", "education", "skills", "languages", "interests"],
      quantifiedResults: 2,
    });
    expect(facts.skills).toEqual([
      "Mechanical engineering", "Leadership", "Budget management", "SAP MM", "Kanban", "Controlling", "Microsoft Office",
      "Microsoft Excel", "Microsoft Word", "PowerPoint", "SAP", "Python", "Power BI",
    ]);
  });

  it("reads a French CV", () => {
    expect(analyzeCv(FRENCH_CV, { now: NOW })).toMatchObject({
      skills: [
        "React", "Node.js", "Java", "Spring Boot", "JavaScript", "TypeScript", "Vue.js", "PostgreSQL", "Docker", "Agile", "Scrum",
        "Project management",
      ],
      titles: ["Full Stack Developer", "Project Manager"],
      yearsOfExperience: 8.8,
      phones: ["06 12 34 56 78"],
      languages: ["French", "English", "Spanish"],
      sections: ["experience", "education", "skills", "languages", "interests"],
      quantifiedResults: 3,
    });
  });

  it("without an experience heading, uses dated lines outside school and birth dates", () => {
    const text = [
      "John Smith",
      "Date of birth: 01.02.1990",
      "Marketing Manager, Zalando SE, 2018 – 2022",
      "Account Executive at HubSpot, 2015 – 2018",
      "University of Leeds, BA Marketing, 2011 – 2014",
    ].join("\n");
    expect(analyzeCv(text, { now: NOW })).toMatchObject({
      titles: ["Marketing Manager", "Account Executive"],
      yearsOfExperience: 7,
      sections: [],
    });
  });

  it("says null when nothing tells the years of experience", () => {
    expect(analyzeCv("Jane Doe\nExperience\nVolunteer at the local library", { now: NOW }).yearsOfExperience).toBeNull();
    expect(analyzeCv("Jane Doe, 5 years of experience in retail", { now: NOW }).yearsOfExperience).toBe(5);
  });

  it("gives the same facts for the same text, and handles an empty one", () => {
    expect(analyzeCv(GERMAN_CV, { now: NOW })).toEqual(analyzeCv(GERMAN_CV, { now: NOW }));
    expect(analyzeCv("", { now: NOW })).toEqual({
      skills: [], titles: [], yearsOfExperience: null, emails: [], phones: [], links: [], languages: [], sections: [], wordCount: 0,
      quantifiedResults: 0,
    });
  });
});

describe("extractCv → analyzeCv", () => {
  it("analyses a PDF CV end to end", async () => {
    const pdf = await makePdf([
      ["Jane Doe", "jane.doe@example.com | +49 170 1234567", "", "EXPERIENCE", "Data Scientist, Zalando SE      Apr 2020 – Present"],
      ["• Improved forecast accuracy by 12% with PyTorch and Spark jobs", "EDUCATION", "M.Sc. Statistics, 2018 – 2020"],
    ]);
    const { text } = await extractCv(pdf);
    expect(analyzeCv(text, { now: NOW })).toMatchObject({
      skills: ["PyTorch", "Apache Spark", "Statistics"],
      titles: ["Data Scientist"],
      yearsOfExperience: 5.3,
      emails: ["jane.doe@example.com"],
      phones: ["+49 170 1234567"],
      sections: ["experience", "education"],
      quantifiedResults: 1,
    });
  });

  it("analyses a DOCX CV end to end, contact details in the page header", async () => {
    const docx = makeDocx({
      header: paragraph("max@example.de\tTel. 0151 23456789"),
      body: [
        paragraph("Berufserfahrung", { style: "Heading1" }),
        paragraph("Vertriebsleiter, Muster AG\n01/2017 – heute"),
        paragraph("Umsatz um 25 % gesteigert, Salesforce eingeführt", { bullet: true }),
        paragraph("Sprachen", { style: "Heading1" }),
        paragraph("Deutsch, Englisch"),
      ].join(""),
    });
    const { text } = await extractCv(docx);
    expect(analyzeCv(text, { now: NOW })).toMatchObject({
      skills: ["Salesforce"],
      titles: ["Sales Director"],
      yearsOfExperience: 8.5,
      emails: ["max@example.de"],
      phones: ["0151 23456789"],
      languages: ["German", "English"],
      quantifiedResults: 1,
    });
  });
});
