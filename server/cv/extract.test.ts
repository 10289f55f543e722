import fs from "node:fs";
import path from "node:path";
import { CvError, type CvErrorCode } from "./errors";
import { extractCv } from "./extract";
import { makeCompoundFile, makeDocx, makeImageOnlyPdf, makePdf, makePng, makeZip, paragraph, table } from "./fixtures/build";

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(__dirname, "fixtures", name)));

async function refusal(bytes: Uint8Array, options?: { maxBytes?: number }): Promise<CvError> {
  const error = await extractCv(bytes, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CvError);
  return error as CvError;
}

async function expectRefused(bytes: Uint8Array, code: CvErrorCode, message?: RegExp) {
  const error = await refusal(bytes);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(20);
  if (message) expect(error.message).toMatch(message);
}

const CV_LINES = [
  "Jane Doe",
  "jane.doe@example.com | +49 170 1234567",
  "",
  "EXPERIENCE",
  "Senior Software Engineer, Acme GmbH      Jan 2019 – Present",
  "• Increased revenue by 30% with Node.js and Postgres",
  "Größe, Übung, Ärger: Umlaute bleiben erhalten",
];

describe("extractCv: PDF", () => {
  it("returns the text line by line, and the page count", async () => {
    const pdf = await makePdf([CV_LINES, ["EDUCATION", "B.Sc. Computer Science, 2012 – 2016"]]);
    const result = await extractCv(pdf);
    expect(result.type).toBe("pdf");
    expect(result.pages).toBe(2);
    expect(result.text.split("\n")).toEqual(
      expect.arrayContaining([
        "Jane Doe",
        "EXPERIENCE",
        "Senior Software Engineer, Acme GmbH Jan 2019 – Present",
        "• Increased revenue by 30% with Node.js and Postgres",
        "Größe, Übung, Ärger: Umlaute bleiben erhalten",
        "B.Sc. Computer Science, 2012 – 2016",
      ]),
    );
    // Pages are separated by one blank line; never more.
    expect(result.text).toMatch(/Umlaute bleiben erhalten\n\nEDUCATION/);
    expect(result.text).not.toMatch(/\n{3}|[ \t]{2}/);
  });

  it("leaves the caller's bytes intact (pdf.js would otherwise take the buffer over)", async () => {
    const pdf = await makePdf([CV_LINES]);
    const copy = pdf.slice();
    await extractCv(pdf);
    expect(pdf.byteLength).toBe(copy.byteLength);
    expect(Buffer.from(pdf).equals(Buffer.from(copy))).toBe(true);
  });

  it("refuses a password-protected PDF and reads one that only restricts editing", async () => {
    await expectRefused(fixture("encrypted-user-password.pdf"), "encrypted", /password/);
    const restricted = await extractCv(fixture("encrypted-owner-only.pdf"));
    expect(restricted.text).toContain("Senior Software Engineer");
  });

  it("refuses a scanned, image-only PDF as having no text", async () => {
    await expectRefused(await makeImageOnlyPdf(2), "no_text", /scan/);
  });

  it("refuses a PDF whose only text is a page number", async () => {
    await expectRefused(await makePdf([["Page 1 of 1"]]), "no_text");
  });

  it("refuses truncated and garbled PDFs as corrupt", async () => {
    const pdf = await makePdf([CV_LINES]);
    await expectRefused(pdf.slice(0, Math.floor(pdf.length / 2)), "corrupt", /damaged or incomplete/);
    await expectRefused(pdf.slice(0, pdf.length - 8), "corrupt");
    await expectRefused(new TextEncoder().encode("%PDF-1.7\nthis is not a PDF at all\n%%EOF\n"), "corrupt");
    const garbled = pdf.slice();
    garbled.fill(0x41, 200, pdf.length - 300);
    await expectRefused(garbled, "corrupt");
  });
});

