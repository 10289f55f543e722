import { locales, type Locale } from "@/lib/i18n/locales";
import { unsupportedClaims } from "../grounding";
import { emptySources, type UserSources } from "../sources";
import { answerOffline, fitToLength } from "./offline";
import { QUESTIONS } from "./test-questions";
import { FRONTEND_JOB, RICH_CV_TEXT, richSources } from "./test-sources";
import type { WriterInput, WriterResult } from "./types";

const rich = richSources();
const write = (question: string, sources: UserSources = rich, extra: Partial<WriterInput> = {}) =>
  answerOffline({ question, sources, job: FRONTEND_JOB, locale: "en", ...extra });

const textOf = (result: WriterResult) => (result.status === "answered" ? result.answer : result.message);

function answered(result: WriterResult) {
  if (result.status !== "answered") throw new Error(`expected an answer, got ${result.reason}: ${result.message}`);
  return result;
}

function needsUser(result: WriterResult) {
  if (result.status !== "needs_user") throw new Error(`expected needs_user, got the answer ${result.answer}`);
  return result;
}

describe("every question in every language, with a full CV and with nothing on file", () => {
  const context = (question: string) => [question, FRONTEND_JOB.title, FRONTEND_JOB.company, FRONTEND_JOB.description];
  const users: [string, UserSources][] = [
    ["a full CV", rich],
    ["nothing on file", emptySources()],
  ];

  describe.each(users)("%s", (_, sources) => {
    it.each(locales.flatMap((locale) => Object.entries(QUESTIONS[locale]).map(([kind, question]) => [locale, kind, question] as const)))(
      "%s %s: says nothing the sources do not support, the same every time",
      (locale, _kind, question) => {
        for (const userLocale of ["en", locale] as Locale[]) {
          const result = write(question, sources, { locale: userLocale });
          expect(unsupportedClaims(textOf(result), sources, context(question))).toEqual([]);
          expect(textOf(result).length).toBeGreaterThan(0);
          expect(write(question, sources, { locale: userLocale })).toEqual(result);
        }
      },
    );
  });

  it("answers every question but motivation from a full CV, and none without one", () => {
    for (const locale of locales) {
      for (const [kind, question] of Object.entries(QUESTIONS[locale])) {
        expect([kind, write(question).status]).toEqual([kind, kind === "motivation" ? "needs_user" : "answered"]);
        expect([kind, write(question, emptySources()).status]).toEqual([kind, "needs_user"]);
      }
    }
  });
});

