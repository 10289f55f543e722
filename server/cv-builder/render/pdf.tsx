import type * as ReactPdf from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { JsonResume } from "@/lib/contracts/cv-document";
import { fontFamily, loadPdf, type Pdf } from "./fonts";
import { type CvBlock, type CvEntry, type CvLayout, type CvListItem, layoutOf, type Piece } from "./content";
import { PAPER_POINTS, TEMPLATES, type TemplateStyle } from "./templates";

type Style = ReactPdf.Styles[string];

/** Spaces inside a phone number or a date range never break a line: the parts belong together. */
const unbroken = (text: string) => text.replace(/ /g, "\u00A0");

/**
 * A run of text no line of its box can hold (a very long web address) is cut into pieces a line
 * holds, with a space between: react-pdf breaks lines at spaces only, and would draw the rest of
 * the run past the page's edge, where nobody reads it. A run that may fit is left whole.
 */
export function breakable(text: string, boxWidth: number, fontSize: number): string {
  // Longer than even narrow letters (half an em each) fill: it cannot fit.
  const never = Math.floor(boxWidth / (fontSize * 0.5));
  // Pieces that a line of the widest usual letters (0.62 em on average) still holds.
  const piece = Math.max(8, Math.floor(boxWidth / (fontSize * 0.62)));
  return text.replace(new RegExp(`\\S{${never + 1},}`, "gu"), (run) => {
    const chars = [...run];
    return Array.from({ length: Math.ceil(chars.length / piece) }, (_, i) => chars.slice(i * piece, (i + 1) * piece).join("")).join(" ");
  });
}

