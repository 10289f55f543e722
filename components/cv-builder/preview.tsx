"use client";

import "@fontsource/noto-sans/400.css";
import "@fontsource/noto-sans/700.css";
import "@fontsource/noto-serif/400.css";
import "@fontsource/noto-serif/700.css";
import { clsx } from "clsx";
import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import type { JsonResume } from "@/lib/contracts/cv-document";
import { layoutOf, PAPER_POINTS, TEMPLATES, type CvBlock, type CvEntry, type CvLayout, type CvListItem, type Piece, type TemplateStyle } from "@/lib/cv/layout";

// The CV as the PDF draws it, in HTML: the same layout (lib/cv/layout), the same fonts (Noto,
// embedded in the PDF), sizes in points, one page wide and as long as the content.

const FONTS = { serif: '"Noto Serif", Georgia, serif', sans: '"Noto Sans", Arial, sans-serif' } as const;
const pt = (points: number) => `${points}pt`;
/** CSS pixels per point. */
const PX_PER_PT = 96 / 72;

const joined = (pieces: Piece[], separator = ", ") => pieces.map((piece) => piece.text).join(separator);

function Heading({ text, style }: { text: string; style: TemplateStyle }) {
  return (
    <div
      style={{
        marginTop: pt(style.gap.section),
        marginBottom: pt(style.gap.afterHeading),
        paddingBottom: style.rule > 0 ? pt(2) : 0,
        borderBottom: style.rule > 0 ? `${pt(style.rule)} solid ${style.colors.rule}` : undefined,
        fontFamily: FONTS[style.font.headings],
        fontSize: pt(style.size.heading),
        fontWeight: 700,
        color: style.colors.heading,
        textTransform: style.headingCase === "upper" ? "uppercase" : "none",
      }}
    >
      {text}
    </div>
  );
}

function Dates({ dates, style }: { dates: string; style: TemplateStyle }) {
  return <span style={{ color: style.colors.muted, flexShrink: 0, marginLeft: pt(12), whiteSpace: "nowrap" }}>{dates}</span>;
}

function EntryHeader({ entry, style }: { entry: CvEntry; style: TemplateStyle }) {
  const row: CSSProperties = { display: "flex", justifyContent: "space-between", alignItems: "baseline" };
  const muted = { color: style.colors.muted };
  if (style.entry === "inline") {
    return (
      <div style={row}>
        <span style={{ flex: 1, minWidth: 0 }}>
          <strong>{joined(entry.title)}</strong>
          {entry.subtitle.length > 0 ? <span style={muted}>{`${entry.title.length > 0 ? ", " : ""}${joined(entry.subtitle)}`}</span> : null}
        </span>
        {entry.dates ? <Dates dates={entry.dates} style={style} /> : null}
      </div>
    );
  }
  if (entry.subtitle.length === 0) {
    return (
      <div style={row}>
        <strong style={{ flex: 1, minWidth: 0 }}>{joined(entry.title)}</strong>
        {entry.dates ? <Dates dates={entry.dates} style={style} /> : null}
      </div>
    );
  }
  return (
    <div>
      {entry.title.length > 0 ? <strong style={{ display: "block" }}>{joined(entry.title)}</strong> : null}
      <div style={row}>
        <span style={{ ...muted, flex: 1, minWidth: 0 }}>{joined(entry.subtitle)}</span>
        {entry.dates ? <Dates dates={entry.dates} style={style} /> : null}
      </div>
    </div>
  );
}

