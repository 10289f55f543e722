import { makeCompoundFile, makeDocx, makePdf, makePng, makeZip as zipOf, paragraph } from "./fixtures/build";
import { describeContent, isEncryptedOfficeFile, sniffDocumentType } from "./sniff";

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe("sniffDocumentType", () => {
  it("recognises a PDF by its header, also after junk a mail client left in front", async () => {
    const pdf = await makePdf([["Jane Doe"]]);
    expect(sniffDocumentType(pdf)).toBe("pdf");
    expect(sniffDocumentType(new Uint8Array([...bytesOf("From: mail\r\n\r\n"), ...pdf]))).toBe("pdf");
  });

  it("recognises a DOCX by its parts, whatever the file is called", async () => {
    expect(sniffDocumentType(makeDocx({ body: paragraph("Jane Doe") }))).toBe("docx");
  });

  it("refuses ZIPs that are not Word documents, and macro-enabled ones", async () => {
    expect(sniffDocumentType(zipOf({ "notes.txt": "hello" }))).toBe("unsupported");
    expect(sniffDocumentType(zipOf({ "word/document.xml": "<w:document/>" }))).toBe("unsupported");
    expect(sniffDocumentType(zipOf({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }))).toBe("unsupported");
    const docm = makeDocx({ body: paragraph("Jane"), extra: { "word/vbaProject.bin": new Uint8Array([1, 2, 3]) } });
    expect(sniffDocumentType(docm)).toBe("unsupported");
  });

  it("refuses images, legacy Word, text and empty files", () => {
    expect(sniffDocumentType(makePng(4, 4))).toBe("unsupported");
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("unsupported");
    expect(sniffDocumentType(makeCompoundFile(["WordDocument", "1Table"]))).toBe("unsupported");
    expect(sniffDocumentType(bytesOf("Jane Doe\nSoftware Engineer\n"))).toBe("unsupported");
    expect(sniffDocumentType(bytesOf("PDF-1.7 but no percent sign"))).toBe("unsupported");
    expect(sniffDocumentType(new Uint8Array())).toBe("unsupported");
  });
});

describe("describeContent", () => {
  it("names what an unsupported file is", async () => {
    expect(describeContent(makePng(2, 2))).toBe("a PNG image");
    expect(describeContent(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe("a JPEG image");
    expect(describeContent(makeCompoundFile(["WordDocument"]))).toMatch(/\.doc\b/);
    expect(describeContent(bytesOf("{\\rtf1\\ansi Jane}"))).toBe("an RTF document");
    expect(describeContent(bytesOf("Jane Doe, Engineer"))).toBe("a plain text file");
    expect(describeContent(zipOf({ "a.txt": "x" }))).toBe("a ZIP archive");
    expect(describeContent(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]))).toBe("a file of an unknown type");
  });
});

describe("isEncryptedOfficeFile", () => {
  it("finds the EncryptedPackage stream of a password-protected Office file only", () => {
    expect(isEncryptedOfficeFile(makeCompoundFile(["EncryptionInfo", "EncryptedPackage"]))).toBe(true);
    expect(isEncryptedOfficeFile(makeCompoundFile(["WordDocument", "1Table"]))).toBe(false);
    expect(isEncryptedOfficeFile(new Uint8Array(Buffer.from("EncryptedPackage", "utf16le")))).toBe(false);
  });
});