describe("answers", () => {
  it("gives the total years with the CV's titles", () => {
    expect(write("How many years of experience do you have?")).toEqual({
      status: "answered",
      answer: "I have 7 years of professional experience, working as Senior Frontend Engineer and Frontend Developer.",
      engine: "offline",
      basis: [
        { kind: "cv_years", ref: "7" },
        { kind: "cv_title", ref: "Senior Frontend Engineer" },
        { kind: "cv_title", ref: "Frontend Developer" },
      ],
      usage: null,
    });
  });

  it("prefers the years the user stated on the profile to the CV's count", () => {
    const result = answered(write("How many years of experience do you have?", richSources({ details: { ...rich.details, yearsOfExperience: 8 } })));
    expect(result.answer).toMatch(/^I have 8 years/);
    expect(result.basis[0]).toEqual({ kind: "profile", ref: "years_of_experience" });
  });

  it("gives years with a skill only when a CV line states them, and quotes it", () => {
    expect(answered(write("How many years of GraphQL experience do you have?")).answer).toBe("My CV says: “4 years of GraphQL in production across three teams”");
    const react = needsUser(write("How many years of experience do you have with React?"));
    expect(react).toMatchObject({ reason: "no_source", message: "Your CV does not say how many years you have worked with React. It gives 7 years of experience in total." });
  });

  it("answers experience with a skill from the CV: the role it was used in and the CV's own lines", () => {
    const result = answered(write("Tell us about your experience with React"));
    expect(result.answer).toBe(
      "Yes. React is among the skills on my CV. I used React as Senior Frontend Engineer. " +
        "For example: “Led the migration of 40 pages to React and TypeScript, cutting load time by 35%” and “Built a design system in React used by 12 product teams”",
    );
    expect(result.basis).toEqual([
      { kind: "cv_skill", ref: "React" },
      { kind: "cv_title", ref: "Senior Frontend Engineer" },
      { kind: "cv_achievement", ref: "Led the migration of 40 pages to React and TypeScript, cutting load time by 35%" },
      { kind: "cv_achievement", ref: "Built a design system in React used by 12 product teams" },
    ]);
    expect(answered(write("Do you have experience with Angular?")).answer).toContain("I used Angular as Frontend Developer.");
  });

  it("asks the user about a skill the CV does not name", () => {
    expect(needsUser(write("Do you have experience with Kubernetes?"))).toMatchObject({
      reason: "no_source",
      message: "Your CV does not mention Kubernetes. If you have worked with it, answer in your own words.",
    });
  });

  it("sums the user up from the CV: titles, years, the skills the job asks first, two results verbatim", () => {
    const result = answered(write("Tell us about yourself"));
    expect(result.answer).toBe(
      "I have 7 years of professional experience, working as Senior Frontend Engineer and Frontend Developer. " +
        "My skills include React, TypeScript, Design systems, Angular, and GraphQL. " +
        "Results from my CV: “Led the migration of 40 pages to React and TypeScript, cutting load time by 35%” and “Built a design system in React used by 12 product teams”",
    );
    for (const line of rich.cv!.achievements.slice(0, 2)) expect(RICH_CV_TEXT).toContain(line);
  });

  it("quotes the biggest achievement verbatim, or asks for one when the CV has no measured result", () => {
    expect(answered(write("What is your biggest achievement?")).answer).toBe("One result I am glad to point to: “Led the migration of 40 pages to React and TypeScript, cutting load time by 35%”");
    const plain = richSources({ cv: { ...rich.cv!, achievements: ["Worked on many interesting projects with great people"] } });
    expect(needsUser(write("What is your biggest achievement?", plain)).reason).toBe("no_source");
  });

  it("names the spoken languages in the question's language", () => {
    expect(answered(write("What languages do you speak?")).answer).toBe("I speak English, German, and Spanish.");
    expect(answered(write("Welche Sprachen sprechen Sie?")).answer).toBe("Ich spreche Englisch, Deutsch und Spanisch.");
    expect(answered(write("Welke talen spreek je?")).answer).toBe("Ik spreek Engels, Duits en Spaans.");
  });

  it("quotes the education lines, else the profile's highest education", () => {
    expect(answered(write("What is your highest level of education?")).answer).toBe(
      "My education: M.Sc. Computer Science, Technical University of Munich, 2018; B.Sc. Computer Science, University of Lisbon, 2016.",
    );
    const noLines = richSources({ cv: { ...rich.cv!, education: [] } });
    expect(answered(write("What is your highest level of education?", noLines))).toMatchObject({
      answer: "My highest level of education: a master’s degree.",
      basis: [{ kind: "profile", ref: "highest_education" }],
    });
  });

  it("gives the salary expectation, notice period and start in the locale's own number format", () => {
    expect(answered(write("What are your salary expectations?")).answer).toBe("My salary expectation is 85,000 EUR per year.");
    expect(answered(write("Was sind Ihre Gehaltsvorstellungen?")).answer).toBe("Meine Gehaltsvorstellung: 85.000 EUR pro Jahr.");
    expect(answered(write("Quelles sont vos prétentions salariales ?")).answer).toBe("Mes prétentions salariales sont de 85\u202f000 EUR par an.");
    expect(answered(write("What is your notice period?")).answer).toBe("My notice period is one month.");
    expect(answered(write("When can you start?")).answer).toBe("I can start once my notice period of one month has passed.");
    const free = richSources({ details: { ...rich.details, noticePeriod: "immediately" } });
    expect(answered(write("¿Cuándo puedes empezar?", free)).answer).toBe("Puedo empezar de inmediato.");
  });

  it("answers work authorisation for a country on the profile, and leaves any other to the user", () => {
    expect(answered(write("Are you legally authorised to work in Germany?")).answer).toBe("Yes, I am authorised to work there (Germany).");
    expect(answered(write("Do you have the right to work in the EU?")).answer).toBe("I am authorised to work in the following country: Germany.");
    expect(answered(write("Are you authorised to work in any country?")).answer).toBe("I am authorised to work in the following countries: United Kingdom and Germany.");
    expect(needsUser(write("Are you authorized to work in the US?"))).toMatchObject({
      reason: "no_source",
      message: "Your profile lists work authorisation only for: United Kingdom and Germany. The question asks about another country (United States), so only you can answer it.",
    });
  });

  it("brings the skills the posting asks for, with a result, to a strengths question", () => {
    expect(answered(write("Why should we hire you?")).answer).toBe(
      "I have 7 years of professional experience. For this role I bring React, TypeScript, and Design systems, which the posting asks for. " +
        "For example: “Led the migration of 40 pages to React and TypeScript, cutting load time by 35%”",
    );
    expect(answered(write("What are your strengths?", rich, { job: null })).answer).toContain("My strengths, as my CV shows them: React, TypeScript, Angular, GraphQL, and Node.js.");
  });
});

