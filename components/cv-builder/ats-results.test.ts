import type { AtsCheck } from "@/lib/contracts/cv-document";
import { atsFindings, passed } from "./ats-results";

const check = (overrides: Partial<AtsCheck>): AtsCheck => ({ format: "pdf", kind: "skill", expected: "SQL", found: true, ...overrides });

describe("atsFindings", () => {
  it("puts each thing's PDF and Word checks side by side, those not read back first, with the fix", () => {
    const findings = atsFindings([
      check({ kind: "section", expected: "Skills" }),
      check({ kind: "section", expected: "Skills", format: "docx" }),
      check({ kind: "position", expected: "Engineer", entry: "Engineer · Acme" }),
      check({ kind: "position", expected: "Engineer", entry: "Engineer · Acme", format: "docx", found: false, fix: "Write it in plain letters." }),
      check({ kind: "skill", expected: "C#", found: false, fix: "Replace the character." }),
      check({ kind: "skill", expected: "C#", format: "docx" }),
    ]);
    expect(findings).toEqual([
      { kind: "position", expected: "Engineer", entry: "Engineer · Acme", found: { pdf: true, docx: false }, fix: "Write it in plain letters." },
      { kind: "skill", expected: "C#", found: { pdf: false, docx: true }, fix: "Replace the character." },
      { kind: "section", expected: "Skills", found: { pdf: true, docx: true } },
    ]);
    expect(findings.map(passed)).toEqual([false, false, true]);
  });

  it("keeps the same words of two entries apart", () => {
    const findings = atsFindings([check({ kind: "dates", expected: "2019 – 2021", entry: "Acme" }), check({ kind: "dates", expected: "2019 – 2021", entry: "Globex" })]);
    expect(findings).toHaveLength(2);
  });
});
