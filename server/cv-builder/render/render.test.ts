import { PDFDocument } from "pdf-lib";
import { CV_PAPERS, CV_TEMPLATES, type JsonResume, jsonResumeSchema } from "@/lib/contracts/cv-document";
import { extractCv } from "../../cv/extract";
import { listZipEntries, readZipEntry } from "../../cv/zip";
import { layoutOf } from "./content";
import { formatCvRange } from "./dates";
import { renderDocx } from "./docx";
import { renderPdf } from "./pdf";
import { FIXTURE_DOCUMENTS, FULL_DOCUMENT, SAMPLE_DOCUMENT, withMeta } from "./test/documents";

/** Case, spacing and line breaks aside: a title the page wrapped is still the title. */
const flat = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();

const readPdf = async (document: JsonResume) => (await extractCv(new Uint8Array(await renderPdf(document)))).text;
const readDocx = async (document: JsonResume) => (await extractCv(new Uint8Array(await renderDocx(document)))).text;

const line = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** What a reader of the file must find, in the order the document gives it. */
function mustRead(document: JsonResume): string[] {
  const locale = document.meta.locale;
  const dates = (entry: { startDate?: string; endDate?: string }) => formatCvRange(entry.startDate, entry.endDate, locale);
  return [
    line(document.basics?.name),
    line(document.basics?.email),
    ...(document.work ?? []).flatMap((job) => [line(job.position), line(job.name), dates(job)]),
    ...(document.education ?? []).flatMap((school) => [line(school.institution), dates(school)]),
    ...(document.skills ?? []).flatMap((skill) => [line(skill.name), ...(skill.keywords ?? []).map(line)]),
  ].filter(Boolean);
}

function expectReadBack(text: string, document: JsonResume) {
  const haystack = flat(text);
  const missing = mustRead(document).filter((value) => !haystack.includes(flat(value)));
  expect(missing).toEqual([]);
  // Jobs come below their heading in the document's order, each after the one before: the text is in reading order.
  const heading = layoutOf(document).blocks.find((block) => block.key === "work")?.heading ?? "";
  const lines = text.split("\n");
  const below = flat(lines.slice(lines.findIndex((candidate) => flat(candidate) === flat(heading)) + 1).join("\n"));
  let from = 0;
  const outOfOrder = (document.work ?? []).filter((job) => {
    const at = below.indexOf(flat(line(job.position) || line(job.name)), from);
    if (at >= 0) from = at + 1;
    return at < 0;
  });
  expect(outOfOrder).toEqual([]);
}

const DOCUMENTS: [string, JsonResume][] = [["JSON Resume's sample", SAMPLE_DOCUMENT], ["a full CV", FULL_DOCUMENT], ...FIXTURE_DOCUMENTS];
const LAYOUTS = CV_TEMPLATES.flatMap((template) => CV_PAPERS.map((paper) => ({ template, paper })));

describe.each(DOCUMENTS)("%s", (_, document) => {
  it("is a valid document", () => {
    expect(jsonResumeSchema.safeParse(document).error).toBeUndefined();
  });

  it("reads back from the PDF in every template and paper: names, positions, companies, schools, dates, skills", async () => {
    for (const layout of LAYOUTS) expectReadBack(await readPdf(withMeta(document, layout)), withMeta(document, layout));
  });

  it("reads back from the DOCX in every template and paper", async () => {
    for (const layout of LAYOUTS) expectReadBack(await readDocx(withMeta(document, layout)), withMeta(document, layout));
  });
});

