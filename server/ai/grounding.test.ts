import { unsupportedClaims, sourceText } from "./grounding";
import { emptySources } from "./sources";
import { richSources } from "./writer/test-sources";

const rich = richSources();
const empty = emptySources();
const claimsOf = (text: string, sources = rich, context: string[] = []) => unsupportedClaims(text, sources, context);

describe("skills", () => {
  it("accepts skills on the CV and flags the ones it does not name", () => {
    expect(claimsOf("I built it with React, TypeScript and GraphQL.")).toEqual([]);
    expect(claimsOf("I built it with React and Kubernetes.")).toEqual([{ kind: "skill", value: "Kubernetes" }]);
  });

  it("accepts a skill the context names, and flags every skill for a user with nothing on file", () => {
    expect(claimsOf("The team uses Vue.", rich, ["We are moving to Vue."])).toEqual([]);
    expect(claimsOf("I know React.", empty).map((claim) => claim.kind)).toEqual(["skill"]);
  });
});

describe("numbers", () => {
  it("accepts numbers the CV states, whatever their separators", () => {
    for (const written of ["1,200", "1200", "1.200", "1 200"]) expect(claimsOf(`Dashboards used by ${written} customers.`)).toEqual([]);
    expect(claimsOf("I cut load time by 35% across 40 pages.")).toEqual([]);
  });

  it("flags numbers nothing states", () => {
    expect(claimsOf("I grew revenue by 45%.")).toEqual([{ kind: "number", value: "45" }]);
    expect(claimsOf("Used by 1,500 customers.")).toEqual([{ kind: "number", value: "1,500" }]);
  });

  it("ignores small counters and years written as dates", () => {
    expect(claimsOf("Here are 3 points; step 2 matters, and in 2019 I moved.", empty)).toEqual([]);
    expect(claimsOf("Available from 01.05.2026.", empty)).toEqual([]);
  });

  it("reads amounts in thousands: €85k is 85000", () => {
    expect(claimsOf("My expectation is €85k.")).toEqual([]);
    expect(claimsOf("My expectation is €95k.")).toEqual([{ kind: "number", value: "95k" }]);
    expect(claimsOf("My expectation is 85.000 EUR.")).toEqual([]);
    expect(claimsOf("Mes prétentions : 85\u202f000 EUR.")).toEqual([]);
  });

  it("keeps two numbers apart when only a space separates them", () => {
    // "2021 12" is a year and a count, not 202112.
    expect(claimsOf("In 2021 12 product teams adopted it.")).toEqual([]);
    expect(claimsOf("In 2021 14 product teams adopted it.")).toEqual([{ kind: "number", value: "14" }]);
  });

  it("accepts numbers from the context and from the profile's details", () => {
    expect(claimsOf("The range is 70,000 to 90,000.", empty, ["Salary: 70.000 – 90.000 EUR"])).toEqual([]);
    expect(claimsOf("I have 7 years of experience and expect 85000 EUR.")).toEqual([]);
  });

  it("reads 24/7 as wording, not as a count", () => {
    expect(claimsOf("I was on call 24/7 for the platform.", empty)).toEqual([]);
  });
});

describe("degrees", () => {
  it("accepts degrees the education lines or the profile name, in any of their spellings", () => {
    expect(claimsOf("I hold an M.Sc. in Computer Science.")).toEqual([]);
    expect(claimsOf("I hold a master's degree.")).toEqual([]);
    expect(claimsOf("Ich habe einen Master.")).toEqual([]);
  });

  it("flags degrees nothing names", () => {
    expect(claimsOf("I also hold an MBA.")).toEqual([{ kind: "degree", value: "MBA" }]);
    expect(claimsOf("I have a PhD in physics.")).toEqual([{ kind: "degree", value: "PhD" }]);
    expect(claimsOf("I hold a B.A. in history.", empty)).toEqual([{ kind: "degree", value: "Bachelor" }]);
    expect(claimsOf("Titulaire d'une licence en informatique.", empty)).toEqual([{ kind: "degree", value: "Bachelor" }]);
  });

  it("reads no degree in a driving licence, a Scrum Master or master data", () => {
    expect(claimsOf("I hold a driving licence and a software licence.", empty)).toEqual([]);
    expect(claimsOf("I worked as Scrum Master.", empty).filter((claim) => claim.kind === "degree")).toEqual([]);
    expect(claimsOf("I cleaned the master data.", empty)).toEqual([]);
    expect(claimsOf("Mi piace lavorare in squadra, ma.", empty)).toEqual([]);
  });
});

describe("employers", () => {
  it("accepts employers the CV names and flags the others", () => {
    expect(claimsOf("At Globex I led the migration.")).toEqual([]);
    expect(claimsOf("I worked at Initech for three years.")).toEqual([]);
    expect(claimsOf("I worked at Hooli.")).toEqual([{ kind: "employer", value: "Hooli" }]);
    expect(claimsOf("Ik werk bij Philips.", empty)).toEqual([{ kind: "employer", value: "Philips" }]);
  });

  it("reads an employer at the start of a sentence, and ends its name before a pronoun or the sentence's end", () => {
    expect(claimsOf("At Hooli I led 5 people.", empty)).toEqual([{ kind: "employer", value: "Hooli" }]);
    expect(claimsOf("I trained at Globex. Then I moved.")).toEqual([]);
  });

  it("accepts the company the context names", () => {
    expect(claimsOf("I would like to work for Acme.", rich, ["Frontend Engineer at Acme"])).toEqual([]);
  });
});

describe("ordinary sentences", () => {
  // Sentences any answer may hold in the seven languages: none is a claim about the user.
  it.each([
    ["en", "I work at home and I am available for an interview on Monday."],
    ["en", "I enjoy working with a team, for example in planning meetings."],
    ["en", "I excel at communication and I go the extra mile."],
    ["de", "Bei Bedarf kann ich auch Überstunden machen, und bei Fragen helfe ich gern."],
    ["de", "Ich arbeite gern im Team und bei Interesse auch im Ausland."],
    ["de", "Ich spreche Deutsch und Englisch."],
    ["es", "Trabajo en equipo y vivo en España desde hace años."],
    ["es", "Estoy disponible en Enero y hablo Inglés y Alemán."],
    ["fr", "Je travaille en équipe, en France, et je parle Anglais."],
    ["it", "Lavoro presso la sede centrale e mi piace lavorare in squadra."],
    ["pt", "Trabalho na área de vendas no Brasil e falo Inglês e Espanhol."],
    ["nl", "Ik spreek Engels en Duits en ik werk graag samen met collega's."],
    ["nl", "Ik woon in Nederland en werk graag in België en Duitsland."],
  ])("%s: %s", (_, sentence) => {
    expect(claimsOf(sentence, empty)).toEqual([]);
  });
});

describe("sourceText", () => {
  it("holds the CV, the profile's details, the answer bank and the context", () => {
    const text = sourceText(rich, ["Posting text"]);
    expect(text).toContain("Technical University of Munich");
    expect(text).toContain("85000 EUR");
    expect(text).toContain("Through a former colleague");
    expect(text).toContain("Posting text");
  });
});
