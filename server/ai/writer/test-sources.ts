import { achievementsOf, educationOf, emptySources, type UserSources } from "../sources";

// A user with a full CV and profile, for the writer's and the grounding check's tests. The CV is
// plain text as the extractor leaves it; its achievement and education lines are read the way
// loadUserSources reads them.

export const RICH_CV_TEXT = `Ada Lovelace
Senior Frontend Engineer
ada@example.com

Summary
Frontend engineer with 7 years of experience building web products for retail and banking.

Experience
Senior Frontend Engineer, Globex, Berlin
2021 – present
• Led the migration of 40 pages to React and TypeScript, cutting load time by 35%
• Built a design system in React used by 12 product teams
• Mentored 5 junior developers
• 4 years of GraphQL in production across three teams

Frontend Developer, Initech, Madrid
2018 – 2021
• Built customer dashboards in Angular used by 1,200 customers
• Reduced support tickets by 20% with a new onboarding flow

Education
M.Sc. Computer Science, Technical University of Munich, 2018
B.Sc. Computer Science, University of Lisbon, 2016

Skills
React, TypeScript, Angular, GraphQL, Node.js, CSS

Languages
English (native), German (C1), Spanish (B2)
`;

export function richSources(overrides: Partial<UserSources> = {}): UserSources {
  return {
    ...emptySources("en"),
    firstName: "Ada",
    country: "GB",
    cv: {
      resumeId: "00000000-0000-4000-8000-000000000001",
      fileName: "Ada Lovelace CV.pdf",
      skills: ["React", "TypeScript", "Angular", "GraphQL", "Node.js", "CSS"],
      titles: ["Senior Frontend Engineer", "Frontend Developer"],
      yearsOfExperience: 7,
      languages: ["English", "German", "Spanish"],
      sections: ["summary", "experience", "education", "skills", "languages"],
      achievements: achievementsOf(RICH_CV_TEXT),
      education: educationOf(RICH_CV_TEXT),
      text: RICH_CV_TEXT,
    },
    search: { titles: ["Frontend Engineer"], seniorities: ["senior"], countries: ["DE", "GB"] },
    details: {
      salaryExpectation: { amount: 85000, currency: "EUR", period: "year" },
      noticePeriod: "1_month",
      availableFrom: "2026-04-01",
      requiresSponsorship: false,
      workAuthorization: ["GB", "DE"],
      highestEducation: "master",
      yearsOfExperience: 7,
    },
    answers: [{ question: "How did you hear about us?", answer: "Through a former colleague who works there." }],
    ...overrides,
  };
}

/** A posting that asks for some of the CV's skills and one it lacks. */
export const FRONTEND_JOB = {
  title: "Frontend Engineer",
  company: "Acme",
  description: "We build our product with React and TypeScript, and we are moving our design system to Vue. Experience with Storybook is a plus.",
};
