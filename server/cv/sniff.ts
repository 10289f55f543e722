import { listZipEntries } from "./zip";

export type DocumentType = "pdf" | "docx" | "unsupported";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Where `%PDF-` starts: readers accept up to 1 KB of junk (e.g. a mail header) before it. */
export function pdfHeaderOffset(bytes: Uint8Array): number {
  const limit = Math.min(bytes.length - PDF_HEADER.length, 1024);
  for (let at = 0; at <= limit; at++) if (startsWith(bytes, PDF_HEADER, at)) return at;
  return -1;
}

/** The type from the content, never the file name. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType {
  if (pdfHeaderOffset(bytes) >= 0) return "pdf";
  const names = listZipEntries(bytes)?.map((entry) => entry.name);
  if (names?.includes("word/document.xml") && names.includes("[Content_Types].xml")) {
    // A macro-enabled .docm has the same parts plus a VBA project; we never store or send macros.
    return names.some((name) => name.toLowerCase() === "word/vbaproject.bin") ? "unsupported" : "docx";
  }
  return "unsupported";
}

const utf16 = (text: string) => new Uint8Array(Buffer.from(text, "utf16le"));
const ENCRYPTED_PACKAGE = utf16("EncryptedPackage");
const WORD_DOCUMENT = utf16("WordDocument");

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle) >= 0;
}

/**
 * Office encrypts a password-protected .docx into an OLE compound file holding an
 * "EncryptedPackage" stream. Stream names sit in the directory as UTF-16, so a byte search finds
 * them without parsing the whole compound file format.
 */
export function isEncryptedOfficeFile(bytes: Uint8Array): boolean {
  return startsWith(bytes, OLE_HEADER) && contains(bytes, ENCRYPTED_PACKAGE);
}

/** What an unsupported file is, in words for the error message ("a PNG image"). */
export function describeContent(bytes: Uint8Array): string {
  if (startsWith(bytes, OLE_HEADER)) {
    return contains(bytes, WORD_DOCUMENT) ? "an old Word 97–2003 document (.doc)" : "an old Microsoft Office file";
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return "a PNG image";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "a JPEG image";
  if (ascii(bytes, 0, 4) === "GIF8") return "a GIF image";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "a WebP image";
  if (ascii(bytes, 4, 8) === "ftyp") return /^(heic|heix|mif1|msf1|avif)$/.test(ascii(bytes, 8, 12)) ? "a HEIC/AVIF image" : "a video or audio file";
  if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*") return "a TIFF image";
  if (ascii(bytes, 0, 5) === "{\\rtf") return "an RTF document";
  const names = listZipEntries(bytes)?.map((entry) => entry.name);
  if (names) {
    if (names.some((name) => name.toLowerCase() === "word/vbaproject.bin")) return "a Word document with macros (.docm)";
    if (names.includes("word/document.xml")) return "a damaged Word document";
    if (ascii(bytes, 30, 38) === "mimetype" && ascii(bytes, 38, 85).includes("opendocument.text")) return "an OpenDocument text file (.odt)";
    if (names.some((name) => name.startsWith("xl/"))) return "an Excel workbook";
    if (names.some((name) => name.startsWith("ppt/"))) return "a PowerPoint presentation";
    return "a ZIP archive";
  }
  if (isLikelyText(bytes)) return "a plain text file";
  return "a file of an unknown type";
}

function isLikelyText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(sample);
    return !/[\u0000-\u0008\u000E-\u001F]/.test(text);
  } catch {
    // A multi-byte character cut at the sample's end also lands here; good enough for a message.
    return false;
  }
}
