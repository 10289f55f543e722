import { PDFDocument } from "pdf-lib";
import { locales } from "@/lib/i18n/locales";
import { extractCv } from "../../../cv/extract";
import { listZipEntries, readZipEntry } from "../../../cv/zip";
import { letterDate, letterTitle, renderLetterDocx, renderLetterPdf, type LetterFile } from ".";

/** Case, spacing and line breaks aside: a paragraph the page wrapped is still the paragraph. */
const flat = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();

const LETTER: LetterFile = {
  language: "en",
  paper: "a4",
  senderName: "Zofia Łukasiewicz-Dvořák",
  contacts: ["Poland", "+48 512 345 678", "zofia@example.com", "linkedin.com/in/zofia"],
  company: "Wisła Logistics S.A.",
  role: "Backend Engineer",
  date: new Date("2026-04-01T09:30:00Z"),
  paragraphs: [
    "Dear Wisła Logistics S.A. hiring team,",
    "I am writing to apply for the position of Backend Engineer at Wisła Logistics S.A. I bring 9 years of professional experience, including my role as Senior Backend Engineer.",
    "Your posting asks for Go, Kotlin and PostgreSQL, all of which are among the skills listed on my CV. One result of my work: “Cut the settlement batch from 4 hours to 25 minutes”.",
    "I would welcome the opportunity to discuss how I could contribute to Wisła Logistics S.A. Thank you for considering my application.",
    "Yours sincerely,\nZofia Łukasiewicz-Dvořák",
  ],
};

const readPdf = async (file: LetterFile) => (await extractCv(new Uint8Array(await renderLetterPdf(file)))).text;
const readDocx = async (file: LetterFile) => (await extractCv(new Uint8Array(await renderLetterDocx(file)))).text;

/** Where each expected piece starts in the text, in order; -1 for one not found after the one before. */
function positions(text: string, pieces: string[]): number[] {
  const haystack = flat(text);
  let from = 0;
  return pieces.map((piece) => {
    const at = haystack.indexOf(flat(piece), from);
    if (at >= 0) from = at + flat(piece).length;
    return at;
  });
}

async function docxPart(file: LetterFile, name = "word/document.xml") {
  const bytes = new Uint8Array(await renderLetterDocx(file));
  const entry = listZipEntries(bytes)!.find((candidate) => candidate.name === name)!;
  return new TextDecoder().decode(readZipEntry(bytes, entry, 10_000_000));
}

describe.each([
  ["PDF", readPdf],
  ["DOCX", readDocx],
])("the letter as %s", (_, read) => {
  it("reads back in order: the sender, the contact lines, the company, the date, then every paragraph as stored", async () => {
    const text = await read(LETTER);
    const expected = [LETTER.senderName!, ...LETTER.contacts, LETTER.company, "1 April 2026", ...LETTER.paragraphs];
    const found = positions(text, expected);
    expect(expected.filter((_, i) => found[i] === -1)).toEqual([]);
  });

  it("keeps a line break inside a paragraph: the sign-off and the name on lines of their own", async () => {
    const lines = (await read(LETTER)).split("\n").map((line) => line.trim());
    const at = lines.indexOf("Yours sincerely,");
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe("Zofia Łukasiewicz-Dvořák");
  });

  it("writes nothing of a sender the profile does not have", async () => {
    const text = await read({ ...LETTER, senderName: null, contacts: [], paragraphs: LETTER.paragraphs.slice(0, 4) });
    expect(flat(text)).not.toContain("zofia");
    expect(positions(text, ["Wisła Logistics S.A.", "1 April 2026", ...LETTER.paragraphs.slice(0, 4)])).not.toContain(-1);
  });

  it("dates the letter in its language", async () => {
    const german = await read({ ...LETTER, language: "de", paragraphs: ["Sehr geehrte Damen und Herren,", "hiermit bewerbe ich mich um die Stelle als Backend Engineer."] });
    expect(german).toContain("1. April 2026");
  });
});

describe("the letter's date and title", () => {
  it("says the day in each of the seven languages", () => {
    const day = new Date("2026-04-01T23:30:00Z");
    expect(Object.fromEntries(locales.map((locale) => [locale, letterDate(day, locale, "a4")]))).toEqual({
      en: "1 April 2026",
      de: "1. April 2026",
      es: "1 de abril de 2026",
      fr: "1 avril 2026",
      it: "1 aprile 2026",
      pt: "1 de abril de 2026",
      nl: "1 april 2026",
    });
  });

  it("writes an English date as the paper's country does", () => {
    expect(letterDate(new Date("2026-04-01T12:00:00Z"), "en", "letter")).toBe("April 1, 2026");
    expect(letterDate(new Date("2026-04-01T12:00:00Z"), "de", "letter")).toBe("1. April 2026");
  });

  it("names the document after the company and the role, in the letter's language", () => {
    expect(letterTitle("en", " Acme\nGmbH ", "Frontend  Engineer")).toBe("Cover letter – Acme GmbH – Frontend Engineer");
    expect(letterTitle("de", "Acme", "Entwickler")).toBe("Anschreiben – Acme – Entwickler");
  });
});

describe("the PDF", () => {
  it("has the paper asked for", async () => {
    const sizes = [];
    for (const paper of ["a4", "letter"] as const) {
      const { width, height } = (await PDFDocument.load(await renderLetterPdf({ ...LETTER, paper }))).getPage(0).getSize();
      sizes.push([paper, Math.round(width), Math.round(height)]);
    }
    expect(sizes).toEqual([
      ["a4", 595, 842],
      ["letter", 612, 792],
    ]);
  });

  it("embeds its fonts, no standard one, and names the document, its author and its language", async () => {
    const bytes = await renderLetterPdf(LETTER);
    const raw = bytes.toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toContain("/FontFile2");
    expect(raw).not.toMatch(/\/BaseFont \/(?:Helvetica|Times)/);
    expect(raw).toContain("/Lang (en)");
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe("Cover letter – Wisła Logistics S.A. – Backend Engineer");
    expect(pdf.getAuthor()).toBe("Zofia Łukasiewicz-Dvořák");
  });

  it("goes on to a second page with a long letter, losing no paragraph", async () => {
    const long = Array.from({ length: 8 }, (_, i) => `Paragraph ${i + 1}. ${"Shipped the reconciliation service and kept it running. ".repeat(12)}`);
    const bytes = await renderLetterPdf({ ...LETTER, paragraphs: long });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = (await extractCv(new Uint8Array(bytes))).text;
    expect(positions(text, long)).not.toContain(-1);
  });
});

describe("the DOCX", () => {
  it("has the paper asked for, no tables, and the letter's proofing language", async () => {
    const a4 = await docxPart(LETTER);
    const letter = await docxPart({ ...LETTER, paper: "letter", language: "fr" });
    expect(a4).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(letter).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    for (const xml of [a4, letter]) expect(xml).not.toContain("<w:tbl>");
    expect(await docxPart({ ...LETTER, language: "fr" }, "word/styles.xml")).toContain('w:val="fr-FR"');
  });
});
