import { createTranslator } from "use-intl/core";
import type { CvDocumentMeta } from "@/lib/contracts/cv-document";
import type { Locale } from "@/lib/i18n/locales";
import { fileStem } from "../../../storage/file-name";
import { LETTER_MESSAGES } from "../messages";

export type LetterPaper = CvDocumentMeta["paper"];

/** A cover letter as a file draws it: what is on file about the sender, the day, and the paragraphs as stored. */
export type LetterFile = {
  language: Locale;
  paper: LetterPaper;
  /** First and last name; null when the profile has none. */
  senderName: string | null;
  /** The sender's contact lines, each only when on file: place, phone, e-mail, links. */
  contacts: string[];
  /** The company written to. */
  company: string;
  role: string;
  /** The day the letter is dated. */
  date: Date;
  /** Greeting, body and closing, as the user last saved them; a line break inside one stays. */
  paragraphs: string[];
};

export type LetterLayout = {
  language: Locale;
  paper: LetterPaper;
  /** The document's title, also the file's name: "Cover letter – Acme – Frontend Engineer". */
  title: string;
  senderName: string | null;
  contacts: string[];
  company: string;
  dateLine: string;
  /** Each paragraph as its lines. */
  paragraphs: string[][];
};

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * "1 April 2026", "1. April 2026", "1 de abril de 2026": the day in the letter's language. English
 * follows the paper, as Word's proofing language does: "April 1, 2026" on US Letter.
 */
export function letterDate(date: Date, language: Locale, paper: LetterPaper): string {
  const tag = language === "en" ? (paper === "letter" ? "en-US" : "en-GB") : language;
  return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** "Cover letter – Acme – Frontend Engineer", in the letter's language. */
export function letterTitle(language: Locale, company: string, role: string): string {
  const t = createTranslator({ locale: language, messages: LETTER_MESSAGES[language] });
  return t("file", { company: oneLine(company), role: oneLine(role) });
}

export function letterLayout(file: LetterFile): LetterLayout {
  return {
    language: file.language,
    paper: file.paper,
    title: letterTitle(file.language, file.company, file.role),
    senderName: file.senderName ? oneLine(file.senderName) || null : null,
    contacts: file.contacts.map(oneLine).filter(Boolean),
    company: oneLine(file.company),
    dateLine: letterDate(file.date, file.language, file.paper),
    paragraphs: file.paragraphs.map((paragraph) => paragraph.split(/\r?\n/).map((line) => line.trim())).filter((lines) => lines.some(Boolean)),
  };
}

/** A business letter's look, in points: generous margins, one size of text; the paper's size is the CV builder's (PAPER_POINTS). */
export const LETTER_STYLE = {
  margin: { vertical: 64, horizontal: 68 },
  size: { name: 14, body: 11, small: 10 },
  lineHeight: 1.4,
  /** Space between paragraphs and between the letter's blocks, points. */
  gap: { paragraph: 10, block: 22 },
  colors: { text: "#1a1a1a", muted: "#4a4a4a" },
} as const;

/** Longest stem of a letter's file name: the company and the role may be long. */
const LETTER_FILE_STEM_MAX = 150;

/** "Cover letter – Acme – Frontend Engineer.pdf", in the letter's language. */
export const letterFileName = (language: Locale, company: string, role: string, extension: "pdf" | "docx") =>
  `${fileStem(letterTitle(language, company, role), "cover-letter").slice(0, LETTER_FILE_STEM_MAX).trim()}.${extension}`;
