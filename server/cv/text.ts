import { foldCase } from "@/lib/text/fold";

/** Lower case with accents, ligatures and apostrophe variants folded, punctuation kept: for matching only. */
export const fold = foldCase;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Characters that start a list item: bullets, dashes, ticks. */
const BULLET_CHARS = "•·▪▫◦●○■□►▸▹‣⁃➢➤✓✔❖◆◇★\u2013\u2014*\\-";
const LEADING_BULLET = new RegExp(`^[${BULLET_CHARS}]\\s*`);
/** Word's Symbol and Wingdings bullets reach PDF text as private-use characters. */
const PRIVATE_USE_BULLET = /^[\uF000-\uF0FF]\s*/;

export const isBulletLine = (line: string) => LEADING_BULLET.test(line.trim());

/**
 * One text shape for PDF and DOCX alike: NFKC (ligatures like "ﬁ" become "fi"), no invisible
 * characters, single spaces, one line per line of the document and at most one blank line.
 */
export function normaliseText(raw: string): string {
  return raw
    .replace(/\r\n?/g, "\n")
    .normalize("NFKC")
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, "")
    .replace(/[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, " ")
    .replace(/[\u000B\u000C\u2028\u2029]/g, "\n")
    .replace(/[\u0000-\u0008\u000E-\u001F\u007F]/g, "")
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim().replace(PRIVATE_USE_BULLET, "• "))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
