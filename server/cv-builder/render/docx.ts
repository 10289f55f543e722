import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  type ISectionOptions,
  SectionType,
  Tab,
  TabStopType,
  TextRun,
} from "docx";
import type { JsonResume } from "@/lib/contracts/cv-document";
import type { Locale } from "@/lib/i18n/locales";
import { type CvEntry, type CvLayout, type CvListItem, layoutOf, type Piece } from "./content";
import { PAPER_POINTS, TEMPLATES } from "./templates";

/** Word measures in twentieths of a point (twips), font sizes in half points, borders in eighths. */
const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);
const hex = (color: string) => color.replace(/^#/, "");

/** The proofing language Word checks the spelling in. */
export const proofing = (locale: Locale, paper: CvLayout["paper"]) =>
  ({ en: paper === "letter" ? "en-US" : "en-GB", de: "de-DE", es: "es-ES", fr: "fr-FR", it: "it-IT", pt: "pt-PT", nl: "nl-NL" })[locale];

const BULLETS = "bullets";

function documentOf(layout: CvLayout): Document {
  const style = TEMPLATES[layout.template];
  const paper = PAPER_POINTS[layout.paper];
  const textWidth = twips(paper.width - 2 * style.margin.horizontal);
  const lineSpacing = Math.round(240 * style.lineHeight);
  const muted = hex(style.colors.muted);

  const runs = (pieces: Piece[], options: { bold?: boolean; color?: string; size?: number } = {}, separator = ", "): ParagraphChild[] =>
    pieces.flatMap((piece, i) => {
      const text = new TextRun({ text: piece.text, ...options });
      return [
        ...(i > 0 ? [new TextRun({ text: separator, ...options })] : []),
        piece.url ? new ExternalHyperlink({ link: piece.url, children: [text] }) : text,
      ];
    });

  // Dates sit at the right margin on a tab stop: one paragraph, read as one line. Not bold,
  // though the paragraph may be an entry's title, whose style is.
  const datesRun = (dates: string) => new TextRun({ children: [new Tab(), dates], color: muted, bold: false });
  const rightTab = [{ type: TabStopType.RIGHT, position: textWidth }];

  const entryParagraphs = (entry: CvEntry, first: boolean): Paragraph[] => {
    const before = first ? 0 : twips(style.gap.entry);
    const header: Paragraph[] = [];
    if (style.entry === "inline" || entry.subtitle.length === 0) {
      header.push(
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          keepNext: true,
          spacing: { before },
          tabStops: rightTab,
          children: [
            ...runs(entry.title, { bold: true }),
            ...(entry.subtitle.length > 0
              ? [new TextRun({ text: entry.title.length > 0 ? ", " : "", color: muted, bold: false }), ...runs(entry.subtitle, { color: muted, bold: false })]
              : []),
            ...(entry.dates ? [datesRun(entry.dates)] : []),
          ],
        }),
      );
    } else {
      if (entry.title.length > 0) {
        header.push(new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, spacing: { before }, children: runs(entry.title, { bold: true }) }));
      }
      header.push(
        new Paragraph({
          keepNext: entry.paragraphs.length + entry.bullets.length + entry.details.length > 0,
          spacing: { before: entry.title.length > 0 ? 0 : before },
          tabStops: rightTab,
          children: [...runs(entry.subtitle, { color: muted }), ...(entry.dates ? [datesRun(entry.dates)] : [])],
        }),
      );
    }
    return [
      ...header,
      ...entry.paragraphs.map((text) => new Paragraph({ spacing: { before: twips(2) }, children: [new TextRun(text)] })),
      ...entry.bullets.map((text) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] })),
      ...entry.details.map((text) => new Paragraph({ spacing: { before: twips(2) }, children: [new TextRun({ text, color: muted })] })),
    ];
  };

  const listParagraph = (item: CvListItem) =>
    new Paragraph({
      spacing: { after: twips(2) },
      children: [...(item.lead ? [new TextRun({ text: item.lead, bold: true })] : []), new TextRun(item.rest)],
    });

  const heading = (text: string) =>
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      keepNext: true,
      children: [new TextRun(text)],
      ...(style.rule > 0 ? { border: { bottom: { style: BorderStyle.SINGLE, size: Math.max(2, Math.round(style.rule * 8)), color: hex(style.colors.rule), space: 1 } } } : {}),
    });

  const header: Paragraph[] = [];
  const alignment = style.header === "centered" ? AlignmentType.CENTER : AlignmentType.LEFT;
  if (layout.name) header.push(new Paragraph({ heading: HeadingLevel.TITLE, alignment, children: [new TextRun(layout.name)] }));
  if (layout.label) {
    header.push(new Paragraph({ alignment, children: [new TextRun({ text: layout.label, size: halfPoints(style.size.label), color: muted })] }));
  }
  if (layout.contacts.length > 0) {
    header.push(new Paragraph({ alignment, spacing: { before: twips(3) }, children: runs(layout.contacts, { color: muted, size: halfPoints(style.size.small) }, " | ") }));
  }

  // Sections of the Word file: one column, except the skills of a two-column template, which
  // sit in a continuous section of two columns that Word fills top to bottom, left then right.
  const page = {
    size: { width: twips(paper.width), height: twips(paper.height) },
    margin: { top: twips(style.margin.vertical), bottom: twips(style.margin.vertical), left: twips(style.margin.horizontal), right: twips(style.margin.horizontal) },
  };
  const parts: { columns: 1 | 2; children: Paragraph[] }[] = [{ columns: 1, children: header }];
  const add = (columns: 1 | 2, children: Paragraph[]) => {
    const last = parts.at(-1)!;
    if (last.columns === columns) last.children.push(...children);
    else parts.push({ columns, children });
  };
  for (const block of layout.blocks) {
    add(1, [heading(block.heading)]);
    if (block.layout === "text") add(1, block.paragraphs.map((text) => new Paragraph({ spacing: { after: twips(3) }, children: [new TextRun(text)] })));
    else if (block.layout === "entries") add(1, block.entries.flatMap((entry, i) => entryParagraphs(entry, i === 0)));
    else add(block.key === "skills" ? style.skillColumns : 1, block.items.map(listParagraph));
  }
  // Word balances two columns only when a continuous section follows them.
  if (parts.at(-1)!.columns === 2) parts.push({ columns: 1, children: [] });

  const sections: ISectionOptions[] = parts.map((part, i) => ({
    properties: {
      page,
      ...(i > 0 ? { type: SectionType.CONTINUOUS } : {}),
      column: part.columns === 2 ? { count: 2, space: twips(16), equalWidth: true } : { count: 1 },
    },
    children: part.children,
  }));

  const headingRun = { font: style.docxFont.headings, bold: true, color: hex(style.colors.heading), size: halfPoints(style.size.heading), allCaps: style.headingCase === "upper" };
  return new Document({
    title: layout.title || undefined,
    creator: layout.name || undefined,
    styles: {
      default: {
        document: {
          run: { font: style.docxFont.body, size: halfPoints(style.size.body), color: hex(style.colors.text), language: { value: proofing(layout.locale, layout.paper) } },
          paragraph: { spacing: { line: lineSpacing } },
        },
        title: {
          run: { font: style.docxFont.headings, bold: true, size: halfPoints(style.size.name), color: hex(style.colors.name) },
          paragraph: { spacing: { after: 0 } },
        },
        heading1: { run: headingRun, paragraph: { spacing: { before: twips(style.gap.section), after: twips(style.gap.afterHeading) } } },
        heading2: { run: { font: style.docxFont.body, bold: true, size: halfPoints(style.size.body), color: hex(style.colors.text) }, paragraph: { spacing: { after: 0 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: "•", alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: twips(12), hanging: twips(9) } } } }],
        },
      ],
    },
    sections,
  });
}

/** The document as a Word file in its template, paper and language: paragraphs, real headings and lists, no tables. */
export async function renderDocx(document: JsonResume): Promise<Buffer> {
  return Packer.toBuffer(documentOf(layoutOf(document)));
}
