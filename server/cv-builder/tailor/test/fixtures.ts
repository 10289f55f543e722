import { CV_SECTIONS, type JsonResume } from "@/lib/contracts/cv-document";
import type { TailorJob } from "../types";

/** A frontend engineer's CV: React work among other work, skills in three groups, a summary naming React last. */
export const FRONTEND_CV: JsonResume = {
  basics: {
    name: "Ada Lovelace",
    label: "Senior Frontend Engineer",
    email: "ada@example.com",
    summary:
      "Engineer with 7 years of experience building web products. Mentors junior developers and runs code reviews. Builds interfaces with Vue.js, Angular and React.",
  },
  work: [
    {
      name: "Acme GmbH",
      position: "Senior Frontend Engineer",
      startDate: "2021-03",
      highlights: [
        "Ran the hiring loop for 4 engineers",
        "Migrated the billing service from PHP to Go, cutting costs by 30%",
        "Built a design system in React used by 12 product teams",
        "Moved the build from Webpack to Vite, halving build times",
        "Rewrote the checkout in Vue.js and TypeScript with accessible forms",
      ],
    },
    {
      name: "Globex",
      position: "Frontend Developer",
      startDate: "2017-01",
      endDate: "2021-02",
      highlights: ["Maintained jQuery widgets for the intranet", "Wrote unit tests with Jest for 40 components", "Added Postgres read replicas for the reports"],
    },
  ],
  education: [{ institution: "TU Berlin", area: "Computer Science", studyType: "Bachelor", startDate: "2013-10", endDate: "2016-09" }],
  skills: [
    { name: "Backend", keywords: ["PHP", "Go", "PostgreSQL"] },
    { name: "Frontend", keywords: ["Vue.js", "Angular", "React", "TypeScript", "CSS"] },
    { name: "Tools", keywords: ["Git", "Jest", "Webpack"] },
  ],
  languages: [
    { language: "English", fluency: "Fluent" },
    { language: "German", fluency: "Native" },
  ],
  interests: [{ name: "Rowing" }],
  projects: [
    {
      name: "Open-source charts",
      highlights: ["Keeps the documentation site up to date", "Maintains a charting library in TypeScript with 2,000 stars"],
      keywords: ["D3.js", "SVG", "TypeScript"],
    },
  ],
  meta: { template: "classic", paper: "a4", locale: "en", section_order: [...CV_SECTIONS] },
};

export const REACT_JOB: TailorJob = {
  title: "Frontend Engineer (React)",
  company: "Initech",
  description:
    "You will build accessible interfaces in React and TypeScript, own our design system and work with PostgreSQL-backed APIs. " +
    "Nice to have: GraphQL and Kubernetes. You mentor other engineers.",
  language: "en",
};

/** The same kind of CV, written in German. */
export const GERMAN_FRONTEND_CV: JsonResume = {
  basics: {
    name: "Max Mustermann",
    label: "Frontend-Entwickler",
    summary: "Entwickler mit 6 Jahren Berufserfahrung im E-Commerce. Arbeitet mit Angular, Vue.js und React an barrierefreien Oberflächen.",
  },
  work: [
    {
      name: "Otto GmbH",
      position: "Frontend-Entwickler",
      startDate: "2019-04",
      highlights: [
        "Betreuung der Suchfunktion für 3 Millionen Kunden",
        "Einführung von Cypress-Tests für den Warenkorb",
        "Umstellung des Shops auf React und TypeScript",
      ],
    },
  ],
  skills: [
    { name: "Werkzeuge", keywords: ["Git", "Cypress", "Jira"] },
    { name: "Sprachen und Frameworks", keywords: ["Angular", "Vue.js", "React", "TypeScript"] },
  ],
  meta: { template: "classic", paper: "a4", locale: "de", section_order: [...CV_SECTIONS] },
};

export const GERMAN_JOB: TailorJob = {
  title: "Frontend-Entwickler (m/w/d) React",
  company: "Zalando SE",
  description:
    "Deine Aufgaben: Du entwickelst barrierefreie Oberflächen mit React und TypeScript und verbesserst die Suchfunktion unseres Shops. " +
    "Dein Profil: Erfahrung mit React, TypeScript und GraphQL.",
  language: "de",
};

/** A nurse's CV: nothing in it is what a React posting asks for. */
export const NURSE_CV: JsonResume = {
  basics: { name: "Grace Hopper", label: "Registered Nurse", summary: "Registered nurse on a cardiology ward. Calm under pressure." },
  work: [
    {
      name: "St. Mary's Hospital",
      position: "Registered Nurse",
      startDate: "2018-05",
      highlights: ["Cared for 12 patients per shift on the cardiology ward", "Trained 5 new nurses in medication rounds"],
    },
  ],
  education: [{ institution: "King's College London", area: "Nursing", studyType: "Bachelor", endDate: "2018" }],
  skills: [{ name: "Clinical", keywords: ["Triage", "Phlebotomy", "Wound dressing"] }],
  meta: { template: "classic", paper: "a4", locale: "en", section_order: [...CV_SECTIONS] },
};
