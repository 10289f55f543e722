import { fold, isBulletLine, normaliseText } from "./text";

describe("normaliseText", () => {
  it("gives one line per line, single spaces and at most one blank line", () => {
    expect(normaliseText("  Jane\u00A0\u00A0Doe \r\n\r\n\r\n\r\nEngineer\t\tBerlin\u200B\n\n")).toBe("Jane Doe\n\nEngineer Berlin");
  });

  it("turns ligatures into letters and private-use bullets into •", () => {
    expect(normaliseText("\uFB01nance and o\uFB03ce\n\uF0B7 Led a team\n\uF0A7Cut costs")).toBe("finance and office\n• Led a team\n• Cut costs");
  });

  it("drops soft hyphens and control characters", () => {
    expect(normaliseText("Soft\u00ADware\u0007 Engineer")).toBe("Software Engineer");
  });
});

describe("fold", () => {
  it("lower-cases and strips accents for matching", () => {
    expect(fold("Größe ÉTUDES Düsseldorf aujourd’hui Œuvre")).toBe("grosse etudes dusseldorf aujourd'hui oeuvre");
  });
});

describe("isBulletLine", () => {
  it("knows list items by their first character", () => {
    expect(["• Led", "- Led", "– Led", "* Led", "▪ Led", "✓ Led"].every(isBulletLine)).toBe(true);
    expect(["Led", "2019 – 2021", "(Remote)"].some(isBulletLine)).toBe(false);
  });
});