function Entry({ entry, style, first }: { entry: CvEntry; style: TemplateStyle; first: boolean }) {
  return (
    <div style={{ marginTop: first ? 0 : pt(style.gap.entry) }}>
      <EntryHeader entry={entry} style={style} />
      {entry.paragraphs.map((paragraph, i) => (
        <p key={`p${i}`} style={{ marginTop: pt(2) }}>
          {paragraph}
        </p>
      ))}
      {entry.bullets.length > 0 ? (
        <ul>
          {entry.bullets.map((bullet, i) => (
            <li key={i} style={{ display: "flex", marginTop: pt(1) }}>
              <span aria-hidden style={{ width: pt(10), flexShrink: 0 }}>
                •
              </span>
              <span style={{ flex: 1, minWidth: 0 }}>{bullet}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {entry.details.map((detail, i) => (
        <p key={`d${i}`} style={{ marginTop: pt(2), color: style.colors.muted }}>
          {detail}
        </p>
      ))}
    </div>
  );
}

function ListItems({ items }: { items: CvListItem[] }) {
  return items.map((item, i) => (
    <p key={i} style={{ marginTop: i > 0 ? pt(2) : 0 }}>
      {item.lead ? <strong>{item.lead}</strong> : null}
      {item.rest}
    </p>
  ));
}

function Block({ block, style }: { block: CvBlock; style: TemplateStyle }) {
  let body: React.ReactNode;
  if (block.layout === "text") {
    body = block.paragraphs.map((paragraph, i) => (
      <p key={i} style={{ marginTop: i > 0 ? pt(3) : 0 }}>
        {paragraph}
      </p>
    ));
  } else if (block.layout === "entries") {
    body = block.entries.map((entry, i) => <Entry key={i} entry={entry} style={style} first={i === 0} />);
  } else if (block.key === "skills" && style.skillColumns === 2) {
    // Two columns, each read top to bottom, as the PDF draws them.
    const half = Math.ceil(block.items.length / 2);
    body = (
      <div style={{ display: "flex" }}>
        <div style={{ width: "50%", paddingRight: pt(8) }}>
          <ListItems items={block.items.slice(0, half)} />
        </div>
        <div style={{ width: "50%", paddingLeft: pt(8) }}>
          <ListItems items={block.items.slice(half)} />
        </div>
      </div>
    );
  } else {
    body = <ListItems items={block.items} />;
  }
  return (
    <div>
      <Heading text={block.heading} style={style} />
      {body}
    </div>
  );
}

/** One sheet of the chosen paper at its real size, as long as the CV. */
export function CvSheet({ layout, emptyText }: { layout: CvLayout; emptyText?: string }) {
  const style = TEMPLATES[layout.template];
  const paper = PAPER_POINTS[layout.paper];
  const empty = !layout.name && !layout.label && layout.contacts.length === 0 && layout.blocks.length === 0;
  return (
    <div
      lang={layout.locale}
      data-template={layout.template}
      data-paper={layout.paper}
      style={{
        width: pt(paper.width),
        minHeight: pt(paper.height),
        padding: `${pt(style.margin.vertical)} ${pt(style.margin.horizontal)}`,
        fontFamily: FONTS[style.font.body],
        fontSize: pt(style.size.body),
        lineHeight: style.lineHeight,
        color: style.colors.text,
        background: "#ffffff",
        overflowWrap: "anywhere",
      }}
    >
      <div style={{ textAlign: style.header === "centered" ? "center" : "left" }}>
        {layout.name ? (
          <div style={{ fontFamily: FONTS[style.font.headings], fontSize: pt(style.size.name), fontWeight: 700, color: style.colors.name, lineHeight: 1.15 }}>{layout.name}</div>
        ) : null}
        {layout.label ? <div style={{ fontSize: pt(style.size.label), color: style.colors.muted, marginTop: pt(2) }}>{layout.label}</div> : null}
        {layout.contacts.length > 0 ? (
          <div style={{ fontSize: pt(style.size.small), color: style.colors.muted, marginTop: pt(4) }}>{joined(layout.contacts, " | ")}</div>
        ) : null}
      </div>
      {layout.blocks.map((block) => (
        <Block key={block.key} block={block} style={style} />
      ))}
      {empty && emptyText ? <p style={{ marginTop: pt(120), textAlign: "center", color: style.colors.muted, fontFamily: FONTS.sans }}>{emptyText}</p> : null}
    </div>
  );
}

/**
 * The document drawn as its PDF, scaled down to the width it is given (never up). `label` names
 * the region for assistive technology; the text inside is the CV's own.
 */
export function CvPreview({
  document,
  label,
  emptyText,
  scrollable = false,
  className,
}: {
  document: JsonResume;
  label: string;
  emptyText?: string;
  /** Scrolls inside its own box (beside the form): then it takes the focus, so the keyboard scrolls it too. */
  scrollable?: boolean;
  className?: string;
}) {
  const layout = useMemo(() => layoutOf(document), [document]);
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const sheetWidth = PAPER_POINTS[layout.paper].width * PX_PER_PT;

  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    // A hidden preview (the phone's other tab) measures 0: it is fitted once shown.
    const fit = () => node.clientWidth > 0 && setZoom(Math.min(1, node.clientWidth / sheetWidth));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(node);
    return () => observer.disconnect();
  }, [sheetWidth]);

  return (
    <section
      aria-label={label}
      tabIndex={scrollable ? 0 : undefined}
      className={clsx("overflow-hidden rounded-xl bg-gray-100 p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 mobile:p-4", className)}
    >
      <div ref={frame} className="w-full">
        {/* Drawn once measured: a sheet at full size would flash past the edge first. */}
        <div className={clsx("origin-top-left shadow-lg ring-1 ring-gray-200", zoom === null && "invisible")} style={{ zoom: zoom ?? 1, width: "fit-content" }}>
          <CvSheet layout={layout} emptyText={emptyText} />
        </div>
      </div>
    </section>
  );
}
