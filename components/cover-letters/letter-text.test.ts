import { letterFileName, letterText } from "./letter-text";

describe("letterText", () => {
  it("puts a blank line between paragraphs, keeps the line breaks inside one, and leaves out empty ones", () => {
    expect(letterText(["Dear Acme hiring team,", "  I am writing to apply.  ", "", "Yours sincerely,\nAda Lovelace"])).toBe(
      "Dear Acme hiring team,\n\nI am writing to apply.\n\nYours sincerely,\nAda Lovelace",
    );
  });
});

describe("letterFileName", () => {
  it("names the file after the company and the role, in plain ASCII", () => {
    expect(letterFileName({ title: "Frontend-Entwickler (m/w/d)", company: "Hansa Digital GmbH" }, "pdf")).toBe("cover-letter-hansa-digital-gmbh-frontend-entwickler-m-w-d.pdf");
    expect(letterFileName({ title: "Développeuse Senior", company: "Société Générale" }, "docx")).toBe("cover-letter-societe-generale-developpeuse-senior.docx");
  });

  it("stays short and falls back to the plain name when nothing is left", () => {
    const long = letterFileName({ title: "Engineer ".repeat(30), company: "Acme" }, "pdf");
    expect(long.length).toBeLessThanOrEqual("cover-letter-".length + 80 + ".pdf".length);
    expect(long).toMatch(/^cover-letter-acme-engineer-[a-z-]*[a-z]\.pdf$/);
    expect(letterFileName({ title: "日本語", company: "" }, "pdf")).toBe("cover-letter.pdf");
  });
});
