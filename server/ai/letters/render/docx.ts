import { Document, Packer, Paragraph, TextRun } from "docx";
import { proofing } from "../../../cv-builder/render/docx";
import { PAPER_POINTS } from "../../../cv-builder/render/templates";
import { type LetterFile, type LetterLayout, LETTER_STYLE, letterLayout } from "./layout";

/** Word measures in twentieths of a point (twips), font sizes in half points. */
const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);
const hex = (color: string) => color.replace(/^#/, "");

/** A font every office suite has; the PDF embeds Noto Sans, which looks alike. */
const FONT = "Arial";

/** One paragraph of lines: a line break inside a paragraph ("Yours sincerely," then the name) stays one. */
const lines = (texts: string[]) => texts.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : undefined }));

function documentOf(layout: LetterLayout): Document {
  const style = LETTER_STYLE;
  const paper = PAPER_POINTS[layout.paper];
  const muted = hex(style.colors.muted);
  const block = twips(style.gap.block);

  // The sender's block: the name, then each contact line; space after its last line.
  const senderRuns = [
    ...(layout.senderName ? [new TextRun({ text: layout.senderName, bold: true, size: halfPoints(style.size.name) })] : []),
    ...layout.contacts.map((line) => new TextRun({ text: line, color: muted, size: halfPoints(style.size.small) })),
  ];
  const sender = senderRuns.map((run, i) => new Paragraph({ spacing: { after: i === senderRuns.length - 1 ? block : 0 }, children: [run] }));

  const children: Paragraph[] = [
    ...sender,
    ...(layout.company ? [new Paragraph({ spacing: { after: block }, children: [new TextRun(layout.company)] })] : []),
    new Paragraph({ spacing: { after: block }, children: [new TextRun(layout.dateLine)] }),
    ...layout.paragraphs.map((texts) => new Paragraph({ keepLines: true, spacing: { after: twips(style.gap.paragraph) }, children: lines(texts) })),
  ];

  return new Document({
    title: layout.title,
    creator: layout.senderName ?? undefined,
    styles: {
      default: {
        document: {
          run: { font: FONT, size: halfPoints(style.size.body), color: hex(style.colors.text), language: { value: proofing(layout.language, layout.paper) } },
          paragraph: { spacing: { line: Math.round(240 * style.lineHeight) } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(paper.width), height: twips(paper.height) },
            margin: { top: twips(style.margin.vertical), bottom: twips(style.margin.vertical), left: twips(style.margin.horizontal), right: twips(style.margin.horizontal) },
          },
        },
        children,
      },
    ],
  });
}

/** The letter as a Word file: the sender's lines, the company, the date, then the paragraphs, each a Word paragraph. */
export async function renderLetterDocx(file: LetterFile): Promise<Buffer> {
  return Packer.toBuffer(documentOf(letterLayout(file)));
}
