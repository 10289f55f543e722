import mammoth from "mammoth";
import { extractText, getResolvedPDFJS } from "unpdf";
import { CvError } from "./errors";
import { describeContent, isEncryptedOfficeFile, sniffDocumentType } from "./sniff";
import { normaliseText } from "./text";
import { listZipEntries, readZipEntry, type ZipEntry } from "./zip";

export type ExtractedCv = { type: "pdf" | "docx"; text: string; pages?: number };
export type ExtractOptions = { maxBytes?: number };

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** Fewer letters than this is a scan, a picture of a CV or a page number at most. */
const MIN_LETTERS = 20;
/** What the XML parts of a DOCX may inflate to, all together: far above any real CV. */
const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;

/** Sizes as people read them; rounded up, so a file just over the limit never reads as the limit. */
const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;

const corrupt = (what: string, cause?: unknown) =>
  new CvError("corrupt", `The ${what} is damaged or incomplete and cannot be read. Export it again from your editor and upload the new file.`, { cause });

/** Turns an uploaded CV into plain text; every refusal is a CvError with a message for the user. */
export async function extractCv(bytes: Uint8Array, { maxBytes = DEFAULT_MAX_BYTES }: ExtractOptions = {}): Promise<ExtractedCv> {
  if (bytes.length === 0) throw new CvError("empty_file", "The file is empty. Choose your CV file again and upload it.");
  if (bytes.length > maxBytes) {
    throw new CvError("too_large", `The file is ${formatSize(bytes.length)}; CVs can be at most ${formatSize(maxBytes)}.`);
  }
  const type = sniffDocumentType(bytes);
  if (type === "unsupported") throw refusal(bytes);
  const extracted = type === "pdf" ? await readPdf(bytes) : await readDocx(bytes);
  if ((extracted.text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) {
    throw new CvError(
      "no_text",
      type === "pdf"
        ? "The PDF contains no selectable text; it is probably a scan or an image. Upload a PDF exported from your editor, or a Word file."
        : "The Word document contains no text. If your CV is pasted in as a picture, upload the original document or a PDF instead.",
    );
  }
  return extracted;
}

function refusal(bytes: Uint8Array): CvError {
  if (isEncryptedOfficeFile(bytes)) {
    return new CvError("encrypted", "The document is protected with a password. Save a copy without the password and upload that.");
  }
  const names = listZipEntries(bytes)?.map((entry) => entry.name) ?? [];
  if (names.includes("word/document.xml") && !names.some((name) => name.toLowerCase() === "word/vbaproject.bin")) {
    return corrupt("Word document");
  }
  return new CvError(
    "unsupported_type",
    `Only PDF and Word (.docx) files can be read, and this file is ${describeContent(bytes)}. Save your CV as PDF or DOCX and upload it again.`,
  );
}

/** Readers require `%%EOF` in the last 1 KB; without it the upload was cut off. */
function hasEndMarker(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes("%%EOF");
}

async function readPdf(bytes: Uint8Array): Promise<ExtractedCv> {
  if (!hasEndMarker(bytes)) throw corrupt("PDF");
  const failure = (error: unknown) =>
    (error as { name?: string } | null)?.name === "PasswordException"
      ? new CvError("encrypted", "The PDF is protected with a password. Save a copy without the password and upload that.", { cause: error })
      : corrupt("PDF", error);
  const { getDocument } = await getResolvedPDFJS();
  // pdf.js may take over (detach) the buffer it is given; the caller still needs its bytes.
  const task = getDocument({ data: bytes.slice(), verbosity: 0, stopAtErrors: false });
  try {
    const { totalPages, text } = await extractText(await task.promise, { mergePages: false });
    return { type: "pdf", text: normaliseText(text.join("\n\n")), pages: totalPages };
  } catch (error) {
    throw failure(error);
  } finally {
    await task.destroy();
  }
}

async function readDocx(bytes: Uint8Array): Promise<ExtractedCv> {
  const parts = inflateXmlParts(bytes, listZipEntries(bytes) ?? []);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        ignoreEmptyParagraphs: false,
        externalFileAccess: false,
        // Pictures are never part of the text; skipping them saves base64-encoding every image.
        convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
      },
    );
    html = result.value;
  } catch (error) {
    throw corrupt("Word document", error);
  }
  const body = normaliseText(htmlToText(html));
  // Many CV templates put the name and contact details in the page header, which mammoth skips.
  const seen = new Set(body.split("\n"));
  const extra = (prefix: string) => {
    const lines = [...parts.entries()]
      .filter(([name]) => new RegExp(`^word/${prefix}\\d*\\.xml$`).test(name))
      .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
      .flatMap(([, xml]) => normaliseText(wordXmlToText(xml)).split("\n"));
    // First-page, odd and even headers usually repeat each other and the body's first lines.
    const fresh = lines.filter((line) => line && !seen.has(line));
    fresh.forEach((line) => seen.add(line));
    return [...new Set(fresh)].join("\n");
  };
  const text = normaliseText([extra("header"), body, extra("footer")].filter(Boolean).join("\n\n"));
  return { type: "docx", text };
}

/** Inflates every XML part under a shared size limit, which also proves the archive is intact. */
function inflateXmlParts(bytes: Uint8Array, entries: ZipEntry[]): Map<string, string> {
  const parts = new Map<string, string>();
  const decoder = new TextDecoder("utf-8");
  let budget = MAX_DOCX_XML_BYTES;
  for (const entry of entries) {
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    let content: Uint8Array;
    try {
      content = readZipEntry(bytes, entry, Math.max(1, budget));
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        throw new CvError("too_large", "The Word document expands to an unreasonable size and cannot be read.", { cause: error });
      }
      throw corrupt("Word document", error);
    }
    budget -= content.length;
    parts.set(entry.name, decoder.decode(content));
  }
  return parts;
}

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (entity[0] !== "#") return named[entity.toLowerCase()]!;
    const code = entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });

/** Mammoth's HTML as lines: one per paragraph, list item, table cell or manual line break. */
function htmlToText(html: string): string {
  const BLANK = "\u0001";
  return decodeEntities(
    html
      .replace(/<a [^>]*href="#(?:footnote|endnote)-ref-[^"]*"[^>]*>.*?<\/a>/g, "")
      // An empty paragraph is the author's blank line; block ends alone never make one.
      .replace(/<p>\s*<\/p>/g, `\n${BLANK}\n`)
      .replace(/<br\s*\/?>/g, "\n")
      .replace(/<li>/g, "\n• ")
      .replace(/<\/(?:p|h[1-6]|li|td|th|tr|table|ul|ol)>/g, "\n")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\n{2,}/g, "\n")
    .replaceAll(BLANK, "");
}

/** Text of a header or footer part: runs joined per paragraph, tabs and breaks kept. */
function wordXmlToText(xml: string): string {
  return xml
    .split(/<\/w:p>/)
    .map((paragraph) =>
      decodeEntities(
        [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)]
          .map((match) => (match[2] === "tab" ? " " : match[2] ? "\n" : match[1]!))
          .join(""),
      ),
    )
    .join("\n");
}