describe("the user's turn", () => {
  it("never answers why the user wants the job, and points at what the posting and the CV share", () => {
    expect(write("Why do you want to work at Acme?")).toEqual({
      status: "needs_user",
      reason: "motivation",
      message:
        "Only you can say why you want this job. Write two or three sentences in your own words; your answer is kept for similar questions. " +
        "A place to start: the posting asks for React, TypeScript, and Design systems, which your CV shows.",
      engine: "offline",
      usage: null,
    });
    for (const locale of locales) expect(write(QUESTIONS[locale].motivation).status).toBe("needs_user");
  });

  it("says what is missing, in the user's language, whatever the question's", () => {
    expect(needsUser(write("Was sind Ihre Gehaltsvorstellungen?", emptySources(), { locale: "fr" })).message).toBe(
      "Votre profil n’indique pas de prétentions salariales. Ajoutez-les à votre profil ou répondez ici.",
    );
    expect(needsUser(write("What is your favourite colour?", rich, { locale: "nl" }))).toMatchObject({ reason: "no_source", message: expect.stringMatching(/^Je profiel en cv/) });
  });
});

describe("the answer bank", () => {
  it("answers with the user's own words for the same question, folded", () => {
    expect(write("HOW did you hear about us")).toEqual({
      status: "answered",
      answer: "Through a former colleague who works there.",
      engine: "offline",
      basis: [{ kind: "answer_bank", ref: "How did you hear about us?" }],
      usage: null,
    });
  });

  it("meets a question of the same meaning in other words, but never years with another skill", () => {
    expect(answered(write("Where did you find this job?")).basis).toEqual([{ kind: "answer_bank", ref: "How did you hear about us?" }]);
    const banked = richSources({ answers: [{ question: "How many years of experience do you have with Python?", answer: "Three years." }] });
    expect(write("How many years of experience do you have with Java?", banked).status).toBe("needs_user");
    expect(answered(write("How many years of experience do you have with Python?", banked)).answer).toBe("Three years.");
  });

  it("wins over a motivation question the user has answered", () => {
    const banked = richSources({ answers: [{ question: "Why do you want to work at Acme?", answer: "I use Acme's product every day." }] });
    expect(answered(write("Why do you want to work at Acme?", banked)).answer).toBe("I use Acme's product every day.");
  });
});

describe("the language of the answer", () => {
  it("is the question's when its words tell, else the user's", () => {
    expect(answered(write("Wie viele Jahre Berufserfahrung haben Sie?", rich, { locale: "it" })).answer).toMatch(/^Ich habe 7 Jahre/);
    expect(answered(write("Salary?", rich, { locale: "it" })).answer).toBe("La mia aspettativa economica è di 85.000 EUR all’anno.");
  });
});

describe("maxLength", () => {
  it("keeps whole sentences that fit", () => {
    const result = answered(write("Tell us about yourself", rich, { maxLength: 200 }));
    expect(result.answer).toBe(
      "I have 7 years of professional experience, working as Senior Frontend Engineer and Frontend Developer. My skills include React, TypeScript, Design systems, Angular, and GraphQL.",
    );
  });

  it("cuts a first sentence longer than the limit at a word", () => {
    expect(fitToLength(["One two three four five six seven."], 20)).toBe("One two three four…");
    expect(fitToLength(["Short.", "Also short."], 100)).toBe("Short. Also short.");
  });
});
