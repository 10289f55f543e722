import { ATS_CHECK_KINDS, type AtsCheck, CV_TEMPLATES, type JsonResume } from "@/lib/contracts/cv-document";
import { locales } from "@/lib/i18n/locales";
import { extractCv } from "../cv/extract";
import { atsCheck, compareWithText } from "./ats-check";
import { renderPdf } from "./render/pdf";
import { FIXTURE_DOCUMENTS, FULL_DOCUMENT, NOW, SAMPLE_DOCUMENT, withMeta } from "./render/test/documents";

const options = { locale: "en" as const, now: NOW };
const notFound = (result: { checks: AtsCheck[] }) => result.checks.filter((check) => !check.found);

describe("the ATS round trip", () => {
  it.each(CV_TEMPLATES)("passes for the %s template: every check found in the PDF and the DOCX", async (template) => {
    const result = await atsCheck(withMeta(FULL_DOCUMENT, { template }), options);
    expect(notFound(result)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(new Set(result.checks.map((check) => check.kind))).toEqual(new Set(ATS_CHECK_KINDS));
    expect(result.checks.filter((check) => check.format === "pdf")).toHaveLength(result.checks.length / 2);
    expect(result.checks).toEqual(
      expect.arrayContaining([
        { format: "pdf", kind: "section", expected: "Work Experience", found: true },
        { format: "docx", kind: "name", expected: "Zofia Łukasiewicz-Dvořák", found: true },
        { format: "pdf", kind: "phone", expected: "+49 30 12345678", found: true },
        { format: "pdf", kind: "position", expected: "Senior Backend Developer", entry: "Senior Backend Developer", found: true },
        { format: "pdf", kind: "company", expected: "Wisła Logistics S.A.", entry: "Senior Backend Developer", found: true },
        { format: "pdf", kind: "dates", expected: "Sep 2016 – Feb 2021", entry: "Senior Backend Developer", found: true },
        { format: "docx", kind: "dates", expected: "Mar 2021 – Present", entry: "Staff Software Engineer", found: true },
        { format: "pdf", kind: "institution", expected: "Jagiellonian University", entry: "Jagiellonian University", found: true },
        { format: "pdf", kind: "skill", expected: "Kubernetes", found: true },
      ]),
    );
  });

  it.each(locales.map((locale, i) => [locale, CV_TEMPLATES[i % CV_TEMPLATES.length]!] as const))(
    "passes with the headings and dates of %s (%s template)",
    async (locale, template) => {
      const result = await atsCheck(withMeta(FULL_DOCUMENT, { locale, template }), options);
      expect(notFound(result)).toEqual([]);
    },
  );

  it.each([["JSON Resume's sample", SAMPLE_DOCUMENT] as [string, JsonResume], ...FIXTURE_DOCUMENTS])("passes for %s", async (_, document) => {
    for (const template of CV_TEMPLATES) expect(notFound(await atsCheck(withMeta(document, { template }), options))).toEqual([]);
  });

  it("passes, with nothing to check, for an empty document", async () => {
    expect(await atsCheck({ basics: {}, meta: FULL_DOCUMENT.meta }, options)).toEqual({ passed: true, checks: [] });
  });

  it("fails where the PDF's fonts lose characters, and says which; the DOCX keeps them", async () => {
    const document: JsonResume = { ...FULL_DOCUMENT, work: [{ ...FULL_DOCUMENT.work![0]!, position: "Rocket Engineer 🚀" }] };
    const result = await atsCheck(document, options);
    expect(result.passed).toBe(false);
    expect(notFound(result)).toEqual([
      {
        format: "pdf",
        kind: "position",
        expected: "Rocket Engineer 🚀",
        entry: "Rocket Engineer 🚀",
        found: false,
        fix: "“Rocket Engineer 🚀” contains characters the PDF’s fonts cannot show (🚀), so software reads it incompletely. Replace them, or send the Word file.",
      },
    ]);
  });

  it("fails for a phone number no reader recognises, in both files, with advice", async () => {
    const result = await atsCheck({ ...FULL_DOCUMENT, basics: { ...FULL_DOCUMENT.basics, phone: "555 1234" } }, { ...options, locale: "de" });
    expect(notFound(result).map(({ format, kind, fix }) => [format, kind, fix])).toEqual([
      ["pdf", "phone", "Die Telefonnummer 555 1234 wurde nicht als solche erkannt. Schreib sie mit Ländervorwahl, z. B. +49 30 1234567."],
      ["docx", "phone", "Die Telefonnummer 555 1234 wurde nicht als solche erkannt. Schreib sie mit Ländervorwahl, z. B. +49 30 1234567."],
    ]);
  });
});

describe("compareWithText", () => {
  let text: string;
  beforeAll(async () => {
    text = (await extractCv(new Uint8Array(await renderPdf(FULL_DOCUMENT)))).text;
  });

  const failed = (changed: string, locale: (typeof locales)[number] = "en") =>
    notFound({ checks: compareWithText(FULL_DOCUMENT, changed, "pdf", { locale, now: NOW }) });

  it("finds everything in the text the PDF gives back", () => {
    expect(failed(text)).toEqual([]);
  });

  it("misses a job title the text lacks, and advises in the user's language", () => {
    const without = text.replace("Senior Backend Developer\n", "");
    expect(failed(without)).toEqual([
      {
        format: "pdf",
        kind: "position",
        expected: "Senior Backend Developer",
        entry: "Senior Backend Developer",
        found: false,
        fix: "The job title “Senior Backend Developer” was not read back from the file. Write it in plain letters, without emoji or symbols.",
      },
    ]);
    expect(failed(without, "fr")[0]!.fix).toBe(
      "L’intitulé de poste « Senior Backend Developer » n’a pas pu être relu dans le fichier. Écrivez-le en lettres simples, sans emoji ni symbole.",
    );
  });

  it("misses a job title written outside its section", () => {
    const moved = text.replace("Senior Backend Developer\n", "").replace("Zofia Łukasiewicz-Dvořák\n", "Zofia Łukasiewicz-Dvořák\nSenior Backend Developer\n");
    expect(failed(moved).map((check) => [check.kind, check.expected])).toEqual([["position", "Senior Backend Developer"]]);
  });

  it("misses a heading that is not on a line of its own, and what its section holds", () => {
    const merged = text.replace("CERTIFICATIONS\n", "Certifications and more: ");
    expect(failed(merged).map((check) => [check.kind, check.expected])).toEqual([["section", "Certifications"]]);
    const noSkills = text.replace("SKILLS\n", "");
    expect(failed(noSkills).map((check) => check.kind)).toEqual(["section", ...Array(11).fill("skill")]);
  });

  it("misses dates that no longer read as the entry's dates", () => {
    expect(failed(text.replace("Sep 2016 – Feb 2021", "Sep 2016 – Feb 2012"))).toEqual([
      expect.objectContaining({
        kind: "dates",
        expected: "Sep 2016 – Feb 2021",
        entry: "Senior Backend Developer",
        fix: "The dates “Sep 2016 – Feb 2021” were not read as dates. Give each start and end as a month and a year.",
      }),
    ]);
  });

  it("misses the e-mail address and the name when the text lacks them", () => {
    const without = text.replace("zofia.dvorak@example.org", "zofia.dvorak at example.org").replace("Zofia Łukasiewicz-Dvořák\n", "");
    expect(failed(without).map((check) => [check.kind, check.fix])).toEqual([
      ["name", "Your name was not read back from the file. Write it in plain letters, without emoji or symbols."],
      ["email", "The e-mail address zofia.dvorak@example.org was not read back from the file. Check that it is complete and has no spaces."],
    ]);
  });
});
