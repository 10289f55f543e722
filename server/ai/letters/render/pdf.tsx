import { fontFamily, loadPdf, type Pdf } from "../../../cv-builder/render/fonts";
import { breakable } from "../../../cv-builder/render/pdf";
import { PAPER_POINTS } from "../../../cv-builder/render/templates";
import { type LetterFile, type LetterLayout, LETTER_STYLE, letterLayout } from "./layout";

function letter(pdf: Pdf, layout: LetterLayout) {
  const { Document, Page, View, Text } = pdf;
  const style = LETTER_STYLE;
  const width = PAPER_POINTS[layout.paper].width - 2 * style.margin.horizontal;
  const fit = (text: string, size: number = style.size.body) => breakable(text, width, size);
  return (
    <Document title={layout.title} author={layout.senderName ?? undefined} language={layout.language}>
      <Page
        size={layout.paper === "a4" ? "A4" : "LETTER"}
        style={{
          paddingTop: style.margin.vertical,
          paddingBottom: style.margin.vertical,
          paddingHorizontal: style.margin.horizontal,
          fontFamily: fontFamily("sans"),
          fontSize: style.size.body,
          lineHeight: style.lineHeight,
          color: style.colors.text,
        }}
      >
        {layout.senderName || layout.contacts.length > 0 ? (
          <View style={{ marginBottom: style.gap.block }}>
            {layout.senderName ? <Text style={{ fontSize: style.size.name, fontWeight: 700 }}>{fit(layout.senderName, style.size.name)}</Text> : null}
            {layout.contacts.map((line, i) => (
              <Text key={i} style={{ fontSize: style.size.small, color: style.colors.muted }}>
                {fit(line, style.size.small)}
              </Text>
            ))}
          </View>
        ) : null}
        {layout.company ? <Text style={{ marginBottom: style.gap.block }}>{fit(layout.company)}</Text> : null}
        <Text style={{ marginBottom: style.gap.block }}>{layout.dateLine}</Text>
        {layout.paragraphs.map((lines, i) => (
          // One Text per line: a line break inside a Text is drawn in a standard font, not embedded.
          <View key={i} style={{ marginTop: i > 0 ? style.gap.paragraph : 0 }}>
            {lines.map((line, j) => (
              // A paragraph is never cut from its first or last line at a page's foot.
              <Text key={j} orphans={2} widows={2}>
                {fit(line)}
              </Text>
            ))}
          </View>
        ))}
      </Page>
    </Document>
  );
}

/** The letter as a PDF: the sender's lines, the company, the date, then the paragraphs; real text, fonts embedded. */
export async function renderLetterPdf(file: LetterFile): Promise<Buffer> {
  const pdf = await loadPdf();
  return pdf.renderToBuffer(letter(pdf, letterLayout(file)));
}