function template(pdf: Pdf, layout: CvLayout) {
  const { Document, Page, View, Text, Link } = pdf;
  const style: TemplateStyle = TEMPLATES[layout.template];
  const body = fontFamily(style.font.body);
  const headings = fontFamily(style.font.headings);
  const muted: Style = { color: style.colors.muted };
  const bold: Style = { fontWeight: 700 };
  const width = PAPER_POINTS[layout.paper].width - 2 * style.margin.horizontal;
  /** Beside the dates, a line is shorter by their width, about 110 points. */
  const besideDates = width - 110;
  const fit = (text: string, box = width, size = style.size.body) => breakable(text, box, size);
  const fitted = (items: Piece[], box: number, size = style.size.body) => items.map((item) => ({ ...item, text: fit(item.text, box, size) }));

  /** Links look like the text around them: react-pdf would draw them blue and underlined. */
  const pieces = (items: Piece[], color: string, separator = ", ") =>
    items.flatMap((item, i) => [
      i > 0 ? separator : null,
      item.url ? (
        <Link key={i} src={item.url} style={{ color, textDecoration: "none" }}>
          {item.text}
        </Link>
      ) : (
        item.text
      ),
    ]);

  const heading = (text: string) => (
    <View
      minPresenceAhead={36}
      style={{
        marginTop: style.gap.section,
        marginBottom: style.gap.afterHeading,
        paddingBottom: style.rule > 0 ? 2 : 0,
        borderBottomWidth: style.rule,
        borderBottomColor: style.colors.rule,
      }}
    >
      <Text
        style={{
          fontFamily: headings,
          fontSize: style.size.heading,
          fontWeight: 700,
          color: style.colors.heading,
          textTransform: style.headingCase === "upper" ? "uppercase" : "none",
        }}
      >
        {text}
      </Text>
    </View>
  );

  const datesText = (dates: string) => <Text style={{ ...muted, flexShrink: 0, marginLeft: 12 }}>{unbroken(dates)}</Text>;

  const entryHeader = (entry: CvEntry) => {
    const row: Style = { flexDirection: "row", justifyContent: "space-between" };
    if (style.entry === "inline") {
      return (
        <View style={row} minPresenceAhead={24}>
          <Text style={{ flex: 1 }}>
            <Text style={bold}>{pieces(fitted(entry.title, besideDates), style.colors.text)}</Text>
            {entry.subtitle.length > 0 ? <Text style={muted}>{[entry.title.length > 0 ? ", " : "", ...pieces(fitted(entry.subtitle, besideDates), style.colors.muted)]}</Text> : null}
          </Text>
          {entry.dates ? datesText(entry.dates) : null}
        </View>
      );
    }
    // flex: 1 only within a row: in a column it stretches the line's box, and the text readers
    // then take the next line for the same one ("EngineerAcme GmbH").
    if (entry.subtitle.length === 0) {
      return (
        <View style={row} minPresenceAhead={24}>
          <Text style={{ ...bold, flex: 1 }}>{pieces(fitted(entry.title, besideDates), style.colors.text)}</Text>
          {entry.dates ? datesText(entry.dates) : null}
        </View>
      );
    }
    const title = entry.title.length > 0 ? <Text style={bold}>{pieces(fitted(entry.title, width), style.colors.text)}</Text> : null;
    return (
      <View minPresenceAhead={24}>
        {title}
        <View style={row}>
          <Text style={{ ...muted, flex: 1 }}>{pieces(fitted(entry.subtitle, besideDates), style.colors.muted)}</Text>
          {entry.dates ? datesText(entry.dates) : null}
        </View>
      </View>
    );
  };

  const bullet = (text: string, key: number) => (
    <View key={key} style={{ flexDirection: "row", marginTop: 1 }}>
      <Text style={{ width: 10 }}>•</Text>
      <Text style={{ flex: 1 }}>{fit(text, width - 10)}</Text>
    </View>
  );

  const entry = (item: CvEntry, key: number) => (
    <View key={key} style={{ marginTop: key > 0 ? style.gap.entry : 0 }}>
      {entryHeader(item)}
      {item.paragraphs.map((paragraph, i) => (
        <Text key={`p${i}`} style={{ marginTop: 2 }}>
          {fit(paragraph)}
        </Text>
      ))}
      {item.bullets.map(bullet)}
      {item.details.map((detail, i) => (
        <Text key={`d${i}`} style={{ ...muted, marginTop: 2 }}>
          {fit(detail)}
        </Text>
      ))}
    </View>
  );

  const listItem = (item: CvListItem, key: number, box: number) => (
    <Text key={key} style={{ marginTop: key > 0 ? 2 : 0 }}>
      {item.lead ? <Text style={bold}>{fit(item.lead, box)}</Text> : null}
      {fit(item.rest, box)}
    </Text>
  );

  const list = (block: Extract<CvBlock, { layout: "list" }>) => {
    if (block.key !== "skills" || style.skillColumns === 1) return block.items.map((item, i) => listItem(item, i, width));
    // Two columns, each read top to bottom: the left column is drawn, then the right.
    const half = Math.ceil(block.items.length / 2);
    return (
      <View style={{ flexDirection: "row" }}>
        <View style={{ width: "50%", paddingRight: 8 }}>{block.items.slice(0, half).map((item, i) => listItem(item, i, width / 2 - 8))}</View>
        <View style={{ width: "50%", paddingLeft: 8 }}>{block.items.slice(half).map((item, i) => listItem(item, i, width / 2 - 8))}</View>
      </View>
    );
  };

  const block = (item: CvBlock, key: number): ReactNode => (
    <View key={key}>
      {heading(item.heading)}
      {item.layout === "text"
        ? item.paragraphs.map((paragraph, i) => (
            <Text key={i} style={{ marginTop: i > 0 ? 3 : 0 }}>
              {fit(paragraph)}
            </Text>
          ))
        : item.layout === "entries"
          ? item.entries.map(entry)
          : list(item)}
    </View>
  );

  const align: Style = { textAlign: style.header === "centered" ? "center" : "left" };
  const contacts = fitted(layout.contacts, width, style.size.small).map((contact) =>
    contact.url?.startsWith("tel:") ? { ...contact, text: unbroken(contact.text) } : contact,
  );
  return (
    <Document title={layout.title || undefined} author={layout.name || undefined} language={layout.locale}>
      <Page
        size={layout.paper === "a4" ? "A4" : "LETTER"}
        style={{
          paddingTop: style.margin.vertical,
          paddingBottom: style.margin.vertical,
          paddingHorizontal: style.margin.horizontal,
          fontFamily: body,
          fontSize: style.size.body,
          lineHeight: style.lineHeight,
          color: style.colors.text,
        }}
      >
        <View style={align}>
          {layout.name ? (
            <Text style={{ fontFamily: headings, fontSize: style.size.name, fontWeight: 700, color: style.colors.name, lineHeight: 1.15 }}>{fit(layout.name, width, style.size.name)}</Text>
          ) : null}
          {layout.label ? <Text style={{ fontSize: style.size.label, ...muted, marginTop: 2 }}>{fit(layout.label, width, style.size.label)}</Text> : null}
          {contacts.length > 0 ? <Text style={{ fontSize: style.size.small, ...muted, marginTop: 4 }}>{pieces(contacts, style.colors.muted, " | ")}</Text> : null}
        </View>
        {layout.blocks.map(block)}
      </Page>
    </Document>
  );
}

/** The document as a PDF in its template, paper and language: real, selectable text in reading order, fonts embedded. */
export async function renderPdf(document: JsonResume): Promise<Buffer> {
  const pdf = await loadPdf();
  return pdf.renderToBuffer(template(pdf, layoutOf(document)));
}
