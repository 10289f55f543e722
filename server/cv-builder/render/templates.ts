import type { CvDocumentMeta } from "@/lib/contracts/cv-document";

/**
 * The look of a template, for the PDF and the DOCX alike. Every template is one column of real
 * text with standard headings, no tables and no pictures: what applicant tracking systems read.
 */
export type TemplateStyle = {
  /** Noto Serif or Noto Sans in the PDF (embedded); in the DOCX, fonts every office suite has. */
  font: { body: "serif" | "sans"; headings: "serif" | "sans" };
  docxFont: { body: string; headings: string };
  /** Points. */
  size: { name: number; label: number; heading: number; body: number; small: number };
  lineHeight: number;
  /** Page margin, points. */
  margin: { vertical: number; horizontal: number };
  /** Space before a section and between entries, points. */
  gap: { section: number; entry: number; afterHeading: number };
  colors: { text: string; muted: string; heading: string; rule: string; name: string };
  /** Weight of the line under each heading, points; 0 for none. */
  rule: number;
  headingCase: "upper" | "as-written";
  header: "centered" | "left";
  /** "stacked": the title on its own line, the organisation below; "inline": both on one line. */
  entry: "stacked" | "inline";
  /** Skills in two columns of plain text, read column by column. */
  skillColumns: 1 | 2;
};

export const TEMPLATES: Record<CvDocumentMeta["template"], TemplateStyle> = {
  classic: {
    font: { body: "serif", headings: "serif" },
    docxFont: { body: "Georgia", headings: "Georgia" },
    size: { name: 22, label: 11.5, heading: 11.5, body: 10, small: 9.5 },
    lineHeight: 1.35,
    margin: { vertical: 46, horizontal: 54 },
    gap: { section: 14, entry: 8, afterHeading: 6 },
    colors: { text: "#1a1a1a", muted: "#4a4a4a", heading: "#1a1a1a", rule: "#1a1a1a", name: "#1a1a1a" },
    rule: 0.75,
    headingCase: "upper",
    header: "centered",
    entry: "stacked",
    skillColumns: 1,
  },
  modern: {
    font: { body: "sans", headings: "sans" },
    docxFont: { body: "Arial", headings: "Arial" },
    size: { name: 24, label: 12, heading: 12.5, body: 10, small: 9.5 },
    lineHeight: 1.4,
    margin: { vertical: 44, horizontal: 50 },
    gap: { section: 14, entry: 8, afterHeading: 6 },
    colors: { text: "#1f2933", muted: "#52606d", heading: "#0f5e8c", rule: "#0f5e8c", name: "#0f5e8c" },
    rule: 1.5,
    headingCase: "as-written",
    header: "left",
    entry: "stacked",
    skillColumns: 1,
  },
  compact: {
    font: { body: "sans", headings: "sans" },
    docxFont: { body: "Arial", headings: "Arial" },
    size: { name: 17, label: 10, heading: 10, body: 9, small: 8.5 },
    lineHeight: 1.25,
    margin: { vertical: 32, horizontal: 38 },
    gap: { section: 8, entry: 5, afterHeading: 3 },
    colors: { text: "#111111", muted: "#444444", heading: "#111111", rule: "#9a9a9a", name: "#111111" },
    rule: 0.5,
    headingCase: "upper",
    header: "left",
    entry: "inline",
    skillColumns: 2,
  },
};

/** Page sizes in points. */
export const PAPER_POINTS: Record<CvDocumentMeta["paper"], { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};
