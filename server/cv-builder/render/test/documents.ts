import { CV_SECTIONS, type CvDocumentMeta, type JsonResume } from "@/lib/contracts/cv-document";
import { DUTCH_CV, ENGLISH_CV, FRENCH_CV, GERMAN_CV, ITALIAN_CV, PORTUGUESE_CV, SPANISH_CV, UNSTRUCTURED_CV } from "../../../cv/fixtures/cv-texts";
import { prefillFromCv } from "../../prefill";
import { SAMPLE_RESUME } from "../../test/sample-resume";

export const NOW = new Date("2026-11-20T12:00:00Z");

const meta = (overrides: Partial<CvDocumentMeta> = {}): CvDocumentMeta => ({
  template: "classic",
  paper: "a4",
  locale: "en",
  section_order: [...CV_SECTIONS],
  ...overrides,
});

/** JSON Resume's own sample, every standard field used. */
export const SAMPLE_DOCUMENT: JsonResume = (() => {
  const { meta: standardMeta, ...rest } = structuredClone(SAMPLE_RESUME);
  return { ...rest, meta: { ...meta(), ...standardMeta } };
})();

/**
 * A long CV with every section and field: a name in Latin Extended, words in Greek and Cyrillic,
 * jobs ongoing and ended, dates to the day, month and year, wrapped lines, long compound words.
 */
export const FULL_DOCUMENT: JsonResume = {
  basics: {
    name: "Zofia Łukasiewicz-Dvořák",
    label: "Staff Software Engineer",
    image: "https://example.com/zofia.jpg",
    email: "zofia.dvorak@example.org",
    phone: "+49 30 12345678",
    url: "https://zofia.example.org/",
    summary:
      "Backend engineer with twelve years of distributed systems, payments and internationalisation work.\n" +
      "Led Softwareentwicklungsprozesse and Internationalisierungsprojekte across teams in Berlin, Kraków and Lisbon; mentors engineers and writes clear design documents.",
    location: { address: "Torstraße 1", postalCode: "10119", city: "Berlin", countryCode: "DE", region: "Berlin" },
    profiles: [
      { network: "LinkedIn", username: "zofia-dvorak", url: "https://www.linkedin.com/in/zofia-dvorak" },
      { network: "GitHub", username: "zdvorak" },
    ],
  },
  work: [
    {
      name: "Nordwind Payments GmbH",
      location: "Berlin",
      description: "Card payments for European marketplaces",
      position: "Staff Software Engineer",
      url: "https://nordwind.example.com",
      startDate: "2021-03",
      summary: "Owns the settlement platform and its on-call rotation.",
      highlights: [
        "Cut settlement time from 36 to 4 hours by moving batch jobs to Kafka streams and idempotent PostgreSQL writes",
        "Designed the multi-currency ledger used by 40 marketplaces",
      ],
    },
    {
      name: "Wisła Logistics S.A.",
      location: "Kraków",
      position: "Senior Backend Developer",
      startDate: "2016-09-01",
      endDate: "2021-02-28",
      highlights: ["Built the routing service in Go that plans 20,000 deliveries a day"],
    },
    { name: "Freelance", position: "Web Developer", startDate: "2013", endDate: "2016" },
  ],
  volunteer: [
    { organization: "Code Club Berlin", position: "Mentor", startDate: "2019-01", summary: "Teaches Python to teenagers on Saturdays.", highlights: ["Started a girls-only group"] },
  ],
  education: [
    {
      institution: "Jagiellonian University",
      url: "https://uj.example.edu",
      area: "Computer Science",
      studyType: "Master of Science",
      startDate: "2011-10",
      endDate: "2013-07",
      score: "5.0",
      courses: ["Distributed Systems", "Compilers"],
    },
    { institution: "AGH University of Krakow", area: "Applied Mathematics", studyType: "Bachelor", startDate: "2008", endDate: "2011" },
  ],
  awards: [{ title: "Engineering Excellence Award", date: "2023-12", awarder: "Nordwind Payments GmbH", summary: "For the ledger migration." }],
  certificates: [{ name: "Certified Kubernetes Administrator", date: "2022-05-14", issuer: "CNCF", url: "https://example.com/cka" }],
  publications: [{ name: "Idempotent payment pipelines", publisher: "InfoQ", releaseDate: "2024-02", url: "https://example.com/paper", summary: "How retries stay safe." }],
  skills: [
    { name: "Backend", level: "Expert", keywords: ["Go", "Kotlin", "PostgreSQL", "Kafka"] },
    { name: "Cloud", keywords: ["Kubernetes", "Terraform", "AWS"] },
    { name: "TypeScript" },
    { name: "Domain-driven design" },
  ],
  languages: [
    { language: "Polish", fluency: "Native" },
    { language: "English", fluency: "C2" },
    { language: "German", fluency: "C1" },
    { language: "Ελληνικά", fluency: "A2" },
    { language: "Русский", fluency: "B1" },
  ],
  interests: [{ name: "Mountaineering", keywords: ["Tatra", "Alps"] }, { name: "Chess" }],
  references: [{ name: "Jan Kowalski", reference: "Zofia is the engineer every team asks for first." }],
  projects: [
    {
      name: "Open ledger",
      description: "An open-source double-entry ledger library.",
      highlights: ["Used by three fintech start-ups"],
      keywords: ["Go", "PostgreSQL"],
      startDate: "2022-01",
      url: "https://github.com/zdvorak/ledger",
      roles: ["Maintainer"],
      entity: "Personal",
      type: "library",
    },
  ],
  meta: meta({ section_order: ["work", "projects", "education", "skills", "certificates", "languages"] }),
};

const FIXTURE_CVS = { ENGLISH_CV, GERMAN_CV, FRENCH_CV, SPANISH_CV, ITALIAN_CV, PORTUGUESE_CV, DUTCH_CV, UNSTRUCTURED_CV };

/** The fixture CVs as the builder starts them from an upload: each in its own language. */
export const FIXTURE_DOCUMENTS: [string, JsonResume][] = Object.entries(FIXTURE_CVS).map(([name, text]) => [
  name,
  prefillFromCv(text, { now: NOW, locale: "en", country: "DE" }).document,
]);

export const withMeta = (document: JsonResume, overrides: Partial<CvDocumentMeta>): JsonResume => ({ ...document, meta: { ...document.meta, ...overrides } });