describe("the PDF", () => {
  it("has the document's paper size", async () => {
    const sizes = [];
    for (const paper of CV_PAPERS) {
      const pdf = await PDFDocument.load(await renderPdf(withMeta(SAMPLE_DOCUMENT, { paper })));
      const { width, height } = pdf.getPage(0).getSize();
      sizes.push([paper, Math.round(width), Math.round(height)]);
    }
    expect(sizes).toEqual([
      ["a4", 595, 842],
      ["letter", 612, 792],
    ]);
  });

  it("embeds its fonts, in every template, and names the document and its language", async () => {
    for (const template of CV_TEMPLATES) {
      const bytes = await renderPdf(withMeta(FULL_DOCUMENT, { template }));
      const raw = bytes.toString("latin1");
      expect(raw).toMatch(template === "classic" ? /\/BaseFont \/[A-Z]{6}\+NotoSerif-Bold/ : /\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
      expect(raw).toContain("/FontFile2");
      // No standard font, which could not show "ł" or "ř".
      expect(raw).not.toMatch(/\/BaseFont \/(?:Helvetica|Times)/);
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getTitle()).toBe("Zofia Łukasiewicz-Dvořák – CV");
      expect(pdf.getAuthor()).toBe("Zofia Łukasiewicz-Dvořák");
      expect(raw).toContain("/Lang (en)");
    }
  });

  it("keeps letters beyond Latin-1, Greek and Cyrillic as text", async () => {
    const text = await readPdf(FULL_DOCUMENT);
    for (const word of ["Zofia Łukasiewicz-Dvořák", "Wisła Logistics S.A.", "Kraków", "Ελληνικά", "Русский"]) expect(text).toContain(word);
  });

  it("breaks lines between words only: no word is hyphenated at a line's end", async () => {
    const summary = FULL_DOCUMENT.basics!.summary!;
    for (const template of CV_TEMPLATES) {
      const words = new Set(flat(await readPdf(withMeta(FULL_DOCUMENT, { template }))).split(" "));
      const broken = flat(summary).split(" ").filter((word) => !words.has(word));
      expect([template, broken]).toEqual([template, []]);
    }
  });

  it("keeps a run of text too long for a line, cut into lines, rather than drawing it past the page's edge", async () => {
    const address = `https://example.com/${"averylongpathsegment".repeat(12)}`;
    const run = "x".repeat(150);
    for (const template of CV_TEMPLATES) {
      const document = withMeta({ ...FULL_DOCUMENT, basics: { ...FULL_DOCUMENT.basics, url: address, summary: `Before ${run} after.` } }, { template });
      const squashed = (await readPdf(document)).replace(/\s+/g, "");
      expect([template, squashed.includes(address.slice("https://".length)), squashed.includes(`Before${run}after.`)]).toEqual([template, true, true]);
    }
  });

  it("draws the compact template's skills in two columns, each read top to bottom", async () => {
    const text = await readPdf(withMeta(FULL_DOCUMENT, { template: "compact" }));
    const lines = text.split("\n");
    const skills = lines.slice(lines.indexOf("SKILLS") + 1, lines.indexOf("CERTIFICATIONS"));
    expect(skills).toEqual(["Backend (Expert): Go, Kotlin, PostgreSQL, Kafka", "Cloud: Kubernetes, Terraform, AWS", "TypeScript · Domain-driven design"]);
  });

  it("writes the classic headings in capitals, the modern ones as written", async () => {
    expect((await readPdf(FULL_DOCUMENT)).split("\n")).toEqual(expect.arrayContaining(["WORK EXPERIENCE", "EDUCATION"]));
    expect((await readPdf(withMeta(FULL_DOCUMENT, { template: "modern" }))).split("\n")).toEqual(expect.arrayContaining(["Work Experience", "Education"]));
  });
});

describe("the DOCX", () => {
  async function documentXml(document: JsonResume) {
    const bytes = new Uint8Array(await renderDocx(document));
    const entry = listZipEntries(bytes)!.find((candidate) => candidate.name === "word/document.xml")!;
    return new TextDecoder().decode(readZipEntry(bytes, entry, 10_000_000));
  }

  it("has the document's paper size and no tables", async () => {
    const a4 = await documentXml(withMeta(FULL_DOCUMENT, { paper: "a4" }));
    const letter = await documentXml(withMeta(FULL_DOCUMENT, { paper: "letter" }));
    expect(a4).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(letter).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    for (const xml of [a4, letter]) expect(xml).not.toContain("<w:tbl>");
  });

  it("marks headings, entry titles and bullet points as Word does", async () => {
    const xml = await documentXml(FULL_DOCUMENT);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(layoutOf(FULL_DOCUMENT).blocks.length);
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    expect(xml).toMatch(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="\d+"\/><\/w:numPr>/);
  });

  it("puts the compact template's skills, and only them, in two columns", async () => {
    expect((await documentXml(withMeta(FULL_DOCUMENT, { template: "compact" }))).match(/<w:cols [^>]*w:num="2"/g)).toHaveLength(1);
    expect(await documentXml(FULL_DOCUMENT)).not.toMatch(/w:num="2"/);
    const text = await readDocx(withMeta(FULL_DOCUMENT, { template: "compact" }));
    expect(text).toContain("Backend (Expert): Go, Kotlin, PostgreSQL, Kafka\nCloud: Kubernetes, Terraform, AWS\nTypeScript · Domain-driven design");
  });
});
