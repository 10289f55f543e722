import { locales } from "@/lib/i18n/locales";
import { classifyQuestion, countryIn, detectLocale } from "./classify";
import { QUESTIONS } from "./test-questions";

describe("classifyQuestion", () => {
  describe.each(locales)("in %s", (locale) => {
    it.each(Object.entries(QUESTIONS[locale]))("reads a %s question and its language", (kind, question) => {
      expect(classifyQuestion(question)).toMatchObject({ kind, locale });
    });
  });

  it.each([
    ["Why should we hire you?", "strengths"],
    ["What interests you about this position?", "motivation"],
    ["Why this role?", "motivation"],
    ["Cover letter", "motivation"],
    ["How many years of experience do you have with Python?", "years"],
    ["Tell us about your experience with React", "skill_experience"],
    ["Do you have experience with Kubernetes?", "skill_experience"],
    ["Do you speak German?", "languages"],
    ["¿Hablas inglés?", "languages"],
    ["What programming languages do you know?", "skills"],
    ["Parlez-nous de vous.", "summary"],
    ["Ci parli di lei", "summary"],
    ["Do you require visa sponsorship?", "unknown"],
    ["What is your favourite colour?", "unknown"],
  ])("%s → %s", (question, kind) => {
    expect(classifyQuestion(question).kind).toBe(kind);
  });

  it("names the skills a question asks about, as the CV dictionary names them", () => {
    expect(classifyQuestion("How many years of experience do you have with React and TypeScript?")).toMatchObject({ kind: "years", skills: ["React", "TypeScript"] });
    expect(classifyQuestion("Tell us about yourself").skills).toEqual([]);
  });
});

describe("detectLocale", () => {
  it("is null when the words do not tell", () => {
    expect(detectLocale("Cover letter")).toBeNull();
    expect(detectLocale("React?")).toBeNull();
  });

  it("tells languages apart that share words", () => {
    expect(detectLocale("Por que você quer trabalhar conosco?")).toBe("pt");
    expect(detectLocale("¿Por qué quieres trabajar con nosotros?")).toBe("es");
    expect(detectLocale("Háblanos de ti")).toBe("es");
    expect(detectLocale("Wat is de reden?")).toBe("nl");
  });
});

describe("countryIn", () => {
  it.each([
    ["Are you authorized to work in the US?", "US"],
    ["Are you legally authorised to work in the United Kingdom?", "GB"],
    ["Do you have the right to work in the UK?", "GB"],
    ["Haben Sie eine Arbeitserlaubnis für Deutschland?", "DE"],
    ["Avez-vous un permis de travail en France ?", "FR"],
    ["¿Tienes permiso de trabajo en la Unión Europea?", "EU"],
    ["Can you work in the EU?", "EU"],
    ["Heb je een werkvergunning voor Nederland?", "NL"],
  ])("%s → %s", (question, code) => {
    expect(countryIn(question)).toBe(code);
  });

  it("takes no pronoun for a country and finds none where none is named", () => {
    expect(countryIn("Would you tell us about your right to work?")).toBeNull();
    expect(countryIn("Are you authorised to work here?")).toBeNull();
  });
});
