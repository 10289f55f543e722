import type { LetterFileFormat } from "@/lib/api/cover-letters";

/** The letter as plain text, paragraphs apart by a blank line: what Copy puts on the clipboard. */
export const letterText = (texts: readonly string[]) =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .join("\n\n");

const FILE_NAME_MAX = 80;

/**
 * A file name for a download the API sent without one: "cover-letter-acme-frontend-engineer.pdf",
 * plain ASCII (accents dropped), safe on every system.
 */
export function letterFileName(job: { title: string; company: string }, format: LetterFileFormat): string {
  const words = `${job.company} ${job.title}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, FILE_NAME_MAX)
    .replace(/-+$/g, "");
  return `cover-letter${words ? `-${words}` : ""}.${format}`;
}
