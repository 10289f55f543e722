import sanitizeHtml from "sanitize-html";
import { convert } from "html-to-text";
import { decodeHTML, escapeUTF8 } from "entities";

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "div", "span", "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "sub", "sup",
    "h1", "h2", "h3", "h4", "h5", "h6", "a", "blockquote", "pre", "code",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "dl", "dt", "dd",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  // Their text is code or chrome, never part of the posting.
  nonTextTags: ["script", "style", "iframe", "noscript", "textarea", "option", "title", "head", "svg", "object", "embed"],
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
  // Boards pad postings with empty paragraphs and &nbsp; spacers.
  exclusiveFilter: (frame) => ["p", "div", "span", "strong", "b", "em", "li"].includes(frame.tag) && !frame.text.replace(/\u00a0/g, " ").trim() && !frame.mediaChildren.length && !/<br/i.test(frame.text),
};

/** True when the text is HTML written as entities, as Greenhouse sends its `content`. */
export function isEscapedHtml(text: string): boolean {
  return /&(amp;)*lt;\/?[a-z][a-z0-9]*[\s&/]/i.test(text) && !/<\/?[a-z][a-z0-9]*[\s>/]/i.test(text);
}

/** Decodes HTML entities (named, decimal, hex). */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** Sanitised HTML; entity-escaped HTML is decoded first (Greenhouse escapes once, sometimes twice). */
export function sanitizeDescription(html: string): string {
  let source = html;
  for (let pass = 0; pass < 3 && isEscapedHtml(source); pass++) source = decodeHTML(source);
  return sanitizeHtml(source, SANITIZE).trim();
}

/** Plain text of HTML: blocks on their own lines, list items with a bullet, links as their text. */
export function htmlToText(html: string): string {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: "ul", options: { itemPrefix: "• " } },
      { selector: "table", format: "dataTable" },
    ],
  });
  return text
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** HTML for a source that only gives plain text: paragraphs at blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeUTF8(paragraph.trim()).replace(/\n/g, "<br />")}</p>`)
    .join("\n");
}

export function escapeHtml(text: string): string {
  return escapeUTF8(text);
}

/** Both forms of a posting's description from whatever the source sends. */
export function normalizeDescription(input: { html?: string | null; text?: string | null }): { html: string; text: string } {
  const raw = input.html?.trim() ? input.html : input.text?.trim() ? textToHtml(input.text) : "";
  const html = sanitizeDescription(raw);
  return { html, text: html ? htmlToText(html) : "" };
}