describe("extractCv: DOCX", () => {
  const body = [
    paragraph("Jane Doe", { style: "Title" }),
    paragraph(""),
    paragraph("Work Experience", { style: "Heading1" }),
    paragraph("Senior Engineer\nJan 2019 – Present"),
    paragraph("Led a team of 6 engineers", { bullet: true }),
    paragraph("Cut costs by 20% & more", { bullet: true }),
    table([["2012 – 2016", "B.Sc. Computer Science"]]),
    paragraph("Skills:\tGo, SQL"),
  ].join("");

  it("returns paragraphs, list items, table cells and manual line breaks as lines", async () => {
    const result = await extractCv(makeDocx({ body }));
    expect(result).toEqual({
      type: "docx",
      text: [
        "Jane Doe",
        "",
        "Work Experience",
        "Senior Engineer",
        "Jan 2019 – Present",
        "• Led a team of 6 engineers",
        "• Cut costs by 20% & more",
        "2012 – 2016",
        "B.Sc. Computer Science",
        "Skills: Go, SQL",
      ].join("\n"),
    });
  });

  it("adds the page header and footer, where templates keep contact details, once", async () => {
    const header = paragraph("jane.doe@example.com\t+49 170 1234567") + paragraph("Jane Doe");
    const footer = paragraph("linkedin.com/in/janedoe");
    const { text } = await extractCv(makeDocx({ body, header, footer }));
    expect(text.startsWith("jane.doe@example.com +49 170 1234567\n\nJane Doe")).toBe(true);
    expect(text.endsWith("Skills: Go, SQL\n\nlinkedin.com/in/janedoe")).toBe(true);
    expect(text.match(/Jane Doe/g)).toHaveLength(1);
  });

  it("refuses a password-protected DOCX (an OLE file with an EncryptedPackage)", async () => {
    await expectRefused(makeCompoundFile(["EncryptionInfo", "EncryptedPackage", "\u0006DataSpaces"]), "encrypted", /password/);
  });

  it("refuses a DOCX without text, e.g. a CV pasted in as a picture", async () => {
    await expectRefused(makeDocx({ body: paragraph("") + paragraph(" ") }), "no_text", /picture/);
  });

  it("refuses truncated and malformed DOCX files as corrupt", async () => {
    const docx = makeDocx({ body });
    await expectRefused(docx.slice(0, docx.length - 40), "corrupt", /Word document is damaged/);
    await expectRefused(docx.slice(0, Math.floor(docx.length * 0.6)), "corrupt");
    await expectRefused(makeDocx({ body: "<w:p><w:r><w:t>unclosed" }), "corrupt");
    await expectRefused(makeDocx({ body, omit: ["[Content_Types].xml"] }), "corrupt");
  });

  it("stops a DOCX whose XML inflates beyond any real CV (a ZIP bomb)", async () => {
    const bomb = makeDocx({ body: paragraph("Jane Doe, engineer, enough letters here") + `<!--${"a".repeat(70 * 1024 * 1024)}-->` });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(bomb, "too_large", /unreasonable size/);
  });
});

describe("extractCv: files we never read", () => {
  it("refuses an empty file", async () => {
    await expectRefused(new Uint8Array(), "empty_file", /empty/);
  });

  it("refuses a file over 5 MB before looking inside, and honours a smaller limit", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    await expectRefused(big, "too_large", /5\.1 MB; CVs can be at most 5 MB/);
    const pdf = await makePdf([CV_LINES]);
    expect((await refusal(pdf, { maxBytes: 1000 })).message).toMatch(/at most 1 KB/);
    // Exactly at the limit is allowed through to the (here: failing) PDF reader.
    expect((await refusal(big.slice(0, 5 * 1024 * 1024))).code).toBe("corrupt");
  });

  it("refuses a PNG renamed to .pdf, a legacy .doc, a plain ZIP, text, and a .docm", async () => {
    await expectRefused(makePng(10, 10), "unsupported_type", /PNG image/);
    await expectRefused(makeCompoundFile(["WordDocument", "1Table", "\u0005SummaryInformation"]), "unsupported_type", /Word 97–2003/);
    await expectRefused(makeZip({ "cv.txt": "Jane Doe" }), "unsupported_type", /ZIP archive/);
    await expectRefused(new TextEncoder().encode("Jane Doe\nEngineer"), "unsupported_type", /plain text/);
    const docm = makeDocx({ body: paragraph("Jane Doe, a long enough line of text"), extra: { "word/vbaProject.bin": new Uint8Array(8) } });
    await expectRefused(docm, "unsupported_type", /macros/);
  });
});
